// ReferenceProcessor: java.lang.ref references with the collector (ZGC's ZReferenceProcessor in
// JDK 17) — discovery while marking, "Concurrent Process Non-Strong References" after mark end,
// the soft-reference policy, the pending list handed to the Java "Reference Handler" thread, and
// the weak loads behind Reference.get and refersTo. Stops at the pending list: enqueueing into a
// ReferenceQueue is Java code (java/lang/ref/Reference.java).
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <vector>

#include "gc/barrier.hpp"
#include "gc/object_model.hpp"

namespace jvmlab::gc {

class Collector;

/// Per-cycle counts of one reference type, as ZGC's gc+ref lines print them.
struct ReferenceCounts {
  size_t encountered = 0;  // traced with a non-null referent
  size_t discovered = 0;   // referent not strongly reachable when traced (and, soft: policy said clear)
  size_t enqueued = 0;     // referent found dead after marking: cleared, put on the pending list
};

/// Discovers and processes the Reference objects of one cycle at a time. The scheme (ZGC's):
///  - Concurrent Mark: a traced Reference whose referent is not marked yet is *discovered*: its
///    referent field is not traced (and keeps its bad colour), the Reference is remembered. A
///    SoftReference is traced as strong while the soft policy keeps it (below).
///  - Concurrent Process Non-Strong References (after Pause Mark End, Java threads running): a
///    discovered Reference whose referent got marked after all (another path, or get() during
///    mark) is dropped and its field healed; one whose referent is dead is cleared (weak, soft
///    and phantom alike: JDK 9+ clears phantom referents too) and prepended to the pending list,
///    which the Java thread "Reference Handler" takes (Reference.getAndClearReferencePendingList)
///    to enqueue each on its queue.
///  - Between Pause Mark End and the end of processing, resurrection is blocked: Reference.get
///    of an unmarked referent returns null (it is about to be cleared) instead of marking it
///    (ZBarrier::weak_load_barrier_on_weak_oop_field). During Concurrent Mark, get() marks the
///    referent through the load barrier: it is strongly reachable again ("keep alive").
/// Soft policy (HotSpot's LRUMaxHeapPolicy, ZGC's default): a SoftReference is kept while
/// `clock - timestamp <= free MB at the last cycle's end * 1000 ms` (SoftRefLRUPolicyMSPerMB),
/// where SoftReference.get() sets timestamp = clock and the clock advances to the current time
/// (ms) at the end of every processing phase; every soft reference is cleared (AlwaysClearPolicy)
/// in a cycle run for an allocation stall or while allocations are stalled, so all soft
/// referents are gone before an OutOfMemoryError (JLS/SoftReference's guarantee).
/// Thread-safe as documented per call.
class ReferenceProcessor {
 public:
  explicit ReferenceProcessor(Collector& collector);

  /// Before Pause Mark Start, on the driver thread: counters to zero, the soft policy for the
  /// cycle (`clear_all_soft`: AlwaysClear; otherwise the LRU interval from `max_capacity` and
  /// `used_after_last_cycle`, bytes). Logs gc+ref "Clearing All SoftReferences" when clearing.
  void prepare(bool clear_all_soft, size_t max_capacity, size_t used_after_last_cycle);
  /// Marking, for every traced Reference `obj` of kind `type` with referent field `referent`:
  /// true when the reference is discovered (the caller must not trace the referent), false when
  /// the referent is to be traced as a strong field (null, already marked, or softly kept).
  /// Called by GC workers concurrently and by Pause Mark End.
  bool discover(uintptr_t obj, ReferenceType type, zpointer* referent);
  /// Concurrent Process Non-Strong References: clears or keeps every discovered reference,
  /// prepends the cleared ones to the pending list, wakes the Reference Handler, advances the
  /// soft clock. Driver thread, after marking completed, before relocation selection.
  void process();
  /// The pending list's head as a root (raw), for Pause Mark Start and Pause Relocate Start.
  void roots_do(RootVisitor& v);
  /// Writes ZGC's gc+ref lines of the cycle ("Soft: N encountered, N discovered, N enqueued",
  /// then Weak, Final, Phantom). Driver thread.
  void log_statistics(uint64_t gc_id) const;
  ReferenceCounts counts(ReferenceType type) const;

  // --- for the Reference Handler (Reference's natives) --------------------------------------
  /// Blocks until the pending list is not empty. The caller must be safe for pauses (a Java
  /// thread in ThreadState::Blocked). Thread-safe.
  void wait_for_pending();
  /// True when the pending list is not empty. Thread-safe.
  bool has_pending();
  /// Takes the whole pending list: the raw address of its first Reference (linked through their
  /// `discovered` fields, the last one's null), or 0. The caller must not reach a safepoint
  /// while holding the raw address. Thread-safe.
  uintptr_t take_pending();

  // --- for Reference.get / refersTo / SoftReference (Java threads, never at a safepoint) ----
  /// Reference.get's load of `referent`: the referent's address, or 0. Strong (marks it) during
  /// Concurrent Mark; weak (0 for an unmarked referent, which processing will clear) from Pause
  /// Mark End until relocation; the plain load barrier otherwise.
  static uintptr_t load_referent(zpointer* referent);
  /// Reference.refersTo: true when `referent` holds `obj` (0: cleared), without keeping the
  /// referent alive (no marking).
  static bool referent_is(zpointer* referent, uintptr_t obj);
  /// SoftReference's clock, ms (monotonic): the time of the last processing phase, or of the
  /// first call.
  static int64_t soft_clock();

 private:
  bool is_strongly_live(uintptr_t addr) const;

  Collector& collector_;
  bool clear_all_soft_ = false;
  int64_t soft_max_interval_ms_ = 0;
  int64_t soft_clock_at_start_ = 0;
  std::mutex discovered_lock_;
  struct Discovered {
    uintptr_t obj;
    ReferenceType type;
  };
  std::vector<Discovered> discovered_;  // this cycle's discovered references (no object moves
                                        // between marking and processing)
  std::atomic<size_t> encountered_[5] = {}, discovered_count_[5] = {};
  size_t enqueued_[5] = {};            // driver thread

  std::mutex pending_lock_;            // guards pending_ (held briefly, never across a safepoint)
  std::condition_variable pending_cv_;
  uintptr_t pending_ = 0;              // raw head of the pending list (a root)
};

}  // namespace jvmlab::gc
