// Safepoints: the synchronizer (arm the poll, wait for every thread to be safe, disarm, resume),
// the Java thread's side (stop at a poll, wait on the way back from a safe state), statistics and
// the -Xlog:safepoint line. The protocol is drawn in safepoint.hpp.
#include "runtime/threads/safepoint.hpp"

#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <thread>

#include <fmt/format.h>

#include "gc/gc_clock.hpp"
#include "gc/trace.hpp"
#include "runtime/frames/stack_walker.hpp"
#include "runtime/logging/logging.hpp"
#include "runtime/oops/klass.hpp"
#include "runtime/threads/thread.hpp"
#include "runtime/threads/threads.hpp"
#include "utilities/debug.hpp"

namespace jvmlab::safepoint {

using gc::now_ns;

namespace {

// One safepoint at a time, process-wide: held from begin() to end() (by the synchronizing thread).
std::mutex g_operation_lock;

// A leaf lock: guards the wake-up state below; nobody becomes safe, stops or allocates under it.
std::mutex g_lock;
std::condition_variable g_resume_cv;  // stopped threads wait here for end()
std::condition_variable g_sync_cv;    // the synchronizer waits here for threads becoming safe
uint64_t g_epoch = 0;                 // safepoints ended so far (guarded by g_lock)
uint64_t g_safe_events = 0;           // threads that became safe while armed (guarded by g_lock)

// Statistics (guarded by g_lock).
Stats g_stats;
const int64_t g_vm_start_ns = now_ns();
int64_t g_last_end_ns = 0;  // end of the previous safepoint; 0: none yet (use VM start)

/// Waits (the caller is safe) until the safepoint that was in progress when called has ended.
void wait_for_end() {
  std::unique_lock<std::mutex> lk(g_lock);
  const uint64_t epoch = g_epoch;
  g_resume_cv.wait(lk, [epoch] { return g_epoch != epoch || !g_poll.load(std::memory_order_relaxed); });
}

/// How many listed threads are not safe yet (reads each state seq_cst: the Dekker side of the
/// synchronizer, after the seq_cst store of the poll).
int count_unsafe(ThreadLister lister) {
  int unsafe = 0;
  lister(
      [](JavaThread* t, void* arg) {
        if (!is_safe_state(t->state.load(std::memory_order_seq_cst))) ++*static_cast<int*>(arg);
      },
      &unsafe);
  return unsafe;
}

/// What the kernel says a thread is doing: its name, scheduler state (R running, D in an
/// uninterruptible wait such as a page fault being populated, S sleeping) and current system
/// call ("running" when in user code). From /proc/self/task/<tid>/{comm,stat,syscall}.
std::string kernel_view(int tid) {
  auto read = [tid](const char* leaf) {
    std::string out;
    if (FILE* f = std::fopen(fmt::format("/proc/self/task/{}/{}", tid, leaf).c_str(), "r")) {
      char buf[256];
      const size_t n = std::fread(buf, 1, sizeof buf - 1, f);
      std::fclose(f);
      out.assign(buf, n);
      while (!out.empty() && (out.back() == '\n' || out.back() == ' ')) out.pop_back();
    }
    return out;
  };
  const std::string stat = read("stat");
  const size_t paren = stat.rfind(')');
  const char sched = paren != std::string::npos && paren + 2 < stat.size() ? stat[paren + 2] : '?';
  std::string syscall = read("syscall");
  if (const size_t sp = syscall.find(' '); sp != std::string::npos) syscall.resize(sp);  // the number only
  return fmt::format("\"{}\" (tid {}), kernel state {}, system call {}", read("comm"), tid, sched,
                     syscall.empty() ? "?" : syscall);
}

const char* state_name(ThreadState s) {
  switch (s) {
    case ThreadState::New: return "new";
    case ThreadState::InJava: return "in Java";
    case ThreadState::InVM: return "in VM";
    case ThreadState::InNative: return "in native";
    case ThreadState::Blocked: return "blocked";
    case ThreadState::Terminated: return "terminated";
  }
  return "?";
}

/// -Xlog:safepoint=debug: the threads still not safe once the synchronizer has waited
/// kLateReportNs, one line each (HotSpot's SafepointTimeout report names them the same way).
/// Reads /proc only at that level, so the usual path pays nothing.
constexpr int64_t kLateReportNs = 1'000'000;

void report_late_threads(ThreadLister lister, const char* operation, int64_t waited_ns) {
  struct Ctx {
    const char* operation;
    int64_t waited_ns;
  } ctx{operation, waited_ns};
  lister(
      [](JavaThread* t, void* arg) {
        const ThreadState s = t->state.load(std::memory_order_seq_cst);
        if (is_safe_state(s)) return;
        auto* c = static_cast<Ctx*>(arg);
        // The top frame as last published: a racy read of the thread's own frame list (frames
        // and methods are never freed while it runs), good enough to name the running method.
        const Frame* f = t->top_frame;
        const Method* m = f != nullptr ? f->method : nullptr;
        const std::string where = m != nullptr && m->holder != nullptr ? m->holder->name + "." + m->name : "?";
        log_write(LogTag::Safepoint, LogLevel::Debug,
                  fmt::format("Safepoint \"{}\": not safe after {:.3f} ms: {} ({}), {}", c->operation,
                              double(c->waited_ns) * 1e-6, state_name(s), where, kernel_view(t->os_tid.load())));
      },
      &ctx);
}

}  // namespace

bool frame_is_synced(const JavaThread* t) {
  const Frame* f = t->top_frame;
  if (f == nullptr) return true;
  if (f->method == nullptr || f->pc == nullptr || f->sp == nullptr || f->stack_base == nullptr) return false;
  const std::vector<uint8_t>& code = f->method->code;
  const bool pc_in_code = f->pc >= code.data() && f->pc < code.data() + code.size();
  const bool sp_in_stack = f->sp >= f->stack_base && f->sp <= f->stack_base + f->method->max_stack;
  return pc_in_code && sp_in_stack && f->sp <= t->stack_top;
}

void block(JavaThread* t) {
  JVMLAB_ASSERT(frame_is_synced(t), "synced-frame rule: a thread stopping at a safepoint has saved its top "
                                    "frame's pc and sp (SYNC)");
  const ThreadState previous = t->state.load(std::memory_order_relaxed);
  prepare_frame_maps(t);  // the pause then only reads this thread's reference maps
  set_thread_state(t, ThreadState::Blocked);  // safe: publishes the synced frame, wakes the synchronizer
  wait_for_end();
  set_thread_state(t, previous);  // waits again if another safepoint began meanwhile
}

void transition_slow(JavaThread* t, ThreadState from, ThreadState to) {
  // The thread stored `to` and then saw the poll armed: the synchronizer may already count it
  // safe, so it must not run. Back to `from` until the safepoint ends, then try again.
  do {
    t->state.store(from, std::memory_order_seq_cst);
    notify_safe();
    wait_for_end();
    t->state.store(to, std::memory_order_seq_cst);
  } while (g_poll.load(std::memory_order_seq_cst));
}

void notify_safe() {
  {
    std::lock_guard<std::mutex> g(g_lock);
    g_safe_events++;
  }
  g_sync_cv.notify_one();
}

Stats stats() {
  std::lock_guard<std::mutex> g(g_lock);
  return g_stats;
}

std::string log_line(const char* operation, int64_t since_last_ns, int64_t reaching_ns, int64_t cleanup_ns,
                     int64_t at_safepoint_ns) {
  return fmt::format(
      "Safepoint \"{}\", Time since last: {} ns, Reaching safepoint: {} ns, Cleanup: {} ns, At safepoint: {} ns, "
      "Total: {} ns",
      operation, since_last_ns, reaching_ns, cleanup_ns, at_safepoint_ns, reaching_ns + cleanup_ns + at_safepoint_ns);
}

VmSafepointer::VmSafepointer(ThreadLister lister) : lister_(lister ? lister : &threads::for_each) {}

int64_t VmSafepointer::begin(const char* operation) {
  if (JavaThread* self = JavaThread::current()) {
    if (!is_safe_state(self->state.load(std::memory_order_relaxed))) {
      std::fprintf(stderr, "jvmlab: safepoint \"%s\" requested by a Java thread that is not safe\n", operation);
      std::abort();
    }
  }
  g_operation_lock.lock();
  operation_ = operation;
  begin_ns_ = now_ns();

  // Arm the poll (seq_cst: Dekker's store, before the state loads of the scan).
  g_poll.store(true, std::memory_order_seq_cst);

  // Wait until every thread is safe: yield for the first rounds (threads in the interpreter
  // reach a poll within microseconds), then sleep on the condition, woken by threads becoming
  // safe; the timeout covers wake-ups that cannot come (a thread leaving the list).
  bool reported = !log_enabled(LogTag::Safepoint, LogLevel::Debug);
  for (int round = 0;; round++) {
    uint64_t events;
    {
      std::lock_guard<std::mutex> g(g_lock);
      events = g_safe_events;
    }
    if (count_unsafe(lister_) == 0) break;
    if (!reported && now_ns() - begin_ns_ >= kLateReportNs) {
      reported = true;
      report_late_threads(lister_, operation, now_ns() - begin_ns_);
    }
    if (round < 64) {
      std::this_thread::yield();
      continue;
    }
    std::unique_lock<std::mutex> lk(g_lock);
    g_sync_cv.wait_for(lk, std::chrono::microseconds(200), [events] { return g_safe_events != events; });
  }
  reached_ns_ = now_ns();
  const int64_t ttsp = reached_ns_ - begin_ns_;
  {
    std::lock_guard<std::mutex> g(g_lock);
    g_stats.max_ttsp_ns = std::max(g_stats.max_ttsp_ns, ttsp);
    g_stats.total_ttsp_ns += ttsp;
  }
  cleanup_ns_ = now_ns() - reached_ns_;
  return ttsp;
}

void VmSafepointer::end() {
  const int64_t end_ns = now_ns();
  const int64_t at_safepoint = end_ns - reached_ns_ - cleanup_ns_;
  int64_t since_last;
  {
    std::lock_guard<std::mutex> g(g_lock);
    g_poll.store(false, std::memory_order_seq_cst);
    g_epoch++;
    since_last = begin_ns_ - (g_last_end_ns ? g_last_end_ns : g_vm_start_ns);
    g_last_end_ns = end_ns;
    g_stats.count++;
    g_stats.max_at_safepoint_ns = std::max(g_stats.max_at_safepoint_ns, at_safepoint);
    g_stats.total_at_safepoint_ns += at_safepoint;
  }
  g_resume_cv.notify_all();
  const char* operation = operation_;
  const int64_t reaching = reached_ns_ - begin_ns_;
  const int64_t cleanup = cleanup_ns_;
  g_operation_lock.unlock();
  if (gc::trace::enabled()) {  // the poll is disarmed: recording no longer delays anybody
    gc::trace::span(operation, "safepoint", begin_ns_, end_ns, {"reaching_ns", reaching},
                    {"at_safepoint_ns", at_safepoint});
    gc::trace::span("Time To Safepoint", "safepoint", begin_ns_, reached_ns_);
  }
  if (log_enabled(LogTag::Safepoint, LogLevel::Info)) {
    log_write(LogTag::Safepoint, LogLevel::Info, log_line(operation, since_last, reaching, cleanup, at_safepoint));
  }
}

gc::Safepointer& vm_safepointer() {
  static VmSafepointer* s = new VmSafepointer();  // never destroyed: the GC driver may outlive exit
  return *s;
}

}  // namespace jvmlab::safepoint
