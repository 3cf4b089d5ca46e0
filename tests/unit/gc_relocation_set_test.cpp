// Unit tests for relocation set selection (gc/relocation_set.hpp, gc::select_sparsest): which of
// the sparsest pages are worth relocating under the fragmentation limit, computed by hand.
//
// The rule (ZGC's ZRelocationSetSelectorGroup::select_inner in JDK 17): sort pages by
// live bytes; extend the candidate prefix one page at a time; the candidate becomes the selection
// when, compared with the current selection, the pages it adds free more than the limit:
//   100 - 100 * (to(candidate) - to(selected)) / (n(candidate) - n(selected)) > limit,
// with to(x) = ceil(live bytes of x / page size), the pages its live objects need.
// The cases below keep their live sums away from page multiples, so they do not depend on
// whether the page size or ZGC's (page size - largest object) is the divisor.
#include <catch2/catch.hpp>

#include <cstddef>
#include <vector>

#include "gc/gc_config.hpp"
#include "gc/relocation_set.hpp"

using jvmlab::gc::select_sparsest;

namespace {

constexpr size_t kSmall = jvmlab::gc::kGranuleSize;  // a small page is one granule
constexpr size_t kMedium = size_t(32) << 20;  // 32 MB medium page

// `percent` live of `page` bytes.
size_t live(double percent, size_t page = kSmall) { return size_t(double(page) * percent / 100.0); }

std::vector<size_t> pages(std::initializer_list<double> percents, size_t page = kSmall) {
  std::vector<size_t> v;
  for (double p : percents) v.push_back(live(p, page));
  return v;
}

}  // namespace

TEST_CASE("select_sparsest: no candidates, one page, dense pages", "[gc][relocation_set]") {
  std::vector<size_t> none;
  REQUIRE(select_sparsest(none, kSmall, 25, false) == 0);
  REQUIRE(select_sparsest(none, kSmall, 25, true) == 0);

  // Relocating one page needs one page: nothing freed, whatever its live bytes.
  auto one = pages({10});
  REQUIRE(select_sparsest(one, kSmall, 25, false) == 0);
  auto one_tiny = std::vector<size_t>{16};
  REQUIRE(select_sparsest(one_tiny, kSmall, 25, false) == 0);

  // All 80 % live: any k pages need ceil(0.8 k) pages, freeing at most 20 % < 25 %.
  auto dense = pages({80, 80, 80, 80, 80, 80});
  REQUIRE(select_sparsest(dense, kSmall, 25, false) == 0);
}

TEST_CASE("select_sparsest: sparse pages are all taken", "[gc][relocation_set]") {
  // Four pages at 10 %: 0.4 pages of live objects fit into one, three of four pages freed.
  auto four = pages({10, 10, 10, 10});
  REQUIRE(select_sparsest(four, kSmall, 25, false) == 4);

  // Three pages at 25 %: 0.75 pages -> one page, 66.7 % freed: above 25 and 60, not above 70.
  auto three = pages({25, 25, 25});
  REQUIRE(select_sparsest(three, kSmall, 25, false) == 3);
  three = pages({25, 25, 25});
  REQUIRE(select_sparsest(three, kSmall, 60, false) == 3);
  three = pages({25, 25, 25});
  REQUIRE(select_sparsest(three, kSmall, 70, false) == 0);

  // The limit is strict: two pages at 25 % free exactly 50 %.
  auto two = pages({25, 25});
  REQUIRE(select_sparsest(two, kSmall, 49.9, false) == 2);
  two = pages({25, 25});
  REQUIRE(select_sparsest(two, kSmall, 50, false) == 0);

  // Medium pages: same rule with their page size.
  auto medium = pages({3, 6, 10}, kMedium);
  REQUIRE(select_sparsest(medium, kMedium, 25, false) == 3);
}

TEST_CASE("select_sparsest: relocate_all takes every candidate", "[gc][relocation_set]") {
  auto dense = pages({80, 99, 80, 100});
  REQUIRE(select_sparsest(dense, kSmall, 25, true) == 4);
  auto one = pages({10});
  REQUIRE(select_sparsest(one, kSmall, 25, true) == 1);
}

TEST_CASE("select_sparsest: the input is sorted sparsest first", "[gc][relocation_set]") {
  auto v = pages({90, 10, 20, 5});
  select_sparsest(v, kSmall, 25, false);
  REQUIRE(v == pages({5, 10, 20, 90}));
}

TEST_CASE("select_sparsest: a dense page is not added when it frees nothing more (ZGC's increment rule)",
          "[gc][relocation_set]") {
  // 10 %, 20 %, 90 % of 2 MB: the first two fit into one page (50 % freed); adding the 90 % page
  // makes 1.2 pages -> 2 pages: the increment moves one page into one more page, freeing 0 %.
  // The rule ("extended while the increment frees more than a fragmentation limit") and ZGC
  // select 2. Judging the whole prefix instead (3 pages -> 2, 33 % > 25 %) would copy 1.8 MB to
  // free nothing beyond what the first two pages free.
  auto v = pages({10, 20, 90});
  CHECK(select_sparsest(v, kSmall, 25, false) == 2);
  v = pages({90, 20, 10});
  CHECK(select_sparsest(v, kSmall, 25, false) == 2);

  // 5 %, 5 %, 60 %, 60 %: the first three fit into one page (two freed); the fourth needs a
  // second page for itself: 0 % for the increment. ZGC selects 3; the prefix rule would take 4
  // (4 -> 2 pages, 50 %) and copy 1.2 MB to free nothing more.
  v = pages({5, 5, 60, 60});
  CHECK(select_sparsest(v, kSmall, 25, false) == 3);

  // 20 % x 4 then 95 %: four pages into one (three freed); the fifth needs a second page (0 %
  // for that increment): ZGC selects 4, the prefix rule 5 (5 -> 2 pages, 60 %).
  v = pages({20, 20, 20, 20, 95});
  CHECK(select_sparsest(v, kSmall, 25, false) == 4);
}
