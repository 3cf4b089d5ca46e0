// The Java heap: object allocation in thread-local allocation buffers carved from shared small
// pages, medium and large pages, on the JEP 545 page allocator and memory worker; the list of
// pages and the services the collector (gc/collector.hpp) needs: retiring allocation pages at
// pauses, target memory for relocation, bulk freeing. Exhaustion at -Xmx returns nullptr (the
// runtime then stalls for a collection, and throws OutOfMemoryError when one does not help).
// Does not know object layouts.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <vector>

#include "gc/memory_worker.hpp"
#include "gc/page_allocator.hpp"

namespace jvmlab::gc {

constexpr size_t kObjectAlignment = 8;

/// A thread-local allocation buffer: a chunk of a shared small page that one thread bump-allocates
/// in without atomics (HotSpot's TLAB). Owned by its thread; the heap only refills it.
struct Tlab {
  uintptr_t top = 0;
  uintptr_t end = 0;
  size_t refills = 0;
};

/// Heap of pages over the PageAllocator. Objects up to 256 KB go to small pages (2 MB), through
/// the calling thread's TLAB when it has one; objects up to medium_page/8 (4 MB with 32 MB medium
/// pages) to a shared medium page; bigger ones get a large page of their own. Medium pages are
/// 32 MB when -Xmx allows (3.125% of it, as ZGC sizes them), else disabled.
/// Thread-safe: TLABs are per thread, shared pages bump with CAS, page changes take a lock.
class Heap {
 public:
  static constexpr size_t kMaxSmallObject = 256 * 1024;  // small page / 8
  static constexpr size_t kTlabSize = 64 * 1024;         // bytes per TLAB refill

  Heap();
  ~Heap();

  /// Keeps `config` (the one copy the page allocator, the memory worker and the collector read:
  /// config()), reserves and commits per it, creates the memory worker. Returns the page
  /// allocator's error (AddressSpace: the reservation failed; Commit: the initial heap could not
  /// be committed). Call once.
  PageAllocatorError initialize(const GcConfig& config);

  /// Allocates `bytes` (rounded up to 8) of zeroed memory, through `tlab` when given. Returns
  /// nullptr when the heap is at its maximum capacity. Thread-safe.
  void* allocate(size_t bytes, Tlab* tlab = nullptr);

  /// Allocation stalls (ZGC's): when allocate() returned nullptr, the runtime fills a request
  /// with stall_request(bytes), has the collector wait for it (Collector::stall, while the thread
  /// is safe for pauses) and then, back in its running state, calls allocate_stalled with the
  /// satisfied request: the page is registered (stamped with the current cycle, so allocated
  /// black if marking), the object allocated in it — or a TLAB chunk when `tlab` is given and the
  /// object is small — and a small page's rest published as the shared small page. Returns
  /// nullptr when the request Failed (OutOfMemoryError). Thread-safe.
  StalledAllocation stall_request(size_t bytes) const;
  void* allocate_stalled(StalledAllocation& request, size_t bytes, Tlab* tlab = nullptr);

  /// True if `p` lies inside the reserved range.
  bool contains(const void* p) const { return pages_.contains(p); }

  size_t used_bytes() const { return pages_.used_bytes(); }
  size_t committed_bytes() const { return pages_.committed_bytes(); }
  size_t max_capacity() const { return pages_.max_capacity(); }
  /// The capacity the collector works within (ZGC's soft max capacity): the sizing policy's goal
  /// (HeapSizingPolicy::goal), or max_capacity() without a memory worker. Lock-free.
  size_t soft_capacity() const { return worker_ ? std::min(worker_->goal(), max_capacity()) : max_capacity(); }
  size_t medium_page_size() const { return medium_page_size_; }
  /// The configuration the heap was initialized with; immutable afterwards.
  const GcConfig& config() const { return config_; }
  PageAllocator& page_allocator() { return pages_; }
  const PageAllocator& page_allocator() const { return pages_; }
  /// The memory worker (its thread starts when the program takes its second page), or nullptr
  /// when the configuration has none.
  MemoryWorker* memory_worker() { return worker_.get(); }

  /// Stops background logging for process exit (does not wait for the worker). Thread-safe.
  void prepare_for_exit();

  // --- for the collector ------------------------------------------------------------------
  /// Sets the cycle number stamped on new pages (Page::seqnum): pages taken from now on are
  /// allocated black for cycle `seqnum`. Only in a pause.
  void set_seqnum(uint32_t seqnum) { seqnum_.store(seqnum, std::memory_order_release); }
  /// Retires the shared small and medium pages, and the relocation target pages too when
  /// `relocation_targets`: the next allocation takes a new page. Only in a pause (TLABs are
  /// retired by the runtime, which owns the threads). Pause Mark Start retires all; Pause
  /// Relocate Start keeps the target page prepare_relocation_target() took for this cycle.
  void retire_shared_pages(bool relocation_targets = true);
  /// Before Pause Relocate Start, concurrently: takes (and zeroes, if recycled) the small page
  /// that relocation will copy into, if there is none yet, so that relocating the objects the
  /// roots point at inside the pause never waits for a page (taking and zeroing a recycled 2 MB
  /// page was ~0.1 ms of a 0.15-0.2 ms pause). No-op when the heap is full. Thread-safe.
  void prepare_relocation_target();
  /// Memory for a relocated object of `bytes` (8-aligned, at most medium_page/8) on the
  /// collector's own target pages; nullptr when no page can be had (relocate in place). Never
  /// triggers or waits for a collection. Thread-safe.
  void* allocate_for_relocation(size_t bytes);
  /// A page just relocated in place (compacted, its tail free) becomes the relocation target of
  /// its kind when the current one has less room left; objects relocated later are copied into
  /// its tail, so the pages they leave can be freed (ZGC's ZRelocate::share_target_page). Large
  /// pages are ignored. Thread-safe; only during relocation.
  void offer_relocation_target(Page* page);
  /// Returns `pages` to the page allocator under one lock (bulk freeing, ZGC's review). Clears
  /// nothing in `pages`' memory (freed memory is zeroed when handed out again). Thread-safe.
  void free_pages(const std::vector<Page*>& pages);
  /// -XX:+VerifyHeap: fill freed pages with a poison pattern before they return to the cache.
  void set_poison_freed(bool on) { poison_freed_ = on; }
  /// A snapshot of the pages in use. Thread-safe; pages may be freed only by the collector.
  std::vector<Page*> pages_snapshot();
  /// How a Java thread clears a recycled page it takes (`bytes` at `start`, no lock held, the
  /// page known to nobody else): the runtime installs a memset that stops for a pause between
  /// chunks, so that no pause waits for a 2-32 MB memset (time-to-safepoint). Default: memset.
  /// Call before allocation starts.
  void set_clear_hook(void (*fn)(void* start, size_t bytes)) { clear_hook_ = fn; }
  /// How a Java thread runs a system call that may take milliseconds while it holds no heap
  /// reference (heating the cold memory of a page it just took): the runtime installs a wrapper
  /// that runs `work(ctx)` with the thread safe for pauses (blocked), so that no safepoint waits
  /// for the kernel; outside a Java thread's allocation it calls `work(ctx)` directly. Default:
  /// a direct call. Call before allocation starts.
  void set_safe_hook(void (*fn)(void (*work)(void* ctx), void* ctx)) { safe_hook_ = fn; }
  /// Calls `fn` (once, with the heap lock held) when the program takes its second page: the
  /// collector starts its driver then, so programs that live in their first page never pay for
  /// the thread. Call before allocation starts.
  void set_growth_listener(void (*fn)()) { growth_listener_ = fn; }
  /// Bytes allocated so far (counted per TLAB refill and shared-page/medium/large allocation).
  uint64_t allocated_bytes() const { return allocated_bytes_.load(std::memory_order_relaxed); }

 private:
  void* allocate_small_shared(size_t bytes);
  void* allocate_from(std::atomic<Page*>& slot, PageType type, size_t granules, size_t bytes);
  void* allocate_medium(size_t bytes);
  void* allocate_large(size_t bytes);
  // Takes a new page of `type` (cleared, registered); lock_ held. `relocation`: for the
  // collector's relocation targets, which do not queue behind stalled Java threads.
  Page* new_page(PageType type, size_t granules, bool relocation = false);
  // A Java thread's new page: taken from the page allocator and cleared with neither lock held
  // (clear_hook_), not registered yet; nullptr at -Xmx.
  Page* fresh_page(PageType type, size_t granules);
  // Faults in `page`'s memory if the memory worker has not heated it yet (claim_cold), through
  // safe_hook_ so that a Java thread stays safe for pauses meanwhile; neither lock held. Every
  // page that pause or barrier code may write first goes through it: a 2 MB first-touch fault
  // costs 4-30 ms on slow guest memory, and inside a pause that is the pause.
  void heat_if_cold(Page* page);
  // Stamps, lists and counts a page taken from the page allocator; lock_ held.
  void register_page(Page* page);

  PageAllocator pages_;
  GcConfig config_;
  std::unique_ptr<MemoryWorker> worker_;
  size_t pages_taken_ = 0;                    // pages handed out so far; guarded by lock_
  size_t medium_page_size_ = 0;               // 0: no medium pages
  std::atomic<Page*> small_page_{nullptr};    // shared small page TLABs and objects come from
  std::atomic<Page*> medium_page_{nullptr};   // shared medium page
  std::atomic<Page*> reloc_small_page_{nullptr};   // relocation targets (allocated black)
  std::atomic<Page*> reloc_medium_page_{nullptr};
  void (*growth_listener_)() = nullptr;
  void (*clear_hook_)(void* start, size_t bytes) = nullptr;
  void (*safe_hook_)(void (*work)(void* ctx), void* ctx) = nullptr;
  bool poison_freed_ = false;
  std::vector<Page*> pages_in_use_;           // every page handed out; guarded by lock_
  std::atomic<uint32_t> seqnum_{1};           // stamped on new pages
  std::atomic<uint64_t> allocated_bytes_{0};
  std::mutex lock_;                           // guards page replacement and pages_in_use_
};

}  // namespace jvmlab::gc
