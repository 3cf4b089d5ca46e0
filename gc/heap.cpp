// Heap: reserve, commit on demand, bump-allocate. See heap.hpp.
#include "gc/heap.hpp"

#include <sys/mman.h>

#include <cstring>

namespace jvmlab::gc {

namespace {
size_t align_up(size_t v, size_t a) { return (v + a - 1) & ~(a - 1); }
}  // namespace

bool Heap::initialize(size_t initial_bytes, size_t max_bytes) {
  max_capacity_ = align_up(max_bytes < kGranuleSize ? kGranuleSize : max_bytes, kGranuleSize);
  reserved_ = max_capacity_;
  // Reserve with one extra granule so the start can be 2 MB aligned.
  void* p = mmap(nullptr, reserved_ + kGranuleSize, PROT_NONE,
                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (p == MAP_FAILED) return false;
  uintptr_t start = align_up(uintptr_t(p), kGranuleSize);
  if (start + reserved_ >= (uintptr_t(1) << 47)) {
    munmap(p, reserved_ + kGranuleSize);
    return false;
  }
  base_ = start;
  next_granule_ = base_;
  size_t initial = align_up(initial_bytes < kGranuleSize ? kGranuleSize : initial_bytes, kGranuleSize);
  if (initial > max_capacity_) initial = max_capacity_;
  if (!commit(base_, initial)) return false;
  top_ = base_;
  end_ = base_ + kGranuleSize;
  next_granule_ = base_ + kGranuleSize;
  used_ = 0;
  return true;
}

bool Heap::commit(uintptr_t start, size_t bytes) {
  // Already committed up to committed_ from base_ (granules are used in address order).
  uintptr_t committed_end = base_ + committed_.load(std::memory_order_relaxed);
  uintptr_t end = start + bytes;
  if (end <= committed_end) return true;
  uintptr_t from = start > committed_end ? start : committed_end;
  if (mprotect(reinterpret_cast<void*>(from), end - from, PROT_READ | PROT_WRITE) != 0) return false;
  madvise(reinterpret_cast<void*>(from), end - from, MADV_HUGEPAGE);
  commit_calls_.fetch_add(1, std::memory_order_relaxed);
  committed_.store(end - base_, std::memory_order_relaxed);
  return true;
}

void* Heap::allocate(size_t bytes) {
  bytes = align_up(bytes, kObjectAlignment);
  if (bytes <= kMaxSmallObject) {
    // Fast path: bump in the current small page.
    uintptr_t top = top_.load(std::memory_order_relaxed);
    while (top + bytes <= end_.load(std::memory_order_relaxed)) {
      if (top_.compare_exchange_weak(top, top + bytes, std::memory_order_relaxed)) {
        used_.fetch_add(bytes, std::memory_order_relaxed);
        return reinterpret_cast<void*>(top);
      }
    }
  }
  std::lock_guard<std::mutex> guard(lock_);
  if (bytes <= kMaxSmallObject) {
    uintptr_t top = top_.load(std::memory_order_relaxed);
    if (top + bytes <= end_.load(std::memory_order_relaxed)) {
      top_.store(top + bytes, std::memory_order_relaxed);
      used_.fetch_add(bytes, std::memory_order_relaxed);
      return reinterpret_cast<void*>(top);
    }
    // Retire the current page, start a new small page.
    if (next_granule_ + kGranuleSize > base_ + max_capacity_) return nullptr;
    if (!commit(next_granule_, kGranuleSize)) return nullptr;
    uintptr_t page = next_granule_;
    next_granule_ += kGranuleSize;
    used_.fetch_add(end_.load() - top, std::memory_order_relaxed);  // the lost tail
    end_.store(0, std::memory_order_relaxed);
    top_.store(page + bytes, std::memory_order_relaxed);
    end_.store(page + kGranuleSize, std::memory_order_release);
    used_.fetch_add(bytes, std::memory_order_relaxed);
    return reinterpret_cast<void*>(page);
  }
  // Large page: its own run of granules.
  size_t size = align_up(bytes, kGranuleSize);
  if (next_granule_ + size > base_ + max_capacity_ || next_granule_ + size < next_granule_) return nullptr;
  if (!commit(next_granule_, size)) return nullptr;
  uintptr_t page = next_granule_;
  next_granule_ += size;
  used_.fetch_add(size, std::memory_order_relaxed);
  return reinterpret_cast<void*>(page);
}

}  // namespace jvmlab::gc
