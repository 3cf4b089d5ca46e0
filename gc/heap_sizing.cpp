// HeapSizingPolicy: JEP 545's aggressive, logarithmically bounded expansion. See heap_sizing.hpp.
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
  const double agreed_rate = std::min(rate_short_, rate_long_);
  const double need = double(used) + agreed_rate * kLeadTime;
  const bool short_of_headroom = need > double(target_);
  const bool past_low_water = double(used) > double(target_) * kLowWater;
  if (!short_of_headroom && !past_low_water) return std::nullopt;
  const double growth = now < kWarmupSeconds ? kWarmupGrowth : kSteadyGrowth;
  const double wanted = std::max(double(target_) * growth, need / kLowWater);
  target_ = std::min(limit_, std::max(target_ + kGranuleSize, round_up_granule(wanted)));
  expansions_++;
  return target_;
}

std::optional<size_t> HeapSizingPolicy::on_gc_cycle(double now, double cycle_seconds, size_t used_after) {
  if (last_gc_end_ >= 0 && now > last_gc_end_) gc_share_ = std::min(1.0, cycle_seconds / (now - last_gc_end_));
  last_gc_end_ = now;
  if (!adaptive_ || target_ >= limit_) return std::nullopt;
  const bool warmup = now < kWarmupSeconds;
  size_t wanted = target_;
  if (gc_share_ > (warmup ? kMaxGcShareWarmup : kMaxGcShare)) {
    wanted = size_t(double(target_) * (warmup ? kWarmupGrowth : kSteadyGrowth));
  }
  wanted = std::max(wanted, round_up_granule(double(used_after) / kLowWater));
  wanted = std::min(limit_, round_up_granule(double(wanted)));
  if (wanted <= target_) return std::nullopt;
  target_ = wanted;
  expansions_++;
  return target_;
}

size_t HeapSizingPolicy::uncommit_floor(size_t used) const {
  const double need = double(used) + std::min(rate_short_, rate_long_) * kLeadTime;
  const size_t floor = adaptive_ ? round_up_granule(need / kLowWater) : round_up_granule(used);
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
