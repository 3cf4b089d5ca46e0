// PageAllocator: the heap's memory in 2 MB granules — reservation, per-granule state, commit and
// uncommit coalesced per contiguous run, a cache of free committed granules, harvesting with mremap,
// heating (pre-touch + collapse) and the commit-ahead work the memory worker does (JEP 545).
#pragma once

#include <sys/mman.h>

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <cstdint>
#include <cstdlib>
#include <mutex>
#include <optional>
#include <vector>

#include "gc/gc_config.hpp"
#include "gc/live_map.hpp"
#include "gc/os_memory.hpp"
#include "gc/range_set.hpp"

namespace jvmlab::gc {

/// ZGC's page kinds: small pages are one granule for objects up to 256 KB, medium
/// pages 32 MB for objects up to 4 MB, a large page holds one bigger object, rounded to granules.
enum class PageType : uint8_t { Small, Medium, Large };

/// A contiguous run of granules handed to the heap for allocation. `top` is the bump pointer.
/// Thread-safe bump allocation with `alloc_atomic`.
struct Page {
  PageType type;
  uintptr_t start;             // first byte, granule aligned
  size_t size;                 // bytes, a multiple of kGranuleSize
  std::atomic<uintptr_t> top;  // next free byte
  std::atomic<uint32_t> seqnum{0};  // collector cycle the page was allocated in (ZGC's seqnum):
                               // equal to the current one means allocated black (all live)
  LiveMap live;                // mark bits of the current cycle (gc/mark.cpp)

  Page(PageType t, uintptr_t s, size_t n) : type(t), start(s), size(n), top(s) {}
  uintptr_t end() const { return start + size; }
  /// Live-map bits this page needs: one per 8 bytes, one for a large page (its one object).
  size_t live_map_bits() const { return type == PageType::Large ? 1 : size >> 3; }
  /// Live-map index of the object starting at `addr`.
  size_t live_index(uintptr_t addr) const { return type == PageType::Large ? 0 : (addr - start) >> 3; }

  /// Bump-allocates `bytes` (already aligned) with a CAS loop; nullptr when the page is full.
  void* alloc_atomic(size_t bytes) {
    uintptr_t t = top.load(std::memory_order_relaxed);
    while (t + bytes <= end()) {
      if (top.compare_exchange_weak(t, t + bytes, std::memory_order_relaxed)) {
        return reinterpret_cast<void*>(t);
      }
    }
    return nullptr;
  }
};

/// A fixed-size array of zero-initialized T in its own anonymous mapping: for per-granule tables
/// over a 16 x Xmx reservation, whose untouched parts then cost no memory and no page faults at
/// start-up. (calloc is not enough: below glibc's mmap threshold, 128 KiB, it takes the block
/// from the C heap and memsets it, faulting in every page: 24 faults for -Xmx6g's state tables,
/// about 0.2 ms of Hello World here.) T must be valid as all-zero bytes.
template <typename T>
class ZeroedArray {
 public:
  ZeroedArray() = default;
  ~ZeroedArray() { release(); }
  ZeroedArray(const ZeroedArray&) = delete;
  ZeroedArray& operator=(const ZeroedArray&) = delete;
  /// Replaces the contents with `n` zeroed elements. Returns false when memory is exhausted.
  bool reset(size_t n) {
    release();
    if (n == 0 || n > SIZE_MAX / sizeof(T)) return n == 0;
    void* p = mmap(nullptr, n * sizeof(T), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) return false;
    data_ = static_cast<T*>(p);
    size_ = n;
    return true;
  }
  T& operator[](size_t i) { return data_[i]; }
  const T& operator[](size_t i) const { return data_[i]; }
  T* begin() { return data_; }
  size_t size() const { return size_; }

 private:
  void release() {
    if (data_ != nullptr) munmap(data_, size_ * sizeof(T));
    data_ = nullptr;
    size_ = 0;
  }
  T* data_ = nullptr;
  size_t size_ = 0;
};

/// A page request that found the heap at its maximum, waiting in the page allocator's stall queue
/// (ZGC's ZPageAllocation on ZPageAllocator::_stalled). Requests are satisfied in order as pages
/// are freed; one is failed only when a whole cycle that started after it could not satisfy it.
/// Owned by the waiting thread (lives on its stack); `result`, `page` and `dirty` are written by
/// the page allocator under its lock.
struct StalledAllocation {
  enum class Result : uint8_t { Waiting, Satisfied, Failed };
  PageType type = PageType::Small;
  size_t granules = 1;
  uint32_t seqnum = 0;          // the collector's cycle number when it stalled
  Result result = Result::Waiting;
  Page* page = nullptr;         // when Satisfied: taken for the requester, not yet registered
  bool dirty = false;           // when Satisfied: the page held objects (the requester clears it)
};

/// Granule map codes (PageAllocator::granule_map, gc/heap_map.hpp): the state in the low bits,
/// flags above it.
constexpr uint8_t kGranuleUncommitted = 0;     // reserved address space only
constexpr uint8_t kGranuleFree = 1;            // committed, in the page cache
constexpr uint8_t kGranuleSmall = 2;           // part of a small / medium / large page
constexpr uint8_t kGranuleMedium = 3;
constexpr uint8_t kGranuleLarge = 4;
constexpr uint8_t kGranuleStateMask = 0x0f;
constexpr uint8_t kGranuleRelocationSet = 0x10;  // its page is in the relocation set (collector)
constexpr uint8_t kGranuleInPlace = 0x20;        // its page was relocated in place (collector)
constexpr uint8_t kGranuleHuge = 0x40;           // committed, advised huge and heated: 2 MB-backed

/// Why initialize() failed.
enum class PageAllocatorError { None, AddressSpace, Commit };

/// Statistics, all in bytes unless named otherwise. A snapshot; fields are independent.
struct PageAllocatorStats {
  size_t reserved = 0;            // address space
  size_t committed = 0;           // capacity: free + used granules
  size_t used = 0;                // granules in pages handed out
  size_t cached = 0;              // committed and free (the page cache)
  size_t cold = 0;                // committed and not yet heated
  size_t committed_by_worker = 0; // total ever committed by the memory worker
  size_t committed_by_mutator = 0;// total ever committed synchronously by Java threads
  size_t committed_at_start = 0;  // the initial heap
  size_t harvested = 0;           // total ever remapped by harvesting
  size_t uncommitted = 0;         // total ever uncommitted
  size_t heated = 0;              // total ever pre-touched (start-up pre-touch included)
  size_t max_capacity = 0;        // -Xmx rounded to granules
};

/// Owns the heap's address space and its committed memory, in granules.
///
/// Granule states: *reserved* (address space only), *cached* (committed, free: in the page cache)
/// and *used* (part of a page). Free address space and the page cache are RangeSets; allocation is
/// first fit, so memory stays packed at the bottom of the reservation and the memory worker's
/// commits at the frontier coalesce with what is below them. Every system call covers one
/// contiguous run (OsMemory counts them).
///
/// Page allocation (alloc_page) never waits for the memory worker: a run from the cache if there
/// is one; else a cached run extended in place by committing the granules right after it; else
/// harvesting (free granules scattered in the cache are mremap'ed behind one new
/// contiguous address range, JEP 545) plus, for what the cache lacks, a synchronous commit that is
/// then handed to the worker for heating; else nullptr (the heap is at -Xmx).
///
/// Thread-safe: one mutex guards the state; pre-touching runs outside it.
class PageAllocator {
 public:
  PageAllocator() = default;
  ~PageAllocator();
  PageAllocator(const PageAllocator&) = delete;
  PageAllocator& operator=(const PageAllocator&) = delete;

  /// Reserves address space (below 2^47, so that `address << 16` colored pointers fit), commits the
  /// initial heap in one call (advised huge when large pages are on) and, with pre_touch, populates
  /// it on parallel_gc_threads threads in parallel. Reads initial, max, reserve_factor, large_pages,
  /// pre_touch and parallel_gc_threads of `config`, only here. Call once.
  PageAllocatorError initialize(const GcConfig& config);

  /// A page of `granules` contiguous committed granules, or nullptr when the heap is at its
  /// maximum capacity — or, with `queue_first` (Java threads), while stalled requests wait: they
  /// come first. The collector's relocation targets pass false: relocating frees more than it
  /// takes. `*dirty` is set when the memory held objects before (the caller clears it); fresh
  /// memory is zero. Counts the granules as used. Thread-safe.
  Page* alloc_page(PageType type, size_t granules, bool* dirty, bool queue_first = true);

  /// Returns a page's granules to the page cache (as dirty memory) and deletes the Page.
  /// For the collector and tests. Thread-safe.
  void free_page(Page* page);
  /// Frees several pages under one lock (the collector's bulk freeing). Thread-safe.
  void free_pages(const std::vector<Page*>& pages);

  // --- allocation stalls (ZGC's stall queue) ------------------------------------------------

  /// Enqueues `request` (type, granules, seqnum set) unless a page can be had right now with no
  /// older request waiting: then it is Satisfied at once. Returns true when it was satisfied.
  /// Pages freed later go to the queue in order first (free_pages), so a stalled thread gets the
  /// memory its cycle frees before any thread that did not stall. Thread-safe.
  bool enqueue_stalled(StalledAllocation* request);
  /// Waits until `request` is Satisfied or Failed (the caller must be safe for pauses). The
  /// request is off the queue when this returns. Thread-safe.
  void wait_stalled(StalledAllocation* request);
  /// End of cycle `seqnum`: fails every waiting request that stalled before that cycle started
  /// (seqnum < the cycle's: a whole cycle could not satisfy it — OutOfMemoryError), keeps those
  /// that stalled during it. Returns true when requests are still waiting (the collector then
  /// runs another cycle for them). ZGC's ZPageAllocator::check_out_of_memory. Thread-safe.
  bool check_out_of_memory(uint32_t seqnum);
  /// Fails every waiting request (the collector is stopping). Thread-safe.
  void fail_stalled();
  /// Number of requests waiting. Thread-safe.
  size_t stalled_count() const;

  // --- the memory worker's side -------------------------------------------------------------

  /// Commits up to `bytes` (granule multiple) of new memory at the lowest free address range, in
  /// one system call made without the lock (the range and its capacity are reserved first), into
  /// the page cache; stops at max capacity. Returns bytes committed.
  size_t commit_ahead(size_t bytes);

  /// Heats (populates, then collapses into 2 MB pages when large pages are on) the lowest cold
  /// committed run, at most `bytes`. Runs the system calls outside the lock. Returns bytes heated.
  size_t heat_next(size_t bytes);

  /// Takes the cold (committed, never touched) granules of [start, start + bytes) — a page just
  /// handed out — away from the memory worker, so that the caller heats them itself before its
  /// first store: a first-touch fault on a 2 MB page zeroes 2 MB inside the kernel, 4-10 ms on
  /// a machine where fresh guest memory arrives at 200-500 MB/s, and a thread in a fault cannot
  /// reach a safepoint. Returns true when any granule was cold. Thread-safe (takes the lock).
  bool claim_cold(uintptr_t start, size_t bytes);

  /// Heats (populates, then collapses into 2 MB pages when large pages are on) `bytes` at
  /// `start`, which the caller claimed with claim_cold; no lock held or taken. Thread-safe.
  void heat_claimed(uintptr_t start, size_t bytes) { heat(start, bytes); }

  /// Uncommits cached granules that have been free for at least `delay_seconds` at time `now`
  /// (seconds, steady clock), highest addresses first, keeping at least `keep_committed` bytes
  /// committed. One system call per contiguous run. Returns bytes uncommitted.
  size_t uncommit_unused(double now, double delay_seconds, size_t keep_committed);

  /// Moves every cached granule behind one contiguous address range (harvesting, JEP 545) and
  /// returns its start, or 0 when the cache is empty. Exposed for tests; alloc_page harvests
  /// exactly what it needs.
  uintptr_t harvest_all();

  // --- queries -------------------------------------------------------------------------------

  PageAllocatorStats stats() const;
  size_t committed_bytes() const { return committed_.load(std::memory_order_relaxed); }
  size_t used_bytes() const { return used_.load(std::memory_order_relaxed); }
  size_t cold_bytes() const { return cold_bytes_.load(std::memory_order_relaxed); }
  size_t max_capacity() const { return max_capacity_; }
  uintptr_t base() const { return base_; }
  size_t reserved_bytes() const { return reserved_; }
  bool contains(const void* p) const {
    return uintptr_t(p) - base_ < reserved_;
  }
  const LargePageSupport& large_page_support() const { return support_; }
  bool large_pages() const { return large_pages_; }
  /// Seconds the start-up pre-touch took (0 without AlwaysPreTouch).
  double pre_touch_seconds() const { return pre_touch_seconds_; }
  OsMemory& os() { return os_; }
  const OsMemory& os() const { return os_; }

  /// The page holding `address`, or nullptr (ZGC's page table: one entry per granule).
  /// Thread-safe for pages that are not being freed concurrently.
  Page* page_of(uintptr_t address) const {
    const uintptr_t offset = address - base_;
    return offset < reserved_ ? page_table_[offset >> kGranuleShift] : nullptr;
  }

  /// Writes one granule map code per granule (kGranule*: state, page type, kGranuleHuge) for
  /// the granules [0, n) of the reservation, n the highest granule ever committed + 1, at most
  /// `capacity`; returns n. The huge flag is what the allocator arranged (large pages on, the
  /// granule heated), not read back from the kernel. Takes no lock (each code is read as one
  /// relaxed atomic byte; one changing meanwhile shows its old or new code), allocates nothing
  /// and makes no system call, so a pause may call it without waiting for the memory worker.
  /// Thread-safe.
  size_t granule_map(uint8_t* out, size_t capacity) const;
  /// Granules of the whole reservation.
  size_t reserved_granules() const { return reserved_ >> kGranuleShift; }

  /// Seconds on the steady clock since initialize(): the time base of uncommit delays and rates.
  double now() const;

 private:
  enum class State : uint8_t { Reserved, Cached, Used };

  uintptr_t address(size_t granule) const { return base_ + (granule << kGranuleShift); }
  size_t granule(uintptr_t address) const { return (address - base_) >> kGranuleShift; }
  void set_state(size_t first, size_t count, State s);
  // One granule's map code, stored as a relaxed atomic byte for granule_map; lock held.
  void store_code(size_t g, uint8_t code) {
    std::atomic_ref<uint8_t>(granule_code_[g]).store(code, std::memory_order_relaxed);
  }
  // Sets the granule map code's state part, keeping kGranuleHuge; lock held.
  void set_code(size_t first, size_t count, uint8_t code);
  // Marks committed granules that left the cold set (or were pre-touched) 2 MB-backed when large
  // pages are on; lock held.
  void set_heated(size_t first, size_t count);
  bool commit_run(size_t first, size_t count);      // lock held
  void heat(uintptr_t start, size_t bytes);          // no lock
  void pre_touch_parallel(uintptr_t start, size_t bytes, unsigned threads);
  // A cached run extended in place by committing the granules after it; lock held.
  std::optional<size_t> extend_cached_run(size_t granules);
  // Harvests `count` granules from the cache into [dest, dest+count); lock held.
  bool harvest_into(size_t dest, size_t count);
  // alloc_page's work; lock held.
  Page* alloc_page_locked(PageType type, size_t granules, bool* dirty);
  // Hands freed or committed memory to the stall queue, oldest request first; lock held.
  void satisfy_stalled();

  mutable std::mutex lock_;
  OsMemory os_;
  LargePageSupport support_;
  bool large_pages_ = false;
  HugeAdvice advice_ = HugeAdvice::None;  // what the whole reservation was advised
  uintptr_t base_ = 0;
  size_t reserved_ = 0;
  size_t max_capacity_ = 0;
  ZeroedArray<State> state_;          // per granule of the reservation
  ZeroedArray<uint8_t> dirty_;        // per granule: held objects since it was committed
  ZeroedArray<float> free_since_;     // per granule: now() when it entered the cache
  ZeroedArray<Page*> page_table_;     // per granule: the page using it, or nullptr
  ZeroedArray<uint8_t> granule_code_; // per granule: its granule map code: state, page type and
                                      // kGranuleHuge (large pages on, committed, not in cold_), no
                                      // collector flags; written under lock_ by
                                      // store_code, read without it by granule_map
  std::atomic<size_t> granule_high_water_{0};  // highest granule ever not Reserved, + 1; written
                                               // under lock_
  RangeSet free_space_;               // reserved, not committed
  RangeSet cache_;                    // committed, free
  RangeSet cold_;                     // committed, not heated yet (cached or used)
  std::atomic<size_t> committed_{0};
  std::atomic<size_t> used_{0};
  std::atomic<size_t> cold_bytes_{0};
  size_t committed_by_worker_ = 0, committed_by_mutator_ = 0, committed_at_start_ = 0;
  size_t harvested_ = 0, uncommitted_ = 0;
  std::atomic<size_t> heated_{0};
  double pre_touch_seconds_ = 0;
  int64_t start_ns_ = 0;
  std::deque<StalledAllocation*> stalled_;  // the stall queue, oldest first; guarded by lock_
  std::condition_variable stall_cv_;        // signalled when a request is satisfied or failed
};

}  // namespace jvmlab::gc
