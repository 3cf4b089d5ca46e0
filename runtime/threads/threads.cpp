// The VM's Java threads: thread list, start, exit, interruption, sleep, DestroyJavaVM.
// Thread objects reach their JavaThread through the long field Thread.eetop (HotSpot's name),
// read and cleared under the thread-list lock, so a JavaThread is never used after it ended.
//
// Safepoints (runtime/threads/safepoint.hpp): the thread-list lock and the park mutexes are leaf locks —
// the synchronizer and the collector's root scan take the thread-list lock during a pause, so
// nobody allocates, throws, calls Java or leaves a safe state while holding one. Waits run
// Blocked with the ThreadStateScope declared before the lock, so the lock is released before
// the thread leaves Blocked (which may wait for a safepoint to end).
#include "runtime/threads/threads.hpp"

#include <pthread.h>
#include <unistd.h>

#include <ctime>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <vector>

#include "runtime/diagnostics/signals.hpp"
#include "runtime/threads/monitor.hpp"
#include "runtime/universe.hpp"
#include "runtime/vm.hpp"
#include "utilities/debug.hpp"

namespace jvmlab::threads {

namespace {

std::mutex g_lock;                   // guards everything below and Thread.eetop
std::condition_variable g_all_done;  // signalled when a non-daemon thread ends
std::vector<JavaThread*> g_threads;  // live threads
std::vector<uint32_t> g_free_ids;    // thread ids of ended threads, reused
uint32_t g_next_id = 2;              // 1 is the main thread
int g_non_daemon = 0;                // live non-daemon threads other than main

/// Offsets of the java.lang.Thread fields the VM reads (class library invariant).
struct ThreadFields {
  uint32_t eetop = 0, daemon = 0, interrupted = 0, alive = 0, name = 0;
};
const ThreadFields& fields(JavaThread* t) {
  static const ThreadFields f = [t] {
    ThreadFields r;
    Klass* k = find_class(t, "java/lang/Thread");
    auto off = [k](const char* n, const char* d) {
      Field* fl = k ? k->find_declared_field(n, d) : nullptr;
      if (!fl) {
        std::fprintf(stderr, "Error: jvmlab's class library lacks java.lang.Thread.%s\n", n);
        std::abort();
      }
      return fl->offset;
    };
    r.eetop = off("eetop", "J");
    r.daemon = off("daemon", "Z");
    r.interrupted = off("interrupted", "Z");
    r.alive = off("alive", "Z");
    r.name = off("name", "Ljava/lang/String;");
    return r;
  }();
  return f;
}

JavaThread* eetop(JavaThread* t, Object* thread) {
  return reinterpret_cast<JavaThread*>(intptr_t(get_field<int64_t>(thread, fields(t).eetop)));
}
void set_eetop(JavaThread* t, Object* thread, JavaThread* v) {
  set_field<int64_t>(thread, fields(t).eetop, int64_t(reinterpret_cast<intptr_t>(v)));
}

std::atomic_ref<uint8_t> interrupted_field(JavaThread* t, Object* thread) {
  return std::atomic_ref<uint8_t>(*field_addr<uint8_t>(thread, fields(t).interrupted));
}

std::string thread_name(JavaThread* t, Object* thread) {
  Object* n = get_ref_field(thread, fields(t).name);
  return n ? string_utf8(n) : "?";
}

/// Calls a no-argument void method of java.lang.Thread on `thread`; clears any exception.
/// `thread` is a handle: finding the class may load it (a safepoint).
void call_thread_method(JavaThread* t, Handle thread, const char* name) {
  Klass* k = find_class(t, "java/lang/Thread");
  Method* m = k ? k->find_declared_method(name, "()V") : nullptr;
  if (m) {
    Slot a = ref_slot(thread.get());
    call_java(t, m, &a, 1);
  }
  t->pending_exception = nullptr;
}

/// Ends `thread` for its joiners: Thread.exit() (drops the thread locals), then, natively as
/// HotSpot's ensure_join, clears `alive` and notifies the joiners under the Thread's monitor, so
/// that join() never waits for a thread that has ended even when Java code at its end failed (a
/// StackOverflowError or OutOfMemoryError). May block on the Thread's monitor; clears any
/// exception.
void end_for_joiners(JavaThread* t, Handle thread) {
  call_thread_method(t, thread, "exit");
  monitor::enter(t, thread.get());
  set_field<uint8_t>(thread.get(), fields(t).alive, 0);
  monitor::notify(t, thread.get(), true);
  monitor::exit(t, thread.get());
  t->pending_exception = nullptr;
}

/// Hands the uncaught exception pending on `t` to Thread.dispatchUncaughtException.
void report_uncaught(JavaThread* t) {
  HandleScope hs(t);
  Handle he(t, t->pending_exception);
  t->pending_exception = nullptr;
  Handle thread(t, t->java_thread);
  Slot arg = ref_slot(he.get());
  call_virtual(t, thread.get(), "dispatchUncaughtException", "(Ljava/lang/Throwable;)V", &arg, 1);
  if (t->has_pending_exception()) {
    Object* failure = t->pending_exception;
    t->pending_exception = nullptr;
    std::string text = "\nException: " + failure->klass->external_name() +
                       " thrown from the UncaughtExceptionHandler in thread \"" +
                       thread_name(t, thread.get()) + "\"\n";
    vm_write(2, text.data(), text.size());
  }
}

// Records the running OS thread's id and start time for thread dumps and crash reports.
void note_os_thread(JavaThread* t) {
  timespec now {};
  clock_gettime(CLOCK_MONOTONIC, &now);
  t->start_ns.store(int64_t(now.tv_sec) * 1000000000 + now.tv_nsec, std::memory_order_relaxed);
  t->os_tid.store(int(::gettid()), std::memory_order_relaxed);
}

void* thread_main(void* arg) {
  auto* t = static_cast<JavaThread*>(arg);
  JavaThread::set_current(t);
  note_os_thread(t);
  set_thread_state(t, ThreadState::InJava);  // New -> InJava: waits if a safepoint is in progress
  {
    HandleScope hs(t);
    Handle thread(t, t->java_thread);
    call_virtual(t, thread.get(), "run", "()V");
    if (t->has_pending_exception()) report_uncaught(t);
    end_for_joiners(t, thread);  // alive = false; notifyAll (wakes joiners)
    // Leave the thread list. Once out of it, no safepoint waits for this thread and no root
    // scan sees it, so it must not touch the heap afterwards.
    std::lock_guard<std::mutex> g(g_lock);
    set_eetop(t, thread.get(), nullptr);
    interrupted_field(t, thread.get()).store(t->interrupted.load() ? 1 : 0);
    std::erase(g_threads, t);
    g_free_ids.push_back(t->thread_id);
    if (!t->daemon && --g_non_daemon == 0) g_all_done.notify_all();
  }
  set_thread_state(t, ThreadState::Terminated);
  t->java_thread = nullptr;
  JavaThread::set_current(nullptr);
  delete t;
  return nullptr;
}

}  // namespace

void register_main(JavaThread* t) {
  note_os_thread(t);
  std::lock_guard<std::mutex> g(g_lock);
  t->thread_id = 1;
  g_threads.push_back(t);
}

void bind_main_thread_object(JavaThread* t, Object* thread_object) {
  HandleScope hs(t);
  Handle thread(t, thread_object);
  (void)fields(t);  // resolve the offsets before taking the lock (may load a class: a safepoint)
  std::lock_guard<std::mutex> g(g_lock);
  set_eetop(t, thread.get(), t);
}

bool start(JavaThread* t, Object* thread_object) {
  start_signal_dispatcher();  // once the VM has two Java threads (runtime/diagnostics/signals.hpp)
  const ThreadFields& f = fields(t);
  auto* nt = new JavaThread(universe->options.thread_stack_size);
  nt->java_thread = thread_object;
  nt->daemon = get_field<uint8_t>(thread_object, f.daemon) != 0;
  nt->interrupted.store(interrupted_field(t, thread_object).load() != 0);
  nt->state.store(ThreadState::New);  // safe until its OS thread runs: a safepoint need not wait
  bool have_id = true;
  {
    std::lock_guard<std::mutex> g(g_lock);
    if (!g_free_ids.empty()) {
      nt->thread_id = g_free_ids.back();
      g_free_ids.pop_back();
    } else if (g_next_id <= monitor::kMaxThreadId) {
      nt->thread_id = g_next_id++;
    } else {
      have_id = false;
    }
    if (have_id) {
      g_threads.push_back(nt);
      if (!nt->daemon) g_non_daemon++;
      set_eetop(t, thread_object, nt);
    }
  }
  if (!have_id) {
    delete nt;
    throw_new(t, "java/lang/OutOfMemoryError", std::string("unable to create native thread: too many threads"));
    return false;
  }
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  // The interpreter nests C++ frames for calls from natives: give threads main's C stack size.
  pthread_attr_setstacksize(&attr, size_t(16) << 20);
  pthread_t id;
  int rc = pthread_create(&id, &attr, &thread_main, nt);
  pthread_attr_destroy(&attr);
  if (rc != 0) {
    std::lock_guard<std::mutex> g(g_lock);
    set_eetop(t, thread_object, nullptr);
    std::erase(g_threads, nt);
    g_free_ids.push_back(nt->thread_id);
    if (!nt->daemon && --g_non_daemon == 0) g_all_done.notify_all();
    delete nt;
    throw_new(t, "java/lang/OutOfMemoryError",
              std::string("unable to create native thread: possibly out of memory or process/resource limits reached"));
    return false;
  }
  return true;
}

void interrupt(JavaThread* t, Object* thread_object) {
  std::lock_guard<std::mutex> g(g_lock);
  JavaThread* target = eetop(t, thread_object);
  if (!target) {
    interrupted_field(t, thread_object).store(1);
    return;
  }
  target->interrupted.store(true, std::memory_order_seq_cst);
  {
    std::lock_guard<std::mutex> p(target->park_mutex);
    target->park_cv.notify_all();
  }
  monitor::wake_waiter(target);
}

bool is_interrupted(JavaThread* t, Object* thread_object, bool clear) {
  if (thread_object == t->java_thread) {
    return clear ? t->interrupted.exchange(false) : t->interrupted.load();
  }
  std::lock_guard<std::mutex> g(g_lock);
  JavaThread* target = eetop(t, thread_object);
  if (!target) {
    return clear ? interrupted_field(t, thread_object).exchange(0) != 0 : interrupted_field(t, thread_object).load() != 0;
  }
  return clear ? target->interrupted.exchange(false) : target->interrupted.load();
}

std::chrono::steady_clock::time_point deadline_after(int64_t millis, int32_t nanos) {
  // A century: longer than any program runs, far below steady_clock's range (about 292 years).
  constexpr int64_t kMaxMillis = int64_t(100) * 365 * 24 * 3600 * 1000;
  const int64_t capped = millis > kMaxMillis ? kMaxMillis : millis;
  return std::chrono::steady_clock::now() + std::chrono::milliseconds(capped) + std::chrono::nanoseconds(nanos);
}

bool sleep(JavaThread* t, int64_t millis, int32_t nanos) {
  const auto deadline = deadline_after(millis, nanos);
  JVMLAB_ASSERT(safepoint::frame_is_synced(t), "synced-frame rule: a sleeping thread has saved its top frame");
  {
    ThreadStateScope blocked(t, ThreadState::Blocked);  // before the lock: released first
    JavaStateScope java_state(t, JavaThread::TimedWaiting);
    std::unique_lock<std::mutex> lk(t->park_mutex);
    t->park_cv.wait_until(lk, deadline, [t] { return t->interrupted.load(); });
  }
  if (t->interrupted.exchange(false)) {
    throw_new(t, "java/lang/InterruptedException", std::string("sleep interrupted"));
    return false;
  }
  return true;
}

int java_state(JavaThread* t, Object* thread_object) {
  if (thread_object == t->java_thread) return JavaThread::Runnable;
  std::lock_guard<std::mutex> g(g_lock);
  JavaThread* target = eetop(t, thread_object);
  return target ? target->java_state.load(std::memory_order_relaxed) : int(JavaThread::Runnable);
}

void wait_for_non_daemon_threads(JavaThread* t) {
  if (t->java_thread) {
    HandleScope hs(t);
    Handle thread(t, t->java_thread);
    end_for_joiners(t, thread);
  }
  ThreadStateScope blocked(t, ThreadState::Blocked);  // before the lock: released first
  std::unique_lock<std::mutex> lk(g_lock);
  g_all_done.wait(lk, [] { return g_non_daemon == 0; });
}

void for_each(void (*fn)(JavaThread*, void*), void* arg) {
  std::lock_guard<std::mutex> g(g_lock);
  for (JavaThread* t : g_threads) fn(t, arg);
}

}  // namespace jvmlab::threads
