// The VM's Java threads: the list of live JavaThreads, Thread.start, thread exit, interruption,
// sleep, and the wait for non-daemon threads when main ends (HotSpot's DestroyJavaVM).
// All functions are thread-safe. Design after HotSpot's threads.cpp / javaThread.cpp.
#pragma once

#include <chrono>
#include <cstdint>

#include "runtime/oops/object.hpp"
#include "runtime/threads/thread.hpp"

namespace jvmlab::threads {

/// Registers the VM's first thread (the one running main) in the thread list. Call once.
void register_main(JavaThread* t);

/// Links the main thread's java.lang.Thread object to `t` (Thread.eetop), once it exists.
void bind_main_thread_object(JavaThread* t, Object* thread_object);

/// Thread.start0: creates a JavaThread with its own Java stack (-Xss) on a new OS thread, which
/// runs `thread_object.run()`, reports an uncaught exception through
/// Thread.dispatchUncaughtException and ends with Thread.exit(). Returns false with
/// OutOfMemoryError pending if no OS thread could be created.
bool start(JavaThread* t, Object* thread_object);

/// Thread.interrupt0: sets the interrupt status of `thread_object`'s thread and wakes it from
/// sleep or Object.wait. For a thread that is not alive, sets the Thread object's own status.
void interrupt(JavaThread* t, Object* thread_object);
/// Thread.isInterrupted0: the interrupt status, cleared when `clear` (Thread.interrupted()).
bool is_interrupted(JavaThread* t, Object* thread_object, bool clear);

/// Thread.sleep: sleeps `millis` ms + `nanos` ns in ThreadState::Blocked. Returns false with
/// InterruptedException("sleep interrupted") pending when interrupted (status cleared).
bool sleep(JavaThread* t, int64_t millis, int32_t nanos);

/// The steady-clock time `millis` milliseconds plus `nanos` nanoseconds from now, for timed waits
/// (sleep, Object.wait). Saturates: a timeout past about a century (Long.MAX_VALUE ms) waits
/// that long instead of overflowing into the past (steady_clock counts int64 nanoseconds, so
/// now + Long.MAX_VALUE ms wraps). `millis` >= 0, 0 <= `nanos` < 1,000,000. Thread-safe.
std::chrono::steady_clock::time_point deadline_after(int64_t millis, int32_t nanos = 0);

/// Thread.getState0 for a live thread: a JavaThread::JavaState (0 RUNNABLE, 1 BLOCKED,
/// 2 WAITING, 3 TIMED_WAITING); RUNNABLE for a thread without a JavaThread.
int java_state(JavaThread* t, Object* thread_object);

/// DestroyJavaVM: the main thread's end. Marks main's Thread object dead (waking its joiners),
/// then blocks until every non-daemon thread has ended.
void wait_for_non_daemon_threads(JavaThread* t);

/// Calls `fn` for every live JavaThread under the thread-list lock (GC roots, debugging).
/// `fn` must not start or end threads.
void for_each(void (*fn)(JavaThread*, void*), void* arg);

}  // namespace jvmlab::threads
