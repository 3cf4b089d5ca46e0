// HeapSizingPolicy: the JEP 545 target capacity — start at -Xms, grow multiplicatively ahead of
// demand, shrink only by uncommit. Pure arithmetic on observations; no threads, no system calls.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>

#include "gc/gc_config.hpp"

namespace jvmlab::gc {

/// Decides how much memory the heap should have committed (its *target capacity*).
///
/// Signals: the allocation rate, estimated twice from `observe` samples — a short-term average
/// (time constant 0.1 s) and a long-term one (2 s). The target grows when the free space ahead of
/// the program is smaller than what it needs for the next `kLeadTime` at the rate both averages
/// agree on (their minimum), or when less than half of the target is free. Each increase multiplies
/// the target by 2.5 during the first `kWarmupSeconds` and by 2 afterwards, docked at the limit
/// (SoftMaxHeapSize if set, else MaxHeapSize), and never by less than what the predicted need asks.
/// So from -Xms to any stable size S takes at most ceil(log2(S / Xms)) + 1 increases: the
/// logarithmic bound JEP 545 promises. After each collection `on_gc_cycle` adds GC
/// frequency and GC CPU share as a second signal, as ZGC's adaptive heap sizing does.
/// With `adaptive` false (-XX:-ZAdaptiveHeapSizing) the target only grows to what is used
/// (classic on-demand expansion: each page commits as it is needed).
/// Not thread-safe: the memory worker owns it and calls it under its own lock.
class HeapSizingPolicy {
 public:
  static constexpr double kLeadTime = 0.25;        // seconds of allocation to keep committed ahead
  static constexpr double kWarmupSeconds = 10.0;   // JEP 545: most aggressive during warm-up
  static constexpr double kWarmupGrowth = 2.5;
  static constexpr double kSteadyGrowth = 2.0;
  static constexpr double kLowWater = 0.5;          // grow when used > half of the target

  /// `min_capacity` = -Xms, `max_capacity` = -Xmx, `soft_max` = SoftMaxHeapSize (0 or >= max
  /// means none); all in bytes, rounded to 2 MB granules here. The target starts at min_capacity.
  HeapSizingPolicy(size_t min_capacity, size_t max_capacity, size_t soft_max, bool adaptive);

  /// Feeds an observation: `now` seconds since VM start (monotonic), `used` bytes of heap in use.
  /// Returns the new target when it grew, nullopt otherwise. Observations closer than 1 ms to the
  /// previous one only re-check the target (the rate estimate needs time to pass).
  std::optional<size_t> observe(double now, size_t used);

  /// GC feedback (JEP 545's aggressive expansion, after ZGC's adaptive heap sizing): a cycle ended
  /// at `now` after `cycle_seconds` of concurrent work, leaving `used_after` bytes in use. When
  /// cycles take more than kMaxGcShare of the time since the previous one (during warm-up,
  /// kMaxGcShareWarmup) the heap is too small for the allocation rate: the target grows by the
  /// growth factor. The target also stays at least used_after / kLowWater, so the live set never
  /// fills more than half of it. Returns the new target when it grew.
  std::optional<size_t> on_gc_cycle(double now, double cycle_seconds, size_t used_after);
  static constexpr double kMaxGcShare = 0.10;
  static constexpr double kMaxGcShareWarmup = 0.05;
  double gc_share() const { return gc_share_; }  // of the last cycle interval, 0..1

  /// The least capacity uncommitting may leave for `used` bytes in use: what this policy would
  /// not immediately grow again from — -Xms, and (used + lead-time allocation) / kLowWater.
  /// Keeps uncommit and expansion from undoing each other.
  size_t uncommit_floor(size_t used) const;

  /// After the memory worker uncommitted down to `committed` bytes: the target follows, never
  /// below min_capacity.
  void after_uncommit(size_t committed);

  /// Size of one commit-and-heat step for a target: target/128, clamped to [2 MB, 32 MB],
  /// rounded up to a granule (JEP 545 review: big enough to amortize the system call, small
  /// enough that a Java thread never waits long for the worker).
  static size_t commit_step(size_t target);

  size_t target() const { return target_; }
  size_t limit() const { return limit_; }
  size_t min_capacity() const { return min_; }
  size_t expansions() const { return expansions_; }
  double rate_short() const { return rate_short_; }  // bytes per second
  double rate_long() const { return rate_long_; }    // bytes per second

 private:
  size_t min_, max_, limit_;
  bool adaptive_;
  size_t target_;
  size_t expansions_ = 0;
  bool have_sample_ = false;
  double last_time_ = 0;
  size_t last_used_ = 0;
  double rate_short_ = 0, rate_long_ = 0;
  double last_gc_end_ = -1;
  double gc_share_ = 0;
};

}  // namespace jvmlab::gc
