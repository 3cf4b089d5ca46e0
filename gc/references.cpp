// ReferenceProcessor: see references.hpp. After ZGC's zReferenceProcessor.cpp (JDK 17), with
// one discovered list under a lock instead of per-worker lists, and no finalization.
#include "gc/references.hpp"

#include "gc/collector.hpp"
#include "gc/gc_clock.hpp"
#include "gc/gc_log.hpp"
#include "gc/mark.hpp"
#include "gc/relocate.hpp"

namespace jvmlab::gc {

namespace {

constexpr int64_t kSoftRefLRUPolicyMSPerMB = 1000;  // HotSpot's SoftRefLRUPolicyMSPerMB default

std::atomic<int64_t> g_soft_clock{0};

int64_t now_ms() { return now_ns() / 1'000'000; }

/// The good address of a bad pointer read during marking: remapped through the previous cycle's
/// forwarding tables unless its colour is Remapped (no marking).
uintptr_t peek(Collector& c, zpointer v) {
  uintptr_t addr = uncolor(v);
  if (!(v & kRemapped)) addr = c.relocator().remap(addr);
  return addr;
}

const char* type_name(ReferenceType t) {
  switch (t) {
    case ReferenceType::Soft: return "Soft";
    case ReferenceType::Weak: return "Weak";
    case ReferenceType::Final: return "Final";
    case ReferenceType::Phantom: return "Phantom";
    case ReferenceType::None: break;
  }
  return "None";
}

}  // namespace

ReferenceProcessor::ReferenceProcessor(Collector& collector) : collector_(collector) {}

int64_t ReferenceProcessor::soft_clock() {
  int64_t clock = g_soft_clock.load(std::memory_order_relaxed);
  if (clock == 0) {
    int64_t expected = 0;
    g_soft_clock.compare_exchange_strong(expected, now_ms(), std::memory_order_relaxed);
    clock = g_soft_clock.load(std::memory_order_relaxed);
  }
  return clock;
}

void ReferenceProcessor::prepare(bool clear_all_soft, size_t max_capacity, size_t used_after_last_cycle) {
  for (int i = 0; i < 5; i++) {
    encountered_[i].store(0, std::memory_order_relaxed);
    discovered_count_[i].store(0, std::memory_order_relaxed);
    enqueued_[i] = 0;
  }
  {
    std::lock_guard<std::mutex> guard(discovered_lock_);
    discovered_.clear();
  }
  clear_all_soft_ = clear_all_soft;
  // LRUMaxHeapPolicy::setup: the interval grows with the heap left free by the last cycle.
  const size_t free_mb = (max_capacity > used_after_last_cycle ? max_capacity - used_after_last_cycle : 0) >> 20;
  soft_max_interval_ms_ = int64_t(free_mb) * kSoftRefLRUPolicyMSPerMB;
  soft_clock_at_start_ = soft_clock();
  if (clear_all_soft) GC_LOG(Ref, Info, "GC({}) Clearing All SoftReferences", collector_.gc_id());
}

bool ReferenceProcessor::is_strongly_live(uintptr_t addr) const { return collector_.marker().is_marked(addr); }

bool ReferenceProcessor::discover(uintptr_t obj, ReferenceType type, zpointer* referent) {
  const zpointer v = std::atomic_ref<zpointer>(*referent).load(std::memory_order_relaxed);
  if (v == 0) return false;  // inactive (cleared): nothing to discover, nothing to trace
  const size_t t = size_t(type);
  encountered_[t].fetch_add(1, std::memory_order_relaxed);
  if (!is_bad(v)) return false;  // healed: marked already
  if (is_strongly_live(peek(collector_, v))) return false;
  if (type == ReferenceType::Soft && !clear_all_soft_) {
    // LRUMaxHeapPolicy::should_clear_reference: kept while not idle for longer than the interval.
    const ReferenceFields f = collector_.model().reference_fields(obj);
    const int64_t timestamp = f.timestamp ? std::atomic_ref<int64_t>(*const_cast<int64_t*>(f.timestamp))
                                                .load(std::memory_order_relaxed)
                                          : 0;
    if (soft_clock_at_start_ - timestamp <= soft_max_interval_ms_) return false;  // softly live
  }
  discovered_count_[t].fetch_add(1, std::memory_order_relaxed);
  std::lock_guard<std::mutex> guard(discovered_lock_);
  discovered_.push_back({obj, type});
  return true;
}

void ReferenceProcessor::process() {
  std::vector<Discovered> discovered;
  {
    std::lock_guard<std::mutex> guard(discovered_lock_);
    discovered.swap(discovered_);
  }
  ObjectModel& model = collector_.model();
  uintptr_t head = 0, tail = 0;  // the references cleared now, in processing order
  for (const auto& [obj, type] : discovered) {
    const ReferenceFields f = model.reference_fields(obj);
    std::atomic_ref<zpointer> ref(*f.referent);
    bool enqueue = false;
    while (true) {
      zpointer v = ref.load(std::memory_order_relaxed);
      if (v == 0 || !is_bad(v)) break;  // cleared by clear()/enqueue(), or healed: drop
      const uintptr_t addr = peek(collector_, v);
      if (is_strongly_live(addr)) {  // marked after discovery: drop, keeping the referent
        if (ref.compare_exchange_strong(v, color(addr), std::memory_order_relaxed)) break;
        continue;
      }
      // Dead: clear (ZGC's make_inactive), unless a Java thread changed the field meanwhile.
      if (ref.compare_exchange_strong(v, 0, std::memory_order_relaxed)) {
        enqueue = true;
        break;
      }
    }
    if (!enqueue) continue;
    enqueued_[size_t(type)]++;
    store_ref(f.discovered, head);  // good colour: every reference here is marked
    head = obj;
    if (tail == 0) tail = obj;
  }
  if (head != 0) {
    std::lock_guard<std::mutex> guard(pending_lock_);
    store_ref(model.reference_fields(tail).discovered, pending_);  // the older pending ones after
    pending_ = head;
    pending_cv_.notify_all();
  }
  g_soft_clock.store(now_ms(), std::memory_order_relaxed);  // ZGC's soft_reference_update_clock
}

void ReferenceProcessor::roots_do(RootVisitor& v) {
  std::lock_guard<std::mutex> guard(pending_lock_);
  v.raw(&pending_);
}

void ReferenceProcessor::log_statistics(uint64_t gc_id) const {
  if (!log_enabled(LogTopic::Ref, LogDetail::Info)) return;
  for (ReferenceType t : {ReferenceType::Soft, ReferenceType::Weak, ReferenceType::Final, ReferenceType::Phantom}) {
    const ReferenceCounts c = counts(t);
    GC_LOG(Ref, Info, "GC({}) {}: {} encountered, {} discovered, {} enqueued", gc_id, type_name(t), c.encountered,
           c.discovered, c.enqueued);
  }
}

ReferenceCounts ReferenceProcessor::counts(ReferenceType type) const {
  const size_t t = size_t(type);
  return {encountered_[t].load(std::memory_order_relaxed), discovered_count_[t].load(std::memory_order_relaxed),
          enqueued_[t]};
}

void ReferenceProcessor::wait_for_pending() {
  std::unique_lock<std::mutex> guard(pending_lock_);
  pending_cv_.wait(guard, [&] { return pending_ != 0; });
}

bool ReferenceProcessor::has_pending() {
  std::lock_guard<std::mutex> guard(pending_lock_);
  return pending_ != 0;
}

uintptr_t ReferenceProcessor::take_pending() {
  std::lock_guard<std::mutex> guard(pending_lock_);
  const uintptr_t head = pending_;
  pending_ = 0;
  return head;
}

uintptr_t ReferenceProcessor::load_referent(zpointer* referent) {
  std::atomic_ref<zpointer> ref(*referent);
  while (true) {
    zpointer v = ref.load(std::memory_order_acquire);
    if (!is_bad(v)) return uncolor(v);
    Collector* c = g_collector;
    if (c == nullptr) return uncolor(v);
    if (c->phase() != Collector::Phase::MarkCompleted) {
      return load_barrier_slow(referent, v);  // marks during Concurrent Mark: keeps it alive
    }
    // Resurrection blocked: an unmarked referent is dead and will be cleared. The field still
    // holding `v` afterwards (the CAS, the re-read) proves processing had not reached it, so the
    // referent's page and the forwarding tables read were still those of this cycle.
    const uintptr_t addr = peek(*c, v);
    if (c->marker().is_marked(addr)) {
      if (ref.compare_exchange_strong(v, color(addr), std::memory_order_relaxed)) return addr;
    } else if (ref.load(std::memory_order_acquire) == v) {
      return 0;
    }
  }
}

bool ReferenceProcessor::referent_is(zpointer* referent, uintptr_t obj) {
  std::atomic_ref<zpointer> ref(*referent);
  while (true) {
    const zpointer v = ref.load(std::memory_order_acquire);
    if (v == 0) return obj == 0;
    if (!is_bad(v)) return uncolor(v) == obj;
    Collector* c = g_collector;
    if (c == nullptr) return uncolor(v) == obj;
    const Collector::Phase phase = c->phase();
    if (phase != Collector::Phase::Mark && phase != Collector::Phase::MarkCompleted) {
      return load_barrier_slow(referent, v) == obj;  // relocation: forwarding marks nothing
    }
    const bool same = peek(*c, v) == obj;
    if (ref.load(std::memory_order_acquire) == v) return same;  // as in load_referent
  }
}

}  // namespace jvmlab::gc
