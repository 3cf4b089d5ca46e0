// The collector's observer: what -XX:GCTraceFile, -XX:GCHeapMapFile and -XX:+GCStepMode see at
// each phase boundary of a cycle. The collector calls it at five points (before and inside a
// pause, after a phase, after a cycle, at each driver wake-up); it records trace events
// (gc/trace.hpp), heap-map snapshots (gc/heap_map.hpp) and, in step mode, prints what the phase
// did and waits. Does not change what the collector does, only when the program goes on.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "gc/heap_map.hpp"

namespace jvmlab::gc {

class Collector;
enum class GCCause : uint8_t;

/// Created by the collector when any of the three outputs is on (Observer::wanted). Called on
/// the driver thread only, except stall() (a Java thread) and write_files() (exit).
class Observer {
 public:
  /// True when `config` asks for a trace, a heap map or the step mode.
  static bool wanted(const GcConfig& config);
  /// Enables the trace and reserves the heap map's buffers (config's heap_map_*).
  explicit Observer(Collector& collector);

  /// Before safepointer.begin() of a pause: the driver's trace buffer gets room for the pause's
  /// events, so that nothing allocates inside it.
  void before_pause();
  /// Inside pause `name` (a literal), after its work: copies the granule map (counted in the
  /// pause's time: that is what the 5 % budget is measured against); phase_done completes it.
  void in_pause(const char* name, int64_t gc_id);
  /// After phase `name` ran from `start_ns` to `end_ns`: a pause's heap map gets the relocation
  /// set's flags and is published; the trace span and heap counter; in step
  /// mode for a chosen cycle, the phase's summary and map, then the wait (at a safepoint of its
  /// own, "GCStep", so the program stands still while the learner reads).
  void phase_done(const char* name, bool is_pause, int64_t gc_id, int64_t start_ns, int64_t end_ns);
  /// After the cycle: its span ("Garbage Collection", args gc and cause).
  void cycle_done(GCCause cause, int64_t gc_id, int64_t start_ns, int64_t end_ns);
  /// Every driver wake-up (about 10 ms): heap counters; an interval heap-map snapshot when
  /// GCHeapMapInterval ms have passed since the last snapshot.
  void tick();
  /// An allocation stall of the calling (Java) thread, `start_ns` to `end_ns`.
  void stall(int64_t start_ns, int64_t end_ns);
  /// Writes the trace and the heap map (exit). Idempotent.
  void write_files();

 private:
  // A whole snapshot (interval, step mode): copy_heap_map, add_relocation_flags, commit.
  void record_heap_map(const char* when, int64_t gc_id);
  // The allocator's codes into the next snapshot (pending_); false when the buffer is full.
  bool copy_heap_map(const char* when, int64_t gc_id);
  // The collector's flags on pending_'s row, from the relocator's forwardings.
  void add_relocation_flags();
  void counters(int64_t ts_ns);
  bool stepping(int64_t gc_id) const;
  void step(const char* name, int64_t gc_id, int64_t duration_ns);
  std::string describe(const char* name) const;

  Collector& collector_;
  HeapMap heap_map_;
  bool heap_map_on_ = false;
  struct {
    uint8_t* row = nullptr;      // begun, not committed yet (between in_pause and phase_done)
    size_t granules = 0;
    const char* when = nullptr;
    int64_t record_ns = 0;       // the copy's cost: what the pause paid
  } pending_;
  int64_t start_ns_ = 0;
  int64_t last_map_ns_ = 0;
  int64_t last_counter_ns_ = 0;
  size_t live_bytes_ = 0;        // live at the last completed mark
  uint64_t healed_at_start_ = 0; // fields healed by load barriers when the phase began
  bool written_ = false;
};

}  // namespace jvmlab::gc
