// The type checker (JVMS §4.10.1): one linear pass over each method's instructions, the current
// frame checked against and replaced by the StackMapTable's frames, with HotSpot's rules, order
// of checks and texts (HotSpot verifier.cpp: ClassVerifier::verify_method and its helpers;
// stackMapFrame.cpp). Does not do type inference (JVMS §4.10.2).
//
//   for each instruction at bci, in code order:
//     frame at bci in the table?  -> current frame must be assignable to it (unless the previous
//                                    instruction cannot fall through), then becomes it
//     previous cannot fall through and no frame here  -> "Expecting a stack map frame"
//     bci inside a handler's range  -> current locals + [catch type] must match the handler's frame
//     apply the instruction's rule: pop what it consumes (each checked against what it expects),
//                                   push what it produces; every branch target must have a frame
//                                   the current frame is assignable to
//   after the last instruction: control must not fall off the end
#include <algorithm>
#include <map>
#include <memory>
#include <string>

#include "bytecode/bytecode_walk.hpp"
#include "bytecode/bytecodes.hpp"
#include "classfile/signature.hpp"
#include "verifier/method_order.hpp"
#include "verifier/type_checker.hpp"
#include "verifier/internal_bytecodes.hpp"
#include "verifier/verifier.hpp"

namespace jvmlab::verifier {

namespace {

using namespace detail;
using classfile::ClassFile;
using classfile::CpTag;
using classfile::MethodInfo;
using Answer = ClassHierarchy::Answer;
namespace acc = classfile::acc;

constexpr std::string_view kObject = "java/lang/Object";
constexpr std::string_view kThrowable = "java/lang/Throwable";
constexpr int kInterfaceMethodInSpecialMajor = 52;  // invokespecial/static of interface methods
constexpr int kInvokedynamicMajor = 51;
constexpr int kNonzeroPaddingMajor = 51;  // switch padding need not be zero from version 51
constexpr int kMaxCodeSize = 65535;

// Instruction-start kinds for the StackMapTable decoder (classfile/stack_map_table.hpp).
constexpr uint8_t kNotStart = 0, kStart = 1, kNewStart = 2;

std::string external(std::string_view internal_name) {
  std::string s(internal_name);
  std::replace(s.begin(), s.end(), '/', '.');
  return s;
}

// "void Foo.main(java.lang.String[])" (HotSpot's Method::print_external_name).
std::string external_method_name(const ClassFile& cf, const MethodInfo& m) {
  return classfile::java_type_name(classfile::return_type(m.descriptor)) + " " +
         external(cf.this_class) + "." + m.name + "(" + classfile::java_parameter_list(m.descriptor) + ")";
}

bool is_uninit(const VType& t) { return t.tag == VTag::Uninitialized || t.tag == VTag::UninitializedThis; }
bool is_reference(const VType& t) { return t.tag == VTag::Object || t.tag == VTag::Null; }
bool is_category1(const VType& t) {
  return t.tag == VTag::Integer || t.tag == VTag::Float || is_reference(t) || is_uninit(t);
}
bool is_category2_second(const VType& t) { return t.tag == VTag::Long2 || t.tag == VTag::Double2; }

/// One method's check. Failure is recorded in `failure` and every step returns false after it.
class MethodChecker {
 public:
  /// `infer`: type inference (JVMS §4.10.2) instead of type checking against the StackMapTable.
  MethodChecker(const ClassFile& cf, const MethodInfo& m, ClassHierarchy& h,
                std::vector<std::unique_ptr<std::string>>& names, bool infer = false)
      : cf_(cf), m_(m), code_(*m.code), h_(h), names_(names),
        max_locals_(code_.max_locals), max_stack_(code_.max_stack), infer_(infer) {}

  std::optional<VerifyFailure> failure;

  bool run();

 private:
  // ---- failures ---------------------------------------------------------------------------------
  bool fail(ErrorContext ctx, std::string message) {
    if (failure) return false;
    VerifyFailure f;
    f.kind = VerifyFailure::Kind::VerifyError;
    f.bci = ctx.bci;
    f.method = m_.name + m_.descriptor;
    if (infer_) {
      // The inference verifier's shape: "(class: C, method: m signature: d) reason", no details.
      f.message = "(class: " + cf_.this_class + ", method: " + m_.name + " signature: " + m_.descriptor +
                  ") " + inference_text(ctx, message);
    } else {
      f.message = std::move(message) + details(ctx, cf_, m_);
    }
    failure = std::move(f);
    return false;
  }
  // The inference verifier's wording (HotSpot's check_code.c) for the type checker's failures
  // that have a counterpart there; other texts stay as they are.
  static std::string inference_text(const ErrorContext& ctx, const std::string& message) {
    if (message == "Operand stack underflow") return "Unable to pop operand off an empty stack";
    if (message == "Operand stack overflow") return "Stack size too large";
    if (message == "Local variable table overflow" || message == "get long/double overflows locals") {
      return "Illegal local variable number";
    }
    if (message == "Control flow falls through code end") return "Falling off the end of the code";
    if (message == "Bad return type" || message == "Method does not expect a return value" ||
        message == "Method expects a return value") {
      return "Wrong return type in function";
    }
    if (message == "Bad local variable type") {
      if (ctx.type.type.tag == kReturnAddress && ctx.expected.type.tag == kReferenceCheck) {
        return "Cannot load return address from register " + std::to_string(ctx.type.index);
      }
      return "Register " + std::to_string(ctx.type.index) + " contains wrong type";
    }
    if (message.rfind("Bad type on operand stack", 0) == 0) {
      const VTag want = ctx.expected.type.tag;
      const VTag have = ctx.type.type.tag;
      if (want == VTag::Object && (have == VTag::Object || have == VTag::Null)) {
        return "Incompatible object argument for function call";
      }
      const char* kind = want == VTag::Integer ? "integer"
                         : want == VTag::Float ? "float"
                         : (want == VTag::Long || want == VTag::Long2) ? "long"
                         : (want == VTag::Double || want == VTag::Double2) ? "double"
                                                                            : "object/array";
      return std::string("Expecting to find ") + kind + " on stack";
    }
    return message;
  }
  bool fail_format(std::string message, bool in_method = true) {
    if (failure) return false;
    VerifyFailure f;
    f.kind = VerifyFailure::Kind::ClassFormatError;
    f.method = m_.name + m_.descriptor;
    f.message = std::move(message);
    if (in_method) f.message += " in method '" + external_method_name(cf_, m_) + "'";
    failure = std::move(f);
    return false;
  }
  bool load_failed() {
    if (failure) return false;
    VerifyFailure f;
    f.kind = VerifyFailure::Kind::LoadFailed;
    f.method = m_.name + m_.descriptor;
    failure = std::move(f);
    return false;
  }
  ErrorContext bad_code(int bci) { return ErrorContext{bci, ErrorContext::InvalidBytecode, {}, {}}; }
  Origin frame_origin(Origin::Kind kind, int index, VType t) {
    return Origin{kind, index, t, cur_};
  }
  Origin implicit(VType t) { return Origin{Origin::Implicit, 0, t, std::nullopt}; }
  Origin stack_top_ctx() {
    return frame_origin(Origin::CfStack, cur_.stack_size,
                        cur_.stack_size < max_stack_ ? cur_.stack[size_t(cur_.stack_size)] : VType{});
  }
  ErrorContext bad_type(int bci, Origin type, Origin expected = {}) {
    return ErrorContext{bci, ErrorContext::WrongType, std::move(type), std::move(expected)};
  }

  // ---- names --------------------------------------------------------------------------------------
  std::string_view intern(std::string s) {
    names_.push_back(std::make_unique<std::string>(std::move(s)));
    return *names_.back();
  }
  std::string_view cp_utf8(uint16_t i) const { return cf_.constant_pool[i].utf8; }
  VType cp_class_type(uint16_t class_index) const {
    return VType::object(cf_.class_name(class_index), class_index);
  }
  // The class of a Fieldref/Methodref/InterfaceMethodref.
  VType cp_ref_class_type(uint16_t ref) const { return cp_class_type(cf_.constant_pool[ref].index1); }
  std::string_view cp_ref_name(uint16_t ref) const {
    return cp_utf8(cf_.constant_pool[cf_.constant_pool[ref].index2].index1);
  }
  std::string_view cp_ref_descriptor(uint16_t ref) const {
    return cp_utf8(cf_.constant_pool[cf_.constant_pool[ref].index2].index2);
  }
  // The verification types (one, or two for long/double, or none for void) of a field type.
  int field_types(const classfile::FieldType& t, VType out[2]) const {
    switch (t.type) {
      case classfile::BasicType::Long: out[0] = VType::of(VTag::Long); out[1] = VType::of(VTag::Long2); return 2;
      case classfile::BasicType::Double: out[0] = VType::of(VTag::Double); out[1] = VType::of(VTag::Double2); return 2;
      case classfile::BasicType::Float: out[0] = VType::of(VTag::Float); return 1;
      case classfile::BasicType::Reference: out[0] = VType::object(t.class_name()); return 1;
      case classfile::BasicType::Void: return 0;
      default: out[0] = VType::of(VTag::Integer); return 1;
    }
  }
  VType current_type() const { return VType::object(cf_.this_class); }

  // ---- class hierarchy ----------------------------------------------------------------------------
  enum class Ans : uint8_t { No, Yes, Err };
  Ans from(Answer a) {
    if (a == Answer::Failed) {
      load_failed();
      return Ans::Err;
    }
    return a == Answer::Yes ? Ans::Yes : Ans::No;
  }
  // isJavaAssignable over reference names (JVMS §4.10.1.2; HotSpot's is_reference_assignable_from):
  // interfaces as Object (arrays only to Cloneable and Serializable), arrays by component.
  Ans ref_assignable(std::string_view to, std::string_view from_name) {
    if (to == from_name || to == kObject) return Ans::Yes;
    if (to[0] != '[') {
      const Ans iface = from(h_.is_interface(to));
      if (iface == Ans::Err) return Ans::Err;
      if (iface == Ans::Yes) {
        return from_name[0] != '[' || to == "java/lang/Cloneable" || to == "java/io/Serializable"
                   ? Ans::Yes : Ans::No;
      }
      if (from_name[0] == '[') return Ans::No;
      return from(h_.is_subclass_of(from_name, to));
    }
    if (from_name[0] != '[') return Ans::No;
    std::string_view tc = to.substr(1), fc = from_name.substr(1);
    const bool t_ref = tc[0] == 'L' || tc[0] == '[', f_ref = fc[0] == 'L' || fc[0] == '[';
    if (!t_ref || !f_ref) return tc == fc ? Ans::Yes : Ans::No;
    if (tc[0] == 'L') tc = tc.substr(1, tc.size() - 2);
    if (fc[0] == 'L') fc = fc.substr(1, fc.size() - 2);
    return ref_assignable(tc, fc);
  }
  // Is a value of type `from` usable where `to` is expected (to may be a check type)?
  Ans assignable(const VType& to, const VType& from_type) {
    if (to == from_type || to.tag == VTag::Top) return Ans::Yes;
    if (to.tag == kReferenceCheck) return is_reference(from_type) || is_uninit(from_type) ? Ans::Yes : Ans::No;
    if (to.tag == kCategory1Check) return is_category1(from_type) ? Ans::Yes : Ans::No;
    if (to.tag == kCategory2Check) return from_type.is_two_slot() ? Ans::Yes : Ans::No;
    if (to.tag == kCategory2SecondCheck) return is_category2_second(from_type) ? Ans::Yes : Ans::No;
    if (to.tag != VTag::Object) return Ans::No;
    if (from_type.tag == VTag::Null) return Ans::Yes;
    if (from_type.tag != VTag::Object) return Ans::No;
    return ref_assignable(to.name, from_type.name);
  }
  // name_in_supers: is `name` a proper superclass of the current class?
  Ans name_in_supers(std::string_view name) {
    std::string super = cf_.super_class;
    while (!super.empty()) {
      if (super == name) return Ans::Yes;
      std::string next;
      if (from(h_.superclass_of(super, next)) == Ans::Err) return Ans::Err;
      super = std::move(next);
    }
    return Ans::No;
  }
  static std::string_view package_of(std::string_view name) {
    const size_t slash = name.rfind('/');
    return slash == std::string_view::npos ? std::string_view() : name.substr(0, slash);
  }
  // HotSpot's is_protected_access: `ref_class` is a superclass of the current class and the
  // member it resolves to is protected and declared in another run-time package.
  Ans is_protected_access(std::string_view ref_class, std::string_view name,
                          std::string_view desc, bool is_method) {
    std::string holder;
    const Ans p = from(h_.protected_member(ref_class, name, desc, is_method, holder));
    if (p != Ans::Yes) return p;
    return package_of(holder) != package_of(cf_.this_class) ? Ans::Yes : Ans::No;
  }

  // ---- the current frame ----------------------------------------------------------------------------
  bool push(VType t) {
    if (cur_.stack_size >= max_stack_) {
      return fail(ErrorContext{cur_.offset, ErrorContext::StackOverflow, frame_origin(Origin::FrameOnly, 0, {}), {}},
                  "Operand stack overflow");
    }
    cur_.stack[size_t(cur_.stack_size++)] = t;
    return true;
  }
  bool push2(VType t1, VType t2) {
    if (cur_.stack_size >= max_stack_ - 1) {
      return fail(ErrorContext{cur_.offset, ErrorContext::StackOverflow, frame_origin(Origin::FrameOnly, 0, {}), {}},
                  "Operand stack overflow");
    }
    cur_.stack[size_t(cur_.stack_size++)] = t1;
    cur_.stack[size_t(cur_.stack_size++)] = t2;
    return true;
  }
  bool underflow() {
    return fail(ErrorContext{cur_.offset, ErrorContext::StackUnderflow, frame_origin(Origin::FrameOnly, 0, {}), {}},
                "Operand stack underflow");
  }
  // Pops a value that must be assignable to `want`; `out` gets it.
  bool pop(VType want, VType* out = nullptr) {
    if (cur_.stack_size <= 0) return underflow();
    const VType top = cur_.stack[size_t(cur_.stack_size - 1)];
    const Ans a = assignable(want, top);
    if (a == Ans::Err) return false;
    --cur_.stack_size;
    if (a == Ans::No) return fail(bad_type(cur_.offset, stack_top_ctx(), implicit(want)), "Bad type on operand stack");
    if (out) *out = top;
    return true;
  }
  bool pop_any(VType* out) {
    if (cur_.stack_size <= 0) return underflow();
    *out = cur_.stack[size_t(--cur_.stack_size)];
    return true;
  }
  // Pops a long or double: `second` (Long2/Double2) on top, `first` below.
  bool pop2(VType second, VType first) {
    if (cur_.stack_size >= 2 && cur_.stack[size_t(cur_.stack_size - 1)] == second &&
        cur_.stack[size_t(cur_.stack_size - 2)] == first) {
      cur_.stack_size -= 2;
      return true;
    }
    return pop(second) && pop(first);
  }
  bool pop_long() { return pop2(VType::of(VTag::Long2), VType::of(VTag::Long)); }
  bool pop_double() { return pop2(VType::of(VTag::Double2), VType::of(VTag::Double)); }
  bool push_long() { return push2(VType::of(VTag::Long), VType::of(VTag::Long2)); }
  bool push_double() { return push2(VType::of(VTag::Double), VType::of(VTag::Double2)); }
  bool pop_int() { return pop(VType::of(VTag::Integer)); }
  bool push_int() { return push(VType::of(VTag::Integer)); }

  // Inference: the locals a store touches (and the halves it kills) count as modified.
  void mark_modified(int index, int n) {
    if (cur_.modified.size() != size_t(max_locals_)) cur_.modified.assign(size_t(max_locals_), 0);
    for (int i = std::max(0, index - 1); i < std::min(max_locals_, index + n + 1); i++) cur_.modified[size_t(i)] = 1;
  }
  // HotSpot's bad_local_index context: the index only, no frame.
  bool bad_local(int index, const char* text) {
    ErrorContext c{cur_.offset, ErrorContext::BadLocalIndex, {}, {}};
    c.type.index = index;
    return fail(c, text);
  }
  bool local_overflow(int index) { return bad_local(index, "Local variable table overflow"); }
  bool get_local(int index, VType want, VType* out = nullptr) {
    if (index >= max_locals_) return local_overflow(index);
    const VType t = cur_.locals[size_t(index)];
    const Ans a = assignable(want, t);
    if (a == Ans::Err) return false;
    if (a == Ans::No) {
      return fail(bad_type(cur_.offset, frame_origin(Origin::CfLocals, index, t), implicit(want)),
                  "Bad local variable type");
    }
    if (index >= cur_.locals_size) cur_.locals_size = index + 1;
    if (out) *out = t;
    return true;
  }
  bool get_local2(int index, VType first, VType second) {
    if (index >= max_locals_ - 1) return bad_local(index, "get long/double overflows locals");
    if (!(cur_.locals[size_t(index)] == first) || !(cur_.locals[size_t(index) + 1] == second)) {
      return fail(bad_type(cur_.offset, frame_origin(Origin::CfLocals, index, cur_.locals[size_t(index)]),
                           implicit(first)),
                  "Bad local variable type");
    }
    if (index >= cur_.locals_size - 1) cur_.locals_size = index + 2;
    return true;
  }
  void kill_halves(int index) {
    const VType old = cur_.locals[size_t(index)];
    if (old.is_two_slot() && index + 1 < max_locals_) cur_.locals[size_t(index) + 1] = VType{};
    if (is_category2_second(old) && index >= 1) cur_.locals[size_t(index) - 1] = VType{};
  }
  bool set_local(int index, VType t) {
    if (index >= max_locals_) return local_overflow(index);
    if (infer_) mark_modified(index, 1);
    kill_halves(index);
    cur_.locals[size_t(index)] = t;
    if (index >= cur_.locals_size) cur_.locals_size = index + 1;
    return true;
  }
  bool set_local2(int index, VType first, VType second) {
    if (index >= max_locals_ - 1) return local_overflow(index);
    if (infer_) mark_modified(index, 2);
    if (cur_.locals[size_t(index) + 1].is_two_slot() && index + 2 < max_locals_) {
      cur_.locals[size_t(index) + 2] = VType{};
    }
    if (is_category2_second(cur_.locals[size_t(index)]) && index >= 1) {
      cur_.locals[size_t(index) - 1] = VType{};
    }
    cur_.locals[size_t(index)] = first;
    cur_.locals[size_t(index) + 1] = second;
    if (index >= cur_.locals_size - 1) cur_.locals_size = index + 2;
    return true;
  }
  // Replaces every `old_object` in the frame by `new_object` (invokespecial <init>, JVMS §4.10.1.9).
  void initialize_object(VType old_object, VType new_object) {
    for (int i = 0; i < max_locals_; i++) {
      if (cur_.locals[size_t(i)] == old_object) cur_.locals[size_t(i)] = new_object;
    }
    for (int i = 0; i < cur_.stack_size; i++) {
      if (cur_.stack[size_t(i)] == old_object) cur_.stack[size_t(i)] = new_object;
    }
    if (old_object.tag == VTag::UninitializedThis) cur_.this_uninit = false;
  }

  // ---- stack-map frames ---------------------------------------------------------------------------
  int frame_index_at(int offset) const {
    auto it = std::lower_bound(frames_.begin(), frames_.end(), offset,
                               [](const Frame& f, int o) { return f.offset < o; });
    return it != frames_.end() && it->offset == offset ? int(it - frames_.begin()) : -1;
  }
  // HotSpot's StackMapFrame::is_assignable_to: `f` (a current frame) against stack-map frame `sm`.
  Ans frame_assignable(const Frame& f, const Frame& sm, ErrorContext* ctx) {
    if (f.stack_size != sm.stack_size) {
      *ctx = ErrorContext{sm.offset, ErrorContext::StackSizeMismatch, Origin{Origin::FrameOnly, 0, {}, f},
                          Origin{Origin::FrameOnly, 0, {}, sm}};
      return Ans::No;
    }
    for (int i = 0; i < sm.locals_size; i++) {
      const VType have = i < int(f.locals.size()) ? f.locals[size_t(i)] : VType{};
      const Ans a = assignable(sm.locals[size_t(i)], have);
      if (a == Ans::Err) return a;
      if (a == Ans::No) {
        *ctx = bad_type(sm.offset, Origin{Origin::CfLocals, i, have, f},
                        Origin{Origin::SmLocals, i, sm.locals[size_t(i)], sm});
        return Ans::No;
      }
    }
    for (int i = 0; i < f.stack_size; i++) {
      const Ans a = assignable(sm.stack[size_t(i)], f.stack[size_t(i)]);
      if (a == Ans::Err) return a;
      if (a == Ans::No) {
        *ctx = bad_type(sm.offset, Origin{Origin::CfStack, i, f.stack[size_t(i)], f},
                        Origin{Origin::SmStack, i, sm.stack[size_t(i)], sm});
        return Ans::No;
      }
    }
    if (f.this_uninit && !sm.this_uninit) {
      *ctx = ErrorContext{sm.offset, ErrorContext::FlagsMismatch, Origin{Origin::FrameOnly, 0, {}, f},
                          Origin{Origin::FrameOnly, 0, {}, sm}};
      return Ans::No;
    }
    return Ans::Yes;
  }
  // Makes stack-map frame `sm` the current frame.
  void become(const Frame& sm) {
    cur_.this_uninit = sm.this_uninit;
    cur_.locals_size = sm.locals_size;
    for (int i = 0; i < max_locals_; i++) cur_.locals[size_t(i)] = i < sm.locals_size ? sm.locals[size_t(i)] : VType{};
    cur_.stack_size = sm.stack_size;
    for (int i = 0; i < sm.stack_size; i++) cur_.stack[size_t(i)] = sm.stack[size_t(i)];
  }
  // A branch from the current frame to `target` (HotSpot's check_jump_target).
  bool check_jump_target(int bci, int offset) {
    if (offset < -kMaxCodeSize || offset > kMaxCodeSize) {
      return fail(ErrorContext{0, ErrorContext::BadStackmap, frame_origin(Origin::FrameOnly, 0, {}), {}},
                  "Illegal target of jump or branch (bci " + std::to_string(bci) + " + offset " +
                      std::to_string(offset) + ")");
    }
    const int target = bci + offset;
    if (infer_) return merge_into(target, cur_);
    return match_target(cur_, target, "Inconsistent stackmap frames at branch target " + std::to_string(target));
  }
  bool match_target(const Frame& f, int target, const std::string& mismatch_message) {
    const int index = frame_index_at(target);
    if (index < 0) {
      return fail(ErrorContext{f.offset, ErrorContext::MissingStackmap, {}, {}},
                  "Expecting a stackmap frame at branch target " + std::to_string(target));
    }
    ErrorContext ctx;
    const Ans a = frame_assignable(f, frames_[size_t(index)], &ctx);
    if (a == Ans::Err) return false;
    if (a == Ans::No) return fail(ctx, mismatch_message);
    return true;
  }
  // Every handler covering `bci`: the current locals with the exception as the only stack entry
  // must match the handler's frame (HotSpot's verify_exception_handler_targets).
  bool check_handlers(int bci, bool this_uninit) {
    for (const auto& h : code_.exception_table) {
      if (bci < h.start_pc || bci >= h.end_pc) continue;
      Frame& f = handler_frame_;
      f.offset = cur_.offset;
      f.this_uninit = cur_.this_uninit || this_uninit;
      f.locals_size = cur_.locals_size;
      f.locals = cur_.locals;  // reuses the capacity
      f.stack.assign(1, h.catch_type ? cp_class_type(h.catch_type) : VType::object(kThrowable));
      f.stack_size = 1;
      if (infer_) {
        if (!merge_into(h.handler_pc, f)) return false;
        continue;
      }
      if (!match_target(f, h.handler_pc,
                        "Stack map does not match the one at exception handler " + std::to_string(h.handler_pc))) {
        return false;
      }
    }
    return true;
  }

  // ---- type inference (JVMS §4.10.2) ------------------------------------------------------------------
  // The least upper bound of two reference names: the first common superclass (interfaces are
  // classes whose superclass is Object here, as in the inference verifier), arrays of references
  // by component, anything else Object. Empty on a loading failure.
  std::optional<std::string_view> ref_lub(std::string_view a, std::string_view b) {
    if (a == b) return a;
    if (a[0] == '[' || b[0] == '[') {
      if (a[0] != '[' || b[0] != '[') return kObject;
      std::string_view ca = a.substr(1), cb = b.substr(1);
      const bool ra = ca[0] == 'L' || ca[0] == '[', rb = cb[0] == 'L' || cb[0] == '[';
      if (!ra || !rb) return kObject;
      if (ca[0] == 'L') ca = ca.substr(1, ca.size() - 2);
      if (cb[0] == 'L') cb = cb.substr(1, cb.size() - 2);
      const auto c = ref_lub(ca, cb);
      if (!c) return std::nullopt;
      if (*c == kObject && (ca != kObject && cb != kObject)) {
        return intern("[Ljava/lang/Object;");
      }
      return (*c)[0] == '[' ? intern("[" + std::string(*c)) : intern("[L" + std::string(*c) + ";");
    }
    std::vector<std::string> chain;
    for (std::string c(a); !c.empty();) {
      chain.push_back(c);
      std::string super;
      if (from(h_.superclass_of(c, super)) == Ans::Err) return std::nullopt;
      c = std::move(super);
    }
    for (std::string c(b); !c.empty();) {
      for (const std::string& x : chain) {
        if (x == c) return intern(c);
      }
      std::string super;
      if (from(h_.superclass_of(c, super)) == Ans::Err) return std::nullopt;
      c = std::move(super);
    }
    return kObject;
  }
  // Merges `t` into `into`; `changed` when it became more general. False on a loading failure.
  bool merge_type(VType& into, const VType& t, bool* changed) {
    if (into == t || into.tag == VTag::Top) return true;
    VType merged;  // Top unless both are references
    if (into.tag == VTag::Null && t.tag == VTag::Object) {
      merged = t;
    } else if (into.tag == VTag::Object && t.tag == VTag::Null) {
      return true;
    } else if (into.tag == VTag::Object && t.tag == VTag::Object) {
      const auto lub = ref_lub(into.name, t.name);
      if (!lub) return false;
      merged = VType::object(*lub);
    }
    if (!(merged == into)) {
      into = merged;
      *changed = true;
    }
    return true;
  }
  // Flows frame `f` into the instruction at `target`: its first state, or the merge with the one
  // it has (stack heights must agree; stack entries must merge to a usable type).
  bool merge_into(int target, const Frame& f) {
    if (target < 0 || target >= int(starts_.size()) || !starts_[size_t(target)]) {
      return fail(bad_code(f.offset), "Illegal target of jump or branch");
    }
    Frame& s = states_[size_t(target)];
    if (!has_state_[size_t(target)]) {
      has_state_[size_t(target)] = 1;
      changed_[size_t(target)] = 1;
      s.offset = target;
      s.this_uninit = f.this_uninit;
      s.locals_size = f.locals_size;
      s.stack_size = f.stack_size;
      s.locals.assign(size_t(max_locals_), VType{});
      for (int i = 0; i < f.locals_size && i < max_locals_; i++) s.locals[size_t(i)] = f.locals[size_t(i)];
      s.stack.assign(size_t(max_stack_), VType{});
      for (int i = 0; i < f.stack_size; i++) s.stack[size_t(i)] = f.stack[size_t(i)];
      s.modified = f.modified;
      return true;
    }
    if (s.stack_size != f.stack_size) {
      return fail(bad_code(f.offset), "Inconsistent stack height " + std::to_string(s.stack_size) + " != " +
                                          std::to_string(f.stack_size));
    }
    bool changed = false;
    for (int i = 0; i < s.stack_size; i++) {
      const VType before = s.stack[size_t(i)];
      if (!merge_type(s.stack[size_t(i)], f.stack[size_t(i)], &changed)) return false;
      if (s.stack[size_t(i)].tag == VTag::Top && before.tag != VTag::Top) {
        return fail(bad_code(f.offset), "Mismatched stack types");
      }
    }
    for (int i = 0; i < max_locals_; i++) {
      const VType t = i < f.locals_size ? f.locals[size_t(i)] : VType{};
      if (!merge_type(s.locals[size_t(i)], t, &changed)) return false;
    }
    // A long's halves stay together: a lone half is unusable.
    for (int i = 0; i < max_locals_; i++) {
      VType& l = s.locals[size_t(i)];
      if (l.is_two_slot() && (i + 1 >= max_locals_ || !is_category2_second(s.locals[size_t(i) + 1]))) {
        l = VType{};
        changed = true;
      }
      if (is_category2_second(l) && (i == 0 || !s.locals[size_t(i) - 1].is_two_slot())) {
        l = VType{};
        changed = true;
      }
    }
    if (f.this_uninit && !s.this_uninit) {
      s.this_uninit = true;
      changed = true;
    }
    for (size_t i = 0; i < f.modified.size(); i++) {
      if (s.modified.size() != f.modified.size()) s.modified.resize(f.modified.size(), 0);
      if (f.modified[i] && !s.modified[i]) {
        s.modified[i] = 1;
        changed = true;
      }
    }
    if (f.locals_size > s.locals_size) s.locals_size = f.locals_size;
    if (changed) changed_[size_t(target)] = 1;
    return true;
  }
  bool run_inference(int ex_min, int ex_max);

  // The state after a subroutine returns to `return_point`: the locals the subroutine modified
  // from `at_ret`, the others from `at_jsr` (the state before the jsr); the stack from `at_ret`.
  bool flow_return(const Frame& at_jsr, const Frame& at_ret, int return_point) {
    Frame f = at_ret;
    f.offset = at_ret.offset;
    for (int i = 0; i < max_locals_; i++) {
      const bool modified = i < int(at_ret.modified.size()) && at_ret.modified[size_t(i)];
      if (!modified) f.locals[size_t(i)] = at_jsr.locals[size_t(i)];
    }
    f.locals_size = std::max(at_jsr.locals_size, at_ret.locals_size);
    f.modified = at_jsr.modified;
    f.modified.resize(size_t(max_locals_), 0);
    for (size_t i = 0; i < at_ret.modified.size(); i++) f.modified[i] |= at_ret.modified[i];
    return merge_into(return_point, f);
  }
  bool jsr(int bci, int offset, int len) {
    const int target = bci + offset;
    Sub& sub = subs_[target];
    bool known = false;
    for (auto& c : sub.callers) {
      if (c.first == bci + len) {
        c.second = cur_;
        known = true;
      }
    }
    if (!known) sub.callers.emplace_back(bci + len, cur_);
    Frame entry = cur_;
    entry.modified.assign(size_t(max_locals_), 0);
    std::swap(entry, cur_);
    const bool pushed = push(VType{kReturnAddress, uint16_t(target), 0, {}});
    std::swap(entry, cur_);
    if (!pushed || !merge_into(target, entry)) return false;
    return !sub.has_ret || flow_return(cur_, sub.at_ret, bci + len);
  }
  bool ret(int index) {
    if (index >= max_locals_) return local_overflow(index);
    const VType t = cur_.locals[size_t(index)];
    if (t.tag != kReturnAddress) {
      return fail(bad_type(cur_.offset, frame_origin(Origin::CfLocals, index, t), implicit(VType{kReturnAddress, 0, 0, {}})),
                  "Bad local variable type");
    }
    Sub& sub = subs_[t.offset];
    if (!sub.has_ret) {
      sub.at_ret = cur_;
      sub.has_ret = true;
    } else {
      // Merge this ret's state into the subroutine's (a subroutine may have several rets).
      Frame& r = sub.at_ret;
      bool changed = false;
      if (r.stack_size != cur_.stack_size) {
        return fail(bad_code(cur_.offset), "Inconsistent stack height " + std::to_string(r.stack_size) + " != " +
                                               std::to_string(cur_.stack_size));
      }
      for (int i = 0; i < max_locals_; i++) {
        if (!merge_type(r.locals[size_t(i)], cur_.locals[size_t(i)], &changed)) return false;
      }
      for (int i = 0; i < r.stack_size; i++) {
        if (!merge_type(r.stack[size_t(i)], cur_.stack[size_t(i)], &changed)) return false;
      }
      r.modified.resize(size_t(max_locals_), 0);
      for (size_t i = 0; i < cur_.modified.size(); i++) r.modified[i] |= cur_.modified[i];
    }
    for (const auto& [return_point, at_jsr] : sub.callers) {
      if (!flow_return(at_jsr, sub.at_ret, return_point)) return false;
    }
    return true;
  }
  struct Sub {
    std::vector<std::pair<int, Frame>> callers;  // (return point, state before the jsr)
    bool has_ret = false;
    Frame at_ret;  // the merged state at its rets
  };
  std::map<int, Sub> subs_;  // inference: subroutines by start bci

  // ---- constant pool ------------------------------------------------------------------------------
  bool check_cp_index(int bci, int index) {
    if (index <= 0 || index >= int(cf_.constant_pool.size())) {
      ErrorContext c{bci, ErrorContext::BadCpIndex, {}, {}};
      c.type.index = index;
      return fail(c, "Illegal constant pool index " + std::to_string(index) + " in class " + external(cf_.this_class));
    }
    return true;
  }
  bool check_cp_type(int bci, int index, uint32_t tag_mask) {
    if (!check_cp_index(bci, index)) return false;
    if (!(tag_mask & (1u << unsigned(cf_.constant_pool[size_t(index)].tag)))) {
      ErrorContext c{bci, ErrorContext::BadCpIndex, {}, {}};
      c.type.index = index;
      return fail(c, "Illegal type at constant pool entry " + std::to_string(index) + " in class " +
                         external(cf_.this_class));
    }
    return true;
  }
  bool check_cp_class(int bci, int index) { return check_cp_type(bci, index, 1u << unsigned(CpTag::Class)); }

  // ---- instruction families -----------------------------------------------------------------------
  bool ldc(uint8_t op, int index, int bci);
  bool switch_insn(int bci);
  bool field_insn(uint8_t op, int bci);
  bool invoke(uint8_t op, int bci, bool in_try, bool* this_uninit);
  bool invoke_init(int bci, uint16_t index, VType ref_class, bool in_try, bool* this_uninit);
  bool ends_in_athrow(int start);
  bool return_value(VType type, int bci);
  bool instruction(int bci, uint8_t op, bool wide, bool* no_control_flow, bool* this_uninit,
                   bool* handlers_done, bool in_try);

  int u1(int at) const { return code_.code[size_t(at)]; }
  int u2(int at) const { return bc::read_u2(&code_.code[size_t(at)]); }
  int s2(int at) const { return bc::read_s2(&code_.code[size_t(at)]); }
  int s4(int at) const { return bc::read_s4(&code_.code[size_t(at)]); }

  const ClassFile& cf_;
  const MethodInfo& m_;
  const classfile::Code& code_;
  ClassHierarchy& h_;
  std::vector<std::unique_ptr<std::string>>& names_;  // owns names made while checking
  const int max_locals_;
  const int max_stack_;
  Frame cur_;
  std::vector<Frame> frames_;
  std::vector<uint8_t> starts_;
  std::vector<VType> args_;   // invoke's argument types, reused
  Frame handler_frame_;       // check_handlers' frame, reused
  const bool infer_;          // type inference instead of type checking
  std::vector<Frame> states_;         // inference: the state before each instruction
  std::vector<uint8_t> has_state_;    // inference: states_[bci] is set
  std::vector<uint8_t> changed_;      // inference: states_[bci] changed since last visited
  VType return_type_;  // Top for void
  int return_slots_ = 0;
};

bool MethodChecker::ldc(uint8_t op, int index, int bci) {
  if (!check_cp_index(bci, index)) return false;
  const auto& e = cf_.constant_pool[size_t(index)];
  auto bit = [](CpTag t) { return 1u << unsigned(t); };
  uint32_t types;
  if (op != bc::LDC2_W) {
    types = bit(CpTag::Integer) | bit(CpTag::Float) | bit(CpTag::String) | bit(CpTag::Class) |
            bit(CpTag::MethodHandle) | bit(CpTag::MethodType) | bit(CpTag::Dynamic);
  } else {
    types = bit(CpTag::Double) | bit(CpTag::Long) | bit(CpTag::Dynamic);
  }
  if (!check_cp_type(bci, index, types)) return false;
  switch (e.tag) {
    case CpTag::String: return push(VType::object("java/lang/String"));
    case CpTag::Class: return push(VType::object("java/lang/Class"));
    case CpTag::Integer: return push_int();
    case CpTag::Float: return push(VType::of(VTag::Float));
    case CpTag::Double: return push_double();
    case CpTag::Long: return push_long();
    case CpTag::MethodHandle: return push(VType::object("java/lang/invoke/MethodHandle"));
    case CpTag::MethodType: return push(VType::object("java/lang/invoke/MethodType"));
    case CpTag::Dynamic: {
      const std::string_view desc = cp_utf8(cf_.constant_pool[e.index2].index2);
      VType t[2];
      const int n = field_types(classfile::field_type(desc), t);
      if (n != (op == bc::LDC2_W ? 2 : 1)) {
        return check_cp_type(bci, index, types & ~bit(CpTag::Dynamic));
      }
      for (int i = 0; i < n; i++) {
        if (!push(t[i])) return false;
      }
      return true;
    }
    default: return fail(ErrorContext{bci, ErrorContext::BadCpIndex, {}, {}}, "Invalid index in ldc");
  }
}

bool MethodChecker::switch_insn(int bci) {
  const int aligned = (bci + 4) & ~3;
  if (cf_.major_version < kNonzeroPaddingMajor) {
    for (int p = bci + 1; p < aligned; p++) {
      if (u1(p) != 0) return fail(bad_code(bci), "Nonzero padding byte in lookupswitch or tableswitch");
    }
  }
  const int default_offset = s4(aligned);
  int keys, delta;
  if (!pop_int()) return false;
  if (u1(bci) == bc::TABLESWITCH) {
    const int64_t low = s4(aligned + 4), high = s4(aligned + 8);
    if (low > high) return fail(bad_code(bci), "low must be less than or equal to high in tableswitch");
    keys = int(high - low + 1);
    delta = 1;
  } else {
    keys = s4(aligned + 4);
    if (keys < 0) return fail(bad_code(bci), "number of keys in lookupswitch less than 0");
    delta = 2;
    for (int i = 0; i < keys - 1; i++) {
      if (s4(aligned + (2 + 2 * i) * 4) >= s4(aligned + (2 + 2 * i + 2) * 4)) {
        return fail(bad_code(bci), "Bad lookupswitch instruction");
      }
    }
  }
  if (!check_jump_target(bci, default_offset)) return false;
  for (int i = 0; i < keys; i++) {
    if (!check_jump_target(bci, s4(aligned + (3 + i * delta) * 4))) return false;
  }
  return true;
}

bool MethodChecker::field_insn(uint8_t op, int bci) {
  const int index = u2(bci + 1);
  if (!check_cp_type(bci, index, 1u << unsigned(CpTag::Fieldref))) return false;
  const std::string_view name = cp_ref_name(uint16_t(index));
  const std::string_view desc = cp_ref_descriptor(uint16_t(index));
  const VType ref_class = cp_ref_class_type(uint16_t(index));
  const bool allow_arrays = op == bc::GETSTATIC || op == bc::PUTSTATIC;
  if (ref_class.is_array() && !allow_arrays) {
    return fail(bad_type(bci, Origin{Origin::ConstPool, index, ref_class, std::nullopt}),
                "Expecting reference to class in class " + external(cf_.this_class) +
                    " at constant pool index " + std::to_string(index));
  }
  VType ft[2];
  const int n = field_types(classfile::field_type(desc), ft);
  VType stack_object;
  bool is_getfield = false;
  switch (op) {
    case bc::GETSTATIC:
      for (int i = 0; i < n; i++) {
        if (!push(ft[i])) return false;
      }
      return true;
    case bc::PUTSTATIC:
      for (int i = n - 1; i >= 0; i--) {
        if (!pop(ft[i])) return false;
      }
      return true;
    case bc::GETFIELD:
      is_getfield = true;
      if (!pop(ref_class, &stack_object)) return false;
      break;
    default: {  // PUTFIELD
      for (int i = n - 1; i >= 0; i--) {
        if (!pop(ft[i])) return false;
      }
      if (!pop_any(&stack_object)) return false;
      // A field of this class may be set before the superclass constructor runs (JVMS 2nd ed.).
      if (stack_object.tag == VTag::UninitializedThis && ref_class.name == cf_.this_class) {
        for (const auto& f : cf_.fields) {
          if (f.name == name && f.descriptor == desc) {
            stack_object = current_type();
            break;
          }
        }
      }
      const Ans a = assignable(ref_class, stack_object);
      if (a == Ans::Err) return false;
      if (a == Ans::No) {
        return fail(bad_type(bci, stack_top_ctx(), Origin{Origin::ConstPool, index, ref_class, std::nullopt}),
                    "Bad type on operand stack in putfield");
      }
      break;
    }
  }
  // Protected access (JVMS §4.10.1.8).
  if (!(stack_object == current_type())) {
    const Ans in_supers = name_in_supers(ref_class.name);
    if (in_supers == Ans::Err) return false;
    if (in_supers == Ans::Yes) {
      const Ans prot = is_protected_access(ref_class.name, name, desc, false);
      if (prot == Ans::Err) return false;
      if (prot == Ans::Yes) {
        const Ans a = assignable(current_type(), stack_object);
        if (a == Ans::Err) return false;
        if (a == Ans::No) {
          return fail(bad_type(bci, stack_top_ctx(), implicit(current_type())),
                      std::string("Bad access to protected data in ") + (is_getfield ? "getfield" : "putfield"));
        }
      }
    }
  }
  if (is_getfield) {
    for (int i = 0; i < n; i++) {
      if (!push(ft[i])) return false;
    }
  }
  return true;
}

// HotSpot's ends_in_athrow: true if every path from `start` ends in athrow (or loops), so a
// handler around a constructor's super() call cannot return a half-built object.
bool MethodChecker::ends_in_athrow(int start) {
  std::vector<int> bci_stack, handler_stack, handler_list, visited;
  const int code_length = int(code_.code.size());
  auto contains = [](const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); };
  int bci = start;
  for (;;) {
    if (bci >= code_length) {
      if (bci_stack.empty()) return false;
      bci = bci_stack.back();
      bci_stack.pop_back();
    }
    const int len = bc::instruction_length(code_.code, bci);
    if (len <= 0) return false;
    const uint8_t op = code_.code[size_t(bci)];
    for (const auto& h : code_.exception_table) {
      if (bci >= h.start_pc && bci < h.end_pc && !contains(handler_list, h.handler_pc)) {
        if (!contains(handler_stack, h.handler_pc)) handler_stack.push_back(h.handler_pc);
        handler_list.push_back(h.handler_pc);
      }
    }
    auto next_start = [&]() -> int {  // -1: all paths ended in athrow
      if (!bci_stack.empty()) {
        const int b = bci_stack.back();
        bci_stack.pop_back();
        return b;
      }
      if (handler_stack.empty()) return -1;
      const int b = handler_stack.back();
      handler_stack.pop_back();
      return b;
    };
    if ((op >= bc::IFEQ && op <= bc::IF_ACMPNE) || op == bc::IFNULL || op == bc::IFNONNULL) {
      const int target = bci + s2(bci + 1);
      if (contains(visited, bci)) {
        if ((bci = next_start()) < 0) return true;
      } else {
        visited.push_back(bci);
        if (target > bci) {
          if (target >= code_length) return false;
          bci_stack.push_back(target);
          bci += len;
        } else {
          bci_stack.push_back(bci + len);
          bci = target;
        }
      }
      continue;
    }
    if (op == bc::GOTO || op == bc::GOTO_W) {
      const int target = bci + (op == bc::GOTO ? s2(bci + 1) : s4(bci + 1));
      if (contains(visited, bci)) {
        if ((bci = next_start()) < 0) return true;
      } else {
        if (target >= code_length) return false;
        visited.push_back(bci);
        bci = target;
      }
      continue;
    }
    if (op == bc::TABLESWITCH || op == bc::LOOKUPSWITCH) {
      const int aligned = (bci + 4) & ~3;
      const int default_target = bci + s4(aligned);
      int keys, delta;
      if (op == bc::TABLESWITCH) {
        const int64_t low = s4(aligned + 4), high = s4(aligned + 8);
        if (low > high) return true;
        keys = int(high - low + 1);
        delta = 1;
      } else {
        keys = s4(aligned + 4);
        delta = 2;
      }
      if (keys < 0) return true;
      bci_stack.push_back(bci + len);
      for (int i = 0; i < keys; i++) {
        const int target = bci + s4(aligned + (3 + i * delta) * 4);
        if (target > code_length) return false;
        bci_stack.push_back(target);
      }
      if (default_target > code_length) return false;
      bci = default_target;
      continue;
    }
    if (op == bc::RETURN) return false;
    if (op == bc::ATHROW) {
      if ((bci = next_start()) < 0) return true;
      continue;
    }
    bci += len;
  }
}

bool MethodChecker::invoke_init(int bci, uint16_t index, VType ref_class, bool in_try, bool* this_uninit) {
  VType type;
  if (!pop(VType::of(kReferenceCheck), &type)) return false;
  if (type.tag == VTag::UninitializedThis) {
    // The <init> of this class or of its direct superclass.
    if (ref_class.name != cf_.this_class && ref_class.name != cf_.super_class) {
      return fail(bad_type(bci, implicit(ref_class), implicit(current_type())), "Bad <init> method call");
    }
    if (in_try) {
      for (const auto& h : code_.exception_table) {
        if (bci >= h.start_pc && bci < h.end_pc && !ends_in_athrow(h.handler_pc)) {
          return fail(bad_code(bci), "Bad <init> method call from after the start of a try block");
        }
      }
      if (!check_handlers(bci, true)) return false;
    }
    initialize_object(type, current_type());
    *this_uninit = true;
    return true;
  }
  if (type.tag == VTag::Uninitialized) {
    const int new_offset = type.offset;
    if (new_offset > int(code_.code.size()) - 3 || u1(new_offset) != bc::NEW) {
      return fail(bad_code(new_offset), "Expecting new instruction");
    }
    const int new_class_index = u2(new_offset + 1);
    if (!check_cp_class(bci, new_class_index)) return false;
    const VType new_class = cp_class_type(uint16_t(new_class_index));
    if (!(new_class.name == ref_class.name)) {
      return fail(bad_type(bci, Origin{Origin::ConstPool, new_class_index, new_class, std::nullopt},
                           Origin{Origin::ConstPool, index, ref_class, std::nullopt}),
                  "Call to wrong <init> method");
    }
    // A protected <init> of a superclass in another package: the object must be of this class.
    const Ans in_supers = name_in_supers(ref_class.name);
    if (in_supers == Ans::Err) return false;
    if (in_supers == Ans::Yes) {
      std::string holder;
      const Ans prot = from(h_.protected_member(ref_class.name, "<init>", cp_ref_descriptor(index), true, holder));
      if (prot == Ans::Err) return false;
      if (prot == Ans::Yes && package_of(holder) != package_of(cf_.this_class)) {
        const Ans a = assignable(current_type(), new_class);
        if (a == Ans::Err) return false;
        if (a == Ans::No) {
          return fail(bad_type(bci, Origin{Origin::ConstPool, new_class_index, new_class, std::nullopt},
                               implicit(current_type())),
                      "Bad access to protected <init> method");
        }
      }
    }
    if (in_try && !check_handlers(bci, *this_uninit)) return false;
    initialize_object(type, new_class);
    return true;
  }
  return fail(bad_type(bci, stack_top_ctx()), "Bad operand type when invoking <init>");
}

bool MethodChecker::invoke(uint8_t op, int bci, bool in_try, bool* this_uninit) {
  const int index = u2(bci + 1);
  auto bit = [](CpTag t) { return 1u << unsigned(t); };
  uint32_t types;
  switch (op) {
    case bc::INVOKEINTERFACE: types = bit(CpTag::InterfaceMethodref); break;
    case bc::INVOKEDYNAMIC: types = bit(CpTag::InvokeDynamic); break;
    case bc::INVOKESPECIAL:
    case bc::INVOKESTATIC:
      types = cf_.major_version < kInterfaceMethodInSpecialMajor
                  ? bit(CpTag::Methodref)
                  : bit(CpTag::InterfaceMethodref) | bit(CpTag::Methodref);
      break;
    default: types = bit(CpTag::Methodref); break;
  }
  if (!check_cp_type(bci, index, types)) return false;
  const std::string_view name = cp_ref_name(uint16_t(index));
  const std::string_view desc = cp_ref_descriptor(uint16_t(index));
  VType ref_class;
  if (op == bc::INVOKEDYNAMIC) {
    if (cf_.major_version < kInvokedynamicMajor) {
      return fail_format("invokedynamic instructions not supported by this class file version (" +
                             std::to_string(cf_.major_version) + "), class " + external(cf_.this_class),
                         false);
    }
  } else {
    ref_class = cp_ref_class_type(uint16_t(index));
  }
  // Argument types (into a buffer kept across instructions: no allocation per call).
  std::vector<VType>& args = args_;
  args.clear();
  classfile::SignatureIterator it(desc);
  for (; !it.at_return(); it.next()) {
    VType t[2];
    const int n = field_types(it.type(), t);
    for (int i = 0; i < n; i++) args.push_back(t[i]);
  }
  const int nargs = int(args.size());
  VType ret[2];
  const int nret = field_types(it.type(), ret);
  if (op == bc::INVOKEINTERFACE) {
    if (u1(bci + 3) != nargs + 1) return fail(bad_code(bci), "Inconsistent args count operand in invokeinterface");
    if (u1(bci + 4) != 0) return fail(bad_code(bci), "Fourth operand byte of invokeinterface must be zero");
  }
  if (op == bc::INVOKEDYNAMIC && (u1(bci + 3) != 0 || u1(bci + 4) != 0)) {
    return fail(bad_code(bci), "Third and fourth operand bytes of invokedynamic must be zero");
  }
  if (!name.empty() && name[0] == '<') {
    if (op != bc::INVOKESPECIAL || name != "<init>") return fail(bad_code(bci), "Illegal call to internal method");
  } else if (op == bc::INVOKESPECIAL && ref_class.name != cf_.this_class &&
             std::find(cf_.interfaces.begin(), cf_.interfaces.end(), ref_class.name) == cf_.interfaces.end() &&
             ref_class.name != cf_.super_class) {
    const Ans sub = assignable(ref_class, current_type());
    if (sub == Ans::Err) return false;
    if (sub == Ans::No) {
      return fail(bad_code(bci), "Bad invokespecial instruction: current class isn't assignable to reference class.");
    }
    if (cf_.constant_pool[size_t(index)].tag == CpTag::InterfaceMethodref) {
      return fail(bad_code(bci), "Bad invokespecial instruction: interface method reference is in an indirect superinterface.");
    }
  }
  for (int i = nargs - 1; i >= 0; i--) {
    if (!pop(args[size_t(i)])) return false;
  }
  if (op != bc::INVOKESTATIC && op != bc::INVOKEDYNAMIC) {
    if (name == "<init>") {
      if (!invoke_init(bci, uint16_t(index), ref_class, in_try, this_uninit)) return false;
    } else if (op == bc::INVOKESPECIAL) {
      if (!pop(current_type())) return false;
    } else if (op == bc::INVOKEVIRTUAL) {
      VType stack_object;
      if (!pop(ref_class, &stack_object)) return false;
      if (!(stack_object == current_type())) {
        const Ans in_supers = name_in_supers(ref_class.name);
        if (in_supers == Ans::Err) return false;
        if (in_supers == Ans::Yes) {
          const Ans prot = is_protected_access(ref_class.name, name, desc, true);
          if (prot == Ans::Err) return false;
          const bool array_clone = ref_class.name == kObject && stack_object.is_array() && name == "clone";
          if (prot == Ans::Yes && !array_clone) {
            const Ans a = assignable(current_type(), stack_object);
            if (a == Ans::Err) return false;
            if (a == Ans::No) {
              return fail(bad_type(bci, stack_top_ctx(), implicit(current_type())),
                          "Bad access to protected data in invokevirtual");
            }
          }
        }
      }
    } else {  // INVOKEINTERFACE
      if (!pop(ref_class)) return false;
    }
  }
  if (nret > 0 && name == "<init>") return fail(bad_code(bci), "Return type must be void in <init> method");
  for (int i = 0; i < nret; i++) {
    if (!push(ret[i])) return false;
  }
  return true;
}

bool MethodChecker::return_value(VType type, int bci) {
  if (return_slots_ == 0) {
    return fail(bad_type(bci, stack_top_ctx(), Origin{Origin::Sig, 0, return_type_, std::nullopt}),
                "Method does not expect a return value");
  }
  const Ans a = assignable(return_type_, type);
  if (a == Ans::Err) return false;
  if (a == Ans::No) {
    return fail(bad_type(bci, stack_top_ctx(), Origin{Origin::Sig, 0, return_type_, std::nullopt}), "Bad return type");
  }
  return true;
}

// One instruction's rule (JVMS §4.10.1.9). `no_control_flow` becomes true after an instruction
// that cannot fall through.
bool MethodChecker::instruction(int bci, uint8_t op, bool wide, bool* no_control_flow, bool* this_uninit,
                                bool* handlers_done, bool in_try) {
  using namespace bc;
  const VType I = VType::of(VTag::Integer), F = VType::of(VTag::Float);
  const VType ref_check = VType::of(kReferenceCheck), cat1 = VType::of(kCategory1Check);
  const int local_index = wide ? u2(bci + 2) : (bci + 1 < int(code_.code.size()) ? u1(bci + 1) : 0);
  *no_control_flow = false;
  // A store may change the locals: handlers see the incoming state (HotSpot checks them first).
  const bool is_store = (op >= ISTORE && op <= ASTORE_3);
  if (is_store && in_try) {
    if (!check_handlers(bci, false)) return false;
    *handlers_done = true;
  }
  auto array_load = [&](std::string_view array, bool two, VType elem) {
    VType atype;
    if (!pop_int() || !pop(ref_check, &atype)) return false;
    if (!(atype.tag == VTag::Null || (atype.tag == VTag::Object && atype.name == array))) {
      return fail(bad_type(bci, stack_top_ctx(), implicit(VType::object(array))),
                  "Bad type on operand stack in " + std::string(bc::name(op)));
    }
    return two ? push2(elem, VType::of(elem.tag == VTag::Long ? VTag::Long2 : VTag::Double2)) : push(elem);
  };
  auto array_store = [&](std::string_view array, int value_kind) {  // 0 int, 1 float, 2 long, 3 double
    bool ok = value_kind == 2 ? pop_long() : value_kind == 3 ? pop_double() : pop(value_kind == 1 ? F : I);
    VType atype;
    if (!ok || !pop_int() || !pop(ref_check, &atype)) return false;
    if (!(atype.tag == VTag::Null || (atype.tag == VTag::Object && atype.name == array))) {
      return fail(bad_type(bci, stack_top_ctx(), implicit(VType::object(array))),
                  "Bad type on operand stack in " + std::string(bc::name(op)));
    }
    return true;
  };
  switch (op) {
    case NOP: return true;
    case ACONST_NULL: return push(VType::of(VTag::Null));
    case ICONST_M1: case ICONST_0: case ICONST_1: case ICONST_2: case ICONST_3: case ICONST_4:
    case ICONST_5: case BIPUSH: case SIPUSH:
      return push_int();
    case LCONST_0: case LCONST_1: return push_long();
    case FCONST_0: case FCONST_1: case FCONST_2: return push(F);
    case DCONST_0: case DCONST_1: return push_double();
    case LDC: return ldc(op, u1(bci + 1), bci);
    case LDC_W: case LDC2_W: return ldc(op, u2(bci + 1), bci);
    case ILOAD: case ILOAD_0: case ILOAD_1: case ILOAD_2: case ILOAD_3: {
      const int i = op == ILOAD ? local_index : op - ILOAD_0;
      return get_local(i, I) && push_int();
    }
    case FLOAD: case FLOAD_0: case FLOAD_1: case FLOAD_2: case FLOAD_3: {
      const int i = op == FLOAD ? local_index : op - FLOAD_0;
      return get_local(i, F) && push(F);
    }
    case LLOAD: case LLOAD_0: case LLOAD_1: case LLOAD_2: case LLOAD_3: {
      const int i = op == LLOAD ? local_index : op - LLOAD_0;
      return get_local2(i, VType::of(VTag::Long), VType::of(VTag::Long2)) && push_long();
    }
    case DLOAD: case DLOAD_0: case DLOAD_1: case DLOAD_2: case DLOAD_3: {
      const int i = op == DLOAD ? local_index : op - DLOAD_0;
      return get_local2(i, VType::of(VTag::Double), VType::of(VTag::Double2)) && push_double();
    }
    case ALOAD: case ALOAD_0: case ALOAD_1: case ALOAD_2: case ALOAD_3: {
      const int i = op == ALOAD ? local_index : op - ALOAD_0;
      VType t;
      return get_local(i, ref_check, &t) && push(t);
    }
    case IALOAD: return array_load("[I", false, I);
    case BALOAD: {
      VType atype;
      if (!pop_int() || !pop(ref_check, &atype)) return false;
      if (!(atype.tag == VTag::Null || (atype.tag == VTag::Object && (atype.name == "[B" || atype.name == "[Z")))) {
        return fail(bad_type(bci, stack_top_ctx()), "Bad type on operand stack in baload");
      }
      return push_int();
    }
    case CALOAD: return array_load("[C", false, I);
    case SALOAD: return array_load("[S", false, I);
    case LALOAD: return array_load("[J", true, VType::of(VTag::Long));
    case FALOAD: return array_load("[F", false, F);
    case DALOAD: return array_load("[D", true, VType::of(VTag::Double));
    case AALOAD: {
      VType atype;
      if (!pop_int() || !pop(ref_check, &atype)) return false;
      const bool ref_array = atype.tag == VTag::Null ||
                             (atype.is_array() && (atype.name[1] == 'L' || atype.name[1] == '['));
      if (!ref_array) {
        return fail(bad_type(bci, stack_top_ctx(), implicit(ref_check)), "Bad type on operand stack in aaload");
      }
      if (atype.tag == VTag::Null) return push(VType::of(VTag::Null));
      std::string_view comp = atype.name.substr(1);
      if (comp[0] == 'L') comp = comp.substr(1, comp.size() - 2);
      return push(VType::object(comp));
    }
    case ISTORE: case ISTORE_0: case ISTORE_1: case ISTORE_2: case ISTORE_3: {
      const int i = op == ISTORE ? local_index : op - ISTORE_0;
      return pop_int() && set_local(i, I);
    }
    case FSTORE: case FSTORE_0: case FSTORE_1: case FSTORE_2: case FSTORE_3: {
      const int i = op == FSTORE ? local_index : op - FSTORE_0;
      return pop(F) && set_local(i, F);
    }
    case LSTORE: case LSTORE_0: case LSTORE_1: case LSTORE_2: case LSTORE_3: {
      const int i = op == LSTORE ? local_index : op - LSTORE_0;
      return pop_long() && set_local2(i, VType::of(VTag::Long), VType::of(VTag::Long2));
    }
    case DSTORE: case DSTORE_0: case DSTORE_1: case DSTORE_2: case DSTORE_3: {
      const int i = op == DSTORE ? local_index : op - DSTORE_0;
      return pop_double() && set_local2(i, VType::of(VTag::Double), VType::of(VTag::Double2));
    }
    case ASTORE: case ASTORE_0: case ASTORE_1: case ASTORE_2: case ASTORE_3: {
      const int i = op == ASTORE ? local_index : op - ASTORE_0;
      VType t;
      if (infer_ && cur_.stack_size > 0 && cur_.stack[size_t(cur_.stack_size - 1)].tag == kReturnAddress) {
        return pop_any(&t) && set_local(i, t);
      }
      return pop(ref_check, &t) && set_local(i, t);
    }
    case JSR: case JSR_W:
      if (!infer_) break;
      *no_control_flow = true;
      return jsr(bci, op == JSR ? s2(bci + 1) : s4(bci + 1), op == JSR ? 3 : 5);
    case RET:
      if (!infer_) break;
      *no_control_flow = true;
      return ret(local_index);
    case IASTORE: return array_store("[I", 0);
    case BASTORE: {
      VType atype;
      if (!pop_int() || !pop_int() || !pop(ref_check, &atype)) return false;
      if (!(atype.tag == VTag::Null || (atype.tag == VTag::Object && (atype.name == "[B" || atype.name == "[Z")))) {
        return fail(bad_type(bci, stack_top_ctx()), "Bad type on operand stack in bastore");
      }
      return true;
    }
    case CASTORE: return array_store("[C", 0);
    case SASTORE: return array_store("[S", 0);
    case LASTORE: return array_store("[J", 2);
    case FASTORE: return array_store("[F", 1);
    case DASTORE: return array_store("[D", 3);
    case AASTORE: {
      VType atype;
      if (!pop(VType::object(kObject)) || !pop_int() || !pop(ref_check, &atype)) return false;
      const bool ref_array = atype.tag == VTag::Null ||
                             (atype.is_array() && (atype.name[1] == 'L' || atype.name[1] == '['));
      if (!ref_array) {
        return fail(bad_type(bci, stack_top_ctx(), implicit(ref_check)), "Bad type on operand stack in aastore");
      }
      return true;  // the element's type is checked at run time (ArrayStoreException)
    }
    case POP: return pop(cat1);
    case POP2: {
      VType t;
      if (!pop_any(&t)) return false;
      if (is_category1(t)) return pop(cat1);
      if (is_category2_second(t)) return pop(VType::of(kCategory2Check));
      return fail(bad_type(bci, stack_top_ctx()), "Bad type on operand stack in pop2");
    }
    case DUP: {
      VType t;
      return pop(cat1, &t) && push(t) && push(t);
    }
    case DUP_X1: {
      VType t1, t2;
      return pop(cat1, &t1) && pop(cat1, &t2) && push(t1) && push(t2) && push(t1);
    }
    case DUP_X2: {
      VType t1, t2, t3;
      if (!pop(cat1, &t1) || !pop_any(&t2)) return false;
      if (is_category1(t2)) {
        if (!pop(cat1, &t3)) return false;
      } else if (is_category2_second(t2)) {
        if (!pop(VType::of(kCategory2Check), &t3)) return false;
      } else {
        return fail(bad_type(bci, stack_top_ctx()), "Bad type on operand stack in dup_x2");
      }
      return push(t1) && push(t3) && push(t2) && push(t1);
    }
    case DUP2: {
      VType t1, t2;
      if (!pop_any(&t1)) return false;
      if (is_category1(t1)) {
        if (!pop(cat1, &t2)) return false;
      } else if (is_category2_second(t1)) {
        if (!pop(VType::of(kCategory2Check), &t2)) return false;
      } else {
        return fail(bad_type(bci, stack_top_ctx()), "Bad type on operand stack in dup2");
      }
      return push(t2) && push(t1) && push(t2) && push(t1);
    }
    case DUP2_X1: {
      VType t1, t2, t3;
      if (!pop_any(&t1)) return false;
      if (is_category1(t1)) {
        if (!pop(cat1, &t2)) return false;
      } else if (is_category2_second(t1)) {
        if (!pop(VType::of(kCategory2Check), &t2)) return false;
      } else {
        return fail(bad_type(bci, stack_top_ctx()), "Bad type on operand stack in dup2_x1");
      }
      return pop(cat1, &t3) && push(t2) && push(t1) && push(t3) && push(t2) && push(t1);
    }
    case DUP2_X2: {
      VType t1, t2, t3, t4;
      if (!pop_any(&t1)) return false;
      if (is_category1(t1)) {
        if (!pop(cat1, &t2)) return false;
      } else if (is_category2_second(t1)) {
        if (!pop(VType::of(kCategory2Check), &t2)) return false;
      } else {
        return fail(bad_type(bci, stack_top_ctx()), "Bad type on operand stack in dup2_x2");
      }
      if (!pop_any(&t3)) return false;
      if (is_category1(t3)) {
        if (!pop(cat1, &t4)) return false;
      } else if (is_category2_second(t3)) {
        if (!pop(VType::of(kCategory2Check), &t4)) return false;
      } else {
        return fail(bad_type(bci, stack_top_ctx()), "Bad type on operand stack in dup2_x2");
      }
      return push(t2) && push(t1) && push(t4) && push(t3) && push(t2) && push(t1);
    }
    case SWAP: {
      VType t1, t2;
      return pop(cat1, &t1) && pop(cat1, &t2) && push(t1) && push(t2);
    }
    case IADD: case ISUB: case IMUL: case IDIV: case IREM: case ISHL: case ISHR: case IUSHR:
    case IOR: case IXOR: case IAND:
      return pop_int() && pop_int() && push_int();
    case INEG: return pop_int() && push_int();
    case LADD: case LSUB: case LMUL: case LDIV: case LREM: case LAND: case LOR: case LXOR:
      return pop_long() && pop_long() && push_long();
    case LNEG: return pop_long() && push_long();
    case LSHL: case LSHR: case LUSHR: return pop_int() && pop_long() && push_long();
    case FADD: case FSUB: case FMUL: case FDIV: case FREM: return pop(F) && pop(F) && push(F);
    case FNEG: return pop(F) && push(F);
    case DADD: case DSUB: case DMUL: case DDIV: case DREM: return pop_double() && pop_double() && push_double();
    case DNEG: return pop_double() && push_double();
    case IINC: return get_local(local_index, I) && set_local(local_index, I);
    case I2L: return pop_int() && push_long();
    case L2I: return pop_long() && push_int();
    case I2F: return pop_int() && push(F);
    case I2D: return pop_int() && push_double();
    case L2F: return pop_long() && push(F);
    case L2D: return pop_long() && push_double();
    case F2I: return pop(F) && push_int();
    case F2L: return pop(F) && push_long();
    case F2D: return pop(F) && push_double();
    case D2I: return pop_double() && push_int();
    case D2L: return pop_double() && push_long();
    case D2F: return pop_double() && push(F);
    case I2B: case I2C: case I2S: return pop_int() && push_int();
    case LCMP: return pop_long() && pop_long() && push_int();
    case FCMPL: case FCMPG: return pop(F) && pop(F) && push_int();
    case DCMPL: case DCMPG: return pop_double() && pop_double() && push_int();
    case IF_ICMPEQ: case IF_ICMPNE: case IF_ICMPLT: case IF_ICMPGE: case IF_ICMPGT: case IF_ICMPLE:
      if (!pop_int()) return false;
      [[fallthrough]];
    case IFEQ: case IFNE: case IFLT: case IFGE: case IFGT: case IFLE:
      return pop_int() && check_jump_target(bci, s2(bci + 1));
    case IF_ACMPEQ: case IF_ACMPNE:
      if (!pop(ref_check)) return false;
      [[fallthrough]];
    case IFNULL: case IFNONNULL:
      return pop(ref_check) && check_jump_target(bci, s2(bci + 1));
    case GOTO: *no_control_flow = true; return check_jump_target(bci, s2(bci + 1));
    case GOTO_W: *no_control_flow = true; return check_jump_target(bci, s4(bci + 1));
    case TABLESWITCH: case LOOKUPSWITCH: *no_control_flow = true; return switch_insn(bci);
    case IRETURN: {
      *no_control_flow = true;
      VType t;
      return pop(I, &t) && return_value(t, bci);
    }
    case FRETURN: {
      *no_control_flow = true;
      VType t;
      return pop(F, &t) && return_value(t, bci);
    }
    case LRETURN:
      *no_control_flow = true;
      return pop(VType::of(VTag::Long2)) && pop(VType::of(VTag::Long)) && return_value(VType::of(VTag::Long), bci);
    case DRETURN:
      *no_control_flow = true;
      return pop(VType::of(VTag::Double2)) && pop(VType::of(VTag::Double)) &&
             return_value(VType::of(VTag::Double), bci);
    case ARETURN: {
      *no_control_flow = true;
      VType t;
      return pop(ref_check, &t) && return_value(t, bci);
    }
    case RETURN:
      *no_control_flow = true;
      if (return_slots_ != 0) return fail(bad_code(bci), "Method expects a return value");
      if (m_.name == "<init>" && cur_.this_uninit) {
        return fail(bad_code(bci), "Constructor must call super() or this() before return");
      }
      return true;
    case GETSTATIC: case PUTSTATIC: case GETFIELD: case PUTFIELD: return field_insn(op, bci);
    case INVOKEVIRTUAL: case INVOKESPECIAL: case INVOKESTATIC: case INVOKEINTERFACE: case INVOKEDYNAMIC:
      return invoke(op, bci, in_try, this_uninit);
    case NEW: {
      const int index = u2(bci + 1);
      if (!check_cp_class(bci, index)) return false;
      const VType t = cp_class_type(uint16_t(index));
      if (t.is_array()) {
        return fail(bad_type(bci, Origin{Origin::ConstPool, index, t, std::nullopt}), "Illegal new instruction");
      }
      return push(VType::uninitialized(uint16_t(bci)));
    }
    case NEWARRAY: {
      static const char* const kArrays[] = {"[Z", "[C", "[F", "[D", "[B", "[S", "[I", "[J"};
      const int atype = u1(bci + 1);
      if (atype < 4 || atype > 11) return fail(bad_code(bci), "Illegal newarray instruction");
      return pop_int() && push(VType::object(kArrays[atype - 4]));
    }
    case ANEWARRAY: {
      const int index = u2(bci + 1);
      if (!check_cp_class(bci, index) || !pop_int()) return false;
      const std::string_view comp = cf_.class_name(uint16_t(index));
      if (comp[0] == '[') {
        if (comp.size() > 255 && comp.substr(0, 255).find_first_not_of('[') == std::string_view::npos) {
          return fail(bad_code(bci), "Illegal anewarray instruction, array has more than 255 dimensions");
        }
        return push(VType::object(intern("[" + std::string(comp))));
      }
      return push(VType::object(intern("[L" + std::string(comp) + ";")));
    }
    case ARRAYLENGTH: {
      VType t;
      if (!pop(ref_check, &t)) return false;
      if (!(t.tag == VTag::Null || t.is_array())) {
        return fail(bad_type(bci, stack_top_ctx()), "Bad type on operand stack in arraylength");
      }
      return push_int();
    }
    case CHECKCAST: {
      const int index = u2(bci + 1);
      return check_cp_class(bci, index) && pop(VType::object(kObject)) && push(cp_class_type(uint16_t(index)));
    }
    case INSTANCEOF: {
      const int index = u2(bci + 1);
      return check_cp_class(bci, index) && pop(VType::object(kObject)) && push_int();
    }
    case MONITORENTER: case MONITOREXIT: return pop(ref_check);
    case MULTIANEWARRAY: {
      const int index = u2(bci + 1);
      const int dim = u1(bci + 3);
      if (!check_cp_class(bci, index)) return false;
      const VType t = cp_class_type(uint16_t(index));
      if (!t.is_array()) {
        return fail(bad_type(bci, Origin{Origin::ConstPool, index, t, std::nullopt}),
                    "Illegal constant pool index in multianewarray instruction");
      }
      const int dims = int(t.name.find_first_not_of('['));
      if (dim < 1 || dims < dim) {
        return fail(bad_code(bci), "Illegal dimension in multianewarray instruction: " + std::to_string(dim));
      }
      for (int i = 0; i < dim; i++) {
        if (!pop_int()) return false;
      }
      return push(t);
    }
    case ATHROW: *no_control_flow = true; return pop(VType::object(kThrowable));
    default: break;
  }
  {
    {
      // jsr, ret (not in class files checked by type checking) and anything else.
      char hex[8];
      std::snprintf(hex, sizeof hex, "%02x", op);
      return fail(bad_code(bci), std::string("Bad instruction: ") + hex);
    }
  }
}

bool MethodChecker::run() {
  const std::vector<uint8_t>& code = code_.code;
  const int code_length = int(code.size());

  // Instruction starts (HotSpot's generate_code_data).
  starts_.assign(code.size(), kNotStart);
  for (int bci = 0; bci < code_length;) {
    int len = bc::instruction_length(code, bci);
    if (len <= 0 && !infer_) len = internal_opcode_length(code, bci);
    if (len <= 0) return fail(bad_code(bci), "Bad instruction");
    starts_[size_t(bci)] = code[size_t(bci)] == bc::NEW ? kNewStart : kStart;
    bci += len;
  }

  // Exception table (ClassFormatError when a bound is not an instruction start).
  int ex_min = code_length, ex_max = -1;
  for (const auto& h : code_.exception_table) {
    if (h.start_pc >= code_length || !starts_[h.start_pc]) {
      return fail_format("Illegal exception table start_pc " + std::to_string(h.start_pc));
    }
    if (h.end_pc != code_length && (h.end_pc > code_length || !starts_[h.end_pc])) {
      return fail_format("Illegal exception table end_pc " + std::to_string(h.end_pc));
    }
    if (h.handler_pc >= code_length || !starts_[h.handler_pc]) {
      return fail_format("Illegal exception table handler_pc " + std::to_string(h.handler_pc));
    }
    if (h.catch_type != 0) {
      const VType catch_type = cp_class_type(h.catch_type);
      const Ans a = assignable(VType::object(kThrowable), catch_type);
      if (a == Ans::Err) return false;
      if (a == Ans::No) {
        return fail(bad_type(h.handler_pc, Origin{Origin::ConstPool, h.catch_type, catch_type, std::nullopt},
                             implicit(VType::object(kThrowable))),
                    "Catch type is not a subclass of Throwable in exception handler " + std::to_string(h.handler_pc));
      }
    }
    ex_min = std::min<int>(ex_min, h.start_pc);
    ex_max = std::max<int>(ex_max, h.end_pc);
  }
  for (const auto& lv : code_.local_variables) {
    if (lv.start_pc >= code_length || !starts_[lv.start_pc]) {
      return fail_format("Illegal local variable table start_pc " + std::to_string(lv.start_pc));
    }
    const int end = lv.start_pc + lv.length;
    if (end != code_length && (end >= code_length || !starts_[size_t(end)])) {
      return fail_format("Illegal local variable table length " + std::to_string(lv.length));
    }
  }

  // The initial frame and the return type.
  const classfile::StackMapFrame init = classfile::initial_frame(cf_, m_);
  cur_.offset = 0;
  cur_.this_uninit = init.this_uninit;
  cur_.locals.assign(size_t(max_locals_), VType{});
  for (size_t i = 0; i < init.locals.size() && i < size_t(max_locals_); i++) cur_.locals[i] = init.locals[i];
  cur_.locals_size = int(init.locals.size());
  cur_.stack.assign(size_t(max_stack_), VType{});
  {
    VType r[2];
    return_slots_ = field_types(classfile::return_type(m_.descriptor), r);
    return_type_ = return_slots_ ? r[0] : VType{};
  }

  if (infer_) return run_inference(ex_min, ex_max);

  // The stack-map frames.
  auto decoded = classfile::decode_stack_map_table(cf_, m_, starts_);
  if (auto* e = std::get_if<classfile::StackMapError>(&decoded)) {
    if (e->class_format_error) return fail_format(e->message, e->in_method_suffix);
    ErrorContext c{0, ErrorContext::BadStackmap, {}, {}};
    if (e->frame) {
      Frame f;
      f.offset = e->frame->offset;
      f.this_uninit = e->frame->this_uninit;
      f.locals = e->frame->locals;
      f.locals_size = int(f.locals.size());
      f.stack = e->frame->stack;
      f.stack_size = int(f.stack.size());
      c.type = Origin{Origin::FrameOnly, 0, {}, f};
    }
    return fail(c, e->message);
  }
  for (auto& sm : std::get<std::vector<classfile::StackMapFrame>>(decoded)) {
    Frame f;
    f.offset = sm.offset;
    f.this_uninit = sm.this_uninit;
    f.locals_size = int(sm.locals.size());
    f.stack_size = int(sm.stack.size());
    f.locals = std::move(sm.locals);
    f.stack = std::move(sm.stack);
    frames_.push_back(std::move(f));
  }

  // The linear pass.
  size_t frame_index = 0;
  bool no_control_flow = false;
  for (int bci = 0; bci < code_length;) {
    const int len = bc::instruction_length(code, bci);
    const bool wide = code[size_t(bci)] == bc::WIDE;
    const uint8_t op = wide ? code[size_t(bci) + 1] : code[size_t(bci)];
    cur_.offset = bci;
    cur_.stack_mark = cur_.stack_size;
    // Match the frame recorded for this bci (HotSpot's verify_stackmap_table).
    if (frame_index < frames_.size()) {
      const Frame& sm = frames_[frame_index];
      if (no_control_flow && sm.offset > bci) {
        return fail(ErrorContext{bci, ErrorContext::MissingStackmap, {}, {}}, "Expecting a stack map frame");
      }
      if (sm.offset == bci) {
        if (!no_control_flow) {
          ErrorContext ctx;
          const Ans a = frame_assignable(cur_, sm, &ctx);
          if (a == Ans::Err) return false;
          if (a == Ans::No) return fail(ctx, "Instruction type does not match stack map");
        }
        become(sm);
        cur_.stack_mark = cur_.stack_size;
        frame_index++;
      } else if (sm.offset < bci) {
        return fail_format("Bad stack map offset " + std::to_string(sm.offset));
      }
    } else if (no_control_flow) {
      return fail(bad_code(bci), "Expecting a stack map frame");
    }
    const bool in_try = bci >= ex_min && bci < ex_max;
    bool this_uninit = false, handlers_done = false;
    if (!instruction(bci, op, wide, &no_control_flow, &this_uninit, &handlers_done, in_try)) return false;
    if (!handlers_done && in_try && !check_handlers(bci, this_uninit)) return false;
    bci += len;
  }
  if (!no_control_flow) return fail(bad_code(code_length), "Control flow falls through code end");
  return true;
}

// Type inference (JVMS §4.10.2): the same instruction rules, driven by a worklist; a branch,
// a fall-through and a handler merge their frame into the target's state and revisit it when
// the state became more general, until nothing changes. Subroutines (JVMS §4.10.2.5): `jsr`
// pushes a return address and enters the subroutine with no local marked modified; `ret` flows
// to the instruction after every `jsr` into that subroutine, with the locals the subroutine
// modified taken from the `ret` state and the others from the state at that `jsr`.
bool MethodChecker::run_inference(int ex_min, int ex_max) {
  const std::vector<uint8_t>& code = code_.code;
  const int code_length = int(code.size());
  states_.resize(code.size());
  has_state_.assign(code.size(), 0);
  changed_.assign(code.size(), 0);
  if (!merge_into(0, cur_)) return false;
  for (bool any = true; any;) {
    any = false;
    for (int bci = 0; bci < code_length;) {
      const int len = bc::instruction_length(code, bci);
      if (!changed_[size_t(bci)]) {
        bci += len;
        continue;
      }
      changed_[size_t(bci)] = 0;
      any = true;
      const Frame& s = states_[size_t(bci)];
      cur_.offset = bci;
      cur_.this_uninit = s.this_uninit;
      cur_.locals_size = s.locals_size;
      cur_.locals = s.locals;
      cur_.modified = s.modified;
      cur_.stack_size = s.stack_size;
      for (int i = 0; i < s.stack_size; i++) cur_.stack[size_t(i)] = s.stack[size_t(i)];
      cur_.stack_mark = cur_.stack_size;
      const bool wide = code[size_t(bci)] == bc::WIDE;
      const uint8_t op = wide ? code[size_t(bci) + 1] : code[size_t(bci)];
      const bool in_try = bci >= ex_min && bci < ex_max;
      if (in_try && !check_handlers(bci, false)) return false;
      bool no_control_flow = false, this_uninit = false, handlers_done = false;
      if (!instruction(bci, op, wide, &no_control_flow, &this_uninit, &handlers_done, in_try)) return false;
      if (in_try && !check_handlers(bci, this_uninit)) return false;
      if (!no_control_flow) {
        if (bci + len >= code_length) return fail(bad_code(code_length), "Control flow falls through code end");
        if (!merge_into(bci + len, cur_)) return false;
      }
      bci += len;
    }
  }
  return true;
}

}  // namespace

std::optional<VerifyFailure> verify_by_inference(const ClassFile& cf, ClassHierarchy& hierarchy) {
  std::vector<std::unique_ptr<std::string>> names;
  for (const MethodInfo* mp : verification_order(cf)) {
    const MethodInfo& m = *mp;
    if (!m.code || (m.access_flags & (acc::NATIVE | acc::ABSTRACT))) continue;
    MethodChecker inference(cf, m, hierarchy, names, true);
    if (!inference.run()) return inference.failure;
  }
  return std::nullopt;
}

std::optional<VerifyFailure> verify(const ClassFile& cf, ClassHierarchy& hierarchy) {
  std::vector<std::unique_ptr<std::string>> names;  // array names made while checking
  const bool infer = cf.major_version < kTypeCheckingMajorVersion;
  for (const MethodInfo* mp : verification_order(cf)) {  // java's order: its first error is ours
    const MethodInfo& m = *mp;
    if (!m.code || (m.access_flags & (acc::NATIVE | acc::ABSTRACT))) continue;
    hierarchy.verifying_method(m.name, m.descriptor);
    MethodChecker checker(cf, m, hierarchy, names, infer);
    if (checker.run()) continue;
    // Version 50: HotSpot fails over to type inference when type checking fails (a Java 6 class
    // file may lack its StackMapTable); the class is accepted if inference accepts the method,
    // else the type checker's error stands.
    const bool can_fail_over = cf.major_version == kTypeCheckingMajorVersion && checker.failure &&
                               checker.failure->kind != VerifyFailure::Kind::LoadFailed;
    if (can_fail_over) {
      MethodChecker inference(cf, m, hierarchy, names, true);
      if (inference.run()) continue;
      if (inference.failure && inference.failure->kind == VerifyFailure::Kind::LoadFailed) return inference.failure;
    }
    return checker.failure;
  }
  return std::nullopt;
}

}  // namespace jvmlab::verifier
