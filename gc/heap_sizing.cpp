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
  if (!adaptive_) return std::nullopt;
  const bool warmup = now < kWarmupSeconds;
  // The live-set bound: what is in use after a cycle never fills more than a third of the goal.
  const size_t live_bound = std::max({min_, kGoalFloor, round_up_granule(double(used_after) * kLiveMultiple)});
  size_t wanted = std::max(goal_, live_bound);
  const char* reason = "live set";
  // The balance of GC CPU against memory: the share a cycle may cost rises with how far the goal
  // already is above the live-set bound, so each further growth must buy as much CPU per byte as
  // the first (at 3 x live 10 %, at 6 x live 20 %, ...).
  const double memory_overhead = std::max(1.0, double(goal_) / double(live_bound));
  const bool too_costly = gc_share_ > kGcShareTarget * memory_overhead;
  const bool cheap = !warmup && gc_share_ < kShrinkShare * memory_overhead;
  if (too_costly) {
    // Collecting costs too much CPU: a bigger heap makes cycles rarer (their cost follows the
    // live set, not the heap), so grow multiplicatively — a logarithmic number of steps.
    const size_t grown = round_up_granule(double(goal_) * (warmup ? kWarmupGrowth : kSteadyGrowth));
    if (grown > wanted) {
      wanted = grown;
      reason = "GC CPU share";
    }
  } else if (cheap && wanted == goal_) {
    wanted = std::max(live_bound, round_up_granule(double(goal_) * kShrinkFactor));
    reason = "low GC CPU share";
  }
  wanted = std::min(limit_, wanted);
  if (wanted == goal_) return std::nullopt;
  GoalChange change{goal_, wanted, reason};
  if (wanted > goal_) expansions_++;
  goal_ = wanted;
  // The memory worker commits up to the goal; a smaller goal lets uncommit give memory back.
  target_ = std::max(min_, wanted);
  return change;
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
