// Throwing Java exceptions from VM code: each helper creates the throwable (running its
// constructor) and leaves it pending on the thread. Implemented in exceptions.cpp.
#pragma once

#include <string>
#include "runtime/oops/object.hpp"
#include "runtime/threads/thread.hpp"

namespace jvmlab {

/// Creates an exception of class `class_name` with `message` (no message if null) and makes it
/// pending. Always returns 0 so natives can `return throw_new(...)`.
Slot throw_new(JavaThread* t, const char* class_name, const std::string* message = nullptr);
Slot throw_new(JavaThread* t, const char* class_name, const std::string& message);
/// Makes an existing throwable pending.
Slot throw_object(JavaThread* t, Object* throwable);
/// Throws NullPointerException.
Slot throw_npe(JavaThread* t);

}  // namespace jvmlab
