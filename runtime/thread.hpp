// JavaThread: per-thread VM state: the Java stack (interpreter frames), the pending exception,
// the handle area, interruption and parking. Starting and listing threads: runtime/threads.hpp.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <vector>

#include "gc/heap.hpp"
#include "runtime/object.hpp"

namespace jvmlab {

struct Method;

/// An interpreter frame, laid out in the thread's Java stack:
///   [locals 0..max_locals) [Frame] [operand stack 0..max_stack)
/// The caller's outgoing arguments become the callee's first locals (no copy).
/// For the collector: `method` + `bci` + `sp` say which slots are live; reference maps per bci are
/// computed from the bytecode (DESIGN §4), so slots carry no tags.
struct Frame {
  Frame* caller = nullptr;   // null for the first frame of an entry from C++
  Method* method = nullptr;
  Slot* locals = nullptr;
  Slot* stack_base = nullptr;  // operand stack slot 0
  Slot* sp = nullptr;          // next free operand slot (valid when the frame is not on top)
  const uint8_t* pc = nullptr; // current instruction (valid when the frame is not on top)
  bool entry = false;          // called from C++: return to the C++ caller when it returns
  int bci() const;
};

/// Where a Java thread is, for the safepoint protocol of the collector (DESIGN §5): a thread
/// InNative or Blocked counts as safe — it touches no heap reference without first returning
/// to InVM/InJava. Transitions are made by the thread itself (ThreadInNative, ThreadBlocked).
enum class ThreadState : uint8_t {
  New,         // created, not started
  InJava,      // executing bytecode (interpreter or compiled code)
  InVM,        // executing VM code (runtime calls, class loading)
  InNative,    // in a JNI/libffi native method: safe
  Blocked,     // waiting on a monitor, in Object.wait, sleep, join or park: safe
  Terminated,  // run() returned
};

/// A Java thread's VM state. Owned by the VM (runtime/threads.cpp); accessed only by its own OS
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

  Object* java_thread = nullptr;  // the java.lang.Thread object (GC root)
  uint32_t thread_id = 1;         // lock owner id in mark words (1..65535, runtime/monitor.hpp)
  bool daemon = false;            // does not keep the VM alive (DestroyJavaVM)
  bool in_stack_overflow = false; // set while a StackOverflowError is being created
  gc::Tlab tlab;                  // this thread's allocation buffer in the heap
  std::atomic<ThreadState> state{ThreadState::InJava};  // written by this thread only

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

/// A handle: a GC-visible slot holding an object across allocation (DESIGN §4). Cheap to copy.
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

/// Marks the current thread safe for the collector while it runs native code or blocks, and
/// restores the previous state on scope exit. Code in the scope must not touch heap references
/// (handles are fine: the collector updates them). Issue 5's safepoint protocol adds the wait
/// for an ongoing safepoint on the way back.
class ThreadStateScope {
 public:
  ThreadStateScope(JavaThread* t, ThreadState s) : t_(t), previous_(t->state.load(std::memory_order_relaxed)) {
    t_->state.store(s, std::memory_order_release);
  }
  ~ThreadStateScope() { t_->state.store(previous_, std::memory_order_release); }
  ThreadStateScope(const ThreadStateScope&) = delete;
  ThreadStateScope& operator=(const ThreadStateScope&) = delete;

 private:
  JavaThread* t_;
  ThreadState previous_;
};

}  // namespace jvmlab
