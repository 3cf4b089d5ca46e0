// Cycle statistics for the log: the numbers and lines ZGC 17 prints when a cycle ends — minimum
// mutator utilization (gc+mmu), the load average (gc+load), the relocation summary (gc+reloc) and
// the heap table (gc+heap) — after HotSpot's zStat.cpp (ZStatMMU, ZStatLoad, ZStatRelocation,
// ZStatHeap). Formats and computes; does not write the lines (the collector does) and measures
// nothing itself (the collector hands it what it sampled at each point of the cycle).
//
// The heap table, as ZGC prints it (sizes in MB, percentages of the max capacity):
//
//                  Mark Start          Mark End        Relocate Start      Relocate End           High               Low
//    Capacity:       64M (100%)         64M (100%)         64M (100%)         64M (100%)         64M (100%)         64M (100%)
//        Free:       54M (84%)          52M (81%)          56M (88%)          46M (72%)          58M (91%)          42M (66%)
//        Used:       10M (16%)          12M (19%)           8M (12%)          18M (28%)          22M (34%)           6M (9%)
//        Live:         -                 0M (1%)            0M (1%)            0M (1%)             -                  -
//   Allocated:         -                 2M (3%)            4M (6%)           15M (25%)            -                  -
//     Garbage:         -                 9M (15%)           3M (5%)            1M (2%)             -                  -
//   Reclaimed:         -                  -                 6M (9%)            7M (12%)            -                  -
//
// Free = max capacity - used; Live = bytes marked; Garbage = used at mark start - live - reclaimed;
// Reclaimed = bytes of pages freed since mark start (empty pages at selection, then the relocation
// set); Allocated = used - used at mark start + reclaimed (so the columns add up as ZGC's do). High
// and Low: ZGC tracks the extremes between the points; jvmlab takes them over the four points.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace jvmlab::gc {

/// Minimum mutator utilization over 2, 5, 10, 20, 50 and 100 ms windows, ZGC's ZStatMMU: after
/// each pause, the window of each size that ends with the pause is measured (time paused inside
/// it, over the last 200 pauses) and the lowest utilization seen so far is kept. Not thread-safe:
/// the collector's driver registers every pause and prints the line.
class MmuTracker {
 public:
  /// Records a pause from `start_ns` to `end_ns` (steady-clock nanoseconds).
  void register_pause(int64_t start_ns, int64_t end_ns);
  /// "MMU: 2ms/98.7%, 5ms/99.5%, 10ms/99.7%, 20ms/99.9%, 50ms/99.9%, 100ms/99.9%"
  std::string line() const;
  /// The minimum so far for window `index` (0: 2 ms ... 5: 100 ms), in percent.
  double minimum(size_t index) const { return mmu_[index]; }

  static constexpr double kWindowsMs[6] = {2, 5, 10, 20, 50, 100};

 private:
  static constexpr size_t kPauses = 200;
  struct Pause {
    double start_ms = 0, end_ms = 0;
  };
  double utilization(double window_ms) const;

  Pause pauses_[kPauses];
  size_t next_ = 0;    // ring index of the next pause
  size_t count_ = 0;   // pauses held, at most kPauses
  double mmu_[6] = {100, 100, 100, 100, 100, 100};
};

/// "Load: 3.76/2.38/2.16": the system's 1, 5 and 15 minute load averages (getloadavg).
std::string load_line();

/// One page class's line of gc+reloc, ZGC's ZStatRelocation: "Small Pages: 5 / 10M, Empty: 6M,
/// Relocated: 0M, In-Place: 0". Sizes in bytes.
std::string relocation_line(const char* name, size_t pages, size_t total, size_t empty,
                            size_t relocated, size_t in_place);

/// What the collector sampled for the heap table. Bytes.
struct CycleHeapStats {
  size_t max_capacity = 0;
  size_t capacity[4] = {};   // committed at Mark Start, Mark End, Relocate Start, Relocate End
  size_t used[4] = {};       // used at the same points
  size_t live = 0;           // marked in this cycle
  size_t reclaimed_at_relocate_start = 0;  // empty pages freed by relocation set selection
  size_t reclaimed_at_relocate_end = 0;    // that and the relocation set's freed pages
};

/// The heap table's eight lines (header and seven rows), without the "GC(n) " prefix, in ZGC's
/// column layout (a 10-character label column, then six 18-character columns, one space apart).
std::vector<std::string> heap_table_lines(const CycleHeapStats& stats);

/// "64M(100%)": ZGC's size with its percentage of `max` (rounded to a whole percent).
std::string size_percent(size_t bytes, size_t max);

}  // namespace jvmlab::gc
