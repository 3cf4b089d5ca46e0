// Collector statistics: the counters tools and tests read (CollectorStats) and the per-phase
// table -Xlog:gc+stats prints every ZStatisticsInterval and at exit (after ZGC's ZStat). Does not
// time phases (the driver measures them and reports each one here) and writes no other log line.
#pragma once

#include <cstdint>
#include <map>
#include <mutex>
#include <string>

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

/// Duration statistics per phase name (count, sum, max) over two windows: since the last table
/// was printed, and since start. Thread-safe (one internal lock).
class PhaseStatistics {
 public:
  PhaseStatistics();

  /// Records one run of phase `name` that took `duration_ns`.
  void add(const char* name, int64_t duration_ns);
  /// Seconds since the last table (or since start).
  double window_seconds();
  /// Writes the gc+stats table: per phase Avg / Max (count) over the window and in total, pauses
  /// first, then concurrent phases, each in the order of the cycle; then the stalls, relocated
  /// bytes, cycles, pauses, max pause and max time-to-safepoint from `counters`. Starts a new
  /// window. Nothing when no phase has run. `final_table`: the table printed at VM exit. The
  /// caller checks that gc+stats is enabled.
  void print(bool final_table, const CollectorStats& counters);

 private:
  struct PhaseStat { uint64_t count = 0; int64_t sum_ns = 0; int64_t max_ns = 0; };
  std::mutex lock_;                                  // guards the tables and the window start
  std::map<std::string, PhaseStat> window_, total_;  // since the last table, and all
  int64_t window_start_ns_ = 0;
};

}  // namespace jvmlab::gc
