// Relocator: the relocation set and concurrent relocation (ZGC's ZRelocate/ZRelocationSet):
// GC workers and Java threads race to copy each live object out of the relocation set, the
// winner's copy is recorded in the page's Forwarding; pages are relocated in place when no target
// memory can be had, and emptied pages are freed in bulk.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "gc/forwarding.hpp"

namespace jvmlab::gc {

class Collector;

/// Statistics of one relocation phase, bytes.
struct RelocationStats {
  size_t pages = 0;               // pages in the relocation set
  size_t live_bytes = 0;          // live bytes in them (what is copied)
  size_t in_place_pages = 0;      // relocated within themselves
  size_t freed_pages = 0;         // freed after relocation
  size_t freed_bytes = 0;
  size_t flushes = 0;             // bulk frees (one heap lock each)
  size_t copied_by_mutators = 0;  // objects Java threads copied first
};

/// Owns the current relocation set (one Forwarding per page) from Concurrent Select Relocation Set
/// until the next cycle's Concurrent Reset Relocation Set. Thread-safe as documented per call.
class Relocator {
 public:
  explicit Relocator(Collector& collector);
  ~Relocator();

  /// Concurrent Reset Relocation Set: forgets the previous relocation set (its forwarding
  /// tables). Only between Pause Mark End and selection.
  void reset();
  /// Installs the new relocation set (Concurrent Select Relocation Set). `seqnum`: the cycle
  /// whose live maps name the live objects.
  void install(std::vector<std::unique_ptr<Forwarding>> set, uint32_t seqnum);

  /// Remap only (Concurrent Mark of the next cycle): the new address of `addr` if its page was
  /// relocated, else `addr`. Thread-safe.
  uintptr_t remap(uintptr_t addr) const;
  /// Relocation barrier (after Pause Relocate Start): the new address of `addr`, copying the
  /// object first when nobody has. `in_pause`: called in Pause Relocate Start (no worker runs:
  /// a page that cannot be copied out is compacted in place on the spot). Thread-safe.
  uintptr_t forward(uintptr_t addr, bool in_pause = false);

  /// Concurrent Relocate: runs `workers` GC workers over the relocation set; empty pages are
  /// freed in batches of at least 2 MB of relocated bytes, and at the end.
  void run_workers(unsigned workers);

  const RelocationStats& stats() const { return stats_; }
  size_t size() const { return set_.size(); }
  /// The relocation set (valid until the next reset()); for the heap map and the step mode.
  const std::vector<std::unique_ptr<Forwarding>>& forwardings() const { return set_; }
  /// True when some page of the relocation set copies its objects to target pages (not all
  /// relocated in place by -XX:+ZStressRelocateInPlace): then a target page is worth preparing.
  bool copies() const {
    for (const auto& f : set_) {
      if (!f->stress_in_place) return true;
    }
    return false;
  }
  /// -XX:+ZStressRelocateInPlace: every other page of the relocation set is relocated in place
  /// (no target memory is taken for it, neither by workers nor by Java threads). Not every page:
  /// a page relocated in place keeps its size, so a heap relocated only in place never shrinks.
  bool force_in_place = false;

 private:
  uintptr_t relocate_object(Forwarding* f, uintptr_t from, bool in_pause);
  void relocate_page(Forwarding* f, std::vector<struct Page*>& free_batch, size_t& batch_bytes);
  void relocate_in_place(Forwarding* f);
  void flush(std::vector<struct Page*>& batch, size_t& batch_bytes);
  void worker_loop();

  Collector& collector_;
  uint32_t seqnum_ = 0;
  std::vector<std::unique_ptr<Forwarding>> set_;
  std::atomic<size_t> next_{0};          // next Forwarding a worker claims
  RelocationStats stats_;
  std::atomic<size_t> copied_by_mutators_{0};
  std::atomic<size_t> in_place_{0};
  std::atomic<size_t> freed_pages_{0}, freed_bytes_{0}, flushes_{0};
};

}  // namespace jvmlab::gc
