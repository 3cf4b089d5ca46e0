// MemoryWorker: concurrent commit, heat and uncommit of heap memory. See memory_worker.hpp.
#include "gc/memory_worker.hpp"

#include <sys/prctl.h>

#include <algorithm>
#include <chrono>

#include "gc/cycle_stats.hpp"
#include "gc/gc_clock.hpp"
#include "gc/gc_log.hpp"
#include "gc/trace.hpp"

namespace jvmlab::gc {

namespace {

double mib(size_t bytes) { return double(bytes) / double(1 << 20); }

}  // namespace

MemoryWorker::MemoryWorker(PageAllocator& pages, const GcConfig& config)
    : pages_(pages),
      config_(config),
      policy_(config.min_capacity(), pages.max_capacity(), config.has_soft_max() ? config.soft_max : 0,
              config.adaptive_sizing),
      goal_(policy_.goal()) {}

MemoryWorker::~MemoryWorker() { stop(); }

void MemoryWorker::start() {
  thread_ = std::thread([this] {
    prctl(PR_SET_NAME, "ZMemoryWorker");  // from inside: no /proc file to open
    run();
  });
}

void MemoryWorker::notify() {
  {
    std::lock_guard<std::mutex> guard(lock_);
    pending_ = true;
  }
  wake_.notify_one();
}

void MemoryWorker::stop() {
  {
    std::lock_guard<std::mutex> guard(lock_);
    stopping_ = true;
  }
  wake_.notify_one();
  if (thread_.joinable()) thread_.join();
}

void MemoryWorker::quiesce() {
  std::lock_guard<std::mutex> guard(log_lock_);
  quiet_ = true;
}

size_t MemoryWorker::target() const {
  std::lock_guard<std::mutex> guard(lock_);
  return policy_.target();
}

size_t MemoryWorker::goal() const { return goal_.load(std::memory_order_relaxed); }

size_t MemoryWorker::expansions() const {
  std::lock_guard<std::mutex> guard(lock_);
  return policy_.expansions();
}

bool MemoryWorker::log_allowed() { return !quiet_; }

void MemoryWorker::run() {
  std::unique_lock<std::mutex> lock(lock_);
  double next_uncommit_check = config_.uncommit_delay;
  while (!stopping_) {
    expand_and_heat(lock);
    if (stopping_) break;
    // Sleep until a Java thread takes a page, or until uncommitting may be due.
    if (!pending_) {
      if (config_.uncommit) {
        const double wait = std::max(0.001, next_uncommit_check - pages_.now());
        wake_.wait_for(lock, std::chrono::duration<double>(wait),
                       [this] { return pending_ || stopping_; });
      } else {
        wake_.wait(lock, [this] { return pending_ || stopping_; });
      }
    }
    pending_ = false;
    if (config_.uncommit && pages_.now() >= next_uncommit_check) {
      // Keep -Xms, what is used, one step of headroom, and what the policy would grow back to.
      const size_t used = pages_.used_bytes();
      const size_t keep = std::max(policy_.uncommit_floor(used),
                                   used + HeapSizingPolicy::commit_step(policy_.target()));
      const double now = pages_.now();
      lock.unlock();
      const size_t before = pages_.committed_bytes();
      const int64_t t_uncommit = now_ns();
      const size_t freed = pages_.uncommit_unused(now, config_.uncommit_delay, keep);
      if (trace::enabled() && freed != 0) {
        trace::span("Uncommit", "memory", t_uncommit, now_ns(), {"bytes", int64_t(freed)});
      }
      lock.lock();
      if (freed > 0) {
        policy_.after_uncommit(pages_.committed_bytes());
        std::lock_guard<std::mutex> log_guard(log_lock_);
        if (log_allowed()) {
          // ZGC's line, then jvmlab's detail in the sizing channel (gc+ergo+heap).
          GC_LOG(Heap, Info, "Uncommitted: {}", size_percent(freed, pages_.max_capacity()));
          GC_LOG(ErgoHeap, Info, "Shrink the heap. {}M->{}M (uncommitted memory unused for {:.0f}s or more)",
                 before >> 20, pages_.committed_bytes() >> 20, config_.uncommit_delay);
        }
      }
      // Check again when the next granule could have become old enough (at most once a second).
      next_uncommit_check = now + std::max(1.0, std::min(config_.uncommit_delay, 60.0));
    }
  }
}

void MemoryWorker::on_gc_cycle(double gc_cpu_seconds, double process_cpu_seconds, size_t used_after) {
  std::lock_guard<std::mutex> guard(lock_);
  if (auto change = policy_.on_gc_cycle(pages_.now(), gc_cpu_seconds, process_cpu_seconds, used_after)) {
    goal_.store(change->after, std::memory_order_relaxed);
    {
      std::lock_guard<std::mutex> log_guard(log_lock_);
      if (log_allowed()) {
        GC_LOG(ErgoHeap, Info, "{} the heap. Goal {}M->{}M ({}: used after GC {}M, GC CPU share {:.1f}%, interval {:.0f} ms)",
               change->after > change->before ? "Expand" : "Shrink", change->before >> 20,
               change->after >> 20, change->reason, used_after >> 20, policy_.gc_share() * 100,
               policy_.gc_interval() * 1e3);
      }
    }
    pending_ = true;
    wake_.notify_one();
  } else if (const auto& hold = policy_.last_hold(); *hold.reason != '\0') {
    // A share above the threshold that did not grow the goal: say why (G1's words for a
    // declined expansion, so that GC log analysers skip the line as they skip G1's).
    std::lock_guard<std::mutex> log_guard(log_lock_);
    if (log_allowed()) {
      std::string detail;
      if (hold.promised > 0) {
        detail = fmt::format(", share x{:.2f} after the last growth, promised x{:.2f}", hold.got, hold.promised);
      } else if (hold.fault_cpu > 0 || hold.saved_cpu > 0) {
        detail = fmt::format(", to {}M: faulting {:.0f} ms at {:.0f} MiB/s, saving {:.0f} ms", hold.wanted >> 20,
                             hold.fault_cpu * 1e3, mib(size_t(policy_.fault_rate())), hold.saved_cpu * 1e3);
      }
      GC_LOG(ErgoHeap, Info, "Did not expand the heap ({}: goal {}M, used after GC {}M, GC CPU share {:.1f}%, mean {:.1f}% above {:.1f}%{})",
             hold.reason, policy_.goal() >> 20, used_after >> 20, policy_.gc_share() * 100, hold.mean_share * 100,
             hold.threshold * 100, detail);
    }
  }
}

void MemoryWorker::expand_and_heat(std::unique_lock<std::mutex>& lock) {
  // 1. Sample and maybe raise the target.
  const size_t before_target = policy_.target();
  if (auto grown = policy_.observe(pages_.now(), pages_.used_bytes())) {
    std::lock_guard<std::mutex> log_guard(log_lock_);
    if (log_allowed()) {
      GC_LOG(ErgoHeap, Info, "Expand the heap. {}M->{}M (heap increase: used {}M, allocation rate {:.1f} MiB/s, goal {}M)",
             before_target >> 20, *grown >> 20, pages_.used_bytes() >> 20,
             mib(size_t(std::min(policy_.rate_short(), policy_.rate_long()))), policy_.goal() >> 20);
    }
  }
  // 2. Commit up to the target first — each step is one mprotect of microseconds, so Java threads
  //    find committed memory at once — then heat one step of cold memory at a time while the
  //    heated frontier is within one step of what is used, re-sampling in between: a fast
  //    program may raise the target meanwhile. Heating runs at memory speed, so committing must
  //    not wait for it (else a fast allocator outruns the worker and commits on its own).
  //    The lock is dropped around every system call.
  size_t committed_now = 0, heated_now = 0, heat_cost_bytes = 0;
  int64_t heat_cost_ns = 0;
  const double t0 = pages_.now();
  while (!stopping_) {
    // The policy's target, or two steps ahead of use when the program runs ahead of the collector.
    const size_t target = policy_.commit_target(pages_.used_bytes());
    const size_t step = HeapSizingPolicy::commit_step(target);
    lock.unlock();
    for (size_t committed = pages_.committed_bytes(); committed < target;
         committed = pages_.committed_bytes()) {
      const int64_t t_commit = now_ns();
      const size_t did = pages_.commit_ahead(std::min(step, target - committed));
      if (trace::enabled() && did != 0) {
        trace::span("Commit", "memory", t_commit, now_ns(), {"bytes", int64_t(did)},
                    {"committed", int64_t(pages_.committed_bytes())});
      }
      if (did == 0) break;  // at -Xmx or refused by the kernel
      committed_now += did;
      GC_LOG(ErgoHeap, Debug, "Heap expansion: commit step {}M at {}M committed", did >> 20, (committed + did) >> 20);
    }
    // Heat while cold memory exists and the memory heated so far does not run more than one
    // step ahead of what is used (pre-touching memory nobody will use would only raise RSS).
    // -XX:-ZConcurrentPreTouch (JEP 545's ablation): commit only; each Java thread that takes a
    // cold page heats it itself (Heap::fresh_page), as if the worker never pre-touched.
    const auto st = pages_.stats();
    const bool heat_wanted = config_.concurrent_pre_touch && st.cold > 0 && st.committed - st.cold < st.used + step;
    if (heat_wanted) {
      const int64_t t_heat = now_ns();
      const int64_t cpu_heat = thread_cpu_ns();  // the kernel's zeroing (and a host's backing) runs
                                                 // on this thread; waiting for a CPU does not count
      const size_t did = pages_.heat_next(step);
      heated_now += did;
      heat_cost_bytes += did;  // first touch of fresh memory: the sizing policy's cost of growing
      heat_cost_ns += thread_cpu_ns() - cpu_heat;
      if (trace::enabled() && did != 0) trace::span("Heat", "memory", t_heat, now_ns(), {"bytes", int64_t(did)});
    }
    lock.lock();
    policy_.observe_fault(heat_cost_bytes, double(heat_cost_ns) / 1e9);
    heat_cost_bytes = 0;
    heat_cost_ns = 0;
    if (!heat_wanted) break;
    if (auto grown = policy_.observe(pages_.now(), pages_.used_bytes())) {
      std::lock_guard<std::mutex> log_guard(log_lock_);
      if (log_allowed()) {
        GC_LOG(ErgoHeap, Info, "Expand the heap. {}M->{}M (heap increase: used {}M, allocation rate {:.1f} MiB/s, goal {}M)",
               target >> 20, *grown >> 20, pages_.used_bytes() >> 20,
               mib(size_t(std::min(policy_.rate_short(), policy_.rate_long()))), policy_.goal() >> 20);
      }
    }
  }
  if (committed_now > 0) {
    const double ms = (pages_.now() - t0) * 1e3;
    std::lock_guard<std::mutex> log_guard(log_lock_);
    if (log_allowed()) {
      GC_LOG(ErgoHeap, Info, "Heap expansion: committed {}M in {:.3f} ms ({:.0f} MiB/s), heated {}M, capacity {}M",
             committed_now >> 20, ms, ms > 0 ? mib(committed_now) / (ms / 1e3) : 0.0,
             heated_now >> 20, pages_.committed_bytes() >> 20);
    }
  }
}

}  // namespace jvmlab::gc
