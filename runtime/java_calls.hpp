// Calls from C++ into Java (HotSpot's JavaCalls): a method with its arguments laid out as the
// callee's locals, a virtual call by name, String.valueOf. On exception the exception is pending
// and the result is 0/null.
#pragma once

#include <string_view>
#include "runtime/oops/klass.hpp"
#include "runtime/threads/thread.hpp"

namespace jvmlab {

/// Calls `m` with `args` laid out as the callee's locals (receiver first). Runs the interpreter
/// (or a native) and returns the result slot; on exception, it is pending and the result is 0.
Slot call_java(JavaThread* t, Method* m, const Slot* args, int nargs);
/// Virtual call of `name`/`descriptor` on `receiver` (resolved through its class).
Slot call_virtual(JavaThread* t, Object* receiver, std::string_view name, std::string_view descriptor,
                  const Slot* extra_args = nullptr, int nextra = 0);
/// String.valueOf(o) semantics: "null" or o.toString() (null from toString prints "null").
Object* to_java_string(JavaThread* t, Object* o);

}  // namespace jvmlab
