// Unit tests for gc::Heap (gc/heap.hpp): TLAB allocation, small/medium/large thresholds, exhaustion
// at -Xmx, and the memory worker committing ahead of the program (JEP 545).
#include <catch2/catch.hpp>

#include <sys/mman.h>
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <future>
#include <memory>
#include <random>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "gc/heap.hpp"

using namespace jvmlab::gc;

namespace {

constexpr size_t kM = size_t(1) << 20;

// Frees the pages a test left in use and unmaps the heap's reservation when the test ends
// (stopping the memory worker first). The Heap leaves both on purpose (the VM ends with _Exit),
// which would keep every test's memory resident and show as leaks under LeakSanitizer. Declare it
// right after the Heap, so that it runs before the Heap's destructor.
void release_heap_memory(Heap& heap) {
  if (heap.memory_worker() != nullptr) heap.memory_worker()->stop();
  PageAllocator& pages = heap.page_allocator();
  if (pages.reserved_bytes() == 0) return;
  const uintptr_t end = pages.base() + pages.reserved_bytes();
  for (uintptr_t a = pages.base(); a < end; a += kGranuleSize) {
    Page* page = pages.page_of(a);
    if (page != nullptr && page->start == a) pages.free_page(page);
  }
  munmap(reinterpret_cast<void*>(pages.base()), pages.reserved_bytes());
}

struct ReservationReleaser {
  Heap& heap;
  ~ReservationReleaser() { release_heap_memory(heap); }
};

GcConfig heap_config(size_t max, bool worker) {
  GcConfig c;
  c.max = max;
  c.start_memory_worker = worker;
  return c;
}

bool all_zero(const void* p, size_t n) {
  const auto* b = static_cast<const uint8_t*>(p);
  return std::all_of(b, b + n, [](uint8_t x) { return x == 0; });
}

PageType type_at(Heap& heap, const void* p) {
  Page* page = heap.page_allocator().page_of(uintptr_t(p));
  REQUIRE(page != nullptr);
  return page->type;
}

}  // namespace

TEST_CASE("Heap: TLAB allocations are 8-byte aligned, zeroed and disjoint", "[gc][heap]") {
  Heap heap;
  ReservationReleaser release{heap};
  REQUIRE(heap.initialize(heap_config(64 * kM, false)) == PageAllocatorError::None);
  REQUIRE(heap.memory_worker() == nullptr);

  std::mt19937 rng(545);
  Tlab tlab;
  std::vector<std::pair<uintptr_t, size_t>> blocks;
  size_t total = 0;
  while (total < 6 * kM) {  // several small pages, many TLAB refills
    const size_t want = 1 + rng() % 3000;
    const size_t size = (want + 7) & ~size_t(7);
    void* p = heap.allocate(want, &tlab);
    REQUIRE(p != nullptr);
    REQUIRE(uintptr_t(p) % kObjectAlignment == 0);
    REQUIRE(heap.contains(p));
    REQUIRE(type_at(heap, p) == PageType::Small);
    REQUIRE(all_zero(p, size));
    std::memset(p, 0xa5, size);  // a later overlapping block would not be zero
    blocks.emplace_back(uintptr_t(p), size);
    total += size;
  }
  REQUIRE(tlab.refills >= 6 * kM / Heap::kTlabSize);
  std::sort(blocks.begin(), blocks.end());
  for (size_t i = 1; i < blocks.size(); i++) {
    REQUIRE(blocks[i - 1].first + blocks[i - 1].second <= blocks[i].first);
  }
  // Without a TLAB the shared page gives aligned, zeroed memory too.
  void* p = heap.allocate(13);
  REQUIRE(p != nullptr);
  REQUIRE(uintptr_t(p) % 8 == 0);
  REQUIRE(all_zero(p, 16));
}

TEST_CASE("Heap: recycled (dirty) memory is handed out zeroed", "[gc][heap]") {
  Heap heap;
  ReservationReleaser release{heap};
  REQUIRE(heap.initialize(heap_config(64 * kM, false)) == PageAllocatorError::None);
  void* big = heap.allocate(5 * kM);  // no medium pages at 64 MB: a large page of 3 granules
  REQUIRE(big != nullptr);
  std::memset(big, 0xff, 6 * kM);
  Page* page = heap.page_allocator().page_of(uintptr_t(big));
  REQUIRE(page != nullptr);
  heap.page_allocator().free_page(page);  // what the collector will do
  void* again = heap.allocate(5 * kM);
  REQUIRE(again == big);  // first fit in the page cache
  REQUIRE(all_zero(again, 6 * kM));
}

TEST_CASE("Heap: concurrent allocation from several threads is disjoint", "[gc][heap]") {
  Heap heap;
  ReservationReleaser release{heap};
  REQUIRE(heap.initialize(heap_config(256 * kM, false)) == PageAllocatorError::None);
  constexpr int kThreads = 4;
  std::vector<std::vector<std::pair<uintptr_t, size_t>>> blocks(kThreads);
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; t++) {
    threads.emplace_back([&heap, &blocks, t] {
      std::mt19937 rng(t);
      Tlab tlab;
      for (int i = 0; i < 20000; i++) {
        // Mostly TLAB-sized objects, some that bypass the TLAB, a few medium ones.
        const size_t r = rng() % 1000;
        const size_t size = r < 990 ? 8 + 8 * (rng() % 64) : r < 998 ? 16 * 1024 : 300 * 1024;
        void* p = heap.allocate(size, (i & 1) ? &tlab : nullptr);
        if (p == nullptr) break;
        std::memset(p, t + 1, 8);  // first word of each object, to check nobody overlaps
        blocks[t].emplace_back(uintptr_t(p), size);
      }
    });
  }
  for (auto& th : threads) th.join();
  std::vector<std::pair<uintptr_t, size_t>> all;
  for (int t = 0; t < kThreads; t++) {
    REQUIRE(blocks[t].size() == 20000);
    for (const auto& [p, size] : blocks[t]) {
      REQUIRE(*reinterpret_cast<uint8_t*>(p) == t + 1);
      all.emplace_back(p, size);
    }
  }
  std::sort(all.begin(), all.end());
  for (size_t i = 1; i < all.size(); i++) {
    REQUIRE(all[i - 1].first + all[i - 1].second <= all[i].first);
  }
}

TEST_CASE("Heap: small, medium and large thresholds", "[gc][heap]") {
  SECTION("-Xmx1g: 32 MB medium pages, objects up to 4 MB") {
    Heap heap;
    ReservationReleaser release{heap};
    REQUIRE(heap.initialize(heap_config(1024 * kM, false)) == PageAllocatorError::None);
    REQUIRE(heap.medium_page_size() == 32 * kM);
    Tlab tlab;
    void* a = heap.allocate(Heap::kMaxSmallObject, &tlab);
    REQUIRE(type_at(heap, a) == PageType::Small);
    void* b = heap.allocate(Heap::kMaxSmallObject + 1, &tlab);
    REQUIRE(type_at(heap, b) == PageType::Medium);
    void* c = heap.allocate(4 * kM);
    REQUIRE(type_at(heap, c) == PageType::Medium);
    REQUIRE(heap.page_allocator().page_of(uintptr_t(b)) ==
            heap.page_allocator().page_of(uintptr_t(c)));  // shared medium page
    REQUIRE(heap.page_allocator().page_of(uintptr_t(c))->size == 32 * kM);
    void* d = heap.allocate(4 * kM + 1);
    REQUIRE(type_at(heap, d) == PageType::Large);
    Page* large = heap.page_allocator().page_of(uintptr_t(d));
    REQUIRE(large->start == uintptr_t(d));
    REQUIRE(large->size == 4 * kM + kGranuleSize);  // rounded up to granules
    REQUIRE(all_zero(d, 4 * kM + 8));
  }
  SECTION("-Xmx128m: 4 MB medium pages (3.125% of max), objects up to 512 KB") {
    Heap heap;
    ReservationReleaser release{heap};
    REQUIRE(heap.initialize(heap_config(128 * kM, false)) == PageAllocatorError::None);
    REQUIRE(heap.medium_page_size() == 4 * kM);
    REQUIRE(type_at(heap, heap.allocate(512 * 1024)) == PageType::Medium);
    REQUIRE(type_at(heap, heap.allocate(512 * 1024 + 8)) == PageType::Large);
  }
  SECTION("-Xmx64m: no medium pages; above 256 KB is large") {
    Heap heap;
    ReservationReleaser release{heap};
    REQUIRE(heap.initialize(heap_config(64 * kM, false)) == PageAllocatorError::None);
    REQUIRE(heap.medium_page_size() == 0);
    REQUIRE(type_at(heap, heap.allocate(Heap::kMaxSmallObject)) == PageType::Small);
    void* p = heap.allocate(Heap::kMaxSmallObject + 8);
    REQUIRE(type_at(heap, p) == PageType::Large);
    REQUIRE(heap.page_allocator().page_of(uintptr_t(p))->size == kGranuleSize);
  }
}

TEST_CASE("Heap: allocation returns nullptr at max capacity", "[gc][heap]") {
  Heap heap;
  ReservationReleaser release{heap};
  REQUIRE(heap.initialize(heap_config(16 * kM, false)) == PageAllocatorError::None);
  REQUIRE(heap.max_capacity() == 16 * kM);
  int large = 0;
  while (heap.allocate(4 * kM) != nullptr) {  // two granules each
    large++;
    REQUIRE(large <= 4);
  }
  REQUIRE(large == 4);
  REQUIRE(heap.committed_bytes() == 16 * kM);
  REQUIRE(heap.allocate(8) == nullptr);
  Tlab tlab;
  REQUIRE(heap.allocate(8, &tlab) == nullptr);
  REQUIRE(heap.allocate(kGranuleSize) == nullptr);
  REQUIRE(heap.committed_bytes() == 16 * kM);

  // A size that overflows when rounded to granules is refused, not wrapped around.
  REQUIRE(heap.allocate(SIZE_MAX - 100) == nullptr);
}

// Regression (found by this test, fixed in b200192): Heap::allocate rounded the size up to 8
// before any check, so a request within 7 bytes of SIZE_MAX wrapped to 0 and got a zero-length
// "object" in a small page.
TEST_CASE("Heap: sizes near SIZE_MAX are refused", "[gc][heap]") {
  Heap heap;
  ReservationReleaser release{heap};
  REQUIRE(heap.initialize(heap_config(16 * kM, false)) == PageAllocatorError::None);
  REQUIRE(heap.allocate(SIZE_MAX - 3) == nullptr);
  REQUIRE(heap.allocate(SIZE_MAX) == nullptr);
  REQUIRE(heap.allocate(16 * kM + 1) == nullptr);  // more than -Xmx
  REQUIRE(heap.committed_bytes() == kGranuleSize);
}

// Regression (found by this test, fixed in b200192): Heap::allocate_medium called
// allocate_large while holding lock_, and allocate_large locks lock_ again (a non-recursive
// std::mutex): the thread deadlocked when a medium page could not be had but a large page could
// (the heap within one medium page of -Xmx). Runs on a helper thread with a 1 s timeout (a
// deadlock detector, not a speed check) so that a regression fails instead of hanging the suite;
// on a deadlock the thread and the Heap are leaked.
TEST_CASE("Heap: a medium object falls back to a large page near max capacity",
          "[gc][heap]") {
  auto* heap = new Heap;
  REQUIRE(heap->initialize(heap_config(128 * kM, false)) == PageAllocatorError::None);
  REQUIRE(heap->medium_page_size() == 4 * kM);
  // 126 MB in one large object: 2 MB left, less than a 4 MB medium page.
  REQUIRE(heap->allocate(126 * kM - 64) != nullptr);
  REQUIRE(heap->committed_bytes() == 126 * kM);

  auto result = std::make_shared<std::promise<void*>>();
  std::future<void*> done = result->get_future();
  std::thread t([result, heap] { result->set_value(heap->allocate(300 * 1024)); });
  if (done.wait_for(std::chrono::seconds(1)) != std::future_status::ready) {
    t.detach();  // deadlocked: leave it (and the heap it holds) to die with the process
    FAIL("Heap::allocate(300 KB) did not return within 1 s (self-deadlock on Heap::lock_)");
  }
  t.join();
  void* p = done.get();
  REQUIRE(p != nullptr);
  REQUIRE(type_at(*heap, p) == PageType::Large);
  release_heap_memory(*heap);
  delete heap;
}

TEST_CASE("Heap: reservation falls back to less than 16 x max when address space is limited",
          "[gc][heap]") {
  SECTION("impossible: max 2^47") {
    Heap heap;
    REQUIRE(heap.initialize(heap_config(size_t(1) << 47, false)) ==
            PageAllocatorError::AddressSpace);
  }
  SECTION("ulimit -v") {
    // VmSize now, from /proc/self/status, plus 1.5 GB of room: 16, 8, 4 and 2 x 1 GB do not fit.
    size_t vm_kb = 0;
    std::ifstream status("/proc/self/status");
    std::string key;
    while (status >> key) {
      if (key == "VmSize:") {
        status >> vm_kb;
        break;
      }
    }
    REQUIRE(vm_kb > 0);
    rlimit old{};
    REQUIRE(getrlimit(RLIMIT_AS, &old) == 0);
    const rlim_t limit = rlim_t(vm_kb) * 1024 + 1536 * kM;
    if (old.rlim_max != RLIM_INFINITY && old.rlim_max < limit) {
      WARN("RLIMIT_AS already below the test's limit: skipped");
      return;
    }
    struct Restore {
      rlimit saved;
      ~Restore() { setrlimit(RLIMIT_AS, &saved); }
    } restore{old};
    rlimit tight = old;
    tight.rlim_cur = limit;
    REQUIRE(setrlimit(RLIMIT_AS, &tight) == 0);
    Heap heap;
    ReservationReleaser release{heap};
    const PageAllocatorError error = heap.initialize(heap_config(1024 * kM, false));
    setrlimit(RLIMIT_AS, &old);
    REQUIRE(error == PageAllocatorError::None);
    REQUIRE(heap.page_allocator().reserved_bytes() == 1024 * kM);
    REQUIRE(heap.allocate(64) != nullptr);
  }
}

TEST_CASE("Heap: the memory worker commits ahead in a logarithmic number of expansions",
          "[gc][heap][worker]") {
  Heap heap;
  ReservationReleaser release{heap};
  GcConfig config = heap_config(512 * kM, true);
  REQUIRE(heap.initialize(config) == PageAllocatorError::None);
  REQUIRE(heap.memory_worker() != nullptr);

  // 256 MB in 64 KB chunks. Before taking a new small page (every 32 chunks) give the worker a
  // little time, and up to 2 s if it has not committed ahead yet: on a loaded machine the
  // assertions below stay about the policy (how many expansions, who commits), not timing.
  // (200 ms was not enough in an asserts build on a CI machine running two test processes.)
  constexpr size_t kChunk = 64 * 1024, kTotal = 256 * kM;
  Tlab tlab;
  size_t waited_out = 0;
  for (size_t done = 0; done < kTotal; done += kChunk) {
    if (done % kGranuleSize == 0 && done > 0) {
      std::this_thread::sleep_for(std::chrono::microseconds(100));
      const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(2);
      while (heap.committed_bytes() < heap.used_bytes() + kGranuleSize) {
        if (std::chrono::steady_clock::now() > deadline) {
          waited_out++;
          break;
        }
        std::this_thread::sleep_for(std::chrono::microseconds(100));
      }
    }
    void* p = heap.allocate(kChunk, &tlab);
    REQUIRE(p != nullptr);
    REQUIRE(heap.contains(p));
  }
  // The worker heats (pre-touches) what is used and a step beyond; on a busy machine, where
  // populating cold guest memory runs at 100-500 MB/s, it may lag: give it up to 10 s.
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  for (;;) {
    const PageAllocatorStats s = heap.page_allocator().stats();
    if (s.committed - s.cold >= s.used || std::chrono::steady_clock::now() > deadline) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  heap.memory_worker()->stop();
  const PageAllocatorStats stats = heap.page_allocator().stats();
  const size_t expansions = heap.memory_worker()->expansions();
  CAPTURE(expansions, waited_out, stats.committed / kM, stats.cold / kM,
          stats.committed_by_worker / kM, stats.committed_by_mutator / kM, stats.heated / kM);
  REQUIRE(stats.used >= kTotal);
  // ceil(log2(256 MB / 2 MB)) + 1 = 8; the brief allows 10.
  REQUIRE(expansions >= 1);
  REQUIRE(expansions <= 10);
  REQUIRE(stats.committed_by_worker > stats.committed_by_mutator);
  // The heap policy's acceptance: the worker does at least 90% of the committing. It holds only
  // if the worker was scheduled in time: when the mutator outran it past the 2 s wait, the
  // mutator rightly committed for itself, and only the weaker check above is about the policy.
  if (waited_out == 0) {
    REQUIRE(stats.committed_by_worker * 10 >=
            (stats.committed_by_worker + stats.committed_by_mutator) * 9);
  } else {
    WARN("the memory worker fell more than 2 s behind " << waited_out
         << " time(s); the 90% share is not checked on this run");
  }
  REQUIRE(stats.committed <= heap.max_capacity());
  // The worker heated (pre-touched) at least what the program used.
  REQUIRE(stats.committed - stats.cold >= stats.used);
  REQUIRE(stats.heated >= kTotal - kGranuleSize);  // the initial granule may have been heated or not
}

// JEP 545's ablation "without concurrent pre-touching" (-XX:-ZConcurrentPreTouch): the worker
// still commits ahead of the program but heats nothing; each page a Java thread takes is cold and
// that thread touches it (Heap::fresh_page), so heated memory is exactly what is used.
TEST_CASE("Heap: without concurrent pre-touch the worker commits ahead and heats nothing",
          "[gc][heap][worker]") {
  Heap heap;
  ReservationReleaser release{heap};
  GcConfig config = heap_config(256 * kM, true);
  config.concurrent_pre_touch = false;
  REQUIRE(heap.initialize(config) == PageAllocatorError::None);
  REQUIRE(heap.memory_worker() != nullptr);
  constexpr size_t kChunk = 64 * 1024, kTotal = 64 * kM;
  Tlab tlab;
  for (size_t done = 0; done < kTotal; done += kChunk) {
    if (done % kGranuleSize == 0 && done > 0) {
      // Give the worker up to 2 s to commit ahead (a loaded machine), as the test above.
      const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(2);
      while (heap.committed_bytes() < heap.used_bytes() + kGranuleSize &&
             std::chrono::steady_clock::now() < deadline) {
        std::this_thread::sleep_for(std::chrono::microseconds(100));
      }
    }
    REQUIRE(heap.allocate(kChunk, &tlab) != nullptr);
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(20));  // the worker's last step
  heap.memory_worker()->stop();
  const PageAllocatorStats stats = heap.page_allocator().stats();
  CAPTURE(stats.committed / kM, stats.used / kM, stats.cold / kM, stats.committed_by_worker / kM,
          stats.heated / kM);
  REQUIRE(stats.committed_by_worker > 0);
  REQUIRE(stats.committed > stats.used);         // committed ahead of use ...
  REQUIRE(stats.committed - stats.cold == stats.used);  // ... and only what is used was touched
  REQUIRE(stats.heated == stats.used);
}

// Regression (found by this test, fixed in 64bc090): MemoryWorker::run used to keep only
// max(-Xms, used + one commit step) when uncommitting; the policy's next observe then found used
// above half of the target and doubled it, recommitting at once what had just been uncommitted.
// Needs the worker's second uncommit check (1 s after the first), so it is hidden from "[gc]":
// run it with "[gc_slow]".
TEST_CASE("Heap: the memory worker does not grow the heap back right after uncommitting",
          "[.][gc_slow][heap][worker]") {
  Heap heap;
  ReservationReleaser release{heap};
  GcConfig config = heap_config(256 * kM, true);
  config.uncommit_delay = 0.05;  // seconds; checks at 0.05 s, then every second
  REQUIRE(heap.initialize(config) == PageAllocatorError::None);
  // 80 MB of large objects, then the "collector" frees three quarters of them.
  std::vector<void*> objects;
  for (int i = 0; i < 20; i++) {
    void* p = heap.allocate(4 * kM);
    REQUIRE(p != nullptr);
    objects.push_back(p);
  }
  for (int i = 0; i < 15; i++) {
    heap.page_allocator().free_page(heap.page_allocator().page_of(uintptr_t(objects[i])));
  }
  heap.memory_worker()->notify();
  // Let the worker reach its target (up to 1 s), then count its increases from here on.
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(1);
  while (heap.committed_bytes() < heap.memory_worker()->target() &&
         std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(10));
  const size_t expansions = heap.memory_worker()->expansions();
  const size_t committed_before = heap.committed_bytes();
  // Wait (up to 3 s) for the worker to uncommit what the program no longer uses.
  deadline = std::chrono::steady_clock::now() + std::chrono::seconds(3);
  while (heap.page_allocator().stats().uncommitted == 0 &&
         std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  REQUIRE(heap.page_allocator().stats().uncommitted > 0);
  // The worker uncommits only after it has reached its target (one thread does both), so from
  // here on any commit would be a regrowth.
  const size_t worker_commits = heap.page_allocator().stats().committed_by_worker;
  // Usage does not change; wake the worker so that it samples it again.
  heap.memory_worker()->notify();
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  const size_t expansions_after = heap.memory_worker()->expansions();
  heap.memory_worker()->stop();
  const PageAllocatorStats stats = heap.page_allocator().stats();
  CAPTURE(committed_before / kM, stats.uncommitted / kM, stats.committed / kM, stats.used / kM,
          expansions, expansions_after, worker_commits / kM, stats.committed_by_worker / kM);
  REQUIRE(expansions_after == expansions);
  REQUIRE(stats.committed_by_worker == worker_commits);  // nothing committed again
  REQUIRE(stats.committed >= stats.used);
}
