// The Java heap for the foundation issue: reserved address space, 2 MB pages committed on demand,
// bump-pointer allocation. No collector yet (its own issue); exhaustion at -Xmx returns nullptr
// and the runtime throws OutOfMemoryError. Does not know object layouts.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <mutex>

namespace jvmlab::gc {

constexpr size_t kGranuleSize = size_t(2) << 20;  // 2 MB: the unit of commit (ZGC's granule)
constexpr size_t kObjectAlignment = 8;

/// Heap of 2 MB granules over one reserved range. Small objects bump-allocate in the current
/// small page; objects larger than kMaxSmallObject get their own run of granules (a large page).
/// Thread-safe: allocation takes a lock only when the current page is full.
class Heap {
 public:
  static constexpr size_t kMaxSmallObject = 256 * 1024;

  /// Reserves `max_bytes` (rounded up to granules) of address space below 2^47 and commits
  /// `initial_bytes` (rounded up, at least one granule). Returns false if the reservation fails.
  bool initialize(size_t initial_bytes, size_t max_bytes);

  /// Allocates `bytes` (rounded up to 8) of zeroed memory. Returns nullptr when committing more
  /// would exceed the maximum capacity. Thread-safe.
  void* allocate(size_t bytes);

  /// True if `p` lies inside the reserved range.
  bool contains(const void* p) const {
    return uintptr_t(p) >= base_ && uintptr_t(p) < base_ + reserved_;
  }

  size_t used_bytes() const { return used_.load(std::memory_order_relaxed); }
  size_t committed_bytes() const { return committed_.load(std::memory_order_relaxed); }
  size_t max_capacity() const { return max_capacity_; }
  size_t commit_calls() const { return commit_calls_.load(std::memory_order_relaxed); }

 private:
  bool commit(uintptr_t start, size_t bytes);  // one mprotect per contiguous run

  uintptr_t base_ = 0;                    // start of the reservation
  size_t reserved_ = 0;                   // bytes reserved
  size_t max_capacity_ = 0;               // -Xmx, rounded to granules
  std::atomic<uintptr_t> top_{0};         // bump pointer inside the current small page
  std::atomic<uintptr_t> end_{0};         // end of the current small page
  uintptr_t next_granule_ = 0;            // first never-used granule; guarded by lock_
  std::atomic<size_t> used_{0};           // bytes handed out (including page tails lost)
  std::atomic<size_t> committed_{0};      // bytes committed
  std::atomic<size_t> commit_calls_{0};   // system calls made to commit memory
  std::mutex lock_;                       // guards page refills and next_granule_
};

}  // namespace jvmlab::gc
