// Test support: a gc::Heap + gc::Collector over a synthetic object format (no VM), for unit tests
// of mark, relocate and the barriers on hand-built object graphs (gc/ is testable alone).
#pragma once

#include <sys/mman.h>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "gc/barrier.hpp"
#include "gc/collector.hpp"
#include "gc/heap.hpp"
#include "gc/object_model.hpp"
#include "gc/page_allocator.hpp"
#include "gc/relocate.hpp"

namespace jvmlab::gc::testing {

/// Synthetic object layout, 8-byte words:
///   word 0: kObjectMagic << 32 | n   (n = number of reference fields)
///   word 1: an id / payload the tests choose
///   word 2 .. 2+n-1: n zpointers (reference fields, read and written only through the barriers)
/// object_size = 16 + 8n. The magic lets is_valid_object (VerifyHeap) reject anything else, e.g.
/// the poison of freed pages or a stale address into the middle of an object.
constexpr uint64_t kObjectMagic = 0x0B1EC7ED;

inline uint64_t header_of(uintptr_t obj) { return reinterpret_cast<const uint64_t*>(obj)[0]; }
inline size_t nrefs_of(uintptr_t obj) { return size_t(header_of(obj) & 0xFFFFFFFFu); }
inline uint64_t id_of(uintptr_t obj) { return reinterpret_cast<const uint64_t*>(obj)[1]; }
inline zpointer* field_of(uintptr_t obj, size_t i) { return reinterpret_cast<zpointer*>(obj + 16 + 8 * i); }
inline size_t object_bytes(size_t nrefs) { return 16 + 8 * nrefs; }

/// The ObjectModel of the synthetic format. Roots: `raw_roots` (raw addresses, like handles and
/// interpreter slots) and `colored_roots` (zpointers outside the heap, like static fields). The
/// root vectors must not be resized while a cycle runs. One Tlab stands for the one "Java thread"
/// (the test thread); retire_tlabs empties it. Not thread-safe beyond what ObjectModel requires.
class SyntheticModel final : public ObjectModel {
 public:
  std::vector<uintptr_t> raw_roots;
  std::vector<zpointer> colored_roots;
  Tlab tlab;
  size_t tlab_retirements = 0;
  size_t roots_visits = 0;

  size_t object_size(uintptr_t obj) const override { return object_bytes(nrefs_of(obj)); }
  void fields_do(uintptr_t obj, FieldVisitor& v) const override {
    const size_t n = nrefs_of(obj);
    for (size_t i = 0; i < n; i++) v.field(field_of(obj, i));
  }
  void roots_do(RootVisitor& v) override {
    roots_visits++;
    for (uintptr_t& r : raw_roots) v.raw(&r);
    for (zpointer& c : colored_roots) v.colored(&c);
  }
  void retire_tlabs() override {
    tlab.top = tlab.end = 0;
    tlab_retirements++;
  }
  bool is_valid_object(uintptr_t obj) const override { return (header_of(obj) >> 32) == kObjectMagic; }
};

/// A Safepointer for tests without Java threads: pauses stop nobody. It records the operations
/// ("ZMarkStart", "ZMarkEnd", "ZRelocateStart", "ZVerify") and, when `after_pause` is set, calls
/// it from end() with the operation's name: on the collecting thread, right after the pause and
/// before the concurrent phase that follows (GC workers have not run yet), which lets a
/// single-threaded test act like a Java thread in Concurrent Mark or Concurrent Relocate.
class TestSafepointer final : public Safepointer {
 public:
  std::vector<std::string> operations;
  std::function<void(const std::string& operation)> after_pause;

  int64_t begin(const char* operation) override {
    operations.emplace_back(operation);
    return 0;
  }
  void end() override {
    if (after_pause) after_pause(operations.back());
  }
};

/// A heap with a collector on the synthetic model, installed as gc::g_collector for the lifetime
/// of the object (the barrier slow path reads it). The destructor uninstalls it, restores the
/// initial good color (Remapped), frees every page and unmaps the reservation, so that tests do
/// not leak memory or global state into each other. One at a time per process.
class SyntheticHeap {
 public:
  /// `config` with max = `max_heap` and no memory worker; the heap keeps it for the collector.
  explicit SyntheticHeap(size_t max_heap, GcConfig config = GcConfig{}) {
    config.max = max_heap;
    config.start_memory_worker = false;
    if (heap.initialize(config) != PageAllocatorError::None) throw std::runtime_error("heap initialize failed");
    collector = std::make_unique<Collector>(heap, model, safepointer, heap.config());
    g_collector = collector.get();
    // As the VM does under -XX:+VerifyHeap: freed pages are poisoned, so that a stale address
    // reads an invalid header (is_valid_object fails) instead of a plausible old object.
    heap.set_poison_freed(config.verify);
  }
  ~SyntheticHeap() {
    g_collector = nullptr;
    g_good_color.store(kRemapped);
    g_bad_mask.store(kMetadataBits & ~kRemapped);
    if (collector) {
      collector->stop();  // joins the driver thread if a test started it
      // Work around Collector's member order (its ForwardingTable dies before the Relocator,
      // whose destructor unregisters the last relocation set from it): forget the set first.
      collector->relocator().reset();
      collector.reset();
    }
    PageAllocator& pages = heap.page_allocator();
    if (pages.reserved_bytes() == 0) return;
    const uintptr_t end = pages.base() + pages.reserved_bytes();
    for (uintptr_t a = pages.base(); a < end; a += kGranuleSize) {
      Page* page = pages.page_of(a);
      if (page != nullptr && page->start == a) pages.free_page(page);
    }
    munmap(reinterpret_cast<void*>(pages.base()), pages.reserved_bytes());
  }
  SyntheticHeap(const SyntheticHeap&) = delete;
  SyntheticHeap& operator=(const SyntheticHeap&) = delete;

  /// A new object with `nrefs` null reference fields and payload `id`; through the model's TLAB
  /// when `use_tlab`, else from the shared pages. Throws when the heap is full.
  uintptr_t new_object(uint64_t id, size_t nrefs, bool use_tlab = true) {
    void* mem = heap.allocate(object_bytes(nrefs), use_tlab ? &model.tlab : nullptr);
    if (mem == nullptr) throw std::runtime_error("synthetic heap full");
    auto* words = static_cast<uint64_t*>(mem);
    words[0] = (kObjectMagic << 32) | uint64_t(nrefs);
    words[1] = id;
    return uintptr_t(mem);
  }
  /// Field `i` of `obj` through the load barrier (raw address, 0 for null).
  static uintptr_t get(uintptr_t obj, size_t i) { return load_ref(field_of(obj, i)); }
  /// Stores raw `value` into field `i` of `obj` through the store barrier.
  static void set(uintptr_t obj, size_t i, uintptr_t value) { store_ref(field_of(obj, i), value); }

  /// Runs one full cycle on this thread.
  void gc(GCCause cause = GCCause::SystemGC) { collector->run_cycle(cause); }

  Heap heap;
  SyntheticModel model;
  TestSafepointer safepointer;
  std::unique_ptr<Collector> collector;
};

}  // namespace jvmlab::gc::testing
