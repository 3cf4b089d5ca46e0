// Helpful NullPointerException messages (JEP 358). See npe_message.hpp.
//
//   1. Simulate the operand stack from bci 0 to the faulting bci; each slot remembers the bci of
//      the instruction that pushed it (-1 where paths disagree or the source is unknown).
//   2. The faulting instruction says what failed ("Cannot invoke ...") and which slot held null.
//   3. The pushing instruction of that slot says what the null value was ("s", "this.name",
//      "a[2]", "the return value of ...").
#include "runtime/exceptions/npe_message.hpp"

#include <algorithm>
#include <deque>
#include <optional>
#include <span>
#include <vector>

#include "bytecode/bytecode_walk.hpp"
#include "bytecode/bytecodes.hpp"
#include "classfile/signature.hpp"
#include "runtime/classloading/link_resolver.hpp"
#include "runtime/oops/klass.hpp"
#include "runtime/vm.hpp"

namespace jvmlab::interp {

using namespace bc;

namespace {

using Stack = std::vector<int>;  // source bci per slot, bottom first

/// Java source name of a class for messages: HotSpot shortens only Object and String.
std::string class_text(std::string internal) {
  std::replace(internal.begin(), internal.end(), '/', '.');
  if (internal == "java.lang.Object") return "Object";
  if (internal == "java.lang.String") return "String";
  return internal;
}

/// Slots a value of field descriptor (or return descriptor) `d` takes: 0 for void, 2 for long/double.
int value_slots(std::string_view d) { return classfile::field_type(d).slots(); }

struct Analysis {
  const classfile::ClassFile& cf;
  const classfile::Code& code;
  const Method* m;
  std::span<const uint8_t> bytes;

  const classfile::CpEntry& cp(uint16_t i) const { return cf.constant_pool[i]; }
  /// Name and descriptor of a Fieldref/Methodref/InvokeDynamic at `index`.
  std::pair<const std::string&, const std::string&> name_and_type(uint16_t index) const {
    const auto& nat = cp(cp(index).index2);
    return {cf.utf8(nat.index1), cf.utf8(nat.index2)};
  }
  std::string member_class(uint16_t index) const { return class_text(cf.class_name(cp(index).index1)); }

  std::string method_text(uint16_t index) const {
    auto [name, desc] = name_and_type(index);
    return member_class(index) + "." + name + "(" + classfile::java_parameter_list(desc, /*short_lang=*/true) + ")";
  }

  int arg_slots(std::string_view desc) const { return classfile::parameter_slots(desc); }

  /// Applies the instruction at `bci` to `s`. Returns false to give up.
  bool step(int bci, Stack& s) const {
    const uint8_t* p = bytes.data() + bci;
    uint8_t op = p[0];
    auto pop = [&](int n) -> bool {
      if (int(s.size()) < n) return false;
      s.resize(s.size() - size_t(n));
      return true;
    };
    auto push = [&](int n) {
      for (int k = 0; k < n; k++) s.push_back(bci);
    };
    auto pop_push = [&](int popped, int pushed) {
      if (!pop(popped)) return false;
      push(pushed);
      return true;
    };
    switch (op) {
      case NOP: case IINC: case GOTO: case GOTO_W: return true;
      case ACONST_NULL: case ICONST_M1: case ICONST_0: case ICONST_1: case ICONST_2: case ICONST_3:
      case ICONST_4: case ICONST_5: case FCONST_0: case FCONST_1: case FCONST_2: case BIPUSH:
      case SIPUSH: case LDC: case LDC_W: case ILOAD: case FLOAD: case ALOAD: case ILOAD_0:
      case ILOAD_1: case ILOAD_2: case ILOAD_3: case FLOAD_0: case FLOAD_1: case FLOAD_2:
      case FLOAD_3: case ALOAD_0: case ALOAD_1: case ALOAD_2: case ALOAD_3: case NEW:
        push(1); return true;
      case LCONST_0: case LCONST_1: case DCONST_0: case DCONST_1: case LDC2_W: case LLOAD:
      case DLOAD: case LLOAD_0: case LLOAD_1: case LLOAD_2: case LLOAD_3: case DLOAD_0:
      case DLOAD_1: case DLOAD_2: case DLOAD_3:
        push(2); return true;
      case IALOAD: case FALOAD: case AALOAD: case BALOAD: case CALOAD: case SALOAD:
        return pop_push(2, 1);
      case LALOAD: case DALOAD: return pop_push(2, 2);
      case ISTORE: case FSTORE: case ASTORE: case ISTORE_0: case ISTORE_1: case ISTORE_2:
      case ISTORE_3: case FSTORE_0: case FSTORE_1: case FSTORE_2: case FSTORE_3: case ASTORE_0:
      case ASTORE_1: case ASTORE_2: case ASTORE_3: case POP: case IFEQ: case IFNE: case IFLT:
      case IFGE: case IFGT: case IFLE: case IFNULL: case IFNONNULL: case TABLESWITCH:
      case LOOKUPSWITCH: case MONITORENTER: case MONITOREXIT:
        return pop(1);
      case LSTORE: case DSTORE: case LSTORE_0: case LSTORE_1: case LSTORE_2: case LSTORE_3:
      case DSTORE_0: case DSTORE_1: case DSTORE_2: case DSTORE_3: case POP2: case IF_ICMPEQ:
      case IF_ICMPNE: case IF_ICMPLT: case IF_ICMPGE: case IF_ICMPGT: case IF_ICMPLE:
      case IF_ACMPEQ: case IF_ACMPNE:
        return pop(2);
      case IASTORE: case FASTORE: case AASTORE: case BASTORE: case CASTORE: case SASTORE:
        return pop(3);
      case LASTORE: case DASTORE: return pop(4);
      case DUP: if (s.empty()) return false; s.push_back(s.back()); return true;
      case DUP_X1: {
        if (s.size() < 2) return false;
        int v1 = s[s.size() - 1], v2 = s[s.size() - 2];
        s.resize(s.size() - 2);
        s.insert(s.end(), {v1, v2, v1});
        return true;
      }
      case DUP_X2: {
        if (s.size() < 3) return false;
        int v1 = s[s.size() - 1], v2 = s[s.size() - 2], v3 = s[s.size() - 3];
        s.resize(s.size() - 3);
        s.insert(s.end(), {v1, v3, v2, v1});
        return true;
      }
      case DUP2: {
        if (s.size() < 2) return false;
        int v1 = s[s.size() - 1], v2 = s[s.size() - 2];
        s.insert(s.end(), {v2, v1});
        return true;
      }
      case DUP2_X1: {
        if (s.size() < 3) return false;
        int v1 = s[s.size() - 1], v2 = s[s.size() - 2], v3 = s[s.size() - 3];
        s.resize(s.size() - 3);
        s.insert(s.end(), {v2, v1, v3, v2, v1});
        return true;
      }
      case DUP2_X2: {
        if (s.size() < 4) return false;
        int v1 = s[s.size() - 1], v2 = s[s.size() - 2], v3 = s[s.size() - 3], v4 = s[s.size() - 4];
        s.resize(s.size() - 4);
        s.insert(s.end(), {v2, v1, v4, v3, v2, v1});
        return true;
      }
      case SWAP: if (s.size() < 2) return false; std::swap(s[s.size() - 1], s[s.size() - 2]); return true;
      case IADD: case ISUB: case IMUL: case IDIV: case IREM: case ISHL: case ISHR: case IUSHR:
      case IAND: case IOR: case IXOR: case FADD: case FSUB: case FMUL: case FDIV: case FREM:
      case FCMPL: case FCMPG:
        return pop_push(2, 1);
      case LADD: case LSUB: case LMUL: case LDIV: case LREM: case LAND: case LOR: case LXOR:
      case DADD: case DSUB: case DMUL: case DDIV: case DREM:
        return pop_push(4, 2);
      case LSHL: case LSHR: case LUSHR: return pop_push(3, 2);
      case INEG: case FNEG: case I2F: case F2I: case I2B: case I2C: case I2S: case CHECKCAST:
        return !s.empty();  // the value keeps its source (a cast does not change what was null)
      case LNEG: case DNEG: case L2D: case D2L: return s.size() >= 2;
      case I2L: case I2D: case F2L: case F2D: return pop_push(1, 2);
      case L2I: case L2F: case D2I: case D2F: return pop_push(2, 1);
      case LCMP: case DCMPL: case DCMPG: return pop_push(4, 1);
      case NEWARRAY: case ANEWARRAY: case ARRAYLENGTH: case INSTANCEOF:
        return pop_push(1, 1);
      case MULTIANEWARRAY: return pop_push(p[3], 1);
      case GETSTATIC: push(value_slots(name_and_type(read_u2(p + 1)).second)); return true;
      case PUTSTATIC: return pop(value_slots(name_and_type(read_u2(p + 1)).second));
      case GETFIELD:
        if (!pop(1)) return false;
        push(value_slots(name_and_type(read_u2(p + 1)).second));
        return true;
      case PUTFIELD: return pop(1 + value_slots(name_and_type(read_u2(p + 1)).second));
      case INVOKEVIRTUAL: case INVOKESPECIAL: case INVOKESTATIC: case INVOKEINTERFACE:
      case INVOKEDYNAMIC: {
        const std::string& desc = name_and_type(read_u2(p + 1)).second;
        int receiver = (op == INVOKESTATIC || op == INVOKEDYNAMIC) ? 0 : 1;
        if (!pop(arg_slots(desc) + receiver)) return false;
        push(classfile::return_type(desc).slots());
        return true;
      }
      case WIDE: {
        uint8_t w = p[1];
        if (w == IINC) return true;
        if (w == ILOAD || w == FLOAD || w == ALOAD) { push(1); return true; }
        if (w == LLOAD || w == DLOAD) { push(2); return true; }
        if (w == ISTORE || w == FSTORE || w == ASTORE) return pop(1);
        if (w == LSTORE || w == DSTORE) return pop(2);
        return false;
      }
      default: return false;  // jsr/ret and anything unexpected: give up
    }
  }

  /// Successor bcis of the instruction at `bci` (not counting exception handlers).
  void successors(int bci, std::vector<int>& out) const {
    const uint8_t* p = bytes.data() + bci;
    uint8_t op = p[0];
    int len = instruction_length(bytes, bci);
    switch (op) {
      case GOTO: out.push_back(bci + read_s2(p + 1)); return;
      case GOTO_W: out.push_back(bci + read_s4(p + 1)); return;
      case IRETURN: case LRETURN: case FRETURN: case DRETURN: case ARETURN: case RETURN:
      case ATHROW: case RET: case JSR: case JSR_W: return;
      case TABLESWITCH: case LOOKUPSWITCH: {
        const uint8_t* t = bytes.data() + ((bci + 4) & ~3);
        out.push_back(bci + read_s4(t));
        if (op == TABLESWITCH) {
          int32_t lo = read_s4(t + 4), hi = read_s4(t + 8);
          for (int64_t k = 0; k <= int64_t(hi) - lo; k++) out.push_back(bci + read_s4(t + 12 + 4 * k));
        } else {
          int32_t n = read_s4(t + 4);
          for (int32_t k = 0; k < n; k++) out.push_back(bci + read_s4(t + 12 + 8 * k));
        }
        return;
      }
      default: break;
    }
    if ((op >= IFEQ && op <= IF_ACMPNE) || op == IFNULL || op == IFNONNULL) {
      out.push_back(bci + read_s2(p + 1));
    }
    if (len > 0) out.push_back(bci + len);
  }

  /// Stack state before `target`, or nullopt if the analysis gave up or never reached it.
  std::optional<Stack> state_at(int target) const {
    const int n = int(bytes.size());
    std::vector<std::optional<Stack>> in(size_t(n) + 1);
    std::deque<int> work;
    auto merge = [&](int at, const Stack& s) -> bool {
      if (at < 0 || at >= n) return false;
      auto& slot = in[size_t(at)];
      if (!slot) {
        slot = s;
        work.push_back(at);
        return true;
      }
      if (slot->size() != s.size()) return false;
      bool changed = false;
      for (size_t k = 0; k < s.size(); k++) {
        if ((*slot)[k] != s[k] && (*slot)[k] != -1) {
          (*slot)[k] = -1;
          changed = true;
        }
      }
      if (changed) work.push_back(at);
      return true;
    };
    merge(0, {});
    for (const auto& h : code.exception_table) merge(h.handler_pc, Stack{-1});
    std::vector<int> succ;
    int steps = 0;
    while (!work.empty()) {
      if (++steps > 200000) return std::nullopt;
      int bci = work.front();
      work.pop_front();
      Stack s = *in[size_t(bci)];
      if (instruction_length(bytes, bci) < 0) return std::nullopt;
      if (!step(bci, s)) {
        if (bci == target) break;
        continue;  // this path ends (jsr/ret...); other paths may still reach the target
      }
      succ.clear();
      successors(bci, succ);
      for (int next : succ) {
        if (!merge(next, s)) return std::nullopt;
      }
    }
    return in[size_t(target)];
  }

  /// Local slots that some path from the method's entry (or from an exception handler's entry,
  /// which starts afresh as in HotSpot) to `target` stores to: xstore and its wide form, not iinc.
  /// Bit k is slot k; slots from 64 up count as written, as HotSpot's 64-bit mask does.
  uint64_t slots_written_before(int target) const {
    const int n = int(bytes.size());
    std::vector<std::optional<uint64_t>> in(static_cast<size_t>(n));
    std::deque<int> work;
    auto merge = [&](int at, uint64_t written) {
      if (at < 0 || at >= n) return;
      auto& slot = in[size_t(at)];
      if (slot && (*slot | written) == *slot) return;
      slot = slot.value_or(0) | written;
      work.push_back(at);
    };
    merge(0, 0);
    for (const auto& h : code.exception_table) merge(h.handler_pc, 0);
    std::vector<int> succ;
    while (!work.empty()) {
      int bci = work.front();
      work.pop_front();
      if (instruction_length(bytes, bci) < 0) break;
      uint64_t written = *in[size_t(bci)];
      const uint8_t* p = bytes.data() + bci;
      auto mark = [&](unsigned slot, int size) {
        for (unsigned k = slot; k < slot + unsigned(size) && k < 64; k++) written |= uint64_t(1) << k;
      };
      uint8_t op = p[0];
      if (op == ISTORE || op == FSTORE || op == ASTORE) mark(p[1], 1);
      else if (op == LSTORE || op == DSTORE) mark(p[1], 2);
      else if (op >= ISTORE_0 && op <= ASTORE_3) {
        // istore_0..3, lstore_0..3, fstore_0..3, dstore_0..3, astore_0..3 in that order.
        int group = (op - ISTORE_0) / 4;
        mark(unsigned((op - ISTORE_0) % 4), (group == 1 || group == 3) ? 2 : 1);
      } else if (op == WIDE) {
        uint8_t w = p[1];
        if (w == ISTORE || w == FSTORE || w == ASTORE) mark(read_u2(p + 2), 1);
        else if (w == LSTORE || w == DSTORE) mark(read_u2(p + 2), 2);
      }
      succ.clear();
      successors(bci, succ);
      for (int next : succ) merge(next, written);
    }
    return target >= 0 && target < n ? in[size_t(target)].value_or(0) : 0;
  }

  /// HotSpot's name for local `slot` read at `bci`: the LocalVariableTable's name when javac wrote
  /// one, else "this", "<parameterN>" (1-based, a long or double counting once) while the slot
  /// still holds the argument it came in with, else "<localN>" (JEP 358).
  std::string local_name(int slot, int bci) const {
    for (const auto& lv : code.local_variables) {
      if (lv.index == slot && bci >= lv.start_pc && bci < int(lv.start_pc) + lv.length) return lv.name;
    }
    const bool unwritten = slot < 64 && (slots_written_before(bci) & (uint64_t(1) << slot)) == 0;
    if (unwritten) {
      const int first = m->is_static() ? 0 : 1;
      if (slot == 0 && first == 1) return "this";
      for (classfile::SignatureIterator it(m->descriptor); !it.at_return(); it.next()) {
        int at = first + it.slot();
        if (slot >= at && slot < at + it.size()) return "<parameter" + std::to_string(it.index() + 1) + ">";
      }
    }
    return "<local" + std::to_string(slot) + ">";
  }

  /// Text for the value pushed by the instruction at `source`; nullopt if it has none.
  /// `top` is true for the null value itself (where invokes read "the return value of").
  std::optional<std::string> describe(int source, const Stack* before_hint, int depth) const {
    if (source < 0 || depth > 4) return std::nullopt;
    const uint8_t* p = bytes.data() + source;
    uint8_t op = p[0];
    switch (op) {
      case ACONST_NULL: return "null";
      case ICONST_M1: case ICONST_0: case ICONST_1: case ICONST_2: case ICONST_3: case ICONST_4:
      case ICONST_5: return std::to_string(int(op) - ICONST_0);
      case BIPUSH: return std::to_string(int(int8_t(p[1])));
      case SIPUSH: return std::to_string(int(read_s2(p + 1)));
      case ILOAD: case ALOAD: case LLOAD: case FLOAD: case DLOAD: return local_name(p[1], source);
      case ILOAD_0: case ILOAD_1: case ILOAD_2: case ILOAD_3: return local_name(op - ILOAD_0, source);
      case ALOAD_0: case ALOAD_1: case ALOAD_2: case ALOAD_3: return local_name(op - ALOAD_0, source);
      case WIDE:
        if (p[1] == ALOAD || p[1] == ILOAD) return local_name(read_u2(p + 2), source);
        return std::nullopt;
      case GETSTATIC: {
        uint16_t index = read_u2(p + 1);
        return member_class(index) + "." + name_and_type(index).first;
      }
      case GETFIELD: {
        uint16_t index = read_u2(p + 1);
        const std::string& field = name_and_type(index).first;
        auto before = state_at(source);
        std::optional<std::string> object;
        if (before && !before->empty()) object = describe(before->back(), nullptr, depth + 1);
        return object ? *object + "." + field : field;
      }
      case AALOAD: case IALOAD: case BALOAD: case CALOAD: case SALOAD: case FALOAD: {
        auto before = state_at(source);
        if (!before || before->size() < 2) return std::nullopt;
        auto array = describe((*before)[before->size() - 2], nullptr, depth + 1);
        auto index = describe((*before)[before->size() - 1], nullptr, depth + 1);
        if (!array) return std::nullopt;
        return *array + "[" + (index ? *index : "...") + "]";
      }
      case CHECKCAST: {
        auto before = state_at(source);
        if (!before || before->empty()) return std::nullopt;
        return describe(before->back(), nullptr, depth);
      }
      default: return std::nullopt;
    }
  }
};

}  // namespace

void throw_implicit_npe(JavaThread* t, const Method* m, int bci) {
  static const bool details = [] {
    auto it = vm_options().xx_flags.find("ShowCodeDetailsInExceptionMessages");
    return it == vm_options().xx_flags.end() || it->second != "false";
  }();
  std::string message = details ? helpful_npe_message(m, bci) : std::string();
  if (message.empty()) {
    throw_npe(t);
  } else {
    throw_new(t, "java/lang/NullPointerException", message);
  }
}

std::string helpful_npe_message(const Method* m, int bci) {
  if (!m || !m->info || !m->info->code || !m->holder || !m->holder->class_file) return "";
  Analysis a{*m->holder->class_file, *m->info->code, m, m->info->code->code};
  if (bci < 0 || bci >= int(a.bytes.size())) return "";
  const uint8_t* p = a.bytes.data() + bci;
  uint8_t op = p[0];

  // What failed, and how deep below the top of the stack the null slot is.
  std::string action;
  int depth_from_top = 0;
  switch (op) {
    case INVOKEVIRTUAL: case INVOKESPECIAL: case INVOKEINTERFACE: {
      uint16_t index = read_u2(p + 1);
      action = "Cannot invoke \"" + a.method_text(index) + "\"";
      depth_from_top = a.arg_slots(a.name_and_type(index).second);
      break;
    }
    case GETFIELD:
      action = "Cannot read field \"" + a.name_and_type(read_u2(p + 1)).first + "\"";
      break;
    case PUTFIELD: {
      auto [name, desc] = a.name_and_type(read_u2(p + 1));
      action = "Cannot assign field \"" + name + "\"";
      depth_from_top = value_slots(desc);
      break;
    }
    case IALOAD: case LALOAD: case FALOAD: case DALOAD: case AALOAD: case BALOAD: case CALOAD:
    case SALOAD: case IASTORE: case LASTORE: case FASTORE: case DASTORE: case AASTORE:
    case BASTORE: case CASTORE: case SASTORE: {
      static const char* kTypes[] = {"int", "long", "float", "double", "object", "byte/boolean", "char", "short"};
      const bool load = op <= SALOAD;
      const int kind = load ? op - IALOAD : op - IASTORE;
      action = std::string(load ? "Cannot load from " : "Cannot store to ") + kTypes[kind] + " array";
      depth_from_top = load ? 1 : ((op == LASTORE || op == DASTORE) ? 3 : 2);
      break;
    }
    case ARRAYLENGTH: action = "Cannot read the array length"; break;
    case ATHROW: action = "Cannot throw exception"; break;
    case MONITORENTER: action = "Cannot enter synchronized block"; break;
    case MONITOREXIT: action = "Cannot exit synchronized block"; break;
    default: return "";
  }

  // Which value was null.
  auto state = a.state_at(bci);
  if (!state || int(state->size()) <= depth_from_top) return action;
  int source = (*state)[state->size() - 1 - size_t(depth_from_top)];
  if (source < 0) return action;
  uint8_t source_op = a.bytes[size_t(source)];
  if (source_op == INVOKEVIRTUAL || source_op == INVOKESPECIAL || source_op == INVOKESTATIC ||
      source_op == INVOKEINTERFACE) {
    return action + " because the return value of \"" + a.method_text(read_u2(&a.bytes[size_t(source)] + 1)) +
           "\" is null";
  }
  auto what = a.describe(source, nullptr, 0);
  if (!what) return action;
  return action + " because \"" + *what + "\" is null";
}

}  // namespace jvmlab::interp
