// Instruction boundaries in original (class-file) bytecode: the length of the instruction at a
// bci, including wide and the padded switches (JVMS §6.5). Does not interpret anything.
#pragma once

#include <cstdint>
#include <span>

#include "bytecode/bytecodes.hpp"

namespace jvmlab::bc {

/// Big-endian operand readers for bytecode (no bounds checks: the caller checks the length).
inline uint16_t read_u2(const uint8_t* p) { return uint16_t((p[0] << 8) | p[1]); }
inline int16_t read_s2(const uint8_t* p) { return int16_t(read_u2(p)); }
inline int32_t read_s4(const uint8_t* p) {
  return int32_t((uint32_t(p[0]) << 24) | (uint32_t(p[1]) << 16) | (uint32_t(p[2]) << 8) | p[3]);
}

/// Length in bytes of the JVM SE 17 instruction at `bci` of `code` (original opcodes 0-201 only,
/// not jvmlab's quick forms), or -1 when the opcode is undefined or the instruction (its
/// operands, switch padding and tables included) does not fit in `code`. Thread-safe, pure.
/// Source: JVMS §6.5 (operand formats), §4.9.1 (switch padding is relative to the code start).
inline int instruction_length(std::span<const uint8_t> code, int bci) {
  const int n = int(code.size());
  if (bci < 0 || bci >= n) return -1;
  const uint8_t op = code[bci];
  int len;
  switch (op) {
    case BIPUSH: case LDC: case ILOAD: case LLOAD: case FLOAD: case DLOAD: case ALOAD:
    case ISTORE: case LSTORE: case FSTORE: case DSTORE: case ASTORE: case RET: case NEWARRAY:
      len = 2; break;
    case SIPUSH: case LDC_W: case LDC2_W: case IINC: case GETSTATIC: case PUTSTATIC:
    case GETFIELD: case PUTFIELD: case INVOKEVIRTUAL: case INVOKESPECIAL: case INVOKESTATIC:
    case NEW: case ANEWARRAY: case CHECKCAST: case INSTANCEOF: case IFEQ: case IFNE: case IFLT:
    case IFGE: case IFGT: case IFLE: case IF_ICMPEQ: case IF_ICMPNE: case IF_ICMPLT:
    case IF_ICMPGE: case IF_ICMPGT: case IF_ICMPLE: case IF_ACMPEQ: case IF_ACMPNE:
    case IFNULL: case IFNONNULL: case GOTO: case JSR:
      len = 3; break;
    case MULTIANEWARRAY: len = 4; break;
    case INVOKEINTERFACE: case INVOKEDYNAMIC: case GOTO_W: case JSR_W: len = 5; break;
    case WIDE: {
      if (bci + 1 >= n) return -1;
      const uint8_t w = code[bci + 1];
      switch (w) {
        case ILOAD: case LLOAD: case FLOAD: case DLOAD: case ALOAD: case ISTORE: case LSTORE:
        case FSTORE: case DSTORE: case ASTORE: case RET: len = 4; break;
        case IINC: len = 6; break;
        default: return -1;
      }
      break;
    }
    case TABLESWITCH: case LOOKUPSWITCH: {
      const int base = (bci + 4) & ~3;  // first 4-byte-aligned offset after the opcode
      if (base + 12 > n) return -1;
      int64_t end;
      if (op == TABLESWITCH) {
        const int64_t lo = read_s4(&code[base + 4]), hi = read_s4(&code[base + 8]);
        if (hi < lo) return -1;
        end = base + 12 + 4 * (hi - lo + 1);
      } else {
        const int64_t npairs = read_s4(&code[base + 4]);
        if (npairs < 0) return -1;
        end = base + 8 + 8 * npairs;
      }
      if (end > n) return -1;
      return int(end - bci);
    }
    default:
      // Every opcode with operands is listed above; the rest of 0..201 take none. 202 and up
      // (breakpoint, impdep, jvmlab's quick forms) never appear in a class file.
      if (op > JSR_W) return -1;
      len = 1;
      break;
  }
  if (bci + len > n) return -1;
  return len;
}

}  // namespace jvmlab::bc
