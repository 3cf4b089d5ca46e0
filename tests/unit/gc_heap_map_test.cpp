// Unit tests for the heap map's source, PageAllocator::granule_map (gc/page_allocator.hpp), and
// for gc::HeapMap (gc/heap_map.hpp): the codes follow every state change of the page allocator,
// the 2 MB-backed flag included, without the memory worker or the collector.
#include <catch2/catch.hpp>

#include <sys/mman.h>
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "gc/heap_map.hpp"
#include "gc/page_allocator.hpp"

using namespace jvmlab::gc;

namespace {

constexpr size_t kM = size_t(1) << 20;

// Frees the pages a test left in use and unmaps the reservation (as gc_page_allocator_test does).
struct Releaser {
  PageAllocator& pages;
  ~Releaser() {
    if (pages.reserved_bytes() == 0) return;
    const uintptr_t end = pages.base() + pages.reserved_bytes();
    for (uintptr_t a = pages.base(); a < end; a += kGranuleSize) {
      Page* page = pages.page_of(a);
      if (page != nullptr && page->start == a) pages.free_page(page);
    }
    munmap(reinterpret_cast<void*>(pages.base()), pages.reserved_bytes());
  }
};

std::vector<uint8_t> map_of(const PageAllocator& pages) {
  std::vector<uint8_t> out(pages.reserved_granules());
  out.resize(pages.granule_map(out.data(), out.size()));
  return out;
}

uint8_t code_at(const PageAllocator& pages, uintptr_t address) {
  return map_of(pages).at((address - pages.base()) >> kGranuleShift);
}

// The rule the map must keep after every operation: a granule is 2 MB-backed exactly when large
// pages are on, it is committed and it is not cold; so with large pages the huge granules number
// (committed - cold) / granule, and without them none. Committed granules number committed / granule.
void require_consistent(const PageAllocator& pages) {
  const std::vector<uint8_t> map = map_of(pages);
  const PageAllocatorStats s = pages.stats();
  size_t committed = 0, huge = 0;
  for (uint8_t c : map) {
    REQUIRE((c & (kGranuleRelocationSet | kGranuleInPlace)) == 0);  // the collector's flags only
    REQUIRE((c & kGranuleStateMask) <= kGranuleLarge);
    if ((c & kGranuleStateMask) != kGranuleUncommitted) committed++;
    if (c & kGranuleHuge) {
      REQUIRE((c & kGranuleStateMask) != kGranuleUncommitted);
      huge++;
    }
  }
  CAPTURE(s.committed, s.cold, committed, huge);
  REQUIRE(committed == s.committed >> kGranuleShift);
  REQUIRE(huge == (pages.large_pages() ? (s.committed - s.cold) >> kGranuleShift : 0));
}

}  // namespace

TEST_CASE("granule_map: states, page types and 2 MB backing follow the page allocator",
          "[gc][heap_map]") {
  for (const bool large : {true, false}) {
    CAPTURE(large);
    PageAllocator pages;
    Releaser releaser{pages};
    GcConfig config;
    config.max = 64 * kM;
    config.initial = 8 * kM;  // granules 0..3, cold
    config.large_pages = large;
    REQUIRE(pages.initialize(config) == PageAllocatorError::None);
    const uint8_t huge = pages.large_pages() ? kGranuleHuge : 0;

    std::vector<uint8_t> map = map_of(pages);
    REQUIRE(map == std::vector<uint8_t>(4, kGranuleFree));  // committed, not heated yet
    require_consistent(pages);

    // The memory worker heats two granules: they are 2 MB-backed from then on.
    REQUIRE(pages.heat_next(4 * kM) == 4 * kM);
    REQUIRE(map_of(pages) == std::vector<uint8_t>{uint8_t(kGranuleFree | huge), uint8_t(kGranuleFree | huge),
                                                  kGranuleFree, kGranuleFree});
    require_consistent(pages);

    // A small page on a heated granule keeps the flag; one on a cold granule gets it when its
    // taker claims (and heats) it.
    bool dirty = false;
    Page* a = pages.alloc_page(PageType::Small, 1, &dirty);
    Page* b = pages.alloc_page(PageType::Small, 1, &dirty);
    Page* c = pages.alloc_page(PageType::Small, 1, &dirty);
    REQUIRE(code_at(pages, a->start) == (kGranuleSmall | huge));
    REQUIRE(code_at(pages, c->start) == kGranuleSmall);
    REQUIRE(pages.claim_cold(c->start, c->size));
    REQUIRE(code_at(pages, c->start) == (kGranuleSmall | huge));
    require_consistent(pages);

    // Fresh commits are cold; a medium page over fresh and cached memory carries each granule's own.
    REQUIRE(pages.commit_ahead(6 * kM) == 6 * kM);  // granules 4..6
    require_consistent(pages);
    Page* m = pages.alloc_page(PageType::Medium, 4, &dirty);  // cached granules 3..6, all cold
    REQUIRE(m != nullptr);
    for (size_t g = 0; g < 4; g++) {
      REQUIRE((code_at(pages, m->start + g * kGranuleSize) & kGranuleStateMask) == kGranuleMedium);
    }
    require_consistent(pages);

    // Freed pages are free again and keep their heat.
    pages.free_page(b);
    pages.free_page(m);
    require_consistent(pages);

    // Harvesting moves the cached granules (two heated, four cold, around c's granule) behind one
    // new range: their heat moves with them, their old addresses are address space again.
    const uintptr_t a_start = a->start;
    pages.free_page(a);
    const uintptr_t moved = pages.harvest_all();
    REQUIRE(moved != 0);
    require_consistent(pages);
    REQUIRE(code_at(pages, a_start) == kGranuleUncommitted);
    Page* l = pages.alloc_page(PageType::Large, 6, &dirty);
    REQUIRE(l != nullptr);
    REQUIRE(l->start == moved);
    for (size_t g = 0; g < 6; g++) {
      REQUIRE((code_at(pages, l->start + g * kGranuleSize) & kGranuleStateMask) == kGranuleLarge);
    }
    require_consistent(pages);
    pages.free_page(l);
    require_consistent(pages);

    // Uncommitted granules are address space again: code 0, no flag.
    REQUIRE(pages.uncommit_unused(pages.now(), 0, 0) > 0);
    require_consistent(pages);
    pages.free_page(c);
    pages.heat_next(64 * kM);
    require_consistent(pages);
  }
}

TEST_CASE("granule_map: pre-touched initial heap is 2 MB-backed at once", "[gc][heap_map]") {
  PageAllocator pages;
  Releaser releaser{pages};
  GcConfig config;
  config.max = 16 * kM;
  config.initial = 4 * kM;
  config.pre_touch = true;
  REQUIRE(pages.initialize(config) == PageAllocatorError::None);
  const uint8_t huge = pages.large_pages() ? kGranuleHuge : 0;
  REQUIRE(map_of(pages) == std::vector<uint8_t>(2, uint8_t(kGranuleFree | huge)));
  require_consistent(pages);
}

TEST_CASE("HeapMap: snapshots copy the allocator's codes, count what does not fit, write JSON",
          "[gc][heap_map]") {
  PageAllocator pages;
  Releaser releaser{pages};
  GcConfig config;
  config.max = 16 * kM;
  config.initial = 6 * kM;
  REQUIRE(pages.initialize(config) == PageAllocatorError::None);
  bool dirty = false;
  Page* p = pages.alloc_page(PageType::Small, 1, &dirty);
  REQUIRE(p != nullptr);

  HeapMap map;
  REQUIRE(map.initialize(pages.reserved_granules(), 2, 1 << 20));
  size_t granules = 0;
  map.prepare(pages);
  uint8_t* row = map.begin(pages, 1000, 0, "Pause Mark Start", &granules);
  REQUIRE(row != nullptr);
  REQUIRE(granules == 3);
  REQUIRE((row[0] & kGranuleStateMask) == kGranuleSmall);
  REQUIRE((row[1] & kGranuleStateMask) == kGranuleFree);
  row[0] |= kGranuleRelocationSet;  // the collector's flag, on the snapshot only
  map.commit(123);
  REQUIRE((code_at(pages, p->start) & kGranuleRelocationSet) == 0);
  map.prepare(pages);
  REQUIRE(map.begin(pages, 2000, -1, "Interval", &granules) != nullptr);
  map.commit(45);
  REQUIRE(map.begin(pages, 3000, -1, "Interval", &granules) == nullptr);  // two snapshots reserved
  REQUIRE(map.count() == 2);
  REQUIRE(map.dropped() == 1);
  size_t last = 0;
  REQUIRE(map.last(&last) != nullptr);
  REQUIRE(last == 3);
  REQUIRE(HeapMap::glyph(kGranuleSmall | kGranuleRelocationSet) == 'R');
  REQUIRE(HeapMap::glyph(kGranuleMedium | kGranuleHuge) == 'M');
  REQUIRE(HeapMap::glyph(kGranuleFree) == '_');

  char path[] = "/tmp/jvmlab-heap-map-test-XXXXXX";
  const int fd = mkstemp(path);
  REQUIRE(fd >= 0);
  close(fd);
  REQUIRE(map.write(path, 0));
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  std::remove(path);
  const std::string json = text.str();
  CAPTURE(json);
  REQUIRE(json.find("\"dropped\":1") != std::string::npos);
  REQUIRE(json.find("\"when\":\"Pause Mark Start\",\"record_ns\":123,\"map\":\"") != std::string::npos);
  char first[3];
  std::snprintf(first, sizeof first, "%02x", unsigned(row[0]));
  REQUIRE(json.find(std::string("\"map\":\"") + first) != std::string::npos);
}
