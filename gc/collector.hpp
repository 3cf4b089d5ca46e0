// The concurrent collector (after ZGC in JDK 17): its driver thread, the cycle's phases in
// order, and the services the VM calls (System.gc, allocation stalls, stress). Mark and relocate
// themselves are in gc/mark.cpp and gc/relocate.cpp, the barrier slow path in gc/barrier.cpp,
// when to start a cycle in gc/director.cpp, -XX:+VerifyHeap in gc/verify.cpp, the gc+stats
// table in gc/stats.cpp.
//
// One cycle, with ZGC's phase names (-Xlog:gc+phases):
//   Pause Mark Start            flip the good color to Marked0/1, retire TLABs, mark the roots
//   Concurrent Mark             GC workers trace; Java threads mark what they load (barrier)
//   Pause Mark End              marking done? (else back to Concurrent Mark)
//   Concurrent Process Non-Strong References
//   Concurrent Reset Relocation Set   the previous cycle's forwarding tables go
//   Concurrent Select Relocation Set  empty pages freed, sparse pages chosen (fragmentation limit)
//   Pause Relocate Start        good color = Remapped, retire TLABs, relocate what roots point at
//   Concurrent Relocate         GC workers and Java threads race to copy; empty pages bulk-freed
#pragma once

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "gc/cycle_stats.hpp"
#include "gc/gc_config.hpp"
#include "gc/object_model.hpp"
#include "gc/page_allocator.hpp"
#include "gc/stats.hpp"

namespace jvmlab::gc {

class Director;
class Heap;
class Marker;
class Observer;
class ReferenceProcessor;
class Relocator;
class ForwardingTable;

/// Why a cycle runs (the names ZGC prints in -Xlog:gc).
enum class GCCause : uint8_t {
  Warmup,            // "Warmup": 10/20/30 % of max capacity used, first three cycles
  AllocationRate,    // "Allocation Rate": predicted time to OOM below the expected GC time
  Proactive,         // "Proactive"
  Timer,             // "Timer": -XX:ZCollectionInterval
  SystemGC,          // "System.gc()"
  AllocationStall,   // "Allocation Stall"
  GCStress,          // "GC Stress": -XX:GCStressInterval allocations since the last cycle
  HeapInspection,    // "Heap Inspection" (unused)
};
const char* gc_cause_name(GCCause cause);

/// The collector: one driver thread ("ZDriver") runs cycles on request; GC workers
/// ("ZWorker#N", -XX:ConcGCThreads) do the concurrent work. Pauses stop Java threads through the
/// Safepointer. Thread-safe.
class Collector {
 public:
  /// Reads the collector's part of `config` (conc_gc_threads, fragmentation_limit, the triggers,
  /// verify, the stress switches), which must outlive the collector: pass heap.config().
  Collector(Heap& heap, ObjectModel& model, Safepointer& safepointer, const GcConfig& config);
  ~Collector();
  Collector(const Collector&) = delete;
  Collector& operator=(const Collector&) = delete;

  /// Starts the driver and the workers. Call once, after the heap is initialized.
  void start();
  /// Stops the driver after the current cycle (process exit). Idempotent.
  void stop();

  /// Runs one full cycle for `cause` and returns when it has finished (a cycle already running
  /// when called does not count: System.gc() semantics). The caller must be safe for pauses
  /// (a Java thread calls it in ThreadState::Blocked). Thread-safe.
  void collect(GCCause cause);
  /// Asks for a cycle and returns at once (triggers). Thread-safe.
  void request(GCCause cause);
  /// Allocation stall: waits, safe for pauses as for collect(), until a cycle that started after
  /// the call has finished. Returns false when the collector is stopped.
  bool wait_for_memory();
  /// Allocation stall with ZGC's stall queue: enqueues `request` (Heap::stall_request) in the
  /// page allocator, asks for a cycle and waits, safe for pauses (the caller is Blocked), until
  /// the request is satisfied — pages freed by relocation go to stalled requests in order before
  /// anybody else — or failed: only when a whole cycle that started after the stall could not
  /// satisfy it. Clears a recycled page here, while the thread is safe, so that no pause waits
  /// for the memset. Returns true when satisfied; the caller then calls Heap::allocate_stalled
  /// in its running state. Thread-safe.
  bool stall(StalledAllocation& request);

  /// Called by the runtime for every Java allocation: true when this one is the Nth since the
  /// last stress cycle and the caller should run one now (-XX:GCStressInterval=N; never without
  /// it). Thread-safe. (The allocation rate for the triggers comes from Heap::allocated_bytes.)
  bool note_allocation(size_t bytes) {
    if (config_.stress_interval == 0) [[likely]] return false;  // one load on the allocation path
    return (stress_counter_.fetch_add(1, std::memory_order_relaxed) + 1) % config_.stress_interval == 0;
  }

  CollectorStats stats() const;
  /// Writes the gc+stats table (per phase Avg / Max over the last interval and in total, stalls,
  /// relocated bytes, max pause and time-to-safepoint), as ZGC does every ZStatisticsInterval;
  /// `final_table`: the one printed at VM exit. Thread-safe.
  void print_statistics(bool final_table);
  const GcConfig& config() const { return config_; }
  /// The cycle number: incremented at every Pause Mark Start (ZGC's global seqnum). Pages whose
  /// seqnum equals it were allocated during this cycle (allocated black).
  uint32_t seqnum() const { return seqnum_.load(std::memory_order_acquire); }
  /// True between Pause Mark Start and Pause Mark End.
  bool is_marking() const { return phase_.load(std::memory_order_acquire) == Phase::Mark; }
  enum class Phase : uint8_t { Idle, Mark, MarkCompleted, Relocate };
  /// The phase the last pause set (Idle before the first cycle). Changes only in pauses.
  Phase phase() const { return phase_.load(std::memory_order_acquire); }

  // --- for the barrier slow path (gc/barrier.cpp) -------------------------------------------
  /// The good address for bad pointer `value` (the phase decides: remap + mark, or forward).
  uintptr_t barrier_slow(zpointer value);

  // --- for gc/ internals and tests ----------------------------------------------------------
  Heap& heap() { return heap_; }
  ObjectModel& model() { return model_; }
  Marker& marker() { return *marker_; }
  ReferenceProcessor& references() { return *references_; }
  /// GC(n) of the cycle running or the next one, as the logs print it.
  uint64_t gc_id() const { return gc_id_; }
  Relocator& relocator() { return *relocator_; }
  ForwardingTable& forwarding_table() { return *forwarding_; }
  Safepointer& safepointer() { return safepointer_; }

  /// Writes -XX:GCTraceFile and -XX:GCHeapMapFile (VM exit). Idempotent; nothing when neither
  /// is on. Not thread-safe with itself.
  void write_trace_files();

  /// Runs one cycle on the calling thread (no driver). For unit tests without a driver thread.
  void run_cycle(GCCause cause);

 private:
  void driver_loop();
  void request_cycle(GCCause cause);  // request(), starting the driver if it has not started
  // The phases of a cycle, in order (run_cycle calls them through pause() and concurrent()).
  void pause_mark_start();
  void concurrent_mark();
  void pause_mark_end();
  void concurrent_process_non_strong_references();
  void concurrent_reset_relocation_set();
  void concurrent_select_relocation_set();
  void pause_relocate_start();
  void concurrent_relocate();
  void log_cycle_end(GCCause cause, int64_t start_ns);
  void phase_done(const char* name, int64_t duration_ns);
  friend class Observer;  // reads the selection's numbers for the step mode
  int64_t pause(const char* name, const char* operation, void (Collector::*body)());
  void concurrent(const char* name, void (Collector::*body)());
  unsigned workers() const { return std::max(1u, config_.conc_gc_threads); }  // GC worker threads

  Heap& heap_;
  ObjectModel& model_;
  Safepointer& safepointer_;
  const GcConfig& config_;  // the heap's, immutable
  std::unique_ptr<Marker> marker_;
  std::unique_ptr<ReferenceProcessor> references_;  // java.lang.ref discovery and processing
  std::unique_ptr<ForwardingTable> forwarding_;  // before relocator_: ~Relocator still uses it
  std::unique_ptr<Relocator> relocator_;

  std::atomic<uint32_t> seqnum_{1};
  std::atomic<Phase> phase_{Phase::Idle};
  bool mark_end_ok_ = false;

  mutable std::mutex lock_;          // guards the request and completion state below
  std::condition_variable cv_;       // driver waits for requests; callers wait for completion
  bool stop_ = false;
  bool running_ = false;
  bool requested_ = false;
  GCCause requested_cause_ = GCCause::Warmup;
  uint64_t started_ = 0;             // cycles started
  uint64_t completed_ = 0;           // cycles completed
  std::thread driver_;

  std::atomic<uint64_t> stress_counter_{0};
  CollectorStats stats_;             // guarded by lock_
  PhaseStatistics phase_stats_;      // gc+stats per phase; thread-safe
  // Driver-thread state (triggers, logs).
  std::unique_ptr<Director> director_;  // when to start a cycle
  uint64_t gc_id_ = 0;               // GC(n) in the logs, from 0
  size_t used_at_[4] = {};           // used bytes at Mark Start, Mark End, Relocate Start, Relocate End
  size_t capacity_at_[4] = {};       // committed bytes at the same points
  int64_t cycle_cpu_start_ns_ = 0;   // GC CPU clock (driver + workers) when the cycle started
  MmuTracker mmu_;                   // gc+mmu, over every pause so far
  // Relocation set selection's numbers for the gc+reloc lines printed when the cycle ends.
  struct SelectionStats {
    size_t pages = 0, total = 0, empty = 0, relocated = 0;  // page count; bytes
  } small_, medium_, large_;
  size_t forwarding_bytes_ = 0;      // forwarding tables of the relocation set
  std::unique_ptr<Observer> observer_;  // trace, heap map, step mode; null when all are off
  size_t used_after_last_cycle_ = 0; // the soft reference policy's "used at last GC"
};

/// The VM's collector, or nullptr before it exists (the barrier slow path reads it).
extern Collector* g_collector;

}  // namespace jvmlab::gc
