// The compile broker: compiler threads, the queue, the library, publishing, and the output of
// PrintCompilation, -Xlog:jit+compilation, CITime and the perf map (see compile_broker.hpp).
#include "runtime/compiler/compile_broker.hpp"

#include <dlfcn.h>
#include <pthread.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <optional>

#include "classfile/signature.hpp"
#include "runtime/java_calls.hpp"
#include "runtime/logging/logging.hpp"
#include "runtime/runtime_stubs.hpp"
#include "runtime/threads/thread.hpp"
#include "runtime/vm.hpp"

namespace jvmlab::compiler {

namespace {

uint64_t monotonic_ns() {
  timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return uint64_t(ts.tv_sec) * 1000000000u + uint64_t(ts.tv_nsec);
}

// "<dir of the executable>/libjvmlab_jit.so": the library is built next to the launcher.
std::string default_library_path() {
  char exe[4096];
  const ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n <= 0) return "libjvmlab_jit.so";
  exe[n] = 0;
  std::string dir(exe);
  return dir.substr(0, dir.rfind('/')) + "/libjvmlab_jit.so";
}

// HotSpot's Method::print_short_name: "java.lang.String::hashCode".
std::string short_name(const Method* m) { return m->holder->external_name() + "::" + m->name; }

bool has_exception_handlers(const Method* m) {
  return m->info != nullptr && m->info->code.has_value() && !m->info->code->exception_table.empty();
}

uint64_t thread_cpu_ns() {
  timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return uint64_t(ts.tv_sec) * 1000000000u + uint64_t(ts.tv_nsec);
}

}  // namespace

CompileBroker::CompileBroker(const TierConfig& config, jit::CompileFn compile)
    : config_(config),
      cpu_bound_(config.compiler_cpu_percent, unsigned(std::max(1L, sysconf(_SC_NPROCESSORS_ONLN)))),
      compile_(compile),
      library_tried_(compile != nullptr) {
  print_ = [](const std::string& line) {
    const std::string text = line + "\n";
    vm_write(1, text.data(), text.size(), true);
  };
}

CompileBroker::~CompileBroker() {
  {
    std::lock_guard<std::mutex> g(lock_);
    stop_ = true;
  }
  work_cv_.notify_all();
  for (std::thread& th : threads_) th.join();
  for (CompileTask* task : pending_tasks_for_destruction()) delete task;
}

std::vector<CompileTask*> CompileBroker::pending_tasks_for_destruction() {
  std::vector<CompileTask*> left;
  std::lock_guard<std::mutex> g(lock_);
  while (CompileTask* task = queue_.select(nullptr, &left)) {
    if (!task->blocking) left.push_back(task);
  }
  return left;
}

int CompileBroker::thread_count() const {
  std::lock_guard<std::mutex> g(lock_);
  return int(threads_.size());
}

size_t CompileBroker::queue_length() const {
  std::lock_guard<std::mutex> g(lock_);
  return queue_.size();
}

std::vector<CompileRecord> CompileBroker::records() const {
  std::lock_guard<std::mutex> g(lock_);
  return records_;
}

void CompileBroker::wait_idle() {
  std::unique_lock<std::mutex> g(lock_);
  done_cv_.wait(g, [&] { return (queue_.empty() && busy_ == 0) || threads_.empty(); });
}

bool CompileBroker::submit(JavaThread* t, Method* m, int osr_bci, bool blocking) {
  if (!available()) return false;
  const bool osr = osr_bci != kInvocationEntryBci;
  const uint8_t queued_bit = osr ? kOsrQueued : kQueued;
  const uint8_t refused = osr ? uint8_t(kNotCompilable | kNotOsrCompilable) : uint8_t(kNotCompilable);
  if (m->compile_state.load(std::memory_order_relaxed) & (queued_bit | refused)) return false;
  if (m->compile_state.fetch_or(queued_bit, std::memory_order_acq_rel) & queued_bit) return false;

  auto* task = new CompileTask;
  task->method = m;
  task->osr_bci = osr_bci;
  task->blocking = blocking;
  task->submit_ns = monotonic_ns();
  size_t length = 0;
  uint32_t id = 0;
  {
    std::lock_guard<std::mutex> g(lock_);
    if (!available()) {
      m->compile_state.fetch_and(uint8_t(~queued_bit), std::memory_order_acq_rel);
      delete task;
      return false;
    }
    id = task->compile_id = next_id_++;
    if (threads_.empty()) start_threads_locked();
    queue_.add(task);
    length = queue_.size();
  }
  work_cv_.notify_one();
  // A background task may be finished and freed by now: only `id`, `m` and `length` are used.
  if (log_enabled(LogTag::JitCompilation, LogLevel::Debug))
    log_fmt(LogTag::JitCompilation, LogLevel::Debug, "{:4} queued {}{} ({} bytes){}, queue length {}", id,
            short_name(m), osr ? " @ " + std::to_string(osr_bci) : "", m->code.size(), blocking ? " blocking" : "",
            length);
  if (!blocking) return true;

  // Wait for the compiler thread, safe for safepoints meanwhile (the caller synced its frame).
  {
    std::optional<ThreadStateScope> safe;
    if (t != nullptr) safe.emplace(t, ThreadState::Blocked);
    std::unique_lock<std::mutex> g(lock_);
    done_cv_.wait(g, [&] { return task->outcome != TaskOutcome::Pending; });
  }
  delete task;
  return true;
}

void CompileBroker::start_threads_locked() {
  const int n = std::max(1, config_.compiler_count);
  for (int i = 0; i < n; i++) threads_.emplace_back(&CompileBroker::thread_loop, this, i);
}

bool CompileBroker::is_stale(const CompileTask& task) const {
  const Method* m = task.method;
  if (m->holder != nullptr && m->holder->init_state.load(std::memory_order_acquire) == InitState::Erroneous)
    return true;
  const uint8_t state = m->compile_state.load(std::memory_order_relaxed);
  if (state & kNotCompilable) return true;
  if (task.is_osr()) return (state & kNotOsrCompilable) || m->osr_entry_at(task.osr_bci) != nullptr;
  return !is_interpreted(m);
}

void CompileBroker::complete_locked(CompileTask* task, TaskOutcome outcome) {
  const uint8_t queued_bit = task->is_osr() ? kOsrQueued : kQueued;
  task->method->compile_state.fetch_and(uint8_t(~queued_bit), std::memory_order_acq_rel);
  task->outcome = outcome;
  if (!task->blocking) delete task;  // a blocking task is its submitter's to delete
}

void CompileBroker::set_slot_task(int index, const std::string& text) {
  if (index >= kMaxShownThreads) return;
  ThreadSlot& s = slots_[index];
  const uint32_t seq = s.seq.load(std::memory_order_relaxed);
  s.seq.store(seq + 1, std::memory_order_relaxed);
  std::atomic_thread_fence(std::memory_order_release);
  const size_t n = std::min(text.size(), sizeof s.task - 1);
  for (size_t i = 0; i < n; i++) s.task[i].store(text[i], std::memory_order_relaxed);
  s.task[n].store(0, std::memory_order_relaxed);
  s.seq.store(seq + 2, std::memory_order_release);
}

int CompileBroker::snapshot_threads(CompilerThreadSnapshot* out, int max) const {
  // Thread 1 may start before thread 0: the slots shown are the leading ones already filled in.
  const int limit = std::min({slots_started_.load(std::memory_order_acquire), max, int(kMaxShownThreads)});
  int n = 0;
  for (int i = 0; i < limit; i++, n++) {
    const ThreadSlot& s = slots_[i];
    CompilerThreadSnapshot& o = out[i];
    o.index = i;
    o.os_tid = s.os_tid.load(std::memory_order_acquire);
    if (o.os_tid == 0) break;
    o.start_ns = s.start_ns.load(std::memory_order_relaxed);
    o.id = reinterpret_cast<uintptr_t>(&s);
    o.task[0] = 0;
    for (int attempt = 0; attempt < 100; attempt++) {
      const uint32_t before = s.seq.load(std::memory_order_acquire);
      if (before & 1) continue;
      for (size_t k = 0; k < sizeof o.task; k++) o.task[k] = s.task[k].load(std::memory_order_relaxed);
      std::atomic_thread_fence(std::memory_order_acquire);
      if (s.seq.load(std::memory_order_relaxed) == before) break;
      o.task[0] = 0;
    }
    o.task[sizeof o.task - 1] = 0;
  }
  return n;
}

void CompileBroker::thread_loop(int index) {
  // HotSpot's names; the kernel keeps 15 characters ("C1 CompilerThre").
  const std::string name = "C1 CompilerThread" + std::to_string(index);
  pthread_setname_np(pthread_self(), name.substr(0, 15).c_str());
  if (index < kMaxShownThreads) {
    // start_ns first: a slot's os_tid, stored last, says its fields are there.
    slots_[index].start_ns.store(int64_t(monotonic_ns()), std::memory_order_relaxed);
    slots_[index].os_tid.store(int(gettid()), std::memory_order_release);
    // Threads start in index order under no common lock: publish the highest started index.
    int started = slots_started_.load(std::memory_order_relaxed);
    while (started < index + 1 &&
           !slots_started_.compare_exchange_weak(started, index + 1, std::memory_order_release)) {
    }
  }
  bool thread_initialized = false;  // kJitThreadInitSymbol called
  std::unique_lock<std::mutex> g(lock_);
  for (;;) {
    work_cv_.wait(g, [&] { return stop_ || !queue_.empty(); });
    if (stop_) break;
    // The compiler CPU bound: wait (at most 100 ms at a time, woken by a stop) while the
    // compiler threads have used more CPU than their share of the machine since the first task.
    if (cpu_bound_.enabled()) {
      const double now = log_uptime_seconds();
      const double wait = cpu_bound_.wait_seconds(now, 0.1);
      if (wait > 0) {
        log_fmt(LogTag::JitCompilation, LogLevel::Info,
                "Compiler CPU bound: {} waits {:.1f} ms, {} queued (compiler CPU {:.3f} s, budget {:.3f} s: {:g}% of the CPUs)",
                name, wait * 1e3, queue_.size(), cpu_bound_.used(), cpu_bound_.budget(now), config_.compiler_cpu_percent);
        work_cv_.wait_for(g, std::chrono::duration<double>(wait), [&] { return stop_; });
        continue;
      }
    }
    // Select the hottest task, drop stale ones
    std::vector<CompileTask*> dropped;
    CompileTask* task = queue_.select([this](const CompileTask& t) { return is_stale(t); }, &dropped);
    for (CompileTask* d : dropped) complete_locked(d, TaskOutcome::Stale);
    if (!dropped.empty()) done_cv_.notify_all();
    if (task == nullptr) continue;
    busy_++;
    g.unlock();
    set_slot_task(index, task_text(task->compile_id, task->method, task->osr_bci, task->blocking, config_.level));
    // Compile (the first task loads the library)
    const jit::CompileFn fn = load_library();
    TaskOutcome outcome = TaskOutcome::Failed;
    timespec cpu0{}, cpu1{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu0);
    if (fn != nullptr && !thread_initialized && thread_init_ != nullptr) {
      // The thread's LLVM state, once, timed apart from the compilations (CITime's
      // "Compiler initialization"); a failure shows in the compilation that follows.
      char error[160] = {};
      const uint64_t start = monotonic_ns(), cpu_start = thread_cpu_ns();
      const bool ok = thread_init_(error, sizeof error) != 0;
      const uint64_t wall = monotonic_ns() - start, cpu = thread_cpu_ns() - cpu_start;
      {
        std::lock_guard<std::mutex> lg(lock_);
        init_ns_ += wall;
        init_cpu_ns_ += cpu;
        init_threads_++;
      }
      log_fmt(LogTag::JitCompilation, LogLevel::Info, "{}: compiler initialization {:.3f} ms (cpu {:.3f} ms){}{}", name,
              double(wall) / 1e6, double(cpu) / 1e6, ok ? "" : ": ", ok ? "" : error);
    }
    thread_initialized = true;
    if (fn != nullptr) outcome = compile(task, fn);
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu1);
    cpu_bound_.charge(double(cpu1.tv_sec - cpu0.tv_sec) + double(cpu1.tv_nsec - cpu0.tv_nsec) * 1e-9);
    set_slot_task(index, "");
    g.lock();
    busy_--;
    complete_locked(task, outcome);
    if (!available()) {
      // The library is missing: finish every waiting task, accept no more.
      std::vector<CompileTask*> rest;
      while (CompileTask* left = queue_.select(nullptr, &rest)) rest.push_back(left);
      for (CompileTask* left : rest) complete_locked(left, TaskOutcome::Failed);
    }
    done_cv_.notify_all();
  }
  g.unlock();
  if (thread_exit_ != nullptr) thread_exit_();
}

jit::CompileFn CompileBroker::load_library() {
  std::lock_guard<std::mutex> g(library_lock_);
  if (library_tried_) return compile_;
  library_tried_ = true;
  const std::string path = config_.library_path.empty() ? default_library_path() : config_.library_path;
  std::string error;
  void* handle = load_runtime_library(path, &error);
  if (handle != nullptr) {
    compile_ = reinterpret_cast<jit::CompileFn>(dlsym(handle, jit::kJitCompileSymbol));
    thread_init_ = reinterpret_cast<jit::ThreadInitFn>(dlsym(handle, jit::kJitThreadInitSymbol));
    thread_exit_ = reinterpret_cast<jit::ThreadExitFn>(dlsym(handle, jit::kJitThreadExitSymbol));
    if (compile_ == nullptr) error = path + ": no " + jit::kJitCompileSymbol;
  }
  if (compile_ == nullptr) {
    // HotSpot's words for a compiler that could not start (CompileBroker::init_compiler_runtime).
    available_.store(false, std::memory_order_release);
    static const char kWarning[] =
        "OpenJDK 64-Bit Server VM warning: C1 initialization failed. Shutting down all compilers\n";
    vm_write(2, kWarning, sizeof kWarning - 1, true);
    log_fmt(LogTag::JitCompilation, LogLevel::Info, "JIT library unavailable: {}", error);
  }
  return compile_;
}

TaskOutcome CompileBroker::compile(CompileTask* task, jit::CompileFn fn) {
  Method* m = task->method;
  const auto ms = uint64_t(log_uptime_seconds() * 1000.0);
  if (config_.print_compilation)
    print_(print_line(ms, task->compile_id, m, task->osr_bci, task->blocking, config_.level, ""));

  // Call the library
  jit::CompileRequest request{};
  request.version = jit::kJitInterfaceVersion;
  request.size = sizeof request;
  request.method = m;
  request.osr_bci = task->osr_bci;
  request.level = config_.level;
  request.compile_id = task->compile_id;
  request.options = config_.compile_options;
  jit::CompileResult result{};
  const uint64_t start = monotonic_ns();
  const uint64_t cpu_start = thread_cpu_ns();
  const bool ok = fn(&request, &result) != 0 && result.entry != nullptr;
  const uint64_t total = monotonic_ns() - start;
  const uint64_t cpu = thread_cpu_ns() - cpu_start;

  // Publish, or never ask again
  if (ok && task->is_osr()) {
    auto* e = new OsrEntry{task->osr_bci, result.entry, m->osr_entries.load(std::memory_order_acquire)};
    while (!m->osr_entries.compare_exchange_weak(e->next, e, std::memory_order_release, std::memory_order_acquire)) {
    }
  } else if (ok) {
    m->entry.store(result.entry, std::memory_order_release);
  } else {
    m->compile_state.fetch_or(task->is_osr() ? kNotOsrCompilable : kNotCompilable, std::memory_order_acq_rel);
    result.failure[sizeof result.failure - 1] = 0;
    if (config_.print_compilation)
      print_(print_line(ms, task->compile_id, m, task->osr_bci, task->blocking, config_.level,
                        std::string("COMPILE SKIPPED: ") + (result.failure[0] ? result.failure : "unknown")));
  }

  // Record
  CompileRecord r;
  r.method = m;
  r.compile_id = task->compile_id;
  r.osr_bci = task->osr_bci;
  r.compiled = ok;
  r.bytecode_bytes = uint32_t(m->code.size());
  r.code_bytes = ok ? result.code_bytes : 0;
  r.entry = ok ? reinterpret_cast<uintptr_t>(result.entry) : 0;
  r.total_ns = total;
  r.cpu_ns = cpu;
  r.ir_ns = result.ir_ns;
  r.optimize_ns = result.optimize_ns;
  r.codegen_ns = result.codegen_ns;
  r.link_ns = result.link_ns;
  size_t length = 0;
  {
    std::lock_guard<std::mutex> g(lock_);
    records_.push_back(r);
    length = queue_.size();
  }
  if (log_enabled(LogTag::JitCompilation, LogLevel::Info)) {
    const auto ms_of = [](uint64_t ns) { return double(ns) / 1e6; };
    const std::string what = short_name(m) + (task->is_osr() ? " @ " + std::to_string(task->osr_bci) : "");
    if (ok)
      log_fmt(LogTag::JitCompilation, LogLevel::Info,
              "{:4} {} ({} bytes): {:.3f} ms, cpu {:.3f} ms (IR {:.3f}, optimize {:.3f}, codegen {:.3f}, link {:.3f}), "
              "{} bytes of code, queue length {}",
              task->compile_id, what, r.bytecode_bytes, ms_of(total), ms_of(cpu), ms_of(r.ir_ns), ms_of(r.optimize_ns),
              ms_of(r.codegen_ns), ms_of(r.link_ns), r.code_bytes, length);
    else
      log_fmt(LogTag::JitCompilation, LogLevel::Info, "{:4} {} ({} bytes): skipped in {:.3f} ms: {}, queue length {}",
              task->compile_id, what, r.bytecode_bytes, ms_of(total), result.failure, length);
  }
  return ok ? TaskOutcome::Compiled : TaskOutcome::Failed;
}

std::string CompileBroker::task_text(uint32_t compile_id, const Method* m, int osr_bci, bool blocking, int level) {
  char head[64];
  std::snprintf(head, sizeof head, "%4u %c%c%c%c%c %d       ", compile_id,
                osr_bci != kInvocationEntryBci ? '%' : ' ', m->is_synchronized() ? 's' : ' ',
                has_exception_handlers(m) ? '!' : ' ', blocking ? 'b' : ' ', m->is_native() ? 'n' : ' ', level);
  std::string line = head + short_name(m);
  if (osr_bci != kInvocationEntryBci) line += " @ " + std::to_string(osr_bci);
  line += m->is_native() ? " (native)" : " (" + std::to_string(m->code.size()) + " bytes)";
  return line;
}

std::string CompileBroker::print_line(uint64_t ms, uint32_t compile_id, const Method* m, int osr_bci, bool blocking,
                                      int level, const std::string& message) {
  std::string line = std::to_string(ms) + " " + task_text(compile_id, m, osr_bci, blocking, level);
  if (!message.empty()) line += "   " + message;
  return line;
}

std::string CompileBroker::citime_text() const {
  const std::vector<CompileRecord> all = records();
  uint64_t init_ns, init_cpu_ns;
  uint32_t init_threads;
  {
    std::lock_guard<std::mutex> g(lock_);
    init_ns = init_ns_;
    init_cpu_ns = init_cpu_ns_;
    init_threads = init_threads_;
  }
  uint64_t std_ns = 0, osr_ns = 0, bail_ns = 0, ir = 0, opt = 0, cg = 0, link = 0;
  uint32_t std_n = 0, osr_n = 0, bail_n = 0, std_bytes = 0, osr_bytes = 0, code = 0;
  std::vector<uint64_t> per_method, per_cpu, per_ir, per_opt, per_cg, per_link;
  for (const CompileRecord& r : all) {
    if (!r.compiled) {
      bail_ns += r.total_ns;
      bail_n++;
      continue;
    }
    (r.osr_bci != kInvocationEntryBci ? osr_ns : std_ns) += r.total_ns;
    (r.osr_bci != kInvocationEntryBci ? osr_n : std_n)++;
    (r.osr_bci != kInvocationEntryBci ? osr_bytes : std_bytes) += r.bytecode_bytes;
    code += r.code_bytes;
    ir += r.ir_ns;
    opt += r.optimize_ns;
    cg += r.codegen_ns;
    link += r.link_ns;
    per_method.push_back(r.total_ns);
    per_cpu.push_back(r.cpu_ns);
    per_ir.push_back(r.ir_ns);
    per_opt.push_back(r.optimize_ns);
    per_cg.push_back(r.codegen_ns);
    per_link.push_back(r.link_ns);
  }
  const auto s = [](uint64_t ns) { return double(ns) / 1e9; };
  const auto avg = [&](uint64_t ns, uint32_t n) { return n == 0 ? 0.0 : s(ns) / n; };
  const uint64_t total_ns = std_ns + osr_ns + bail_ns;
  const double speed = (std_ns + osr_ns) == 0 ? 0.0 : double(std_bytes + osr_bytes) / s(std_ns + osr_ns);
  const uint64_t phases = ir + opt + cg + link;
  const uint64_t other = std_ns + osr_ns > phases ? std_ns + osr_ns - phases : 0;
  // Percentiles per method (nearest rank), in milliseconds
  for (auto* v : {&per_method, &per_cpu, &per_ir, &per_opt, &per_cg, &per_link}) std::sort(v->begin(), v->end());
  const auto pct_of = [](const std::vector<uint64_t>& v, double p) {
    if (v.empty()) return 0.0;
    size_t rank = size_t(p * double(v.size()) + 0.999999);
    rank = std::clamp<size_t>(rank, 1, v.size());
    return double(v[rank - 1]) / 1e6;
  };
  const auto pct = [&](double p) { return pct_of(per_method, p); };

  std::string out;
  char buf[512];
  const auto line = [&](const char* fmt, auto... args) {
    std::snprintf(buf, sizeof buf, fmt, args...);
    out += buf;
    out += '\n';
  };
  const auto summary = [&](const char* name) {
    line("  %s {speed: %6.3f bytes/s; standard: %6.3f s, %u bytes, %u methods; osr: %6.3f s, %u bytes, %u methods; "
         "nmethods_size: %u bytes; nmethods_code_size: %u bytes}",
         name, speed, s(std_ns), std_bytes, std_n, s(osr_ns), osr_bytes, osr_n, code, code);
  };
  out += '\n';
  line("Individual compiler times (for compiled methods only)");
  line("------------------------------------------------");
  out += '\n';
  summary("C1");
  out += '\n';
  line("Individual compilation Tier times (for compiled methods only)");
  line("------------------------------------------------");
  out += '\n';
  summary("Tier1");
  out += '\n';
  line("Accumulated compiler times");
  line("----------------------------------------------------------");
  line("  Total compilation time   : %7.3f s", s(total_ns));
  line("    Standard compilation   : %7.3f s, Average : %2.3f s", s(std_ns), avg(std_ns, std_n));
  line("    Bailed out compilation : %7.3f s, Average : %2.3f s", s(bail_ns), avg(bail_ns, bail_n));
  line("    On stack replacement   : %7.3f s, Average : %2.3f s", s(osr_ns), avg(osr_ns, osr_n));
  line("    Invalidated            : %7.3f s, Average : %2.3f s", 0.0, 0.0);
  out += '\n';
  line("    JIT Compile Time:       %7.3f s", s(std_ns + osr_ns));
  line("       IR:                  %7.3f s   per method: median %.3f ms, 90th percentile %.3f ms", s(ir),
       pct_of(per_ir, 0.5), pct_of(per_ir, 0.9));
  line("       Optimize:            %7.3f s   per method: median %.3f ms, 90th percentile %.3f ms", s(opt),
       pct_of(per_opt, 0.5), pct_of(per_opt, 0.9));
  line("       Code generation:     %7.3f s   per method: median %.3f ms, 90th percentile %.3f ms", s(cg),
       pct_of(per_cg, 0.5), pct_of(per_cg, 0.9));
  line("       Link:                %7.3f s   per method: median %.3f ms, 90th percentile %.3f ms", s(link),
       pct_of(per_link, 0.5), pct_of(per_link, 0.9));
  line("       Other:               %7.3f s", s(other));
  line("    Per method (%u):        median %.3f ms, 90th percentile %.3f ms, max %.3f ms", std_n + osr_n, pct(0.5),
       pct(0.9), per_method.empty() ? 0.0 : double(per_method.back()) / 1e6);
  line("    Per method, thread CPU:  median %.3f ms, 90th percentile %.3f ms, max %.3f ms", pct_of(per_cpu, 0.5),
       pct_of(per_cpu, 0.9), per_cpu.empty() ? 0.0 : double(per_cpu.back()) / 1e6);
  line("    Compiler initialization: %7.3f s, thread CPU %.3f s, %u threads (not in the per-method figures)",
       s(init_ns), s(init_cpu_ns), init_threads);
  out += '\n';
  line("  Total compiled methods    : %8u methods", std_n + osr_n);
  line("    Standard compilation    : %8u methods", std_n);
  line("    On stack replacement    : %8u methods", osr_n);
  line("  Total compiled bytecodes  : %8u bytes", std_bytes + osr_bytes);
  line("    Standard compilation    : %8u bytes", std_bytes);
  line("    On stack replacement    : %8u bytes", osr_bytes);
  line("  Average compilation speed : %8u bytes/s", uint32_t(speed));
  out += '\n';
  line("  nmethod code size         : %8u bytes", code);
  line("  nmethod total size        : %8u bytes", code);
  return out;
}

bool CompileBroker::write_perf_map(const std::string& path) const {
  FILE* f = std::fopen(path.c_str(), "w");
  if (f == nullptr) return false;
  for (const CompileRecord& r : records()) {
    if (!r.compiled) continue;
    // HotSpot's CodeCache::write_perf_map: "<start> <size> <Method::external_name>".
    const Method* m = r.method;
    std::string name = classfile::java_type_name(classfile::return_type(m->descriptor)) + " " +
                       m->holder->external_name() + "." + m->name + "(" +
                       classfile::java_parameter_list(m->descriptor) + ")";
    if (r.osr_bci != kInvocationEntryBci) name += " [osr @ " + std::to_string(r.osr_bci) + "]";
    std::fprintf(f, "0x%016" PRIxPTR " 0x%016" PRIx32 " %s\n", r.entry, r.code_bytes, name.c_str());
  }
  return std::fclose(f) == 0;
}

void at_vm_exit() {
  CompileBroker* b = broker();
  if (b == nullptr) return;
  const TierConfig& c = config();
  if (c.citime) {
    const std::string text = b->citime_text();
    (void)!::write(1, text.data(), text.size());
  }
  if (c.perf_map_at_exit) b->write_perf_map("/tmp/perf-" + std::to_string(getpid()) + ".map");
}

}  // namespace jvmlab::compiler
