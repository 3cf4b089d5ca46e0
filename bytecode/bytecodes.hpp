// Bytecode numbers: the JVM SE 17 instruction set (JVMS §6.5) and jvmlab's private quick forms
// (203-237) that the interpreter rewrites resolved instructions into. Does not execute anything.
#pragma once

#include <cstdint>

namespace jvmlab::bc {

// The JVM SE 17 instructions 0-201 in opcode order (JVMS §6.5), as an X-macro list: each tier
// builds its tables from it (the interpreter's dispatch table, names for logs and errors).
#define JVMLAB_JVM_BYTECODES(X) \
  X(NOP) X(ACONST_NULL) X(ICONST_M1) X(ICONST_0) X(ICONST_1) X(ICONST_2) \
  X(ICONST_3) X(ICONST_4) X(ICONST_5) X(LCONST_0) X(LCONST_1) X(FCONST_0) \
  X(FCONST_1) X(FCONST_2) X(DCONST_0) X(DCONST_1) X(BIPUSH) X(SIPUSH) \
  X(LDC) X(LDC_W) X(LDC2_W) X(ILOAD) X(LLOAD) X(FLOAD) \
  X(DLOAD) X(ALOAD) X(ILOAD_0) X(ILOAD_1) X(ILOAD_2) X(ILOAD_3) \
  X(LLOAD_0) X(LLOAD_1) X(LLOAD_2) X(LLOAD_3) X(FLOAD_0) X(FLOAD_1) \
  X(FLOAD_2) X(FLOAD_3) X(DLOAD_0) X(DLOAD_1) X(DLOAD_2) X(DLOAD_3) \
  X(ALOAD_0) X(ALOAD_1) X(ALOAD_2) X(ALOAD_3) X(IALOAD) X(LALOAD) \
  X(FALOAD) X(DALOAD) X(AALOAD) X(BALOAD) X(CALOAD) X(SALOAD) \
  X(ISTORE) X(LSTORE) X(FSTORE) X(DSTORE) X(ASTORE) X(ISTORE_0) \
  X(ISTORE_1) X(ISTORE_2) X(ISTORE_3) X(LSTORE_0) X(LSTORE_1) X(LSTORE_2) \
  X(LSTORE_3) X(FSTORE_0) X(FSTORE_1) X(FSTORE_2) X(FSTORE_3) X(DSTORE_0) \
  X(DSTORE_1) X(DSTORE_2) X(DSTORE_3) X(ASTORE_0) X(ASTORE_1) X(ASTORE_2) \
  X(ASTORE_3) X(IASTORE) X(LASTORE) X(FASTORE) X(DASTORE) X(AASTORE) \
  X(BASTORE) X(CASTORE) X(SASTORE) X(POP) X(POP2) X(DUP) \
  X(DUP_X1) X(DUP_X2) X(DUP2) X(DUP2_X1) X(DUP2_X2) X(SWAP) \
  X(IADD) X(LADD) X(FADD) X(DADD) X(ISUB) X(LSUB) \
  X(FSUB) X(DSUB) X(IMUL) X(LMUL) X(FMUL) X(DMUL) \
  X(IDIV) X(LDIV) X(FDIV) X(DDIV) X(IREM) X(LREM) \
  X(FREM) X(DREM) X(INEG) X(LNEG) X(FNEG) X(DNEG) \
  X(ISHL) X(LSHL) X(ISHR) X(LSHR) X(IUSHR) X(LUSHR) \
  X(IAND) X(LAND) X(IOR) X(LOR) X(IXOR) X(LXOR) \
  X(IINC) X(I2L) X(I2F) X(I2D) X(L2I) X(L2F) \
  X(L2D) X(F2I) X(F2L) X(F2D) X(D2I) X(D2L) \
  X(D2F) X(I2B) X(I2C) X(I2S) X(LCMP) X(FCMPL) \
  X(FCMPG) X(DCMPL) X(DCMPG) X(IFEQ) X(IFNE) X(IFLT) \
  X(IFGE) X(IFGT) X(IFLE) X(IF_ICMPEQ) X(IF_ICMPNE) X(IF_ICMPLT) \
  X(IF_ICMPGE) X(IF_ICMPGT) X(IF_ICMPLE) X(IF_ACMPEQ) X(IF_ACMPNE) X(GOTO) \
  X(JSR) X(RET) X(TABLESWITCH) X(LOOKUPSWITCH) X(IRETURN) X(LRETURN) \
  X(FRETURN) X(DRETURN) X(ARETURN) X(RETURN) X(GETSTATIC) X(PUTSTATIC) \
  X(GETFIELD) X(PUTFIELD) X(INVOKEVIRTUAL) X(INVOKESPECIAL) X(INVOKESTATIC) X(INVOKEINTERFACE) \
  X(INVOKEDYNAMIC) X(NEW) X(NEWARRAY) X(ANEWARRAY) X(ARRAYLENGTH) X(ATHROW) \
  X(CHECKCAST) X(INSTANCEOF) X(MONITORENTER) X(MONITOREXIT) X(WIDE) X(MULTIANEWARRAY) \
  X(IFNULL) X(IFNONNULL) X(GOTO_W) X(JSR_W) \

// jvmlab's quick forms from 203 on (202 is JVMS's reserved breakpoint), in opcode order.
//   INVOKESELECT_Q   invokevirtual of an interface (miranda/default) method: 3 bytes
//   LDC_(W_)CLASS_Q  ldc of a Class constant: the cache holds the Klass*
#define JVMLAB_QUICK_BYTECODES(X) \
  X(GETFIELD_B) X(GETFIELD_C) X(GETFIELD_S) X(GETFIELD_I) X(GETFIELD_J) X(GETFIELD_A) \
  X(PUTFIELD_B) X(PUTFIELD_C) X(PUTFIELD_I) X(PUTFIELD_J) X(PUTFIELD_A) X(PUTFIELD_Z) \
  X(GETSTATIC_1) X(GETSTATIC_J) X(GETSTATIC_A) X(PUTSTATIC_I) X(PUTSTATIC_B) X(PUTSTATIC_C) \
  X(PUTSTATIC_S) X(PUTSTATIC_Z) X(PUTSTATIC_J) X(PUTSTATIC_A) X(INVOKEVIRTUAL_Q) X(INVOKEDIRECT_Q) \
  X(INVOKEINTERFACE_Q) X(NEW_Q) X(LDC_REF_Q) X(LDC_W_REF_Q) X(CHECKCAST_Q) X(INSTANCEOF_Q) \
  X(ANEWARRAY_Q) X(INVOKEDYNAMIC_Q) X(INVOKESELECT_Q) X(LDC_CLASS_Q) X(LDC_W_CLASS_Q) \

enum Opcode : uint8_t {
#define JVMLAB_ENUM_OPCODE(name) name,
  JVMLAB_JVM_BYTECODES(JVMLAB_ENUM_OPCODE)  // NOP = 0 ... JSR_W = 201
  BREAKPOINT = 202,
  JVMLAB_QUICK_BYTECODES(JVMLAB_ENUM_OPCODE)
#undef JVMLAB_ENUM_OPCODE
};
static_assert(JSR_W == 201 && GETFIELD_B == 203 && INVOKESELECT_Q == 235 && LDC_W_CLASS_Q == 237,
              "opcode numbering");

/// The mnemonic of opcode `op` in JVMS's lower case ("invokevirtual"), jvmlab's quick forms in
/// upper case ("INVOKEVIRTUAL_Q"), or null for an undefined opcode. Thread-safe.
const char* name(uint8_t op);


/// Length in bytes of an invoke instruction at `op` (3, or 5 for invokeinterface/invokedynamic).
inline int invoke_length(uint8_t op) {
  return op == INVOKEINTERFACE || op == INVOKEDYNAMIC || op == INVOKEINTERFACE_Q ||
                 op == INVOKEDYNAMIC_Q
             ? 5
             : 3;
}

}  // namespace jvmlab::bc
