// Calls into Java (HotSpot's JavaCalls) and the entry points every method starts with. Every
// call of a method, from any caller, goes through its `Method::entry` (runtime/oops/klass.hpp
// draws the calling convention): the interpreter's entry for bytecode methods, the native entry
// for ACC_NATIVE ones, the abstract entry for methods without code, later compiled code.
// `call_java` is how C++ (the launcher, JNI, reflection, class initialization, natives) calls.
// On exception the exception is pending and the result is 0/null.
#pragma once

#include <string_view>
#include "runtime/oops/klass.hpp"
#include "runtime/threads/thread.hpp"

namespace jvmlab {

/// The interpreter's entry (implemented by interpreter/interpreter.cpp): builds an entry frame
/// for `method` over `args` and interprets it. Counts the invocation. Throws StackOverflowError
/// when the frame would cross the -Xss limit.
Slot interpreter_entry(JavaThread* thread, Method* method, Slot* args);
/// The entry of ACC_NATIVE methods: binds the native on first call (UnsatisfiedLinkError when
/// none is registered or found), registers the argument slots as GC roots while it runs, holds
/// the monitor of synchronized natives, and narrows the result to the return type.
Slot native_entry(JavaThread* thread, Method* method, Slot* args);
/// The entry of methods without code (ACC_ABSTRACT): throws AbstractMethodError naming the
/// receiver's class, as java 17 does for a virtual call that selects no implementation.
Slot abstract_method_entry(JavaThread* thread, Method* method, Slot* args);
/// The entry a freshly loaded method starts with (native, abstract or the interpreter's).
MethodEntry initial_entry(const Method& m);

/// Calls `m` with `nargs` argument slots `args` laid out as the callee's locals (receiver first):
/// copies them to the top of the thread's Java stack and calls `m->entry`. Returns the result
/// slot; on exception, it is pending and the result is 0. Bounds the nesting of C++ -> Java
/// calls (each costs C stack): past the limit it throws StackOverflowError.
Slot call_java(JavaThread* t, Method* m, const Slot* args, int nargs);
/// Virtual call of `name`/`descriptor` on `receiver` (resolved through its class).
Slot call_virtual(JavaThread* t, Object* receiver, std::string_view name, std::string_view descriptor,
                  const Slot* extra_args = nullptr, int nextra = 0);
/// String.valueOf(o) semantics: "null" or o.toString() (null from toString prints "null").
Object* to_java_string(JavaThread* t, Object* o);

}  // namespace jvmlab
