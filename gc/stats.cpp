// Collector statistics: the gc+stats table in ZGC 17's layout. See stats.hpp.
#include "gc/stats.hpp"

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "gc/gc_clock.hpp"
#include "gc/gc_log.hpp"

namespace jvmlab::gc {

namespace {

constexpr size_t kKeepBuckets = 600;  // 10 minutes of seconds, 10 hours of minutes
constexpr int64_t kWindows[3] = {10, 600, 36000};  // the table's Last 10s / 10m / 10h

}  // namespace

PhaseStatistics::PhaseStatistics() : start_ns_(now_ns()), window_start_ns_(start_ns_) {}

void PhaseStatistics::sample(const char* group, const char* name, Unit unit, int64_t value) {
  const uint64_t v = value > 0 ? uint64_t(value) : 0;
  std::lock_guard<std::mutex> guard(lock_);
  const int64_t second = (now_ns() - start_ns_) / 1'000'000'000;
  Row& row = rows_[{group, name, int(unit)}];
  row.unit = unit;
  auto bucket = [](std::deque<Bucket>& buckets, int64_t index) -> Bucket& {
    if (buckets.empty() || buckets.back().index != index) {
      buckets.push_back(Bucket{index, 0, 0, 0});
      if (buckets.size() > kKeepBuckets) buckets.pop_front();
    }
    return buckets.back();
  };
  Bucket& s = bucket(row.seconds, second);
  Bucket& m = bucket(row.minutes, second / 60);
  s.count++, m.count++, row.count++;
  s.sum += v, m.sum += v, row.sum += v;
  if (unit == Unit::Ms) {
    s.max = std::max(s.max, v);
    m.max = std::max(m.max, v);
    row.max = std::max(row.max, v);
  } else {
    // A rate's sample is the whole second: its maximum is the busiest second.
    s.max = s.sum;
    m.max = std::max(m.max, s.sum);
    row.max = std::max(row.max, s.sum);
  }
}

double PhaseStatistics::window_seconds() {
  std::lock_guard<std::mutex> guard(lock_);
  return double(now_ns() - window_start_ns_) / 1e9;
}

PhaseStatistics::Cell PhaseStatistics::window(const Row& row, int64_t now_s, int64_t seconds) const {
  const bool by_second = seconds <= int64_t(kKeepBuckets);
  const std::deque<Bucket>& buckets = by_second ? row.seconds : row.minutes;
  const int64_t first = by_second ? now_s - seconds + 1 : (now_s - seconds) / 60 + 1;
  uint64_t count = 0, sum = 0, max = 0;
  for (auto it = buckets.rbegin(); it != buckets.rend() && it->index >= first; ++it) {
    count += it->count;
    sum += it->sum;
    max = std::max(max, it->max);
  }
  Cell cell;
  cell.max = double(max);
  if (row.unit == Unit::Ms) {
    cell.avg = count ? double(sum) / double(count) : 0;
  } else {
    cell.avg = double(sum) / double(std::max<int64_t>(1, std::min(seconds, now_s + 1)));
  }
  return cell;
}

void PhaseStatistics::print(bool /*final_table*/) {
  std::lock_guard<std::mutex> guard(lock_);
  if (rows_.empty()) return;
  // One message: a GC cycle logging beside the table (the table at exit is written by the
  // exiting thread) never splits it.
  std::vector<std::string> table;
  auto line = [&table](std::string text) { table.push_back(std::move(text)); };
  const int64_t now_s = (now_ns() - start_ns_) / 1'000'000'000;
  line("=== Garbage Collection Statistics ===================================================="
       "===================================================================");
  line(fmt::format("{:61}Last 10s{:14}Last 10m{:14}Last 10h{:16}Total", "", "", "", ""));
  line(fmt::format("{:61}Avg / Max{:13}Avg / Max{:13}Avg / Max{:13}Avg / Max", "", "", "", ""));
  for (const auto& [key, row] : rows_) {
    const auto& [group, name, unit] = key;
    Cell cells[4];
    for (int i = 0; i < 3; i++) cells[i] = window(row, now_s, kWindows[i]);
    cells[3].max = double(row.max);
    cells[3].avg = row.unit == Unit::Ms ? (row.count ? double(row.sum) / double(row.count) : 0)
                                         : double(row.sum) / double(std::max<int64_t>(1, now_s + 1));
    std::string text = fmt::format(" {:>10}: {:<41} ", group, name);
    if (row.unit == Unit::Ms) {
      for (const Cell& c : cells) text += fmt::format("{:9.3f} / {:<9.3f} ", c.avg / 1e6, c.max / 1e6);
      text += "  ms";
    } else {
      const double scale = row.unit == Unit::MBPerSecond ? double(1 << 20) : 1.0;
      for (const Cell& c : cells) {
        text += fmt::format("{:9} / {:<9} ", uint64_t(c.avg / scale), uint64_t(c.max / scale));
      }
      text += row.unit == Unit::MBPerSecond ? "  MB/s" : "  ops/s";
    }
    line(text);
  }
  line("=========================================================================================="
       "===============================================================");
  log_write_lines(LogTopic::Stats, LogDetail::Info, table);
  window_start_ns_ = now_ns();
}

}  // namespace jvmlab::gc
