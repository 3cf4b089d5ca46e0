// Throwing Java exceptions from VM code, and finding the handler that catches one (JVMS §2.10).
// Each throw helper creates the throwable (running its constructor) and leaves it pending on the
// thread; every helper returns 0 so natives can `return throw_...(...)`. The interpreter, the
// runtime-stub table for compiled code and the natives share them, so messages are java 17's
// in one place. Implemented in exceptions.cpp (throwing) and exception_handler.cpp (handlers).
#pragma once

#include <cstdint>
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
/// Throws NullPointerException (no message).
Slot throw_npe(JavaThread* t);

// --- the implicit exceptions of bytecode instructions (JVMS §2.10), java 17's texts ------------

/// NullPointerException raised by the instruction at `bci` of `m` on a null operand, with JDK
/// 17's helpful message (JEP 358) unless -XX:-ShowCodeDetailsInExceptionMessages.
Slot throw_null_pointer(JavaThread* t, const Method* m, int bci);
/// ArrayIndexOutOfBoundsException "Index 5 out of bounds for length 3".
Slot throw_array_index_out_of_bounds(JavaThread* t, int32_t index, int32_t length);
/// ArithmeticException "/ by zero" (idiv, irem, ldiv, lrem).
Slot throw_divide_by_zero(JavaThread* t);
/// ClassCastException "class A cannot be cast to class B (A and B are in unnamed module of
/// loader 'app')", java 17's text for an instance of `from` cast to `to`.
Slot throw_class_cast(JavaThread* t, const Klass* from, const Klass* to);
/// NegativeArraySizeException with the length as its message ("-1").
Slot throw_negative_array_size(JavaThread* t, int32_t length);
/// ArrayStoreException naming the stored value's class (aastore).
Slot throw_array_store(JavaThread* t, const Klass* value_class);
/// StackOverflowError. Its construction may use the zone reserved past the -Xss limit; a second
/// overflow while it is built leaves the first error's state (no recursion).
Slot throw_stack_overflow(JavaThread* t);

// --- handlers ----------------------------------------------------------------------------------

/// The handler of method `m` that catches the thread's pending exception thrown at `bci`: the
/// first exception-table entry whose half-open range [start_pc, end_pc) holds `bci` and whose
/// catch type is absent or a superclass of the exception's class (JVMS §2.10, §4.7.3). Returns
/// the handler's bci, or -1 when `m` has none (the frame must then be unwound).
/// Resolving a catch type may load classes and so reach a safepoint: the exception stays in
/// `t->pending_exception` (a root) throughout, and the caller's frame must be synced. When a
/// catch type cannot be resolved, the resolution error replaces the pending exception and the
/// search goes on for it from that handler's bci, as HotSpot does
/// (InterpreterRuntime::exception_handler_for_exception); a search that would revisit the same
/// entry ends with -1 instead of looping.
int find_exception_handler(JavaThread* t, const Method* m, int bci);

}  // namespace jvmlab
