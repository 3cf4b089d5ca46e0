// Reference-map analysis: a forward dataflow fixpoint over the basic blocks of a method's original
// bytecode with the four-kind slot lattice drawn in reference_map.hpp, then one recording pass
// that stores a bit per local and stack slot for every reachable instruction.
// Does not verify: it trusts that verified code uses slots consistently, and reports malformed
// code (bad opcodes, stack under/overflow, branches into instructions) as an error.
#include "bytecode/reference_map.hpp"

#include <algorithm>
#include <deque>
#include <functional>
#include <mutex>
#include <string_view>
#include <unordered_map>

#include "classfile/class_file.hpp"
#include "classfile/signature.hpp"
#include "bytecode/bytecode_walk.hpp"
#include "runtime/oops/klass.hpp"
#include "utilities/debug.hpp"

namespace jvmlab {

using namespace bc;

namespace {

// --- the slot lattice ------------------------------------------------------------------------
using Kind = uint32_t;
constexpr Kind kTop = 0;    // unset, or a conflict between paths
constexpr Kind kValue = 1;  // int, float, a half of long/double
constexpr Kind kRef = 2;    // reference, null, or uninitialized (allocated) object
// retaddr(s): a jsr return address into the subroutine starting at bci s.
inline Kind ret_addr(int subroutine) { return (Kind(subroutine) << 2) | 3; }
inline bool is_ret_addr(Kind k) { return (k & 3) == 3; }
inline int subroutine_of(Kind k) { return int(k >> 2); }
inline Kind meet(Kind a, Kind b) { return a == b ? a : kTop; }

/// Why an analysis stopped; becomes ReferenceMap::error().
struct AnalysisError {
  std::string message;
};
[[noreturn]] void fail(int bci, const std::string& what) {
  throw AnalysisError{what + " at bci " + std::to_string(bci)};
}

/// The abstract state before an instruction.
struct State {
  int depth = 0;
  std::vector<Kind> locals;
  std::vector<Kind> stack;     // [0, depth) meaningful
  std::vector<uint8_t> wrote;  // per local: written since the current subroutine's entry
                               // (tracked only in methods that contain jsr)
};

// --- descriptors -------------------------------------------------------------------------------

/// The type field descriptor `d` of a member reference names (classfile/signature.hpp).
classfile::FieldType field_of(std::string_view d, int bci) {
  const classfile::FieldType type = classfile::field_type(d);
  if (type.descriptor.empty() || type.is_void()) fail(bci, "malformed field descriptor");
  return type;
}

/// Parameter slots of method descriptor `d` (without a receiver) and its return type.
struct MethodShape {
  int arg_slots = 0;
  classfile::FieldType ret;
};
MethodShape method_shape(std::string_view d, int bci) {
  classfile::SignatureIterator it(d);
  while (!it.at_return()) it.next();
  if (it.malformed()) fail(bci, "malformed method descriptor");
  return {it.slot(), it.type()};
}

}  // namespace

// --- the analysis --------------------------------------------------------------------------------

/// Builds one ReferenceMap (friend of ReferenceMap). Single use, single thread.
class ReferenceMapBuilder {
 public:
  ReferenceMapBuilder(const classfile::ClassFile& cf, const classfile::MethodInfo& mi)
      : cf_(cf), mi_(mi), code_(mi.code->code), n_(int(code_.size())),
        max_locals_(mi.code->max_locals), max_stack_(mi.code->max_stack) {}

  std::unique_ptr<ReferenceMap> build() {
    auto map = std::unique_ptr<ReferenceMap>(new ReferenceMap());
    map->max_locals_ = max_locals_;
    map->max_stack_ = max_stack_;
    map->words_ = std::max(1, (max_locals_ + max_stack_ + 63) / 64);
    try {
      find_blocks();
      iterate_to_fixpoint();
      map->jsr_conflict_ = find_jsr_conflicts();
      recording_ = true;
      record(*map);
    } catch (const AnalysisError& e) {
      JVMLAB_ASSERT(!recording_, "the structural check rejects only while analysing: recording re-runs "
                                 "instructions the fixpoint already accepted");
      map->error_ = mi_.name + mi_.descriptor + ": " + e.message;
      map->bcis_.clear();
      map->depths_.clear();
      map->bits_.clear();
    }
    return map;
  }

 private:
  struct Block {
    int start = 0;
    int end = 0;  // exclusive
    bool reached = false;
    bool queued = false;
    State in;
  };
  struct JsrSite {
    int jsr_bci;
    int return_bci;
  };
  struct RetSeen {
    int subroutine;  // -1: the return address was not known
    State state;
  };

  // --- phase 1: instructions and basic blocks -----------------------------------------------------
  void find_blocks() {
    if (n_ == 0) fail(0, "empty code");
    length_.assign(n_, 0);
    for (int bci = 0; bci < n_;) {
      const int len = instruction_length(code_, bci);
      if (len < 0) fail(bci, "undefined opcode " + std::to_string(code_[bci]) + " or truncated instruction");
      length_[bci] = len;
      bci += len;
    }
    std::vector<uint8_t> leader(n_, 0);
    leader[0] = 1;
    for (int bci = 0; bci < n_; bci += length_[bci]) {
      const int next = bci + length_[bci];
      auto ends_block = [&] {
        if (next < n_) leader[next] = 1;
      };
      for_each_target(bci, [&](int t) { leader[t] = 1; });
      switch (code_[bci]) {
        case JSR: case JSR_W:
          has_jsr_ = true;
          jsr_sites_[jump_target(bci)].push_back({bci, next});
          ends_block();
          break;
        case WIDE:
          if (code_[bci + 1] == RET) ends_block();
          break;
        case IFEQ: case IFNE: case IFLT: case IFGE: case IFGT: case IFLE: case IF_ICMPEQ:
        case IF_ICMPNE: case IF_ICMPLT: case IF_ICMPGE: case IF_ICMPGT: case IF_ICMPLE:
        case IF_ACMPEQ: case IF_ACMPNE: case IFNULL: case IFNONNULL: case GOTO: case GOTO_W:
        case TABLESWITCH: case LOOKUPSWITCH: case RET: case IRETURN: case LRETURN: case FRETURN:
        case DRETURN: case ARETURN: case RETURN: case ATHROW:
          ends_block();
          break;
        default:
          break;
      }
    }
    for (const auto& h : mi_.code->exception_table) {
      if (h.start_pc >= n_ || !length_[h.start_pc] || h.end_pc > n_ || h.start_pc >= h.end_pc)
        fail(h.start_pc, "bad exception-table range");
      check_target(h.handler_pc, h.handler_pc);
      leader[h.handler_pc] = 1;
    }
    block_at_.assign(n_, -1);
    for (int bci = 0; bci < n_; bci += length_[bci]) {
      if (!leader[bci]) continue;
      if (!blocks_.empty()) blocks_.back().end = bci;
      block_at_[bci] = int(blocks_.size());
      Block block;
      block.start = bci;
      block.end = n_;
      blocks_.push_back(std::move(block));
    }
  }

  int check_target(int from, int64_t target) const {
    if (target < 0 || target >= n_ || !length_[target])
      fail(from, "branch target " + std::to_string(target) + " is not an instruction");
    return int(target);
  }
  int jump_target(int bci) const {
    const uint8_t op = code_[bci];
    const bool wide = op == GOTO_W || op == JSR_W;
    return check_target(bci, int64_t(bci) + (wide ? read_s4(&code_[bci + 1]) : read_s2(&code_[bci + 1])));
  }
  /// Calls f(target) for every branch, switch or jsr target of the instruction at `bci`.
  template <typename F>
  void for_each_target(int bci, F&& f) const {
    const uint8_t op = code_[bci];
    if ((op >= IFEQ && op <= JSR) || op == IFNULL || op == IFNONNULL || op == GOTO_W || op == JSR_W) {
      f(jump_target(bci));
    } else if (op == TABLESWITCH || op == LOOKUPSWITCH) {
      const int base = (bci + 4) & ~3;
      f(check_target(bci, int64_t(bci) + read_s4(&code_[base])));
      if (op == TABLESWITCH) {
        const int64_t count = int64_t(read_s4(&code_[base + 8])) - read_s4(&code_[base + 4]) + 1;
        for (int64_t i = 0; i < count; i++)
          f(check_target(bci, int64_t(bci) + read_s4(&code_[base + 12 + 4 * i])));
      } else {
        const int64_t npairs = read_s4(&code_[base + 4]);
        for (int64_t i = 0; i < npairs; i++)
          f(check_target(bci, int64_t(bci) + read_s4(&code_[base + 12 + 8 * i])));
      }
    }
  }

  // --- phase 2: fixpoint -------------------------------------------------------------------------
  void iterate_to_fixpoint() {
    State entry;
    entry.locals.assign(max_locals_, kTop);
    entry.stack.assign(max_stack_, kTop);
    if (has_jsr_) entry.wrote.assign(max_locals_, 0);
    // Receiver, then parameters by descriptor (JVMS §2.6.1).
    int slot = 0;
    auto set_param = [&](Kind k) {
      if (slot >= max_locals_) fail(0, "parameters exceed max_locals");
      entry.locals[slot++] = k;
    };
    if (!(mi_.access_flags & classfile::acc::STATIC)) set_param(kRef);
    classfile::SignatureIterator it(mi_.descriptor);
    for (; !it.at_return(); it.next()) {
      if (it.type().is_reference()) {
        set_param(kRef);
      } else {
        for (int k = it.size(); k > 0; k--) set_param(kValue);
      }
    }
    if (it.malformed()) fail(0, "malformed method descriptor");
    merge_into(0, entry, 0);

    // Process queued blocks until no entry state changes. Termination: merges only move slots
    // toward top (and `wrote` bits toward 1), so each block is requeued finitely often.
    while (!queue_.empty()) {
      const int b = queue_.front();
      queue_.pop_front();
      blocks_[b].queued = false;
      State s = blocks_[b].in;
      run_block(b, s, /*recording=*/nullptr);
    }
  }

  using Recorder = std::function<void(int bci, const State& before)>;

  /// Runs block `b` from state `s`. While analysing (`rec` null) it merges into handlers and
  /// successors; while recording it calls (*rec)(bci, state) before each instruction instead.
  void run_block(int b, State& s, const Recorder* rec) {
    const Block& block = blocks_[b];
    for (int bci = block.start; bci < block.end; bci += length_[bci]) {
      if (rec) {
        (*rec)(bci, s);
      } else {
        merge_into_handlers(bci, s);
      }
      const bool falls_through = step(bci, s, rec == nullptr);
      if (!falls_through) return;
    }
    if (block.end >= n_) fail(block.start, "control falls off the end of the code from the block");
    if (!rec) merge_into(block.end, s, block.end);
  }

  void enqueue(int b) {
    if (blocks_[b].queued) return;
    blocks_[b].queued = true;
    queue_.push_back(b);
  }

  /// Meets `s` into the entry state of the block at `target`; requeues it when that changed.
  void merge_into(int target, const State& s, int from) {
    JVMLAB_ASSERT(target >= 0 && target < n_ && block_at_[target] >= 0,
                  "a merge target starts a block: the structural check accepted it as an instruction "
                  "(check_target) and find_blocks made it a leader");
    JVMLAB_ASSERT(s.depth >= 0 && s.depth <= max_stack_, "a state's stack depth is within max_stack (push/pop checks)");
    Block& b = blocks_[block_at_[target]];
    if (!b.reached) {
      b.reached = true;
      b.in = s;
      enqueue(block_at_[target]);
      return;
    }
    State& t = b.in;
    if (t.depth != s.depth)
      fail(from, "stack depth " + std::to_string(s.depth) + " differs from " +
                     std::to_string(t.depth) + " at merge point " + std::to_string(target));
    bool changed = false;
    for (int i = 0; i < max_locals_; i++) {
      const Kind m = meet(t.locals[i], s.locals[i]);
      changed |= m != t.locals[i];
      t.locals[i] = m;
    }
    for (int i = 0; i < s.depth; i++) {
      const Kind m = meet(t.stack[i], s.stack[i]);
      changed |= m != t.stack[i];
      t.stack[i] = m;
    }
    for (size_t i = 0; i < t.wrote.size(); i++) {
      changed |= s.wrote[i] && !t.wrote[i];
      t.wrote[i] |= s.wrote[i];
    }
    if (changed) enqueue(block_at_[target]);
  }

  /// Handler entry: the locals before any covered instruction, the stack = [exception].
  void merge_into_handlers(int bci, const State& s) {
    for (const auto& h : mi_.code->exception_table) {
      if (bci < h.start_pc || bci >= h.end_pc) continue;
      if (max_stack_ < 1) fail(h.handler_pc, "max_stack is 0 at an exception handler");
      scratch_.locals = s.locals;
      scratch_.wrote = s.wrote;
      scratch_.stack.assign(max_stack_, kTop);
      scratch_.stack[0] = kRef;
      scratch_.depth = 1;
      merge_into(h.handler_pc, scratch_, bci);
    }
  }

  // --- transfer functions -------------------------------------------------------------------------
  struct Ops {
    State& s;
    int bci;
    int max_stack;
    void push(Kind k) {
      if (s.depth >= max_stack) fail(bci, "operand stack overflow");
      s.stack[s.depth++] = k;
    }
    void push_values(int n) {
      for (int i = 0; i < n; i++) push(kValue);
    }
    Kind pop() {
      if (s.depth <= 0) fail(bci, "operand stack underflow");
      return s.stack[--s.depth];
    }
    void pop(int n) {
      for (int i = 0; i < n; i++) pop();
    }
    /// A value of type `t`: nothing (void), a reference, or 1-2 value slots.
    void push_type(const classfile::FieldType& t) {
      if (t.is_reference()) push(kRef);
      else push_values(t.slots());
    }
    /// Rearranges the top slots: `pattern` lists, bottom to top, which of the popped slots
    /// (1 = the old top, 2 = the one below, ...) to push, e.g. dup_x1 = {1, 2, 1}.
    void shuffle(int popped, std::initializer_list<int> pattern) {
      Kind old[4];
      for (int i = 1; i <= popped; i++) old[i - 1] = pop();
      for (int p : pattern) push(old[p - 1]);
    }
  };

  Kind local(const State& s, int index, int bci) const {
    if (index >= max_locals_) fail(bci, "local " + std::to_string(index) + " out of range");
    return s.locals[index];
  }
  void set_local(State& s, int index, Kind k, int bci) {
    if (index >= max_locals_) fail(bci, "local " + std::to_string(index) + " out of range");
    s.locals[index] = k;
    if (!s.wrote.empty()) s.wrote[index] = 1;
  }

  const classfile::CpEntry& constant(int index, int bci) const {
    if (index <= 0 || index >= int(cf_.constant_pool.size()))
      fail(bci, "constant-pool index " + std::to_string(index) + " out of range");
    return cf_.constant_pool[index];
  }
  /// Descriptor of the member (field, method, call site, dynamic constant) at `index`.
  std::string_view member_descriptor(int index, int bci) const {
    const auto& e = constant(index, bci);
    switch (e.tag) {
      case classfile::CpTag::Fieldref: case classfile::CpTag::Methodref:
      case classfile::CpTag::InterfaceMethodref: case classfile::CpTag::InvokeDynamic:
      case classfile::CpTag::Dynamic:
        return cf_.utf8(constant(e.index2, bci).index2);
      default:
        fail(bci, "constant " + std::to_string(index) + " is not a member reference");
    }
  }

  /// Applies the instruction at `bci` to `s`; while analysing, also merges into branch targets.
  /// Returns true if execution may continue with the next instruction.
  bool step(int bci, State& s, bool analysing) {
    Ops o{s, bci, max_stack_};
    const uint8_t op = code_[bci];
    const uint8_t* p = &code_[bci];
    auto branch = [&](int target) {
      if (analysing) merge_into(target, s, bci);
    };
    switch (op) {
      case NOP: return true;
      case ACONST_NULL: o.push(kRef); return true;
      case ICONST_M1: case ICONST_0: case ICONST_1: case ICONST_2: case ICONST_3: case ICONST_4:
      case ICONST_5: case FCONST_0: case FCONST_1: case FCONST_2: case BIPUSH: case SIPUSH:
        o.push(kValue); return true;
      case LCONST_0: case LCONST_1: case DCONST_0: case DCONST_1: o.push_values(2); return true;
      case LDC: case LDC_W: {
        const int index = op == LDC ? p[1] : read_u2(p + 1);
        switch (constant(index, bci).tag) {
          case classfile::CpTag::Integer: case classfile::CpTag::Float: o.push(kValue); break;
          case classfile::CpTag::String: case classfile::CpTag::Class:
          case classfile::CpTag::MethodType: case classfile::CpTag::MethodHandle: o.push(kRef); break;
          case classfile::CpTag::Dynamic: o.push_type(field_of(member_descriptor(index, bci), bci)); break;
          default: fail(bci, "ldc of an unloadable constant");
        }
        return true;
      }
      case LDC2_W: {
        const int index = read_u2(p + 1);
        const auto tag = constant(index, bci).tag;
        if (tag == classfile::CpTag::Long || tag == classfile::CpTag::Double) o.push_values(2);
        else if (tag == classfile::CpTag::Dynamic) o.push_type(field_of(member_descriptor(index, bci), bci));
        else fail(bci, "ldc2_w of a category-1 constant");
        return true;
      }
      // Loads push the instruction's own type (what the verifier would check the local against).
      case ILOAD: case FLOAD: local(s, p[1], bci); o.push(kValue); return true;
      case LLOAD: case DLOAD: local(s, p[1] + 1, bci); o.push_values(2); return true;
      case ALOAD: local(s, p[1], bci); o.push(kRef); return true;
      case ILOAD_0: case ILOAD_1: case ILOAD_2: case ILOAD_3:
        local(s, op - ILOAD_0, bci); o.push(kValue); return true;
      case FLOAD_0: case FLOAD_1: case FLOAD_2: case FLOAD_3:
        local(s, op - FLOAD_0, bci); o.push(kValue); return true;
      case LLOAD_0: case LLOAD_1: case LLOAD_2: case LLOAD_3:
        local(s, op - LLOAD_0 + 1, bci); o.push_values(2); return true;
      case DLOAD_0: case DLOAD_1: case DLOAD_2: case DLOAD_3:
        local(s, op - DLOAD_0 + 1, bci); o.push_values(2); return true;
      case ALOAD_0: case ALOAD_1: case ALOAD_2: case ALOAD_3:
        local(s, op - ALOAD_0, bci); o.push(kRef); return true;
      case IALOAD: case FALOAD: case BALOAD: case CALOAD: case SALOAD:
        o.pop(2); o.push(kValue); return true;
      case LALOAD: case DALOAD: o.pop(2); o.push_values(2); return true;
      case AALOAD: o.pop(2); o.push(kRef); return true;
      // Stores: astore also stores return addresses (jsr subroutines), so it copies the kind.
      case ISTORE: case FSTORE: o.pop(); set_local(s, p[1], kValue, bci); return true;
      case LSTORE: case DSTORE: store_wide_value(s, o, p[1], bci); return true;
      case ASTORE: set_local(s, p[1], o.pop(), bci); return true;
      case ISTORE_0: case ISTORE_1: case ISTORE_2: case ISTORE_3:
        o.pop(); set_local(s, op - ISTORE_0, kValue, bci); return true;
      case FSTORE_0: case FSTORE_1: case FSTORE_2: case FSTORE_3:
        o.pop(); set_local(s, op - FSTORE_0, kValue, bci); return true;
      case LSTORE_0: case LSTORE_1: case LSTORE_2: case LSTORE_3:
        store_wide_value(s, o, op - LSTORE_0, bci); return true;
      case DSTORE_0: case DSTORE_1: case DSTORE_2: case DSTORE_3:
        store_wide_value(s, o, op - DSTORE_0, bci); return true;
      case ASTORE_0: case ASTORE_1: case ASTORE_2: case ASTORE_3:
        set_local(s, op - ASTORE_0, o.pop(), bci); return true;
      case IASTORE: case FASTORE: case AASTORE: case BASTORE: case CASTORE: case SASTORE:
        o.pop(3); return true;
      case LASTORE: case DASTORE: o.pop(4); return true;
      // Stack shuffles work on slots, which is exact for every category form (JVMS §6.5.dup2 ...).
      case POP: o.pop(); return true;
      case POP2: o.pop(2); return true;
      case DUP: o.shuffle(1, {1, 1}); return true;
      case DUP_X1: o.shuffle(2, {1, 2, 1}); return true;
      case DUP_X2: o.shuffle(3, {1, 3, 2, 1}); return true;
      case DUP2: o.shuffle(2, {2, 1, 2, 1}); return true;
      case DUP2_X1: o.shuffle(3, {2, 1, 3, 2, 1}); return true;
      case DUP2_X2: o.shuffle(4, {2, 1, 4, 3, 2, 1}); return true;
      case SWAP: o.shuffle(2, {1, 2}); return true;
      // Arithmetic and conversions: values in, values out.
      case IADD: case FADD: case ISUB: case FSUB: case IMUL: case FMUL: case IDIV: case FDIV:
      case IREM: case FREM: case ISHL: case ISHR: case IUSHR: case IAND: case IOR: case IXOR:
      case FCMPL: case FCMPG:
        o.pop(2); o.push(kValue); return true;
      case LADD: case DADD: case LSUB: case DSUB: case LMUL: case DMUL: case LDIV: case DDIV:
      case LREM: case DREM: case LAND: case LOR: case LXOR:
        o.pop(4); o.push_values(2); return true;
      case LSHL: case LSHR: case LUSHR: o.pop(3); o.push_values(2); return true;
      case INEG: case FNEG: case I2F: case F2I: case I2B: case I2C: case I2S:
        o.pop(); o.push(kValue); return true;
      case LNEG: case DNEG: case L2D: case D2L: o.pop(2); o.push_values(2); return true;
      case I2L: case I2D: case F2L: case F2D: o.pop(); o.push_values(2); return true;
      case L2I: case L2F: case D2I: case D2F: o.pop(2); o.push(kValue); return true;
      case LCMP: case DCMPL: case DCMPG: o.pop(4); o.push(kValue); return true;
      case IINC: local(s, p[1], bci); set_local(s, p[1], kValue, bci); return true;
      // Branches.
      case IFEQ: case IFNE: case IFLT: case IFGE: case IFGT: case IFLE: case IFNULL: case IFNONNULL:
        o.pop(); branch(jump_target(bci)); return true;
      case IF_ICMPEQ: case IF_ICMPNE: case IF_ICMPLT: case IF_ICMPGE: case IF_ICMPGT:
      case IF_ICMPLE: case IF_ACMPEQ: case IF_ACMPNE:
        o.pop(2); branch(jump_target(bci)); return true;
      case GOTO: case GOTO_W: branch(jump_target(bci)); return false;
      case TABLESWITCH: case LOOKUPSWITCH:
        o.pop();
        if (analysing) for_each_target(bci, [&](int t) { merge_into(t, s, bci); });
        return false;
      case JSR: case JSR_W: if (analysing) call_subroutine(bci, s); return false;
      case RET: if (analysing) return_from_subroutine(bci, s, p[1]); return false;
      case IRETURN: case FRETURN: case ARETURN: o.pop(); return false;
      case LRETURN: case DRETURN: o.pop(2); return false;
      case RETURN: return false;
      case ATHROW: o.pop(); return false;
      // Fields and calls: types from the constant pool's descriptors.
      case GETSTATIC: o.push_type(field_of(member_descriptor(read_u2(p + 1), bci), bci)); return true;
      case PUTSTATIC: o.pop(field_of(member_descriptor(read_u2(p + 1), bci), bci).slots()); return true;
      case GETFIELD: o.pop(); o.push_type(field_of(member_descriptor(read_u2(p + 1), bci), bci)); return true;
      case PUTFIELD: o.pop(field_of(member_descriptor(read_u2(p + 1), bci), bci).slots() + 1); return true;
      case INVOKEVIRTUAL: case INVOKESPECIAL: case INVOKESTATIC: case INVOKEINTERFACE:
      case INVOKEDYNAMIC: {
        const MethodShape shape = method_shape(member_descriptor(read_u2(p + 1), bci), bci);
        const bool has_receiver = op != INVOKESTATIC && op != INVOKEDYNAMIC;
        o.pop(shape.arg_slots + (has_receiver ? 1 : 0));
        o.push_type(shape.ret);
        return true;
      }
      // Objects. An uninitialized object from `new` is already allocated: a reference.
      case NEW: o.push(kRef); return true;
      case NEWARRAY: case ANEWARRAY: o.pop(); o.push(kRef); return true;
      case ARRAYLENGTH: o.pop(); o.push(kValue); return true;
      case CHECKCAST: o.pop(); o.push(kRef); return true;
      case INSTANCEOF: o.pop(); o.push(kValue); return true;
      case MONITORENTER: case MONITOREXIT: o.pop(); return true;
      case MULTIANEWARRAY:
        if (p[3] == 0) fail(bci, "multianewarray with 0 dimensions");
        o.pop(p[3]); o.push(kRef); return true;
      case WIDE: {
        const uint8_t w = p[1];
        const int index = read_u2(p + 2);
        switch (w) {
          case ILOAD: case FLOAD: local(s, index, bci); o.push(kValue); return true;
          case LLOAD: case DLOAD: local(s, index + 1, bci); o.push_values(2); return true;
          case ALOAD: local(s, index, bci); o.push(kRef); return true;
          case ISTORE: case FSTORE: o.pop(); set_local(s, index, kValue, bci); return true;
          case LSTORE: case DSTORE: store_wide_value(s, o, index, bci); return true;
          case ASTORE: set_local(s, index, o.pop(), bci); return true;
          case IINC: local(s, index, bci); set_local(s, index, kValue, bci); return true;
          case RET: if (analysing) return_from_subroutine(bci, s, index); return false;
          default: break;
        }
        fail(bci, "bad wide instruction");
      }
      default:
        fail(bci, "undefined opcode " + std::to_string(op));
    }
  }

  void store_wide_value(State& s, Ops& o, int index, int bci) {
    o.pop(2);
    set_local(s, index, kValue, bci);
    set_local(s, index + 1, kValue, bci);
  }

  // --- jsr / ret (JVMS §4.10.2.5) -------------------------------------------------------------
  // The subroutine's entry gets the meet over all its jsr sites, with `wrote` cleared; `wrote`
  // then collects the locals written on the way to each ret. A ret flows to the return point of
  // every jsr to its subroutine: written locals from the ret state, the others from that jsr's
  // own state, so the return point is as precise as the code before the jsr.
  void call_subroutine(int bci, const State& s) {
    const int target = jump_target(bci);
    State entry = s;
    Ops o{entry, bci, max_stack_};
    o.push(ret_addr(target));
    std::fill(entry.wrote.begin(), entry.wrote.end(), 0);
    merge_into(target, entry, bci);
    site_state_[bci] = s;
    for (const auto& [ret_bci, seen] : rets_) {
      if (seen.subroutine == target || seen.subroutine < 0) {
        return_to(bci + length_[bci], seen, s, ret_bci);
      }
    }
  }

  void return_from_subroutine(int bci, const State& s, int index) {
    const Kind k = local(s, index, bci);
    const int subroutine = is_ret_addr(k) ? subroutine_of(k) : -1;
    RetSeen& seen = rets_[bci];
    seen = RetSeen{subroutine, s};
    for (const auto& [target, sites] : jsr_sites_) {
      if (subroutine >= 0 && target != subroutine) continue;
      for (const JsrSite& site : sites) {
        auto it = site_state_.find(site.jsr_bci);
        if (it != site_state_.end()) return_to(site.return_bci, seen, it->second, bci);
      }
    }
  }

  void return_to(int return_bci, const RetSeen& ret, const State& site, int from) {
    if (return_bci >= n_) fail(from, "jsr at the end of the code has no return point");
    State r = ret.state;
    if (ret.subroutine >= 0) {
      for (int i = 0; i < max_locals_; i++) {
        if (!ret.state.wrote[i]) r.locals[i] = site.locals[i];
        r.wrote[i] = site.wrote[i] | ret.state.wrote[i];  // the caller's subroutine wrote them too
      }
    }
    merge_into(return_bci, r, from);
  }

  /// True if a subroutine's callers disagree on a local that is a reference at one jsr, is not
  /// one at the subroutine's entry, and is again a reference after that jsr returns.
  bool find_jsr_conflicts() const {
    for (const auto& [target, sites] : jsr_sites_) {
      const Block& entry = blocks_[block_at_[target]];
      if (!entry.reached) continue;
      for (const JsrSite& site : sites) {
        auto it = site_state_.find(site.jsr_bci);
        if (it == site_state_.end() || site.return_bci >= n_) continue;
        const Block& back = blocks_[block_at_[site.return_bci]];
        if (!back.reached) continue;
        for (int i = 0; i < max_locals_; i++) {
          if (it->second.locals[i] == kRef && entry.in.locals[i] != kRef && back.in.locals[i] == kRef)
            return true;
        }
      }
    }
    return false;
  }

  // --- phase 3: recording ----------------------------------------------------------------------
  void record(ReferenceMap& map) {
    const int words = map.words_;
    const Recorder rec = [&](int bci, const State& s) {
      JVMLAB_ASSERT(bci <= 0xFFFF && s.depth <= max_stack_,
                    "a recorded bci and depth fit the map's 16-bit entries (code is under 64 KB, JVMS §4.7.3)");
      JVMLAB_ASSERT(map.bcis_.empty() || map.bcis_.back() < bci,
                    "bcis are recorded in increasing order (entry_index searches them)");
      map.bcis_.push_back(uint16_t(bci));
      map.depths_.push_back(uint16_t(s.depth));
      const size_t base = map.bits_.size();
      map.bits_.resize(base + words, 0);
      for (int i = 0; i < max_locals_; i++) {
        if (s.locals[i] == kRef) map.bits_[base + (i >> 6)] |= uint64_t(1) << (i & 63);
      }
      for (int i = 0; i < s.depth; i++) {
        const int b = max_locals_ + i;
        if (s.stack[i] == kRef) map.bits_[base + (b >> 6)] |= uint64_t(1) << (b & 63);
      }
    };
    for (size_t b = 0; b < blocks_.size(); b++) {
      if (!blocks_[b].reached) continue;
      State s = blocks_[b].in;
      run_block(int(b), s, &rec);
    }
    JVMLAB_ASSERT(!map.bcis_.empty() && map.bcis_.front() == 0, "the method's first instruction is reachable");
    JVMLAB_ASSERT(map.bits_.size() == map.bcis_.size() * size_t(words), "one bit row per recorded instruction");
    map.bcis_.shrink_to_fit();
    map.depths_.shrink_to_fit();
    map.bits_.shrink_to_fit();
  }

  const classfile::ClassFile& cf_;
  const classfile::MethodInfo& mi_;
  const std::vector<uint8_t>& code_;
  const int n_;
  const int max_locals_;
  const int max_stack_;
  std::vector<int> length_;    // per bci: instruction length, 0 inside an instruction
  std::vector<int> block_at_;  // per bci: index of the block starting there, or -1
  std::vector<Block> blocks_;  // in bci order
  std::deque<int> queue_;
  State scratch_;
  bool has_jsr_ = false;
  bool recording_ = false;     // phase 3 has begun: nothing may be rejected any more
  std::unordered_map<int, std::vector<JsrSite>> jsr_sites_;  // subroutine start -> its jsr sites
  std::unordered_map<int, State> site_state_;                // jsr bci -> state before it
  std::unordered_map<int, RetSeen> rets_;                    // ret bci -> latest state there
};

// --- ReferenceMap ----------------------------------------------------------------------------------

std::unique_ptr<ReferenceMap> ReferenceMap::compute(const classfile::ClassFile& cf,
                                                    const classfile::MethodInfo& method) {
  if (!method.code) {
    auto empty = std::unique_ptr<ReferenceMap>(new ReferenceMap());
    return empty;
  }
  return ReferenceMapBuilder(cf, method).build();
}

namespace {
// Published maps, owned here so that they are freed at exit (jvmlab never unloads classes, so a
// map lives as long as the process). Guarded by published_lock.
std::mutex published_lock;
std::vector<std::unique_ptr<const ReferenceMap>>& published_maps() {
  static auto* maps = new std::vector<std::unique_ptr<const ReferenceMap>>();
  return *maps;
}
}  // namespace

const ReferenceMap* ReferenceMap::of(Method* m) {
  // Fast path: already published (acquire pairs with the release of the winning CAS).
  if (const void* p = m->reference_map.load(std::memory_order_acquire)) {
    return static_cast<const ReferenceMap*>(p);
  }
  // Compute outside any lock: the analysis reads only the immutable class file.
  std::unique_ptr<ReferenceMap> fresh;
  if (m->info && m->holder && m->holder->class_file) {
    fresh = compute(*m->holder->class_file, *m->info);
  } else {
    fresh = std::unique_ptr<ReferenceMap>(new ReferenceMap());
  }
  const void* expected = nullptr;
  if (m->reference_map.compare_exchange_strong(expected, fresh.get(), std::memory_order_acq_rel,
                                               std::memory_order_acquire)) {
    const ReferenceMap* won = fresh.get();
    std::lock_guard<std::mutex> guard(published_lock);
    published_maps().push_back(std::move(fresh));
    return won;
  }
  // Another thread published first: use its map, ours is freed here.
  return static_cast<const ReferenceMap*>(expected);
}

int ReferenceMap::entry_index(int bci) const {
  if (bci < 0 || bci > 0xFFFF) return -1;
  auto it = std::lower_bound(bcis_.begin(), bcis_.end(), uint16_t(bci));
  if (it == bcis_.end() || *it != bci) return -1;
  return int(it - bcis_.begin());
}

int ReferenceMap::stack_depth(int bci) const {
  const int e = entry_index(bci);
  return e < 0 ? -1 : depths_[e];
}

bool ReferenceMap::local_is_reference(int bci, int index) const {
  const int e = entry_index(bci);
  if (e < 0 || index < 0 || index >= max_locals_) return false;
  return bits_[size_t(e) * words_ + (index >> 6)] >> (index & 63) & 1;
}

bool ReferenceMap::stack_is_reference(int bci, int index) const {
  const int e = entry_index(bci);
  if (e < 0 || index < 0 || index >= depths_[e]) return false;
  const int b = max_locals_ + index;
  return bits_[size_t(e) * words_ + (b >> 6)] >> (b & 63) & 1;
}

size_t ReferenceMap::memory_bytes() const {
  return sizeof(*this) + bcis_.capacity() * sizeof(uint16_t) +
         depths_.capacity() * sizeof(uint16_t) + bits_.capacity() * sizeof(uint64_t) +
         error_.capacity();
}

}  // namespace jvmlab
