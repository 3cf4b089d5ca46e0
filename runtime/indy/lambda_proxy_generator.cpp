// Lambda proxy classes: the class file that implements a functional interface for one call site
// (what java's InnerClassLambdaMetafactory spins). Writes bytes only; defining them is
// lambda_class_definer.cpp, linking the call site lambda_metafactory.cpp.
//
// Shape of a proxy for `Function<String,Integer> f = s -> s.length() + k` (k captured):
//
//   final synthetic class Main$$Lambda$1 implements java.util.function.Function {
//     private final int arg$1;                        // one field per captured argument
//     static Main$$Lambda$1 INSTANCE;                 // the shared instance (non-capturing sites)
//     public Object apply(Object a) {                 // the SAM, erased descriptor; bridges alike
//       aload_0; getfield arg$1                       // captured values first
//       aload_1; checkcast String                     // then the arguments, adapted
//       invokestatic Main.lambda$main$0(ILjava/lang/String;)I
//       invokestatic Integer.valueOf(I)Integer        // result adapted to the SAM's return type
//       areturn
//     }
//   }
//
// Adaptations follow LambdaMetafactory's rules: primitive widening, boxing (then a cast to the
// target), unboxing (cast to the wrapper of the instantiated type, or of the target), and
// checkcast between reference types. All code is straight-line, so no StackMapTable is needed.
#include <string>
#include <string_view>
#include <vector>

#include "classfile/class_writer.hpp"
#include "classfile/signature.hpp"
#include "runtime/indy/lambda_metafactory.hpp"

namespace jvmlab::interp {

namespace acc = classfile::acc;

namespace {

/// Parameter descriptors and the return descriptor of a method descriptor.
struct Signature {
  std::vector<std::string> params;
  std::string ret;
};

Signature parse_signature(std::string_view d) {
  Signature s;
  classfile::SignatureIterator it(d);
  for (; !it.at_return(); it.next()) s.params.emplace_back(it.type().descriptor);
  s.ret = std::string(it.type().descriptor);
  return s;
}

bool is_primitive(std::string_view t) { return classfile::field_type(t).is_primitive(); }
bool is_wide(std::string_view t) { return classfile::field_type(t).slots() == 2; }

/// "java/lang/Integer" for "I", "" for non-primitives.
std::string wrapper_of(std::string_view t) {
  if (t.size() != 1) return "";
  switch (t[0]) {
    case 'Z': return "java/lang/Boolean";
    case 'B': return "java/lang/Byte";
    case 'S': return "java/lang/Short";
    case 'C': return "java/lang/Character";
    case 'I': return "java/lang/Integer";
    case 'J': return "java/lang/Long";
    case 'F': return "java/lang/Float";
    case 'D': return "java/lang/Double";
    default: return "";
  }
}

/// The primitive descriptor a wrapper descriptor unboxes to ("Ljava/lang/Integer;" -> "I"), or "".
std::string unwrapped(std::string_view t) {
  for (const char* p : {"Z", "B", "S", "C", "I", "J", "F", "D"}) {
    if (t == "L" + wrapper_of(p) + ";") return p;
  }
  return "";
}

/// The internal class name checkcast takes for a reference descriptor ("Ljava/lang/String;" ->
/// "java/lang/String", "[I" -> "[I").
std::string class_of(std::string_view t) { return std::string(classfile::field_type(t).class_name()); }

/// "(I)Ljava/lang/Integer;" style descriptors for valueOf / xValue.
std::string box_descriptor(std::string_view prim) { return "(" + std::string(prim) + ")L" + wrapper_of(prim) + ";"; }

const char* unbox_method(std::string_view prim) {
  switch (prim[0]) {
    case 'Z': return "booleanValue";
    case 'B': return "byteValue";
    case 'S': return "shortValue";
    case 'C': return "charValue";
    case 'I': return "intValue";
    case 'J': return "longValue";
    case 'F': return "floatValue";
    default: return "doubleValue";
  }
}

/// Straight-line bytecode with operand-stack depth tracking (for max_stack).
class Emitter {
 public:
  explicit Emitter(classfile::ConstantPoolBuilder& pool) : pool_(pool) {}

  void op(uint8_t opcode, int stack_delta) {
    code.push_back(opcode);
    adjust(stack_delta);
  }
  void op_u1(uint8_t opcode, uint8_t operand, int stack_delta) {
    code.push_back(opcode);
    code.push_back(operand);
    adjust(stack_delta);
  }
  void op_u2(uint8_t opcode, uint16_t operand, int stack_delta) {
    code.push_back(opcode);
    code.push_back(uint8_t(operand >> 8));
    code.push_back(uint8_t(operand));
    adjust(stack_delta);
  }

  /// xload of a value of descriptor `t` from local `index`.
  void load(std::string_view t, int index) {
    uint8_t base = t == "J" ? 0x16 /*lload*/ : t == "F" ? 0x17 /*fload*/ : t == "D" ? 0x18 /*dload*/
                   : is_primitive(t) ? 0x15 /*iload*/ : 0x19 /*aload*/;
    op_u1(base, uint8_t(index), is_wide(t) ? 2 : 1);
  }
  void checkcast(std::string_view t) {
    if (t == "Ljava/lang/Object;") return;
    op_u2(0xc0 /*checkcast*/, pool_.class_ref(class_of(t)), 0);
  }
  void invoke(uint8_t opcode, std::string_view cls, std::string_view name, std::string_view desc,
              bool is_interface) {
    Signature s = parse_signature(desc);
    int delta = 0;
    for (const auto& p : s.params) delta -= is_wide(p) ? 2 : 1;
    if (opcode != 0xb8 /*invokestatic*/) delta -= 1;
    if (s.ret != "V") delta += is_wide(s.ret) ? 2 : 1;
    uint16_t ref = pool_.method_ref(cls, name, desc, is_interface);
    if (opcode == 0xb9 /*invokeinterface*/) {
      int count = 1;
      for (const auto& p : s.params) count += is_wide(p) ? 2 : 1;
      op_u2(opcode, ref, delta);
      code.push_back(uint8_t(count));
      code.push_back(0);
    } else {
      op_u2(opcode, ref, delta);
    }
  }

  /// Primitive widening from `from` to `to` (JLS §5.1.2); nothing for int-like to int-like.
  void widen(std::string_view from, std::string_view to) {
    auto kind = [](std::string_view t) { return t == "J" || t == "F" || t == "D" ? t[0] : 'I'; };
    char f = kind(from), g = kind(to);
    if (f == g) return;
    if (f == 'I') op(g == 'J' ? 0x85 /*i2l*/ : g == 'F' ? 0x86 /*i2f*/ : 0x87 /*i2d*/, g == 'F' ? 0 : 1);
    else if (f == 'J') op(g == 'F' ? 0x89 /*l2f*/ : 0x8a /*l2d*/, g == 'F' ? -1 : 0);
    else if (f == 'F' && g == 'D') op(0x8d /*f2d*/, 1);
  }

  /// Converts the value on top of the stack from descriptor `from` to `to`; `hint` is the type the
  /// instantiated method type gives for it (more specific than `from` for generic interfaces).
  void convert(std::string_view from, std::string_view to, std::string_view hint) {
    if (from == to) return;
    const bool from_prim = is_primitive(from), to_prim = is_primitive(to);
    if (from_prim && to_prim) {
      widen(from, to);
    } else if (from_prim) {
      // Boxing, then a cast if the target is narrower than the wrapper's supertypes allow.
      std::string w = wrapper_of(from);
      invoke(0xb8, w, "valueOf", box_descriptor(from), false);
      if (to != "L" + w + ";") checkcast(to);
    } else if (to_prim) {
      // Unboxing: the wrapper named by the instantiated type, by `from`, or by the target.
      std::string prim = unwrapped(hint);
      if (prim.empty()) prim = unwrapped(from);
      if (prim.empty()) prim = std::string(to);
      std::string w = wrapper_of(prim);
      if (from != "L" + w + ";") checkcast("L" + w + ";");
      invoke(0xb6, w, unbox_method(prim), "()" + prim, false);
      widen(prim, to);
    } else {
      checkcast(to);
    }
  }

  std::vector<uint8_t> code;
  int max_stack = 0;

 private:
  void adjust(int delta) {
    depth_ += delta;
    if (depth_ > max_stack) max_stack = depth_;
  }
  classfile::ConstantPoolBuilder& pool_;
  int depth_ = 0;
};

std::string field_name(size_t i) { return "arg$" + std::to_string(i + 1); }

/// The SAM (or a bridge) with descriptor `desc`: captured values and arguments adapted to the
/// implementation's parameters, the call, the result adapted to `desc`'s return type.
classfile::WrittenMethod proxy_method(const LambdaSpec& spec, classfile::ConstantPoolBuilder& pool,
                                      const std::string& desc) {
  Signature own = parse_signature(desc);
  Signature hint = parse_signature(spec.instantiated_descriptor);
  Signature impl = parse_signature(spec.impl_descriptor);
  const bool has_receiver = spec.impl_kind == RefKind::InvokeVirtual ||
                            spec.impl_kind == RefKind::InvokeInterface ||
                            spec.impl_kind == RefKind::InvokeSpecial;
  const bool is_constructor = spec.impl_kind == RefKind::NewInvokeSpecial;
  // The implementation's parameters with the receiver first, as a MethodHandle sees them.
  std::vector<std::string> targets;
  if (has_receiver) targets.push_back(classfile::class_descriptor(spec.impl_class));
  targets.insert(targets.end(), impl.params.begin(), impl.params.end());

  Emitter e(pool);
  if (is_constructor) {
    e.op_u2(0xbb /*new*/, pool.class_ref(spec.impl_class), 1);
    e.op(0x59 /*dup*/, 1);
  }
  size_t next = 0;  // index into targets
  for (size_t i = 0; i < spec.captured.size(); i++, next++) {
    e.op(0x2a /*aload_0*/, 1);
    e.op_u2(0xb4 /*getfield*/, pool.field_ref(spec.proxy_name, field_name(i), spec.captured[i]),
            is_wide(spec.captured[i]) ? 1 : 0);
    if (next < targets.size()) e.convert(spec.captured[i], targets[next], spec.captured[i]);
  }
  int local = 1;
  for (size_t i = 0; i < own.params.size(); i++, next++) {
    const std::string& p = own.params[i];
    e.load(p, local);
    local += is_wide(p) ? 2 : 1;
    std::string h = i < hint.params.size() ? hint.params[i] : p;
    if (next < targets.size()) e.convert(p, targets[next], h);
  }
  std::string result = impl.ret;
  switch (spec.impl_kind) {
    case RefKind::InvokeStatic:
      e.invoke(0xb8, spec.impl_class, spec.impl_name, spec.impl_descriptor, spec.impl_is_interface);
      break;
    case RefKind::InvokeInterface:
      e.invoke(0xb9, spec.impl_class, spec.impl_name, spec.impl_descriptor, true);
      break;
    case RefKind::InvokeSpecial:  // private methods of the caller (javac routes super::m through one)
      e.invoke(0xb7, spec.impl_class, spec.impl_name, spec.impl_descriptor, spec.impl_is_interface);
      break;
    case RefKind::NewInvokeSpecial:
      e.invoke(0xb7, spec.impl_class, "<init>", spec.impl_descriptor, false);
      result = classfile::class_descriptor(spec.impl_class);
      break;
    default:  // InvokeVirtual
      e.invoke(0xb6, spec.impl_class, spec.impl_name, spec.impl_descriptor, false);
      break;
  }
  // Return.
  if (own.ret == "V") {
    if (result != "V") e.op(is_wide(result) ? 0x58 /*pop2*/ : 0x57 /*pop*/, is_wide(result) ? -2 : -1);
    e.op(0xb1 /*return*/, 0);
  } else {
    if (result == "V") e.op(0x01 /*aconst_null*/, 1);  // LambdaMetafactory rejects this; javac never asks
    else e.convert(result, own.ret, hint.ret);
    uint8_t ret = own.ret == "J" ? 0xad /*lreturn*/ : own.ret == "F" ? 0xae /*freturn*/
                  : own.ret == "D" ? 0xaf /*dreturn*/ : is_primitive(own.ret) ? 0xac /*ireturn*/
                  : 0xb0 /*areturn*/;
    e.op(ret, is_wide(own.ret) ? -2 : -1);
  }
  classfile::WrittenMethod m;
  m.access = acc::PUBLIC;
  m.name = spec.sam_name;
  m.descriptor = desc;
  m.has_code = true;
  m.max_stack = uint16_t(e.max_stack);
  m.max_locals = uint16_t(local);
  m.code = std::move(e.code);
  return m;
}

}  // namespace

std::vector<uint8_t> generate_lambda_proxy(const LambdaSpec& spec) {
  classfile::ClassWriter w(spec.proxy_name, "java/lang/Object", acc::FINAL | acc::SUPER | acc::SYNTHETIC);
  w.add_interface(spec.interface_name);
  for (const auto& m : spec.markers) {
    if (m != spec.interface_name) w.add_interface(m);
  }
  for (size_t i = 0; i < spec.captured.size(); i++) {
    w.add_field(acc::PRIVATE | acc::FINAL, field_name(i), spec.captured[i]);
  }
  w.add_field(acc::STATIC, "INSTANCE", "L" + spec.proxy_name + ";");
  // The SAM, then each bridge descriptor not already written.
  std::vector<std::string> descriptors{spec.sam_descriptor};
  descriptors.insert(descriptors.end(), spec.bridges.begin(), spec.bridges.end());
  for (size_t i = 0; i < descriptors.size(); i++) {
    bool seen = false;
    for (size_t j = 0; j < i; j++) seen = seen || descriptors[j] == descriptors[i];
    if (!seen) w.add_method(proxy_method(spec, w.pool(), descriptors[i]));
  }
  return w.bytes();
}

}  // namespace jvmlab::interp
