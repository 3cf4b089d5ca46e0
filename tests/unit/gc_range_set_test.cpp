// Unit tests for gc::RangeSet (gc/range_set.hpp): coalescing, first fit, splitting, and a
// randomized check against a plain bitmap model.
#include <catch2/catch.hpp>

#include <cstddef>
#include <map>
#include <optional>
#include <random>
#include <vector>

#include "gc/range_set.hpp"

using jvmlab::gc::RangeSet;

namespace {

// The runs of a bitmap, start -> length, as RangeSet::runs() should show them.
std::map<size_t, size_t> runs_of(const std::vector<bool>& bits) {
  std::map<size_t, size_t> runs;
  for (size_t i = 0; i < bits.size();) {
    if (!bits[i]) {
      i++;
      continue;
    }
    size_t j = i;
    while (j < bits.size() && bits[j]) j++;
    runs.emplace(i, j - i);
    i = j;
  }
  return runs;
}

}  // namespace

TEST_CASE("RangeSet: insert coalesces with the run before, after and both", "[gc][range_set]") {
  RangeSet s;
  REQUIRE(s.empty());
  s.insert(10, 5);  // [10,15)
  s.insert(20, 5);  // [20,25)
  REQUIRE(s.run_count() == 2);
  REQUIRE(s.total() == 10);

  s.insert(15, 2);  // extends [10,15) to [10,17)
  REQUIRE(s.run_count() == 2);
  REQUIRE(s.runs().at(10) == 7);

  s.insert(18, 2);  // extends [20,25) downward to [18,25)
  REQUIRE(s.run_count() == 2);
  REQUIRE(s.runs().count(20) == 0);
  REQUIRE(s.runs().at(18) == 7);

  s.insert(17, 1);  // fills the gap: one run [10,25)
  REQUIRE(s.run_count() == 1);
  REQUIRE(s.runs().at(10) == 15);
  REQUIRE(s.total() == 15);

  s.insert(0, 3);   // not adjacent: separate run
  s.insert(30, 0);  // empty insert is a no-op
  REQUIRE(s.run_count() == 2);
  REQUIRE(s.total() == 18);
}

TEST_CASE("RangeSet: first fit takes the lowest run long enough, from its start",
          "[gc][range_set]") {
  RangeSet s;
  s.insert(0, 2);
  s.insert(10, 5);
  s.insert(30, 8);
  s.insert(50, 5);

  REQUIRE(s.take_first_fit(3) == std::optional<size_t>(10));  // [0,2) too short
  REQUIRE(s.runs().at(13) == 2);                                // rest of the run stays
  REQUIRE(s.take_first_fit(6) == std::optional<size_t>(30));
  REQUIRE(s.runs().at(36) == 2);
  REQUIRE(s.take_first_fit(9) == std::nullopt);  // nothing long enough: set unchanged
  REQUIRE(s.total() == 2 + 2 + 2 + 5);
  REQUIRE(s.take_first_fit(2) == std::optional<size_t>(0));  // exact fit removes the run
  REQUIRE(s.runs().count(0) == 0);
  REQUIRE(s.take_first_fit(5) == std::optional<size_t>(50));
  REQUIRE(s.total() == 4);
}

TEST_CASE("RangeSet: remove splits a run; contains checks whole ranges", "[gc][range_set]") {
  RangeSet s;
  s.insert(100, 50);  // [100,150)
  REQUIRE(s.contains(100, 50));
  REQUIRE(s.contains(149, 1));
  REQUIRE_FALSE(s.contains(99, 2));
  REQUIRE_FALSE(s.contains(140, 11));
  REQUIRE_FALSE(s.contains(150, 1));
  REQUIRE_FALSE(s.contains(0, 1));

  s.remove(120, 10);  // middle: [100,120) + [130,150)
  REQUIRE(s.run_count() == 2);
  REQUIRE(s.runs().at(100) == 20);
  REQUIRE(s.runs().at(130) == 20);
  REQUIRE(s.total() == 40);
  REQUIRE_FALSE(s.contains(119, 2));  // spans the hole
  REQUIRE_FALSE(s.contains(125, 1));

  s.remove(100, 5);  // head
  REQUIRE(s.runs().at(105) == 15);
  s.remove(140, 10);  // tail
  REQUIRE(s.runs().at(130) == 10);
  s.remove(130, 10);  // whole run
  REQUIRE(s.run_count() == 1);
  REQUIRE(s.total() == 15);

  s.insert(120, 10);  // re-inserting recoalesces
  REQUIRE(s.run_count() == 1);
  REQUIRE(s.runs().at(105) == 25);
}

TEST_CASE("RangeSet: randomized model check against a bitmap", "[gc][range_set]") {
  constexpr size_t kSize = 512;
  std::mt19937_64 rng(20260545);
  std::vector<bool> model(kSize, false);
  RangeSet s;
  auto rnd = [&](size_t n) { return size_t(rng() % n); };

  for (int op = 0; op < 5000; op++) {
    const size_t kind = rnd(4);
    if (kind == 0 || kind == 1) {
      // Insert a random free run: pick a free bit, extend over free bits up to a random length.
      const size_t start = rnd(kSize);
      if (model[start]) continue;
      size_t len = 0;
      const size_t want = 1 + rnd(12);
      while (start + len < kSize && !model[start + len] && len < want) len++;
      s.insert(start, len);
      for (size_t i = 0; i < len; i++) model[start + i] = true;
    } else if (kind == 2) {
      // Remove a random sub-range of a run that is in the set.
      const size_t start = rnd(kSize);
      if (!model[start]) continue;
      size_t len = 0;
      const size_t want = 1 + rnd(12);
      while (start + len < kSize && model[start + len] && len < want) len++;
      s.remove(start, len);
      for (size_t i = 0; i < len; i++) model[start + i] = false;
    } else {
      // First fit against the model: lowest index starting a run of >= count set bits.
      const size_t count = 1 + rnd(16);
      std::optional<size_t> expected;
      for (const auto& [start, len] : runs_of(model)) {
        if (len >= count) {
          expected = start;
          break;
        }
      }
      const auto got = s.take_first_fit(count);
      REQUIRE(got == expected);
      if (got) {
        for (size_t i = 0; i < count; i++) model[*got + i] = false;
      }
    }
    // Invariants after every operation: same runs (so coalesced and disjoint), same total.
    const auto expected_runs = runs_of(model);
    REQUIRE(s.runs() == expected_runs);
    size_t total = 0;
    for (bool b : model) total += b;
    REQUIRE(s.total() == total);
    REQUIRE(s.empty() == (total == 0));
    // contains() agrees with the model on a random range.
    const size_t a = rnd(kSize), n = 1 + rnd(8);
    bool all = a + n <= kSize;
    for (size_t i = a; all && i < a + n; i++) all = model[i];
    REQUIRE(s.contains(a, n) == all);
  }
}
