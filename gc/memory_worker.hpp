// MemoryWorker: the thread that commits and heats heap memory ahead of the program and uncommits
// it when it has been unused for ZUncommitDelay — JEP 545's concurrent expansion and pre-touch.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <thread>

#include "gc/gc_config.hpp"
#include "gc/heap_sizing.hpp"
#include "gc/page_allocator.hpp"

namespace jvmlab::gc {

/// One background thread. It wakes when a Java thread takes a page (notify()), samples used
/// memory into the HeapSizingPolicy and, while committed memory is below the policy's target,
/// commits in steps of target/128 clamped to [2 MB, 32 MB] — one system call per step, at the
/// frontier so the steps coalesce into one mapping — and heats (pre-touches and collapses into
/// 2 MB pages) cold memory up to one step ahead of what is used. It logs under gc+ergo+heap, in
/// the words of HotSpot's heap sizing lines, "Expand the heap. A->B (heap increase: ...)" for each
/// target increase and "Heap expansion: committed N in X ms (Y MiB/s)" when it caught up with a
/// target. Memory free longer than ZUncommitDelay is uncommitted (ZGC's gc+heap "Uncommitted: N"
/// and "Shrink the heap. A->B" under gc+ergo+heap), never below -Xms. Without concurrent
/// pre-touch (GcConfig::concurrent_pre_touch false, -XX:-ZConcurrentPreTouch) it commits and
/// never heats: the Java thread that takes a cold page touches it.
///
/// Why one thread: GC and memory workers together never use more than 25% of the CPUs (JEP 545);
/// on this 2-CPU machine that is one thread, shared with the collector's worker.
/// Thread-safe: notify() and stop() may be called from any thread.
class MemoryWorker {
 public:
  /// Reads min/initial, soft_max, adaptive_sizing, uncommit and uncommit_delay of `config`, which
  /// must outlive the worker (the heap's).
  MemoryWorker(PageAllocator& pages, const GcConfig& config);
  ~MemoryWorker();

  /// Starts the thread. Call once, after PageAllocator::initialize.
  void start();

  /// Wakes the worker (a Java thread took a page). Cheap: one uncontended lock when asleep.
  void notify();

  /// Asks the worker to stop and waits for its current step to end. After it returns the worker
  /// logs nothing more. Idempotent.
  void stop();

  /// Stops the worker from logging (for process exit, which must not wait for a pre-touch in
  /// progress); the thread itself is left to die with the process. Idempotent, returns at once.
  void quiesce();

  /// The collector finished a cycle that used `gc_cpu_seconds` of CPU, leaving `used_after`
  /// bytes in use, when the process had used `process_cpu_seconds` of CPU in all: feeds
  /// the live set and the GC CPU share to the sizing policy (HeapSizingPolicy::on_gc_cycle), logs
  /// "Expand the heap. Goal A->B" / "Shrink the heap. Goal A->B" with the reason (gc+ergo+heap),
  /// and wakes the worker when the goal moved.
  /// Thread-safe.
  void on_gc_cycle(double gc_cpu_seconds, double process_cpu_seconds, size_t used_after);

  /// Target capacity the policy wants now (bytes). Thread-safe.
  size_t target() const;
  /// The collector's goal (HeapSizingPolicy::goal, bytes): the director starts a cycle before
  /// the heap's use reaches it. Thread-safe, lock-free (the director reads it every 10 ms).
  size_t goal() const;
  /// Number of target increases so far.
  size_t expansions() const;

 private:
  void run();
  void expand_and_heat(std::unique_lock<std::mutex>& lock);
  bool log_allowed();

  PageAllocator& pages_;
  const GcConfig& config_;           // the heap's, immutable
  HeapSizingPolicy policy_;          // guarded by lock_
  std::atomic<size_t> goal_;         // policy_.goal(), mirrored for lock-free readers
  mutable std::mutex lock_;
  std::condition_variable wake_;
  bool pending_ = false;             // notify() since the last wake-up; guarded by lock_
  bool stopping_ = false;            // guarded by lock_
  std::mutex log_lock_;              // held while writing a line; quiesce() takes it
  bool quiet_ = false;               // guarded by log_lock_
  std::thread thread_;
};

}  // namespace jvmlab::gc
