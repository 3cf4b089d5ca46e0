// Safepoints: stopping every Java thread for a collector pause, measuring how long that took, and
// resuming them (HotSpot's SafepointSynchronize). Where the interpreter polls is in
// interpreter/interpreter.cpp; what the pause does is the collector's.
//
// The protocol (HotSpot's, with one global poll word instead of a polling page):
//
//   synchronizer (GC driver)                      Java thread
//   ------------------------                      -----------
//   begin("ZMarkStart"):                          InJava/InVM: runs; at every poll (method entry,
//     poll = 1                     (seq_cst)        backward branch) loads `poll` (relaxed):
//     repeat: scan every thread's state              poll == 1 -> SYNC frame, state = Blocked,
//       (seq_cst) until all are safe                 wait for end(), then back to InJava
//   ... the pause: roots, colors, TLABs ...       InNative/Blocked/New/Terminated: safe, runs on
//   end():                                          (touches no heap object); on the way back:
//     poll = 0, wake everybody                        state = InJava (seq_cst), then load poll
//                                                     (seq_cst): poll == 1 -> back to safe, wait
//
// The two seq_cst pairs (poll store / state load against state store / poll load) are Dekker's:
// either the synchronizer sees the thread unsafe and waits for it, or the thread sees the poll
// and does not leave its safe state. So once begin() returns, no Java thread runs Java code or
// touches the heap until end().
//
//   thread states:  New ─► InJava ◄─► InVM              safe: New, InNative, Blocked, Terminated
//                            ▲  │                       (a thread stopped at a poll is Blocked)
//                            │  ▼
//                    InNative / Blocked ─► Terminated
//
// Locks and safepoints (how not to deadlock a pause):
//  - leaf locks (the thread list, monitor internals, park/sleep mutexes, the safepoint's own):
//    a holder never becomes safe, stops, allocates or calls Java while holding one, so other
//    Java threads may lock them while InJava and the pause may use them. A condition-variable
//    wait on one runs Blocked, and the lock is released before the thread leaves Blocked.
//  - blocking locks (the loader lock universe->lock, class initialization, call-site linking):
//    held across allocation or Java code, so the holder may stop at a safepoint. Others acquire
//    them Blocked when contended (try_lock first); the pause never takes them.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>

#include "gc/object_model.hpp"

namespace jvmlab {

struct JavaThread;
enum class ThreadState : uint8_t;

namespace safepoint {

/// The global poll word: true from begin() until end() of a safepoint. Read by the interpreter
/// (relaxed) at method entry and at backward branches, and by every thread leaving a safe state
/// (seq_cst). Written only by the synchronizer (seq_cst).
inline std::atomic<bool> g_poll{false};

/// True when a safepoint is requested or in progress. One relaxed load: the interpreter's poll.
inline bool is_armed() { return g_poll.load(std::memory_order_relaxed); }

/// Called by the current thread `t` (InJava or InVM) at a poll that found is_armed(): its top
/// frame must be synced (pc and sp saved, runtime/frames/stack_walker.hpp can walk it). Becomes
/// Blocked, waits until the safepoint has ended, then returns in its previous state (waiting
/// again if another safepoint began meanwhile). Raw Object* locals are stale afterwards.
/// Thread-safe; never allocates.
[[gnu::cold, gnu::noinline]] void block(JavaThread* t);

/// The synced-frame rule: true when `t`'s top frame can be walked as the collector walks a safe
/// thread's frames — no frame, or one whose saved `pc` is an instruction of its method and whose
/// saved `sp` lies in its operand stack, at or below `t->stack_top` (the interpreter's SYNC()
/// stores both before anything that may block, allocate, call Java or throw). Every path that
/// makes a Java thread wait (block, monitors, sleep) checks it with JVMLAB_ASSERT. Reads only
/// `t`'s own state: call it on the current thread.
bool frame_is_synced(const JavaThread* t);

/// Slow path of a transition from the safe state `from` to the unsafe state `to` that found a
/// safepoint in progress (thread.hpp's set_thread_state calls it): goes back to `from`, waits for
/// end(), and retries until the transition succeeds with no safepoint in progress.
[[gnu::cold, gnu::noinline]] void transition_slow(JavaThread* t, ThreadState from, ThreadState to);

/// Tells a waiting synchronizer that a thread has just become safe (a wake-up hint; the
/// synchronizer also rescans on a short timeout). Thread-safe.
[[gnu::cold, gnu::noinline]] void notify_safe();

/// Counters for -Xlog:safepoint, tools/gc_bench and tests. Times in nanoseconds.
struct Stats {
  uint64_t count = 0;               // safepoints completed (begin + end)
  int64_t max_ttsp_ns = 0;          // longest time-to-safepoint (poll armed -> all threads safe)
  int64_t total_ttsp_ns = 0;        // sum of the times-to-safepoint
  int64_t max_at_safepoint_ns = 0;  // longest time between begin() returning and end()
  int64_t total_at_safepoint_ns = 0;
};

/// The counters over every safepoint of the process so far. Thread-safe.
Stats stats();

/// The -Xlog:safepoint line of one safepoint, HotSpot 17's text without the decorations:
///   Safepoint "ZMarkStart", Time since last: 326516054 ns, Reaching safepoint: 3349373 ns,
///   Cleanup: 32892 ns, At safepoint: 64332 ns, Total: 3446597 ns
/// (one line). `since_last_ns` runs from the end of the previous safepoint (or VM start) to this
/// one's begin; Total = reaching + cleanup + at safepoint.
std::string log_line(const char* operation, int64_t since_last_ns, int64_t reaching_ns, int64_t cleanup_ns,
                     int64_t at_safepoint_ns);

/// Enumerates the Java threads a safepoint must stop: calls `fn(thread, arg)` for each, holding
/// whatever lock keeps them alive meanwhile (runtime/threads/threads.hpp's for_each).
using ThreadLister = void (*)(void (*fn)(JavaThread*, void*), void* arg);

/// The synchronizer (gc::Safepointer for the collector). One safepoint at a time process-wide:
/// a second begin() waits until the first one's end(). begin() may be called from a non-Java
/// thread (the GC driver) or from a Java thread that is itself safe (Blocked, e.g. waiting for
/// the GC it requested); never from a Java thread that is InJava/InVM (it would wait for itself:
/// reported as a fatal error).
class VmSafepointer final : public gc::Safepointer {
 public:
  /// `lister` enumerates the threads to stop; the default is the VM's thread list.
  explicit VmSafepointer(ThreadLister lister = nullptr);

  /// Arms the poll and waits until every listed thread is safe (InNative, Blocked, at a poll,
  /// New, Terminated). Returns the time-to-safepoint in nanoseconds. `operation` (a string
  /// literal, kept until end()) names the pause in -Xlog:safepoint.
  int64_t begin(const char* operation) override;
  /// Disarms the poll, wakes every stopped thread, logs the -Xlog:safepoint line.
  void end() override;

 private:
  ThreadLister lister_;
  const char* operation_ = nullptr;
  int64_t begin_ns_ = 0;    // poll armed
  int64_t reached_ns_ = 0;  // every thread safe
  int64_t cleanup_ns_ = 0;  // bookkeeping between reaching the safepoint and returning
};

/// The VM's synchronizer over runtime/threads/threads.hpp's thread list (for runtime/heap/gc_roots.cpp).
gc::Safepointer& vm_safepointer();

}  // namespace safepoint

}  // namespace jvmlab
