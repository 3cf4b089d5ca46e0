// The interpreter's internal interface: the loop that interpreter_entry (interpreter_entry.cpp)
// starts. The rest of the VM calls methods through Method::entry (runtime/java_calls.hpp), never
// through this header.
#pragma once

#include <cstddef>

#include "runtime/threads/thread.hpp"

namespace jvmlab::interpreter {

/// Slots a Frame takes in the Java stack, between a method's locals and its operand stack.
constexpr size_t kFrameSlots = (sizeof(Frame) + sizeof(Slot) - 1) / sizeof(Slot);

/// Interprets from `entry_frame` (an entry frame, already linked as the thread's top frame's
/// callee) until it returns; the result slot, or 0 with the exception pending. Frames the loop
/// pushes for interpreted callees stay inside this call. Blocks at safepoints; may run for any
/// length of time. The calling thread's own stack only.
Slot execute(JavaThread* t, Frame* entry_frame);

}  // namespace jvmlab::interpreter
