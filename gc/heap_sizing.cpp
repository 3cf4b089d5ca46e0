// HeapSizingPolicy: the collector's goal and the memory worker's target. See heap_sizing.hpp.
#include "gc/heap_sizing.hpp"

#include <algorithm>
#include <cmath>

namespace jvmlab::gc {

namespace {

size_t round_up_granule(double bytes) {
  const double g = double(kGranuleSize);
  return size_t(std::ceil(bytes / g)) * kGranuleSize;
}

size_t round_up_granule(size_t bytes) {
  return (bytes + kGranuleSize - 1) / kGranuleSize *
         kGranuleSize;
}

}  // namespace

HeapSizingPolicy::HeapSizingPolicy(size_t min_capacity, size_t max_capacity, size_t soft_max,
                                   bool adaptive)
    : min_(round_up_granule(std::max(min_capacity, kGranuleSize))),
      max_(round_up_granule(std::max(max_capacity, kGranuleSize))),
      limit_(max_),
      adaptive_(adaptive) {
  if (min_ > max_) min_ = max_;
  if (soft_max != 0 && soft_max < max_) limit_ = std::max(min_, round_up_granule(soft_max));
  target_ = min_;
  goal_ = adaptive_ ? std::min(limit_, std::max(min_, kGoalFloor)) : limit_;
}

std::optional<size_t> HeapSizingPolicy::observe(double now, size_t used) {
  peak_used_ = std::max(peak_used_, used);
  if (!have_sample_) {
    have_sample_ = true;
    last_time_ = now;
    last_used_ = used;
  } else if (now - last_time_ >= 0.001) {
    const double dt = now - last_time_;
    const double rate = used > last_used_ ? double(used - last_used_) / dt : 0.0;
    // Exponential averages with time constants 0.1 s and 2 s, whatever the sampling period.
    const double a_short = 1 - std::exp(-dt / 0.1), a_long = 1 - std::exp(-dt / 2.0);
    rate_short_ += a_short * (rate - rate_short_);
    // Until two seconds have passed the long-term average is the average since the first sample.
    rate_long_ += std::max(a_long, dt / std::max(now, dt)) * (rate - rate_long_);
    last_time_ = now;
    last_used_ = used;
  }
  if (target_ >= limit_) return std::nullopt;
  if (!adaptive_) {
    if (used <= target_) return std::nullopt;
    target_ = std::min(limit_, round_up_granule(used));
    expansions_++;
    return target_;
  }
  // Allocation grows the target only up to the goal; past it the collector decides.
  if (target_ >= goal_) return std::nullopt;
  const double agreed_rate = std::min(rate_short_, rate_long_);
  const double need = double(used) + agreed_rate * kLeadTime;
  const bool short_of_headroom = need > double(target_);
  const bool past_low_water = double(used) > double(target_) * kLowWater;
  if (!short_of_headroom && !past_low_water) return std::nullopt;
  const double growth = now < kWarmupSeconds ? kWarmupGrowth : kSteadyGrowth;
  const double wanted = std::max(double(target_) * growth, need / kLowWater);
  target_ = std::min(goal_, std::max(target_ + kGranuleSize, round_up_granule(wanted)));
  expansions_++;
  return target_;
}

std::optional<HeapSizingPolicy::GoalChange> HeapSizingPolicy::on_gc_cycle(double now, double gc_cpu_seconds,
                                                                          double process_cpu_seconds,
                                                                          size_t used_after) {
  gc_interval_ = std::max(0.0, now - last_gc_end_);
  const double process_cpu = process_cpu_seconds - last_process_cpu_;
  gc_share_ = process_cpu > 0 ? std::clamp(gc_cpu_seconds / process_cpu, 0.0, 1.0) : 0.0;
  last_gc_end_ = now;
  last_process_cpu_ = process_cpu_seconds;
  peak_used_ = std::max(peak_used_, used_after);
  hold_ = Hold{};
  if (!adaptive_) return std::nullopt;
  const bool warmup = now < kWarmupSeconds;
  cycles_at_goal_++;
  share_sum_ += gc_share_;
  if (held_cycles_ > 0) held_cycles_--;
  const double mean = share_sum_ / cycles_at_goal_;
  // The live-set bound: what is in use after a cycle never fills more than a third of the goal.
  const size_t live_bound = std::max({min_, kGoalFloor, round_up_granule(double(used_after) * kLiveMultiple)});
  size_t wanted = std::max(goal_, live_bound);
  const char* reason = "live set";
  // The balance of GC CPU against memory: the share a cycle may cost rises with how far the goal
  // already is above the live-set bound, so each further growth must buy as much CPU per byte as
  // the first (at 3 x live 10 %, at 6 x live 20 %, ...).
  const double memory_overhead = std::max(1.0, double(goal_) / double(live_bound));
  const double threshold = kGcShareTarget * memory_overhead;
  const bool cheap = !warmup && gc_share_ < kShrinkShare * memory_overhead;
  if (wanted > goal_) {
    grew_on_share_ = false;  // the live set moved: the last growth can no longer be judged
  } else if (mean > threshold && goal_ < limit_) {
    hold_.mean_share = mean;
    hold_.threshold = threshold;
    // The cycle model: a cycle's cost follows the live set, cycles come once per (goal - live)
    // bytes of allocation, so the share is proportional to 1 / (goal - live). `live` is what the
    // cycle left in use, at most half the goal (it is at most a third, else the bound would rise).
    const double goal = double(goal_);
    const double live = std::min(double(used_after), goal / 2);
    if (held_cycles_ > 0) {
      hold_.reason = "last growth did not pay";
    } else if (cycles_at_goal_ < kCyclesPerGrowth) {
      hold_.reason = "waiting for a trend";
    } else {
      if (grew_on_share_) {
        // Judge the last growth once: did the share fall as the model promised?
        grew_on_share_ = false;
        const double before = double(grown_from_);
        const double live_then = std::min(double(live_before_), before / 2);
        const double promised = (before - live_then) / (goal - live_then);
        const double got = share_before_ > 0 ? mean / share_before_ : 1.0;
        if (got > 1 - kGrowthMustPay * (1 - promised)) {
          held_cycles_ = kHeldCycles;
          hold_.reason = "last growth did not pay";
          hold_.promised = promised;
          hold_.got = got;
        }
      }
      if (held_cycles_ == 0) {
        // The balance point: the goal G' at which the predicted share, mean x (G - live) /
        // (G' - live), meets the threshold there, kGcShareTarget x G' / bound.
        const double k = mean * (goal - live) * double(live_bound) / kGcShareTarget;
        const double balance = (live + std::sqrt(live * live + 4 * k)) / 2;
        const double factor = warmup ? kWarmupGrowth : kSteadyGrowth;
        const double cap = std::min(double(limit_), kShareCapMultiple * double(live_bound));
        const size_t grown =
            std::min(limit_, round_up_granule(std::min(cap, std::clamp(balance, goal * kMinGrowth, goal * factor))));
        hold_.wanted = grown;
        if (grown <= goal_) {
          hold_.reason = "at the live-set cap";
        } else {
          // Count the cost of fresh memory: the GC CPU the growth saves over a horizon as long
          // as the process's CPU so far (a program tends to run as long again as it has run)
          // against the CPU of faulting in what it takes beyond what was ever in use.
          hold_.saved_cpu = mean * (1 - (goal - live) / (double(grown) - live)) * process_cpu_seconds;
          const size_t fresh = grown > peak_used_ ? grown - peak_used_ : 0;
          hold_.fault_cpu = double(fresh) / fault_rate();
          if (hold_.saved_cpu < hold_.fault_cpu) {
            hold_.reason = "fresh memory costs more than it saves";
          } else {
            wanted = grown;
            reason = "GC CPU share";
            grew_on_share_ = true;
            grown_from_ = goal_;
            share_before_ = mean;
            live_before_ = used_after;
          }
        }
      }
    }
  } else if (cheap && wanted == goal_) {
    wanted = std::max(live_bound, round_up_granule(double(goal_) * kShrinkFactor));
    reason = "low GC CPU share";
    grew_on_share_ = false;
  }
  wanted = std::min(limit_, wanted);
  if (wanted == goal_) return std::nullopt;
  hold_ = Hold{};
  GoalChange change{goal_, wanted, reason};
  if (wanted > goal_) expansions_++;
  goal_ = wanted;
  cycles_at_goal_ = 0;
  share_sum_ = 0;
  // The memory worker commits up to the goal; a smaller goal lets uncommit give memory back.
  target_ = std::max(min_, wanted);
  return change;
}

void HeapSizingPolicy::observe_fault(size_t bytes, double seconds) {
  if (bytes == 0 || !(seconds > 0)) return;
  faulted_bytes_ += bytes;
  fault_seconds_ += seconds;
}

double HeapSizingPolicy::fault_rate() const {
  return fault_seconds_ > 0 ? double(faulted_bytes_) / fault_seconds_ : kAssumedFaultRate;
}

size_t HeapSizingPolicy::commit_target(size_t used) const {
  if (!adaptive_) return target_;  // on demand: Java threads commit what they take
  const size_t margin = 2 * commit_step(target_);
  const bool behind = used + margin > target_;  // the program runs ahead of the collector
  if (!behind) return target_;
  // Stay ahead of what the program will take before the collector catches up: two steps,
  // kLeadTime of allocation at the agreed rate, or a quarter of what is used (the rate is not
  // known yet when a fast program outruns the worker's first sample). Committing is one system call per step; only
  // what is used gets heated (pre-touched), so memory committed ahead costs no RSS.
  const double lead = std::min(rate_short_, rate_long_) * kLeadTime;
  const size_t ahead = round_up_granule(used) + std::max({margin, round_up_granule(lead), round_up_granule(used / 4)});
  return std::max(target_, std::min(limit_, ahead));
}

size_t HeapSizingPolicy::uncommit_floor(size_t used) const {
  const size_t floor = adaptive_ ? std::max(goal_, round_up_granule(used)) : round_up_granule(used);
  return std::max(min_, std::min(floor, max_));
}

void HeapSizingPolicy::after_uncommit(size_t committed) {
  target_ = std::max(min_, round_up_granule(committed));
}

size_t HeapSizingPolicy::commit_step(size_t target) {
  const size_t step = std::clamp(target / 128, kGranuleSize, size_t(32) << 20);
  return round_up_granule(step);
}

}  // namespace jvmlab::gc
