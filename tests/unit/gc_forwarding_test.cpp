// Unit tests for gc::Forwarding and gc::ForwardingTable (gc/forwarding.hpp): insert/find for tables
// of 1..1025 live objects, racing inserts (one winner), retain/release/claim/wait_done, and the
// per-granule address -> Forwarding lookup.
#include <catch2/catch.hpp>

#include <sys/mman.h>

#include <atomic>
#include <bit>
#include <chrono>
#include <cstdint>
#include <future>
#include <memory>
#include <set>
#include <thread>
#include <vector>

#include "gc/forwarding.hpp"
#include "gc/page_allocator.hpp"

using namespace jvmlab::gc;

namespace {

// Forwarding reads only a page's start, size and type: a Page over an address range that is
// never touched is enough. The fake heap base is granule aligned like a real reservation.
constexpr uintptr_t kBase = uintptr_t(0x100000) << 20;  // 1 TB: far from anything mapped
constexpr size_t kM = size_t(1) << 20;

// The i-th old address on `page` (objects of 24 bytes, one apart, like a dense page) and a new
// address for it elsewhere in the heap.
uintptr_t old_addr(const Page& page, size_t i) { return page.start + i * 24; }
uintptr_t new_addr(size_t i, size_t salt = 0) { return kBase + 64 * kM + (i * 40 + salt * 8); }

std::vector<size_t> table_sizes() {
  std::vector<size_t> sizes;
  for (size_t n = 1; n <= 130; n++) sizes.push_back(n);
  for (size_t n : {255, 256, 257, 511, 512, 513, 767, 1000, 1023, 1024, 1025}) sizes.push_back(n);
  return sizes;
}

}  // namespace

TEST_CASE("Forwarding: insert and find for 1..1025 live objects", "[gc][forwarding]") {
  Page page(PageType::Small, kBase + 4 * kM, kGranuleSize);
  for (size_t live : table_sizes()) {
    CAPTURE(live);
    Forwarding f(&page, kBase, live, live * 24);
    REQUIRE(std::has_single_bit(f.capacity()));
    REQUIRE(f.capacity() >= 2 * live);
    REQUIRE(f.live_objects() == live);
    REQUIRE(f.live_bytes() == live * 24);
    // Nothing forwarded yet.
    for (size_t i = 0; i < live; i++) REQUIRE(f.find(old_addr(page, i)) == 0);
    // Insert in a scrambled order so that collisions do not follow address order.
    for (size_t k = 0; k < live; k++) {
      const size_t i = (k * 7919) % live;  // 7919 is a prime above 1025: a permutation
      REQUIRE(f.insert(old_addr(page, i), new_addr(i)) == new_addr(i));
    }
    for (size_t i = 0; i < live; i++) REQUIRE(f.find(old_addr(page, i)) == new_addr(i));
    // Absent keys: other offsets on the page, the page start when it was not inserted, the end.
    REQUIRE(f.find(old_addr(page, live)) == 0);
    REQUIRE(f.find(old_addr(page, live) + 8) == 0);
    REQUIRE(f.find(page.start + page.size - 8) == 0);
    // A second insert loses and returns the first value.
    for (size_t i = 0; i < live; i++) REQUIRE(f.insert(old_addr(page, i), new_addr(i, 1)) == new_addr(i));
    for (size_t i = 0; i < live; i++) REQUIRE(f.find(old_addr(page, i)) == new_addr(i));
  }
}

TEST_CASE("Forwarding: keys and values at the ends of the encodable ranges", "[gc][forwarding]") {
  // A 32 MB medium page (largest relocated page kind): its last word as key, and targets from the
  // heap base itself up to the top of the 512 GB the entry can encode.
  const size_t page_size = 32 * kM;
  Page page(PageType::Medium, kBase + 64 * kM, page_size);
  Forwarding f(&page, kBase, 4, 4 * 16);
  REQUIRE(f.type() == PageType::Medium);
  REQUIRE(f.contains(page.start));
  REQUIRE(f.contains(page.start + page_size - 8));
  REQUIRE_FALSE(f.contains(page.start + page_size));
  REQUIRE_FALSE(f.contains(page.start - 8));
  const uintptr_t last = page.start + page_size - 16;
  const uintptr_t top = kBase + (size_t(512) << 30) - 8;
  REQUIRE(f.insert(page.start, kBase) == kBase);  // key 0 -> offset 0: still a populated entry
  REQUIRE(f.insert(last, top) == top);
  REQUIRE(f.insert(page.start + 8, kBase + 8) == kBase + 8);
  REQUIRE(f.find(page.start) == kBase);
  REQUIRE(f.find(last) == top);
  REQUIRE(f.find(page.start + 8) == kBase + 8);
  REQUIRE(f.find(page.start + 16) == 0);
}

TEST_CASE("Forwarding: racing inserts of the same keys have exactly one winner", "[gc][forwarding]") {
  constexpr unsigned kThreads = 4;
  Page page(PageType::Small, kBase + kGranuleSize, kGranuleSize);
  for (size_t live : {size_t(1), size_t(7), size_t(64), size_t(1025), size_t(8191)}) {
    CAPTURE(live);
    for (int round = 0; round < 20; round++) {
      Forwarding f(&page, kBase, live, live * 16);
      std::vector<std::vector<uintptr_t>> seen(kThreads, std::vector<uintptr_t>(live));
      std::atomic<unsigned> ready{0};
      std::vector<std::thread> threads;
      for (unsigned t = 0; t < kThreads; t++) {
        threads.emplace_back([&, t] {
          ready.fetch_add(1);
          while (ready.load() < kThreads) {
          }
          // Each thread walks the keys in its own order, so that the races are spread out.
          for (size_t k = 0; k < live; k++) {
            const size_t i = (t & 1) ? live - 1 - k : k;
            seen[t][i] = f.insert(page.start + i * 16, new_addr(i, t));
          }
        });
      }
      for (auto& th : threads) th.join();
      for (size_t i = 0; i < live; i++) {
        const uintptr_t winner = f.find(page.start + i * 16);
        bool is_one_of_the_values = false;
        for (unsigned t = 0; t < kThreads; t++) is_one_of_the_values |= winner == new_addr(i, t);
        REQUIRE(is_one_of_the_values);
        for (unsigned t = 0; t < kThreads; t++) REQUIRE(seen[t][i] == winner);
      }
    }
  }
}

TEST_CASE("Forwarding: retain, release, claim and wait_done", "[gc][forwarding]") {
  Page page(PageType::Small, kBase, kGranuleSize);
  Forwarding f(&page, kBase, 1, 16);

  SECTION("retain succeeds until claimed; claim waits for every retainer to release") {
    REQUIRE(f.retain());
    REQUIRE(f.retain());
    std::atomic<bool> claimed{false};
    std::thread worker([&] {
      f.claim();
      claimed.store(true);
    });
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    REQUIRE_FALSE(claimed.load());
    f.release();
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    REQUIRE_FALSE(claimed.load());  // one retainer left
    f.release();
    worker.join();
    REQUIRE(claimed.load());
    REQUIRE_FALSE(f.retain());
    REQUIRE_FALSE(f.retain());
    f.claim();  // a second claim returns at once
    REQUIRE_FALSE(f.is_done());
  }

  SECTION("wait_done blocks until mark_done, then returns at once") {
    f.claim();
    REQUIRE_FALSE(f.retain());
    auto waiter = std::async(std::launch::async, [&] {
      f.wait_done();
      return f.find(page.start);
    });
    REQUIRE(waiter.wait_for(std::chrono::milliseconds(30)) == std::future_status::timeout);
    REQUIRE(f.insert(page.start, kBase + 4 * kM) == kBase + 4 * kM);
    f.mark_done();
    REQUIRE(waiter.wait_for(std::chrono::seconds(10)) == std::future_status::ready);
    REQUIRE(waiter.get() == kBase + 4 * kM);  // the waiter sees the entry made before mark_done
    REQUIRE(f.is_done());
    f.wait_done();  // already done: no wait
  }

  SECTION("many retainers on many threads, then a claim") {
    std::atomic<int> inside{0};
    std::atomic<bool> violated{false};
    std::atomic<bool> claimed{false};
    std::vector<std::thread> threads;
    for (int t = 0; t < 3; t++) {
      threads.emplace_back([&] {
        for (int i = 0; i < 20000; i++) {
          if (!f.retain()) {
            f.wait_done();
            return;
          }
          inside.fetch_add(1);
          if (claimed.load()) violated.store(true);  // a retainer inside a claimed page
          inside.fetch_sub(1);
          f.release();
        }
      });
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
    f.claim();
    claimed.store(true);
    if (inside.load() != 0) violated.store(true);
    f.mark_done();
    for (auto& th : threads) th.join();
    REQUIRE_FALSE(violated.load());
    REQUIRE_FALSE(f.retain());
  }
}

TEST_CASE("ForwardingTable: get for addresses in every granule of a page, and remove", "[gc][forwarding]") {
  const size_t reserved = 256 * kM;
  ForwardingTable table(kBase, reserved);
  Page small(PageType::Small, kBase + kGranuleSize, kGranuleSize);
  Page medium(PageType::Medium, kBase + 8 * kM, 16 * kM);  // granules 4..11
  Page after(PageType::Small, kBase + 24 * kM, kGranuleSize);
  Forwarding fs(&small, kBase, 1, 16), fm(&medium, kBase, 1, 16), fa(&after, kBase, 1, 16);

  REQUIRE(table.get(small.start) == nullptr);
  table.insert(&fs);
  table.insert(&fm);
  REQUIRE(table.get(small.start) == &fs);
  REQUIRE(table.get(small.start + kGranuleSize - 8) == &fs);
  REQUIRE(table.get(small.start - 8) == nullptr);
  REQUIRE(table.get(small.start + kGranuleSize) == nullptr);
  for (uintptr_t a = medium.start; a < medium.end(); a += kGranuleSize) {
    CAPTURE(a - medium.start);
    REQUIRE(table.get(a) == &fm);
    REQUIRE(table.get(a + kGranuleSize / 2) == &fm);
    REQUIRE(table.get(a + kGranuleSize - 8) == &fm);
  }
  REQUIRE(table.get(medium.start - 8) == nullptr);
  REQUIRE(table.get(medium.end()) == nullptr);
  // Outside the reservation: below the base (wraps to a huge offset) and at its end.
  REQUIRE(table.get(kBase - 8) == nullptr);
  REQUIRE(table.get(kBase + reserved) == nullptr);
  REQUIRE(table.get(0) == nullptr);

  table.remove(&fm);
  for (uintptr_t a = medium.start; a < medium.end(); a += kGranuleSize) REQUIRE(table.get(a) == nullptr);
  REQUIRE(table.get(small.start) == &fs);

  // remove() leaves granules that another Forwarding took over since (a page reused) alone.
  Page reused(PageType::Small, small.start, kGranuleSize);
  Forwarding fr(&reused, kBase, 1, 16);
  table.insert(&fr);
  table.remove(&fs);
  REQUIRE(table.get(small.start) == &fr);
  table.insert(&fa);
  REQUIRE(table.get(after.start + 100) == &fa);
  table.remove(&fr);
  table.remove(&fa);
  REQUIRE(table.get(small.start) == nullptr);
  REQUIRE(table.get(after.start) == nullptr);
}

// Regression: entries once kept the new address as a 36-bit offset / 8 (512 GB) while the page
// allocator reserves 16 x -Xmx, so from -Xmx33g on a target above base + 512 GB came back wrong.
TEST_CASE("Forwarding: every address of a large heap's reservation is encodable as a target",
          "[gc][forwarding]") {
  PageAllocator pages;
  GcConfig config;
  config.max = size_t(64) << 30;  // -Xmx64g: address space only (PROT_NONE, MAP_NORESERVE)
  config.large_pages = false;
  if (pages.initialize(config) != PageAllocatorError::None) {
    WARN("could not reserve the address space of a 64 GB heap here; skipped");
    return;
  }
  INFO("reserved " << (pages.reserved_bytes() >> 30) << " GB");
  Page page(PageType::Small, pages.base(), kGranuleSize);
  Forwarding f(&page, pages.base(), 2, 32);
  const uintptr_t top = pages.base() + pages.reserved_bytes() - kGranuleSize;  // a page's start
  REQUIRE(f.insert(page.start, top) == top);
  CHECK(f.find(page.start) == top);
  munmap(reinterpret_cast<void*>(pages.base()), pages.reserved_bytes());  // ~PageAllocator keeps it
}
