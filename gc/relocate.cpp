// Relocator: see relocate.hpp. After ZGC's ZRelocate (JDK 17): workers claim pages one at a time;
// Java threads that load a pointer into the relocation set copy the object themselves
// (retaining the page), and whoever inserts into the forwarding table first wins.
#include "gc/relocate.hpp"

#include <cstring>
#include <string>
#include <thread>

#include "gc/collector.hpp"
#include "gc/heap.hpp"
#include "gc/workers.hpp"
#include "utilities/debug.hpp"

namespace jvmlab::gc {

namespace {

constexpr size_t kFlushBytes = kGranuleSize;  // bulk-free after this many relocated bytes

}  // namespace

Relocator::Relocator(Collector& collector) : collector_(collector) {}

Relocator::~Relocator() { reset(); }

void Relocator::reset() {
  for (auto& f : set_) collector_.forwarding_table().remove(f.get());
  set_.clear();
  next_.store(0, std::memory_order_relaxed);
}

void Relocator::install(std::vector<std::unique_ptr<Forwarding>> set, uint32_t seqnum) {
  reset();
  set_ = std::move(set);
  seqnum_ = seqnum;
  stats_ = RelocationStats{};
  stats_.pages = set_.size();
  for (size_t i = 0; i < set_.size(); i++) {
    Forwarding* f = set_[i].get();
    f->stress_in_place = force_in_place && i % 2 == 0;
    stats_.live_bytes += f->live_bytes();
    JVMLAB_ASSERT(collector_.forwarding_table().get(f->start()) == nullptr,
                  "no double insert: a page's granules are in no other Forwarding (the previous relocation "
                  "set was removed by reset)");
    collector_.forwarding_table().insert(f);
  }
  copied_by_mutators_.store(0, std::memory_order_relaxed);
  in_place_.store(0, std::memory_order_relaxed);
  freed_pages_.store(0, std::memory_order_relaxed);
  freed_bytes_.store(0, std::memory_order_relaxed);
  flushes_.store(0, std::memory_order_relaxed);
}

uintptr_t Relocator::remap(uintptr_t addr) const {
  JVMLAB_ASSERT(collector_.heap().contains(reinterpret_cast<void*>(addr)), "a remapped address lies inside the reserved heap");
  Forwarding* f = collector_.forwarding_table().get(addr);
  if (f == nullptr) return addr;
  const uintptr_t to = f->find(addr);
  return to != 0 ? to : addr;
}

uintptr_t Relocator::forward(uintptr_t addr, bool in_pause) {
  JVMLAB_ASSERT(collector_.heap().contains(reinterpret_cast<void*>(addr)), "a forwarded address lies inside the reserved heap");
  Forwarding* f = collector_.forwarding_table().get(addr);
  if (f == nullptr) return addr;
  return relocate_object(f, addr, in_pause);
}

uintptr_t Relocator::relocate_object(Forwarding* f, uintptr_t from, bool in_pause) {
  if (const uintptr_t to = f->find(from)) return to;
  Heap& heap = collector_.heap();
  // The check reads the page's live map: only in the pause, or while the page is retained (a
  // worker may free the page, and delete its Page, as soon as it has finished it).
  auto check_marked = [&] {
    JVMLAB_ASSERT(f->page()->live.is_marked(f->page()->live_index(from), seqnum_),
                  "only marked objects are relocated (a pointer to an unmarked one is no root)");
  };
  if (in_pause) {
    check_marked();
    // Pause Relocate Start: nobody else runs. No target memory: compact the page now.
    const size_t size = collector_.model().object_size(from);
    void* mem = f->stress_in_place ? nullptr : heap.allocate_for_relocation(size);
    if (mem == nullptr) {
      relocate_in_place(f);
      return f->find(from);
    }
    std::memcpy(mem, reinterpret_cast<void*>(from), size);
    const uintptr_t to = f->insert(from, uintptr_t(mem));
    JVMLAB_ASSERT(to == uintptr_t(mem), "no double insert: in Pause Relocate Start nobody else forwards");
    return to;
  }
  // A Java thread: read the old page only while retaining it; when a worker has claimed it
  // (relocating in place or about to free it), wait for the worker to finish the page.
  if (!f->retain()) {
    f->wait_done();
    return f->find(from);
  }
  uintptr_t to = f->find(from);
  if (to == 0) {
    check_marked();
    const size_t size = collector_.model().object_size(from);
    void* mem = f->stress_in_place ? nullptr : heap.allocate_for_relocation(size);
    if (mem == nullptr) {
      f->release();
      f->wait_done();  // the worker relocates the page in place
      return f->find(from);
    }
    std::memcpy(mem, reinterpret_cast<void*>(from), size);
    to = f->insert(from, uintptr_t(mem));
    if (to == uintptr_t(mem)) copied_by_mutators_.fetch_add(1, std::memory_order_relaxed);
  }
  f->release();
  return to;
}

void Relocator::relocate_in_place(Forwarding* f) {
  // Objects not yet copied out slide down to the page's start, in address order: each moves to
  // an address at or below its own, so memmove never overwrites an object still to be moved.
  f->claim();
  f->in_place = true;
  Page* page = f->page();
  uintptr_t compact = page->start;
  page->live.for_each(seqnum_, [&](size_t index) {
    const uintptr_t from = page->type == PageType::Large ? page->start : page->start + (index << 3);
    if (f->find(from) != 0) return;  // copied out before the switch
    const size_t size = collector_.model().object_size(from);
    if (compact != from) std::memmove(reinterpret_cast<void*>(compact), reinterpret_cast<void*>(from), size);
    const uintptr_t to = f->insert(from, compact);
    JVMLAB_ASSERT(to == compact, "no double insert: a claimed page has one forwarder (its claimer)");
    compact += size;
  });
  // The page keeps its objects. Its free tail becomes a relocation target (ZGC's "keep it as
  // target page until it is full, and offer to share it"): without it a heap at -Xmx, which
  // relocates only in place, would compact every page and free none.
  page->top.store(compact, std::memory_order_release);
  in_place_.fetch_add(1, std::memory_order_relaxed);
  f->mark_done();
  collector_.heap().offer_relocation_target(page);
}

void Relocator::relocate_page(Forwarding* f, std::vector<Page*>& batch, size_t& batch_bytes) {
  if (f->is_done()) return;  // compacted in place during the pause
  Page* page = f->page();
  Heap& heap = collector_.heap();
  bool needs_in_place = false;
  page->live.for_each(seqnum_, [&](size_t index) {
    if (needs_in_place) return;
    const uintptr_t from = page->start + (index << 3);
    if (f->find(from) != 0) return;  // a Java thread was first
    const size_t size = collector_.model().object_size(from);
    void* mem = f->stress_in_place ? nullptr : heap.allocate_for_relocation(size);
    if (mem == nullptr) { needs_in_place = true; return; }
    std::memcpy(mem, reinterpret_cast<void*>(from), size);
    f->insert(from, uintptr_t(mem));
  });
  if (needs_in_place) {
    relocate_in_place(f);
    return;
  }
  f->claim();  // no Java thread still copying from the page
  f->mark_done();
  batch.push_back(page);
  batch_bytes += f->live_bytes();
  if (batch_bytes >= kFlushBytes) flush(batch, batch_bytes);
}

void Relocator::flush(std::vector<Page*>& batch, size_t& batch_bytes) {
  if (batch.empty()) return;
  size_t bytes = 0;
  for (Page* p : batch) bytes += p->size;
  freed_pages_.fetch_add(batch.size(), std::memory_order_relaxed);
  freed_bytes_.fetch_add(bytes, std::memory_order_relaxed);
  flushes_.fetch_add(1, std::memory_order_relaxed);
  collector_.heap().free_pages(batch);  // one heap lock for the whole batch
  batch.clear();
  batch_bytes = 0;
}

void Relocator::worker_loop() {
  std::vector<Page*> batch;
  size_t batch_bytes = 0;
  while (true) {
    const size_t i = next_.fetch_add(1, std::memory_order_relaxed);
    if (i >= set_.size()) break;
    relocate_page(set_[i].get(), batch, batch_bytes);
  }
  flush(batch, batch_bytes);  // phase end: never hoard freed memory
}

void Relocator::run_workers(unsigned workers) {
  next_.store(0, std::memory_order_relaxed);
  run_gc_workers(workers, [this] { worker_loop(); });
  stats_.in_place_pages = in_place_.load(std::memory_order_relaxed);
  stats_.freed_pages = freed_pages_.load(std::memory_order_relaxed);
  stats_.freed_bytes = freed_bytes_.load(std::memory_order_relaxed);
  stats_.flushes = flushes_.load(std::memory_order_relaxed);
  stats_.copied_by_mutators = copied_by_mutators_.load(std::memory_order_relaxed);
}

}  // namespace jvmlab::gc
