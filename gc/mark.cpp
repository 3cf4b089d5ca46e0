// Marker: see mark.hpp. After ZGC's ZMark (JDK 17), with one global mark stack and a simple
// idle-counting termination instead of ZGC's striped stacks.
#include "gc/mark.hpp"

#include <algorithm>
#include <chrono>
#include <string>
#include <thread>

#include "gc/collector.hpp"
#include "gc/gc_clock.hpp"
#include "gc/heap.hpp"
#include "gc/references.hpp"
#include "gc/relocate.hpp"
#include "gc/workers.hpp"
#include "utilities/debug.hpp"

namespace jvmlab::gc {

namespace {

constexpr size_t kBatch = 128;        // objects a worker takes from the global stack at once
constexpr size_t kLocalLimit = 1024;  // a worker shares half of its local stack beyond this

}  // namespace

Marker::Marker(Collector& collector) : collector_(collector) {}

void Marker::reserve_for_roots() {
  std::lock_guard<std::mutex> guard(stack_lock_);
  const size_t want = std::max<size_t>(8192, 2 * last_roots_);
  if (stack_.capacity() < want) {
    stack_.resize(want);  // writes every entry: the pages are faulted in here, not in the pause
    stack_.clear();
  }
  if (colored_roots_.capacity() < want) {
    colored_roots_.resize(want);
    colored_roots_.clear();
  }
}

void Marker::roots_done() {
  std::lock_guard<std::mutex> guard(stack_lock_);
  last_roots_ = std::max(stack_.size(), colored_roots_.size());
}

void Marker::prepare(uint32_t seqnum) {
  std::lock_guard<std::mutex> guard(stack_lock_);
  seqnum_ = seqnum;
  stack_.clear();
  colored_roots_.clear();
  traced_.store(0, std::memory_order_relaxed);
  marked_bytes_.store(0, std::memory_order_relaxed);
}

bool Marker::mark(uintptr_t addr) {
  Page* page = collector_.heap().page_allocator().page_of(addr);
  JVMLAB_ASSERT(collector_.heap().contains(reinterpret_cast<void*>(addr)),
                "a marked address lies inside the reserved heap");
  JVMLAB_ASSERT(page != nullptr, "a marked address maps to a page in use");
  if (page == nullptr) return false;                     // not a heap object (never expected)
  JVMLAB_ASSERT(addr >= page->start && addr < page->top.load(std::memory_order_relaxed),
                "a marked object lies below its page's top");
  if (page->seqnum == seqnum_) return false;            // allocated black: live, not traced
  const size_t size = collector_.model().object_size(addr);
  if (!page->live.mark(page->live_index(addr), page->live_map_bits(), seqnum_, size)) return false;
  marked_bytes_.fetch_add(size, std::memory_order_relaxed);
  return true;
}

bool Marker::is_marked(uintptr_t addr) const {
  Page* page = collector_.heap().page_allocator().page_of(addr);
  if (page == nullptr) return false;
  if (page->seqnum == seqnum_) return true;  // allocated black
  return page->live.is_marked(page->live_index(addr), seqnum_);
}

bool Marker::mark_object(uintptr_t addr) {
  if (!mark(addr)) return false;
  push_global(&addr, 1);
  return true;
}

void Marker::push_root(uintptr_t addr) {
  const uintptr_t entry = addr | 1;
  push_global(&entry, 1);
}

void Marker::process_entry(uintptr_t entry, std::vector<uintptr_t>& local) {
  if (entry & 1) {  // a root pushed unmarked by Pause Mark Start
    entry &= ~uintptr_t(1);
    if (!mark(entry)) return;
  }
  trace(entry, local);
}

uintptr_t Marker::mark_barrier(zpointer value) {
  uintptr_t addr = uncolor(value);
  if (!(value & kRemapped)) addr = collector_.relocator().remap(addr);  // last cycle's stale pointer
  mark_object(addr);
  return addr;
}

void Marker::push_global(const uintptr_t* objs, size_t n) {
  std::lock_guard<std::mutex> guard(stack_lock_);
  stack_.insert(stack_.end(), objs, objs + n);
}

size_t Marker::pop_global(std::vector<uintptr_t>& into, size_t max) {
  std::lock_guard<std::mutex> guard(stack_lock_);
  const size_t n = std::min(max, stack_.size());
  into.insert(into.end(), stack_.end() - n, stack_.end());
  stack_.resize(stack_.size() - n);
  return n;
}

bool Marker::stack_empty() {
  std::lock_guard<std::mutex> guard(stack_lock_);
  return stack_.empty();
}

void Marker::trace(uintptr_t obj, std::vector<uintptr_t>& local) {
  // Every bad field of a live object is remapped, its target marked, and the field healed: after
  // marking, each reachable field holds a good pointer (the invariant Pause Relocate Start needs).
  struct Visitor final : FieldVisitor {
    Marker& m;
    std::vector<uintptr_t>& local;
    Visitor(Marker& m, std::vector<uintptr_t>& l) : m(m), local(l) {}
    void field(zpointer* f) override {
      std::atomic_ref<zpointer> ref(*f);
      const zpointer v = ref.load(std::memory_order_relaxed);
      if (!is_bad(v)) return;  // null, or good: already marked
      JVMLAB_ASSERT(heals_forward(v, good_color(), /*relocating=*/false),
                    "colour monotonicity: a traced field is Remapped or M(n-1), healed to Mn");
      uintptr_t addr = uncolor(v);
      if (!(v & kRemapped)) addr = m.collector_.relocator().remap(addr);
      Page* page = m.collector_.heap().page_allocator().page_of(addr);
      JVMLAB_ASSERT(page != nullptr, "a reference field of a live object points into a page in use");
      if (page != nullptr && page->seqnum != m.seqnum_) {
        const size_t size = m.collector_.model().object_size(addr);
        if (page->live.mark(page->live_index(addr), page->live_map_bits(), m.seqnum_, size)) {
          m.marked_bytes_.fetch_add(size, std::memory_order_relaxed);
          local.push_back(addr);
        }
      }
      zpointer expected = v;
      ref.compare_exchange_strong(expected, (zpointer(addr) << kColorBits) | good_color(),
                                  std::memory_order_relaxed);
    }
    // A Reference's referent: discovered (left untraced, with its bad colour, for Concurrent
    // Process Non-Strong References) unless it is to be kept strongly.
    void referent(uintptr_t obj, ReferenceType type, zpointer* f) override {
      if (!m.collector_.references().discover(obj, type, f)) field(f);
    }
  } visitor(*this, local);
  collector_.model().fields_do(obj, visitor);
  traced_.fetch_add(1, std::memory_order_relaxed);
}

void Marker::worker_loop() {
  std::vector<uintptr_t> local;
  local.reserve(kLocalLimit * 2);
  active_.fetch_add(1, std::memory_order_acq_rel);
  while (true) {
    if (local.empty() && pop_global(local, kBatch) == 0) {
      // Idle: done when every worker is idle and the stack is empty.
      if (active_.fetch_sub(1, std::memory_order_acq_rel) == 1 && stack_empty()) return;
      while (true) {
        if (!stack_empty()) { active_.fetch_add(1, std::memory_order_acq_rel); break; }
        if (active_.load(std::memory_order_acquire) == 0) return;
        std::this_thread::sleep_for(std::chrono::microseconds(50));
      }
      continue;
    }
    const uintptr_t entry = local.back();
    local.pop_back();
    process_entry(entry, local);
    if (local.size() > kLocalLimit) {  // share work with idle workers
      const size_t half = local.size() / 2;
      push_global(local.data(), half);
      local.erase(local.begin(), local.begin() + half);
    }
  }
}

size_t Marker::run_workers(unsigned workers) {
  const size_t before = traced_.load(std::memory_order_relaxed);
  active_.store(0, std::memory_order_relaxed);
  // Concurrent roots first: static fields, healed and marked like heap fields (a Java thread
  // loading one meanwhile takes the same barrier; a store writes a good pointer, and the CAS then
  // leaves it alone).
  for (zpointer* slot : colored_roots_) {
    std::atomic_ref<zpointer> ref(*slot);
    zpointer v = ref.load(std::memory_order_relaxed);
    if (!is_bad(v)) continue;
    JVMLAB_ASSERT(heals_forward(v, good_color(), /*relocating=*/false),
                  "colour monotonicity: a static field is Remapped or M(n-1), healed to Mn");
    const uintptr_t addr = mark_barrier(v);
    ref.compare_exchange_strong(v, (zpointer(addr) << kColorBits) | good_color(), std::memory_order_relaxed);
  }
  colored_roots_.clear();
  run_gc_workers(workers, [this] { worker_loop(); });
  return traced_.load(std::memory_order_relaxed) - before;
}

bool Marker::drain_in_pause(int64_t budget_ns) {
  const int64_t deadline = now_ns() + budget_ns;
  std::vector<uintptr_t> local;
  while (true) {
    if (local.empty() && pop_global(local, kBatch) == 0) return true;
    while (!local.empty()) {
      const uintptr_t entry = local.back();
      local.pop_back();
      process_entry(entry, local);
    }
    if (now_ns() > deadline) {
      if (!local.empty()) push_global(local.data(), local.size());
      return stack_empty();
    }
  }
}

}  // namespace jvmlab::gc
