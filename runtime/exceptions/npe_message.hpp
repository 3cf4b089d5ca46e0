// Helpful NullPointerException messages (JEP 358, on by default in JDK 17): what failed and which
// value was null, e.g. `Cannot invoke "String.length()" because "s" is null`. Computed from the
// original bytecode by simulating which instruction pushed each operand-stack slot. Does not
// throw; the interpreter creates the exception.
#pragma once

#include <string>

namespace jvmlab {
struct Method;
struct JavaThread;
}

namespace jvmlab::interp {

/// The JDK 17 message for an implicit NullPointerException raised by the instruction at `bci` of
/// `m`, or "" when the instruction cannot raise one or the analysis gives up (jsr/ret, malformed
/// code). Local variable names come from the LocalVariableTable when javac wrote one (-g), else,
/// as HotSpot names them, "this" and "<parameterN>" (N counts declared parameters from 1) for a
/// slot no path has stored to yet, and "<localN>" (N the slot) otherwise. Thread-safe; costs a
/// few passes over the method (microseconds), paid only when the exception is created.
std::string helpful_npe_message(const Method* m, int bci);

/// Throws the NullPointerException the instruction at `bci` of `m` raises on a null operand, with
/// the helpful message unless -XX:-ShowCodeDetailsInExceptionMessages.
void throw_implicit_npe(JavaThread* t, const Method* m, int bci);

}  // namespace jvmlab::interp
