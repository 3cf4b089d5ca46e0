// Stack walking: every Java activation of one thread, innermost first — interpreted frames,
// compiled frames, and the argument records of natives entered from C++ — each with its Method*,
// bci and reference slots (through the method's ReferenceMap). The only code that follows
// Frame::caller, apart from the interpreter's own push and pop. Does not touch the objects the
// slots point at: the collector, stack traces and call-site keys do what they need with them.
//
// A thread's Java stack, one contiguous array of slots growing upward:
//
//   stack_start                                                              stack_top
//   | locals | Frame | operand stack | args of a native | locals | Frame | operand stack |
//            ^ entry frame (called    ^ NativeArgs record   ^ t->top_frame
//              from C++, caller null    (t->native_args)
//              or a frame below)
//
// What each kind must have "synced" (saved in memory) before the walker may see it, i.e. before
// anything that may call, allocate, throw, block or reach a safepoint:
//
//  - Interpreted: pc (the current instruction) and sp (the next free operand slot) are in the
//    Frame. The interpreter's SYNC() stores both and t->stack_top; a caller frame is stopped at
//    its invoke with sp below the arguments, which now are the callee's locals. The slots need
//    nothing: the interpreter keeps every value in memory.
//  - Compiled (to come, same layout as an interpreted frame): at each call and safepoint poll,
//    pc = method code + bci of that call or poll, sp and t->stack_top are right, and every slot
//    the reference map marks as a reference at that bci holds the current value or null (never a
//    dead value: the map is kind-based, not liveness-based). References kept in registers are
//    reloaded from the slots after the call (a pause rewrites the slots in place).
//  - Entry: an interpreted or compiled frame with `entry` set, the first Java frame of a C++ ->
//    Java call (call_java). Its caller link skips the C++ frames in between; those hold raw
//    references only in handles (JavaThread::handles), never across a safepoint otherwise.
//  - Native: a native method entered through call_java has no Frame; its argument slots are
//    registered as a JavaThread::NativeArgs record while it runs and are its roots, walked by
//    the method's descriptor. A native called straight from interpreted code has no record: its
//    arguments are still on the caller's operand stack (the caller synced with sp above them).
#pragma once

#include <cstdint>
#include <functional>
#include <type_traits>

#include "bytecode/reference_map.hpp"
#include "runtime/oops/object.hpp"
#include "runtime/threads/thread.hpp"

namespace jvmlab {

/// One Java activation the walker stops at. A view into the thread's stack: valid until the
/// thread runs again.
struct JavaFrame {
  FrameKind kind = FrameKind::Interpreted;
  Method* method = nullptr;
  int bci = -1;                  // current bytecode index; -1 for a native or a frame without pc
  bool entry = false;            // first Java frame of a C++ -> Java call
  Frame* frame = nullptr;        // the Frame (Interpreted, Compiled); null for a Native
  const JavaThread::NativeArgs* native = nullptr;  // the argument record (Native only)

  /// Calls `visit(Slot*)` for every slot of this activation that holds a reference (raw address
  /// or null): for a frame, through the method's ReferenceMap at its bci (frame_references); for
  /// a native, its receiver and reference parameters. The visitor may overwrite the slot (a moved
  /// object); it must not allocate or run Java.
  template <typename Visit>
  void references_do(Visit&& visit) const;
};

/// What a walk yields.
struct StackWalkOptions {
  /// Leave out frames of hidden classes (lambda proxies), as java's stack traces do.
  bool skip_hidden = false;
  /// Yield native argument records (FrameKind::Native). Stack traces leave them out: jvmlab's
  /// traces show no native frames, since a native called from interpreted code has no record.
  bool natives = true;
};

/// Walks thread `t`'s Java stack from the innermost activation outward: interpreted and compiled
/// frames through Frame::caller, native argument records through NativeArgs::outer, the two
/// chains merged by their address on the Java stack (higher is newer). Usage:
///
///   for (StackWalker w(t); !w.done(); w.next()) use(w.current());
///
/// Precondition: every frame is synced (see the file comment): `t` is the current thread, or it
/// is stopped at a safepoint or in a safe state. Never allocates, takes no locks. Not
/// thread-safe against `t` running.
class StackWalker {
 public:
  explicit StackWalker(JavaThread* t, StackWalkOptions options = {});
  bool done() const { return !has_current_; }
  const JavaFrame& current() const { return current_; }
  void next();

 private:
  void settle();  // makes current_ the newest remaining activation that the options accept

  StackWalkOptions options_;
  Frame* frame_;                             // next Frame to yield
  const JavaThread::NativeArgs* native_;     // next native record to yield
  JavaFrame current_;
  bool has_current_ = false;
};

/// Calls `visit(const JavaFrame&)` for each activation of `t`, innermost first (StackWalker's
/// order and preconditions). If `visit` returns bool, false stops the walk.
template <typename Visit>
void for_each_frame(JavaThread* t, Visit&& visit, StackWalkOptions options = {}) {
  for (StackWalker w(t, options); !w.done(); w.next()) {
    if constexpr (std::is_same_v<decltype(visit(w.current())), bool>) {
      if (!visit(w.current())) return;
    } else {
      visit(w.current());
    }
  }
}

/// The innermost Java frame of `t` (interpreted or compiled, natives and hidden frames not
/// skipped), or a JavaFrame with method == null when the stack is empty.
JavaFrame top_java_frame(JavaThread* t);

/// Calls `visit(slot)` for every local and operand-stack slot of frame `f` (interpreted or
/// compiled) that holds a reference at the frame's current bci: locals first, then the operand
/// stack from the bottom, each slot at most once. Uses f.method, f.bci(), f.locals,
/// f.stack_base and f.sp (depth f.sp - f.stack_base slots); a frame with pc == null counts as at
/// bci 0. Computes the method's ReferenceMap on first use (ReferenceMap::of, thread-safe).
template <typename Visit>
void frame_references(const Frame& f, Visit&& visit) {
  if (!f.method) return;
  const ReferenceMap* map = ReferenceMap::of(f.method);
  const int bci = f.pc ? f.bci() : 0;
  const int depth = f.sp && f.stack_base ? int(f.sp - f.stack_base) : 0;
  map->for_each_reference(bci, depth, [&](ReferenceMap::Area area, int index) {
    visit(area == ReferenceMap::Area::Local ? &f.locals[index] : &f.stack_base[index]);
  });
}

/// Calls `visit(slot)` for each reference argument of a native entered through call_java: the
/// receiver of an instance method, then every parameter whose descriptor is an object or array
/// (JVMS §4.3.3); long and double take two slots.
void native_argument_references(const JavaThread::NativeArgs& n, const std::function<void(Slot*)>& visit);

template <typename Visit>
void JavaFrame::references_do(Visit&& visit) const {
  if (frame != nullptr) {
    frame_references(*frame, visit);
  } else if (native != nullptr) {
    native_argument_references(*native, visit);
  }
}

/// Computes (once per method, cached) the ReferenceMap of every frame on `t`'s Java stack, so
/// that the pause that will walk them does not. Called by `t` itself on its way to a safepoint or
/// a wait for the collector, while other threads still run: the first pause's root scan then
/// only reads maps (computing them inside the pause cost ~4 ms in BinaryTrees' first cycle).
/// Only for the current thread; never allocates on the Java heap.
void prepare_frame_maps(JavaThread* t);

}  // namespace jvmlab
