// Forwarding and ForwardingTable: see forwarding.hpp.
#include "gc/forwarding.hpp"

#include <bit>
#include <cstdlib>
#include <thread>

#include "utilities/debug.hpp"

namespace jvmlab::gc {

namespace {

constexpr unsigned kKeyBits = 22;            // old offset / 8: pages up to 32 MB (small, medium)
constexpr unsigned kToShift = 1 + kKeyBits;  // new address offset / 8 above it: 41 bits, 16 TB
constexpr uint64_t kKeyMask = (uint64_t(1) << kKeyBits) - 1;

}  // namespace

Forwarding::Forwarding(Page* page, uintptr_t heap_base, size_t live_objects, size_t live_bytes)
    : page_(page), start_(page->start), size_(page->size), type_(page->type), heap_base_(heap_base),
      live_objects_(live_objects), live_bytes_(live_bytes) {
  size_t capacity = std::bit_ceil(std::max<size_t>(live_objects * 2, 8));
  mask_ = capacity - 1;
  shift_ = 64 - unsigned(std::countr_zero(capacity));
  entries_.reset(new std::atomic<uint64_t>[capacity]);
  for (size_t i = 0; i < capacity; i++) entries_[i].store(0, std::memory_order_relaxed);
}

uintptr_t Forwarding::find(uintptr_t from) const {
  JVMLAB_ASSERT(contains(from), "a forwarding lookup is for an address on the Forwarding's page");
  const uint64_t key = (from - start_) >> 3;
  size_t probes = 0;
  for (size_t i = slot(key);; i = (i + 1) & mask_) {
    JVMLAB_ASSERT(++probes <= capacity(), "a forwarding table is never full (capacity >= 2 x live objects)");
    const uint64_t e = entries_[i].load(std::memory_order_acquire);
    if (e == 0) return 0;
    if (((e >> 1) & kKeyMask) == key) return heap_base_ + ((e >> kToShift) << 3);
  }
}

uintptr_t Forwarding::insert(uintptr_t from, uintptr_t to) {
  // Index in range: the old offset fits the key bits and the new address the target bits, so
  // the entry decodes to exactly (from, to).
  JVMLAB_ASSERT(contains(from) && (from & 7) == 0, "a forwarded object starts 8-aligned on the Forwarding's page");
  JVMLAB_ASSERT(size_ <= (size_t(1) << (kKeyBits + 3)), "only pages up to 32 MB (small, medium) are forwarded");
  JVMLAB_ASSERT(to >= heap_base_ && (to & 7) == 0 && ((to - heap_base_) >> 3) < (uint64_t(1) << (64 - kToShift)),
                "a relocation target is 8-aligned inside the reservation's first 16 TB");
  JVMLAB_ASSERT(!contains(to) || to <= from, "in place, an object only moves down its page");
  const uint64_t key = (from - start_) >> 3;
  const uint64_t entry = 1 | (key << 1) | (uint64_t((to - heap_base_) >> 3) << kToShift);
  size_t probes = 0;
  for (size_t i = slot(key);; i = (i + 1) & mask_) {
    JVMLAB_ASSERT(++probes <= capacity(), "a forwarding table is never full (capacity >= 2 x live objects)");
    uint64_t e = entries_[i].load(std::memory_order_acquire);
    while (e == 0) {
      if (entries_[i].compare_exchange_weak(e, entry, std::memory_order_acq_rel)) return to;
    }
    if (((e >> 1) & kKeyMask) == key) return heap_base_ + ((e >> kToShift) << 3);
  }
}

bool Forwarding::retain() {
  int64_t r = refs_.load(std::memory_order_acquire);
  while (r >= 0) {
    if (refs_.compare_exchange_weak(r, r + 1, std::memory_order_acq_rel)) return true;
  }
  return false;
}

void Forwarding::release() {
  if (refs_.fetch_sub(1, std::memory_order_acq_rel) == 1) {
    std::lock_guard<std::mutex> guard(lock_);
    cv_.notify_all();
  }
}

void Forwarding::claim() {
  std::unique_lock<std::mutex> guard(lock_);
  while (true) {
    int64_t r = 0;
    if (refs_.compare_exchange_strong(r, -1, std::memory_order_acq_rel)) return;
    if (r < 0) return;  // already claimed
    cv_.wait_for(guard, std::chrono::microseconds(100));
  }
}

void Forwarding::mark_done() {
  std::lock_guard<std::mutex> guard(lock_);
  done_.store(true, std::memory_order_release);
  cv_.notify_all();
}

void Forwarding::wait_done() {
  std::unique_lock<std::mutex> guard(lock_);
  cv_.wait(guard, [this] { return done_.load(std::memory_order_acquire); });
}

ForwardingTable::ForwardingTable(uintptr_t base, size_t reserved) : base_(base), reserved_(reserved) {
  table_.reset(reserved >> kGranuleShift);
}

void ForwardingTable::insert(Forwarding* f) {
  JVMLAB_ASSERT(f->start() >= base_ && f->start() - base_ + f->size() <= reserved_ && (f->start() & (kGranuleSize - 1)) == 0,
                "a Forwarding's page is granule-aligned inside the reservation");
  for (uintptr_t a = f->start(); a < f->start() + f->size(); a += kGranuleSize) {
    table_[(a - base_) >> kGranuleShift].store(f, std::memory_order_release);
  }
}

void ForwardingTable::remove(Forwarding* f) {
  JVMLAB_ASSERT(f->start() >= base_ && f->start() - base_ + f->size() <= reserved_,
                "a Forwarding's page lies inside the reservation");
  for (uintptr_t a = f->start(); a < f->start() + f->size(); a += kGranuleSize) {
    auto& e = table_[(a - base_) >> kGranuleShift];
    if (e.load(std::memory_order_relaxed) == f) e.store(nullptr, std::memory_order_release);
  }
}

}  // namespace jvmlab::gc
