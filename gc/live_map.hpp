// LiveMap: a page's mark bits, one bit per 8-byte word where an object starts (ZGC's live map,
// with one bit per object instead of two: no finalizable marking yet) plus the page's live bytes.
// Reset lazily: the first mark of a cycle clears the bits left by the previous one.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>

namespace jvmlab::gc {

/// Mark bits of one page for one collector cycle (`seqnum`). Bits of any other cycle read as
/// unmarked. Thread-safe: marking is a fetch_or, the lazy reset takes a lock once per cycle.
class LiveMap {
 public:
  /// Marks bit `index` (< nbits) for cycle `seqnum` and adds `bytes` to the live bytes when this
  /// call set it. Returns true when this call set it (the caller then traces the object).
  bool mark(size_t index, size_t nbits, uint32_t seqnum, size_t bytes) {
    if (seqnum_.load(std::memory_order_acquire) != seqnum) reset(nbits, seqnum);
    const uint64_t bit = uint64_t(1) << (index & 63);
    const uint64_t old = bits_[index >> 6].fetch_or(bit, std::memory_order_relaxed);
    if (old & bit) return false;
    live_bytes_.fetch_add(bytes, std::memory_order_relaxed);
    live_objects_.fetch_add(1, std::memory_order_relaxed);
    return true;
  }
  /// True when bit `index` is marked in cycle `seqnum`.
  bool is_marked(size_t index, uint32_t seqnum) const {
    if (seqnum_.load(std::memory_order_acquire) != seqnum) return false;
    return (bits_[index >> 6].load(std::memory_order_relaxed) >> (index & 63)) & 1;
  }
  /// Live bytes and objects marked in cycle `seqnum` (0 for any other cycle).
  size_t live_bytes(uint32_t seqnum) const {
    return seqnum_.load(std::memory_order_acquire) == seqnum ? live_bytes_.load(std::memory_order_relaxed) : 0;
  }
  size_t live_objects(uint32_t seqnum) const {
    return seqnum_.load(std::memory_order_acquire) == seqnum ? live_objects_.load(std::memory_order_relaxed) : 0;
  }
  /// Calls `f(index)` for every bit marked in cycle `seqnum`, in ascending order. Marking must be
  /// over (after Pause Mark End).
  template <typename F>
  void for_each(uint32_t seqnum, F&& f) const {
    if (seqnum_.load(std::memory_order_acquire) != seqnum) return;
    for (size_t w = 0; w < words_; w++) {
      uint64_t bits = bits_[w].load(std::memory_order_relaxed);
      while (bits) {
        const unsigned b = unsigned(__builtin_ctzll(bits));
        f(w * 64 + b);
        bits &= bits - 1;
      }
    }
  }

 private:
  void reset(size_t nbits, uint32_t seqnum) {
    std::lock_guard<std::mutex> guard(lock_);
    if (seqnum_.load(std::memory_order_relaxed) == seqnum) return;
    const size_t words = (nbits + 63) / 64;
    if (words_ != words) {
      bits_.reset(new std::atomic<uint64_t>[words]);
      words_ = words;
    }
    for (size_t i = 0; i < words_; i++) bits_[i].store(0, std::memory_order_relaxed);
    live_bytes_.store(0, std::memory_order_relaxed);
    live_objects_.store(0, std::memory_order_relaxed);
    seqnum_.store(seqnum, std::memory_order_release);
  }

  std::atomic<uint32_t> seqnum_{0};
  std::mutex lock_;
  std::unique_ptr<std::atomic<uint64_t>[]> bits_;
  size_t words_ = 0;
  std::atomic<size_t> live_bytes_{0};
  std::atomic<size_t> live_objects_{0};
};

}  // namespace jvmlab::gc
