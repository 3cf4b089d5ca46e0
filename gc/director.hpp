// Director: when to start a cycle — the trigger rules (warm-up, allocation rate, timer,
// proactive) over the heap's occupancy and allocation rate, after ZGC's ZDirector. Does not run
// cycles (gc/collector.cpp does) and does not handle requested cycles (System.gc, stalls, stress).
#pragma once

#include <cstddef>
#include <cstdint>

#include "gc/collector.hpp"  // GCCause
#include "gc/gc_config.hpp"

namespace jvmlab::gc {

class Heap;

/// The trigger rules, checked in this order (ZGC's names in -Xlog:gc). `capacity` is the heap's
/// soft capacity — the sizing policy's goal (gc/heap_sizing.hpp), as ZGC's rules read
/// SoftMaxHeapSize — so that the heap is collected before it grows past it:
///   Warmup           before three cycles have run: at 10 %, 20 % and 30 % of max capacity used,
///                    or at 75 % of capacity when that is lower
///   Allocation Rate  after the first cycle: the free part of capacity would last less than twice
///                    the average cycle time (plus 10 ms) at the recent allocation rate x 1.25
///   Timer            -XX:ZCollectionInterval seconds since the last cycle ended
///   Proactive        after warm-up: the heap grew by 10 % of capacity since the last cycle (or
///                    5 min passed with growth) and a cycle costs under 1 % of the time since
/// Driver-thread state: rule() and cycle_done() are called by the driver only (cycle_done under
/// the collector's lock), never concurrently.
class Director {
 public:
  Director(const Heap& heap, const GcConfig& config);

  /// True when a rule fires now; then `*cause` names it. Samples the allocation rate (at most
  /// every 10 ms). Reads the heap's counters; never blocks.
  bool rule(GCCause* cause);

  /// A cycle ended at `end_ns` (steady clock) after `seconds`, leaving `used_after` bytes used;
  /// `cycles`: cycles completed so far, this one included (the first sets the average).
  void cycle_done(double seconds, size_t used_after, int64_t end_ns, uint64_t cycles);

 private:
  const Heap& heap_;
  const GcConfig& config_;
  unsigned warmup_cycles_ = 0;
  double avg_cycle_seconds_ = 0.05;
  int64_t last_cycle_end_ns_ = 0;
  size_t used_after_last_ = 0;
  int64_t last_rate_sample_ns_ = 0;
  uint64_t last_allocated_ = 0;
  double avg_alloc_rate_ = 0;        // bytes per second
};

}  // namespace jvmlab::gc
