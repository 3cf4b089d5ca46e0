// The compile broker: compiler threads ("C1 CompilerThread0", ...) started at the first request,
// the queue between Java threads and them, loading the JIT library on a compiler thread, and
// publishing what it produced (Method::entry, the OSR table). Also what the compilations leave
// for people: -XX:+PrintCompilation lines, -Xlog:jit+compilation, the -XX:+CITime summary and the
// /tmp/perf-<pid>.map of -XX:+DumpPerfMapAtExit. After HotSpot's compileBroker.cpp. Does not
// decide what to compile (tier_policy.hpp) and does not generate code (the library,
// runtime/compiler/jit_interface.hpp).
//
//   Java thread                 broker lock                         compiler thread i
//   -----------                 -----------                         -----------------
//   submit(m, bci, blocking) -> task into queue, wake a thread  -> select hottest, drop stale
//     blocking: wait (Blocked)                                     first task: dlopen library
//                                                                  print "  12    3 ...", compile
//                               <- outcome, wake the submitter <-- publish entry (release store)
//                                                                  or mark not compilable
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "runtime/compiler/compile_queue.hpp"
#include "runtime/compiler/cpu_bound.hpp"
#include "runtime/compiler/compile_task.hpp"
#include "runtime/compiler/jit_interface.hpp"
#include "runtime/compiler/tier_policy.hpp"

namespace jvmlab {
struct JavaThread;
}

namespace jvmlab::compiler {

/// What one finished compilation measured (CITime, the perf map). Times in nanoseconds.
struct CompileRecord {
  Method* method = nullptr;
  uint32_t compile_id = 0;
  int osr_bci = kInvocationEntryBci;
  bool compiled = false;       // false: refused (COMPILE SKIPPED)
  uint32_t bytecode_bytes = 0;
  uint32_t code_bytes = 0;
  uintptr_t entry = 0;         // code address (the perf map)
  uint64_t total_ns = 0;       // wall time of the library call
  uint64_t cpu_ns = 0;         // the compiler thread's CPU time in it (less disturbed by load)
  uint64_t ir_ns = 0, optimize_ns = 0, codegen_ns = 0, link_ns = 0;
};

/// What a thread dump shows of one compiler thread (HotSpot's CompilerThread::print_on and
/// CompileTask::print): filled by CompileBroker::snapshot_threads without a lock or an allocation.
struct CompilerThreadSnapshot {
  int index = 0;         // "C1 CompilerThread<index>"
  int os_tid = 0;        // the kernel's thread id (jstack's nid)
  int64_t start_ns = 0;  // CLOCK_MONOTONIC when the thread started
  uintptr_t id = 0;      // an address naming the thread (jstack's tid=)
  char task[192] = {};   // the task being compiled in CompileTask::print's layout without the
                         // time stamp ("  12    b  1       Foo::bar (20 bytes)"); empty when idle
};

class CompileBroker {
 public:
  /// Compiler threads a thread dump can show (CICompilerCount beyond it are not shown).
  static constexpr int kMaxShownThreads = 32;

  /// `compile`: the library's compile function to use instead of loading one (unit tests);
  /// null to dlopen config.library_path on the first task. Starts no thread.
  explicit CompileBroker(const TierConfig& config, jit::CompileFn compile = nullptr);
  /// Stops and joins the compiler threads (unit tests; the VM's broker lives until _Exit).
  ~CompileBroker();
  CompileBroker(const CompileBroker&) = delete;
  CompileBroker& operator=(const CompileBroker&) = delete;

  /// Requests a compilation of `m` (standard entry, or OSR at `osr_bci`) unless one is queued,
  /// running or known to fail. Starts the compiler threads on the first call. With `blocking`
  /// the caller waits until the task ended (`t` non-null: Blocked, its frame synced, so
  /// safepoints proceed meanwhile). Returns true when a task was queued. Thread-safe.
  bool submit(JavaThread* t, Method* m, int osr_bci, bool blocking);

  /// False once the library failed to load: no task is accepted again. Thread-safe.
  bool available() const { return available_.load(std::memory_order_acquire); }
  /// Compiler threads running (0 before the first request). Thread-safe.
  int thread_count() const;
  /// Tasks waiting in the queue. Thread-safe.
  size_t queue_length() const;
  /// Every compilation so far, in completion order. Thread-safe (a copy).
  std::vector<CompileRecord> records() const;
  /// Waits until the queue is empty and no compiler thread is busy (unit tests).
  void wait_idle();
  /// Replaces where PrintCompilation lines go (default: the VM's stdout). Before the first task.
  void set_printer(std::function<void(const std::string&)> print) { print_ = std::move(print); }

  /// Copies what each running compiler thread does into `out` (up to `max` entries, in index
  /// order) and returns how many: async-signal-safe (no lock, no allocation; each thread's task
  /// text is read under a sequence counter and retried when it changed meanwhile).
  int snapshot_threads(CompilerThreadSnapshot* out, int max) const;

  /// The -XX:+CITime summary of records(), in HotSpot's layout with the JIT's phases.
  std::string citime_text() const;
  /// Writes /tmp/perf-<pid>.map (one "0x<start> 0x<size> <name>" line per compiled code).
  bool write_perf_map(const std::string& path) const;

  /// A PrintCompilation line (no newline): HotSpot's CompileTask::print layout,
  ///   "<ms> <id:4> <%><s><!><b><n> <tier>       <Class::name>[ @ bci] (<n> bytes)[   <msg>]"
  static std::string print_line(uint64_t ms, uint32_t compile_id, const Method* m, int osr_bci, bool blocking,
                                int level, const std::string& message);
  /// print_line's text after the time stamp (and its space): what a thread dump shows after
  /// "Compiling: " for the task a compiler thread is busy with.
  static std::string task_text(uint32_t compile_id, const Method* m, int osr_bci, bool blocking, int level);

 private:
  void start_threads_locked();
  void thread_loop(int index);
  bool is_stale(const CompileTask& task) const;
  TaskOutcome compile(CompileTask* task, jit::CompileFn fn);
  std::vector<CompileTask*> pending_tasks_for_destruction();
  void complete_locked(CompileTask* task, TaskOutcome outcome);
  jit::CompileFn load_library();  // on a compiler thread; null when unavailable (warned once)

  // What snapshot_threads reads of compiler thread i (written by that thread only). The text
  // is a seqlock: `seq` odd while it changes.
  struct ThreadSlot {
    std::atomic<int> os_tid{0};
    std::atomic<int64_t> start_ns{0};
    std::atomic<uint32_t> seq{0};
    std::atomic<char> task[sizeof(CompilerThreadSnapshot::task)] = {};
  };
  void set_slot_task(int index, const std::string& text);

  TierConfig config_;
  CompilerCpuBound cpu_bound_;             // -XX:CompilerCPUPercent
  ThreadSlot slots_[kMaxShownThreads];
  std::atomic<int> slots_started_{0};      // slots whose thread has started (published last)
  jit::CompileFn compile_ = nullptr;       // set by the first thread that loaded the library
  jit::ThreadInitFn thread_init_ = nullptr;  // optional in the library
  jit::ThreadExitFn thread_exit_ = nullptr;
  bool library_tried_ = false;              // guarded by library_lock_
  std::mutex library_lock_;
  std::atomic<bool> available_{true};
  std::function<void(const std::string&)> print_;

  mutable std::mutex lock_;                 // guards everything below
  std::condition_variable work_cv_;         // compiler threads wait for tasks
  std::condition_variable done_cv_;         // blocking submitters and wait_idle wait here
  CompileQueue queue_;
  std::vector<std::thread> threads_;
  int busy_ = 0;                            // compiler threads inside a compilation
  bool stop_ = false;
  uint32_t next_id_ = 1;
  std::vector<CompileRecord> records_;
  // Compiler threads' library set-up (kJitThreadInitSymbol), apart from the compilations.
  uint64_t init_ns_ = 0, init_cpu_ns_ = 0;
  uint32_t init_threads_ = 0;
};

/// The VM's broker (after tier_policy's initialize), or null before.
CompileBroker* broker();

/// At VM exit (vm_exit): prints the CITime summary and writes the perf map when asked.
void at_vm_exit();

}  // namespace jvmlab::compiler
