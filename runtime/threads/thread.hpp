// JavaThread: per-thread VM state: the Java stack (interpreter frames), the pending exception,
// the handle area, interruption and parking. Starting and listing threads: runtime/threads/threads.hpp.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <vector>

#include "gc/heap.hpp"
#include "runtime/oops/object.hpp"
#include "runtime/threads/safepoint.hpp"

namespace jvmlab {

struct Method;

/// What made an activation on the Java stack, for the stack walker
/// (runtime/frames/stack_walker.hpp, which also says what each kind keeps "synced").
enum class FrameKind : uint8_t {
  Interpreted = 0,  // a Frame run by the interpreter
  Compiled = 1,     // a Frame run by JIT-compiled code: same layout, pc = code + bci
  Native = 2,       // a native method entered from C++: no Frame, a JavaThread::NativeArgs record
};

/// A Java frame (interpreted or compiled), laid out in the thread's Java stack:
///   [locals 0..max_locals) [Frame] [operand stack 0..max_stack)
/// The caller's outgoing arguments become the callee's first locals (no copy).
/// For the collector: `method` + `bci` + `sp` say which slots are live; reference maps per bci are
/// computed from the bytecode (precise frames), so slots carry no tags. Built in place on the Java
/// stack (not constructed): whoever builds one sets every field, `kind` included.
/// Walk the chain only through runtime/frames/stack_walker.hpp.
struct Frame {
  Frame* caller = nullptr;   // null for the first frame of an entry from C++
  Method* method = nullptr;
  Slot* locals = nullptr;
  Slot* stack_base = nullptr;  // operand stack slot 0
  Slot* sp = nullptr;          // next free operand slot (valid when the frame is not on top)
  const uint8_t* pc = nullptr; // current instruction (valid when the frame is not on top)
  bool entry = false;          // called from C++: return to the C++ caller when it returns
  FrameKind kind = FrameKind::Interpreted;  // Interpreted or Compiled (never Native)
  int bci() const;
};

/// Where a Java thread is, for the safepoint protocol of the collector
/// (runtime/threads/safepoint.hpp): a thread New, InNative, Blocked or Terminated counts as safe — it
/// touches no heap reference without first returning to InVM/InJava, and that return waits while
/// a safepoint is in progress. Transitions are made by the thread itself, through
/// set_thread_state or ThreadStateScope (never by storing `state` directly).
enum class ThreadState : uint8_t {
  New,         // created, not started: safe
  InJava,      // executing bytecode (interpreter or compiled code)
  InVM,        // executing VM code (runtime calls, class loading)
  InNative,    // in a JNI/libffi native method: safe
  Blocked,     // waiting on a monitor, in Object.wait, sleep, join, park, or stopped at a poll: safe
  Terminated,  // run() returned: safe
};

/// True for the states a safepoint need not wait for (HotSpot: "safepoint safe").
constexpr bool is_safe_state(ThreadState s) {
  return s == ThreadState::New || s == ThreadState::InNative || s == ThreadState::Blocked ||
         s == ThreadState::Terminated;
}

/// A Java thread's VM state. Owned by the VM (runtime/threads/threads.cpp); accessed only by its own OS
/// thread except at safepoints (collector issue) and for the fields marked thread-safe below.
struct JavaThread {
  JavaThread(size_t stack_bytes);
  ~JavaThread();

  // --- Java stack --------------------------------------------------------------------------
  Slot* stack_start = nullptr;  // lowest slot of the Java stack
  Slot* stack_limit = nullptr;  // frames must end below this (the -Xss size)
  Slot* stack_reserve_end = nullptr;  // end of the zone reserved for building StackOverflowError
  Slot* stack_top = nullptr;    // first free slot (above the top frame's operand stack)
  Frame* top_frame = nullptr;   // innermost frame, or null
  int native_depth = 0;         // nesting of C++ -> Java entries (bounds the C stack)

  // --- exceptions --------------------------------------------------------------------------
  Object* pending_exception = nullptr;  // GC root; set by throw helpers, cleared by handlers
  bool has_pending_exception() const { return pending_exception != nullptr; }

  // --- handles: roots for objects C++ code holds across allocation -------------------------
  std::vector<Object*> handles;  // GC roots

  /// The arguments of a native method that call_java entered: slots on this thread's Java stack
  /// that belong to no frame. Linked innermost first while the native runs; the collector visits
  /// their reference arguments (by the method's descriptor) like a frame's locals, so a native
  /// may read `args[i]` after a safepoint and see the object's current address.
  struct NativeArgs {
    const Slot* base;
    int slots;  // argument slots at base (receiver included)
    const Method* method;
    const NativeArgs* outer;
  };
  const NativeArgs* native_args = nullptr;

  Object* java_thread = nullptr;  // the java.lang.Thread object (GC root)
  uint32_t thread_id = 1;         // lock owner id in mark words (1..65535, runtime/threads/monitor.hpp)
  bool daemon = false;            // does not keep the VM alive (DestroyJavaVM)
  std::atomic<int> os_tid{0};     // kernel thread id (gettid) once running: thread dumps' nid
  std::atomic<int64_t> start_ns{0};  // CLOCK_MONOTONIC ns when it began running: dumps' elapsed
  bool in_stack_overflow = false; // set while a StackOverflowError is being created
  /// Lowest C-stack address compiled frames may reach: this pthread's stack low end plus the
  /// margin left for building StackOverflowError (bytes, an address). All ones until the first
  /// compiled entry on this thread records it (jit/translator.cpp's C stack check). Kept here,
  /// not in a table by thread id: ids and JavaThread addresses are both reused, and a stale
  /// limit from another pthread's stack made every compiled entry overflow. Owner thread only.
  uintptr_t c_stack_limit = ~uintptr_t(0);
  gc::Tlab tlab;                  // this thread's allocation buffer in the heap
  std::atomic<ThreadState> state{ThreadState::InJava};  // written by this thread only (set_thread_state)

  // --- interruption and blocking (thread-safe) --------------------------------------------------
  std::atomic<bool> interrupted{false};       // Thread.interrupt status while the thread is alive
  std::mutex park_mutex;                      // sleep/park: waits on park_cv under park_mutex
  std::condition_variable park_cv;
  std::atomic<void*> waiting_monitor{nullptr};  // the ObjectMonitor this thread waits in, or null
  /// What Thread.getState reports while alive: JavaState values, set by the thread itself.
  enum JavaState : uint8_t { Runnable = 0, BlockedOnMonitor = 1, Waiting = 2, TimedWaiting = 3 };
  std::atomic<uint8_t> java_state{Runnable};

  static JavaThread* current();
  static void set_current(JavaThread* t);
};

/// Scope for handles: handles made inside are released at its end. Not thread-safe: one thread.
class HandleScope {
 public:
  explicit HandleScope(JavaThread* t) : t_(t), mark_(t->handles.size()) {}
  ~HandleScope() { t_->handles.resize(mark_); }
  HandleScope(const HandleScope&) = delete;
  HandleScope& operator=(const HandleScope&) = delete;
 private:
  JavaThread* t_;
  size_t mark_;
};

/// A handle: a GC-visible slot holding an object across allocation (a root of the collector). Cheap to copy.
class Handle {
 public:
  Handle() = default;
  Handle(JavaThread* t, Object* o) : t_(t), index_(t->handles.size()) { t->handles.push_back(o); }
  Object* get() const { return t_ ? t_->handles[index_] : nullptr; }
  Object* operator->() const { return get(); }
  explicit operator bool() const { return get() != nullptr; }
 private:
  JavaThread* t_ = nullptr;
  size_t index_ = 0;
};

}  // namespace jvmlab

namespace jvmlab {

/// Sets the thread's Thread.getState value (BLOCKED, WAITING, TIMED_WAITING) for a scope and
/// restores the previous one at its end.
class JavaStateScope {
 public:
  JavaStateScope(JavaThread* t, JavaThread::JavaState s) : t_(t), previous_(t->java_state.load(std::memory_order_relaxed)) {
    t_->java_state.store(s, std::memory_order_relaxed);
  }
  ~JavaStateScope() { t_->java_state.store(previous_, std::memory_order_relaxed); }
  JavaStateScope(const JavaStateScope&) = delete;
  JavaStateScope& operator=(const JavaStateScope&) = delete;

 private:
  JavaThread* t_;
  uint8_t previous_;
};

/// Moves thread `t` (the calling thread) to state `to`, following the safepoint protocol
/// (runtime/threads/safepoint.hpp): becoming safe publishes the thread's heap writes (seq_cst store) and
/// wakes a waiting synchronizer; leaving a safe state stores the new state (seq_cst) and then
/// checks the poll (seq_cst) — Dekker's handshake with the synchronizer — and if a safepoint is
/// in progress goes back to the safe state and waits for its end. So this may block; call it
/// holding no leaf lock when `to` is unsafe. InJava <-> InVM is a plain store.
/// After a safe -> unsafe transition, raw Object* held from before are stale (use handles).
inline void set_thread_state(JavaThread* t, ThreadState to) {
  const ThreadState from = t->state.load(std::memory_order_relaxed);
  if (from == to) return;
  if (is_safe_state(to)) {
    t->state.store(to, std::memory_order_seq_cst);
    if (safepoint::is_armed()) [[unlikely]] safepoint::notify_safe();
    return;
  }
  if (!is_safe_state(from)) {
    t->state.store(to, std::memory_order_relaxed);
    return;
  }
  t->state.store(to, std::memory_order_seq_cst);
  if (safepoint::g_poll.load(std::memory_order_seq_cst)) [[unlikely]] safepoint::transition_slow(t, from, to);
}

/// Marks the current thread safe for the collector while it runs native code or blocks (or, in
/// JNI functions, unsafe while it runs VM code), and restores the previous state on scope exit,
/// both through set_thread_state. Code in a safe scope must not touch heap references (handles
/// are fine: the collector updates them). Leaving a safe scope waits while a safepoint is in
/// progress, so release leaf locks (monitor internals, park mutexes, the thread list) before the
/// scope ends: declare the scope before the lock (runtime/threads/safepoint.hpp, "Locks and safepoints").
class ThreadStateScope {
 public:
  ThreadStateScope(JavaThread* t, ThreadState s) : t_(t), previous_(t->state.load(std::memory_order_relaxed)) {
    set_thread_state(t_, s);
  }
  ~ThreadStateScope() { set_thread_state(t_, previous_); }
  ThreadStateScope(const ThreadStateScope&) = delete;
  ThreadStateScope& operator=(const ThreadStateScope&) = delete;

 private:
  JavaThread* t_;
  ThreadState previous_;
};

}  // namespace jvmlab
