// GC workers: runs one concurrent phase's work on ConcGCThreads threads (ZGC's ZWorkers).
#pragma once

#include <sys/prctl.h>

#include <string>
#include <thread>
#include <vector>

#include "gc/gc_clock.hpp"

namespace jvmlab::gc {

/// Runs `work` on `workers` threads named "ZWorker#i" and returns when all have returned. With one
/// worker (the default on 2 CPUs: 25 % of them) the calling thread — the driver — does the work
/// itself: no thread to start per phase. `work` must be safe to run concurrently with itself.
/// Each worker thread's CPU time is added to g_gc_worker_cpu_ns (the sizing policy's GC CPU).
template <typename Work>
void run_gc_workers(unsigned workers, Work&& work) {
  if (workers <= 1) {
    work();
    return;
  }
  std::vector<std::thread> threads;
  for (unsigned i = 0; i < workers; i++) {
    threads.emplace_back([&work, i] {
      prctl(PR_SET_NAME, ("ZWorker#" + std::to_string(i)).c_str());
      work();
      g_gc_worker_cpu_ns.fetch_add(thread_cpu_ns(), std::memory_order_relaxed);  // GC CPU share
    });
  }
  for (auto& t : threads) t.join();
}

}  // namespace jvmlab::gc
