// HeapSizingPolicy: how big the heap should be — the collector's goal (a small multiple of the
// live set, grown when collecting costs too much GC CPU) and the memory worker's commit target
// (JEP 545's multiplicative expansion up to the goal). Pure arithmetic on observations; no
// threads, no system calls.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>

#include "gc/gc_config.hpp"

namespace jvmlab::gc {

/// Decides two sizes, in bytes, multiples of 2 MB:
///
///   goal    the capacity the collector works to keep the heap within: the director starts a cycle
///           before `used` reaches it (Director reads it as ZGC reads SoftMaxHeapSize). It starts
///           at max(-Xms, kGoalFloor) and follows the collector. After every cycle it is at least
///           kLiveMultiple x what was in use after the cycle (the live-set bound), at once. It
///           grows beyond that only on the GC CPU share (JEP 545: "when it first detects a high
///           frequency of garbage collection cycles, it will proactively expand the heap"; the
///           ZGC Automatic Heap Sizing draft: balance GC CPU against memory), and only when all of
///           these hold, each a logged reason when it does not:
///             - the mean share of the kCyclesPerGrowth or more cycles run at this goal (a trend,
///               not one cycle) exceeds kGcShareTarget x (goal / live-set bound): the more memory
///               the heap has beyond the bound, the more a cycle may cost before it gets more;
///             - the previous growth paid: the share fell by at least kGrowthMustPay of what the
///               cycle model (share proportional to cycles, i.e. to 1 / (goal - live)) promised;
///               if not, the share does not follow the heap's size and growing is held for
///               kHeldCycles cycles;
///             - the GC CPU the growth would save over a horizon as long as the process's CPU so
///               far exceeds the CPU of faulting in the fresh memory it takes, at the page-fault
///               rate the memory worker measured (kAssumedFaultRate before a measurement).
///           The new goal is the model's balance point — where the predicted share meets the
///           threshold — clamped to [kMinGrowth, x2.5 (first kWarmupSeconds) or x2] times the
///           goal, and never above kShareCapMultiple x the live-set bound. It shrinks (by
///           kShrinkFactor per cycle, not below the live-set bound) when cycles cost under
///           kShrinkShare x (goal / bound) after warm-up; memory follows after ZUncommitDelay.
///   target  what the memory worker commits ahead of the program. It starts at -Xms and grows
///           multiplicatively (x2.5 during the first kWarmupSeconds, x2 after) when less than half
///           of it is free or when the next kLeadTime seconds of allocation would not fit — but
///           only up to the goal: allocation alone never grows the heap past what the collector
///           asked for. From -Xms to any goal G takes at most ceil(log2(G / Xms)) + 1 increases.
///           When the program runs ahead of the collector (used above the goal while a cycle
///           runs), commit_target() keeps two commit steps ahead of use so that Java threads still
///           find committed memory; that is not an increase of the policy.
///
/// The allocation rate is estimated twice from `observe` samples — a short-term average (time
/// constant 0.1 s) and a long-term one (2 s); the policy uses their minimum (a burst alone does
/// not count). With `adaptive` false (-XX:-ZAdaptiveHeapSizing) the goal is the limit and the
/// target only grows to what is used (classic on-demand expansion). Every size stays within the
/// limit (SoftMaxHeapSize if set, else -Xmx).
/// Not thread-safe: the memory worker owns it and calls it under its own lock.
class HeapSizingPolicy {
 public:
  static constexpr double kLeadTime = 0.25;        // seconds of allocation to keep committed ahead
  static constexpr double kWarmupSeconds = 10.0;   // JEP 545: most aggressive during warm-up
  static constexpr double kWarmupGrowth = 2.5;
  static constexpr double kSteadyGrowth = 2.0;
  static constexpr double kLowWater = 0.5;         // grow the target when used > half of it
  static constexpr size_t kGoalFloor = size_t(16) << 20;  // no collection below 16 MB of goal
  static constexpr double kLiveMultiple = 3.0;     // goal >= 3 x used after a cycle
  static constexpr double kGcShareTarget = 0.10;   // cycles above 10 % of the time: grow the goal
  static constexpr double kShrinkShare = 0.025;    // cycles below 2.5 % (after warm-up): shrink
  static constexpr double kShrinkFactor = 0.8;
  static constexpr unsigned kCyclesPerGrowth = 2;  // cycles at a goal before the share may grow it
  static constexpr double kGrowthMustPay = 0.5;    // of the promised share reduction, at least
  static constexpr unsigned kHeldCycles = 8;       // growth held this long after one that did not pay
  static constexpr double kMinGrowth = 1.25;       // a share-driven growth is at least x1.25
  static constexpr double kShareCapMultiple = 4.0; // the share grows the goal to <= 4 x live-set bound
  static constexpr double kAssumedFaultRate = double(size_t(1) << 30);  // bytes/s, until measured

  /// `min_capacity` = -Xms, `max_capacity` = -Xmx, `soft_max` = SoftMaxHeapSize (0 or >= max
  /// means none); all in bytes, rounded to 2 MB granules here. The target starts at
  /// min_capacity, the goal at max(min_capacity, kGoalFloor) (the limit when not adaptive).
  HeapSizingPolicy(size_t min_capacity, size_t max_capacity, size_t soft_max, bool adaptive);

  /// Feeds an observation: `now` seconds since VM start (monotonic), `used` bytes of heap in use.
  /// Returns the new target when it grew, nullopt otherwise. Observations closer than 1 ms to the
  /// previous one only re-check the target (the rate estimate needs time to pass).
  std::optional<size_t> observe(double now, size_t used);

  /// What a cycle ending did to the goal (sizes in bytes).
  struct GoalChange {
    size_t before = 0, after = 0;
    const char* reason = "";  // "live set", "GC CPU share", "low GC CPU share"
  };

  /// Why the last cycle's GC CPU share did not grow the goal although it exceeded the threshold
  /// (see on_gc_cycle); `reason` is empty when there was nothing to hold back.
  struct Hold {
    const char* reason = "";   // "waiting for a trend", "last growth did not pay",
                               // "fresh memory costs more than it saves", "at the live-set cap"
    double mean_share = 0;     // mean share of the cycles at this goal, 0..1
    double threshold = 0;      // the share above which the goal would grow, 0..1
    size_t wanted = 0;         // the goal the share asked for (bytes), 0 if not computed
    double saved_cpu = 0;      // seconds of GC CPU the growth was predicted to save
    double fault_cpu = 0;      // seconds of faulting in its fresh memory
    double promised = 0;       // "last growth did not pay": the share ratio the model promised
    double got = 0;            //   and the one measured (mean share now / before the growth)
  };

  /// GC feedback: a cycle ended at `now` (seconds) after using `gc_cpu_seconds` of CPU (its
  /// driver and workers), leaving `used_after` bytes in use; `process_cpu_seconds` is the CPU the
  /// whole process has used since it started. Updates the GC CPU share (this cycle's CPU over the
  /// process's CPU since the previous cycle ended — ZGC's Automatic Heap Sizing measures GC CPU
  /// overhead against the process, which also keeps the share steady on a loaded machine) and the
  /// goal as described above; the target follows the goal. Returns the change when the goal
  /// moved, nullopt otherwise (then last_hold() says why a high share did not grow it).
  std::optional<GoalChange> on_gc_cycle(double now, double gc_cpu_seconds, double process_cpu_seconds,
                                        size_t used_after);
  /// The reason the last on_gc_cycle kept the goal despite a share above the threshold.
  const Hold& last_hold() const { return hold_; }

  /// Feeds the cost of fresh memory: the memory worker pre-touched `bytes` using `seconds` of its
  /// thread CPU (first touch: the kernel zeroes and maps the pages; on a virtual machine the host
  /// may back them first, which the guest sees as the thread running). The policy keeps bytes
  /// over seconds of all of them (a time-weighted rate).
  void observe_fault(size_t bytes, double seconds);
  /// Bytes per second of first touch measured so far, or kAssumedFaultRate before any.
  double fault_rate() const;
  double mean_share() const { return cycles_at_goal_ ? share_sum_ / cycles_at_goal_ : 0.0; }
  double gc_share() const { return gc_share_; }          // of the last cycle interval, 0..1
  double gc_interval() const { return gc_interval_; }    // seconds, the last cycle interval

  /// The target, or, when `used` runs within two commit steps of it (the collector is behind),
  /// `used` plus the largest of two steps, kLeadTime seconds of allocation and used / 4, within
  /// the limit.
  /// What the memory worker commits to (and heats only as far as it is used). Not adaptive: the
  /// target (on-demand expansion).
  size_t commit_target(size_t used) const;

  /// The least capacity uncommitting may leave for `used` bytes in use: what this policy would
  /// not immediately grow again to — -Xms, the goal (adaptive), and what is used.
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
  size_t goal() const { return goal_; }
  size_t limit() const { return limit_; }
  size_t min_capacity() const { return min_; }
  size_t expansions() const { return expansions_; }  // target and goal increases
  double rate_short() const { return rate_short_; }  // bytes per second
  double rate_long() const { return rate_long_; }    // bytes per second

 private:
  size_t min_, max_, limit_;
  bool adaptive_;
  size_t target_;
  size_t goal_;
  size_t expansions_ = 0;
  bool have_sample_ = false;
  double last_time_ = 0;
  size_t last_used_ = 0;
  double rate_short_ = 0, rate_long_ = 0;
  double last_gc_end_ = 0;  // seconds; VM start before the first cycle
  double last_process_cpu_ = 0;  // process CPU seconds when the previous cycle ended
  double gc_share_ = 0;
  double gc_interval_ = 0;
  size_t peak_used_ = 0;          // the most ever seen in use: memory already faulted in
  unsigned cycles_at_goal_ = 0;   // cycles since the goal last moved
  double share_sum_ = 0;          // their shares, summed
  bool grew_on_share_ = false;    // the goal's last move was a share-driven growth:
  size_t grown_from_ = 0;         //   from this goal,
  double share_before_ = 0;       //   at this mean share,
  size_t live_before_ = 0;        //   with this much in use after the cycle
  unsigned held_cycles_ = 0;      // cycles left of a hold after a growth that did not pay
  size_t faulted_bytes_ = 0;      // observe_fault totals
  double fault_seconds_ = 0;
  Hold hold_;
};

}  // namespace jvmlab::gc
