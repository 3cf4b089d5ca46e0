// Marker: concurrent marking (ZGC's ZMark) — the mark stack, the GC workers' tracing loop with
// termination, the mark barrier Java threads take on loads during Concurrent Mark.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <vector>

#include "gc/barrier.hpp"

namespace jvmlab::gc {

class Collector;
struct Page;

/// Marks live objects for one cycle. An object is marked by setting its bit in its page's live
/// map (gc/live_map.hpp); a newly marked object is pushed on the mark stack, and a GC worker
/// traces it: every reference field with a bad color is remapped (if it predates the previous
/// relocation), its target marked, and the field healed with the good color. Objects on pages
/// allocated during this cycle (allocated black) are live without marks.
/// Thread-safe: Java threads mark through the barrier while GC workers trace.
class Marker {
 public:
  explicit Marker(Collector& collector);

  /// Starts a cycle's marking (Pause Mark Start): empty stack, counters zero.
  void prepare(uint32_t seqnum);
  /// Before Pause Mark Start, on the driver thread: gives the mark stack and the coloured-root
  /// list room for twice the previous cycle's roots (at least 8192), written once so the pages
  /// are present. The pause then pushes roots without growing a vector, and the driver's first
  /// malloc (glibc maps a new arena for a thread's first one) happens outside the pause: both
  /// made the first Pause Mark Start 2-3 ms instead of 0.1 ms.
  void reserve_for_roots();
  /// End of Pause Mark Start: remembers how many roots it pushed, for reserve_for_roots.
  void roots_done();
  /// Marks the object at raw address `addr` (not null); pushes it when this call marked it.
  /// Returns true when this call marked it.
  bool mark_object(uintptr_t addr);
  /// Pause Mark Start: pushes root object `addr` unmarked (a worker marks and traces it), so the
  /// pause does only a push per root.
  void push_root(uintptr_t addr);
  /// Pause Mark Start: remembers a coloured root slot (a static field). Workers heal and mark
  /// these at the start of Concurrent Mark, concurrently with Java threads, whose loads of the
  /// slot take the load barrier anyway.
  void add_colored_root(zpointer* slot) { colored_roots_.push_back(slot); }
  /// The mark barrier: the good raw address for bad pointer `value` during Concurrent Mark
  /// (remapped through the previous cycle's forwarding tables unless Remapped), marked.
  uintptr_t mark_barrier(zpointer value);
  /// Concurrent Mark: runs `workers` GC worker threads until the stack is empty and all are
  /// idle. Returns the number of objects traced.
  size_t run_workers(unsigned workers);
  /// In Pause Mark End: traces what Java threads pushed since the workers finished, for at most
  /// `budget_ns`. Returns true when the stack is empty (marking is complete).
  bool drain_in_pause(int64_t budget_ns);
  /// True when the object at raw address `addr` is marked in this cycle or allocated black
  /// (strongly reachable once marking is complete). Thread-safe; never marks.
  bool is_marked(uintptr_t addr) const;
  /// True when nothing is left to trace.
  bool stack_empty();
  size_t marked_bytes() const { return marked_bytes_.load(std::memory_order_relaxed); }
  /// Objects traced this cycle so far, and roots the last Pause Mark Start pushed (step mode).
  size_t traced() const { return traced_.load(std::memory_order_relaxed); }
  size_t last_roots() const { return last_roots_; }

 private:
  void trace(uintptr_t obj, std::vector<uintptr_t>& local);
  bool mark(uintptr_t addr);  // sets the live bit; true when this call set it
  void process_entry(uintptr_t entry, std::vector<uintptr_t>& local);
  void worker_loop();
  void push_global(const uintptr_t* objs, size_t n);
  size_t pop_global(std::vector<uintptr_t>& into, size_t max);

  Collector& collector_;
  uint32_t seqnum_ = 0;
  std::mutex stack_lock_;
  std::vector<uintptr_t> stack_;     // global mark stack, guarded by stack_lock_; an entry with
                                     // bit 0 set is a root still to be marked
  std::vector<zpointer*> colored_roots_;  // static fields, processed by run_workers
  size_t last_roots_ = 0;            // roots pushed by the last Pause Mark Start
  std::atomic<unsigned> active_{0};  // workers with work in hand
  std::atomic<size_t> traced_{0};
  std::atomic<size_t> marked_bytes_{0};
};

}  // namespace jvmlab::gc
