// Collector statistics: the gc+stats table. See stats.hpp.
#include "gc/stats.hpp"

#include <algorithm>
#include <chrono>
#include <string_view>

#include <fmt/format.h>

#include "gc/gc_clock.hpp"
#include "gc/gc_log.hpp"

namespace jvmlab::gc {

PhaseStatistics::PhaseStatistics() : window_start_ns_(now_ns()) {}

void PhaseStatistics::add(const char* name, int64_t duration_ns) {
  std::lock_guard<std::mutex> guard(lock_);
  for (auto* table : {&window_, &total_}) {
    PhaseStat& st = (*table)[name];
    st.count++;
    st.sum_ns += duration_ns;
    st.max_ns = std::max(st.max_ns, duration_ns);
  }
}

double PhaseStatistics::window_seconds() {
  std::lock_guard<std::mutex> guard(lock_);
  return double(now_ns() - window_start_ns_) / 1e9;
}

void PhaseStatistics::print(bool final_table, const CollectorStats& st) {
  std::lock_guard<std::mutex> guard(lock_);
  if (total_.empty()) return;
  auto line = [](std::string_view text) { log_write(LogTopic::Stats, LogDetail::Info, text); };
  const double window_s = double(now_ns() - window_start_ns_) / 1e9;
  line(fmt::format("=== Garbage Collection Statistics ({}) ==========================================",
                   final_table ? "at exit" : "periodic"));
  line(fmt::format("{:<52}{:>24}{:>24}", "", fmt::format("Last {:.0f}s", window_s), "Total"));
  line(fmt::format("{:<52}{:>24}{:>24}", "", "Avg / Max (count)", "Avg / Max (count)"));
  // Pauses first, then concurrent phases, each in the order of the cycle.
  static const char* kOrder[] = {"Pause Mark Start", "Pause Mark End", "Pause Relocate Start",
                                 "Concurrent Mark", "Concurrent Process Non-Strong References",
                                 "Concurrent Reset Relocation Set", "Concurrent Select Relocation Set",
                                 "Concurrent Relocate"};
  auto cell = [](const std::map<std::string, PhaseStat>& table, const char* name) {
    auto it = table.find(name);
    if (it == table.end() || it->second.count == 0) return std::string("- / - (0)");
    const PhaseStat& st = it->second;
    return fmt::format("{:.3f} / {:.3f} ({})", ms(st.sum_ns) / double(st.count), ms(st.max_ns), st.count);
  };
  for (const char* name : kOrder) {
    line(fmt::format("  Phase: {:<44}{:>24}{:>24} ms", name, cell(window_, name), cell(total_, name)));
  }
  line(fmt::format("  Critical: Allocation Stall{:>48}{:>24}", "", fmt::format("{} stalls", st.allocation_stalls)));
  line(fmt::format("  Memory: Relocated{:>57}{:>24}", "", fmt::format("{} MB", mb(st.relocated_bytes))));
  line(fmt::format("  Cycles: {}   Pauses: {}   Max pause: {:.3f} ms   Max time-to-safepoint: {:.3f} ms", st.cycles,
                   st.pauses, ms(st.max_pause_ns), ms(st.max_ttsp_ns)));
  line("=========================================================================================");
  window_.clear();
  window_start_ns_ = now_ns();
}

}  // namespace jvmlab::gc
