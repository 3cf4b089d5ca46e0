// Heap verification (-XX:+VerifyHeap). See verify.hpp.
#include "gc/verify.hpp"

#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <unordered_set>
#include <vector>

#include "gc/collector.hpp"
#include "gc/gc_log.hpp"
#include "gc/heap.hpp"
#include "gc/relocate.hpp"

namespace jvmlab::gc {

void verify_heap(Collector& collector, const char* when, uint64_t gc_id) {
  // A full traversal from the roots, inside a pause, that changes nothing: every reference must
  // carry a valid color (after mark: the good one) and lead to a valid object on a page in use.
  Heap& heap = collector.heap();
  ObjectModel& model = collector.model();
  const bool after_mark = collector.phase() == Collector::Phase::MarkCompleted;
  std::unordered_set<uintptr_t> visited;
  std::vector<uintptr_t> stack;
  size_t checked = 0;
  auto fail = [&](const char* what, uintptr_t where, zpointer value) {
    std::fprintf(stderr, "VerifyHeap (%s) failed: %s at %#" PRIxPTR " (value %#" PRIx64 ")\n", when, what, where,
                 uint64_t(value));
    std::fflush(stderr);
    std::abort();
  };
  auto check_object = [&](uintptr_t addr, uintptr_t where, zpointer value) {
    Page* page = heap.page_allocator().page_of(addr);
    if (page == nullptr) fail("reference outside every page in use", where, value);
    if (addr < page->start || addr >= page->top.load(std::memory_order_relaxed)) {
      fail("reference beyond its page's top", where, value);
    }
    if (!model.is_valid_object(addr)) fail("reference to something that is no object", where, value);
    if (visited.insert(addr).second) stack.push_back(addr);
  };
  struct Roots final : RootVisitor {
    decltype(check_object)& check;
    Collector& c;
    bool after_mark;
    Roots(decltype(check_object)& ch, Collector& c, bool am) : check(ch), c(c), after_mark(am) {}
    void raw(uintptr_t* slot) override {
      if (*slot != 0) check(*slot, uintptr_t(slot), *slot);
    }
    void colored(zpointer* slot) override { visit(slot); }
    void visit(zpointer* slot) {
      const zpointer v = *slot;
      if (v == 0) return;
      const zpointer color = v & kColorMask;
      if (color != kMarked0 && color != kMarked1 && color != kRemapped) {
        std::fprintf(stderr, "VerifyHeap: bad color %#" PRIx64 " at %p\n", uint64_t(v), static_cast<void*>(slot));
        std::abort();
      }
      if (after_mark && color != good_color()) {
        std::fprintf(stderr, "VerifyHeap (after mark): reachable field not good-colored %#" PRIx64 " at %p\n",
                     uint64_t(v), static_cast<void*>(slot));
        std::abort();
      }
      uintptr_t addr = uncolor(v);
      if (!after_mark && color != kRemapped) addr = c.relocator().remap(addr);
      check(addr, uintptr_t(slot), v);
    }
  } roots(check_object, collector, after_mark);
  model.roots_do(roots);
  struct Fields final : FieldVisitor {
    Roots& r;
    explicit Fields(Roots& r) : r(r) {}
    void field(zpointer* f) override { r.visit(f); }
    // After mark, a discovered Reference's referent keeps its bad colour until Concurrent
    // Process Non-Strong References, and may be dead: not followed. After relocation every
    // referent is processed: a strong field.
    void referent(uintptr_t, ReferenceType, zpointer* f) override {
      const zpointer v = *f;
      if (r.after_mark && v != 0 && (v & kColorMask) != good_color()) return;
      r.visit(f);
    }
  } fields(roots);
  while (!stack.empty()) {
    const uintptr_t obj = stack.back();
    stack.pop_back();
    model.fields_do(obj, fields);
    checked++;
  }
  GC_LOG(Gc, Debug, "GC({}) Verify Heap ({}): {} objects", gc_id, when, checked);
}

}  // namespace jvmlab::gc
