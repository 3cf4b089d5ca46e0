// Safepoint synchronization (runtime/threads/safepoint.hpp) without a VM: OS threads registered as Java
// threads spin on polls, block and run "native" code; begin() returns only when all are safe,
// none of them runs Java code until end(), end() resumes them, a thread leaving Blocked (or
// starting) during a safepoint waits, and a thousand safepoints in a row end without deadlock.
// The expected -Xlog:safepoint text is a line java 17 printed (-XX:+UseZGC -Xlog:safepoint).
#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "runtime/threads/safepoint.hpp"
#include "runtime/threads/thread.hpp"

using namespace jvmlab;
using namespace std::chrono_literals;

namespace {

// The test's thread list, standing in for runtime/threads/threads.cpp's.
std::mutex g_list_lock;
std::vector<JavaThread*> g_list;

void list_threads(void (*fn)(JavaThread*, void*), void* arg) {
  std::lock_guard<std::mutex> g(g_list_lock);
  for (JavaThread* t : g_list) fn(t, arg);
}

/// The synchronizing (test) thread is not a Java thread, like the GC driver. (After the
/// interpreter tests the test runner's thread is the VM's main thread, which is InJava.)
struct NotAJavaThread {
  JavaThread* saved = JavaThread::current();
  NotAJavaThread() { JavaThread::set_current(nullptr); }
  ~NotAJavaThread() { JavaThread::set_current(saved); }
};

enum class Kind { Spinner, Blocker, Native };

/// An OS thread registered as a Java thread. `progress` counts the steps it made InJava; during a
/// safepoint it must not move. A step that sees `in_pause` set is a violation.
class Worker {
 public:
  Worker(Kind kind, std::atomic<bool>& in_pause, std::atomic<int>& violations)
      : kind_(kind), in_pause_(in_pause), violations_(violations), jt_(new JavaThread(64 * 1024)) {
    jt_->state.store(ThreadState::New);
    {
      std::lock_guard<std::mutex> g(g_list_lock);
      g_list.push_back(jt_);
    }
  }
  ~Worker() {
    stop();
    {
      std::lock_guard<std::mutex> g(g_list_lock);
      std::erase(g_list, jt_);
    }
    delete jt_;
  }
  Worker(const Worker&) = delete;
  Worker& operator=(const Worker&) = delete;

  void start() { thread_ = std::thread([this] { run(); }); }
  void stop() {
    stop_.store(true);
    if (thread_.joinable()) thread_.join();
  }
  uint64_t progress() const { return progress_.load(); }
  JavaThread* java_thread() const { return jt_; }

 private:
  void step() {
    progress_.fetch_add(1);
    if (in_pause_.load()) violations_.fetch_add(1);
  }
  void poll() {
    if (safepoint::is_armed()) safepoint::block(jt_);
  }
  void run() {
    JavaThread::set_current(jt_);
    set_thread_state(jt_, ThreadState::InJava);
    uint32_t seed = uint32_t(reinterpret_cast<uintptr_t>(this));
    while (!stop_.load(std::memory_order_relaxed)) {
      poll();
      step();
      seed = seed * 1103515245u + 12345u;
      switch (kind_) {
        case Kind::Spinner:
          break;
        case Kind::Blocker: {
          ThreadStateScope blocked(jt_, ThreadState::Blocked);
          std::this_thread::sleep_for(std::chrono::microseconds(seed % 200));
          break;
        }
        case Kind::Native: {
          ThreadStateScope in_native(jt_, ThreadState::InNative);
          auto until = std::chrono::steady_clock::now() + std::chrono::microseconds(seed % 50);
          while (std::chrono::steady_clock::now() < until) {
          }
          break;
        }
      }
      step();  // just back from the safe state: must not run during a safepoint
    }
    set_thread_state(jt_, ThreadState::Terminated);
    JavaThread::set_current(nullptr);
  }

  Kind kind_;
  std::atomic<bool>& in_pause_;
  std::atomic<int>& violations_;
  JavaThread* jt_;
  std::thread thread_;
  std::atomic<bool> stop_{false};
  std::atomic<uint64_t> progress_{0};
};

/// Two workers of each kind, started.
struct Crew {
  std::atomic<bool> in_pause{false};
  std::atomic<int> violations{0};
  std::vector<std::unique_ptr<Worker>> workers;
  Crew() {
    for (Kind k : {Kind::Spinner, Kind::Spinner, Kind::Blocker, Kind::Blocker, Kind::Native, Kind::Native}) {
      workers.push_back(std::make_unique<Worker>(k, in_pause, violations));
    }
    for (auto& w : workers) w->start();
  }
  std::vector<uint64_t> progress() const {
    std::vector<uint64_t> p;
    for (auto& w : workers) p.push_back(w->progress());
    return p;
  }
};

/// Waits until `pred` holds, for at most `limit`.
template <typename Pred>
bool eventually(Pred pred, std::chrono::milliseconds limit = 5000ms) {
  auto until = std::chrono::steady_clock::now() + limit;
  while (!pred()) {
    if (std::chrono::steady_clock::now() > until) return false;
    std::this_thread::sleep_for(100us);
  }
  return true;
}

/// Aborts the test binary if a test hangs (a deadlock would otherwise hang CI).
class Watchdog {
 public:
  explicit Watchdog(std::chrono::seconds limit) : thread_([this, limit] {
      std::unique_lock<std::mutex> lk(lock_);
      if (!cv_.wait_for(lk, limit, [this] { return done_; })) {
        std::fprintf(stderr, "safepoint_test: deadlock (no progress for %llds)\n", (long long)limit.count());
        std::abort();
      }
    }) {}
  ~Watchdog() {
    {
      std::lock_guard<std::mutex> g(lock_);
      done_ = true;
    }
    cv_.notify_all();
    thread_.join();
  }

 private:
  std::mutex lock_;
  std::condition_variable cv_;
  bool done_ = false;
  std::thread thread_;
};

}  // namespace

TEST_CASE("begin returns when every thread is safe; nobody runs until end", "[safepoint]") {
  Watchdog watchdog(60s);
  NotAJavaThread not_java;
  safepoint::VmSafepointer sp(&list_threads);
  Crew crew;
  REQUIRE(eventually([&] {
    auto p = crew.progress();
    return std::all_of(p.begin(), p.end(), [](uint64_t n) { return n > 2; });
  }));

  const int64_t ttsp = sp.begin("Test");
  CHECK(ttsp >= 0);
  CHECK(safepoint::is_armed());
  crew.in_pause.store(true);
  // A thread leaving a safe state stores InJava, sees the poll and goes back to its safe state
  // (set_thread_state's Dekker handshake), so for a moment it may read InJava without running:
  // each must be safe within that moment, and none may make progress (below).
  for (auto& w : crew.workers) {
    CHECK(eventually([&] { return is_safe_state(w->java_thread()->state.load()); }, 1000ms));
  }
  const auto before = crew.progress();
  std::this_thread::sleep_for(5ms);
  CHECK(crew.progress() == before);
  crew.in_pause.store(false);
  sp.end();
  CHECK_FALSE(safepoint::is_armed());

  // Everybody runs again.
  CHECK(eventually([&] {
    auto now = crew.progress();
    for (size_t i = 0; i < now.size(); i++) {
      if (now[i] <= before[i]) return false;
    }
    return true;
  }));
  for (auto& w : crew.workers) w->stop();
  CHECK(crew.violations.load() == 0);
}

TEST_CASE("a thread leaving Blocked during a safepoint waits for end", "[safepoint]") {
  Watchdog watchdog(60s);
  NotAJavaThread not_java;
  safepoint::VmSafepointer sp(&list_threads);
  std::atomic<bool> release{false}, left{false};
  auto* jt = new JavaThread(64 * 1024);
  jt->state.store(ThreadState::New);
  {
    std::lock_guard<std::mutex> g(g_list_lock);
    g_list.push_back(jt);
  }
  std::thread th([&] {
    JavaThread::set_current(jt);
    set_thread_state(jt, ThreadState::InJava);
    {
      ThreadStateScope blocked(jt, ThreadState::Blocked);
      while (!release.load()) std::this_thread::sleep_for(50us);
    }
    left.store(true);  // InJava again
    set_thread_state(jt, ThreadState::Terminated);
  });
  REQUIRE(eventually([&] { return jt->state.load() == ThreadState::Blocked; }));

  sp.begin("Test");  // the Blocked thread is safe: returns at once
  release.store(true);
  std::this_thread::sleep_for(20ms);
  CHECK_FALSE(left.load());
  CHECK(is_safe_state(jt->state.load()));
  sp.end();
  CHECK(eventually([&] { return left.load(); }));
  th.join();
  {
    std::lock_guard<std::mutex> g(g_list_lock);
    std::erase(g_list, jt);
  }
  delete jt;
}

TEST_CASE("a thread starting (New -> InJava) during a safepoint waits for end", "[safepoint]") {
  Watchdog watchdog(60s);
  NotAJavaThread not_java;
  safepoint::VmSafepointer sp(&list_threads);
  std::atomic<bool> running{false};
  auto* jt = new JavaThread(64 * 1024);
  jt->state.store(ThreadState::New);
  {
    std::lock_guard<std::mutex> g(g_list_lock);
    g_list.push_back(jt);
  }
  sp.begin("Test");  // a New thread is safe
  std::thread th([&] {
    JavaThread::set_current(jt);
    set_thread_state(jt, ThreadState::InJava);
    running.store(true);
    set_thread_state(jt, ThreadState::Terminated);
  });
  std::this_thread::sleep_for(20ms);
  CHECK_FALSE(running.load());
  sp.end();
  CHECK(eventually([&] { return running.load(); }));
  th.join();
  {
    std::lock_guard<std::mutex> g(g_list_lock);
    std::erase(g_list, jt);
  }
  delete jt;
}

TEST_CASE("a Blocked Java thread may run a safepoint itself", "[safepoint]") {
  Watchdog watchdog(60s);
  NotAJavaThread not_java;
  safepoint::VmSafepointer sp(&list_threads);
  Crew crew;
  std::atomic<bool> done{false};
  auto* requester = new JavaThread(64 * 1024);
  requester->state.store(ThreadState::New);
  {
    std::lock_guard<std::mutex> g(g_list_lock);
    g_list.push_back(requester);
  }
  std::thread th([&] {
    JavaThread::set_current(requester);
    set_thread_state(requester, ThreadState::InJava);
    for (int i = 0; i < 50; i++) {
      ThreadStateScope blocked(requester, ThreadState::Blocked);  // as a thread waiting for its GC
      sp.begin("Test");
      crew.in_pause.store(true);
      const auto before = crew.progress();
      std::this_thread::yield();
      if (crew.progress() != before) crew.violations.fetch_add(1);
      crew.in_pause.store(false);
      sp.end();
    }
    set_thread_state(requester, ThreadState::Terminated);
    done.store(true);
  });
  th.join();
  CHECK(done.load());
  for (auto& w : crew.workers) w->stop();
  CHECK(crew.violations.load() == 0);
  {
    std::lock_guard<std::mutex> g(g_list_lock);
    std::erase(g_list, requester);
  }
  delete requester;
}

TEST_CASE("1000 safepoints in a row with spinning, blocking and native threads", "[safepoint]") {
  Watchdog watchdog(120s);
  NotAJavaThread not_java;
  safepoint::VmSafepointer sp(&list_threads);
  const safepoint::Stats s0 = safepoint::stats();
  Crew crew;
  int64_t max_ttsp = 0, total_ttsp = 0;
  for (int i = 0; i < 1000; i++) {
    const int64_t ttsp = sp.begin("Test");
    crew.in_pause.store(true);
    const auto before = crew.progress();
    if (i % 100 == 0) std::this_thread::sleep_for(1ms);
    const bool unchanged = crew.progress() == before;
    crew.in_pause.store(false);
    sp.end();
    REQUIRE(unchanged);
    max_ttsp = std::max(max_ttsp, ttsp);
    total_ttsp += ttsp;
  }
  for (auto& w : crew.workers) w->stop();
  CHECK(crew.violations.load() == 0);
  const safepoint::Stats s1 = safepoint::stats();
  CHECK(s1.count - s0.count == 1000);
  CHECK(s1.total_ttsp_ns - s0.total_ttsp_ns == total_ttsp);
  CHECK(s1.max_ttsp_ns >= max_ttsp);
  if (std::getenv("JVMLAB_SAFEPOINT_TEST_VERBOSE")) {
    std::printf("1000 safepoints, 6 threads: time-to-safepoint mean %lld ns, max %lld ns\n",
                (long long)(total_ttsp / 1000), (long long)max_ttsp);
  }
}

TEST_CASE("-Xlog:safepoint line in HotSpot 17's format", "[safepoint]") {
  // java -XX:+UseZGC -Xmx64m -Xlog:safepoint BinaryTrees 16 printed this line (decorations off).
  CHECK(safepoint::log_line("ZMarkStart", 326516054, 3349373, 32892, 64332) ==
        "Safepoint \"ZMarkStart\", Time since last: 326516054 ns, Reaching safepoint: 3349373 ns, "
        "Cleanup: 32892 ns, At safepoint: 64332 ns, Total: 3446597 ns");
}

TEST_CASE("state transitions outside safepoints are plain", "[safepoint]") {
  JavaThread jt(64 * 1024);
  CHECK(jt.state.load() == ThreadState::InJava);
  {
    ThreadStateScope blocked(&jt, ThreadState::Blocked);
    CHECK(jt.state.load() == ThreadState::Blocked);
    {
      ThreadStateScope vm(&jt, ThreadState::InVM);  // as a JNI function called from native code
      CHECK(jt.state.load() == ThreadState::InVM);
    }
    CHECK(jt.state.load() == ThreadState::Blocked);
  }
  CHECK(jt.state.load() == ThreadState::InJava);
  CHECK(is_safe_state(ThreadState::New));
  CHECK(is_safe_state(ThreadState::InNative));
  CHECK(is_safe_state(ThreadState::Blocked));
  CHECK(is_safe_state(ThreadState::Terminated));
  CHECK_FALSE(is_safe_state(ThreadState::InJava));
  CHECK_FALSE(is_safe_state(ThreadState::InVM));
}
