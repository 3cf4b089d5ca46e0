// Unit tests for gc::PageAllocator (gc/page_allocator.hpp) without the memory worker: reservation,
// one system call per contiguous run, harvesting with mremap, uncommit and RSS, large pages.
#include <catch2/catch.hpp>

#include <sys/mman.h>

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "gc/os_memory.hpp"
#include "gc/page_allocator.hpp"

using namespace jvmlab::gc;

namespace {

constexpr size_t kM = size_t(1) << 20;

// Frees the pages a test left in use and unmaps the allocator's reservation when the test ends.
// PageAllocator leaves both on purpose (the VM ends with _Exit), which would keep every test's
// memory resident until the process exits and show as leaks under LeakSanitizer.
struct ReservationReleaser {
  PageAllocator& pages;
  ~ReservationReleaser() {
    if (pages.reserved_bytes() == 0) return;
    const uintptr_t end = pages.base() + pages.reserved_bytes();
    for (uintptr_t a = pages.base(); a < end; a += kGranuleSize) {
      Page* page = pages.page_of(a);
      if (page != nullptr && page->start == a) pages.free_page(page);
    }
    munmap(reinterpret_cast<void*>(pages.base()), pages.reserved_bytes());
  }
};

GcConfig config(size_t max, bool large_pages = true) {
  GcConfig c;
  c.max = max;
  c.large_pages = large_pages;
  return c;
}

// The /proc/self/maps line of the mapping that holds `address`, or "".
std::string maps_line(uintptr_t address) {
  std::ifstream in("/proc/self/maps");
  std::string line;
  while (std::getline(in, line)) {
    unsigned long lo = 0, hi = 0;
    if (std::sscanf(line.c_str(), "%lx-%lx", &lo, &hi) == 2 && address >= lo && address < hi) {
      return line;
    }
  }
  return "";
}

// Permissions ("rw-p", "---p") of the mapping that holds `address`, or "".
std::string protection_of(uintptr_t address) {
  std::istringstream fields(maps_line(address));
  std::string range, perms;
  fields >> range >> perms;
  return perms;
}

// The VmFlags of the mapping that holds `address` (from /proc/self/smaps), or "".
std::string vm_flags_of(uintptr_t address) {
  std::ifstream in("/proc/self/smaps");
  std::string line;
  bool inside = false;
  while (std::getline(in, line)) {
    unsigned long lo = 0, hi = 0;
    char dash = 0;
    if (!line.empty() && line[0] != ' ' &&
        std::sscanf(line.c_str(), "%lx%c%lx", &lo, &dash, &hi) == 3 && dash == '-') {
      inside = address >= lo && address < hi;
    } else if (inside && line.rfind("VmFlags:", 0) == 0) {
      return line;
    }
  }
  return "";
}

bool has_vm_flag(uintptr_t address, const std::string& flag) {
  std::istringstream fields(vm_flags_of(address));
  std::string word;
  while (fields >> word) {
    if (word == flag) return true;
  }
  return false;
}

// Fills one granule with words that name it: (id << 32) | word index.
void fill_granule(uintptr_t start, uint64_t id) {
  auto* w = reinterpret_cast<uint64_t*>(start);
  for (size_t i = 0; i < kGranuleSize / 8; i++) w[i] = (id << 32) | i;
}

// The id a granule was filled with, or UINT64_MAX when any word is not the pattern.
uint64_t granule_id(uintptr_t start) {
  const auto* w = reinterpret_cast<const uint64_t*>(start);
  const uint64_t id = w[0] >> 32;
  for (size_t i = 0; i < kGranuleSize / 8; i++) {
    if (w[i] != ((id << 32) | i)) return UINT64_MAX;
  }
  return id;
}

uint64_t commits(const PageAllocator& p) { return p.os().counts.commit.load(); }
uint64_t remaps(const PageAllocator& p) { return p.os().counts.remap.load(); }
uint64_t uncommits(const PageAllocator& p) { return p.os().counts.uncommit.load(); }
uint64_t populates(const PageAllocator& p) { return p.os().counts.populate.load(); }

}  // namespace

TEST_CASE("PageAllocator: reservation is 16 x max, 2 MB aligned, below 2^47; one granule at start",
          "[gc][page_allocator]") {
  PageAllocator pages;
  ReservationReleaser release{pages};
  REQUIRE(pages.initialize(config(64 * kM)) == PageAllocatorError::None);
  REQUIRE(pages.max_capacity() == 64 * kM);
  REQUIRE(pages.reserved_bytes() == 16 * 64 * kM);
  REQUIRE(pages.base() % kGranuleSize == 0);
  REQUIRE(pages.base() + pages.reserved_bytes() <= (uintptr_t(1) << 47));
  REQUIRE(pages.committed_bytes() == kGranuleSize);
  REQUIRE(pages.used_bytes() == 0);
  REQUIRE(commits(pages) == 1);
  REQUIRE(pages.os().counts.reserve.load() == 1);
  REQUIRE(pages.stats().committed_at_start == kGranuleSize);
  // The first granule is read-write, the rest of the reservation inaccessible.
  REQUIRE(protection_of(pages.base()) == "rw-p");
  REQUIRE(protection_of(pages.base() + kGranuleSize) == "---p");
  REQUIRE(protection_of(pages.base() + pages.reserved_bytes() - 1) == "---p");
  REQUIRE(pages.contains(reinterpret_cast<void*>(pages.base())));
  REQUIRE(pages.contains(reinterpret_cast<void*>(pages.base() + pages.reserved_bytes() - 1)));
  REQUIRE_FALSE(pages.contains(reinterpret_cast<void*>(pages.base() + pages.reserved_bytes())));
  REQUIRE_FALSE(pages.contains(reinterpret_cast<void*>(pages.base() - 1)));

  // A max that is not a granule multiple is rounded up.
  PageAllocator odd;
  ReservationReleaser release_odd{odd};
  REQUIRE(odd.initialize(config(5 * kM)) == PageAllocatorError::None);
  REQUIRE(odd.max_capacity() == 6 * kM);
  REQUIRE(odd.reserved_bytes() == 16 * 6 * kM);
}

TEST_CASE("PageAllocator: N contiguous granules cost one system call, not N",
          "[gc][page_allocator]") {
  SECTION("commit_ahead and uncommit") {
    PageAllocator pages;
    ReservationReleaser release{pages};
    REQUIRE(pages.initialize(config(256 * kM)) == PageAllocatorError::None);
    size_t expected = pages.committed_bytes();
    for (size_t n : {1, 2, 16, 100}) {
      CAPTURE(n);
      const uint64_t before = commits(pages);
      REQUIRE(pages.commit_ahead(n * kGranuleSize) == n * kGranuleSize);
      REQUIRE(commits(pages) - before == 1);
      expected += n * kGranuleSize;
      REQUIRE(pages.committed_bytes() == expected);
    }
    // All of it is one contiguous free run in the cache: one uncommit call gives it back.
    const uint64_t before = uncommits(pages);
    REQUIRE(pages.uncommit_unused(pages.now(), 0, 0) == expected);
    REQUIRE(uncommits(pages) - before == 1);
    REQUIRE(pages.committed_bytes() == 0);
  }
  SECTION("alloc_page of a large page from an empty cache") {
    PageAllocator pages;
    ReservationReleaser release{pages};
    REQUIRE(pages.initialize(config(256 * kM)) == PageAllocatorError::None);
    bool dirty = true;
    Page* first = pages.alloc_page(PageType::Small, 1, &dirty);  // takes the initial granule
    REQUIRE(first != nullptr);
    REQUIRE_FALSE(dirty);
    REQUIRE(pages.stats().cached == 0);
    for (size_t n : {1, 2, 16, 100}) {
      CAPTURE(n);
      const uint64_t commit_before = commits(pages), remap_before = remaps(pages);
      Page* page = pages.alloc_page(PageType::Large, n, &dirty);
      REQUIRE(page != nullptr);
      REQUIRE(commits(pages) - commit_before == 1);
      REQUIRE(remaps(pages) == remap_before);
      REQUIRE(page->size == n * kGranuleSize);
      REQUIRE(page->type == PageType::Large);
      REQUIRE(page->start % kGranuleSize == 0);
      REQUIRE_FALSE(dirty);  // fresh memory is zero
      REQUIRE(pages.page_of(page->start) == page);
      REQUIRE(pages.page_of(page->end() - 1) == page);
    }
    REQUIRE(pages.stats().committed_by_mutator == 119 * kGranuleSize);
    REQUIRE(pages.used_bytes() == 120 * kGranuleSize);
  }
  SECTION("heating a contiguous cold run") {
    PageAllocator pages;
    ReservationReleaser release{pages};
    REQUIRE(pages.initialize(config(64 * kM)) == PageAllocatorError::None);
    REQUIRE(pages.commit_ahead(7 * kGranuleSize) == 7 * kGranuleSize);
    REQUIRE(pages.cold_bytes() == 8 * kGranuleSize);  // initial granule + 7, one run
    const uint64_t before = populates(pages);
    REQUIRE(pages.heat_next(16 * kM) == 16 * kM);
    REQUIRE(populates(pages) - before == 1);
    REQUIRE(pages.cold_bytes() == 0);
    REQUIRE(pages.os().counts.collapse.load() <= 1);
  }
  SECTION("a page taken from cold memory is claimed once, then heated by its taker") {
    PageAllocator pages;
    ReservationReleaser release{pages};
    REQUIRE(pages.initialize(config(64 * kM)) == PageAllocatorError::None);
    REQUIRE(pages.commit_ahead(3 * kGranuleSize) == 3 * kGranuleSize);
    bool dirty = true;
    Page* page = pages.alloc_page(PageType::Large, 2, &dirty);
    REQUIRE(page != nullptr);
    REQUIRE_FALSE(dirty);
    const size_t cold_before = pages.cold_bytes();
    REQUIRE(pages.claim_cold(page->start, page->size));
    REQUIRE(pages.cold_bytes() == cold_before - page->size);  // the worker will not heat it too
    REQUIRE_FALSE(pages.claim_cold(page->start, page->size));  // nothing left to claim
    const uint64_t before = populates(pages);
    const size_t heated_before = pages.stats().heated;
    pages.heat_claimed(page->start, page->size);
    REQUIRE(populates(pages) - before == 1);
    REQUIRE(pages.stats().heated - heated_before == page->size);
    // A recycled page is not cold: freed and taken again, there is nothing to claim.
    pages.free_page(page);
    Page* again = pages.alloc_page(PageType::Large, 2, &dirty);
    REQUIRE(again != nullptr);
    REQUIRE(dirty);
    REQUIRE_FALSE(pages.claim_cold(again->start, again->size));
  }
}

TEST_CASE("PageAllocator: harvesting yields contiguous memory and keeps contents",
          "[gc][page_allocator]") {
  PageAllocator pages;
  ReservationReleaser release{pages};
  REQUIRE(pages.initialize(config(64 * kM)) == PageAllocatorError::None);
  // 16 committed granules, all taken as small pages and filled with a pattern naming each.
  REQUIRE(pages.commit_ahead(15 * kGranuleSize) == 15 * kGranuleSize);
  std::vector<Page*> small;
  for (uint64_t i = 0; i < 16; i++) {
    bool dirty = true;
    Page* p = pages.alloc_page(PageType::Small, 1, &dirty);
    REQUIRE(p != nullptr);
    REQUIRE_FALSE(dirty);
    fill_granule(p->start, 100 + i);
    small.push_back(p);
  }
  REQUIRE(pages.committed_bytes() == 32 * kM);
  REQUIRE(pages.stats().cached == 0);

  // Free every other page: 8 cached granules, no two adjacent.
  std::map<uint64_t, uintptr_t> freed;  // id -> old address
  for (uint64_t i = 0; i < 16; i += 2) {
    freed[100 + i] = small[i]->start;
    pages.free_page(small[i]);
    small[i] = nullptr;
  }
  REQUIRE(pages.stats().cached == 8 * kGranuleSize);
  REQUIRE(pages.used_bytes() == 8 * kGranuleSize);

  SECTION("alloc_page harvests what it needs") {
    const uint64_t commit_before = commits(pages), remap_before = remaps(pages);
    bool dirty = false;
    Page* large = pages.alloc_page(PageType::Large, 4, &dirty);
    REQUIRE(large != nullptr);
    REQUIRE(large->size == 4 * kGranuleSize);
    REQUIRE(remaps(pages) > remap_before);
    REQUIRE(commits(pages) == commit_before);      // no fresh commit
    REQUIRE(pages.committed_bytes() == 32 * kM);   // committed memory did not grow
    REQUIRE(pages.stats().cached == 4 * kGranuleSize);
    REQUIRE(pages.stats().harvested == 4 * kGranuleSize);
    REQUIRE(dirty);  // the memory held objects
    // Each granule of the new page is one of the freed granules, contents intact.
    std::set<uint64_t> seen;
    for (size_t g = 0; g < 4; g++) {
      const uint64_t id = granule_id(large->start + g * kGranuleSize);
      CAPTURE(g, id);
      REQUIRE(freed.count(id) == 1);
      REQUIRE(seen.insert(id).second);
      REQUIRE(pages.page_of(large->start + g * kGranuleSize) == large);
    }
    // Their old addresses are reserved address space again.
    for (uint64_t id : seen) {
      REQUIRE(protection_of(freed[id]) == "---p");
      REQUIRE(pages.page_of(freed[id]) == nullptr);
      REQUIRE(pages.contains(reinterpret_cast<void*>(freed[id])));
    }
    // Writable across its whole length.
    std::memset(reinterpret_cast<void*>(large->start), 0x5a, large->size);
    REQUIRE(reinterpret_cast<uint8_t*>(large->end())[-1] == 0x5a);
    // The untouched small pages were not disturbed.
    for (uint64_t i = 1; i < 16; i += 2) REQUIRE(granule_id(small[i]->start) == 100 + i);
  }

  SECTION("harvest_all moves every cached granule behind one range") {
    const size_t committed = pages.committed_bytes();
    const uint64_t remap_before = remaps(pages), commit_before = commits(pages);
    const uintptr_t dest = pages.harvest_all();
    REQUIRE(dest != 0);
    REQUIRE(dest % kGranuleSize == 0);
    REQUIRE(pages.contains(reinterpret_cast<void*>(dest)));
    REQUIRE(remaps(pages) - remap_before == 8);  // 8 separate runs
    REQUIRE(commits(pages) == commit_before);
    REQUIRE(pages.committed_bytes() == committed);
    REQUIRE(pages.stats().cached == 8 * kGranuleSize);
    std::set<uint64_t> seen;
    for (size_t g = 0; g < 8; g++) {
      const uint64_t id = granule_id(dest + g * kGranuleSize);
      CAPTURE(g, id);
      REQUIRE(freed.count(id) == 1);
      REQUIRE(seen.insert(id).second);
    }
    REQUIRE(seen.size() == freed.size());
    for (const auto& [id, old] : freed) {
      CAPTURE(id);
      REQUIRE(protection_of(old) == "---p");
      REQUIRE(pages.page_of(old) == nullptr);
      REQUIRE(pages.contains(reinterpret_cast<void*>(old)));
    }
    // The harvested range is one cached run: an 8-granule page comes from it without any call.
    const uint64_t calls = commits(pages) + remaps(pages);
    bool dirty = false;
    Page* big = pages.alloc_page(PageType::Large, 8, &dirty);
    REQUIRE(big != nullptr);
    REQUIRE(big->start == dest);
    REQUIRE(dirty);
    REQUIRE(commits(pages) + remaps(pages) == calls);
    // An empty cache has nothing to harvest.
    REQUIRE(pages.harvest_all() == 0);
  }
}

TEST_CASE("PageAllocator: uncommit lowers RSS, never below what it must keep",
          "[gc][page_allocator]") {
  PageAllocator pages;
  ReservationReleaser release{pages};
  REQUIRE(pages.initialize(config(128 * kM)) == PageAllocatorError::None);
  REQUIRE(pages.commit_ahead(64 * kM) == 64 * kM);
  REQUIRE(pages.heat_next(66 * kM) == 66 * kM);  // populate all 66 MB
  size_t resident_before = 0;
  huge_page_backed_bytes(pages.base(), pages.reserved_bytes(), &resident_before);
  CAPTURE(resident_before / kM);
  REQUIRE(resident_before >= 64 * kM);

  // Not free long enough: nothing goes.
  REQUIRE(pages.uncommit_unused(pages.now(), 1000.0, 0) == 0);
  REQUIRE(pages.committed_bytes() == 66 * kM);

  const uint64_t calls_before = uncommits(pages);
  const size_t freed = pages.uncommit_unused(pages.now(), 0.0, 10 * kM);
  REQUIRE(freed == 56 * kM);
  REQUIRE(uncommits(pages) - calls_before == 1);  // one contiguous run
  REQUIRE(pages.committed_bytes() == 10 * kM);
  REQUIRE(pages.stats().uncommitted == 56 * kM);
  size_t resident_after = 0;
  huge_page_backed_bytes(pages.base(), pages.reserved_bytes(), &resident_after);
  CAPTURE(resident_after / kM);
  REQUIRE(resident_before - resident_after >= 54 * kM);
  REQUIRE(resident_before - resident_after <= 58 * kM);
  // The highest addresses went; the lowest stay committed.
  REQUIRE(protection_of(pages.base()) == "rw-p");
  REQUIRE(protection_of(pages.base() + 10 * kM) == "---p");

  // Never below `keep`, and used pages are never uncommitted.
  REQUIRE(pages.uncommit_unused(pages.now(), 0.0, 10 * kM) == 0);
  bool dirty = false;
  Page* used = pages.alloc_page(PageType::Small, 1, &dirty);
  REQUIRE(used != nullptr);
  REQUIRE(pages.uncommit_unused(pages.now(), 0.0, 0) == 8 * kM);
  REQUIRE(pages.committed_bytes() == kGranuleSize);
  std::memset(reinterpret_cast<void*>(used->start), 1, used->size);  // still writable

  // Uncommitted address space is reused and comes back zeroed.
  REQUIRE(pages.commit_ahead(4 * kM) == 4 * kM);
  Page* again = pages.alloc_page(PageType::Large, 2, &dirty);
  REQUIRE(again != nullptr);
  REQUIRE_FALSE(dirty);
  REQUIRE(reinterpret_cast<uint8_t*>(again->start)[0] == 0);
}

TEST_CASE("PageAllocator: heated memory is on 2 MB pages where the kernel allows",
          "[gc][page_allocator][large_pages]") {
  const LargePageSupport support = probe_large_page_support();
  if (!support.thp_usable) {
    WARN("anonymous THP unusable (mode " << support.thp_mode << "): large-page test skipped");
    return;
  }
  SECTION("large pages on") {
    PageAllocator pages;
    ReservationReleaser release{pages};
    REQUIRE(pages.initialize(config(64 * kM, true)) == PageAllocatorError::None);
    REQUIRE(pages.large_pages());
    REQUIRE(pages.commit_ahead(14 * kM) == 14 * kM);
    REQUIRE(pages.heat_next(16 * kM) == 16 * kM);
    const size_t huge = huge_page_backed_bytes(pages.base(), 16 * kM);
    CAPTURE(huge / kM);
    REQUIRE(huge >= 16 * kM * 95 / 100);
  }
  SECTION("large pages off") {
    PageAllocator pages;
    ReservationReleaser release{pages};
    REQUIRE(pages.initialize(config(64 * kM, false)) == PageAllocatorError::None);
    REQUIRE_FALSE(pages.large_pages());
    REQUIRE(pages.commit_ahead(14 * kM) == 14 * kM);
    REQUIRE(pages.heat_next(16 * kM) == 16 * kM);
    size_t resident = 0;
    const size_t huge = huge_page_backed_bytes(pages.base(), 16 * kM, &resident);
    REQUIRE(resident >= 16 * kM * 95 / 100);  // populated, on 4 KB pages
    // madvise mode: nothing asked for huge pages; always mode: the heap said MADV_NOHUGEPAGE.
    REQUIRE(huge == 0);
  }
}

// Regression (found by this test, fixed in b200192): OsMemory::uncommit and OsMemory::remap's
// re-reservation map fresh PROT_NONE memory over the range, which used to drop the MADV_HUGEPAGE
// that PageAllocator::initialize put on the whole reservation; memory recommitted there was then
// faulted in 4 KB pages and only MADV_COLLAPSE (a copy, ~5 ms per granule) could repair it.
TEST_CASE("PageAllocator: recommitted address space is still advised for large pages",
          "[gc][page_allocator][large_pages]") {
  const LargePageSupport support = probe_large_page_support();
  if (!support.thp_usable) {
    WARN("anonymous THP unusable (mode " << support.thp_mode << "): large-page test skipped");
    return;
  }
  PageAllocator pages;
  ReservationReleaser release{pages};
  REQUIRE(pages.initialize(config(64 * kM, true)) == PageAllocatorError::None);
  REQUIRE(pages.commit_ahead(16 * kM) == 16 * kM);  // granules 1..8
  const uintptr_t range = pages.base() + kGranuleSize;
  REQUIRE(has_vm_flag(range, "hg"));

  SECTION("after uncommit") {
    REQUIRE(pages.uncommit_unused(pages.now(), 0.0, kGranuleSize) == 16 * kM);
    REQUIRE(pages.commit_ahead(16 * kM) == 16 * kM);  // first fit: the same addresses
    bool dirty = false;
    pages.alloc_page(PageType::Small, 1, &dirty);  // the initial granule
    Page* page = pages.alloc_page(PageType::Large, 8, &dirty);
    REQUIRE(page != nullptr);
    REQUIRE(page->start == range);
    CAPTURE(vm_flags_of(range));
    REQUIRE(has_vm_flag(range, "hg"));
    // A Java thread touching it before the memory worker heats it still gets 2 MB pages. Measure
    // the whole mapping (granules 0..8): huge_page_backed_bytes shares a mapping's huge pages
    // pro rata among the parts of it asked for, and untouched granule 0 is in the same mapping.
    std::memset(reinterpret_cast<void*>(range), 1, 16 * kM);
    const size_t huge = huge_page_backed_bytes(pages.base(), 18 * kM);
    CAPTURE(huge / kM);
    REQUIRE(huge >= 16 * kM * 95 / 100);
  }
  SECTION("after harvesting, at the granules' old addresses") {
    bool dirty = false;
    Page* first = pages.alloc_page(PageType::Small, 1, &dirty);  // granule 0
    Page* a = pages.alloc_page(PageType::Small, 1, &dirty);      // granule 1
    Page* b = pages.alloc_page(PageType::Small, 1, &dirty);      // granule 2
    REQUIRE((first && a && b));
    REQUIRE(a->start == range);
    pages.free_page(a);
    REQUIRE(pages.harvest_all() != 0);  // granule 1 moves away; its old address is free space
    REQUIRE(protection_of(range) == "---p");
    CAPTURE(vm_flags_of(range));
    REQUIRE(has_vm_flag(range, "hg"));
  }
}

// -XX:-UseLargePages on a kernel in THP "always" mode: initialize advises MADV_NOHUGEPAGE over
// the reservation; that advice must survive uncommit and harvesting as MADV_HUGEPAGE does (the
// fresh PROT_NONE mapping they create starts without either). On a "madvise" kernel neither flag
// is set and this checks only the large-pages-on half.
TEST_CASE("PageAllocator: uncommit and harvesting keep the reservation's THP advice",
          "[gc][page_allocator][large_pages]") {
  const LargePageSupport support = probe_large_page_support();
  if (!support.thp_usable) {
    WARN("anonymous THP unusable (mode " << support.thp_mode << "): test skipped");
    return;
  }
  for (bool large_pages : {true, false}) {
    CAPTURE(large_pages, support.thp_mode);
    PageAllocator pages;
    ReservationReleaser release{pages};
    REQUIRE(pages.initialize(config(64 * kM, large_pages)) == PageAllocatorError::None);
    const uintptr_t g1 = pages.base() + kGranuleSize, g3 = pages.base() + 3 * kGranuleSize;
    const bool hg = has_vm_flag(g1, "hg"), nh = has_vm_flag(g1, "nh");
    REQUIRE(hg == large_pages);
    REQUIRE(nh == (!large_pages && support.thp_mode == "always"));
    REQUIRE(pages.commit_ahead(6 * kM) == 6 * kM);  // granules 1..3
    bool dirty = false;
    Page* p0 = pages.alloc_page(PageType::Small, 1, &dirty);
    Page* p1 = pages.alloc_page(PageType::Small, 1, &dirty);
    Page* p2 = pages.alloc_page(PageType::Small, 1, &dirty);
    REQUIRE((p0 && p1 && p2));
    REQUIRE(p1->start == g1);
    pages.free_page(p1);
    REQUIRE(pages.harvest_all() != 0);  // granules 1 and 3 move away
    CAPTURE(vm_flags_of(g1));
    REQUIRE(has_vm_flag(g1, "hg") == hg);
    REQUIRE(has_vm_flag(g1, "nh") == nh);
    REQUIRE(pages.uncommit_unused(pages.now(), 0.0, 0) > 0);  // the harvested range
    REQUIRE(pages.commit_ahead(kGranuleSize) == kGranuleSize);            // reuses granule 1
    CAPTURE(vm_flags_of(g1), vm_flags_of(g3));
    REQUIRE(has_vm_flag(g1, "hg") == hg);
    REQUIRE(has_vm_flag(g1, "nh") == nh);
    REQUIRE(has_vm_flag(g3, "hg") == hg);
    REQUIRE(has_vm_flag(g3, "nh") == nh);
  }
}

TEST_CASE("PageAllocator: -Xms above -Xmx is clamped; AlwaysPreTouch heats the initial heap",
          "[gc][page_allocator]") {
  SECTION("initial > max") {
    PageAllocator pages;
    ReservationReleaser release{pages};
    GcConfig c = config(8 * kM);
    c.initial = 20 * kM;
    REQUIRE(pages.initialize(c) == PageAllocatorError::None);
    REQUIRE(pages.committed_bytes() == 8 * kM);
    REQUIRE(pages.stats().committed_at_start == 8 * kM);
  }
  SECTION("pre-touch on two threads") {
    PageAllocator pages;
    ReservationReleaser release{pages};
    GcConfig c = config(64 * kM);
    c.initial = 32 * kM;
    c.pre_touch = true;
    c.parallel_gc_threads = 2;
    REQUIRE(pages.initialize(c) == PageAllocatorError::None);
    REQUIRE(pages.committed_bytes() == 32 * kM);
    REQUIRE(pages.cold_bytes() == 0);
    REQUIRE(pages.stats().heated == 32 * kM);
    REQUIRE(pages.os().counts.populate.load() == 2);  // one call per thread
    REQUIRE(pages.pre_touch_seconds() > 0);
    size_t rss = 0;
    huge_page_backed_bytes(pages.base(), 32 * kM, &rss);
    REQUIRE(rss >= 32 * kM * 95 / 100);
    REQUIRE(pages.heat_next(kGranuleSize) == 0);  // nothing cold left
  }
  SECTION("no pre-touch: the initial heap is cold, not resident") {
    PageAllocator pages;
    ReservationReleaser release{pages};
    GcConfig c = config(64 * kM);
    c.initial = 32 * kM;
    REQUIRE(pages.initialize(c) == PageAllocatorError::None);
    REQUIRE(pages.cold_bytes() == 32 * kM);
    REQUIRE(pages.pre_touch_seconds() == 0);
    size_t rss = 1;
    huge_page_backed_bytes(pages.base(), 32 * kM, &rss);
    REQUIRE(rss == 0);
  }
}

TEST_CASE("PageAllocator: at max capacity alloc_page returns nullptr", "[gc][page_allocator]") {
  PageAllocator pages;
  ReservationReleaser release{pages};
  REQUIRE(pages.initialize(config(16 * kM)) == PageAllocatorError::None);
  bool dirty = false;
  REQUIRE(pages.alloc_page(PageType::Large, 9, &dirty) == nullptr);  // more than max
  REQUIRE(pages.committed_bytes() == kGranuleSize);
  Page* big = pages.alloc_page(PageType::Large, 8, &dirty);  // all of max
  REQUIRE(big != nullptr);
  REQUIRE(pages.committed_bytes() == 16 * kM);
  REQUIRE(pages.alloc_page(PageType::Small, 1, &dirty) == nullptr);
  REQUIRE(pages.commit_ahead(kGranuleSize) == 0);
  REQUIRE(pages.committed_bytes() == 16 * kM);
  // Freed memory can be had again, and only that much.
  pages.free_page(big);
  Page* a = pages.alloc_page(PageType::Medium, 4, &dirty);
  REQUIRE(a != nullptr);
  REQUIRE(dirty);
  Page* b = pages.alloc_page(PageType::Medium, 4, &dirty);
  REQUIRE(b != nullptr);
  REQUIRE(pages.alloc_page(PageType::Small, 1, &dirty) == nullptr);
  REQUIRE(pages.committed_bytes() == 16 * kM);
  REQUIRE(pages.used_bytes() == 16 * kM);
}

TEST_CASE("PageAllocator: stalled requests get freed memory in order, before anybody else",
          "[gc][page_allocator][stall]") {
  // ZGC's stall queue: a Java thread whose page request found the heap at its maximum waits in
  // order; pages freed later go to the oldest request that fits first, and Java threads that did
  // not stall cannot take them meanwhile.
  PageAllocator pages;
  ReservationReleaser release{pages};
  REQUIRE(pages.initialize(config(8 * kM)) == PageAllocatorError::None);
  bool dirty = false;
  std::vector<Page*> held;
  for (int i = 0; i < 4; i++) held.push_back(pages.alloc_page(PageType::Small, 1, &dirty));
  for (Page* p : held) REQUIRE(p != nullptr);
  REQUIRE(pages.alloc_page(PageType::Small, 1, &dirty) == nullptr);  // at -Xmx

  StalledAllocation big;  // two granules, stalled first (cycle 5)
  big.type = PageType::Large;
  big.granules = 2;
  big.seqnum = 5;
  StalledAllocation small;  // one granule, stalled second (cycle 6)
  small.seqnum = 6;
  REQUIRE_FALSE(pages.enqueue_stalled(&big));
  REQUIRE_FALSE(pages.enqueue_stalled(&small));
  REQUIRE(pages.stalled_count() == 2);

  // One granule freed: the oldest request needs two, and a younger one may not overtake it.
  pages.free_page(held[0]);
  REQUIRE(big.result == StalledAllocation::Result::Waiting);
  REQUIRE(small.result == StalledAllocation::Result::Waiting);
  // A Java thread that did not stall does not get it either; the collector's relocation does.
  REQUIRE(pages.alloc_page(PageType::Small, 1, &dirty) == nullptr);
  Page* target = pages.alloc_page(PageType::Small, 1, &dirty, /*queue_first=*/false);
  REQUIRE(target != nullptr);
  pages.free_page(target);
  // A second granule: the big request is satisfied (dirty: it held objects), then nobody else.
  pages.free_page(held[1]);
  REQUIRE(big.result == StalledAllocation::Result::Satisfied);
  REQUIRE(big.page != nullptr);
  REQUIRE(big.page->size == 2 * kGranuleSize);
  REQUIRE(big.dirty);
  REQUIRE(small.result == StalledAllocation::Result::Waiting);
  pages.wait_stalled(&big);  // returns at once
  // End of cycle 6: the request that stalled during it (seqnum 6) waits for another cycle.
  REQUIRE(pages.check_out_of_memory(6));
  REQUIRE(small.result == StalledAllocation::Result::Waiting);
  // End of cycle 7, which started after it and freed nothing: it fails (OutOfMemoryError).
  REQUIRE_FALSE(pages.check_out_of_memory(7));
  REQUIRE(small.result == StalledAllocation::Result::Failed);
  REQUIRE(pages.stalled_count() == 0);

  // With nobody waiting, a request that fits is satisfied at once.
  pages.free_page(held[2]);
  StalledAllocation late;
  late.seqnum = 8;
  REQUIRE(pages.enqueue_stalled(&late));
  REQUIRE(late.result == StalledAllocation::Result::Satisfied);
  // fail_stalled (the collector stops) releases every waiter.
  StalledAllocation last;
  REQUIRE_FALSE(pages.enqueue_stalled(&last));
  pages.fail_stalled();
  REQUIRE(last.result == StalledAllocation::Result::Failed);
  pages.free_page(late.page);
  pages.free_page(big.page);
}
