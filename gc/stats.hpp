// Collector statistics: the counters tools and tests read (CollectorStats) and the table
// -Xlog:gc+stats prints every ZStatisticsInterval and at exit, in ZGC 17's layout (ZStat in
// HotSpot's zStat.cpp: per row Avg / Max over the last 10 s, 10 min, 10 h and in total). Does not
// time phases (the driver measures them and reports each one here) and writes no other log line.
//
//   === Garbage Collection Statistics ====================================...
//                                                                Last 10s              Last 10m ...
//                                                                Avg / Max             Avg / Max ...
//     Collector: Garbage Collection Cycle                    138.489 / 187.933     138.489 / ...  ms
//      Critical: Allocation Stall                                  4 / 4                 4 / ...  ops/s
//        Memory: Allocation Rate                                 192 / 192             192 / ...  MB/s
//         Phase: Pause Mark Start                              0.009 / 0.011         0.009 / ...  ms
//   ======================================================================...
//
// Time rows (ms) average their samples; rate rows (ops/s, MB/s) take one sample per second, as
// ZGC's once-a-second sampling does: the average is the count over the seconds of the window, the
// maximum the busiest second. Rows appear once they have a sample, sorted by group then name.
#pragma once

#include <cstdint>
#include <deque>
#include <map>
#include <mutex>
#include <string>
#include <tuple>

namespace jvmlab::gc {

/// Counters for logs, tools and tests. Times in nanoseconds.
struct CollectorStats {
  uint64_t cycles = 0;
  uint64_t pauses = 0;
  int64_t max_pause_ns = 0;
  int64_t total_pause_ns = 0;
  int64_t max_ttsp_ns = 0;
  uint64_t relocated_bytes = 0;
  uint64_t relocated_in_place_pages = 0;
  uint64_t freed_pages = 0;
  uint64_t allocation_stalls = 0;
};

/// The gc+stats rows: samples kept per second for 10 minutes and per minute for 10 hours, plus
/// running totals. Thread-safe (one internal lock); memory bounded (at most 1200 buckets a row).
class PhaseStatistics {
 public:
  enum class Unit { OpsPerSecond, MBPerSecond, Ms };

  PhaseStatistics();

  /// Records one run of phase `name` ("Pause Mark Start", ...) that took `duration_ns`: a time
  /// sample of the row "Phase: <name>".
  void add(const char* name, int64_t duration_ns) { sample("Phase", name, Unit::Ms, duration_ns); }
  /// Records one sample of row "<group>: <name>": a duration in ns for Unit::Ms, a count (ops) or
  /// a byte count (MB/s rows) for the rate units.
  void sample(const char* group, const char* name, Unit unit, int64_t value);
  /// Seconds since the last table (or since start).
  double window_seconds();
  /// Writes the gc+stats table (ZGC's layout) and starts a new interval. Nothing when no row has
  /// a sample. `final_table`: the table printed at VM exit (same layout). The caller checks that
  /// gc+stats is enabled.
  void print(bool final_table);

 private:
  struct Bucket {
    int64_t index = 0;  // second (or minute) since start
    uint64_t count = 0, sum = 0, max = 0;
  };
  struct Row {
    Unit unit = Unit::Ms;
    std::deque<Bucket> seconds, minutes;  // newest at the back
    uint64_t count = 0, sum = 0, max = 0;  // since start; max of single samples (Ms) or seconds
  };
  struct Cell {
    double avg = 0, max = 0;
  };
  Cell window(const Row& row, int64_t now_s, int64_t seconds) const;

  std::mutex lock_;                                          // guards the rows and the window start
  // By (group, name, unit): ZGC's order, a counter's ops/s row before its ms row.
  std::map<std::tuple<std::string, std::string, int>, Row> rows_;
  int64_t start_ns_ = 0;
  int64_t window_start_ns_ = 0;
};

}  // namespace jvmlab::gc
