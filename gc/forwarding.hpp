// Forwarding: where the live objects of one relocated page went (ZGC's ZForwarding), and the
// ForwardingTable that finds a page's Forwarding from any address in it (ZGC's
// ZForwardingTable). A Forwarding outlives its page: it answers for stale pointers until the next
// cycle's marking has remapped them all (Concurrent Reset Relocation Set).
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>

#include "gc/page_allocator.hpp"

namespace jvmlab::gc {

/// The forwarding table of one page in the relocation set: an open-addressing hash table from an
/// object's old address to its new one, filled with CAS so that a GC worker and Java threads can
/// race to relocate the same object and exactly one copy wins.
///
/// Entry (64 bits): bit 0 populated, bits 1..22 the old offset in the page / 8, bits 23..63 the
/// new address's offset from the heap base / 8 (so pages up to 32 MB — only small and medium
/// pages are relocated — and reservations up to 16 TB, i.e. -Xmx up to 1 TB at 16 x). The table
/// has a power-of-two size of at least twice the live objects.
///
/// Also arbitrates who may read the old page (ZGC's ref counting): Java threads `retain()` it
/// while they copy an object out; a GC worker that must relocate the page in place, or is about
/// to free it, `claim()`s it, which waits for retainers to leave and makes later retains fail
/// (those callers `wait_done()` and then `find()` the object's new address). Thread-safe.
class Forwarding {
 public:
  /// `heap_base`: the reservation start; `live_objects`: objects marked on the page.
  Forwarding(Page* page, uintptr_t heap_base, size_t live_objects, size_t live_bytes);

  Page* page() const { return page_; }            // valid until the page is freed
  uintptr_t start() const { return start_; }
  size_t size() const { return size_; }
  PageType type() const { return type_; }
  size_t live_bytes() const { return live_bytes_; }
  size_t live_objects() const { return live_objects_; }
  bool contains(uintptr_t addr) const { return addr - start_ < size_; }

  /// The new address of the object that was at `from`, or 0 if it has not been relocated yet.
  uintptr_t find(uintptr_t from) const;
  /// Records `from -> to` unless someone else recorded `from` first. Returns the winning new
  /// address (`to` when this call won).
  uintptr_t insert(uintptr_t from, uintptr_t to);
  /// Table capacity in entries (for tests).
  size_t capacity() const { return mask_ + 1; }

  /// A Java thread takes the right to read the old page. False when the page is claimed.
  bool retain();
  void release();
  /// A GC worker waits until no Java thread reads the page and blocks further retains.
  void claim();
  /// Publishes that every live object of the page has its entry (and wakes waiters).
  void mark_done();
  bool is_done() const { return done_.load(std::memory_order_acquire); }
  /// Waits until mark_done().
  void wait_done();

  bool in_place = false;            // relocated within its own page (set by the claiming worker)
  bool stress_in_place = false;     // -XX:+ZStressRelocateInPlace chose this page: no copies out

 private:
  size_t slot(uint64_t key) const { return size_t((key * 0x9E3779B97F4A7C15ull) >> shift_) & mask_; }

  Page* page_;
  uintptr_t start_;
  size_t size_;
  PageType type_;
  uintptr_t heap_base_;
  size_t live_objects_;
  size_t live_bytes_;
  size_t mask_;
  unsigned shift_;
  std::unique_ptr<std::atomic<uint64_t>[]> entries_;
  std::atomic<int64_t> refs_{0};     // Java threads reading the page; -1 once claimed
  std::atomic<bool> done_{false};
  std::mutex lock_;
  std::condition_variable cv_;
};

/// Address -> Forwarding for the current relocation set, one entry per granule of the
/// reservation (ZGC's ZForwardingTable). Inserts and removals happen in the collector's
/// concurrent phases (one thread); lookups from anywhere.
class ForwardingTable {
 public:
  /// Covers `reserved` bytes starting at `base`.
  ForwardingTable(uintptr_t base, size_t reserved);
  Forwarding* get(uintptr_t addr) const {
    const uintptr_t offset = addr - base_;
    if (offset >= reserved_) return nullptr;
    return table_[offset >> kGranuleShift].load(std::memory_order_acquire);
  }
  void insert(Forwarding* f);
  void remove(Forwarding* f);

 private:
  uintptr_t base_;
  size_t reserved_;
  ZeroedArray<std::atomic<Forwarding*>> table_;  // calloc: costs nothing until used
};

}  // namespace jvmlab::gc
