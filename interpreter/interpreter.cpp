// The bytecode interpreter: threaded dispatch (computed goto) over the JVM SE 17 instruction set
// with quickening of resolved instructions. Frames live in the thread's Java stack. A call of a
// method whose entry is the interpreter's pushes a frame and stays in this loop; a call of any
// other entry (native, abstract, compiled) goes through Method::entry; calls from C++ come in
// through interpreter_entry (runtime/java_calls.hpp).
// Does not resolve or allocate by itself: runtime/ does (the link resolver, allocation).
//
// Frame layout in the Java stack (slots grow upward):
//
//   caller operand stack ... | callee args = callee locals[0..arg_slots) | more locals |
//   Frame header | callee operand stack[0..max_stack) | (next frame)
//
// long/double take two slots; the value sits in the lower one (JVMS §2.6.1).
#include <atomic>
#include <cmath>
#include <map>
#include <memory>
#include <mutex>
#include <cstring>
#include <limits>

#include "gc/barrier.hpp"
#include "runtime/oops/access.hpp"
#include "runtime/oops/method_profile.hpp"
#include "interpreter/interpreter.hpp"
#include "bytecode/bytecode_walk.hpp"
#include "bytecode/bytecodes.hpp"
#include "bytecode/java_arith.hpp"
#include "runtime/exceptions/npe_message.hpp"
#include "runtime/classloading/link_resolver.hpp"
#include "runtime/compiler/tier_policy.hpp"
#include "runtime/heap/gc_roots.hpp"
#include "runtime/threads/monitor.hpp"
#include "runtime/threads/safepoint.hpp"
#include "runtime/universe.hpp"
#include "runtime/vm.hpp"

namespace jvmlab {

using namespace bc;
using interp::InvokeKind;
using interpreter::kFrameSlots;

namespace {

// Operand readers and Java's arithmetic: bytecode/ (shared with every tier).
inline uint16_t u2(const uint8_t* p) { return read_u2(p); }
inline int16_t s2(const uint8_t* p) { return read_s2(p); }
inline int32_t s4(const uint8_t* p) { return read_s4(p); }

/// Rewrites the instruction at `pc` into its quick form. The constant-pool-cache entry it reads
/// must be written before: the release store publishes it to threads that later dispatch on the
/// quick opcode (on x86-64 their plain opcode load is ordered before the cache loads). Two
/// threads may resolve the same instruction at once; both write the same values.
inline void quicken(const uint8_t* pc, uint8_t quick_op) {
  std::atomic_ref<uint8_t>(*const_cast<uint8_t*>(pc)).store(quick_op, std::memory_order_release);
}

}  // namespace

namespace {

#define JVMLAB_DISPATCH() goto* dispatch_table[*pc]
#define NEXT(n)   \
  do {            \
    pc += (n);    \
    JVMLAB_DISPATCH(); \
  } while (0)
// Save the interpreter registers into the frame before anything that may call Java, allocate,
// walk the stack or throw.
#define SYNC()            \
  do {                    \
    fr->pc = pc;          \
    fr->sp = sp;          \
    t->stack_top = sp;    \
  } while (0)
// Safepoint poll (runtime/threads/safepoint.hpp), then dispatch of the instruction at pc: one relaxed
// load; when armed, the shared out-of-line `safepoint_poll` syncs the frame at pc (a method's
// first instruction or a backward branch's target, where the reference map describes the slots
// exactly), stops the thread until the safepoint ends, and dispatches.
#define POLL_AND_DISPATCH()                                         \
  do {                                                              \
    if (safepoint::is_armed()) [[unlikely]] goto safepoint_poll;    \
    JVMLAB_DISPATCH();                                              \
  } while (0)
// Taken branch by `offset` bytes; a backward one (a loop's back-edge) polls at its target.
// A backward one is also counted for the tier policy (MethodProfile::count_backedge).
// At a back-edge notify point the tier policy sees the loop header (and may hand back its OSR
// entry: osr_transfer).
#define BRANCH_TO(offset)                                                          \
  do {                                                                             \
    const int32_t branch_offset = (offset);                                        \
    pc += branch_offset;                                                           \
    if (branch_offset < 0) {                                                       \
      if (MethodProfile::count_backedge(method)) [[unlikely]] goto backedge_notify; \
      if (safepoint::is_armed()) [[unlikely]] goto safepoint_poll;                 \
    }                                                                              \
    JVMLAB_DISPATCH();                                                             \
  } while (0)
#define THROW() goto handle_exception
#define CHECK_EXCEPTION()                       \
  do {                                          \
    if (t->pending_exception) THROW();          \
  } while (0)
#define NULL_CHECK(o)                                          \
  do {                                                         \
    if ((o) == nullptr) {                                      \
      SYNC();                                                  \
      throw_null_pointer(t, method, int(pc - code));           \
      THROW();                                                 \
    }                                                          \
  } while (0)
#define ARRAY_CHECK(a, i)                                                    \
  do {                                                                       \
    NULL_CHECK(a);                                                           \
    if (uint32_t(i) >= uint32_t(array_length(a))) {                          \
      SYNC();                                                                \
      throw_array_index_out_of_bounds(t, i, array_length(a));               \
      THROW();                                                               \
    }                                                                        \
  } while (0)

}  // namespace

Slot interpreter::execute(JavaThread* t, Frame* entry_frame) {
  static void* dispatch_table[256];
  static bool table_ready = false;
  if (!table_ready) {
    for (auto& e : dispatch_table) e = &&op_unknown;
#define JVMLAB_DISPATCH_ENTRY(name) dispatch_table[name] = &&op_##name;
    JVMLAB_JVM_BYTECODES(JVMLAB_DISPATCH_ENTRY)
    JVMLAB_QUICK_BYTECODES(JVMLAB_DISPATCH_ENTRY)
#undef JVMLAB_DISPATCH_ENTRY
    table_ready = true;
  }

  // Interpreter registers.
  Frame* fr = entry_frame;
  Method* method = fr->method;
  Klass* holder = method->holder;
  CpCacheEntry* cache = holder->cp_cache.data();
  const uint8_t* code = method->code.data();
  const uint8_t* pc = code;
  // The opcode a shared handler was dispatched for. Handlers of resolvable instructions must not
  // re-read *pc: another thread may quicken the instruction between dispatch and the read.
  uint8_t seen_op = 0;
  Slot* locals = fr->locals;
  Slot* sp = fr->stack_base;
  Method* callee = nullptr;
  MethodEntry osr_entry = nullptr;  // set by backedge_notify for osr_transfer
  t->top_frame = fr;
  t->stack_top = fr->stack_base + method->max_stack;

  // Synchronized entry method.
  if (method->is_synchronized()) {
    SYNC();  // may block: the frame must be walkable
    monitor::enter(t, method->is_static() ? holder->mirror : slot_ref(locals[0]));
  }
  POLL_AND_DISPATCH();  // method entry

safepoint_poll: {
  SYNC();
  safepoint::block(t);
  JVMLAB_DISPATCH();
}

backedge_notify: {
  // A loop header (the target of a backward branch), frame synced: the policy may wait for a
  // -Xbatch compilation (a safepoint included) and returns the OSR entry when one exists.
  SYNC();
  osr_entry = compiler::on_backedge(t, method, int(pc - code), sp == fr->stack_base);
  if (osr_entry != nullptr) goto osr_transfer;
  POLL_AND_DISPATCH();
}

osr_transfer: {
  // On-stack replacement (runtime/compiler/jit_interface.hpp's convention): the locals are
  // already at the top of the caller's used stack, where the OSR entry wants them; pop this
  // frame, call the entry, and finish as this method's return (or exception) would. The popped
  // header is where the entry builds its frame: what the return needs is read before the call.
  Slot* const osr_locals = fr->locals;
  Method* const m = method;
  Frame* const caller = fr->caller;
  const bool was_entry = fr->entry;
  t->top_frame = caller;
  t->stack_top = osr_locals + m->max_locals;
  const Slot r = osr_entry(t, m, osr_locals);
  t->top_frame = caller;
  if (was_entry) return t->pending_exception ? 0 : r;
  fr = caller;
  method = fr->method;
  holder = method->holder;
  cache = holder->cp_cache.data();
  code = method->code.data();
  locals = fr->locals;
  t->stack_top = fr->stack_base + method->max_stack;
  if (t->pending_exception) {
    sp = fr->sp;
    pc = fr->pc;
    THROW();
  }
  sp = osr_locals;
  switch (slot_count(m->return_type)) {
    case 0: break;
    case 1: *sp++ = r; break;
    default: sp[0] = r; sp += 2; break;
  }
  pc = fr->pc + invoke_length(*fr->pc);
  JVMLAB_DISPATCH();
}

  // --- constants -------------------------------------------------------------------------------
op_NOP: NEXT(1);
op_ACONST_NULL: *sp++ = 0; NEXT(1);
op_ICONST_M1: *sp++ = int_slot(-1); NEXT(1);
op_ICONST_0: *sp++ = int_slot(0); NEXT(1);
op_ICONST_1: *sp++ = int_slot(1); NEXT(1);
op_ICONST_2: *sp++ = int_slot(2); NEXT(1);
op_ICONST_3: *sp++ = int_slot(3); NEXT(1);
op_ICONST_4: *sp++ = int_slot(4); NEXT(1);
op_ICONST_5: *sp++ = int_slot(5); NEXT(1);
op_LCONST_0: sp[0] = long_slot(0); sp += 2; NEXT(1);
op_LCONST_1: sp[0] = long_slot(1); sp += 2; NEXT(1);
op_FCONST_0: *sp++ = float_slot(0.0f); NEXT(1);
op_FCONST_1: *sp++ = float_slot(1.0f); NEXT(1);
op_FCONST_2: *sp++ = float_slot(2.0f); NEXT(1);
op_DCONST_0: sp[0] = double_slot(0.0); sp += 2; NEXT(1);
op_DCONST_1: sp[0] = double_slot(1.0); sp += 2; NEXT(1);
op_BIPUSH: *sp++ = int_slot(int8_t(pc[1])); NEXT(2);
op_SIPUSH: *sp++ = int_slot(s2(pc + 1)); NEXT(3);

op_LDC: seen_op = LDC; goto ldc_common;
op_LDC_W: seen_op = LDC_W; goto ldc_common;
ldc_common: {
  const bool wide = seen_op == LDC_W;
  uint16_t index = wide ? u2(pc + 1) : pc[1];
  const auto& e = holder->class_file->constant_pool[index];
  switch (e.tag) {
    case classfile::CpTag::Integer:
    case classfile::CpTag::Float:
      *sp++ = Slot(uint32_t(e.bits));
      NEXT(wide ? 3 : 2);
    case classfile::CpTag::String: {
      SYNC();
      Object* str = interp::link_string(t, holder, index);
      CHECK_EXCEPTION();
      quicken(pc, wide ? LDC_W_REF_Q : LDC_REF_Q);
      *sp++ = ref_slot(str);
      NEXT(wide ? 3 : 2);
    }
    case classfile::CpTag::Class: {
      SYNC();
      Klass* k = interp::link_class(t, holder, index);
      CHECK_EXCEPTION();
      quicken(pc, wide ? LDC_W_CLASS_Q : LDC_CLASS_Q);
      *sp++ = ref_slot(k->mirror);
      NEXT(wide ? 3 : 2);
    }
    default:
      SYNC();
      throw_new(t, "java/lang/BootstrapMethodError",
                "jvmlab does not support ldc of constant-pool tag " + std::to_string(int(e.tag)));
      THROW();
  }
}
op_LDC_REF_Q: *sp++ = ref_slot(cache[pc[1]].string()); NEXT(2);
op_LDC_W_REF_Q: *sp++ = ref_slot(cache[u2(pc + 1)].string()); NEXT(3);
op_LDC_CLASS_Q: *sp++ = ref_slot(cache[pc[1]].klass()->mirror); NEXT(2);
op_LDC_W_CLASS_Q: *sp++ = ref_slot(cache[u2(pc + 1)].klass()->mirror); NEXT(3);
op_LDC2_W: {
  const auto& e = holder->class_file->constant_pool[u2(pc + 1)];
  sp[0] = e.bits;
  sp += 2;
  NEXT(3);
}

  // --- loads and stores of locals ----------------------------------------------------------------
op_ILOAD: op_FLOAD: op_ALOAD: *sp++ = locals[pc[1]]; NEXT(2);
op_LLOAD: op_DLOAD: sp[0] = locals[pc[1]]; sp += 2; NEXT(2);
op_ILOAD_0: op_FLOAD_0: op_ALOAD_0: *sp++ = locals[0]; NEXT(1);
op_ILOAD_1: op_FLOAD_1: op_ALOAD_1: *sp++ = locals[1]; NEXT(1);
op_ILOAD_2: op_FLOAD_2: op_ALOAD_2: *sp++ = locals[2]; NEXT(1);
op_ILOAD_3: op_FLOAD_3: op_ALOAD_3: *sp++ = locals[3]; NEXT(1);
op_LLOAD_0: op_DLOAD_0: sp[0] = locals[0]; sp += 2; NEXT(1);
op_LLOAD_1: op_DLOAD_1: sp[0] = locals[1]; sp += 2; NEXT(1);
op_LLOAD_2: op_DLOAD_2: sp[0] = locals[2]; sp += 2; NEXT(1);
op_LLOAD_3: op_DLOAD_3: sp[0] = locals[3]; sp += 2; NEXT(1);
op_ISTORE: op_FSTORE: op_ASTORE: locals[pc[1]] = *--sp; NEXT(2);
op_LSTORE: op_DSTORE: sp -= 2; locals[pc[1]] = sp[0]; NEXT(2);
op_ISTORE_0: op_FSTORE_0: op_ASTORE_0: locals[0] = *--sp; NEXT(1);
op_ISTORE_1: op_FSTORE_1: op_ASTORE_1: locals[1] = *--sp; NEXT(1);
op_ISTORE_2: op_FSTORE_2: op_ASTORE_2: locals[2] = *--sp; NEXT(1);
op_ISTORE_3: op_FSTORE_3: op_ASTORE_3: locals[3] = *--sp; NEXT(1);
op_LSTORE_0: op_DSTORE_0: sp -= 2; locals[0] = sp[0]; NEXT(1);
op_LSTORE_1: op_DSTORE_1: sp -= 2; locals[1] = sp[0]; NEXT(1);
op_LSTORE_2: op_DSTORE_2: sp -= 2; locals[2] = sp[0]; NEXT(1);
op_LSTORE_3: op_DSTORE_3: sp -= 2; locals[3] = sp[0]; NEXT(1);

  // --- arrays ---------------------------------------------------------------------------------
#define ARRAY_LOAD(T, push_expr)                        \
  {                                                     \
    int32_t i = slot_int(sp[-1]);                       \
    Object* a = slot_ref(sp[-2]);                       \
    ARRAY_CHECK(a, i);                                  \
    T v = array_data<T>(a)[i];                          \
    sp -= 2;                                            \
    push_expr;                                          \
    NEXT(1);                                            \
  }
op_IALOAD: ARRAY_LOAD(int32_t, *sp++ = int_slot(v))
op_FALOAD: ARRAY_LOAD(uint32_t, *sp++ = Slot(v))
op_BALOAD: ARRAY_LOAD(int8_t, *sp++ = int_slot(v))
op_CALOAD: ARRAY_LOAD(uint16_t, *sp++ = int_slot(v))
op_SALOAD: ARRAY_LOAD(int16_t, *sp++ = int_slot(v))
op_LALOAD: op_DALOAD: ARRAY_LOAD(uint64_t, sp[0] = v; sp += 2)
op_AALOAD: {
  int32_t i = slot_int(sp[-1]);
  Object* a = slot_ref(sp[-2]);
  ARRAY_CHECK(a, i);
  sp[-2] = ref_slot(get_ref_element(a, i));
  sp -= 1;
  NEXT(1);
}
#define ARRAY_STORE(T, value_expr, slots)               \
  {                                                     \
    int32_t i = slot_int(sp[-1 - (slots)]);             \
    Object* a = slot_ref(sp[-2 - (slots)]);             \
    ARRAY_CHECK(a, i);                                  \
    array_data<T>(a)[i] = (value_expr);                 \
    sp -= 2 + (slots);                                  \
    NEXT(1);                                            \
  }
op_IASTORE: ARRAY_STORE(int32_t, slot_int(sp[-1]), 1)
op_FASTORE: ARRAY_STORE(uint32_t, uint32_t(sp[-1]), 1)
op_CASTORE: ARRAY_STORE(uint16_t, uint16_t(sp[-1]), 1)
op_SASTORE: ARRAY_STORE(int16_t, int16_t(sp[-1]), 1)
op_LASTORE: op_DASTORE: ARRAY_STORE(uint64_t, sp[-2], 2)
op_BASTORE: {
  int32_t i = slot_int(sp[-2]);
  Object* a = slot_ref(sp[-3]);
  ARRAY_CHECK(a, i);
  // boolean arrays store value & 1 (JVMS §6.5.bastore).
  int8_t v = a->klass->element_type == BasicType::Boolean ? int8_t(sp[-1] & 1) : int8_t(sp[-1]);
  array_data<int8_t>(a)[i] = v;
  sp -= 3;
  NEXT(1);
}
op_AASTORE: {
  Object* v = slot_ref(sp[-1]);
  int32_t i = slot_int(sp[-2]);
  Object* a = slot_ref(sp[-3]);
  ARRAY_CHECK(a, i);
  if (v != nullptr && a->klass->component != v->klass && !v->klass->is_subtype_of(a->klass->component)) {
    SYNC();
    throw_array_store(t, v->klass);
    THROW();
  }
  set_ref_element(a, i, v);
  sp -= 3;
  NEXT(1);
}
op_ARRAYLENGTH: {
  Object* a = slot_ref(sp[-1]);
  NULL_CHECK(a);
  sp[-1] = int_slot(array_length(a));
  NEXT(1);
}

  // --- stack manipulation (slots are untyped; JVMS §6.5.dup...) ---------------------------------
op_POP: sp--; NEXT(1);
op_POP2: sp -= 2; NEXT(1);
op_DUP: sp[0] = sp[-1]; sp++; NEXT(1);
op_DUP_X1: { Slot v1 = sp[-1], v2 = sp[-2]; sp[-2] = v1; sp[-1] = v2; sp[0] = v1; sp++; NEXT(1); }
op_DUP_X2: {
  Slot v1 = sp[-1], v2 = sp[-2], v3 = sp[-3];
  sp[-3] = v1; sp[-2] = v3; sp[-1] = v2; sp[0] = v1; sp++;
  NEXT(1);
}
op_DUP2: sp[0] = sp[-2]; sp[1] = sp[-1]; sp += 2; NEXT(1);
op_DUP2_X1: {
  Slot v1 = sp[-1], v2 = sp[-2], v3 = sp[-3];
  sp[-3] = v2; sp[-2] = v1; sp[-1] = v3; sp[0] = v2; sp[1] = v1; sp += 2;
  NEXT(1);
}
op_DUP2_X2: {
  Slot v1 = sp[-1], v2 = sp[-2], v3 = sp[-3], v4 = sp[-4];
  sp[-4] = v2; sp[-3] = v1; sp[-2] = v4; sp[-1] = v3; sp[0] = v2; sp[1] = v1; sp += 2;
  NEXT(1);
}
op_SWAP: { Slot v = sp[-1]; sp[-1] = sp[-2]; sp[-2] = v; NEXT(1); }

  // --- arithmetic -------------------------------------------------------------------------------
#define INT_BINOP(expr) { int32_t b = slot_int(sp[-1]); int32_t a = slot_int(sp[-2]); (void)a; (void)b; sp[-2] = int_slot(expr); sp--; NEXT(1); }
#define LONG_BINOP(expr) { int64_t b = slot_long(sp[-2]); int64_t a = slot_long(sp[-4]); sp[-4] = long_slot(expr); sp -= 2; NEXT(1); }
#define FLOAT_BINOP(expr) { float b = slot_float(sp[-1]); float a = slot_float(sp[-2]); sp[-2] = float_slot(expr); sp--; NEXT(1); }
#define DOUBLE_BINOP(expr) { double b = slot_double(sp[-2]); double a = slot_double(sp[-4]); sp[-4] = double_slot(expr); sp -= 2; NEXT(1); }
op_IADD: INT_BINOP(int32_t(uint32_t(a) + uint32_t(b)))
op_ISUB: INT_BINOP(int32_t(uint32_t(a) - uint32_t(b)))
op_IMUL: INT_BINOP(int32_t(uint32_t(a) * uint32_t(b)))
op_LADD: LONG_BINOP(int64_t(uint64_t(a) + uint64_t(b)))
op_LSUB: LONG_BINOP(int64_t(uint64_t(a) - uint64_t(b)))
op_LMUL: LONG_BINOP(int64_t(uint64_t(a) * uint64_t(b)))
op_FADD: FLOAT_BINOP(a + b)
op_FSUB: FLOAT_BINOP(a - b)
op_FMUL: FLOAT_BINOP(a * b)
op_FDIV: FLOAT_BINOP(a / b)
op_FREM: FLOAT_BINOP(std::fmod(a, b))
op_DADD: DOUBLE_BINOP(a + b)
op_DSUB: DOUBLE_BINOP(a - b)
op_DMUL: DOUBLE_BINOP(a * b)
op_DDIV: DOUBLE_BINOP(a / b)
op_DREM: DOUBLE_BINOP(std::fmod(a, b))
op_IDIV: op_IREM: {
  int32_t b = slot_int(sp[-1]);
  int32_t a = slot_int(sp[-2]);
  if (b == 0) {
    SYNC();
    throw_divide_by_zero(t);
    THROW();
  }
  const int32_t r = *pc == IDIV ? java_div(a, b) : java_rem(a, b);
  sp[-2] = int_slot(r);
  sp--;
  NEXT(1);
}
op_LDIV: op_LREM: {
  int64_t b = slot_long(sp[-2]);
  int64_t a = slot_long(sp[-4]);
  if (b == 0) {
    SYNC();
    throw_divide_by_zero(t);
    THROW();
  }
  const int64_t r = *pc == LDIV ? java_div(a, b) : java_rem(a, b);
  sp[-4] = long_slot(r);
  sp -= 2;
  NEXT(1);
}
op_INEG: sp[-1] = int_slot(int32_t(0u - uint32_t(slot_int(sp[-1])))); NEXT(1);
op_LNEG: sp[-2] = long_slot(int64_t(0ull - uint64_t(slot_long(sp[-2])))); NEXT(1);
op_FNEG: sp[-1] = float_slot(-slot_float(sp[-1])); NEXT(1);
op_DNEG: sp[-2] = double_slot(-slot_double(sp[-2])); NEXT(1);
op_ISHL: INT_BINOP(int32_t(uint32_t(a) << (b & 31)))
op_ISHR: INT_BINOP(a >> (b & 31))
op_IUSHR: INT_BINOP(int32_t(uint32_t(a) >> (b & 31)))
op_IAND: INT_BINOP(a & b)
op_IOR: INT_BINOP(a | b)
op_IXOR: INT_BINOP(a ^ b)
op_LSHL: { int32_t s = slot_int(sp[-1]); sp[-3] = long_slot(int64_t(uint64_t(slot_long(sp[-3])) << (s & 63))); sp--; NEXT(1); }
op_LSHR: { int32_t s = slot_int(sp[-1]); sp[-3] = long_slot(slot_long(sp[-3]) >> (s & 63)); sp--; NEXT(1); }
op_LUSHR: { int32_t s = slot_int(sp[-1]); sp[-3] = long_slot(int64_t(uint64_t(slot_long(sp[-3])) >> (s & 63))); sp--; NEXT(1); }
op_LAND: LONG_BINOP(a & b)
op_LOR: LONG_BINOP(a | b)
op_LXOR: LONG_BINOP(a ^ b)
op_IINC: locals[pc[1]] = int_slot(int32_t(uint32_t(slot_int(locals[pc[1]])) + uint32_t(int8_t(pc[2])))); NEXT(3);

  // --- conversions ------------------------------------------------------------------------------
op_I2L: sp[-1] = long_slot(slot_int(sp[-1])); sp++; NEXT(1);
op_I2F: sp[-1] = float_slot(float(slot_int(sp[-1]))); NEXT(1);
op_I2D: sp[-1] = double_slot(double(slot_int(sp[-1]))); sp++; NEXT(1);
op_L2I: sp[-2] = int_slot(int32_t(slot_long(sp[-2]))); sp--; NEXT(1);
op_L2F: sp[-2] = float_slot(float(slot_long(sp[-2]))); sp--; NEXT(1);
op_L2D: sp[-2] = double_slot(double(slot_long(sp[-2]))); NEXT(1);
op_F2I: sp[-1] = int_slot(java_f2i<int32_t>(slot_float(sp[-1]))); NEXT(1);
op_F2L: sp[-1] = long_slot(java_f2i<int64_t>(slot_float(sp[-1]))); sp++; NEXT(1);
op_F2D: sp[-1] = double_slot(double(slot_float(sp[-1]))); sp++; NEXT(1);
op_D2I: sp[-2] = int_slot(java_f2i<int32_t>(slot_double(sp[-2]))); sp--; NEXT(1);
op_D2L: sp[-2] = long_slot(java_f2i<int64_t>(slot_double(sp[-2]))); NEXT(1);
op_D2F: sp[-2] = float_slot(float(slot_double(sp[-2]))); sp--; NEXT(1);
op_I2B: sp[-1] = int_slot(int8_t(sp[-1])); NEXT(1);
op_I2C: sp[-1] = int_slot(uint16_t(sp[-1])); NEXT(1);
op_I2S: sp[-1] = int_slot(int16_t(sp[-1])); NEXT(1);

  // --- comparisons and branches ------------------------------------------------------------------
op_LCMP: {
  int64_t b = slot_long(sp[-2]), a = slot_long(sp[-4]);
  sp[-4] = int_slot(a > b ? 1 : (a < b ? -1 : 0));
  sp -= 3;
  NEXT(1);
}
op_FCMPL: sp[-2] = int_slot(java_fcmp(slot_float(sp[-2]), slot_float(sp[-1]), -1)); sp--; NEXT(1);
op_FCMPG: sp[-2] = int_slot(java_fcmp(slot_float(sp[-2]), slot_float(sp[-1]), 1)); sp--; NEXT(1);
op_DCMPL: sp[-4] = int_slot(java_fcmp(slot_double(sp[-4]), slot_double(sp[-2]), -1)); sp -= 3; NEXT(1);
op_DCMPG: sp[-4] = int_slot(java_fcmp(slot_double(sp[-4]), slot_double(sp[-2]), 1)); sp -= 3; NEXT(1);
#define BRANCH_IF(cond, pop)                   \
  {                                            \
    bool taken = (cond);                       \
    sp -= (pop);                               \
    if (taken) BRANCH_TO(s2(pc + 1));          \
    NEXT(3);                                   \
  }
op_IFEQ: BRANCH_IF(slot_int(sp[-1]) == 0, 1)
op_IFNE: BRANCH_IF(slot_int(sp[-1]) != 0, 1)
op_IFLT: BRANCH_IF(slot_int(sp[-1]) < 0, 1)
op_IFGE: BRANCH_IF(slot_int(sp[-1]) >= 0, 1)
op_IFGT: BRANCH_IF(slot_int(sp[-1]) > 0, 1)
op_IFLE: BRANCH_IF(slot_int(sp[-1]) <= 0, 1)
op_IF_ICMPEQ: BRANCH_IF(slot_int(sp[-2]) == slot_int(sp[-1]), 2)
op_IF_ICMPNE: BRANCH_IF(slot_int(sp[-2]) != slot_int(sp[-1]), 2)
op_IF_ICMPLT: BRANCH_IF(slot_int(sp[-2]) < slot_int(sp[-1]), 2)
op_IF_ICMPGE: BRANCH_IF(slot_int(sp[-2]) >= slot_int(sp[-1]), 2)
op_IF_ICMPGT: BRANCH_IF(slot_int(sp[-2]) > slot_int(sp[-1]), 2)
op_IF_ICMPLE: BRANCH_IF(slot_int(sp[-2]) <= slot_int(sp[-1]), 2)
op_IF_ACMPEQ: BRANCH_IF(sp[-2] == sp[-1], 2)
op_IF_ACMPNE: BRANCH_IF(sp[-2] != sp[-1], 2)
op_IFNULL: BRANCH_IF(sp[-1] == 0, 1)
op_IFNONNULL: BRANCH_IF(sp[-1] != 0, 1)
op_GOTO: BRANCH_TO(s2(pc + 1));
op_GOTO_W: BRANCH_TO(s4(pc + 1));
op_JSR: *sp++ = Slot(pc + 3 - code); NEXT(s2(pc + 1));
op_JSR_W: *sp++ = Slot(pc + 5 - code); NEXT(s4(pc + 1));
op_RET: pc = code + locals[pc[1]]; JVMLAB_DISPATCH();
op_TABLESWITCH: {
  int32_t key = slot_int(*--sp);
  const uint8_t* p = code + ((pc - code + 4) & ~3);
  int32_t def = s4(p), lo = s4(p + 4), hi = s4(p + 8);
  if (key < lo || key > hi) BRANCH_TO(def);
  BRANCH_TO(s4(p + 12 + 4 * (int64_t(key) - lo)));
}
op_LOOKUPSWITCH: {
  int32_t key = slot_int(*--sp);
  const uint8_t* p = code + ((pc - code + 4) & ~3);
  int32_t def = s4(p), n = s4(p + 4);
  // Pairs are sorted by match (JVMS §6.5.lookupswitch): binary search.
  int32_t lo = 0, hi = n - 1;
  while (lo <= hi) {
    int32_t mid = (lo + hi) >> 1;
    int32_t m = s4(p + 8 + 8 * mid);
    if (m == key) BRANCH_TO(s4(p + 12 + 8 * mid));
    if (m < key) lo = mid + 1; else hi = mid - 1;
  }
  BRANCH_TO(def);
}

  // --- fields ---------------------------------------------------------------------------------
op_GETFIELD: seen_op = GETFIELD; goto field_common;
op_PUTFIELD: seen_op = PUTFIELD; goto field_common;
field_common: {
  const bool is_get = seen_op == GETFIELD;
  uint16_t index = u2(pc + 1);
  SYNC();
  bool cached = false;
  const Field* f = interp::link_field(t, holder, index, false, &cached);
  CHECK_EXCEPTION();
  if ((f->access & classfile::acc::VOLATILE) || !cached) {
    // Volatile fields are never quickened: every access takes the access API's Volatile order.
    Object* o = slot_ref(is_get ? sp[-1] : sp[-1 - slot_count(f->type)]);
    NULL_CHECK(o);
    if (is_get) {
      sp[-1] = access::load_field(o, *f);
      sp += slot_count(f->type) - 1;
    } else {
      sp -= slot_count(f->type);
      access::store_field(o, *f, sp[0]);
      sp--;
    }
    NEXT(3);
  }
  uint8_t quick;
  switch (f->type) {
    case BasicType::Boolean: quick = is_get ? GETFIELD_B : PUTFIELD_Z; break;
    case BasicType::Byte: quick = is_get ? GETFIELD_B : PUTFIELD_B; break;
    case BasicType::Char: quick = is_get ? GETFIELD_C : PUTFIELD_C; break;
    case BasicType::Short: quick = is_get ? GETFIELD_S : PUTFIELD_C; break;
    case BasicType::Int: case BasicType::Float: quick = is_get ? GETFIELD_I : PUTFIELD_I; break;
    case BasicType::Long: case BasicType::Double: quick = is_get ? GETFIELD_J : PUTFIELD_J; break;
    default: quick = is_get ? GETFIELD_A : PUTFIELD_A; break;
  }
  quicken(pc, quick);
  JVMLAB_DISPATCH();
}
#define GETFIELD_Q(T, push)                                   \
  {                                                           \
    Object* o = slot_ref(sp[-1]);                             \
    NULL_CHECK(o);                                            \
    T v = get_field<T>(o, cache[u2(pc + 1)].field_offset());             \
    sp--;                                                     \
    push;                                                     \
    NEXT(3);                                                  \
  }
op_GETFIELD_B: GETFIELD_Q(int8_t, *sp++ = int_slot(v))
op_GETFIELD_C: GETFIELD_Q(uint16_t, *sp++ = int_slot(v))
op_GETFIELD_S: GETFIELD_Q(int16_t, *sp++ = int_slot(v))
op_GETFIELD_I: GETFIELD_Q(uint32_t, *sp++ = Slot(v))
op_GETFIELD_J: GETFIELD_Q(uint64_t, sp[0] = v; sp += 2)
op_GETFIELD_A: {
  Object* o = slot_ref(sp[-1]);
  NULL_CHECK(o);
  sp[-1] = ref_slot(get_ref_field(o, cache[u2(pc + 1)].field_offset()));
  NEXT(3);
}
#define PUTFIELD_Q(T, slots, value)                           \
  {                                                           \
    Object* o = slot_ref(sp[-1 - (slots)]);                   \
    NULL_CHECK(o);                                            \
    set_field<T>(o, cache[u2(pc + 1)].field_offset(), (value));          \
    sp -= 1 + (slots);                                        \
    NEXT(3);                                                  \
  }
op_PUTFIELD_B: PUTFIELD_Q(int8_t, 1, int8_t(sp[-1]))
op_PUTFIELD_Z: PUTFIELD_Q(int8_t, 1, int8_t(sp[-1] & 1))
op_PUTFIELD_C: PUTFIELD_Q(uint16_t, 1, uint16_t(sp[-1]))
op_PUTFIELD_I: PUTFIELD_Q(uint32_t, 1, uint32_t(sp[-1]))
op_PUTFIELD_J: PUTFIELD_Q(uint64_t, 2, sp[-2])
op_PUTFIELD_A: {
  Object* o = slot_ref(sp[-2]);
  NULL_CHECK(o);
  set_ref_field(o, cache[u2(pc + 1)].field_offset(), slot_ref(sp[-1]));
  sp -= 2;
  NEXT(3);
}

op_GETSTATIC: seen_op = GETSTATIC; goto static_common;
op_PUTSTATIC: seen_op = PUTSTATIC; goto static_common;
static_common: {
  const bool is_get = seen_op == GETSTATIC;
  uint16_t index = u2(pc + 1);
  SYNC();
  bool cached = false;
  const Field* f = interp::link_field(t, holder, index, true, &cached);
  CHECK_EXCEPTION();
  if (!f->holder->is_initialized()) {
    if (!initialize_class(t, f->holder)) THROW();
  }
  // Quickened once the holder is initialized (the quick forms have no initialization barrier);
  // volatile statics never (every access takes the access API's Volatile order), nor a constant
  // another instruction linked differently; a class still being initialized by this thread
  // executes here until its initializer ends.
  if ((f->access & classfile::acc::VOLATILE) || !cached || !f->holder->is_initialized()) {
    if (is_get) {
      sp[0] = access::load_static(*f);
      sp += slot_count(f->type);
    } else {
      sp -= slot_count(f->type);
      access::store_static(*f, sp[0]);
    }
    NEXT(3);
  }
  uint8_t quick;
  switch (f->type) {
    case BasicType::Long: case BasicType::Double: quick = is_get ? GETSTATIC_J : PUTSTATIC_J; break;
    case BasicType::Reference: quick = is_get ? GETSTATIC_A : PUTSTATIC_A; break;
    case BasicType::Boolean: quick = is_get ? GETSTATIC_1 : PUTSTATIC_Z; break;
    case BasicType::Byte: quick = is_get ? GETSTATIC_1 : PUTSTATIC_B; break;
    case BasicType::Char: quick = is_get ? GETSTATIC_1 : PUTSTATIC_C; break;
    case BasicType::Short: quick = is_get ? GETSTATIC_1 : PUTSTATIC_S; break;
    default: quick = is_get ? GETSTATIC_1 : PUTSTATIC_I; break;
  }
  quicken(pc, quick);
  JVMLAB_DISPATCH();
}
#define STATIC_SLOT() static_cast<gc::zpointer*>(cache[u2(pc + 1)].static_slot())
op_GETSTATIC_1: *sp++ = *STATIC_SLOT(); NEXT(3);
op_GETSTATIC_J: sp[0] = *STATIC_SLOT(); sp += 2; NEXT(3);
op_GETSTATIC_A: *sp++ = ref_slot(reinterpret_cast<Object*>(gc::load_ref(STATIC_SLOT()))); NEXT(3);
op_PUTSTATIC_I: *STATIC_SLOT() = uint32_t(*--sp); NEXT(3);
op_PUTSTATIC_B: *STATIC_SLOT() = int_slot(int8_t(*--sp)); NEXT(3);
op_PUTSTATIC_C: *STATIC_SLOT() = int_slot(uint16_t(*--sp)); NEXT(3);
op_PUTSTATIC_S: *STATIC_SLOT() = int_slot(int16_t(*--sp)); NEXT(3);
op_PUTSTATIC_Z: *STATIC_SLOT() = int_slot(int32_t(*--sp & 1)); NEXT(3);
op_PUTSTATIC_J: sp -= 2; *STATIC_SLOT() = sp[0]; NEXT(3);
op_PUTSTATIC_A: gc::store_ref(STATIC_SLOT(), uintptr_t(*--sp)); NEXT(3);

  // --- object creation and type checks ---------------------------------------------------------------
op_NEW: {
  uint16_t index = u2(pc + 1);
  SYNC();
  Klass* k = interp::link_class(t, holder, index);
  CHECK_EXCEPTION();
  if (k->is_interface() || (k->access & classfile::acc::ABSTRACT) || k->is_array) {
    throw_new(t, "java/lang/InstantiationError", k->external_name());
    THROW();
  }
  if (!initialize_class(t, k)) THROW();
  if (k->is_initialized()) {
    quicken(pc, NEW_Q);
    JVMLAB_DISPATCH();
  }
  Object* o = new_object(t, k);
  CHECK_EXCEPTION();
  *sp++ = ref_slot(o);
  NEXT(3);
}
op_NEW_Q: {
  SYNC();
  Object* o = new_object(t, cache[u2(pc + 1)].klass());
  if (!o) THROW();
  *sp++ = ref_slot(o);
  NEXT(3);
}
op_NEWARRAY: {
  SYNC();
  Object* a = new_primitive_array(t, BasicType(pc[1]), slot_int(sp[-1]));
  if (!a) THROW();
  sp[-1] = ref_slot(a);
  NEXT(2);
}
op_ANEWARRAY: {
  uint16_t index = u2(pc + 1);
  SYNC();
  Klass* k = interp::link_class(t, holder, index);
  CHECK_EXCEPTION();
  array_klass_of(t, k);  // the quick form reads k->array_klass
  CHECK_EXCEPTION();
  quicken(pc, ANEWARRAY_Q);
  JVMLAB_DISPATCH();
}
op_ANEWARRAY_Q: {
  SYNC();
  Klass* k = cache[u2(pc + 1)].klass();
  Object* a = new_array(t, k->array_klass, slot_int(sp[-1]));
  if (!a) THROW();
  sp[-1] = ref_slot(a);
  NEXT(3);
}
op_MULTIANEWARRAY: {
  uint16_t index = u2(pc + 1);
  int dims = pc[3];
  SYNC();
  Klass* k = interp::link_class(t, holder, index);
  CHECK_EXCEPTION();
  int32_t counts[256];
  for (int d = 0; d < dims; d++) {
    counts[d] = slot_int(sp[d - dims]);
    if (counts[d] < 0) {
      throw_negative_array_size(t, counts[d]);
      THROW();
    }
  }
  // Allocate dimension by dimension (JVMS §6.5.multianewarray). Kept here, not called from
  // runtime/heap: with this code out of the loop GCC 12 allocated the loop's registers worse
  // (FannkuchRedux 9 -Xint: +3.4% instructions under callgrind, 2.330 G -> 2.410 G).
  struct Builder {
    static Object* make(JavaThread* t, Klass* ak, const int32_t* counts, int dims) {
      Object* a = new_array(t, ak, counts[0]);
      if (!a || dims == 1) return a;
      HandleScope hs(t);
      Handle ha(t, a);
      for (int32_t i = 0; i < counts[0]; i++) {
        Object* sub = make(t, ak->component, counts + 1, dims - 1);
        if (!sub) return nullptr;
        set_ref_element(ha.get(), i, sub);
      }
      return ha.get();
    }
  };
  Object* a = Builder::make(t, k, counts, dims);
  if (!a) THROW();
  sp -= dims;
  *sp++ = ref_slot(a);
  NEXT(4);
}
op_CHECKCAST: seen_op = CHECKCAST; goto typecheck_common;
op_INSTANCEOF: seen_op = INSTANCEOF; goto typecheck_common;
typecheck_common: {
  // null passes checkcast and is no instance: the class is not resolved (JVMS §6.5.checkcast),
  // nor the instruction quickened, as in HotSpot's templates.
  if (slot_ref(sp[-1]) == nullptr) {
    if (seen_op == INSTANCEOF) sp[-1] = int_slot(0);
    NEXT(3);
  }
  uint16_t index = u2(pc + 1);
  SYNC();
  interp::link_class(t, holder, index);
  CHECK_EXCEPTION();
  quicken(pc, seen_op == CHECKCAST ? CHECKCAST_Q : INSTANCEOF_Q);
  JVMLAB_DISPATCH();
}
op_CHECKCAST_Q: {
  Object* o = slot_ref(sp[-1]);
  if (o != nullptr) {
    Klass* k = cache[u2(pc + 1)].klass();
    if (o->klass != k && !o->klass->is_subtype_of(k)) {
      SYNC();
      throw_class_cast(t, o->klass, k);
      THROW();
    }
  }
  NEXT(3);
}
op_INSTANCEOF_Q: {
  Object* o = slot_ref(sp[-1]);
  Klass* k = cache[u2(pc + 1)].klass();
  sp[-1] = int_slot(o != nullptr && (o->klass == k || o->klass->is_subtype_of(k)) ? 1 : 0);
  NEXT(3);
}

  // --- monitors and exceptions --------------------------------------------------------------------
op_MONITORENTER: {
  Object* o = slot_ref(sp[-1]);
  NULL_CHECK(o);
  SYNC();  // may block: the frame must be walkable
  monitor::enter(t, o);
  sp--;
  NEXT(1);
}
op_MONITOREXIT: {
  Object* o = slot_ref(sp[-1]);
  NULL_CHECK(o);
  SYNC();
  if (!monitor::exit(t, o)) THROW();
  sp--;
  NEXT(1);
}
op_ATHROW: {
  Object* e = slot_ref(sp[-1]);
  NULL_CHECK(e);
  t->pending_exception = e;
  THROW();
}

  // --- invocation -------------------------------------------------------------------------------
op_INVOKEVIRTUAL: seen_op = INVOKEVIRTUAL; goto invoke_common;
op_INVOKESPECIAL: seen_op = INVOKESPECIAL; goto invoke_common;
op_INVOKESTATIC: seen_op = INVOKESTATIC; goto invoke_common;
op_INVOKEINTERFACE: seen_op = INVOKEINTERFACE; goto invoke_common;
invoke_common: {
  uint16_t index = u2(pc + 1);
  const uint8_t op = seen_op;
  InvokeKind kind = op == INVOKEVIRTUAL ? InvokeKind::Virtual
                    : op == INVOKESPECIAL ? InvokeKind::Special
                    : op == INVOKESTATIC ? InvokeKind::Static
                                         : InvokeKind::Interface;
  SYNC();
  interp::LinkedCall call;
  bool cached = false;
  if (!interp::link_invoke(t, method, index, kind, &call, &cached)) THROW();
  if (cached) {
    switch (call.kind) {
      case CpEntryKind::DirectCall:
        // invokeinterface is 5 bytes: it keeps its own quick form (its IC path handles any call).
        quicken(pc, op == INVOKEINTERFACE ? INVOKEINTERFACE_Q : INVOKEDIRECT_Q);
        break;
      case CpEntryKind::VtableCall: quicken(pc, INVOKEVIRTUAL_Q); break;
      default: quicken(pc, op == INVOKEINTERFACE ? INVOKEINTERFACE_Q : INVOKESELECT_Q); break;
    }
    JVMLAB_DISPATCH();
  }
  // Not cached (a class still initializing, or a constant linked differently by another
  // instruction): call what this instruction linked.
  if (call.kind == CpEntryKind::DirectCall) {
    if (!call.method->is_static() && sp[-int(call.arg_slots)] == 0) NULL_CHECK(nullptr);
    callee = call.method;
    goto invoke_callee;
  }
  Object* receiver = slot_ref(sp[-int(call.arg_slots)]);
  NULL_CHECK(receiver);
  if (call.kind == CpEntryKind::VtableCall) {
    callee = receiver->klass->vtable[call.vtable_index];
  } else {
    callee = interp::select_for_receiver(t, receiver->klass, call.method);
    CHECK_EXCEPTION();
  }
  goto invoke_callee;
}
op_INVOKEDIRECT_Q: {
  const CpCacheEntry& e = cache[u2(pc + 1)];
  callee = e.method();
  if (!callee->is_static() && sp[-int(e.arg_slots)] == 0) {
    NULL_CHECK(nullptr);
  }
  goto invoke_callee;
}
op_INVOKEVIRTUAL_Q: {
  const CpCacheEntry& e = cache[u2(pc + 1)];
  Object* receiver = slot_ref(sp[-int(e.arg_slots)]);
  NULL_CHECK(receiver);
  if (MethodProfile* profile = method->profile.load(std::memory_order_relaxed)) [[unlikely]] {
    profile->record(int(pc - code), receiver->klass);
  }
  callee = receiver->klass->vtable[e.vtable_index()];
  goto invoke_callee;
}
op_INVOKEINTERFACE_Q: op_INVOKESELECT_Q: {
  CpCacheEntry& e = cache[u2(pc + 1)];
  Method* im = e.method();
  Object* receiver = slot_ref(sp[-int(e.arg_slots)]);
  NULL_CHECK(receiver);
  Klass* rk = receiver->klass;
  if (MethodProfile* profile = method->profile.load(std::memory_order_relaxed)) [[unlikely]] {
    profile->record(int(pc - code), rk);
  }
  if (e.kind.load(std::memory_order_relaxed) == CpEntryKind::DirectCall) {
    callee = im;  // invokeinterface of a private interface method
    goto invoke_callee;
  }
  const IcPair* ic = e.inline_cache();
  if (ic && ic->klass == rk) {
    callee = ic->target;
  } else {
    // Inline-cache miss: select by the receiver's itable (no name comparison).
    SYNC();
    callee = interp::select_for_receiver(t, rk, im);
    CHECK_EXCEPTION();
    e.set_inline_cache(interp::ic_pair(rk, callee));
  }
  goto invoke_callee;
}

op_INVOKEDYNAMIC: {
  uint16_t index = u2(pc + 1);
  SYNC();
  int arg_slots = 0;
  interp::CallSite* site = interp::link_invokedynamic(t, holder, index, &arg_slots);
  CHECK_EXCEPTION();
  (void)site;
  quicken(pc, INVOKEDYNAMIC_Q);
  JVMLAB_DISPATCH();
}
op_INVOKEDYNAMIC_Q: {
  const CpCacheEntry& e = cache[u2(pc + 1)];
  SYNC();
  Slot* args = sp - e.arg_slots;
  Slot result = 0;
  if (!interp::run_call_site(t, static_cast<interp::CallSite*>(e.call_site()), args, &result)) THROW();
  sp = args;
  *sp++ = result;
  NEXT(5);
}

invoke_callee: {
  // `callee` is selected; its arguments are the top arg_slots of the operand stack.
  Method* m = callee;
  Slot* args = sp - m->arg_slots;
  const MethodEntry entry = m->entry.load(std::memory_order_relaxed);
  if (entry != interpreter_entry) [[unlikely]] {
    // Another entry (native, abstract, compiled): called with the arguments at the top of the
    // used stack, which it owns (the frame's operand stack ends below them).
    fr->pc = pc;
    fr->sp = args;
    t->stack_top = sp;
    Slot r;
    if (entry == native_entry && m->native != nullptr && !m->has_reference_args && !m->is_synchronized()) {
      // native_entry's fast path, inline: a bound native with primitive arguments only needs no
      // argument-root record and no monitor (Math.sqrt in a loop).
      m->invocation_count.store(m->invocation_count.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
      r = m->native(t, args);
      r = m->return_type == BasicType::Void ? 0 : access::normalize(m->return_type, r);
    } else {
      r = entry(t, m, args);
    }
    t->stack_top = fr->stack_base + method->max_stack;
    sp = args;
    CHECK_EXCEPTION();
    switch (slot_count(m->return_type)) {
      case 0: break;
      case 1: *sp++ = r; break;
      default: sp[0] = r; sp += 2; break;
    }
    NEXT(invoke_length(*pc));
  }
  // Push the callee frame.
  Frame* nf = reinterpret_cast<Frame*>(args + m->max_locals);
  Slot* nstack = reinterpret_cast<Slot*>(nf) + kFrameSlots;
  if (nstack + m->max_stack > t->stack_limit) {
    SYNC();
    throw_stack_overflow(t);
    THROW();
  }
  fr->pc = pc;
  fr->sp = args;
  nf->caller = fr;
  nf->method = m;
  nf->locals = args;
  nf->stack_base = nstack;
  nf->entry = false;
  nf->kind = FrameKind::Interpreted;
  nf->pc = m->code.data();
  fr = nf;
  method = m;
  holder = m->holder;
  cache = holder->cp_cache.data();
  code = m->code.data();
  pc = code;
  locals = args;
  sp = nstack;
  t->top_frame = fr;
  t->stack_top = nstack + m->max_stack;
  if (MethodProfile::count_invocation(m)) [[unlikely]] {  // as interpreter_entry counts
    SYNC();  // the tier policy may wait for a compilation
    compiler::on_invocation(t, m);
  }
  if (m->is_synchronized()) {
    SYNC();  // may block: the frame must be walkable
    monitor::enter(t, m->is_static() ? holder->mirror : slot_ref(locals[0]));
  }
  POLL_AND_DISPATCH();  // method entry
}

  // --- returns ----------------------------------------------------------------------------------
op_IRETURN: op_FRETURN: op_ARETURN: op_LRETURN: op_DRETURN: op_RETURN: {
  uint8_t op = *pc;
  int nslots = op == RETURN ? 0 : (op == LRETURN || op == DRETURN) ? 2 : 1;
  Slot result = nslots == 0 ? 0 : sp[-nslots];
  if (op == IRETURN) {
    // Narrow to the declared return type (JVMS §6.5.ireturn).
    switch (method->return_type) {
      case BasicType::Boolean: result = int_slot(int32_t(result & 1)); break;
      case BasicType::Byte: result = int_slot(int8_t(result)); break;
      case BasicType::Char: result = int_slot(uint16_t(result)); break;
      case BasicType::Short: result = int_slot(int16_t(result)); break;
      default: break;
    }
  }
  if (method->is_synchronized()) {
    SYNC();
    if (!monitor::exit(t, method->is_static() ? holder->mirror : slot_ref(locals[0]))) THROW();
  }
  Frame* done = fr;
  if (done->entry) {
    t->top_frame = done->caller;
    return result;
  }
  Slot* dest = done->locals;
  fr = done->caller;
  method = fr->method;
  holder = method->holder;
  cache = holder->cp_cache.data();
  code = method->code.data();
  locals = fr->locals;
  sp = dest;
  if (nslots) {
    sp[0] = result;
    sp += nslots;
  }
  pc = fr->pc + invoke_length(*fr->pc);
  t->top_frame = fr;
  t->stack_top = fr->stack_base + method->max_stack;
  JVMLAB_DISPATCH();
}

  // --- wide ---------------------------------------------------------------------------------------
op_WIDE: {
  uint8_t op = pc[1];
  uint16_t index = u2(pc + 2);
  switch (op) {
    case ILOAD: case FLOAD: case ALOAD: *sp++ = locals[index]; break;
    case LLOAD: case DLOAD: sp[0] = locals[index]; sp += 2; break;
    case ISTORE: case FSTORE: case ASTORE: locals[index] = *--sp; break;
    case LSTORE: case DSTORE: sp -= 2; locals[index] = sp[0]; break;
    case RET: pc = code + locals[index]; JVMLAB_DISPATCH();
    case IINC:
      locals[index] = int_slot(int32_t(uint32_t(slot_int(locals[index])) + uint32_t(int32_t(s2(pc + 4)))));
      NEXT(6);
    default: goto op_unknown;
  }
  NEXT(4);
}

op_unknown: {
  SYNC();
  throw_new(t, "java/lang/VerifyError",
            "Bad instruction: " + std::to_string(int(*pc)) + " in method " +
                method->external_name() + " at bci " + std::to_string(int(pc - code)));
  THROW();
}

  // --- exception dispatch (JVMS §2.10) --------------------------------------------------------------
handle_exception: {
  // The exception stays in t->pending_exception (a GC root) while handlers are searched:
  // resolving a catch type may load a class (a safepoint), so it is re-read after each step.
  for (;;) {
    fr->pc = pc;
    fr->sp = sp;
    t->stack_top = sp;
    const int handler_bci = find_exception_handler(t, method, int(pc - code));
    if (handler_bci >= 0) {
      sp = fr->stack_base;
      *sp++ = ref_slot(t->pending_exception);
      t->pending_exception = nullptr;
      pc = code + handler_bci;
      JVMLAB_DISPATCH();
    }
    // Not handled here: release the monitor of a synchronized method and pop the frame.
    if (method->is_synchronized()) {
      HandleScope hs(t);  // exiting an unowned monitor throws (allocates)
      Handle saved(t, t->pending_exception);
      t->pending_exception = nullptr;
      monitor::exit(t, method->is_static() ? holder->mirror : slot_ref(locals[0]));
      t->pending_exception = saved.get();
    }
    Frame* done = fr;
    if (done->entry) {
      t->top_frame = done->caller;
      return 0;
    }
    fr = done->caller;
    method = fr->method;
    holder = method->holder;
    cache = holder->cp_cache.data();
    code = method->code.data();
    locals = fr->locals;
    sp = fr->sp;
    pc = fr->pc;
    t->top_frame = fr;
    t->stack_top = fr->stack_base + method->max_stack;
  }
}
}

}  // namespace jvmlab
