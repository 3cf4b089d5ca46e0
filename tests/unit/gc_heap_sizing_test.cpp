// Unit tests for gc::HeapSizingPolicy (gc/heap_sizing.hpp): the JEP 545 target capacity fed
// with synthetic observations (time, used bytes): multiplicative growth, the log bound, limits.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstddef>

#include "gc/heap_sizing.hpp"

using jvmlab::gc::HeapSizingPolicy;
using jvmlab::gc::kGranuleSize;

namespace {

constexpr size_t kM = size_t(1) << 20;
constexpr size_t kG = size_t(1) << 30;

struct Growth {
  size_t increases_to_reach = 0;  // increases until the target first covered `stable`
  size_t increases_total = 0;     // increases after `settle` more seconds at the stable size
  size_t max_target = 0;
  bool reached = false;
};

// A program that allocates at `rate` bytes/s until `stable` bytes are in use, then stays there for
// `settle` seconds; observed every `period` seconds, as the memory worker samples.
Growth grow(HeapSizingPolicy& policy, double rate, size_t stable, double period, double settle) {
  Growth g;
  const double t_full = double(stable) / rate;
  for (double t = 0; t <= t_full + settle; t += period) {
    const size_t used = t >= t_full ? stable : size_t(rate * t);
    policy.observe(t, used);
    g.max_target = std::max(g.max_target, policy.target());
    if (!g.reached && policy.target() >= stable) {
      g.reached = true;
      g.increases_to_reach = policy.expansions();
    }
  }
  g.increases_total = policy.expansions();
  return g;
}

}  // namespace

TEST_CASE("HeapSizingPolicy: starts at -Xms, rounded to granules", "[gc][heap_sizing]") {
  HeapSizingPolicy p(kGranuleSize, 1 * kG, 0, true);
  REQUIRE(p.target() == kGranuleSize);
  REQUIRE(p.min_capacity() == kGranuleSize);
  REQUIRE(p.limit() == 1 * kG);
  REQUIRE(p.expansions() == 0);

  HeapSizingPolicy q(3 * kM, 1 * kG, 0, true);  // 3 MB rounds up to two granules
  REQUIRE(q.target() == 4 * kM);
  HeapSizingPolicy r(0, 1 * kG, 0, true);  // at least one granule
  REQUIRE(r.target() == kGranuleSize);
  // A first observation with nothing used keeps the minimum.
  REQUIRE_FALSE(p.observe(0.0, 0).has_value());
  REQUIRE(p.target() == kGranuleSize);
}

TEST_CASE("HeapSizingPolicy: grows multiplicatively, at least 2x per increase",
          "[gc][heap_sizing]") {
  HeapSizingPolicy p(kGranuleSize, 4 * kG, 0, true);
  // Used just above half of the target (low water) with no measurable rate yet.
  p.observe(0.0, 0);
  size_t before = p.target();
  auto grown = p.observe(0.5, before / 2 + 4096);
  REQUIRE(grown.has_value());
  REQUIRE(*grown == p.target());
  REQUIRE(p.target() >= size_t(double(before) * HeapSizingPolicy::kWarmupGrowth) - kGranuleSize);
  REQUIRE(p.target() % kGranuleSize == 0);
  REQUIRE(p.expansions() == 1);

  // After warm-up the factor is still >= 2.
  before = p.target();
  grown = p.observe(HeapSizingPolicy::kWarmupSeconds + 1, before / 2 + 4096);
  REQUIRE(grown.has_value());
  REQUIRE(p.target() >= 2 * before);

  // No pressure (a quarter used, no allocation since): no increase.
  before = p.target();
  REQUIRE_FALSE(p.observe(HeapSizingPolicy::kWarmupSeconds + 5, before / 4).has_value());
  REQUIRE(p.target() == before);
}

TEST_CASE("HeapSizingPolicy: 2 MB to 1 GB in a logarithmic number of increases at any rate",
          "[gc][heap_sizing]") {
  // ceil(log2(1G / 2M)) + 1 = 10: the bound heap_sizing.hpp and JEP 545 promise.
  const size_t bound = size_t(std::ceil(std::log2(double(kG) / double(kGranuleSize)))) + 1;
  REQUIRE(bound == 10);
  struct Case {
    double rate;    // bytes per second
    double period;  // seconds between observations
  };
  const Case cases[] = {
      {10.0 * kM, 0.010}, {100.0 * kM, 0.001}, {1.0 * kG, 0.001},
      {1.0 * kG, 0.010},  {20.0 * kG, 0.001},  {20.0 * kG, 0.0001},
  };
  for (const Case& c : cases) {
    CAPTURE(c.rate / kM, c.period);
    HeapSizingPolicy p(kGranuleSize, 16 * kG, 0, true);
    const Growth g = grow(p, c.rate, kG, c.period, 5.0);
    CAPTURE(g.increases_to_reach, g.increases_total, g.max_target / kM);
    REQUIRE(g.reached);
    REQUIRE(g.increases_to_reach <= bound);
    // Once the program is stable the target stops growing: the total stays within the bound too,
    // and the target stays within what the policy's rule allows: an increase happens when the
    // need (used plus kLeadTime seconds of allocation) passes the low-water mark, and at most
    // multiplies by kWarmupGrowth or doubles the need: below 2.5 x 2 x need, plus rounding.
    REQUIRE(g.increases_total <= bound);
    const double need = double(kG) + c.rate * HeapSizingPolicy::kLeadTime;
    REQUIRE(double(g.max_target) <=
            HeapSizingPolicy::kWarmupGrowth * need / HeapSizingPolicy::kLowWater + kGranuleSize);
  }
}

TEST_CASE("HeapSizingPolicy: never exceeds the limit (SoftMaxHeapSize when set, else -Xmx)",
          "[gc][heap_sizing]") {
  SECTION("max") {
    HeapSizingPolicy p(kGranuleSize, 256 * kM, 0, true);
    REQUIRE(p.limit() == 256 * kM);
    const Growth g = grow(p, 20.0 * kG, kG, 0.001, 1.0);  // wants 1 GB, may have 256 MB
    REQUIRE(g.max_target == 256 * kM);
    REQUIRE(p.target() == 256 * kM);
    const size_t n = p.expansions();
    REQUIRE_FALSE(p.observe(100.0, kG).has_value());  // at the limit: no more increases
    REQUIRE(p.expansions() == n);
  }
  SECTION("SoftMaxHeapSize") {
    HeapSizingPolicy p(kGranuleSize, 1 * kG, 100 * kM, true);
    REQUIRE(p.limit() == 100 * kM);
    const Growth g = grow(p, 1.0 * kG, 900 * kM, 0.001, 1.0);
    REQUIRE(g.max_target == 100 * kM);
  }
  SECTION("SoftMaxHeapSize >= max means none") {
    HeapSizingPolicy p(kGranuleSize, 64 * kM, 64 * kM, true);
    REQUIRE(p.limit() == 64 * kM);
    HeapSizingPolicy q(kGranuleSize, 64 * kM, 128 * kM, true);
    REQUIRE(q.limit() == 64 * kM);
  }
  SECTION("SoftMaxHeapSize below -Xms: the limit is -Xms") {
    HeapSizingPolicy p(64 * kM, 1 * kG, 10 * kM, true);
    REQUIRE(p.limit() == 64 * kM);
    REQUIRE(p.target() == 64 * kM);
  }
  SECTION("non-adaptive") {
    HeapSizingPolicy p(kGranuleSize, 32 * kM, 0, false);
    p.observe(0, 0);
    p.observe(1, 100 * kM);
    REQUIRE(p.target() == 32 * kM);
  }
}

TEST_CASE("HeapSizingPolicy: commit_step is target/128 clamped to [2 MB, 32 MB], granule aligned",
          "[gc][heap_sizing]") {
  REQUIRE(HeapSizingPolicy::commit_step(0) == kGranuleSize);
  REQUIRE(HeapSizingPolicy::commit_step(kGranuleSize) == kGranuleSize);
  REQUIRE(HeapSizingPolicy::commit_step(256 * kM) == kGranuleSize);    // exactly 2 MB
  REQUIRE(HeapSizingPolicy::commit_step(300 * kM) == 4 * kM);    // 2.34 MB rounds up
  REQUIRE(HeapSizingPolicy::commit_step(1 * kG) == 8 * kM);
  REQUIRE(HeapSizingPolicy::commit_step(3 * kG) == 24 * kM);
  REQUIRE(HeapSizingPolicy::commit_step(4 * kG) == 32 * kM);
  REQUIRE(HeapSizingPolicy::commit_step(64 * kG) == 32 * kM);    // clamped
  for (size_t t = 0; t <= 8 * kG; t += 37 * kM + 4096) {
    const size_t s = HeapSizingPolicy::commit_step(t);
    CAPTURE(t, s);
    REQUIRE(s % kGranuleSize == 0);
    REQUIRE(s >= kGranuleSize);
    REQUIRE(s <= 32 * kM);
    REQUIRE(s >= std::min(t / 128, 32 * kM));
    REQUIRE(s < t / 128 + kGranuleSize + (t / 128 < kGranuleSize ? kGranuleSize : 0));
  }
}

TEST_CASE("HeapSizingPolicy: -XX:-ZAdaptiveHeapSizing grows only to what is used",
          "[gc][heap_sizing]") {
  HeapSizingPolicy p(kGranuleSize, 1 * kG, 0, false);
  REQUIRE_FALSE(p.observe(0.0, 0).has_value());
  // A high allocation rate alone does not grow it ahead of use.
  REQUIRE_FALSE(p.observe(0.010, kGranuleSize).has_value());
  REQUIRE(p.target() == kGranuleSize);
  auto grown = p.observe(0.020, 10 * kM + 1);
  REQUIRE(grown.has_value());
  REQUIRE(p.target() == 12 * kM);  // used, rounded up to a granule: no headroom
  REQUIRE_FALSE(p.observe(0.030, 9 * kM).has_value());
  REQUIRE(p.target() == 12 * kM);
  p.observe(0.040, 100 * kM);
  REQUIRE(p.target() == 100 * kM);
}

TEST_CASE("HeapSizingPolicy: after_uncommit follows committed memory, never below -Xms",
          "[gc][heap_sizing]") {
  HeapSizingPolicy p(16 * kM, 1 * kG, 0, true);
  p.observe(0, 0);
  p.observe(0.1, 100 * kM);
  REQUIRE(p.target() > 100 * kM);
  p.after_uncommit(40 * kM);
  REQUIRE(p.target() == 40 * kM);
  p.after_uncommit(3 * kM);
  REQUIRE(p.target() == 16 * kM);
  p.after_uncommit(0);
  REQUIRE(p.target() == 16 * kM);
  p.after_uncommit(41 * kM);  // rounded up to a granule
  REQUIRE(p.target() == 42 * kM);
}

TEST_CASE("HeapSizingPolicy: uncommitting to uncommit_floor does not trigger an increase",
          "[gc][heap_sizing]") {
  // The memory worker uncommits down to uncommit_floor(used) at most; the next observation with
  // the same usage must not grow the target again (no uncommit/expand ping-pong).
  for (bool adaptive : {true, false}) {
    for (size_t used : {size_t(0), 1 * kM, 40 * kM, 300 * kM, 900 * kM}) {
      CAPTURE(adaptive, used / kM);
      HeapSizingPolicy p(kGranuleSize, 1 * kG, 0, adaptive);
      grow(p, 1.0 * kG, used, 0.001, 0.0);  // reach `used` at 1 GB/s
      // The program stops allocating for a while; the rates decay.
      for (double t = 2.0; t < 12.0; t += 0.1) p.observe(t, used);
      const size_t floor = p.uncommit_floor(used);
      REQUIRE(floor >= p.min_capacity());
      REQUIRE(floor >= std::min(used, p.limit()));
      REQUIRE(floor <= 1 * kG);
      REQUIRE(floor % kGranuleSize == 0);
      p.after_uncommit(floor);
      const size_t n = p.expansions();
      REQUIRE_FALSE(p.observe(12.5, used).has_value());
      REQUIRE_FALSE(p.observe(13.0, used).has_value());
      REQUIRE(p.expansions() == n);
      REQUIRE(p.target() == floor);
    }
  }
}

TEST_CASE("HeapSizingPolicy: GC CPU share above the limit grows the target, cheap cycles do not",
          "[gc][sizing]") {
  HeapSizingPolicy policy(kGranuleSize, 1 * kG, 0, true);
  // The first cycle only starts the clock (no interval yet); the live set (8 MB used after it)
  // still lifts the target to 16 MB: what is live never fills more than half of it.
  auto grown = policy.on_gc_cycle(1.0, 0.01, 8 * kM);
  REQUIRE(grown);
  REQUIRE(*grown == 16 * kM);
  // Warm-up (< 10 s): a 20 ms cycle every 100 ms is 20 % > 5 %: x2.5.
  grown = policy.on_gc_cycle(1.1, 0.02, 8 * kM);
  REQUIRE(policy.gc_share() == Approx(0.2));
  REQUIRE(grown);
  REQUIRE(*grown == 40 * kM);
  // A 1 ms cycle after 1 s is 0.1 %: no growth.
  REQUIRE_FALSE(policy.on_gc_cycle(2.1, 0.001, 8 * kM));
  REQUIRE(policy.target() == 40 * kM);
  // After warm-up the limit is 10 % and the factor 2: 8 % does not grow, 15 % does.
  REQUIRE_FALSE(policy.on_gc_cycle(20.0, 0.08 * 17.9, 8 * kM));
  grown = policy.on_gc_cycle(21.0, 0.15, 8 * kM);
  REQUIRE(grown);
  REQUIRE(*grown == 80 * kM);
  // Never beyond the limit (-Xmx).
  for (double t = 22; t < 40; t += 1) policy.on_gc_cycle(t, 0.5, 8 * kM);
  REQUIRE(policy.target() == 1 * kG);
}

TEST_CASE("HeapSizingPolicy: without adaptive sizing GC feedback changes nothing", "[gc][sizing]") {
  HeapSizingPolicy policy(kGranuleSize, 1 * kG, 0, false);
  policy.on_gc_cycle(1.0, 0.01, 64 * kM);
  REQUIRE_FALSE(policy.on_gc_cycle(1.1, 0.09, 64 * kM));
  REQUIRE(policy.target() == kGranuleSize);
}
