// Unit tests for the collector (gc/collector.hpp, mark, relocate, barriers) on synthetic object
// graphs without a VM: lists, trees, cycles, DAGs with shared nodes and garbage, collected with
// relocate-all / relocate-in-place stress and heap verification, many cycles in a row, and the
// load barrier's slow paths (mark, remap through forwarding, relocation by a "Java thread",
// self-healing) driven from the pause hooks of a test Safepointer.
#include <catch2/catch.hpp>

#include <sys/mman.h>

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <map>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "gc/barrier.hpp"
#include "gc/collector.hpp"
#include "gc/forwarding.hpp"
#include "gc/heap.hpp"
#include "gc/mark.hpp"
#include "gc/relocate.hpp"
#include "gc_synthetic_heap.hpp"

using namespace jvmlab::gc;
using namespace jvmlab::gc::testing;

namespace {

constexpr size_t kM = size_t(1) << 20;

// Object ids: kind << 32 | index.
enum Kind : uint64_t { kList = 1, kTree = 2, kCycle = 3, kDag = 4, kBig = 5, kExtra = 6, kChurn = 7, kGarbage = 9 };
uint64_t make_id(Kind kind, uint64_t index) { return (uint64_t(kind) << 32) | index; }

GcConfig stress_config(bool relocate_all, bool in_place, unsigned workers = 1) {
  GcConfig c;
  c.stress_relocate_all = relocate_all;
  c.stress_relocate_in_place = in_place;
  c.verify = true;
  c.conc_gc_threads = workers;
  return c;
}

// Builders. Each returns the root object's raw address; `garbage` objects of varying sizes are
// allocated between live ones so that pages hold both.
struct Builder {
  SyntheticHeap& h;
  size_t garbage_per_node = 0;
  uint64_t garbage_seq = 0;

  void garbage() {
    for (size_t g = 0; g < garbage_per_node; g++) {
      const size_t n = (garbage_seq * 7) % 13;
      h.new_object(make_id(kGarbage, garbage_seq++), n);
    }
  }

  // next = field 0; node i has id (kind, i).
  uintptr_t list(size_t n, Kind kind = kList) {
    uintptr_t head = 0, prev = 0;
    for (size_t i = 0; i < n; i++) {
      const uintptr_t node = h.new_object(make_id(kind, i), 1);
      if (prev) SyntheticHeap::set(prev, 0, node);
      else head = node;
      prev = node;
      garbage();
    }
    return head;
  }

  // Binary tree in heap order: node i (from 1) has children 2i and 2i+1 (fields 0 and 1).
  uintptr_t tree(size_t i, size_t nodes) {
    if (i > nodes) return 0;
    const uintptr_t node = h.new_object(make_id(kTree, i), 2);
    garbage();
    SyntheticHeap::set(node, 0, tree(2 * i, nodes));
    SyntheticHeap::set(node, 1, tree(2 * i + 1, nodes));
    return node;
  }

  // A ring of n nodes, field 0 = next; the last points back at the first.
  uintptr_t cycle(size_t n) {
    const uintptr_t head = h.new_object(make_id(kCycle, 0), 1);
    uintptr_t prev = head;
    for (size_t i = 1; i < n; i++) {
      const uintptr_t node = h.new_object(make_id(kCycle, i), 1);
      garbage();
      SyntheticHeap::set(prev, 0, node);
      prev = node;
    }
    SyntheticHeap::set(prev, 0, head);
    return head;
  }

  // A lattice DAG (Pascal's triangle): node (l, i) for 0 <= i <= l < layers has fields
  // 0 -> (l+1, i) and 1 -> (l+1, i+1); every inner node is shared by two parents.
  uintptr_t dag(size_t layers) {
    std::vector<uintptr_t> below;
    for (size_t l = layers; l-- > 0;) {
      std::vector<uintptr_t> here;
      for (size_t i = 0; i <= l; i++) {
        const uintptr_t node = h.new_object(make_id(kDag, l * 1000 + i), 2);
        garbage();
        if (!below.empty()) {
          SyntheticHeap::set(node, 0, below[i]);
          SyntheticHeap::set(node, 1, below[i + 1]);
        }
        here.push_back(node);
      }
      below = here;
    }
    return below[0];
  }
};

// Walks everything reachable from the model's roots through the load barrier, checking that each
// object is valid and each non-null field holds the good color after its load (self-healing).
// Returns id -> address; fails on two objects with one id.
std::unordered_map<uint64_t, uintptr_t> reachable(SyntheticHeap& h) {
  std::unordered_map<uint64_t, uintptr_t> seen;
  std::unordered_set<uintptr_t> visited;
  std::vector<uintptr_t> stack;
  auto visit = [&](uintptr_t obj) {
    if (obj == 0 || !visited.insert(obj).second) return;
    REQUIRE(h.heap.contains(reinterpret_cast<void*>(obj)));
    REQUIRE(h.model.is_valid_object(obj));
    auto [it, fresh] = seen.emplace(id_of(obj), obj);
    if (!fresh) FAIL("two objects with id " << std::hex << id_of(obj) << " at " << it->second << " and " << obj);
    stack.push_back(obj);
  };
  for (uintptr_t r : h.model.raw_roots) visit(r);
  for (zpointer& c : h.model.colored_roots) {
    visit(load_ref(&c));
    if (c != 0) REQUIRE((c & kColorMask) == good_color());
  }
  while (!stack.empty()) {
    const uintptr_t obj = stack.back();
    stack.pop_back();
    for (size_t i = 0; i < nrefs_of(obj); i++) {
      const uintptr_t to = SyntheticHeap::get(obj, i);
      const zpointer healed = *field_of(obj, i);
      if (to != 0) {
        REQUIRE((healed & kColorMask) == good_color());
        REQUIRE(uncolor(healed) == to);
      } else {
        REQUIRE(healed == 0);
      }
      visit(to);
    }
  }
  return seen;
}

void check_list(uintptr_t head, size_t n, Kind kind = kList) {
  uintptr_t node = head;
  for (size_t i = 0; i < n; i++) {
    REQUIRE(node != 0);
    REQUIRE(id_of(node) == make_id(kind, i));
    REQUIRE(nrefs_of(node) == 1);
    node = SyntheticHeap::get(node, 0);
  }
  REQUIRE(node == 0);
}

void check_tree(uintptr_t node, size_t i, size_t nodes) {
  if (i > nodes) {
    REQUIRE(node == 0);
    return;
  }
  REQUIRE(node != 0);
  REQUIRE(id_of(node) == make_id(kTree, i));
  check_tree(SyntheticHeap::get(node, 0), 2 * i, nodes);
  check_tree(SyntheticHeap::get(node, 1), 2 * i + 1, nodes);
}

void check_cycle(uintptr_t head, size_t n) {
  uintptr_t node = head;
  for (size_t i = 0; i < n; i++) {
    REQUIRE(id_of(node) == make_id(kCycle, i));
    node = SyntheticHeap::get(node, 0);
  }
  REQUIRE(node == head);  // identity: the ring closes on the very same object
}

void check_dag(uintptr_t root, size_t layers) {
  std::vector<uintptr_t> layer{root};
  for (size_t l = 0; l < layers; l++) {
    REQUIRE(layer.size() == l + 1);
    std::vector<uintptr_t> next(l + 2, 0);
    for (size_t i = 0; i <= l; i++) {
      const uintptr_t node = layer[i];
      REQUIRE(node != 0);
      REQUIRE(id_of(node) == make_id(kDag, l * 1000 + i));
      const uintptr_t left = SyntheticHeap::get(node, 0), right = SyntheticHeap::get(node, 1);
      if (l + 1 == layers) {
        REQUIRE(left == 0);
        REQUIRE(right == 0);
        continue;
      }
      // Shared nodes stay shared: both parents reach one object, not two copies.
      if (next[i] != 0) REQUIRE(next[i] == left);
      next[i] = left;
      next[i + 1] = right;
    }
    layer = next;
    if (l + 1 == layers) break;
  }
}

// The standard graph: a list, a tree, a cycle and a DAG as raw roots, plus the same list and
// DAG reachable again from two colored ("static") roots.
struct Graph {
  static constexpr size_t kListLen = 500, kTreeNodes = 511, kCycleLen = 300, kDagLayers = 20;
  size_t list_root = 0, tree_root = 1, cycle_root = 2, dag_root = 3;

  void build(SyntheticHeap& h, size_t garbage_per_node) {
    Builder b{h, garbage_per_node};
    h.model.raw_roots.push_back(b.list(kListLen));
    h.model.raw_roots.push_back(b.tree(1, kTreeNodes));
    h.model.raw_roots.push_back(b.cycle(kCycleLen));
    h.model.raw_roots.push_back(b.dag(kDagLayers));
    h.model.colored_roots.push_back(color(h.model.raw_roots[list_root]));
    h.model.colored_roots.push_back(color(h.model.raw_roots[dag_root]));
  }
  void check(SyntheticHeap& h) const {
    auto& r = h.model.raw_roots;
    check_list(r[list_root], kListLen);
    check_tree(r[tree_root], 1, kTreeNodes);
    check_cycle(r[cycle_root], kCycleLen);
    check_dag(r[dag_root], kDagLayers);
    REQUIRE(load_ref(&h.model.colored_roots[0]) == r[list_root]);
    REQUIRE(load_ref(&h.model.colored_roots[1]) == r[dag_root]);
    const auto seen = reachable(h);
    REQUIRE(seen.size() == live_objects());
  }
  static size_t live_objects() { return kListLen + kTreeNodes + kCycleLen + kDagLayers * (kDagLayers + 1) / 2; }
};

}  // namespace

TEST_CASE("Collector: list, tree, cycle and DAG survive a relocate-all cycle; every object moves",
          "[gc][collector]") {
  SyntheticHeap h(64 * kM, stress_config(true, false));
  Graph g;
  g.build(h, 0);
  g.check(h);
  const auto before = reachable(h);
  const std::vector<uintptr_t> roots_before = h.model.raw_roots;
  std::vector<uint64_t> root_ids;
  for (uintptr_t r : roots_before) root_ids.push_back(id_of(r));

  h.gc();

  REQUIRE(h.collector->stats().cycles == 1);
  REQUIRE(h.model.tlab_retirements == 2);  // Pause Mark Start and Pause Relocate Start
  REQUIRE(h.safepointer.operations ==
          std::vector<std::string>{"ZMarkStart", "ZMarkEnd", "ZRelocateStart", "ZVerify"});
  REQUIRE(good_color() == kRemapped);
  REQUIRE_FALSE(h.collector->is_marking());
  REQUIRE(h.collector->relocator().stats().pages > 0);
  REQUIRE(h.collector->relocator().stats().live_bytes > 0);

  // Raw roots were updated to the new addresses in Pause Relocate Start.
  for (size_t i = 0; i < roots_before.size(); i++) {
    CAPTURE(i);
    REQUIRE(h.model.raw_roots[i] != roots_before[i]);
    REQUIRE(id_of(h.model.raw_roots[i]) == root_ids[i]);
    // The old copy is on a freed page, poisoned (set_poison_freed under verify).
    REQUIRE_FALSE(h.model.is_valid_object(roots_before[i]));
  }
  // Colored roots (static fields) are left to the load barrier by Pause Relocate Start: still
  // bad (Marked), they load the new address and are healed with the good color by that load.
  REQUIRE((h.model.colored_roots[0] & kColorMask) != kRemapped);
  REQUIRE(load_ref(&h.model.colored_roots[0]) == h.model.raw_roots[g.list_root]);
  REQUIRE((h.model.colored_roots[0] & kColorMask) == kRemapped);
  REQUIRE(load_ref(&h.model.colored_roots[1]) == h.model.raw_roots[g.dag_root]);
  REQUIRE(uncolor(h.model.colored_roots[1]) == h.model.raw_roots[g.dag_root]);

  g.check(h);
  const auto after = reachable(h);
  REQUIRE(after.size() == before.size());
  for (const auto& [id, addr] : before) {
    CAPTURE(id);
    REQUIRE(after.count(id) == 1);
    REQUIRE(after.at(id) != addr);  // relocate-all: nothing stays where it was
  }
}

TEST_CASE("Collector: after a cycle, fields still hold the stale Marked color until loaded; a load "
          "remaps through the forwarding table and heals",
          "[gc][collector][barrier]") {
  SyntheticHeap h(64 * kM, stress_config(true, false));
  Builder b{h};
  h.model.raw_roots.push_back(b.list(200));
  // Old addresses of the nodes, by index.
  std::vector<uintptr_t> old_addr;
  for (uintptr_t n = h.model.raw_roots[0]; n != 0; n = SyntheticHeap::get(n, 0)) old_addr.push_back(n);

  h.gc();
  REQUIRE(good_color() == kRemapped);
  const zpointer mark_color = (h.collector->seqnum() & 1) ? kMarked1 : kMarked0;

  uintptr_t node = h.model.raw_roots[0];
  REQUIRE(node != old_addr[0]);
  for (size_t i = 0; i + 1 < old_addr.size(); i++) {
    CAPTURE(i);
    zpointer* f = field_of(node, 0);
    // The copy carries the field as marking healed it: this cycle's Marked color, old address.
    const zpointer stale = *f;
    REQUIRE((stale & kColorMask) == mark_color);
    REQUIRE(is_bad(stale));
    REQUIRE(uncolor(stale) == old_addr[i + 1]);
    // The old page is gone, but its Forwarding answers until the next cycle's reset.
    REQUIRE(h.collector->forwarding_table().get(old_addr[i + 1]) != nullptr);
    const uintptr_t next = load_ref(f);
    REQUIRE(next != old_addr[i + 1]);
    REQUIRE(next == h.collector->relocator().remap(old_addr[i + 1]));
    REQUIRE(id_of(next) == make_id(kList, i + 1));
    REQUIRE(*f == ((zpointer(next) << kColorBits) | kRemapped));  // healed
    REQUIRE(load_ref(f) == next);                                   // fast path now
    node = next;
  }
  REQUIRE(SyntheticHeap::get(node, 0) == 0);
}

TEST_CASE("Collector: cas_ref and exchange_ref on a stale field heal it first", "[gc][collector][barrier]") {
  SyntheticHeap h(64 * kM, stress_config(true, false));
  const uintptr_t holder = h.new_object(make_id(kExtra, 1), 2);
  const uintptr_t a = h.new_object(make_id(kExtra, 2), 0);
  const uintptr_t b = h.new_object(make_id(kExtra, 3), 0);
  SyntheticHeap::set(holder, 0, a);
  SyntheticHeap::set(holder, 1, b);
  h.model.raw_roots.push_back(holder);
  h.gc();
  const uintptr_t holder2 = h.model.raw_roots[0];
  REQUIRE(holder2 != holder);
  REQUIRE(is_bad(*field_of(holder2, 0)));
  REQUIRE(is_bad(*field_of(holder2, 1)));
  const uintptr_t a2 = h.collector->relocator().remap(a);
  const uintptr_t b2 = h.collector->relocator().remap(b);
  REQUIRE(a2 != a);
  REQUIRE(b2 != b);
  // The stale field holds old address a: a CAS expecting the *new* address must succeed.
  REQUIRE_FALSE(cas_ref(field_of(holder2, 0), a, b2));
  REQUIRE(*field_of(holder2, 0) == ((zpointer(a2) << kColorBits) | kRemapped));
  REQUIRE(cas_ref(field_of(holder2, 0), a2, b2));
  REQUIRE(SyntheticHeap::get(holder2, 0) == b2);
  // exchange_ref returns the new address of what the stale field named.
  REQUIRE(exchange_ref(field_of(holder2, 1), a2) == b2);
  REQUIRE(SyntheticHeap::get(holder2, 1) == a2);
  REQUIRE(load_ref_acquire(field_of(holder2, 1)) == a2);
}

TEST_CASE("Collector: garbage is reclaimed and live data is compacted", "[gc][collector]") {
  SECTION("sparse pages: the fragmentation limit selects them without stress flags") {
    GcConfig c;
    c.verify = true;
    SyntheticHeap h(64 * kM, c);
    Graph g;
    g.build(h, 40);  // 40 garbage objects per live one: about 4 MB of garbage, 1-2 % live
    const size_t used_before = h.heap.used_bytes();
    REQUIRE(used_before >= 2 * kGranuleSize);
    h.gc();
    g.check(h);
    const size_t used_after = h.heap.used_bytes();
    INFO("used " << used_before << " -> " << used_after);
    REQUIRE(used_after < used_before);
    REQUIRE(h.collector->relocator().stats().pages > 0);
    // Live data is ~90 KB: everything should fit in one or two small pages after compaction.
    REQUIRE(used_after <= 2 * kGranuleSize);
  }
  SECTION("pages of garbage only are freed without relocation") {
    SyntheticHeap h(64 * kM, stress_config(false, false));
    const uintptr_t keep = h.new_object(make_id(kExtra, 1), 0);
    h.model.raw_roots.push_back(keep);
    for (size_t i = 0; i < 20000; i++) h.new_object(make_id(kGarbage, i), 100);  // ~16 MB
    const size_t used_before = h.heap.used_bytes();
    REQUIRE(used_before >= 8 * kGranuleSize);
    h.gc();
    REQUIRE(h.heap.used_bytes() <= 2 * kGranuleSize);
    REQUIRE(id_of(h.model.raw_roots[0]) == make_id(kExtra, 1));
  }
  SECTION("a dead large object frees its page; a live one stays in place with its fields remapped") {
    SyntheticHeap h(64 * kM, stress_config(true, false));
    const size_t big_refs = 40000;  // 320 KB: above the small-object limit, a large page
    const uintptr_t big = h.new_object(make_id(kBig, 1), big_refs);
    const uintptr_t dead = h.new_object(make_id(kBig, 2), big_refs);
    REQUIRE(h.heap.page_allocator().page_of(big)->type == PageType::Large);
    REQUIRE(h.heap.page_allocator().page_of(dead)->type == PageType::Large);
    std::vector<uintptr_t> targets;
    for (size_t i = 0; i < big_refs; i += 97) {
      const uintptr_t t = h.new_object(make_id(kExtra, i), 0);
      SyntheticHeap::set(big, i, t);
      targets.push_back(t);
    }
    h.model.raw_roots.push_back(big);
    const size_t used_before = h.heap.used_bytes();
    h.gc();
    REQUIRE(h.model.raw_roots[0] == big);  // large objects are never relocated
    // The dead one's page was freed (its granules may hold a new page since): one large page left.
    size_t large_pages = 0;
    for (Page* p : h.heap.pages_snapshot()) large_pages += p->type == PageType::Large;
    REQUIRE(large_pages == 1);
    REQUIRE(h.heap.page_allocator().page_of(big)->type == PageType::Large);
    REQUIRE(h.heap.used_bytes() < used_before);
    for (size_t i = 0, k = 0; i < big_refs; i++) {
      const uintptr_t t = SyntheticHeap::get(big, i);
      if (i % 97 == 0) {
        REQUIRE(t != targets[k]);
        REQUIRE(id_of(t) == make_id(kExtra, i));
        k++;
      } else {
        REQUIRE(t == 0);
      }
    }
  }
}

TEST_CASE("Collector: relocate in place keeps the graph", "[gc][collector]") {
  SyntheticHeap h(64 * kM, stress_config(true, true));
  Graph g;
  g.build(h, 3);
  const size_t used_before = h.heap.used_bytes();
  h.gc();
  g.check(h);
  const RelocationStats& rs = h.collector->relocator().stats();
  REQUIRE(rs.pages > 0);
  REQUIRE(rs.in_place_pages == rs.pages);
  REQUIRE(h.collector->stats().relocated_in_place_pages == rs.pages);
  REQUIRE(h.heap.used_bytes() <= used_before);  // in place: no target pages taken
  // A second and third cycle: pages compacted in place are collected again.
  h.gc();
  g.check(h);
  h.gc();
  g.check(h);
}

TEST_CASE("Collector: relocation falls back to in place when the heap has no free page", "[gc][collector]") {
  // 8 MB = 4 granules: fill three with live objects, relocate all: target pages run out.
  SyntheticHeap h(8 * kM, stress_config(true, false));
  size_t lists = 0;
  // Lists of 1000 nodes of 64 bytes until about 5 MB is live.
  for (; h.heap.used_bytes() < 3 * kGranuleSize; lists++) {
    uintptr_t head = 0, prev = 0;
    for (size_t i = 0; i < 1000; i++) {
      const uintptr_t node = h.new_object(make_id(kList, lists * 1000 + i), 6);
      if (prev) SyntheticHeap::set(prev, 0, node);
      else head = node;
      prev = node;
    }
    h.model.raw_roots.push_back(head);
  }
  const size_t nroots = h.model.raw_roots.size();
  for (int cycle = 0; cycle < 3; cycle++) {
    CAPTURE(cycle);
    h.gc();
    for (size_t r = 0; r < nroots; r++) {
      uintptr_t node = h.model.raw_roots[r];
      for (size_t i = 0; i < 1000; i++) {
        REQUIRE(node != 0);
        REQUIRE(id_of(node) == make_id(kList, r * 1000 + i));
        node = SyntheticHeap::get(node, 0);
      }
      REQUIRE(node == 0);
    }
  }
  INFO("in-place pages: " << h.collector->stats().relocated_in_place_pages);
  REQUIRE(h.collector->stats().relocated_in_place_pages > 0);
}

TEST_CASE("Collector: 50 cycles in a row keep the graph intact", "[gc][collector]") {
  auto flags = GENERATE(std::make_pair(true, false), std::make_pair(true, true), std::make_pair(false, false));
  auto workers = GENERATE(1u, 2u);
  CAPTURE(flags.first, flags.second, workers);

  SECTION("loading everything after each cycle, mutating between cycles") {
    SyntheticHeap h(64 * kM, stress_config(flags.first, flags.second, workers));
    Graph g;
    g.build(h, 2);
    Builder b{h, 2};
    for (int cycle = 0; cycle < 50; cycle++) {
      CAPTURE(cycle);
      // Churn: a fresh list that lives for one cycle, and garbage.
      h.model.raw_roots.resize(4);
      h.model.raw_roots.push_back(b.list(50, kChurn));
      h.gc();
      check_list(h.model.raw_roots[4], 50, kChurn);
      h.model.raw_roots.resize(4);
      g.check(h);
    }
    REQUIRE(h.collector->stats().cycles == 50);
  }

  SECTION("never loading between cycles: stale pointers are remapped by the next marking") {
    SyntheticHeap h(64 * kM, stress_config(flags.first, flags.second, workers));
    Graph g;
    g.build(h, 2);
    for (int cycle = 0; cycle < 50; cycle++) h.gc();
    g.check(h);
  }
}

TEST_CASE("Collector: the mark barrier marks what a Java thread loads during Concurrent Mark",
          "[gc][collector][barrier]") {
  SyntheticHeap h(64 * kM, stress_config(true, false));
  Builder b{h};
  constexpr size_t kLen = 100;
  h.model.raw_roots.push_back(b.list(kLen));
  uintptr_t detached_new = 0;
  bool ran = false;
  h.safepointer.after_pause = [&](const std::string& op) {
    if (op != "ZMarkStart") return;
    ran = true;
    // Concurrent Mark has begun, no GC worker has run: every field is bad now.
    REQUIRE(h.collector->is_marking());
    REQUIRE(good_color() != kRemapped);
    const uint32_t seqnum = h.collector->seqnum();
    // Walk to node 60 through the barrier; each load marks its target and heals the field.
    uintptr_t node = h.model.raw_roots[0];
    uintptr_t node59 = 0;
    for (size_t i = 0; i < 60; i++) {
      REQUIRE(is_bad(*field_of(node, 0)));
      const uintptr_t next = SyntheticHeap::get(node, 0);
      REQUIRE((*field_of(node, 0) & kColorMask) == good_color());
      Page* page = h.heap.page_allocator().page_of(next);
      REQUIRE(page->live.is_marked(page->live_index(next), seqnum));
      if (i == 58) node59 = next;
      node = next;
    }
    // The "Java thread" cuts the list after node 59 and keeps node 60's tail only through a new
    // object (allocated black) that a root then holds. Without the barrier's mark, the workers
    // (tracing from the roots of Pause Mark Start) would never see nodes 60..99.
    SyntheticHeap::set(node59, 0, 0);
    detached_new = h.new_object(make_id(kExtra, 1), 1);
    Page* page = h.heap.page_allocator().page_of(detached_new);
    REQUIRE(page->seqnum == seqnum);  // allocated black
    SyntheticHeap::set(detached_new, 0, node);
    h.model.raw_roots.push_back(detached_new);
  };
  h.gc();
  REQUIRE(ran);
  // The list is cut after 60 nodes; the tail survived through the new object.
  {
    uintptr_t node = h.model.raw_roots[0];
    for (size_t i = 0; i < 60; i++) {
      REQUIRE(id_of(node) == make_id(kList, i));
      node = SyntheticHeap::get(node, 0);
    }
    REQUIRE(node == 0);
  }
  REQUIRE(id_of(h.model.raw_roots[1]) == make_id(kExtra, 1));
  uintptr_t node = SyntheticHeap::get(h.model.raw_roots[1], 0);
  for (size_t i = 60; i < kLen; i++) {
    REQUIRE(node != 0);
    REQUIRE(id_of(node) == make_id(kList, i));
    node = SyntheticHeap::get(node, 0);
  }
  REQUIRE(node == 0);
  // And again, after a cycle with no hook.
  h.safepointer.after_pause = nullptr;
  h.gc();
  REQUIRE(reachable(h).size() == kLen + 1);
}

TEST_CASE("Collector: a Java thread that loads a pointer into the relocation set copies the object first",
          "[gc][collector][barrier]") {
  SyntheticHeap h(64 * kM, stress_config(true, false));
  Graph g;
  g.build(h, 1);
  std::unordered_map<uint64_t, uintptr_t> copied;  // id -> address the mutator's copy got
  h.safepointer.after_pause = [&](const std::string& op) {
    if (op != "ZRelocateStart") return;
    // Concurrent Relocate has begun, no worker has run. Loading a field into the relocation set
    // relocates its target on this thread and heals the field with Remapped.
    REQUIRE(good_color() == kRemapped);
    uintptr_t node = h.model.raw_roots[g.list_root];  // forwarded in the pause already
    for (size_t i = 0; i + 1 < Graph::kListLen; i++) {
      const zpointer stale = *field_of(node, 0);
      REQUIRE(is_bad(stale));
      Forwarding* f = h.collector->forwarding_table().get(uncolor(stale));
      REQUIRE(f != nullptr);
      const uintptr_t next = SyntheticHeap::get(node, 0);
      REQUIRE(next != uncolor(stale));
      REQUIRE(f->find(uncolor(stale)) == next);
      REQUIRE(*field_of(node, 0) == ((zpointer(next) << kColorBits) | kRemapped));
      REQUIRE(id_of(next) == make_id(kList, i + 1));
      copied[id_of(next)] = next;
      node = next;
    }
    // A new object allocated now, linked into the graph, is not in the relocation set.
    const uintptr_t extra = h.new_object(make_id(kExtra, 7), 1);
    REQUIRE(h.collector->forwarding_table().get(extra) == nullptr);
    SyntheticHeap::set(extra, 0, h.model.raw_roots[g.tree_root]);
    h.model.raw_roots.push_back(extra);
  };
  h.gc();
  const RelocationStats& rs = h.collector->relocator().stats();
  REQUIRE(rs.copied_by_mutators >= Graph::kListLen - 1);
  // The workers found those objects forwarded and kept the mutator's copies.
  uintptr_t node = SyntheticHeap::get(h.model.raw_roots[g.list_root], 0);
  for (size_t i = 1; i < Graph::kListLen; i++) {
    REQUIRE(node == copied.at(make_id(kList, i)));
    node = SyntheticHeap::get(node, 0);
  }
  h.safepointer.after_pause = nullptr;
  REQUIRE(id_of(h.model.raw_roots[4]) == make_id(kExtra, 7));
  REQUIRE(SyntheticHeap::get(h.model.raw_roots[4], 0) == h.model.raw_roots[g.tree_root]);
  h.model.raw_roots.pop_back();
  g.check(h);
  h.gc();
  g.check(h);
}

namespace {

// A Safepointer with one "Java thread": begin() raises a flag and waits until the mutator
// reaches a poll (or has left); end() lets it go. A test double for runtime/threads/safepoint.cpp.
class OneThreadSafepointer final : public Safepointer {
 public:
  int64_t begin(const char*) override {
    std::unique_lock<std::mutex> guard(lock_);
    requested_.store(true);
    cv_.wait(guard, [&] { return stopped_ || !attached_; });
    return 0;
  }
  void end() override {
    std::lock_guard<std::mutex> guard(lock_);
    requested_.store(false);
    cv_.notify_all();
  }
  // The mutator's safepoint poll: it must hold no raw heap address across it.
  void poll() {
    if (!requested_.load()) return;
    std::unique_lock<std::mutex> guard(lock_);
    stopped_ = true;
    cv_.notify_all();
    cv_.wait(guard, [&] { return !requested_.load(); });
    stopped_ = false;
  }
  void detach() {
    std::lock_guard<std::mutex> guard(lock_);
    attached_ = false;
    cv_.notify_all();
  }

 private:
  std::mutex lock_;
  std::condition_variable cv_;
  std::atomic<bool> requested_{false};
  bool stopped_ = false;
  bool attached_ = true;
};

}  // namespace

TEST_CASE("Collector: a Java thread walks and rewires a list while the collector marks and relocates",
          "[gc][collector][barrier][concurrent]") {
  auto flags = GENERATE(std::make_pair(true, false), std::make_pair(true, true), std::make_pair(false, false));
  auto workers = GENERATE(1u, 2u);
  CAPTURE(flags.first, flags.second, workers);
  constexpr size_t kLen = 2000;
  constexpr int kCycles = 30;

  // Not SyntheticHeap's TestSafepointer: build the heap around our own.
  GcConfig config = stress_config(flags.first, flags.second, workers);
  config.max = 64 * kM;
  config.start_memory_worker = false;
  struct Fixture {
    Heap heap;
    SyntheticModel model;
    OneThreadSafepointer sp;
    std::unique_ptr<Collector> collector;
    ~Fixture() {
      g_collector = nullptr;
      g_good_color.store(kRemapped);
      g_bad_mask.store(kMetadataBits & ~kRemapped);
      if (collector) collector->relocator().reset();  // see SyntheticHeap's destructor
      collector.reset();
      PageAllocator& pages = heap.page_allocator();
      const uintptr_t end = pages.base() + pages.reserved_bytes();
      for (uintptr_t a = pages.base(); a < end; a += kGranuleSize) {
        Page* page = pages.page_of(a);
        if (page != nullptr && page->start == a) pages.free_page(page);
      }
      munmap(reinterpret_cast<void*>(pages.base()), pages.reserved_bytes());
    }
  } fx;
  REQUIRE(fx.heap.initialize(config) == PageAllocatorError::None);
  fx.collector = std::make_unique<Collector>(fx.heap, fx.model, fx.sp, fx.heap.config());
  fx.heap.set_poison_freed(true);
  g_collector = fx.collector.get();

  auto alloc = [&](uint64_t id, size_t nrefs) -> uintptr_t {
    void* mem = fx.heap.allocate(object_bytes(nrefs), &fx.model.tlab);
    if (mem == nullptr) return 0;
    auto* w = static_cast<uint64_t*>(mem);
    w[0] = (kObjectMagic << 32) | nrefs;
    w[1] = id;
    return uintptr_t(mem);
  };
  {
    uintptr_t head = 0, prev = 0;
    for (size_t i = 0; i < kLen; i++) {
      const uintptr_t n = alloc(make_id(kList, i), 1);
      REQUIRE(n != 0);
      if (prev) SyntheticHeap::set(prev, 0, n);
      else head = n;
      prev = n;
    }
    fx.model.raw_roots.push_back(head);
    fx.model.colored_roots.push_back(color(head));
  }

  std::atomic<bool> stop{false};
  std::atomic<size_t> walks{0}, rewires{0};
  std::mutex error_lock;
  std::string error;
  auto fail = [&](std::string what) {
    std::lock_guard<std::mutex> guard(error_lock);
    if (error.empty()) error = std::move(what);
    stop.store(true);
  };
  auto mutator_body = [&] {
    uint64_t seed = 12345;
    while (!stop.load()) {
      fx.sp.poll();
      // Between two polls: raw addresses are valid. Walk the list from the raw root, checking
      // every id and that the colored root names the same head.
      const uintptr_t head = fx.model.raw_roots[0];
      if (load_ref(&fx.model.colored_roots[0]) != head) return fail("colored root != raw root");
      uintptr_t node = head;
      for (size_t i = 0; i < kLen; i++) {
        if (node == 0) return fail("list too short at " + std::to_string(i));
        if (!fx.model.is_valid_object(node)) return fail("invalid object at index " + std::to_string(i));
        if (id_of(node) != make_id(kList, i)) return fail("wrong id at index " + std::to_string(i));
        const uintptr_t next = SyntheticHeap::get(node, 0);
        const zpointer healed = std::atomic_ref<zpointer>(*field_of(node, 0)).load(std::memory_order_relaxed);
        if (next != 0 && (healed & kColorMask) != good_color()) {
          // Only this thread stores into the list; GC workers heal with the good color too.
          return fail("field not healed at index " + std::to_string(i));
        }
        node = next;
      }
      if (node != 0) return fail("list too long");
      walks.fetch_add(1);
      // Rewire: replace node k (k >= 1) by a fresh copy with the same id; the old one is garbage.
      seed = seed * 6364136223846793005ull + 1442695040888963407ull;
      const size_t k = 1 + size_t(seed >> 33) % (kLen - 1);
      uintptr_t prev = head;
      for (size_t i = 1; i < k; i++) prev = SyntheticHeap::get(prev, 0);
      const uintptr_t old = SyntheticHeap::get(prev, 0);
      const uintptr_t fresh = alloc(make_id(kList, k), 1);
      if (fresh == 0) continue;  // heap full for now: the next cycle frees the garbage
      SyntheticHeap::set(fresh, 0, SyntheticHeap::get(old, 0));
      SyntheticHeap::set(prev, 0, fresh);
      rewires.fetch_add(1);
    }
  };
  std::thread mutator([&] {
    mutator_body();
    fx.sp.detach();  // pauses no longer wait for this thread
  });

  size_t copied_by_java_thread = 0;  // over all cycles: how often the Java thread won a race
  for (int c = 0; c < kCycles && !stop.load(); c++) {
    fx.collector->run_cycle(GCCause::GCStress);
    copied_by_java_thread += fx.collector->relocator().stats().copied_by_mutators;
  }
  stop.store(true);
  mutator.join();
  INFO("walks " << walks.load() << ", rewires " << rewires.load() << ", objects copied by the Java thread "
                << copied_by_java_thread);
  REQUIRE(error.empty());
  REQUIRE(walks.load() > 0);
  REQUIRE(fx.collector->stats().cycles == size_t(kCycles));
  // Final check on this thread, every field through the barrier.
  uintptr_t node = fx.model.raw_roots[0];
  for (size_t i = 0; i < kLen; i++) {
    REQUIRE(node != 0);
    REQUIRE(id_of(node) == make_id(kList, i));
    node = SyntheticHeap::get(node, 0);
  }
  REQUIRE(node == 0);
}

TEST_CASE("Collector: medium pages are relocated; the forwarding table answers for each of their granules",
          "[gc][collector]") {
  // 256 MB max: medium pages of 8 MB (4 granules) for objects above 256 KB up to 1 MB.
  SyntheticHeap h(256 * kM, stress_config(true, false));
  REQUIRE(h.heap.medium_page_size() == 8 * kM);
  constexpr size_t kRefs = 40000;  // 320 KB
  std::vector<uintptr_t> objs;
  for (size_t i = 0; i < 20; i++) objs.push_back(h.new_object(make_id(kBig, i), kRefs));  // 6.4 MB
  Page* medium = h.heap.page_allocator().page_of(objs[0]);
  REQUIRE(medium->type == PageType::Medium);
  REQUIRE(medium->size == 8 * kM);
  // Keep the even ones; each points at a small object and at the next kept medium object.
  for (size_t i = 0; i < objs.size(); i += 2) {
    SyntheticHeap::set(objs[i], 0, h.new_object(make_id(kExtra, i), 0));
    if (i + 2 < objs.size()) SyntheticHeap::set(objs[i], kRefs - 1, objs[i + 2]);
  }
  h.model.raw_roots.push_back(objs[0]);
  std::vector<uintptr_t> old_on_first_page;
  for (uintptr_t o : objs) {
    if (h.heap.page_allocator().page_of(o) == medium) old_on_first_page.push_back(o);
  }
  REQUIRE(old_on_first_page.size() >= 10);
  bool checked = false;
  h.safepointer.after_pause = [&](const std::string& op) {
    if (op != "ZRelocateStart") return;
    Forwarding* f = h.collector->forwarding_table().get(medium->start);
    REQUIRE(f != nullptr);
    REQUIRE(f->type() == PageType::Medium);
    for (uintptr_t a = medium->start; a < medium->end(); a += kGranuleSize / 4) {
      REQUIRE(h.collector->forwarding_table().get(a) == f);
    }
    for (uintptr_t o : old_on_first_page) REQUIRE(h.collector->forwarding_table().get(o) == f);
    checked = true;
  };
  h.gc();
  REQUIRE(checked);
  uintptr_t o = h.model.raw_roots[0];
  REQUIRE(o != objs[0]);
  REQUIRE(h.heap.page_allocator().page_of(o)->type == PageType::Medium);
  for (size_t i = 0; i < objs.size(); i += 2) {
    CAPTURE(i);
    REQUIRE(o != 0);
    REQUIRE(id_of(o) == make_id(kBig, i));
    REQUIRE(nrefs_of(o) == kRefs);
    REQUIRE(id_of(SyntheticHeap::get(o, 0)) == make_id(kExtra, i));
    for (size_t k = 1; k + 1 < kRefs; k += 997) REQUIRE(SyntheticHeap::get(o, k) == 0);
    o = SyntheticHeap::get(o, kRefs - 1);
  }
  REQUIRE(o == 0);
  h.safepointer.after_pause = nullptr;
  h.gc();
  REQUIRE(reachable(h).size() == objs.size());  // 10 medium + 10 small
}

TEST_CASE("Collector: the driver thread runs System.gc() cycles for callers", "[gc][collector]") {
  SyntheticHeap h(64 * kM, stress_config(true, false));
  Graph g;
  g.build(h, 1);
  h.collector->start();
  h.collector->collect(GCCause::SystemGC);  // returns when a cycle that started after the call ended
  REQUIRE(h.collector->stats().cycles >= 1);
  g.check(h);
  const uint64_t before = h.collector->stats().cycles;
  h.collector->collect(GCCause::SystemGC);
  REQUIRE(h.collector->stats().cycles >= before + 1);
  REQUIRE(h.collector->wait_for_memory());
  REQUIRE(h.collector->stats().allocation_stalls == 1);
  REQUIRE(h.collector->stats().cycles >= before + 2);
  g.check(h);
  h.collector->stop();
  h.collector->collect(GCCause::SystemGC);  // stopped: returns at once
  REQUIRE_FALSE(h.collector->wait_for_memory());
}

TEST_CASE("Collector: cause names and the GC stress counter", "[gc][collector]") {
  REQUIRE(std::string(gc_cause_name(GCCause::Warmup)) == "Warmup");
  REQUIRE(std::string(gc_cause_name(GCCause::AllocationRate)) == "Allocation Rate");
  REQUIRE(std::string(gc_cause_name(GCCause::Proactive)) == "Proactive");
  REQUIRE(std::string(gc_cause_name(GCCause::Timer)) == "Timer");
  REQUIRE(std::string(gc_cause_name(GCCause::SystemGC)) == "System.gc()");
  REQUIRE(std::string(gc_cause_name(GCCause::AllocationStall)) == "Allocation Stall");
  GcConfig c;
  c.stress_interval = 3;
  SyntheticHeap h(64 * kM, c);
  std::vector<bool> fired;
  for (int i = 0; i < 9; i++) fired.push_back(h.collector->note_allocation(64));
  REQUIRE(fired == std::vector<bool>{false, false, true, false, false, true, false, false, true});
}
