// Tier 1's bytecode -> LLVM IR translator (translator.hpp): one pass over the original bytecode
// in bci order, with the method's ReferenceMap (the collector's own) giving the operand-stack
// depth and the reference slots at every instruction. Locals live in allocas that the IR passes
// promote to registers: one typed alloca per (local, kind) — the kind is the opcode's (iload,
// astore...), so javac's reuse of a slot with another type needs no analysis. The operand stack
// is SSA values inside a basic block and one untyped i64 alloca per slot between blocks (see
// push_raw). The compiled frame is an
// ordinary Frame on the Java stack ([locals | Frame | operand stack], kind Compiled): before any
// call that can reach a safepoint, allocate, block or throw, the code stores pc = code + bci, sp
// and stack_top, and every slot the reference map marks as a reference at that bci; after it, it
// reloads those slots (a pause moves objects and rewrites the slots in place). See docs/jit.md.
// Does not optimize, generate machine code or link (jit_library.cpp does).
#include "jit/translator.hpp"

#include <pthread.h>

#include <cmath>
#include <cstddef>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <llvm/IR/Constants.h>
#include <llvm/IR/DerivedTypes.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Intrinsics.h>
#include <llvm/IR/MDBuilder.h>
#include <llvm/IR/Module.h>

#include "bytecode/bytecode_walk.hpp"
#include "bytecode/bytecodes.hpp"
#include "bytecode/reference_map.hpp"
#include "classfile/class_file.hpp"
#include "runtime/oops/klass.hpp"

#pragma GCC diagnostic ignored "-Winvalid-offsetof"  // Klass, Field, Method: same headers as the VM's

namespace jvmlab::jit {
namespace {

using namespace llvm;
using namespace jvmlab::bc;

constexpr int kMaxCodeLength = 8000;  // bytes of bytecode; bigger methods stay interpreted
// Java-stack slots charged per compiled frame beyond its own, for the machine frame it uses on
// the C stack (which the Java stack's limit then bounds; see docs/jit.md).
constexpr int kCFrameCharge = 8;

// --- the C stack check ---------------------------------------------------------------------------
// Compiled code runs on the thread's C stack, and a compiled -> interpreted call nests a new
// interpreter loop there, so the Java stack's limit alone does not bound it. Each compiled entry
// compares its frame address with the thread's own JavaThread::c_stack_limit: below it (or the
// first entry on this thread, when the limit is still all ones) takes the out-of-line check.
constexpr size_t kCStackMargin = 256 * 1024;  // left for the VM to build the StackOverflowError

/// The slow half of the check: on the thread's first compiled entry records its limit (its
/// stack's low end plus the margin, from pthread_getattr_np); returns 1 if `sp` is below it.
/// Runs on `t`'s own thread only.
int32_t c_stack_check(JavaThread* t, uintptr_t sp) {
  if (t->c_stack_limit == ~uintptr_t(0)) {
    pthread_attr_t attr;
    void* low = nullptr;
    size_t size = 0;
    if (pthread_getattr_np(pthread_self(), &attr) == 0) {
      pthread_attr_getstack(&attr, &low, &size);
      pthread_attr_destroy(&attr);
    }
    t->c_stack_limit = uintptr_t(low) + (size > 2 * kCStackMargin ? kCStackMargin : size / 2);
  }
  return sp < t->c_stack_limit ? 1 : 0;
}

/// Kind of a local's alloca (the opcode decides which one an access uses).
enum Kind { KI = 0, KJ, KF, KD, KA, kKinds };

char descriptor_kind(char c) {
  switch (c) {
    case 'J': return 'J';
    case 'D': return 'D';
    case 'F': return 'F';
    case 'L': case '[': return 'A';
    case 'V': return 'V';
    default: return 'I';  // Z B C S I
  }
}

/// The parameter kinds of a method descriptor "(IJLx;[I)V" as 'I','J','F','D','A' and the
/// return kind (or 'V'); the raw return character in *ret_char.
std::vector<char> parse_descriptor(const std::string& d, char* ret, char* ret_char) {
  std::vector<char> out;
  size_t i = 1;
  auto skip = [&](size_t& j) {
    while (d[j] == '[') j++;
    if (d[j] == 'L') j = d.find(';', j);
    j++;
  };
  while (i < d.size() && d[i] != ')') {
    const char c = d[i];
    out.push_back(descriptor_kind(c));
    skip(i);
  }
  i++;
  *ret_char = d[i];
  *ret = descriptor_kind(d[i]);
  return out;
}

class Translator {
 public:
  Translator(const RuntimeStubs& s, const CompileRequest& req, Module& mod)
      : s_(s), req_(req), m_(req.method), mod_(mod), C_(mod.getContext()), b_(C_) {}

  Translation run();

 private:
  // --- set-up ------------------------------------------------------------------------------
  bool prescan();
  void create_function();
  AllocaInst* local(int i, Kind k);
  AllocaInst* stack(int i);
  BasicBlock* block_at(int bci);
  BasicBlock* new_block(const char* name) { return BasicBlock::Create(C_, name, fn_); }

  // --- constants and memory ---------------------------------------------------------------
  Constant* cptr(const void* p) { return ConstantExpr::getIntToPtr(ConstantInt::get(i64_, uint64_t(uintptr_t(p))), ptr_); }
  Constant* ci32(int64_t v) { return ConstantInt::get(i32_, uint64_t(v), true); }
  Constant* ci64(int64_t v) { return ConstantInt::get(i64_, uint64_t(v), true); }
  Value* at(Value* base, size_t offset) { return at(base, int64_t(offset)); }
  Value* at(Value* base, uint32_t offset) { return at(base, int64_t(offset)); }
  Value* at(Value* base, int offset) { return at(base, int64_t(offset)); }
  Value* at(Value* base, int64_t offset) {
    if (base->getType() != ptr_) base = b_.CreateIntToPtr(base, ptr_);
    return offset == 0 ? base : b_.CreateConstInBoundsGEP1_64(i8_, base, uint64_t(offset));
  }
  Value* at(Value* base, Value* offset) {
    if (base->getType() != ptr_) base = b_.CreateIntToPtr(base, ptr_);
    return b_.CreateInBoundsGEP(i8_, base, offset);
  }
  Value* load(Type* t, Value* p) { return b_.CreateLoad(t, p); }
  Value* load_unordered(Type* t, Value* p, unsigned align) {
    LoadInst* l = b_.CreateLoad(t, p);
    l->setAtomic(AtomicOrdering::Unordered);
    l->setAlignment(Align(align));
    return l;
  }
  Value* thread_field(int offset, Type* t) { return load(t, at(thread_, offset)); }
  void set_thread_field(int offset, Value* v) { b_.CreateStore(v, at(thread_, offset)); }
  Value* call(Type* ret, std::initializer_list<Type*> params, const void* fn, std::initializer_list<Value*> args) {
    FunctionType* ft = FunctionType::get(ret, std::vector<Type*>(params), false);
    CallInst* c = b_.CreateCall(ft, cptr(fn), std::vector<Value*>(args));
    return c;
  }
  void cold_branch(Value* cond, BasicBlock* cold, BasicBlock* hot) {
    b_.CreateCondBr(cond, cold, hot, MDBuilder(C_).createBranchWeights(1, 2000));
  }

  // --- the operand stack: SSA values inside a block, i64 allocas between blocks -------------
  // vs_[i] is the value of operand-stack slot i at the insertion point, typed as pushed (i32,
  // i64, float, double; references are i64), or poison for the upper half of a long or double.
  // A block starts by loading its live slots from their allocas (begin_block) and stores the
  // changed ones back before it branches (flush), so only values live across blocks go through
  // memory. Popping leaves vs_ alone (code that re-exposes popped operands for a sync relies on
  // it, as it relied on the allocas keeping them).
  Value* convert(Value* v, Type* t);
  Value* slot(int i, Type* t) { return convert(vs_[size_t(i)], t); }
  void begin_block(int depth);
  void flush(int depth);
  struct StackState {
    std::vector<Value*> values, in_memory;
    std::vector<std::array<Value*, kKinds>> locals;
  };
  StackState save_stack() const { return {vs_, mem_, lc_}; }
  void restore_stack(const StackState& s) { vs_ = s.values; mem_ = s.in_memory; lc_ = s.locals; }
  // Locals: the value each (slot, kind) alloca holds at the insertion point, when this block
  // has loaded or stored it (so a block reads each local once); the allocas stay the truth
  // between blocks and across safepoints.
  Value* get_local(int i, Kind k);
  void set_local(int i, Kind k, Value* v) {
    b_.CreateStore(v, local(i, k));
    lc_[size_t(i)][k] = v;
  }
  void merge_stack(BasicBlock* hot, const StackState& hot_state, BasicBlock* cold);
  void push_raw(Value* v) { vs_[size_t(depth_++)] = v; }
  Value* pop_raw() { return vs_[size_t(--depth_)]; }
  void push_i(Value* v) { push_raw(v); }
  void push_j(Value* v) {
    vs_[size_t(depth_)] = v;
    vs_[size_t(depth_) + 1] = PoisonValue::get(i64_);
    depth_ += 2;
  }
  void push_f(Value* v) { push_raw(v); }
  void push_d(Value* v) { push_j(v); }
  void push_a(Value* v) { push_raw(v); }
  Value* pop_i() { return convert(pop_raw(), i32_); }
  Value* pop_j() { depth_ -= 2; return slot(depth_, i64_); }
  Value* pop_f() { return convert(pop_raw(), f32_); }
  Value* pop_d() { depth_ -= 2; return slot(depth_, f64_); }
  Value* pop_a() { return convert(pop_raw(), i64_); }
  Value* peek_raw(int from_top) { return vs_[size_t(depth_ - 1 - from_top)]; }
  Value* peek_a(int from_top) { return slot(depth_ - 1 - from_top, i64_); }

  // --- frame sync, spills, polls, exceptions -------------------------------------------------
  void sync(int bci, int sp_depth, int top_depth);
  void reload(int bci, int sp_depth);
  void poll(int bci, int depth);
  void check_exception(int bci);
  BasicBlock* dispatch(int bci);
  void throw_npe_if_null(Value* ref, int bci);
  void emit_return(Value* result, int bci, int popped);
  void enter_standard();
  void enter_osr();
  Value* lock_object();
  void branch_to(int from_bci, int target);

  // --- heap access -----------------------------------------------------------------------------
  Value* load_ref(Value* addr, bool is_volatile);
  void store_ref(Value* addr, Value* raw, bool is_volatile);
  Value* load_typed(char type, Value* addr, bool is_volatile);
  void store_typed(char type, Value* addr, Value* v, bool is_volatile);
  Value* pop_typed(char kind);
  void push_typed(char kind, Value* v);

  // --- instructions ---------------------------------------------------------------------------
  bool translate_instruction(int bci);
  bool field_access(int bci, uint8_t op, uint16_t index);
  bool invoke(int bci, uint8_t op, uint16_t index);
  bool invokedynamic(int bci, uint16_t index);
  bool try_inline(Method* callee, int base, bool has_receiver);
  bool try_intrinsic(Method* callee, int base);
  Value* resolve_class(int bci, uint16_t index, int depth);  // Klass* (null: refused)
  bool new_instance(int bci, uint16_t index);
  void array_check(Value* a, Value* i, int bci);
  Value* element_addr(Value* a, Value* i, int size);
  /// An array's length: never written after the allocation (which is a stub's), so the load is
  /// invariant and the passes may share it between accesses and hoist it.
  Value* array_length(Value* a) {
    LoadInst* l = b_.CreateLoad(i32_, at(a, s_.layout.array_length));
    l->setMetadata(LLVMContext::MD_invariant_load, MDNode::get(C_, {}));
    return l;
  }
  void ldc(int bci, uint16_t index);
  void ldc_string(int bci, uint16_t index);
  void multianewarray(int bci, uint16_t index, int dims);
  void switch_instruction(int bci, uint8_t op);
  void conditional(int bci, Value* cond, int target);
  Value* java_div(Value* a, Value* b, bool rem, int bci, Type* t);
  Value* fcmp(Value* a, Value* b, int nan_result);

  bool refuse(const std::string& why) {
    if (failure_.empty()) failure_ = why;
    return false;
  }

  const classfile::CpEntry& cp(uint16_t i) const { return cf_->constant_pool[i]; }
  const std::string& utf8(uint16_t i) const { return cf_->constant_pool[i].utf8; }
  CpCacheEntry& cache(uint16_t i) const { return m_->holder->cp_cache[i]; }
  const std::string& member_descriptor(uint16_t ref) const { return utf8(cp(cp(ref).index2).index2); }
  std::string class_name_of_ref(uint16_t ref) const { return utf8(cp(cp(ref).index1).index1); }

  const RuntimeStubs& s_;
  const CompileRequest& req_;
  Method* m_;
  Module& mod_;
  LLVMContext& C_;
  IRBuilder<> b_;
  const classfile::ClassFile* cf_ = nullptr;
  const classfile::Code* code_ = nullptr;
  const uint8_t* bc_ = nullptr;
  int len_ = 0;
  std::unique_ptr<ReferenceMap> map_;
  std::string failure_;

  Type *i1_ = nullptr, *i8_ = nullptr, *i16_ = nullptr, *i32_ = nullptr, *i64_ = nullptr;
  Type *f32_ = nullptr, *f64_ = nullptr, *ptr_ = nullptr, *void_ = nullptr;
  Function* fn_ = nullptr;
  Value *thread_ = nullptr, *args_ = nullptr, *frame_ = nullptr, *stack_base_ = nullptr;
  Value *saved_top_ = nullptr, *saved_frame_ = nullptr;
  BasicBlock* entry_block_ = nullptr;
  Instruction* alloca_point_ = nullptr;
  std::vector<std::array<AllocaInst*, kKinds>> locals_;
  std::vector<AllocaInst*> stack_;
  std::vector<Value*> vs_;   // the operand stack's values (see push_raw)
  std::vector<Value*> mem_;  // the value each slot's alloca holds on this path, when known
  std::vector<std::array<Value*, kKinds>> lc_;  // locals' values known on this path (get_local)
  std::vector<bool> starts_;  // instruction starts
  std::vector<bool> leaders_;  // instructions that begin a block
  std::map<int, BasicBlock*> blocks_;
  std::map<int, BasicBlock*> dispatch_;
  int depth_ = 0;
  uint32_t inlined_ = 0;
  bool terminated_ = false;  // the current block has its terminator
};

// ---------------------------------------------------------------------------------------------

bool Translator::prescan() {
  if (m_->info == nullptr || !m_->info->code) return refuse("no code");
  if (m_->holder == nullptr || !m_->holder->class_file) return refuse("no class file");
  cf_ = m_->holder->class_file.get();
  code_ = &*m_->info->code;
  bc_ = code_->code.data();
  len_ = int(code_->code.size());
  if (len_ == 0) return refuse("empty code");
  if (len_ > kMaxCodeLength) return refuse("code too large (" + std::to_string(len_) + " bytes)");
  map_ = ReferenceMap::compute(*cf_, *m_->info);
  if (!map_->ok()) return refuse("reference map: " + map_->error());
  if (map_->has_jsr_conflict()) return refuse("jsr conflict");
  starts_.assign(len_ + 1, false);
  leaders_.assign(len_ + 1, false);
  leaders_[0] = true;
  std::span<const uint8_t> code(code_->code);
  for (int bci = 0; bci < len_;) {
    const int n = instruction_length(code, bci);
    if (n <= 0) return refuse("malformed code");
    starts_[bci] = true;
    const uint8_t op = bc_[bci];
    auto target = [&](int off) {
      const int t = bci + off;
      if (t < 0 || t >= len_) return false;
      leaders_[t] = true;
      return true;
    };
    switch (op) {
      case JSR: case JSR_W: case RET: return refuse("jsr/ret");
      case MULTIANEWARRAY:
        if (bc_[bci + 3] == 0) return refuse("multianewarray of 0 dimensions");
        break;
      case BREAKPOINT: return refuse("breakpoint");
      case WIDE:
        if (bc_[bci + 1] == RET) return refuse("jsr/ret");
        break;
      case IFEQ: case IFNE: case IFLT: case IFGE: case IFGT: case IFLE: case IF_ICMPEQ:
      case IF_ICMPNE: case IF_ICMPLT: case IF_ICMPGE: case IF_ICMPGT: case IF_ICMPLE:
      case IF_ACMPEQ: case IF_ACMPNE: case IFNULL: case IFNONNULL: case GOTO:
        if (!target(read_s2(bc_ + bci + 1))) return refuse("branch out of code");
        break;
      case GOTO_W:
        if (!target(read_s4(bc_ + bci + 1))) return refuse("branch out of code");
        break;
      case TABLESWITCH: case LOOKUPSWITCH: {
        const uint8_t* p = bc_ + ((bci + 4) & ~3);
        if (!target(read_s4(p))) return refuse("branch out of code");
        if (op == TABLESWITCH) {
          const int32_t lo = read_s4(p + 4), hi = read_s4(p + 8);
          for (int64_t k = 0; k <= int64_t(hi) - lo; k++)
            if (!target(read_s4(p + 12 + 4 * k))) return refuse("branch out of code");
        } else {
          const int32_t np = read_s4(p + 4);
          for (int32_t k = 0; k < np; k++)
            if (!target(read_s4(p + 12 + 8 * k))) return refuse("branch out of code");
        }
        break;
      }
      case INVOKEVIRTUAL: {
        // MethodHandle.invokeExact/invoke (JVMS §2.9.3) link to an invoker of the call site's
        // descriptor that only the interpreter calls.
        const auto& ref = cp(read_u2(bc_ + bci + 1));
        const std::string& name = utf8(cp(ref.index2).index1);
        if (utf8(cp(ref.index1).index1) == "java/lang/invoke/MethodHandle" &&
            (name == "invokeExact" || name == "invoke")) {
          return refuse("signature polymorphic call");
        }
        break;
      }
      case LDC: case LDC_W: {
        const uint16_t idx = op == LDC ? bc_[bci + 1] : read_u2(bc_ + bci + 1);
        const auto tag = cp(idx).tag;
        if (tag != classfile::CpTag::String && tag != classfile::CpTag::Integer &&
            tag != classfile::CpTag::Float && tag != classfile::CpTag::Class) {
          return refuse("not yet supported: ldc of constant tag " + std::to_string(int(tag)));
        }
        break;
      }
      default:
        if (op > JSR_W) return refuse("undefined opcode");
        break;
    }
    bci += n;
    if (bci < len_) {
      switch (op) {
        case IFEQ: case IFNE: case IFLT: case IFGE: case IFGT: case IFLE: case IF_ICMPEQ:
        case IF_ICMPNE: case IF_ICMPLT: case IF_ICMPGE: case IF_ICMPGT: case IF_ICMPLE:
        case IF_ACMPEQ: case IF_ACMPNE: case IFNULL: case IFNONNULL: case GOTO: case GOTO_W:
        case TABLESWITCH: case LOOKUPSWITCH: case IRETURN: case LRETURN: case FRETURN:
        case DRETURN: case ARETURN: case RETURN: case ATHROW:
          leaders_[bci] = true;
          break;
        default: break;
      }
    }
  }
  for (const auto& h : code_->exception_table) {
    if (h.handler_pc >= len_ || !starts_[h.handler_pc]) return refuse("bad handler");
    leaders_[h.handler_pc] = true;
  }
  // A catch type resolved at run time whose resolution fails restarts the search at its
  // handler's bci (find_exception_handler); refused where that bci is itself covered by such a
  // handler, so that the restart cannot repeat.
  auto unresolved = [&](const classfile::ExceptionHandler& h) {
    return h.catch_type != 0 && cache(h.catch_type).kind_acquire() != CpEntryKind::Class;
  };
  for (const auto& h : code_->exception_table) {
    if (!unresolved(h)) continue;
    for (const auto& h2 : code_->exception_table)
      if (unresolved(h2) && h.handler_pc >= h2.start_pc && h.handler_pc < h2.end_pc)
        return refuse("nested handlers of unresolved catch types");
  }
  for (int i = 0; i < len_; i++)
    if (leaders_[i] && !starts_[i]) return refuse("branch into an instruction");
  if (req_.osr_bci >= 0) {
    // OSR (jit_interface.hpp): entered at a loop header with the interpreted frame's locals
    // copied to `args` and an empty operand stack.
    const int osr = req_.osr_bci;
    if (osr >= len_ || !starts_[osr] || !map_->reachable(osr)) return refuse("OSR bci is no instruction");
    if (map_->stack_depth(osr) != 0) return refuse("OSR at a bci with a non-empty operand stack");
    if (m_->is_synchronized()) return refuse("not yet supported: OSR of a synchronized method");
    leaders_[osr] = true;
  }
  return true;
}

void Translator::create_function() {
  i1_ = Type::getInt1Ty(C_);
  i8_ = Type::getInt8Ty(C_);
  i16_ = Type::getInt16Ty(C_);
  i32_ = Type::getInt32Ty(C_);
  i64_ = Type::getInt64Ty(C_);
  f32_ = Type::getFloatTy(C_);
  f64_ = Type::getDoubleTy(C_);
  ptr_ = PointerType::get(C_, 0);
  void_ = Type::getVoidTy(C_);
  FunctionType* ft = FunctionType::get(i64_, {ptr_, ptr_, ptr_}, false);
  const std::string name = "jvmlab_" + std::to_string(req_.compile_id) + "_" + m_->name +
                           (req_.osr_bci >= 0 ? "_osr" + std::to_string(req_.osr_bci) : "");
  fn_ = Function::Create(ft, GlobalValue::ExternalLinkage, name, mod_);
  fn_->addFnAttr("frame-pointer", "all");
  fn_->addFnAttr(Attribute::NoUnwind);
  fn_->addFnAttr(Attribute::UWTable);
  thread_ = fn_->getArg(0);
  args_ = fn_->getArg(2);
  fn_->getArg(0)->setName("thread");
  fn_->getArg(1)->setName("method");
  fn_->getArg(2)->setName("args");
  entry_block_ = BasicBlock::Create(C_, "entry", fn_);
  b_.SetInsertPoint(entry_block_);
  alloca_point_ = cast<Instruction>(b_.CreateAlloca(i64_, nullptr, "result_slot"));
  locals_.assign(m_->max_locals, {});
  stack_.assign(m_->max_stack + 2, nullptr);
  vs_.assign(m_->max_stack + 2, nullptr);
  mem_.assign(m_->max_stack + 2, nullptr);
  lc_.assign(m_->max_locals, {});
}

AllocaInst* Translator::local(int i, Kind k) {
  AllocaInst*& a = locals_[size_t(i)][k];
  if (a == nullptr) {
    static Type* Translator::*const kTypes[] = {&Translator::i32_, &Translator::i64_, &Translator::f32_,
                                                &Translator::f64_, &Translator::i64_};
    IRBuilder<> ab(alloca_point_);
    a = ab.CreateAlloca(this->*kTypes[k], nullptr, "l" + std::to_string(i) + "IJFDA"[k]);
    // Every alloca starts defined (zero): a path the verifier accepts never reads it before a
    // store, but the spill at a call stores each reference local the map names.
    IRBuilder<> zb(entry_block_, std::next(alloca_point_->getIterator()));
    zb.CreateStore(Constant::getNullValue(this->*kTypes[k]), a);
  }
  return a;
}

AllocaInst* Translator::stack(int i) {
  AllocaInst*& a = stack_[size_t(i)];
  if (a == nullptr) {
    IRBuilder<> ab(alloca_point_);
    a = ab.CreateAlloca(i64_, nullptr, "s" + std::to_string(i));
    IRBuilder<> zb(entry_block_, std::next(alloca_point_->getIterator()));
    zb.CreateStore(ci64(0), a);
  }
  return a;
}

BasicBlock* Translator::block_at(int bci) {
  auto it = blocks_.find(bci);
  if (it != blocks_.end()) return it->second;
  BasicBlock* bb = BasicBlock::Create(C_, "b" + std::to_string(bci), fn_);
  blocks_[bci] = bb;
  return bb;
}

/// `v` (a stack value of any of the stack's types) as type `t`, with the untyped slot's
/// encoding in between: ints zero-extended to 64 bits, floats and doubles by their bits.
Value* Translator::convert(Value* v, Type* t) {
  Type* vt = v->getType();
  if (vt == t) return v;
  if (isa<UndefValue>(v)) return PoisonValue::get(t);
  if (vt == f32_ && t == i32_) return b_.CreateBitCast(v, i32_);
  if (vt == i32_ && t == f32_) return b_.CreateBitCast(v, f32_);
  Value* raw = vt == i64_   ? v
               : vt == i32_ ? b_.CreateZExt(v, i64_)
               : vt == f32_ ? b_.CreateZExt(b_.CreateBitCast(v, i32_), i64_)
                            : b_.CreateBitCast(v, i64_);  // f64
  if (t == i64_) return raw;
  if (t == i32_) return b_.CreateTrunc(raw, i32_);
  if (t == f32_) return b_.CreateBitCast(b_.CreateTrunc(raw, i32_), f32_);
  return b_.CreateBitCast(raw, f64_);
}

/// At a block's start: its `depth` live slots come from their allocas (the passes turn the
/// loads into phis of the predecessors' values); nothing above them is live.
void Translator::begin_block(int depth) {
  for (size_t i = 0; i < vs_.size(); i++) {
    vs_[i] = int(i) < depth ? load(i64_, stack(int(i))) : nullptr;
    mem_[i] = vs_[i];
  }
  for (auto& l : lc_) l = {};
}

Value* Translator::get_local(int i, Kind k) {
  Value*& v = lc_[size_t(i)][k];
  if (v == nullptr) {
    static Type* Translator::*const kTypes[] = {&Translator::i32_, &Translator::i64_, &Translator::f32_,
                                                &Translator::f64_, &Translator::i64_};
    v = load(this->*kTypes[k], local(i, k));
  }
  return v;
}

/// Before a branch to another bytecode block: the slots below `depth` whose value is not what
/// their alloca already holds are stored (the upper halves of longs and doubles never are).
void Translator::flush(int depth) {
  for (size_t i = 0; int(i) < depth; i++) {
    Value* v = vs_[i];
    if (v == nullptr || v == mem_[i] || isa<UndefValue>(v)) continue;
    b_.CreateStore(convert(v, i64_), stack(int(i)));
    mem_[i] = v;
  }
}

/// At the start of a join block (the insertion point) entered from `hot`, with the state
/// `hot_state`, and from `cold`, with the current one (a slow path that synced and reloaded
/// the references): a phi for each stack slot whose values differ; a local whose known values
/// differ is read from its alloca again.
void Translator::merge_stack(BasicBlock* hot, const StackState& hot_state, BasicBlock* cold) {
  for (size_t i = 0; i < vs_.size(); i++) {
    Value* h = hot_state.values[i];
    Value* c = vs_[i];
    if (h == c) continue;
    if (h == nullptr || c == nullptr) {  // not live on one side: not live after the join
      vs_[i] = nullptr;
      continue;
    }
    // Only references are reloaded, and they are i64; anything else is converted at the end of
    // its predecessor.
    auto as_raw = [&](Value* v, BasicBlock* pred) -> Value* {
      if (v->getType() == i64_) return v;
      IRBuilder<>::InsertPointGuard g(b_);
      b_.SetInsertPoint(pred->getTerminator());
      return convert(v, i64_);
    };
    PHINode* phi = b_.CreatePHI(i64_, 2);
    phi->addIncoming(as_raw(h, hot), hot);
    phi->addIncoming(as_raw(c, cold), cold);
    vs_[i] = phi;
  }
  // A local the slow path reloaded is read from its alloca again (both paths stored it there).
  for (size_t i = 0; i < lc_.size(); i++)
    for (int k = 0; k < kKinds; k++)
      if (lc_[i][k] != hot_state.locals[i][k]) lc_[i][k] = nullptr;
}

// --- frame ----------------------------------------------------------------------------------

void Translator::sync(int bci, int sp_depth, int top_depth) {
  const auto& L = s_.layout;
  b_.CreateStore(cptr(m_->code.data() + bci), at(frame_, L.frame_pc));
  b_.CreateStore(at(stack_base_, int64_t(sp_depth) * 8), at(frame_, L.frame_sp));
  set_thread_field(L.thread_stack_top, at(stack_base_, int64_t(top_depth) * 8));
  map_->for_each_reference(bci, sp_depth, [&](ReferenceMap::Area area, int index) {
    if (area == ReferenceMap::Area::Local) {
      Value* v = lc_[size_t(index)][KA];
      b_.CreateStore(v != nullptr ? v : load(i64_, local(index, KA)), at(args_, int64_t(index) * 8));
    } else {
      b_.CreateStore(slot(index, i64_), at(stack_base_, int64_t(index) * 8));
    }
  });
}

void Translator::reload(int bci, int sp_depth) {
  map_->for_each_reference(bci, sp_depth, [&](ReferenceMap::Area area, int index) {
    if (area == ReferenceMap::Area::Local) {
      set_local(index, KA, load(i64_, at(args_, int64_t(index) * 8)));
    } else {
      vs_[size_t(index)] = load(i64_, at(stack_base_, int64_t(index) * 8));
    }
  });
}

void Translator::poll(int bci, int depth) {
  LoadInst* p = b_.CreateLoad(i8_, cptr(s_.safepoint_poll));
  p->setAtomic(AtomicOrdering::Monotonic);
  p->setAlignment(Align(1));
  BasicBlock* slow = new_block("poll_slow");
  BasicBlock* cont = new_block("poll_cont");
  BasicBlock* hot = b_.GetInsertBlock();
  const StackState before = save_stack();
  cold_branch(b_.CreateICmpNE(p, ConstantInt::get(i8_, 0)), slow, cont);
  b_.SetInsertPoint(slow);
  sync(bci, depth, depth);
  call(void_, {ptr_}, reinterpret_cast<const void*>(s_.block_at_safepoint), {thread_});
  reload(bci, depth);
  b_.CreateBr(cont);
  b_.SetInsertPoint(cont);
  merge_stack(hot, before, slow);
}

void Translator::check_exception(int bci) {
  Value* pe = thread_field(s_.layout.thread_pending_exception, i64_);
  BasicBlock* cont = new_block("no_exception");
  cold_branch(b_.CreateICmpNE(pe, ci64(0)), dispatch(bci), cont);
  b_.SetInsertPoint(cont);
}

/// The block that handles the exception pending on the thread at `bci`: the method's exception
/// table in order (JVMS §2.10), else unwinding by returning 0 with the exception pending.
BasicBlock* Translator::dispatch(int bci) {
  auto it = dispatch_.find(bci);
  if (it != dispatch_.end()) return it->second;
  IRBuilder<>::InsertPointGuard guard(b_);
  // The operand stack is discarded (the handler starts with the exception alone on it).
  struct Keep {
    Translator& t;
    StackState s;
    ~Keep() { t.restore_stack(s); }
  } keep{*this, save_stack()};
  // Built once for every throwing point at `bci` (and for a failed catch-type resolution of
  // another dispatch): no value of the code that first asked for it may be used here.
  for (auto& v : vs_) v = nullptr;
  for (auto& l : lc_) l = {};
  BasicBlock* bb = BasicBlock::Create(C_, "dispatch" + std::to_string(bci), fn_);
  dispatch_[bci] = bb;
  b_.SetInsertPoint(bb);
  for (const auto& h : code_->exception_table) {
    if (bci < h.start_pc || bci >= h.end_pc || !map_->reachable(h.handler_pc)) continue;
    BasicBlock* handler = new_block("catch");
    if (h.catch_type == 0) {
      b_.CreateBr(handler);
    } else {
      Value* k;
      Value* exc;
      if (cache(h.catch_type).kind_acquire() == CpEntryKind::Class) {
        k = cptr(cache(h.catch_type).klass());
        exc = thread_field(s_.layout.thread_pending_exception, i64_);
      } else {
        // Resolved at run time. Meanwhile the exception waits in the handler's operand-stack
        // slot 0, which the reference map reports at the handler's bci, with the frame synced
        // there; a failed resolution's error replaces it and the search restarts at the handler.
        vs_[0] = thread_field(s_.layout.thread_pending_exception, i64_);
        set_thread_field(s_.layout.thread_pending_exception, ci64(0));
        sync(h.handler_pc, 1, 1);
        k = call(ptr_, {ptr_, ptr_, i32_}, reinterpret_cast<const void*>(s_.resolve_class),
                 {thread_, cptr(m_->holder), ci32(h.catch_type)});
        reload(h.handler_pc, 1);
        BasicBlock* resolved = new_block("catch_resolved");
        Value* failed = b_.CreateICmpNE(thread_field(s_.layout.thread_pending_exception, i64_), ci64(0));
        b_.CreateCondBr(failed, dispatch(h.handler_pc), resolved);
        b_.SetInsertPoint(resolved);
        exc = vs_[0];
        set_thread_field(s_.layout.thread_pending_exception, exc);
      }
      Value* ek = load(ptr_, at(exc, s_.layout.object_klass));
      BasicBlock* slow = new_block("catch_subtype");
      BasicBlock* next = new_block("catch_next");
      b_.CreateCondBr(b_.CreateICmpEQ(ek, k), handler, slow);
      b_.SetInsertPoint(slow);
      Value* sub = call(i32_, {ptr_, ptr_, ptr_}, reinterpret_cast<const void*>(s_.is_subtype_of), {thread_, ek, k});
      b_.CreateCondBr(b_.CreateICmpNE(sub, ci32(0)), handler, next);
      b_.SetInsertPoint(next);
    }
    {
      IRBuilder<>::InsertPointGuard g2(b_);
      b_.SetInsertPoint(handler);
      Value* exc = thread_field(s_.layout.thread_pending_exception, i64_);
      set_thread_field(s_.layout.thread_pending_exception, ci64(0));
      b_.CreateStore(exc, stack(0));
      b_.CreateBr(block_at(h.handler_pc));
    }
    if (h.catch_type == 0) return bb;
  }
  // Not caught here: unwind, releasing a synchronized method's monitor with the exception set
  // aside (the exit of a monitor this frame owns neither allocates nor stops), as the
  // interpreter does.
  if (m_->is_synchronized()) {
    Value* exc = thread_field(s_.layout.thread_pending_exception, i64_);
    set_thread_field(s_.layout.thread_pending_exception, ci64(0));
    call(i32_, {ptr_, i64_}, reinterpret_cast<const void*>(s_.monitor_exit), {thread_, lock_object()});
    set_thread_field(s_.layout.thread_pending_exception, exc);
  }
  set_thread_field(s_.layout.thread_top_frame, saved_frame_);
  set_thread_field(s_.layout.thread_stack_top, saved_top_);
  b_.CreateRet(ci64(0));
  return bb;
}

/// The object a synchronized method locks: the receiver, or the class's mirror (a root the
/// collector updates in place, so loaded at each use).
Value* Translator::lock_object() {
  if (m_->is_static()) return load(i64_, at(cptr(m_->holder), offsetof(Klass, mirror)));
  return get_local(0, KA);
}

void Translator::throw_npe_if_null(Value* ref, int bci) {
  BasicBlock* npe = new_block("npe");
  BasicBlock* ok = new_block("nonnull");
  cold_branch(b_.CreateICmpEQ(ref, ci64(0)), npe, ok);
  b_.SetInsertPoint(npe);
  const StackState keep = save_stack();
  sync(bci, depth_, depth_);
  call(void_, {ptr_, ptr_, i32_}, reinterpret_cast<const void*>(s_.throw_null_pointer), {thread_, cptr(m_), ci32(bci)});
  reload(bci, depth_);
  b_.CreateBr(dispatch(bci));
  restore_stack(keep);
  b_.SetInsertPoint(ok);
}

void Translator::emit_return(Value* result, int bci, int popped) {
  if (m_->is_synchronized()) {
    // The result stays on the operand stack across the exit (a reference result is a root).
    depth_ += popped;
    sync(bci, depth_, depth_);
    call(i32_, {ptr_, i64_}, reinterpret_cast<const void*>(s_.monitor_exit), {thread_, lock_object()});
    reload(bci, depth_);
    check_exception(bci);
    if (popped == 1 && m_->return_type == BasicType::Reference) result = slot(depth_ - 1, i64_);
    depth_ -= popped;
  }
  set_thread_field(s_.layout.thread_top_frame, saved_frame_);
  set_thread_field(s_.layout.thread_stack_top, saved_top_);
  b_.CreateRet(result);
  terminated_ = true;
}

/// A branch from `from_bci` to `target`; a backward one polls first, with the target's state.
void Translator::branch_to(int from_bci, int target) {
  flush(depth_);
  if (target <= from_bci) {
    // The poll's slow path reloads references: stored again after it. The state is this
    // edge's only (a conditional's or switch's back-edge has a block of its own).
    const StackState keep = save_stack();
    poll(target, map_->stack_depth(target));
    flush(depth_);
    b_.CreateBr(block_at(target));
    restore_stack(keep);
    return;
  }
  b_.CreateBr(block_at(target));
}

void Translator::conditional(int bci, Value* cond, int target) {
  const int next = bci + 3;
  flush(depth_);
  BasicBlock* taken;
  if (target <= bci) {
    taken = new_block("backedge");
    IRBuilder<>::InsertPointGuard g(b_);
    b_.SetInsertPoint(taken);
    branch_to(bci, target);
  } else {
    taken = block_at(target);
  }
  b_.CreateCondBr(cond, taken, block_at(next));
  terminated_ = true;
}

// --- heap access ------------------------------------------------------------------------------

Value* Translator::load_ref(Value* addr, bool is_volatile) {
  LoadInst* v = b_.CreateLoad(i64_, addr);
  v->setAtomic(is_volatile ? AtomicOrdering::SequentiallyConsistent : AtomicOrdering::Unordered);
  v->setAlignment(Align(8));
  Value* mask = load_unordered(i64_, cptr(s_.bad_mask), 8);
  Value* stripped = b_.CreateLShr(v, s_.layout.color_bits);
  BasicBlock* here = b_.GetInsertBlock();
  BasicBlock* slow = new_block("barrier_slow");
  BasicBlock* cont = new_block("barrier_cont");
  cold_branch(b_.CreateICmpNE(b_.CreateAnd(v, mask), ci64(0)), slow, cont);
  b_.SetInsertPoint(slow);
  Value* healed = call(i64_, {ptr_, ptr_, i64_}, reinterpret_cast<const void*>(s_.load_barrier_slow), {thread_, addr, v});
  b_.CreateBr(cont);
  b_.SetInsertPoint(cont);
  PHINode* phi = b_.CreatePHI(i64_, 2);
  phi->addIncoming(stripped, here);
  phi->addIncoming(healed, slow);
  return phi;
}

void Translator::store_ref(Value* addr, Value* raw, bool is_volatile) {
  Value* good = load_unordered(i64_, cptr(s_.good_color), 8);
  Value* colored = b_.CreateOr(b_.CreateShl(raw, s_.layout.color_bits), good);
  Value* v = b_.CreateSelect(b_.CreateICmpEQ(raw, ci64(0)), ci64(0), colored);
  StoreInst* st = b_.CreateStore(v, addr);
  st->setAtomic(is_volatile ? AtomicOrdering::SequentiallyConsistent : AtomicOrdering::Unordered);
  st->setAlignment(Align(8));
  if (is_volatile) b_.CreateFence(AtomicOrdering::SequentiallyConsistent);
}

/// A field or array element of descriptor type `type` (B C D F I J S Z, or L/[ for references)
/// at `addr`, as the kind pushed on the operand stack.
Value* Translator::load_typed(char type, Value* addr, bool is_volatile) {
  if (type == 'L' || type == '[') return load_ref(addr, is_volatile);
  Type* t;
  unsigned size;
  switch (type) {
    case 'B': case 'Z': t = i8_; size = 1; break;
    case 'C': case 'S': t = i16_; size = 2; break;
    case 'I': t = i32_; size = 4; break;
    case 'F': t = f32_; size = 4; break;
    case 'J': t = i64_; size = 8; break;
    default: t = f64_; size = 8; break;
  }
  LoadInst* l = b_.CreateLoad(t, addr);
  l->setAlignment(Align(size));
  if (is_volatile) l->setAtomic(AtomicOrdering::SequentiallyConsistent);
  switch (type) {
    case 'B': case 'Z': case 'S': return b_.CreateSExt(l, i32_);
    case 'C': return b_.CreateZExt(l, i32_);
    default: return l;
  }
}

void Translator::store_typed(char type, Value* addr, Value* v, bool is_volatile) {
  if (type == 'L' || type == '[') return store_ref(addr, v, is_volatile);
  unsigned size;
  switch (type) {
    case 'Z': v = b_.CreateTrunc(b_.CreateAnd(v, ci32(1)), i8_); size = 1; break;
    case 'B': v = b_.CreateTrunc(v, i8_); size = 1; break;
    case 'C': case 'S': v = b_.CreateTrunc(v, i16_); size = 2; break;
    case 'I': case 'F': size = 4; break;
    default: size = 8; break;
  }
  StoreInst* st = b_.CreateStore(v, addr);
  st->setAlignment(Align(size));
  if (is_volatile) st->setAtomic(AtomicOrdering::SequentiallyConsistent);
}

Value* Translator::pop_typed(char kind) {
  switch (kind) {
    case 'J': return pop_j();
    case 'F': return pop_f();
    case 'D': return pop_d();
    case 'A': return pop_a();
    default: return pop_i();
  }
}

void Translator::push_typed(char kind, Value* v) {
  switch (kind) {
    case 'J': push_j(v); break;
    case 'F': push_f(v); break;
    case 'D': push_d(v); break;
    case 'A': push_a(v); break;
    default: push_i(v); break;
  }
}

// --- fields -------------------------------------------------------------------------------------

bool Translator::field_access(int bci, uint8_t op, uint16_t index) {
  const bool is_static = op == GETSTATIC || op == PUTSTATIC;
  const bool is_get = op == GETFIELD || op == GETSTATIC;
  const std::string& desc = member_descriptor(index);
  const char type = desc[0];
  const char kind = descriptor_kind(type);
  const int value_slots = (kind == 'J' || kind == 'D') ? 2 : 1;
  CpCacheEntry& e = cache(index);
  const CpEntryKind k = e.kind_acquire();
  Value* addr = nullptr;
  bool is_volatile = false;
  // Static field: 64-bit slot storage, values normalized (access.hpp).
  auto static_load = [&](Value* slot, bool vol) -> Value* {
    if (type == 'L' || type == '[') return load_ref(slot, vol);
    LoadInst* l = b_.CreateLoad(i64_, slot);
    l->setAlignment(Align(8));
    if (vol) l->setAtomic(AtomicOrdering::SequentiallyConsistent);
    switch (kind) {
      case 'J': return l;
      case 'D': return b_.CreateBitCast(l, f64_);
      case 'F': return b_.CreateBitCast(b_.CreateTrunc(l, i32_), f32_);
      default: return b_.CreateTrunc(l, i32_);
    }
  };
  auto static_store = [&](Value* slot, Value* v, bool vol) {
    if (type == 'L' || type == '[') return store_ref(slot, v, vol);
    Value* raw;
    switch (type) {
      case 'Z': raw = b_.CreateZExt(b_.CreateAnd(v, ci32(1)), i64_); break;
      case 'B': raw = b_.CreateZExt(b_.CreateSExt(b_.CreateTrunc(v, i8_), i32_), i64_); break;
      case 'C': raw = b_.CreateZExt(b_.CreateTrunc(v, i16_), i64_); break;
      case 'S': raw = b_.CreateZExt(b_.CreateSExt(b_.CreateTrunc(v, i16_), i32_), i64_); break;
      case 'I': raw = b_.CreateZExt(v, i64_); break;
      case 'F': raw = b_.CreateZExt(b_.CreateBitCast(v, i32_), i64_); break;
      case 'D': raw = b_.CreateBitCast(v, i64_); break;
      default: raw = v; break;
    }
    StoreInst* st = b_.CreateStore(raw, slot);
    st->setAlignment(Align(8));
    if (vol) st->setAtomic(AtomicOrdering::SequentiallyConsistent);
  };

  if (is_static) {
    Field* f = k == CpEntryKind::StaticField ? e.field() : nullptr;
    if (f != nullptr && f->holder->is_initialized()) {
      addr = cptr(e.static_slot());
      is_volatile = e.is_volatile();
    } else {
      // Resolve (and initialize the holder) at run time, on every execution: accesses are
      // seq_cst, so a volatile field is covered.
      const int d = depth_;
      sync(bci, d, d);
      Value* field = call(ptr_, {ptr_, ptr_, i32_, i32_}, reinterpret_cast<const void*>(s_.resolve_field),
                          {thread_, cptr(m_->holder), ci32(index), ci32(1)});
      reload(bci, d);
      check_exception(bci);
      Value* holder = load(ptr_, at(field, offsetof(Field, holder)));
      LoadInst* st = b_.CreateLoad(i8_, at(holder, offsetof(Klass, init_state)));
      st->setAtomic(AtomicOrdering::Acquire);
      st->setAlignment(Align(1));
      BasicBlock* init = new_block("clinit");
      BasicBlock* done = new_block("initialized");
      BasicBlock* hot = b_.GetInsertBlock();
      const StackState before = save_stack();
      b_.CreateCondBr(b_.CreateICmpEQ(st, ConstantInt::get(i8_, uint64_t(InitState::Initialized))), done, init);
      b_.SetInsertPoint(init);
      sync(bci, d, d);
      call(i32_, {ptr_, ptr_}, reinterpret_cast<const void*>(s_.initialize_class), {thread_, holder});
      reload(bci, d);
      check_exception(bci);
      BasicBlock* init_end = b_.GetInsertBlock();
      b_.CreateBr(done);
      b_.SetInsertPoint(done);
      merge_stack(hot, before, init_end);
      Value* statics = load(ptr_, at(holder, offsetof(Klass, statics)));
      Value* off = b_.CreateZExt(load(i32_, at(field, offsetof(Field, offset))), i64_);
      addr = at(statics, b_.CreateShl(off, 3));
      is_volatile = true;
    }
    if (is_get) {
      push_typed(kind, static_load(addr, is_volatile));
    } else {
      Value* v = pop_typed(kind);
      static_store(addr, v, is_volatile);
    }
    return true;
  }

  // Instance field.
  Value* offset;
  if (k == CpEntryKind::InstanceField) {
    offset = ci64(e.field_offset());
    is_volatile = e.is_volatile();
  } else {
    const int d = depth_;
    sync(bci, d, d);
    Value* field = call(ptr_, {ptr_, ptr_, i32_, i32_}, reinterpret_cast<const void*>(s_.resolve_field),
                        {thread_, cptr(m_->holder), ci32(index), ci32(0)});
    reload(bci, d);
    check_exception(bci);
    offset = b_.CreateZExt(load(i32_, at(field, offsetof(Field, offset))), i64_);
    is_volatile = true;
  }
  if (is_get) {
    Value* obj = peek_a(0);
    throw_npe_if_null(obj, bci);
    pop_raw();
    push_typed(kind, load_typed(type, at(obj, offset), is_volatile));
  } else {
    Value* obj = peek_a(value_slots);
    throw_npe_if_null(obj, bci);
    Value* v = pop_typed(kind);
    pop_raw();
    store_typed(type, at(obj, offset), v, is_volatile);
  }
  return true;
}

// --- calls --------------------------------------------------------------------------------------

bool Translator::invoke(int bci, uint8_t op, uint16_t index) {
  const std::string& desc = member_descriptor(index);
  char ret, ret_char;
  const std::vector<char> params = parse_descriptor(desc, &ret, &ret_char);
  const bool has_receiver = op != INVOKESTATIC;
  int arg_slots = has_receiver ? 1 : 0;
  for (char p : params) arg_slots += (p == 'J' || p == 'D') ? 2 : 1;
  const int base = depth_ - arg_slots;  // stack index of the first argument
  const int kind = op == INVOKEVIRTUAL ? 0 : op == INVOKESPECIAL ? 1 : op == INVOKESTATIC ? 2 : 3;
  auto receiver = [&]() { return slot(base, i64_); };  // re-read after each safepoint
  auto receiver_klass = [&]() { return load(ptr_, at(receiver(), s_.layout.object_klass)); };
  auto vtable_at = [&](Value* klass, Value* vindex) {
    Value* vt = load(ptr_, at(klass, offsetof(Klass, vtable)));
    return load(ptr_, at(vt, b_.CreateShl(vindex, 3)));
  };
  // Slow paths before the call keep the arguments on this frame's operand stack (synced with
  // sp above them, as the interpreter's SYNC), so references among them are roots.
  auto select = [&](Value* rk, Value* im) -> Value* {
    sync(bci, depth_, depth_);
    Value* sel = call(ptr_, {ptr_, ptr_, ptr_}, reinterpret_cast<const void*>(s_.select_interface_method),
                      {thread_, rk, im});
    reload(bci, depth_);
    check_exception(bci);
    return sel;
  };

  CpCacheEntry& e = cache(index);
  const CpEntryKind k = e.kind_acquire();
  Method* direct = k == CpEntryKind::DirectCall ? e.method() : nullptr;
  // A constant shared by instructions that link differently (javac's `super.m()` and `x.m()`)
  // has the other instruction's link: only a direct call that this instruction would make too.
  if (direct != nullptr) {
    const bool ok = op == INVOKESTATIC ? direct->is_static()
                    : op == INVOKEVIRTUAL ? (!direct->is_static() &&
                                             (direct->is_private() || (direct->access & classfile::acc::FINAL) ||
                                              (direct->holder->access & classfile::acc::FINAL)))
                    : op == INVOKEINTERFACE ? direct->is_private()
                                            : !direct->is_static();
    if (!ok) direct = nullptr;
  }
  if (op == INVOKESTATIC && direct != nullptr && !direct->holder->is_initialized()) direct = nullptr;

  Value* callee = nullptr;
  if (direct != nullptr) {
    if (has_receiver) throw_npe_if_null(receiver(), bci);
    if (op == INVOKESTATIC && try_intrinsic(direct, base)) return true;
    if (try_inline(direct, base, has_receiver)) return true;
    callee = cptr(direct);
  } else if (k == CpEntryKind::VtableCall && op == INVOKEVIRTUAL) {
    throw_npe_if_null(receiver(), bci);
    callee = vtable_at(receiver_klass(), ci64(e.vtable_index()));
  } else if (k == CpEntryKind::InterfaceCall && op == INVOKEINTERFACE) {
    throw_npe_if_null(receiver(), bci);
    Method* im = e.method();
    Value* rk = receiver_klass();
    Value* ic = load(ptr_, at(cptr(&e), offsetof(CpCacheEntry, f2)));
    BasicBlock* probe = new_block("ic_probe");
    BasicBlock* hit = new_block("ic_hit");
    BasicBlock* miss = new_block("ic_miss");
    BasicBlock* done = new_block("ic_done");
    const StackState before = save_stack();  // hit's state (the probe changes nothing)
    b_.CreateCondBr(b_.CreateIsNull(ic), miss, probe);
    b_.SetInsertPoint(probe);
    b_.CreateCondBr(b_.CreateICmpEQ(load(ptr_, at(ic, offsetof(IcPair, klass))), rk), hit, miss);
    b_.SetInsertPoint(hit);
    Value* target = load(ptr_, at(ic, offsetof(IcPair, target)));
    b_.CreateBr(done);
    b_.SetInsertPoint(miss);
    Value* sel = select(rk, cptr(im));
    BasicBlock* miss_end = b_.GetInsertBlock();
    b_.CreateBr(done);
    b_.SetInsertPoint(done);
    merge_stack(hit, before, miss_end);
    PHINode* phi = b_.CreatePHI(ptr_, 2);
    phi->addIncoming(target, hit);
    phi->addIncoming(sel, miss_end);
    callee = phi;
  } else {
    // Linked at run time on every execution (the entry is still free, or this instruction links
    // differently from the one that filled it), then selected for the receiver.
    sync(bci, depth_, depth_);
    Value* resolved = call(ptr_, {ptr_, ptr_, i32_, i32_}, reinterpret_cast<const void*>(s_.resolve_method),
                           {thread_, cptr(m_), ci32(index), ci32(kind)});
    reload(bci, depth_);
    check_exception(bci);
    if (has_receiver) throw_npe_if_null(receiver(), bci);
    if (kind == 1 || kind == 2) {
      callee = resolved;
    } else {
      callee = select(receiver_klass(), resolved);  // select_for_receiver: vtable, itable, private
    }
  }

  // The call: the arguments in their frame slots (they become the callee's locals), the frame
  // synced with sp below them and stack_top just above them.
  {
    int arg = base;
    auto put = [&](int i) { b_.CreateStore(slot(i, i64_), at(stack_base_, int64_t(i) * 8)); };
    if (has_receiver) put(arg++);
    for (char p : params) {
      put(arg);
      arg += (p == 'J' || p == 'D') ? 2 : 1;
    }
  }
  sync(bci, base, depth_);
  LoadInst* entry_fn = b_.CreateLoad(ptr_, at(callee, s_.layout.method_entry));
  entry_fn->setAtomic(AtomicOrdering::Monotonic);
  entry_fn->setAlignment(Align(8));
  FunctionType* ft = FunctionType::get(i64_, {ptr_, ptr_, ptr_}, false);
  Value* r = b_.CreateCall(ft, entry_fn, {thread_, callee, at(stack_base_, int64_t(base) * 8)});
  set_thread_field(s_.layout.thread_stack_top, at(stack_base_, int64_t(m_->max_stack) * 8));
  depth_ = base;
  reload(bci, base);
  check_exception(bci);
  switch (ret) {
    case 'V': break;
    case 'J': push_j(r); break;
    case 'D': push_d(b_.CreateBitCast(r, f64_)); break;
    case 'A': push_a(r); break;
    case 'F': push_f(b_.CreateBitCast(b_.CreateTrunc(r, i32_), f32_)); break;
    default: push_i(b_.CreateTrunc(r, i32_)); break;
  }
  return true;
}

/// Inlines a call of `callee` (statically bound, receiver already null-checked) when its
/// bytecode is straight-line code that cannot reach a safepoint or throw: loads of its
/// parameters, constants, getfield/putfield of resolved non-volatile fields of its receiver,
/// calls of empty methods (Object.<init>), and a return. So accessors, setters and the
/// constructors that only store their arguments become a few loads and stores, with no frame.
/// Returns false (nothing emitted) for anything else. The arguments are the operand-stack
/// slots [base, depth_); on success they are replaced by the result.
/// Static methods of java.lang.Math and StrictMath that become one IR operation instead of a
/// call, as C1's intrinsics (HotSpot vmIntrinsics.hpp: _dsqrt, _iabs, _min, _max...): sqrt(D)
/// as llvm.sqrt (IEEE 754's correctly rounded square root, which Math.sqrt specifies; no
/// fast-math flags), abs/min/max of int and long as selects and llvm.smin/smax (Java's
/// two's-complement results, abs(MIN_VALUE) is MIN_VALUE). The callee is the resolved,
/// initialized method, so skipping its body skips nothing observable. Returns false (and
/// emits nothing) for any other method.
bool Translator::try_intrinsic(Method* callee, int base) {
  if (callee->holder == nullptr) return false;
  const std::string& holder = callee->holder->name;
  if (holder != "java/lang/Math" && holder != "java/lang/StrictMath") return false;
  const std::string& name = callee->name;
  const std::string& desc = callee->descriptor;
  auto arg_i = [&](int k) { return slot(base + k, i32_); };
  auto arg_j = [&](int k) { return slot(base + k, i64_); };
  Value* r = nullptr;
  char kind = 0;
  if (name == "sqrt" && desc == "(D)D") {
    Value* x = slot(base, f64_);
    r = b_.CreateIntrinsic(Intrinsic::sqrt, {f64_}, {x});
    kind = 'D';
  } else if (name == "abs" && desc == "(I)I") {
    Value* x = arg_i(0);
    r = b_.CreateSelect(b_.CreateICmpSLT(x, ci32(0)), b_.CreateSub(ci32(0), x), x);
    kind = 'I';
  } else if (name == "abs" && desc == "(J)J") {
    Value* x = arg_j(0);
    r = b_.CreateSelect(b_.CreateICmpSLT(x, ci64(0)), b_.CreateSub(ci64(0), x), x);
    kind = 'J';
  } else if ((name == "min" || name == "max") && desc == "(II)I") {
    r = b_.CreateIntrinsic(name == "min" ? Intrinsic::smin : Intrinsic::smax, {i32_}, {arg_i(0), arg_i(1)});
    kind = 'I';
  } else if ((name == "min" || name == "max") && desc == "(JJ)J") {
    r = b_.CreateIntrinsic(name == "min" ? Intrinsic::smin : Intrinsic::smax, {i64_}, {arg_j(0), arg_j(2)});
    kind = 'J';
  } else {
    return false;
  }
  depth_ = base;
  switch (kind) {
    case 'I': push_i(r); break;
    case 'J': push_j(r); break;
    default: push_d(r); break;
  }
  inlined_++;
  return true;
}

bool Translator::try_inline(Method* callee, int base, bool has_receiver) {
  if (callee->is_synchronized() || callee->is_native() || callee->is_abstract()) return false;
  if (callee->info == nullptr || !callee->info->code) return false;
  const classfile::Code& cc = *callee->info->code;
  if (cc.code.size() > 48 || !cc.exception_table.empty() || !callee->holder->class_file) return false;
  const classfile::ClassFile& ccf = *callee->holder->class_file;
  auto empty_method = [](Method* m) {
    return m != nullptr && !m->is_native() && !m->is_synchronized() && m->info != nullptr && m->info->code &&
           m->info->code->code.size() == 1 && m->info->code->code[0] == RETURN;
  };
  const uint8_t* code = cc.code.data();
  const int n = int(cc.code.size());
  // Two passes: a dry run that only checks the instructions and the operand stack (no IR), then
  // the emitting one, with the callee's locals and stack as raw i64 values. A value is known non-null when
  // it is the receiver (checked by the caller).
  auto run = [&](bool emit) -> bool {
    std::vector<Value*> locals(callee->max_locals, nullptr);
    std::vector<bool> nonnull_local(callee->max_locals, false);
    std::vector<bool> defined(callee->max_locals, false);
    for (int i = base; i < depth_ && size_t(i - base) < locals.size(); i++) {
      defined[size_t(i - base)] = true;
      if (emit) locals[size_t(i - base)] = slot(i, i64_);
    }
    if (has_receiver && !nonnull_local.empty()) nonnull_local[0] = true;
    struct V { Value* v; bool nonnull; };
    std::vector<V> st;
    auto load_local = [&](int i, int slots) {
      if (size_t(i) >= locals.size() || !defined[size_t(i)]) return false;
      st.push_back({locals[size_t(i)], nonnull_local[size_t(i)]});
      if (slots == 2) st.push_back({nullptr, false});
      return true;
    };
    for (int pc = 0; pc < n;) {
      const uint8_t op = code[pc];
      switch (op) {
        case ALOAD_0: case ALOAD_1: case ALOAD_2: case ALOAD_3: if (!load_local(op - ALOAD_0, 1)) return false; pc++; continue;
        case ILOAD_0: case ILOAD_1: case ILOAD_2: case ILOAD_3: if (!load_local(op - ILOAD_0, 1)) return false; pc++; continue;
        case FLOAD_0: case FLOAD_1: case FLOAD_2: case FLOAD_3: if (!load_local(op - FLOAD_0, 1)) return false; pc++; continue;
        case LLOAD_0: case LLOAD_1: case LLOAD_2: case LLOAD_3: if (!load_local(op - LLOAD_0, 2)) return false; pc++; continue;
        case DLOAD_0: case DLOAD_1: case DLOAD_2: case DLOAD_3: if (!load_local(op - DLOAD_0, 2)) return false; pc++; continue;
        case ILOAD: case FLOAD: case ALOAD: if (!load_local(code[pc + 1], 1)) return false; pc += 2; continue;
        case LLOAD: case DLOAD: if (!load_local(code[pc + 1], 2)) return false; pc += 2; continue;
        case ACONST_NULL: st.push_back({emit ? ci64(0) : nullptr, false}); pc++; continue;
        case ICONST_M1: case ICONST_0: case ICONST_1: case ICONST_2: case ICONST_3: case ICONST_4: case ICONST_5:
          st.push_back({emit ? ci64(uint32_t(int(op) - ICONST_0)) : nullptr, false});
          pc++;
          continue;
        case INVOKESPECIAL: {
          // An empty method: pops its receiver, which must be known non-null.
          const CpCacheEntry& e = callee->holder->cp_cache[read_u2(code + pc + 1)];
          if (e.kind_acquire() != CpEntryKind::DirectCall || !empty_method(e.method())) return false;
          if (e.method()->arg_slots != 1 || st.empty() || !st.back().nonnull) return false;
          st.pop_back();
          pc += 3;
          continue;
        }
        case GETFIELD: case PUTFIELD: {
          const uint16_t idx = read_u2(code + pc + 1);
          const CpCacheEntry& e = callee->holder->cp_cache[idx];
          if (e.kind_acquire() != CpEntryKind::InstanceField || e.is_volatile()) return false;
          const char type = ccf.constant_pool[ccf.constant_pool[ccf.constant_pool[idx].index2].index2].utf8[0];
          const char kind = descriptor_kind(type);
          const size_t vs = (kind == 'J' || kind == 'D') ? 2 : 1;
          if (op == GETFIELD) {
            if (st.empty() || !st.back().nonnull) return false;
            Value* obj = st.back().v;
            st.pop_back();
            Value* raw = nullptr;
            if (emit) {
              Value* v = load_typed(type, at(obj, int64_t(e.field_offset())), false);
              switch (kind) {
                case 'J': case 'A': raw = v; break;
                case 'D': raw = b_.CreateBitCast(v, i64_); break;
                case 'F': raw = b_.CreateZExt(b_.CreateBitCast(v, i32_), i64_); break;
                default: raw = b_.CreateZExt(v, i64_); break;
              }
            }
            st.push_back({raw, false});
            if (vs == 2) st.push_back({nullptr, false});
          } else {
            if (st.size() < 1 + vs || !st[st.size() - 1 - vs].nonnull) return false;
            Value* raw = st[st.size() - vs].v;
            Value* obj = st[st.size() - 1 - vs].v;
            st.resize(st.size() - 1 - vs);
            if (emit) {
              Value* v;
              switch (kind) {
                case 'J': case 'A': v = raw; break;
                case 'D': v = b_.CreateBitCast(raw, f64_); break;
                case 'F': v = b_.CreateBitCast(b_.CreateTrunc(raw, i32_), f32_); break;
                default: v = b_.CreateTrunc(raw, i32_); break;
              }
              store_typed(type, at(obj, int64_t(e.field_offset())), v, false);
            }
          }
          pc += 3;
          continue;
        }
        case BIPUSH: st.push_back({emit ? ci64(uint32_t(int32_t(int8_t(code[pc + 1])))) : nullptr, false}); pc += 2; continue;
        case SIPUSH: st.push_back({emit ? ci64(uint32_t(int32_t(read_s2(code + pc + 1)))) : nullptr, false}); pc += 3; continue;
        case DCONST_0: case DCONST_1: case LCONST_0: case LCONST_1: {
          const bool d = op == DCONST_0 || op == DCONST_1;
          const int k = d ? op - DCONST_0 : op - LCONST_0;
          Value* v = nullptr;
          if (emit) v = d ? b_.CreateBitCast(ConstantFP::get(f64_, double(k)), i64_) : ci64(k);
          st.push_back({v, false});
          st.push_back({nullptr, false});
          pc++;
          continue;
        }
        case LDC2_W: {
          const auto& e = ccf.constant_pool[read_u2(code + pc + 1)];
          st.push_back({emit ? ci64(int64_t(e.bits)) : nullptr, false});
          st.push_back({nullptr, false});
          pc += 3;
          continue;
        }
        case ISTORE_0: case ISTORE_1: case ISTORE_2: case ISTORE_3: case FSTORE_0: case FSTORE_1:
        case FSTORE_2: case FSTORE_3: case LSTORE_0: case LSTORE_1: case LSTORE_2: case LSTORE_3:
        case DSTORE_0: case DSTORE_1: case DSTORE_2: case DSTORE_3: case ISTORE: case FSTORE: case LSTORE:
        case DSTORE: {
          const bool two = (op >= LSTORE_0 && op <= LSTORE_3) || (op >= DSTORE_0 && op <= DSTORE_3) ||
                           op == LSTORE || op == DSTORE;
          int idx;
          if (op == ISTORE || op == FSTORE || op == LSTORE || op == DSTORE) idx = code[pc + 1];
          else if (op >= DSTORE_0) idx = op - DSTORE_0;
          else if (op >= LSTORE_0) idx = op - LSTORE_0;
          else if (op >= FSTORE_0) idx = op - FSTORE_0;
          else idx = op - ISTORE_0;
          const size_t vs = two ? 2 : 1;
          if (st.size() < vs || size_t(idx) + vs > locals.size()) return false;
          locals[size_t(idx)] = st[st.size() - vs].v;
          defined[size_t(idx)] = true;
          nonnull_local[size_t(idx)] = false;
          st.resize(st.size() - vs);
          pc += (op == ISTORE || op == FSTORE || op == LSTORE || op == DSTORE) ? 2 : 1;
          continue;
        }
        case IADD: case ISUB: case IMUL: case IAND: case IOR: case IXOR: case ISHL: case ISHR: case IUSHR: {
          if (st.size() < 2) return false;
          Value* r = nullptr;
          if (emit) {
            Value* y = b_.CreateTrunc(st[st.size() - 1].v, i32_);
            Value* x = b_.CreateTrunc(st[st.size() - 2].v, i32_);
            switch (op) {
              case IADD: r = b_.CreateAdd(x, y); break;
              case ISUB: r = b_.CreateSub(x, y); break;
              case IMUL: r = b_.CreateMul(x, y); break;
              case IAND: r = b_.CreateAnd(x, y); break;
              case IOR: r = b_.CreateOr(x, y); break;
              case IXOR: r = b_.CreateXor(x, y); break;
              case ISHL: r = b_.CreateShl(x, b_.CreateAnd(y, ci32(31))); break;
              case ISHR: r = b_.CreateAShr(x, b_.CreateAnd(y, ci32(31))); break;
              default: r = b_.CreateLShr(x, b_.CreateAnd(y, ci32(31))); break;
            }
            r = b_.CreateZExt(r, i64_);
          }
          st.resize(st.size() - 2);
          st.push_back({r, false});
          pc++;
          continue;
        }
        case DADD: case DSUB: case DMUL: case DDIV: case LADD: case LSUB: case LMUL: {
          if (st.size() < 4) return false;
          Value* r = nullptr;
          if (emit) {
            Value* y = st[st.size() - 2].v;
            Value* x = st[st.size() - 4].v;
            if (op == LADD || op == LSUB || op == LMUL) {
              r = op == LADD ? b_.CreateAdd(x, y) : op == LSUB ? b_.CreateSub(x, y) : b_.CreateMul(x, y);
            } else {
              Value* dx = b_.CreateBitCast(x, f64_);
              Value* dy = b_.CreateBitCast(y, f64_);
              Value* d = op == DADD ? b_.CreateFAdd(dx, dy) : op == DSUB ? b_.CreateFSub(dx, dy)
                         : op == DMUL ? b_.CreateFMul(dx, dy) : b_.CreateFDiv(dx, dy);
              r = b_.CreateBitCast(d, i64_);
            }
          }
          st.resize(st.size() - 4);
          st.push_back({r, false});
          st.push_back({nullptr, false});
          pc++;
          continue;
        }
        case I2D: case I2L: {
          if (st.empty()) return false;
          Value* r = nullptr;
          if (emit) {
            Value* x = b_.CreateTrunc(st.back().v, i32_);
            r = op == I2L ? b_.CreateSExt(x, i64_) : b_.CreateBitCast(b_.CreateSIToFP(x, f64_), i64_);
          }
          st.pop_back();
          st.push_back({r, false});
          st.push_back({nullptr, false});
          pc++;
          continue;
        }
        case L2I: {
          if (st.size() < 2) return false;
          Value* r = emit ? b_.CreateAnd(st[st.size() - 2].v, ci64(0xffffffff)) : nullptr;
          st.resize(st.size() - 2);
          st.push_back({r, false});
          pc++;
          continue;
        }
        case IRETURN: case LRETURN: case FRETURN: case DRETURN: case ARETURN: case RETURN: {  // at the end
          if (pc + 1 != n) return false;
          const size_t vs = op == RETURN ? 0 : (op == LRETURN || op == DRETURN) ? 2 : 1;
          if (st.size() < vs) return false;
          if (!emit) return true;
          depth_ = base;
          inlined_++;
          if (vs == 0) return true;
          Value* r = st[st.size() - vs].v;
          if (op == IRETURN) {
            Value* v = b_.CreateTrunc(r, i32_);
            switch (callee->return_type) {
              case BasicType::Boolean: v = b_.CreateAnd(v, ci32(1)); break;
              case BasicType::Byte: v = b_.CreateSExt(b_.CreateTrunc(v, i8_), i32_); break;
              case BasicType::Char: v = b_.CreateZExt(b_.CreateTrunc(v, i16_), i32_); break;
              case BasicType::Short: v = b_.CreateSExt(b_.CreateTrunc(v, i16_), i32_); break;
              default: break;
            }
            r = b_.CreateZExt(v, i64_);
          }
          if (vs == 2) push_j(r); else push_raw(r);
          return true;
        }
        default: return false;
      }
    }
    return false;
  };
  return run(false) && run(true);
}

bool Translator::invokedynamic(int bci, uint16_t index) {
  const std::string& desc = utf8(cp(cp(index).index2).index2);
  char ret, ret_char;
  const std::vector<char> params = parse_descriptor(desc, &ret, &ret_char);
  if (ret == 'J' || ret == 'D') return refuse("not yet supported: invokedynamic of a two-slot result");
  int arg_slots = 0;
  for (char p : params) arg_slots += (p == 'J' || p == 'D') ? 2 : 1;
  const int base = depth_ - arg_slots;
  for (int i = base; i < depth_; i++) b_.CreateStore(slot(i, i64_), at(stack_base_, int64_t(i) * 8));
  CpCacheEntry& e = cache(index);
  Value* site;
  if (e.kind_acquire() == CpEntryKind::CallSite) {
    site = cptr(e.call_site());
  } else {
    sync(bci, depth_, depth_);
    Value* slots = alloca_point_;  // any i64 alloca will do for the unused count
    site = call(ptr_, {ptr_, ptr_, i32_, ptr_}, reinterpret_cast<const void*>(s_.resolve_call_site),
                {thread_, cptr(m_->holder), ci32(index), slots});
    reload(bci, depth_);
    check_exception(bci);
  }
  // The call site's arguments are roots while it runs: sp stays above them (the interpreter's
  // SYNC), so the map reports the references among them.
  sync(bci, depth_, depth_);
  call(i32_, {ptr_, ptr_, ptr_, ptr_}, reinterpret_cast<const void*>(s_.run_call_site),
       {thread_, site, at(stack_base_, int64_t(base) * 8), alloca_point_});
  Value* r = load(i64_, alloca_point_);
  reload(bci, depth_);
  check_exception(bci);
  depth_ = base;
  if (ret != 'V') push_raw(r);
  return true;
}

// --- classes and allocation -----------------------------------------------------------------------

/// The class of constant `index` as a Klass* value: a constant when the cache entry is resolved,
/// else resolved at run time (may throw: the frame is synced with `depth` stack slots).
Value* Translator::resolve_class(int bci, uint16_t index, int depth) {
  CpCacheEntry& e = cache(index);
  if (e.kind_acquire() == CpEntryKind::Class) return cptr(e.klass());
  sync(bci, depth, depth);
  Value* k = call(ptr_, {ptr_, ptr_, i32_}, reinterpret_cast<const void*>(s_.resolve_class),
                  {thread_, cptr(m_->holder), ci32(index)});
  reload(bci, depth);
  check_exception(bci);
  return k;
}

bool Translator::new_instance(int bci, uint16_t index) {
  CpCacheEntry& e = cache(index);
  Klass* known = e.kind_acquire() == CpEntryKind::Class ? e.klass() : nullptr;
  const int d = depth_;
  if (known != nullptr && known->is_initialized() && !known->is_interface() &&
      !(known->access & classfile::acc::ABSTRACT) && !known->is_array) {
    Value* result;
    if (!(req_.options & kNoInlineAllocation) && known->instance_size <= 64 * 1024 / 8) {
      // TLAB bump (gc::Heap::allocate's fast path): the memory is zeroed, the mark word 0.
      const uint64_t size = (uint64_t(known->instance_size) + 7) & ~uint64_t(7);
      Value* top = thread_field(s_.layout.thread_tlab_top, i64_);
      Value* end = thread_field(s_.layout.thread_tlab_end, i64_);
      Value* new_top = b_.CreateAdd(top, ci64(int64_t(size)));
      BasicBlock* fast = new_block("tlab");
      BasicBlock* slow = new_block("new_slow");
      BasicBlock* done = new_block("allocated");
      const StackState before = save_stack();
      b_.CreateCondBr(b_.CreateICmpULE(new_top, end), fast, slow, MDBuilder(C_).createBranchWeights(2000, 1));
      b_.SetInsertPoint(fast);
      set_thread_field(s_.layout.thread_tlab_top, new_top);
      b_.CreateStore(cptr(known), at(top, s_.layout.object_klass));
      b_.CreateBr(done);
      b_.SetInsertPoint(slow);
      sync(bci, d, d);
      Value* o = call(ptr_, {ptr_, ptr_}, reinterpret_cast<const void*>(s_.new_instance), {thread_, cptr(known)});
      reload(bci, d);
      check_exception(bci);
      Value* oi = b_.CreatePtrToInt(o, i64_);
      BasicBlock* slow_end = b_.GetInsertBlock();
      b_.CreateBr(done);
      b_.SetInsertPoint(done);
      merge_stack(fast, before, slow_end);
      PHINode* phi = b_.CreatePHI(i64_, 2);
      phi->addIncoming(top, fast);
      phi->addIncoming(oi, slow_end);
      result = phi;
    } else {
      sync(bci, d, d);
      Value* o = call(ptr_, {ptr_, ptr_}, reinterpret_cast<const void*>(s_.new_instance), {thread_, cptr(known)});
      reload(bci, d);
      check_exception(bci);
      result = b_.CreatePtrToInt(o, i64_);
    }
    push_a(result);
    return true;
  }
  // Resolved, checked and initialized at run time.
  Value* k = resolve_class(bci, index, d);
  Value* access = load(i16_, at(k, offsetof(Klass, access)));
  Value* bad = b_.CreateICmpNE(
      b_.CreateAnd(access, ConstantInt::get(i16_, classfile::acc::INTERFACE | classfile::acc::ABSTRACT)),
      ConstantInt::get(i16_, 0));
  bad = b_.CreateOr(bad, b_.CreateICmpNE(load(i8_, at(k, offsetof(Klass, is_array))), ConstantInt::get(i8_, 0)));
  BasicBlock* err = new_block("instantiation_error");
  BasicBlock* ok = new_block("instantiable");
  cold_branch(bad, err, ok);
  b_.SetInsertPoint(err);
  {
    std::string cname = utf8(cp(index).index1);
    for (char& c : cname) if (c == '/') c = '.';
    Constant* str = b_.CreateGlobalStringPtr(cname, "class_name");
    Constant* cls = b_.CreateGlobalStringPtr("java/lang/InstantiationError", "error_class");
    const StackState keep = save_stack();
    sync(bci, d, d);
    call(void_, {ptr_, ptr_, ptr_}, reinterpret_cast<const void*>(s_.throw_new), {thread_, cls, str});
    reload(bci, d);
    b_.CreateBr(dispatch(bci));
    restore_stack(keep);
  }
  b_.SetInsertPoint(ok);
  LoadInst* st = b_.CreateLoad(i8_, at(k, offsetof(Klass, init_state)));
  st->setAtomic(AtomicOrdering::Acquire);
  st->setAlignment(Align(1));
  BasicBlock* init = new_block("clinit");
  BasicBlock* done = new_block("initialized");
  BasicBlock* hot = b_.GetInsertBlock();
  const StackState before = save_stack();
  b_.CreateCondBr(b_.CreateICmpEQ(st, ConstantInt::get(i8_, uint64_t(InitState::Initialized))), done, init);
  b_.SetInsertPoint(init);
  sync(bci, d, d);
  call(i32_, {ptr_, ptr_}, reinterpret_cast<const void*>(s_.initialize_class), {thread_, k});
  reload(bci, d);
  check_exception(bci);
  BasicBlock* init_end = b_.GetInsertBlock();
  b_.CreateBr(done);
  b_.SetInsertPoint(done);
  merge_stack(hot, before, init_end);
  sync(bci, d, d);
  Value* o = call(ptr_, {ptr_, ptr_}, reinterpret_cast<const void*>(s_.new_instance), {thread_, k});
  reload(bci, d);
  check_exception(bci);
  push_a(b_.CreatePtrToInt(o, i64_));
  return true;
}

// --- arrays -------------------------------------------------------------------------------------

void Translator::array_check(Value* a, Value* i, int bci) {
  throw_npe_if_null(a, bci);
  Value* len = array_length(a);
  BasicBlock* oob = new_block("out_of_bounds");
  BasicBlock* ok = new_block("in_bounds");
  cold_branch(b_.CreateICmpUGE(i, len), oob, ok);
  b_.SetInsertPoint(oob);
  const StackState keep = save_stack();
  sync(bci, depth_, depth_);
  call(void_, {ptr_, i32_, i32_}, reinterpret_cast<const void*>(s_.throw_array_index_out_of_bounds), {thread_, i, len});
  reload(bci, depth_);
  b_.CreateBr(dispatch(bci));
  restore_stack(keep);
  b_.SetInsertPoint(ok);
}

Value* Translator::element_addr(Value* a, Value* i, int size) {
  Value* off = b_.CreateAdd(b_.CreateMul(b_.CreateSExt(i, i64_), ci64(size)), ci64(s_.layout.array_elements));
  return at(a, off);
}

// --- constants, switches, arithmetic -----------------------------------------------------------

void Translator::ldc(int bci, uint16_t index) {
  const auto& e = cp(index);
  switch (e.tag) {
    case classfile::CpTag::Integer: push_i(ci32(int32_t(uint32_t(e.bits)))); break;
    case classfile::CpTag::Float: push_raw(ci64(int64_t(uint32_t(e.bits)))); break;
    case classfile::CpTag::Long: case classfile::CpTag::Double: push_j(ci64(int64_t(e.bits))); break;
    case classfile::CpTag::String: ldc_string(bci, index); break;
    default: {  // Class
      Value* k = resolve_class(bci, index, depth_);
      push_a(load(i64_, at(k, offsetof(Klass, mirror))));
      break;
    }
  }
}

void Translator::ldc_string(int bci, uint16_t index) {
  // The entry's Object* is a root the collector updates in place: loaded at each use.
  CpCacheEntry& e = cache(index);
  if (e.kind_acquire() == CpEntryKind::StringConstant) {
    push_a(load(i64_, at(cptr(&e), offsetof(CpCacheEntry, f1))));
    return;
  }
  // Not resolved at compile time (always so under -Xcomp): an acquire load of the entry's kind,
  // and the resolve_string stub (link_string, as the interpreter's ldc) until it is published.
  LoadInst* kind = b_.CreateLoad(i8_, at(cptr(&e), offsetof(CpCacheEntry, kind)));
  kind->setAtomic(AtomicOrdering::Acquire);
  kind->setAlignment(Align(1));
  BasicBlock* slow = new_block("ldc_resolve");
  BasicBlock* done = new_block("ldc_resolved");
  BasicBlock* hot = b_.GetInsertBlock();
  const StackState before = save_stack();
  cold_branch(b_.CreateICmpNE(kind, ConstantInt::get(i8_, uint64_t(CpEntryKind::StringConstant))), slow, done);
  b_.SetInsertPoint(slow);
  sync(bci, depth_, depth_);
  call(ptr_, {ptr_, ptr_, i32_}, reinterpret_cast<const void*>(s_.resolve_string),
       {thread_, cptr(m_->holder), ci32(index)});
  reload(bci, depth_);
  check_exception(bci);
  BasicBlock* slow_end = b_.GetInsertBlock();
  b_.CreateBr(done);
  b_.SetInsertPoint(done);
  merge_stack(hot, before, slow_end);
  push_a(load(i64_, at(cptr(&e), offsetof(CpCacheEntry, f1))));
}

void Translator::multianewarray(int bci, uint16_t index, int dims) {
  // The class first (JVMS §6.5.multianewarray: resolution before the counts are looked at),
  // then the new_multi_array stub with the counts copied from the operand stack, which keeps
  // them (ints, never synced as references) until the call returns.
  Value* k = resolve_class(bci, index, depth_);
  AllocaInst* counts;
  {
    IRBuilder<> ab(alloca_point_);
    counts = ab.CreateAlloca(ArrayType::get(i32_, uint64_t(dims)), nullptr, "multianewarray_counts");
  }
  for (int d = 0; d < dims; d++) {
    Value* c = slot(depth_ - dims + d, i32_);
    b_.CreateStore(c, b_.CreateConstInBoundsGEP2_32(counts->getAllocatedType(), counts, 0, unsigned(d)));
  }
  sync(bci, depth_, depth_);
  Value* a = call(ptr_, {ptr_, ptr_, i32_, ptr_}, reinterpret_cast<const void*>(s_.new_multi_array),
                  {thread_, k, ci32(dims), counts});
  reload(bci, depth_);
  check_exception(bci);
  depth_ -= dims;
  push_a(b_.CreatePtrToInt(a, i64_));
}

void Translator::switch_instruction(int bci, uint8_t op) {
  const uint8_t* p = bc_ + ((bci + 4) & ~3);
  Value* key = pop_i();
  flush(depth_);
  std::vector<std::pair<int32_t, int>> cases;
  const int def = bci + read_s4(p);
  if (op == TABLESWITCH) {
    const int32_t lo = read_s4(p + 4), hi = read_s4(p + 8);
    for (int64_t k = 0; k <= int64_t(hi) - lo; k++) cases.push_back({int32_t(lo + k), bci + read_s4(p + 12 + 4 * k)});
  } else {
    const int32_t n = read_s4(p + 4);
    for (int32_t k = 0; k < n; k++) cases.push_back({read_s4(p + 8 + 8 * k), bci + read_s4(p + 12 + 8 * k)});
  }
  auto dest = [&](int target) -> BasicBlock* {
    if (target > bci) return block_at(target);
    BasicBlock* bb = new_block("switch_backedge");
    IRBuilder<>::InsertPointGuard g(b_);
    b_.SetInsertPoint(bb);
    branch_to(bci, target);
    return bb;
  };
  SwitchInst* sw = b_.CreateSwitch(key, dest(def), unsigned(cases.size()));
  for (auto& [v, target] : cases) sw->addCase(cast<ConstantInt>(ci32(v)), dest(target));
  terminated_ = true;
}

Value* Translator::java_div(Value* a, Value* b, bool rem, int bci, Type* t) {
  Constant* zero = ConstantInt::get(t, 0);
  Constant* minus1 = ConstantInt::getSigned(t, -1);
  BasicBlock* dz = new_block("div_by_zero");
  BasicBlock* ok = new_block("div");
  cold_branch(b_.CreateICmpEQ(b, zero), dz, ok);
  b_.SetInsertPoint(dz);
  const StackState keep = save_stack();
  sync(bci, depth_, depth_);
  call(void_, {ptr_}, reinterpret_cast<const void*>(s_.throw_divide_by_zero), {thread_});
  reload(bci, depth_);
  b_.CreateBr(dispatch(bci));
  restore_stack(keep);
  b_.SetInsertPoint(ok);
  // MIN / -1 = MIN and MIN % -1 = 0 without the hardware trap (JVMS §6.5.idiv).
  Value* is_m1 = b_.CreateICmpEQ(b, minus1);
  Value* safe_b = b_.CreateSelect(is_m1, ConstantInt::get(t, 1), b);
  if (rem) return b_.CreateSelect(is_m1, zero, b_.CreateSRem(a, safe_b));
  return b_.CreateSelect(is_m1, b_.CreateNeg(a), b_.CreateSDiv(a, safe_b));
}

Value* Translator::fcmp(Value* a, Value* b, int nan_result) {
  Value* r = b_.CreateSelect(b_.CreateFCmpOEQ(a, b), ci32(0), ci32(nan_result));
  r = b_.CreateSelect(b_.CreateFCmpOLT(a, b), ci32(-1), r);
  return b_.CreateSelect(b_.CreateFCmpOGT(a, b), ci32(1), r);
}

// --- entries ------------------------------------------------------------------------------------

/// The standard entry: the parameters from their slots into their locals, a synchronized
/// method's monitor, the entry poll.
void Translator::enter_standard() {
  char ret, ret_char;
  const std::vector<char> params = parse_descriptor(m_->descriptor, &ret, &ret_char);
  int slot = 0;
  if (!m_->is_static()) {
    b_.CreateStore(load(i64_, args_), local(0, KA));
    slot = 1;
  }
  for (char p : params) {
    Value* a = at(args_, int64_t(slot) * 8);
    switch (p) {
      case 'J': b_.CreateStore(load(i64_, a), local(slot, KJ)); slot += 2; break;
      case 'D': b_.CreateStore(load(f64_, a), local(slot, KD)); slot += 2; break;
      case 'F': b_.CreateStore(load(f32_, a), local(slot, KF)); slot++; break;
      case 'A': b_.CreateStore(load(i64_, a), local(slot, KA)); slot++; break;
      default: b_.CreateStore(load(i32_, a), local(slot, KI)); slot++; break;
    }
  }
  if (m_->is_synchronized()) {
    sync(0, 0, 0);  // may block: the frame must be walkable
    call(void_, {ptr_, i64_}, reinterpret_cast<const void*>(s_.monitor_enter), {thread_, lock_object()});
    reload(0, 0);
  }
  poll(0, 0);
  b_.CreateBr(block_at(0));
}

/// The OSR entry (jit_interface.hpp): the interpreted frame's locals were copied to `args`, the
/// operand stack is empty. Every local is loaded as each kind (the bytecode after the loop header
/// reads a slot as one kind; the passes delete the other loads); references only where the map
/// says so at the loop header.
void Translator::enter_osr() {
  const int osr = req_.osr_bci;
  for (int i = 0; i < m_->max_locals; i++) {
    Value* a = at(args_, int64_t(i) * 8);
    b_.CreateStore(load(i32_, a), local(i, KI));
    b_.CreateStore(load(f32_, a), local(i, KF));
    b_.CreateStore(load(i64_, a), local(i, KJ));
    b_.CreateStore(load(f64_, a), local(i, KD));
    b_.CreateStore(map_->local_is_reference(osr, i) ? load(i64_, a) : ci64(0), local(i, KA));
  }
  b_.CreateStore(cptr(m_->code.data() + osr), at(frame_, s_.layout.frame_pc));
  poll(osr, 0);
  b_.CreateBr(block_at(osr));
}

// --- the instruction loop ------------------------------------------------------------------------

Translation Translator::run() {
  Translation out;
  if (!prescan()) {
    out.failure = failure_;
    return out;
  }
  create_function();
  const auto& L = s_.layout;
  // Entry: the Java-stack check (the interpreter's, plus the machine frame's charge), then the
  // frame, as interpreter_entry builds it.
  frame_ = at(args_, int64_t(m_->max_locals) * 8);
  stack_base_ = at(frame_, L.frame_size);
  Value* limit = thread_field(L.thread_stack_limit, ptr_);
  Value* need = at(stack_base_, int64_t(m_->max_stack + 8 + kCFrameCharge) * 8);
  BasicBlock* so = new_block("stack_overflow");
  BasicBlock* body = new_block("frame");
  BasicBlock* c_check = new_block("c_stack_check");
  BasicBlock* c_slow = new_block("c_stack_slow");
  cold_branch(b_.CreateICmpUGT(b_.CreatePtrToInt(need, i64_), b_.CreatePtrToInt(limit, i64_)), so, c_check);
  b_.SetInsertPoint(c_check);
  {
    Value* sp = b_.CreatePtrToInt(b_.CreateIntrinsic(Intrinsic::frameaddress, {ptr_}, {ci32(0)}), i64_);
    Value* lim = load(i64_, at(thread_, offsetof(JavaThread, c_stack_limit)));
    cold_branch(b_.CreateICmpULT(sp, lim), c_slow, body);
    b_.SetInsertPoint(c_slow);
    Value* over = call(i32_, {ptr_, i64_}, reinterpret_cast<const void*>(&c_stack_check), {thread_, sp});
    cold_branch(b_.CreateICmpNE(over, ci32(0)), so, body);
  }
  b_.SetInsertPoint(so);
  call(void_, {ptr_}, reinterpret_cast<const void*>(s_.throw_stack_overflow), {thread_});
  b_.CreateRet(ci64(0));
  b_.SetInsertPoint(body);
  saved_top_ = thread_field(L.thread_stack_top, ptr_);
  saved_frame_ = thread_field(L.thread_top_frame, ptr_);
  b_.CreateStore(saved_frame_, at(frame_, L.frame_caller));
  b_.CreateStore(cptr(m_), at(frame_, L.frame_method));
  b_.CreateStore(args_, at(frame_, L.frame_locals));
  b_.CreateStore(stack_base_, at(frame_, L.frame_stack_base));
  b_.CreateStore(stack_base_, at(frame_, L.frame_sp));
  b_.CreateStore(cptr(m_->code.data()), at(frame_, L.frame_pc));
  b_.CreateStore(ConstantInt::get(i8_, 1), at(frame_, L.frame_entry));
  b_.CreateStore(ConstantInt::get(i8_, uint64_t(FrameKind::Compiled)), at(frame_, L.frame_kind));
  set_thread_field(L.thread_top_frame, frame_);
  set_thread_field(L.thread_stack_top, at(stack_base_, int64_t(m_->max_stack) * 8));
  if (req_.osr_bci >= 0) {
    enter_osr();
  } else {
    enter_standard();
  }
  terminated_ = true;

  for (int bci = 0; bci < len_;) {
    const int n = instruction_length(std::span<const uint8_t>(code_->code), bci);
    if (leaders_[bci]) {
      BasicBlock* bb = block_at(bci);
      if (!terminated_) {
        flush(depth_);
        b_.CreateBr(bb);
      }
      b_.SetInsertPoint(bb);
      terminated_ = false;
      if (map_->reachable(bci)) begin_block(map_->stack_depth(bci));
    }
    if (!map_->reachable(bci)) {
      if (leaders_[bci]) {
        b_.CreateUnreachable();
        terminated_ = true;
      }
      bci += n;
      continue;
    }
    if (terminated_) {  // falls after a terminator without being a leader: cannot happen
      bci += n;
      continue;
    }
    depth_ = map_->stack_depth(bci);
    if (!translate_instruction(bci)) {
      out.failure = failure_.empty() ? "translation failed" : failure_;
      fn_->eraseFromParent();
      return out;
    }
    bci += n;
  }
  if (!terminated_) b_.CreateUnreachable();
  // Blocks made for branch targets that no instruction started (unreachable code).
  for (auto& [bci, bb] : blocks_) {
    if (bb->empty()) {
      IRBuilder<> ub(bb);
      ub.CreateUnreachable();
    }
  }
  out.ok = true;
  out.inlined = inlined_;
  out.function_name = fn_->getName().str();
  return out;
}

bool Translator::translate_instruction(int bci) {
  const uint8_t* pc = bc_ + bci;
  const uint8_t op = *pc;
  auto u2 = [&](int at) { return read_u2(pc + at); };
  auto bin_i = [&](auto f) { Value* b = pop_i(); Value* a = pop_i(); push_i(f(a, b)); };
  auto bin_j = [&](auto f) { Value* b = pop_j(); Value* a = pop_j(); push_j(f(a, b)); };
  auto bin_f = [&](auto f) { Value* b = pop_f(); Value* a = pop_f(); push_f(f(a, b)); };
  auto bin_d = [&](auto f) { Value* b = pop_d(); Value* a = pop_d(); push_d(f(a, b)); };
  auto shift_mask_i = [&](Value* s) { return b_.CreateAnd(s, ci32(31)); };
  auto shift_mask_j = [&](Value* s) { return b_.CreateZExt(b_.CreateAnd(s, ci32(63)), i64_); };
  auto load_local = [&](int i, Kind k) {
    switch (k) {
      case KI: push_i(get_local(i, k)); break;
      case KJ: push_j(get_local(i, k)); break;
      case KF: push_f(get_local(i, k)); break;
      case KD: push_d(get_local(i, k)); break;
      default: push_a(get_local(i, k)); break;
    }
  };
  auto store_local = [&](int i, Kind k) {
    Value* v;
    switch (k) {
      case KI: v = pop_i(); break;
      case KJ: v = pop_j(); break;
      case KF: v = pop_f(); break;
      case KD: v = pop_d(); break;
      default: v = pop_a(); break;
    }
    set_local(i, k, v);
  };
  auto array_load = [&](Type* t, int size, int ext) {  // ext: 0 none, 1 sext, 2 zext
    Value* i = pop_i();
    Value* a = pop_a();
    depth_ += 2;  // the operands stay on the stack until the checks pass (their slots are synced)
    array_check(a, i, bci);
    depth_ -= 2;
    Value* v = b_.CreateLoad(t, element_addr(a, i, size));
    if (ext == 1) v = b_.CreateSExt(v, i32_);
    if (ext == 2) v = b_.CreateZExt(v, i32_);
    return v;
  };
  auto array_store = [&](Value* v, Type* t, int size, int slots) {
    Value* i = pop_i();
    Value* a = pop_a();
    depth_ += 2 + slots;
    array_check(a, i, bci);
    depth_ -= 2 + slots;
    b_.CreateStore(t == v->getType() ? v : b_.CreateTrunc(v, t), element_addr(a, i, size));
  };
  switch (op) {
    case NOP: break;
    case ACONST_NULL: push_a(ci64(0)); break;
    case ICONST_M1: case ICONST_0: case ICONST_1: case ICONST_2: case ICONST_3: case ICONST_4: case ICONST_5:
      push_i(ci32(int(op) - ICONST_0));
      break;
    case LCONST_0: case LCONST_1: push_j(ci64(op - LCONST_0)); break;
    case FCONST_0: case FCONST_1: case FCONST_2: push_f(ConstantFP::get(f32_, double(op - FCONST_0))); break;
    case DCONST_0: case DCONST_1: push_d(ConstantFP::get(f64_, double(op - DCONST_0))); break;
    case BIPUSH: push_i(ci32(int8_t(pc[1]))); break;
    case SIPUSH: push_i(ci32(read_s2(pc + 1))); break;
    case LDC: ldc(bci, pc[1]); break;
    case LDC_W: ldc(bci, u2(1)); break;
    case LDC2_W: push_j(ci64(int64_t(cp(u2(1)).bits))); break;

    case ILOAD: load_local(pc[1], KI); break;
    case LLOAD: load_local(pc[1], KJ); break;
    case FLOAD: load_local(pc[1], KF); break;
    case DLOAD: load_local(pc[1], KD); break;
    case ALOAD: load_local(pc[1], KA); break;
    case ILOAD_0: case ILOAD_1: case ILOAD_2: case ILOAD_3: load_local(op - ILOAD_0, KI); break;
    case LLOAD_0: case LLOAD_1: case LLOAD_2: case LLOAD_3: load_local(op - LLOAD_0, KJ); break;
    case FLOAD_0: case FLOAD_1: case FLOAD_2: case FLOAD_3: load_local(op - FLOAD_0, KF); break;
    case DLOAD_0: case DLOAD_1: case DLOAD_2: case DLOAD_3: load_local(op - DLOAD_0, KD); break;
    case ALOAD_0: case ALOAD_1: case ALOAD_2: case ALOAD_3: load_local(op - ALOAD_0, KA); break;
    case ISTORE: store_local(pc[1], KI); break;
    case LSTORE: store_local(pc[1], KJ); break;
    case FSTORE: store_local(pc[1], KF); break;
    case DSTORE: store_local(pc[1], KD); break;
    case ASTORE: store_local(pc[1], KA); break;
    case ISTORE_0: case ISTORE_1: case ISTORE_2: case ISTORE_3: store_local(op - ISTORE_0, KI); break;
    case LSTORE_0: case LSTORE_1: case LSTORE_2: case LSTORE_3: store_local(op - LSTORE_0, KJ); break;
    case FSTORE_0: case FSTORE_1: case FSTORE_2: case FSTORE_3: store_local(op - FSTORE_0, KF); break;
    case DSTORE_0: case DSTORE_1: case DSTORE_2: case DSTORE_3: store_local(op - DSTORE_0, KD); break;
    case ASTORE_0: case ASTORE_1: case ASTORE_2: case ASTORE_3: store_local(op - ASTORE_0, KA); break;
    case WIDE: {
      const uint8_t wop = pc[1];
      const int idx = u2(2);
      switch (wop) {
        case ILOAD: load_local(idx, KI); break;
        case LLOAD: load_local(idx, KJ); break;
        case FLOAD: load_local(idx, KF); break;
        case DLOAD: load_local(idx, KD); break;
        case ALOAD: load_local(idx, KA); break;
        case ISTORE: store_local(idx, KI); break;
        case LSTORE: store_local(idx, KJ); break;
        case FSTORE: store_local(idx, KF); break;
        case DSTORE: store_local(idx, KD); break;
        case ASTORE: store_local(idx, KA); break;
        case IINC: {
          set_local(idx, KI, b_.CreateAdd(get_local(idx, KI), ci32(read_s2(pc + 4))));
          break;
        }
        default: return refuse("wide form");
      }
      break;
    }

    case IALOAD: push_i(array_load(i32_, 4, 0)); break;
    case LALOAD: push_j(array_load(i64_, 8, 0)); break;
    case FALOAD: push_f(array_load(f32_, 4, 0)); break;
    case DALOAD: push_d(array_load(f64_, 8, 0)); break;
    case BALOAD: push_i(array_load(i8_, 1, 1)); break;
    case CALOAD: push_i(array_load(i16_, 2, 2)); break;
    case SALOAD: push_i(array_load(i16_, 2, 1)); break;
    case AALOAD: {
      Value* i = pop_i();
      Value* a = pop_a();
      depth_ += 2;
      array_check(a, i, bci);
      depth_ -= 2;
      push_a(load_ref(element_addr(a, i, 8), false));
      break;
    }
    case IASTORE: { Value* v = pop_i(); array_store(v, i32_, 4, 1); break; }
    case LASTORE: { Value* v = pop_j(); array_store(v, i64_, 8, 2); break; }
    case FASTORE: { Value* v = pop_f(); array_store(v, f32_, 4, 1); break; }
    case DASTORE: { Value* v = pop_d(); array_store(v, f64_, 8, 2); break; }
    case CASTORE: case SASTORE: { Value* v = pop_i(); array_store(v, i16_, 2, 1); break; }
    case BASTORE: {
      Value* v = pop_i();
      Value* i = pop_i();
      Value* a = pop_a();
      depth_ += 3;
      array_check(a, i, bci);
      depth_ -= 3;
      // boolean arrays store value & 1 (JVMS §6.5.bastore).
      Value* ak = load(ptr_, at(a, s_.layout.object_klass));
      Value* et = load(i8_, at(ak, offsetof(Klass, element_type)));
      Value* is_bool = b_.CreateICmpEQ(et, ConstantInt::get(i8_, uint64_t(BasicType::Boolean)));
      v = b_.CreateSelect(is_bool, b_.CreateAnd(v, ci32(1)), v);
      b_.CreateStore(b_.CreateTrunc(v, i8_), element_addr(a, i, 1));
      break;
    }
    case AASTORE: {
      Value* v = pop_a();
      Value* i = pop_i();
      Value* a = pop_a();
      depth_ += 3;
      array_check(a, i, bci);
      BasicBlock* check = new_block("aastore_check");
      BasicBlock* slow = new_block("aastore_subtype");
      BasicBlock* fail = new_block("array_store_exception");
      BasicBlock* ok = new_block("aastore");
      b_.CreateCondBr(b_.CreateICmpEQ(v, ci64(0)), ok, check);
      b_.SetInsertPoint(check);
      Value* ak = load(ptr_, at(a, s_.layout.object_klass));
      Value* component = load(ptr_, at(ak, offsetof(Klass, component)));
      Value* vk = load(ptr_, at(v, s_.layout.object_klass));
      b_.CreateCondBr(b_.CreateICmpEQ(vk, component), ok, slow);
      b_.SetInsertPoint(slow);
      Value* sub = call(i32_, {ptr_, ptr_, ptr_}, reinterpret_cast<const void*>(s_.is_subtype_of), {thread_, vk, component});
      b_.CreateCondBr(b_.CreateICmpNE(sub, ci32(0)), ok, fail);
      b_.SetInsertPoint(fail);
      const StackState keep = save_stack();
      sync(bci, depth_, depth_);
      call(void_, {ptr_, ptr_}, reinterpret_cast<const void*>(s_.throw_array_store), {thread_, vk});
      reload(bci, depth_);
      b_.CreateBr(dispatch(bci));
      restore_stack(keep);
      b_.SetInsertPoint(ok);
      depth_ -= 3;
      store_ref(element_addr(a, i, 8), v, false);
      break;
    }
    case ARRAYLENGTH: {
      Value* a = peek_a(0);
      throw_npe_if_null(a, bci);
      pop_a();
      push_i(array_length(a));
      break;
    }

    case POP: depth_--; break;
    case POP2: depth_ -= 2; break;
    case DUP: push_raw(peek_raw(0)); break;
    case DUP_X1: {
      Value* v1 = pop_raw(); Value* v2 = pop_raw();
      push_raw(v1); push_raw(v2); push_raw(v1);
      break;
    }
    case DUP_X2: {
      Value* v1 = pop_raw(); Value* v2 = pop_raw(); Value* v3 = pop_raw();
      push_raw(v1); push_raw(v3); push_raw(v2); push_raw(v1);
      break;
    }
    case DUP2: {
      Value* v1 = peek_raw(0); Value* v2 = peek_raw(1);
      push_raw(v2); push_raw(v1);
      break;
    }
    case DUP2_X1: {
      Value* v1 = pop_raw(); Value* v2 = pop_raw(); Value* v3 = pop_raw();
      push_raw(v2); push_raw(v1); push_raw(v3); push_raw(v2); push_raw(v1);
      break;
    }
    case DUP2_X2: {
      Value* v1 = pop_raw(); Value* v2 = pop_raw(); Value* v3 = pop_raw(); Value* v4 = pop_raw();
      push_raw(v2); push_raw(v1); push_raw(v4); push_raw(v3); push_raw(v2); push_raw(v1);
      break;
    }
    case SWAP: {
      Value* v1 = pop_raw(); Value* v2 = pop_raw();
      push_raw(v1); push_raw(v2);
      break;
    }

    case IADD: bin_i([&](Value* a, Value* b) { return b_.CreateAdd(a, b); }); break;
    case ISUB: bin_i([&](Value* a, Value* b) { return b_.CreateSub(a, b); }); break;
    case IMUL: bin_i([&](Value* a, Value* b) { return b_.CreateMul(a, b); }); break;
    case LADD: bin_j([&](Value* a, Value* b) { return b_.CreateAdd(a, b); }); break;
    case LSUB: bin_j([&](Value* a, Value* b) { return b_.CreateSub(a, b); }); break;
    case LMUL: bin_j([&](Value* a, Value* b) { return b_.CreateMul(a, b); }); break;
    case FADD: bin_f([&](Value* a, Value* b) { return b_.CreateFAdd(a, b); }); break;
    case FSUB: bin_f([&](Value* a, Value* b) { return b_.CreateFSub(a, b); }); break;
    case FMUL: bin_f([&](Value* a, Value* b) { return b_.CreateFMul(a, b); }); break;
    case FDIV: bin_f([&](Value* a, Value* b) { return b_.CreateFDiv(a, b); }); break;
    case DADD: bin_d([&](Value* a, Value* b) { return b_.CreateFAdd(a, b); }); break;
    case DSUB: bin_d([&](Value* a, Value* b) { return b_.CreateFSub(a, b); }); break;
    case DMUL: bin_d([&](Value* a, Value* b) { return b_.CreateFMul(a, b); }); break;
    case DDIV: bin_d([&](Value* a, Value* b) { return b_.CreateFDiv(a, b); }); break;
    case FREM: {
      float (*fmodf_fn)(float, float) = ::fmodf;
      bin_f([&](Value* a, Value* b) { return call(f32_, {f32_, f32_}, reinterpret_cast<const void*>(fmodf_fn), {a, b}); });
      break;
    }
    case DREM: {
      double (*fmod_fn)(double, double) = ::fmod;
      bin_d([&](Value* a, Value* b) { return call(f64_, {f64_, f64_}, reinterpret_cast<const void*>(fmod_fn), {a, b}); });
      break;
    }
    case IDIV: case IREM: {
      Value* b = pop_i();
      Value* a = pop_i();
      depth_ += 2;
      Value* r = java_div(a, b, op == IREM, bci, i32_);
      depth_ -= 2;
      push_i(r);
      break;
    }
    case LDIV: case LREM: {
      Value* b = pop_j();
      Value* a = pop_j();
      depth_ += 4;
      Value* r = java_div(a, b, op == LREM, bci, i64_);
      depth_ -= 4;
      push_j(r);
      break;
    }
    case INEG: push_i(b_.CreateNeg(pop_i())); break;
    case LNEG: push_j(b_.CreateNeg(pop_j())); break;
    case FNEG: push_f(b_.CreateFNeg(pop_f())); break;
    case DNEG: push_d(b_.CreateFNeg(pop_d())); break;
    case ISHL: bin_i([&](Value* a, Value* b) { return b_.CreateShl(a, shift_mask_i(b)); }); break;
    case ISHR: bin_i([&](Value* a, Value* b) { return b_.CreateAShr(a, shift_mask_i(b)); }); break;
    case IUSHR: bin_i([&](Value* a, Value* b) { return b_.CreateLShr(a, shift_mask_i(b)); }); break;
    case LSHL: { Value* s = pop_i(); Value* a = pop_j(); push_j(b_.CreateShl(a, shift_mask_j(s))); break; }
    case LSHR: { Value* s = pop_i(); Value* a = pop_j(); push_j(b_.CreateAShr(a, shift_mask_j(s))); break; }
    case LUSHR: { Value* s = pop_i(); Value* a = pop_j(); push_j(b_.CreateLShr(a, shift_mask_j(s))); break; }
    case IAND: bin_i([&](Value* a, Value* b) { return b_.CreateAnd(a, b); }); break;
    case IOR: bin_i([&](Value* a, Value* b) { return b_.CreateOr(a, b); }); break;
    case IXOR: bin_i([&](Value* a, Value* b) { return b_.CreateXor(a, b); }); break;
    case LAND: bin_j([&](Value* a, Value* b) { return b_.CreateAnd(a, b); }); break;
    case LOR: bin_j([&](Value* a, Value* b) { return b_.CreateOr(a, b); }); break;
    case LXOR: bin_j([&](Value* a, Value* b) { return b_.CreateXor(a, b); }); break;
    case IINC: {
      set_local(pc[1], KI, b_.CreateAdd(get_local(pc[1], KI), ci32(int8_t(pc[2]))));
      break;
    }

    case I2L: push_j(b_.CreateSExt(pop_i(), i64_)); break;
    case I2F: push_f(b_.CreateSIToFP(pop_i(), f32_)); break;
    case I2D: push_d(b_.CreateSIToFP(pop_i(), f64_)); break;
    case L2I: push_i(b_.CreateTrunc(pop_j(), i32_)); break;
    case L2F: push_f(b_.CreateSIToFP(pop_j(), f32_)); break;
    case L2D: push_d(b_.CreateSIToFP(pop_j(), f64_)); break;
    case F2I: push_i(b_.CreateIntrinsic(Intrinsic::fptosi_sat, {i32_, f32_}, {pop_f()})); break;
    case F2L: push_j(b_.CreateIntrinsic(Intrinsic::fptosi_sat, {i64_, f32_}, {pop_f()})); break;
    case F2D: push_d(b_.CreateFPExt(pop_f(), f64_)); break;
    case D2I: push_i(b_.CreateIntrinsic(Intrinsic::fptosi_sat, {i32_, f64_}, {pop_d()})); break;
    case D2L: push_j(b_.CreateIntrinsic(Intrinsic::fptosi_sat, {i64_, f64_}, {pop_d()})); break;
    case D2F: push_f(b_.CreateFPTrunc(pop_d(), f32_)); break;
    case I2B: push_i(b_.CreateSExt(b_.CreateTrunc(pop_i(), i8_), i32_)); break;
    case I2C: push_i(b_.CreateZExt(b_.CreateTrunc(pop_i(), i16_), i32_)); break;
    case I2S: push_i(b_.CreateSExt(b_.CreateTrunc(pop_i(), i16_), i32_)); break;

    case LCMP: {
      Value* b = pop_j();
      Value* a = pop_j();
      Value* r = b_.CreateSelect(b_.CreateICmpSLT(a, b), ci32(-1), ci32(0));
      push_i(b_.CreateSelect(b_.CreateICmpSGT(a, b), ci32(1), r));
      break;
    }
    case FCMPL: case FCMPG: { Value* b = pop_f(); Value* a = pop_f(); push_i(fcmp(a, b, op == FCMPL ? -1 : 1)); break; }
    case DCMPL: case DCMPG: { Value* b = pop_d(); Value* a = pop_d(); push_i(fcmp(a, b, op == DCMPL ? -1 : 1)); break; }
    case IFEQ: case IFNE: case IFLT: case IFGE: case IFGT: case IFLE: {
      Value* v = pop_i();
      static const CmpInst::Predicate preds[] = {CmpInst::ICMP_EQ, CmpInst::ICMP_NE, CmpInst::ICMP_SLT,
                                                 CmpInst::ICMP_SGE, CmpInst::ICMP_SGT, CmpInst::ICMP_SLE};
      conditional(bci, b_.CreateICmp(preds[op - IFEQ], v, ci32(0)), bci + read_s2(pc + 1));
      break;
    }
    case IF_ICMPEQ: case IF_ICMPNE: case IF_ICMPLT: case IF_ICMPGE: case IF_ICMPGT: case IF_ICMPLE: {
      Value* b = pop_i();
      Value* a = pop_i();
      static const CmpInst::Predicate preds[] = {CmpInst::ICMP_EQ, CmpInst::ICMP_NE, CmpInst::ICMP_SLT,
                                                 CmpInst::ICMP_SGE, CmpInst::ICMP_SGT, CmpInst::ICMP_SLE};
      conditional(bci, b_.CreateICmp(preds[op - IF_ICMPEQ], a, b), bci + read_s2(pc + 1));
      break;
    }
    case IF_ACMPEQ: case IF_ACMPNE: {
      Value* b = pop_a();
      Value* a = pop_a();
      conditional(bci, op == IF_ACMPEQ ? b_.CreateICmpEQ(a, b) : b_.CreateICmpNE(a, b), bci + read_s2(pc + 1));
      break;
    }
    case IFNULL: case IFNONNULL: {
      Value* a = pop_a();
      conditional(bci, op == IFNULL ? b_.CreateICmpEQ(a, ci64(0)) : b_.CreateICmpNE(a, ci64(0)), bci + read_s2(pc + 1));
      break;
    }
    case GOTO: branch_to(bci, bci + read_s2(pc + 1)); terminated_ = true; break;
    case GOTO_W: branch_to(bci, bci + read_s4(pc + 1)); terminated_ = true; break;
    case TABLESWITCH: case LOOKUPSWITCH: switch_instruction(bci, op); break;

    case IRETURN: {
      Value* v = pop_i();
      switch (m_->return_type) {
        case BasicType::Boolean: v = b_.CreateAnd(v, ci32(1)); break;
        case BasicType::Byte: v = b_.CreateSExt(b_.CreateTrunc(v, i8_), i32_); break;
        case BasicType::Char: v = b_.CreateZExt(b_.CreateTrunc(v, i16_), i32_); break;
        case BasicType::Short: v = b_.CreateSExt(b_.CreateTrunc(v, i16_), i32_); break;
        default: break;
      }
      emit_return(b_.CreateZExt(v, i64_), bci, 1);
      break;
    }
    case FRETURN: emit_return(b_.CreateZExt(pop_i(), i64_), bci, 1); break;  // the float's bits
    case LRETURN: case DRETURN: emit_return(pop_j(), bci, 2); break;
    case ARETURN: emit_return(pop_a(), bci, 1); break;
    case RETURN: emit_return(ci64(0), bci, 0); break;

    case GETSTATIC: case PUTSTATIC: case GETFIELD: case PUTFIELD: return field_access(bci, op, u2(1));
    case INVOKEVIRTUAL: case INVOKESPECIAL: case INVOKESTATIC: case INVOKEINTERFACE:
      return invoke(bci, op, u2(1));
    case INVOKEDYNAMIC: return invokedynamic(bci, u2(1));

    case NEW: return new_instance(bci, u2(1));
    case MULTIANEWARRAY: multianewarray(bci, u2(1), pc[3]); break;
    case NEWARRAY: {
      Value* n = pop_i();
      depth_++;
      sync(bci, depth_, depth_);
      Value* a = call(ptr_, {ptr_, i32_, i32_}, reinterpret_cast<const void*>(s_.new_primitive_array),
                      {thread_, ci32(pc[1]), n});
      reload(bci, depth_);
      check_exception(bci);
      depth_--;
      push_a(b_.CreatePtrToInt(a, i64_));
      break;
    }
    case ANEWARRAY: {
      Value* k = resolve_class(bci, u2(1), depth_);
      Value* n = pop_i();
      depth_++;
      sync(bci, depth_, depth_);
      Value* a = call(ptr_, {ptr_, ptr_, i32_}, reinterpret_cast<const void*>(s_.new_object_array), {thread_, k, n});
      reload(bci, depth_);
      check_exception(bci);
      depth_--;
      push_a(b_.CreatePtrToInt(a, i64_));
      break;
    }
    case CHECKCAST: case INSTANCEOF: {
      // null passes checkcast and is no instance, without resolving the class (JVMS §6.5).
      Value* o = peek_a(0);
      BasicBlock* nonnull = new_block("typecheck");
      BasicBlock* done = new_block("typechecked");
      BasicBlock* here = b_.GetInsertBlock();
      const StackState before = save_stack();
      b_.CreateCondBr(b_.CreateICmpEQ(o, ci64(0)), done, nonnull);
      b_.SetInsertPoint(nonnull);
      Value* k = resolve_class(bci, u2(1), depth_);
      o = peek_a(0);  // reloaded: the resolution may have moved it
      Value* ok_klass = load(ptr_, at(o, s_.layout.object_klass));
      BasicBlock* slow = new_block("subtype");
      BasicBlock* merge = new_block("subtype_done");
      BasicBlock* fast_end = b_.GetInsertBlock();
      b_.CreateCondBr(b_.CreateICmpEQ(ok_klass, k), merge, slow);
      b_.SetInsertPoint(slow);
      Value* sub = call(i32_, {ptr_, ptr_, ptr_}, reinterpret_cast<const void*>(s_.is_subtype_of), {thread_, ok_klass, k});
      b_.CreateBr(merge);
      b_.SetInsertPoint(merge);
      PHINode* is = b_.CreatePHI(i32_, 2);
      is->addIncoming(ci32(1), fast_end);
      is->addIncoming(sub, slow);
      if (op == CHECKCAST) {
        BasicBlock* fail = new_block("class_cast");
        BasicBlock* pass = new_block("cast_ok");
        cold_branch(b_.CreateICmpEQ(is, ci32(0)), fail, pass);
        b_.SetInsertPoint(fail);
        const StackState keep = save_stack();
        sync(bci, depth_, depth_);
        call(void_, {ptr_, ptr_, ptr_}, reinterpret_cast<const void*>(s_.throw_class_cast), {thread_, ok_klass, k});
        reload(bci, depth_);
        b_.CreateBr(dispatch(bci));
        restore_stack(keep);
        b_.SetInsertPoint(pass);
        b_.CreateBr(done);
        b_.SetInsertPoint(done);
        merge_stack(here, before, pass);
      } else {
        BasicBlock* merge_end = b_.GetInsertBlock();
        b_.CreateBr(done);
        b_.SetInsertPoint(done);
        merge_stack(here, before, merge_end);
        PHINode* r = b_.CreatePHI(i32_, 2);
        r->addIncoming(ci32(0), here);
        r->addIncoming(is, merge_end);
        pop_raw();
        push_i(r);
      }
      break;
    }

    case MONITORENTER: case MONITOREXIT: {
      Value* o = peek_a(0);
      throw_npe_if_null(o, bci);
      sync(bci, depth_, depth_);
      o = load(i64_, at(stack_base_, int64_t(depth_ - 1) * 8));
      if (op == MONITORENTER) {
        call(void_, {ptr_, i64_}, reinterpret_cast<const void*>(s_.monitor_enter), {thread_, o});
      } else {
        call(i32_, {ptr_, i64_}, reinterpret_cast<const void*>(s_.monitor_exit), {thread_, o});
      }
      reload(bci, depth_);
      check_exception(bci);
      depth_--;
      break;
    }
    case ATHROW: {
      Value* e = peek_a(0);
      throw_npe_if_null(e, bci);
      set_thread_field(s_.layout.thread_pending_exception, e);
      b_.CreateBr(dispatch(bci));
      terminated_ = true;
      break;
    }
    default:
      return refuse(std::string("not yet supported: ") + (name(op) ? name(op) : "undefined opcode"));
  }
  return true;
}

}  // namespace

Translation translate(const RuntimeStubs& stubs, const CompileRequest& request, llvm::Module& module) {
  Translator t(stubs, request, module);
  return t.run();
}

}  // namespace jvmlab::jit
