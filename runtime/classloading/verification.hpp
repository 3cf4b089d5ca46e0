// Linking's verification step (JVMS §5.4.1): runs the bytecode verifier (verifier/verifier.hpp)
// on a class when it is linked, with the class hierarchy answered by loading classes through the
// bootstrap loader, and throws what java throws when it fails. Does not load or initialize the
// class itself (class_loader.cpp does both and calls link_class before initialization).
#pragma once

#include "runtime/oops/klass.hpp"
#include "runtime/threads/thread.hpp"

namespace jvmlab {

/// Links `k` (JVMS §5.4): its superclass and direct superinterfaces first, then verification of
/// its bytecode when the flags ask for it (BytecodeVerificationRemote for classes of the user
/// class path and the VM-defined lambda proxies, BytecodeVerificationLocal for the class
/// library; -Xverify sets both); when verification is off for a class outside the library, the
/// structural check that keeps the interpreter safe instead (bytecode/reference_map.hpp). Array and primitive classes are always
/// linked. Returns true once `k` is linked; false with the exception pending: VerifyError,
/// ClassFormatError, or the error of a class the verifier had to load (NoClassDefFoundError).
/// A class that failed stays unlinked: each later use verifies it again and throws again, as
/// HotSpot does. Thread-safe; two threads may verify one class at the same time (the work is
/// pure, the first to finish publishes it). Source: HotSpot InstanceKlass::link_class_impl,
/// Verifier::verify.
bool link_class(JavaThread* t, Klass* k);

}  // namespace jvmlab
