// Heap: TLABs, small/medium/large pages on the page allocator. See heap.hpp.
#include "gc/heap.hpp"

#include <algorithm>
#include <cstring>

namespace jvmlab::gc {

namespace {

size_t align_up(size_t v, size_t a) { return (v + a - 1) & ~(a - 1); }

// ZGC's medium page: 3.125% of the max heap rounded down to a power of two, at most 32 MB; below
// two granules medium pages are off and objects above 256 KB take large pages.
size_t medium_page_size_for(size_t max_heap) {
  size_t size = size_t(32) << 20;
  while (size > max_heap / 32 && size > kGranuleSize) size >>= 1;
  return size >= 2 * kGranuleSize ? size : 0;
}

}  // namespace

Heap::Heap() = default;

Heap::~Heap() {
  if (worker_) worker_->stop();
}

PageAllocatorError Heap::initialize(const GcConfig& config) {
  config_ = config;
  const PageAllocatorError error = pages_.initialize(config_);
  if (error != PageAllocatorError::None) return error;
  medium_page_size_ = medium_page_size_for(pages_.max_capacity());
  if (config_.start_memory_worker) {
    // Created now, started at the second page (new_page): a program that lives in its initial
    // heap — Hello World — never pays for a thread it does not need (about 2 ms of start-up).
    worker_ = std::make_unique<MemoryWorker>(pages_, config_);
  }
  return PageAllocatorError::None;
}

void Heap::prepare_for_exit() {
  if (worker_) worker_->quiesce();
}

Page* Heap::new_page(PageType type, size_t granules, bool relocation) {
  bool dirty = false;
  Page* page = pages_.alloc_page(type, granules, &dirty, /*queue_first=*/!relocation);
  if (page == nullptr) return nullptr;
  // Recycled memory holds old objects: Java wants zeroed fields. Fresh memory is zero already.
  if (dirty) std::memset(reinterpret_cast<void*>(page->start), 0, page->size);
  register_page(page);
  return page;
}

void Heap::register_page(Page* page) {
  page->seqnum = seqnum_.load(std::memory_order_acquire);
  pages_in_use_.push_back(page);
  if (++pages_taken_ == 2) {  // lock_ held: exactly one thread gets here
    if (worker_) worker_->start();
    if (growth_listener_) growth_listener_();
  }
  if (worker_) worker_->notify();
}

StalledAllocation Heap::stall_request(size_t bytes) const {
  StalledAllocation r;
  r.seqnum = seqnum_.load(std::memory_order_acquire);
  bytes = align_up(std::min(bytes, pages_.max_capacity() + 1), kObjectAlignment);
  if (bytes <= kMaxSmallObject) {
    r.type = PageType::Small;
    r.granules = 1;
  } else {
    // Medium objects too get a page of their own size: the least memory that satisfies them
    // (allocate_medium falls back the same way when no whole medium page fits).
    r.type = PageType::Large;
    r.granules = align_up(bytes, kGranuleSize) >> kGranuleShift;
  }
  return r;
}

void* Heap::allocate_stalled(StalledAllocation& request, size_t bytes, Tlab* tlab) {
  if (request.result != StalledAllocation::Result::Satisfied || request.page == nullptr) return nullptr;
  Page* page = request.page;
  request.page = nullptr;
  bytes = align_up(bytes, kObjectAlignment);
  std::lock_guard<std::mutex> guard(lock_);
  register_page(page);  // now, in the running state: a pause since the wake-up is behind us
  if (page->type == PageType::Large) {
    allocated_bytes_.fetch_add(bytes, std::memory_order_relaxed);
    page->top.store(page->start + bytes, std::memory_order_relaxed);
    return reinterpret_cast<void*>(page->start);
  }
  void* p;
  if (tlab != nullptr && bytes <= kTlabSize / 8) {
    allocated_bytes_.fetch_add(kTlabSize, std::memory_order_relaxed);
    p = page->alloc_atomic(kTlabSize);
    tlab->top = uintptr_t(p) + bytes;
    tlab->end = uintptr_t(p) + kTlabSize;
    tlab->refills++;
  } else {
    allocated_bytes_.fetch_add(bytes, std::memory_order_relaxed);
    p = page->alloc_atomic(bytes);
  }
  // The rest of the page serves everybody; the page it replaces keeps its objects.
  small_page_.store(page, std::memory_order_release);
  return p;
}

void* Heap::allocate(size_t bytes, Tlab* tlab) {
  if (bytes > pages_.max_capacity()) return nullptr;  // also keeps the rounding below from wrapping
  bytes = align_up(bytes, kObjectAlignment);
  if (bytes <= kMaxSmallObject) {
    if (tlab != nullptr) {
      if (tlab->top + bytes <= tlab->end) {
        void* p = reinterpret_cast<void*>(tlab->top);
        tlab->top += bytes;
        return p;
      }
      // Refill when the object is small next to a TLAB; big ones go straight to the page and
      // leave the current TLAB for the small objects that follow.
      if (bytes <= kTlabSize / 8) {
        allocated_bytes_.fetch_add(kTlabSize, std::memory_order_relaxed);
        void* chunk = allocate_small_shared(kTlabSize);
        if (chunk == nullptr) return allocate_small_shared(bytes);  // the heap's last bytes
        tlab->top = uintptr_t(chunk) + bytes;
        tlab->end = uintptr_t(chunk) + kTlabSize;
        tlab->refills++;
        return chunk;
      }
    }
    allocated_bytes_.fetch_add(bytes, std::memory_order_relaxed);
    return allocate_small_shared(bytes);
  }
  allocated_bytes_.fetch_add(bytes, std::memory_order_relaxed);
  if (medium_page_size_ != 0 && bytes <= medium_page_size_ / 8) return allocate_medium(bytes);
  return allocate_large(bytes);
}

Page* Heap::fresh_page(PageType type, size_t granules) {
  // Taken safe for pauses: the page allocator's lock may be held by another thread for a system
  // call (a commit's mprotect, which waits behind every populate in the process for the
  // address-space lock), and a Java thread waiting for that lock, or committing itself, would
  // hold up a safepoint for as long (measured: 10-50 ms of time-to-safepoint, the late thread
  // in futex or mprotect, under load).
  struct Request {
    PageAllocator* pages;
    PageType type;
    size_t granules;
    bool dirty;
    Page* page;
  } request{&pages_, type, granules, false, nullptr};
  auto take = [](void* ctx) {
    auto* r = static_cast<Request*>(ctx);
    r->page = r->pages->alloc_page(r->type, r->granules, &r->dirty);
  };
  if (safe_hook_ != nullptr) safe_hook_(take, &request);
  else take(&request);
  Page* page = request.page;
  const bool dirty = request.dirty;
  if (page == nullptr) return nullptr;
  // Recycled memory holds old objects: Java wants zeroed fields. Fresh memory is zero already.
  // Neither lock is held here, and the clear hook lets the thread stop for a pause while it
  // clears: nobody else knows the page yet.
  if (dirty) {
    if (clear_hook_ != nullptr) clear_hook_(reinterpret_cast<void*>(page->start), page->size);
    else std::memset(reinterpret_cast<void*>(page->start), 0, page->size);
  } else {
    heat_if_cold(page);
  }
  return page;
}

void Heap::heat_if_cold(Page* page) {
  if (!pages_.claim_cold(page->start, page->size)) return;
  // Memory the memory worker has not heated yet: fault it in here, safe for pauses, rather
  // than one 2 MB fault at a time in the first stores, where no safepoint can stop the thread.
  struct Claimed {
    PageAllocator* pages;
    Page* page;
  } claimed{&pages_, page};
  auto heat = [](void* ctx) {
    auto* c = static_cast<Claimed*>(ctx);
    c->pages->heat_claimed(c->page->start, c->page->size);
  };
  if (safe_hook_ != nullptr) safe_hook_(heat, &claimed);
  else heat(&claimed);
}

void* Heap::allocate_small_shared(size_t bytes) {
  for (;;) {
    Page* page = small_page_.load(std::memory_order_acquire);
    if (page != nullptr) {
      if (void* p = page->alloc_atomic(bytes)) return p;
    }
    Page* fresh = fresh_page(PageType::Small, 1);
    if (fresh == nullptr) {
      // The heap is full — unless another thread has refilled meanwhile. A TLAB-sized request
      // may still fit in the old page's tail.
      if (small_page_.load(std::memory_order_acquire) != page) continue;
      return nullptr;
    }
    // Our object first: until it is published the page is ours. The old page stays allocated
    // (its objects live on); only new allocation moves. If another thread refilled at the same
    // time, its page is retired with its free tail (a rare race, at most a page's tail).
    void* p = fresh->alloc_atomic(bytes);
    std::lock_guard<std::mutex> guard(lock_);
    register_page(fresh);
    small_page_.store(fresh, std::memory_order_release);
    return p;
  }
}

void* Heap::allocate_medium(size_t bytes) {
  for (;;) {
    Page* page = medium_page_.load(std::memory_order_acquire);
    if (page != nullptr) {
      if (void* p = page->alloc_atomic(bytes)) return p;
    }
    Page* fresh = fresh_page(PageType::Medium, medium_page_size_ >> kGranuleShift);
    if (fresh == nullptr) {
      if (medium_page_.load(std::memory_order_acquire) != page) continue;
      // No room for a whole medium page: take only what the object needs.
      return allocate_large(bytes);
    }
    void* p = fresh->alloc_atomic(bytes);
    std::lock_guard<std::mutex> guard(lock_);
    register_page(fresh);
    medium_page_.store(fresh, std::memory_order_release);
    return p;
  }
}

void* Heap::allocate_large(size_t bytes) {
  const size_t size = align_up(bytes, kGranuleSize);
  if (size < bytes) return nullptr;  // overflow
  Page* page = fresh_page(PageType::Large, size >> kGranuleShift);
  if (page == nullptr) return nullptr;
  page->top.store(page->start + bytes, std::memory_order_relaxed);
  std::lock_guard<std::mutex> guard(lock_);
  register_page(page);
  return reinterpret_cast<void*>(page->start);
}

void Heap::retire_shared_pages(bool relocation_targets) {
  small_page_.store(nullptr, std::memory_order_release);
  medium_page_.store(nullptr, std::memory_order_release);
  if (!relocation_targets) return;
  reloc_small_page_.store(nullptr, std::memory_order_release);
  reloc_medium_page_.store(nullptr, std::memory_order_release);
}

void Heap::prepare_relocation_target() {
  Page* page;
  {
    std::lock_guard<std::mutex> guard(lock_);
    if (reloc_small_page_.load(std::memory_order_relaxed) != nullptr) return;
    page = new_page(PageType::Small, 1, /*relocation=*/true);
    if (page == nullptr) return;
    reloc_small_page_.store(page, std::memory_order_release);
  }
  // Pause Relocate Start copies the roots' objects into this page: its first touch must not
  // happen in the pause (measured: a 31.8 ms Pause Relocate Start, all of it one cold 2 MB
  // page's fault, while other processes loaded the machine).
  heat_if_cold(page);
}

void* Heap::allocate_from(std::atomic<Page*>& slot, PageType type, size_t granules, size_t bytes) {
  for (;;) {
    Page* page = slot.load(std::memory_order_acquire);
    if (page != nullptr) {
      if (void* p = page->alloc_atomic(bytes)) return p;
    }
    Page* fresh;
    {
      std::lock_guard<std::mutex> guard(lock_);
      if (slot.load(std::memory_order_relaxed) != page) continue;  // another thread replaced it
      fresh = new_page(type, granules, /*relocation=*/true);
      if (fresh == nullptr) return nullptr;
      slot.store(fresh, std::memory_order_release);
    }
    heat_if_cold(fresh);  // harmless if other threads copy into it meanwhile
  }
}

void* Heap::allocate_for_relocation(size_t bytes) {
  bytes = align_up(bytes, kObjectAlignment);
  if (bytes <= kMaxSmallObject) return allocate_from(reloc_small_page_, PageType::Small, 1, bytes);
  if (medium_page_size_ != 0 && bytes <= medium_page_size_ / 8) {
    return allocate_from(reloc_medium_page_, PageType::Medium, medium_page_size_ >> kGranuleShift, bytes);
  }
  return nullptr;  // large objects are never relocated
}

void Heap::offer_relocation_target(Page* page) {
  if (page->type == PageType::Large) return;
  std::atomic<Page*>& slot = page->type == PageType::Small ? reloc_small_page_ : reloc_medium_page_;
  std::lock_guard<std::mutex> guard(lock_);
  const Page* current = slot.load(std::memory_order_relaxed);
  const auto room = [](const Page* p) { return p->end() - p->top.load(std::memory_order_relaxed); };
  if (current == nullptr || room(current) < room(page)) slot.store(page, std::memory_order_release);
}

void Heap::free_pages(const std::vector<Page*>& pages) {
  if (pages.empty()) return;
  if (poison_freed_) {
    // -XX:+VerifyHeap: a stale raw pointer into freed memory reads this pattern (an impossible
    // class pointer) and fails fast instead of reading a plausible old object.
    for (Page* p : pages) std::memset(reinterpret_cast<void*>(p->start), 0x5A, p->top.load() - p->start);
  }
  {
    std::lock_guard<std::mutex> guard(lock_);
    std::vector<Page*> sorted(pages);
    std::sort(sorted.begin(), sorted.end());
    std::erase_if(pages_in_use_, [&](Page* p) { return std::binary_search(sorted.begin(), sorted.end(), p); });
  }
  pages_.free_pages(pages);
}

std::vector<Page*> Heap::pages_snapshot() {
  std::lock_guard<std::mutex> guard(lock_);
  return pages_in_use_;
}

}  // namespace jvmlab::gc
