// Frame walking for the collector: the reference slots of one interpreter frame, found through
// the method's ReferenceMap at the frame's bci (DESIGN §4). Does not follow the caller chain or
// touch the objects; the collector does.
#pragma once

#include <functional>

#include "runtime/oops/object.hpp"
#include "runtime/threads/thread.hpp"

namespace jvmlab {

/// Calls `visit(slot)` for every local and operand-stack slot of interpreter frame `f` that
/// holds a reference (raw address or null) at the frame's current bci: locals first, then the
/// operand stack from the bottom, each slot at most once. The visitor may read and overwrite the
/// slot (to update a moved object); it must not allocate or run Java.
///
/// Uses f.method, f.bci() (byte offset of f.pc in the method's code), f.locals, f.stack_base and
/// f.sp; the stack depth is f.sp - f.stack_base slots. Precondition: the frame is stopped, i.e.
/// it is a caller frame (stopped at its invoke, whose arguments now belong to the callee as its
/// locals) or the thread's top frame after the interpreter saved pc and sp (its SYNC before any
/// allocation, call or safepoint). A frame with pc == null is treated as at bci 0.
/// Computes the method's ReferenceMap on first use (ReferenceMap::of, thread-safe); walking
/// itself takes no locks. Safe to call concurrently for different frames.
///
/// Usage (a collector's root scan):
///   for (Frame* f = thread->top_frame; f; f = f->caller) frame_references(*f, visit);
void frame_references(const Frame& f, const std::function<void(Slot*)>& visit);

/// Computes (once per method, cached) the ReferenceMap of every frame on `t`'s Java stack, so
/// that the pause that will walk them does not. Called by `t` itself on its way to a safepoint or
/// a wait for the collector, while other threads still run: the first pause's root scan then
/// only reads maps (computing them inside the pause cost ~4 ms in BinaryTrees' first cycle).
/// Only for the current thread; never allocates.
void prepare_frame_maps(JavaThread* t);

}  // namespace jvmlab
