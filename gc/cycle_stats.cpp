// Cycle statistics for the log: MMU, load, relocation and heap-table lines. See cycle_stats.hpp.
#include "gc/cycle_stats.hpp"

#include <algorithm>
#include <cstdlib>

#include <fmt/format.h>

namespace jvmlab::gc {

namespace {

constexpr size_t kMB = size_t(1) << 20;

double percent_of(size_t part, size_t whole) {
  return whole == 0 ? 0.0 : double(part) * 100.0 / double(whole);
}

// ZGC's ZStatTablePrinter: column 0 is 10 wide, the others 18; each column is followed by one
// space (the last one too).
constexpr size_t kColumn0 = 10;
constexpr size_t kColumnN = 18;

std::string pad_right(std::string text, size_t width) {
  if (text.size() < width) text.append(width - text.size(), ' ');
  return text + ' ';
}
std::string pad_left(const std::string& text, size_t width) {
  return (text.size() < width ? std::string(width - text.size(), ' ') : std::string()) + text + ' ';
}
std::string center(const std::string& text, size_t width) {
  if (text.size() >= width) return text + ' ';
  const size_t before = (width - text.size()) / 2;
  return std::string(before, ' ') + text + std::string(width - text.size() - before, ' ') + ' ';
}

// One cell: "      64M (100%)" or "        -".
std::string cell(size_t bytes, size_t max) {
  return pad_right(fmt::format("{:>8}M ({:.0f}%)", bytes / kMB, percent_of(bytes, max)), kColumnN);
}
std::string na() { return pad_right(fmt::format("{:>9}", "-"), kColumnN); }

}  // namespace

// --- MMU -----------------------------------------------------------------------------------------

constexpr double MmuTracker::kWindowsMs[6];

double MmuTracker::utilization(double window_ms) const {
  const Pause& last = pauses_[(next_ + kPauses - 1) % kPauses];
  const double end = last.end_ms;
  const double start = end - window_ms;
  double paused = 0;
  // Newest first; stop at the first pause that lies wholly before the window.
  for (size_t i = 0; i < count_; i++) {
    const Pause& p = pauses_[(next_ + kPauses - 1 - i) % kPauses];
    const double overlap = std::min(end, p.end_ms) - std::max(start, p.start_ms);
    if (overlap <= 0) break;
    paused += overlap;
  }
  return 100.0 * (window_ms - paused) / window_ms;
}

void MmuTracker::register_pause(int64_t start_ns, int64_t end_ns) {
  pauses_[next_] = Pause{double(start_ns) / 1e6, double(end_ns) / 1e6};
  next_ = (next_ + 1) % kPauses;
  count_ = std::min(count_ + 1, kPauses);
  for (size_t i = 0; i < 6; i++) mmu_[i] = std::min(mmu_[i], utilization(kWindowsMs[i]));
}

std::string MmuTracker::line() const {
  return fmt::format("MMU: 2ms/{:.1f}%, 5ms/{:.1f}%, 10ms/{:.1f}%, 20ms/{:.1f}%, 50ms/{:.1f}%, 100ms/{:.1f}%",
                     mmu_[0], mmu_[1], mmu_[2], mmu_[3], mmu_[4], mmu_[5]);
}

// --- Load and relocation -------------------------------------------------------------------------

std::string load_line() {
  double load[3] = {0, 0, 0};
  if (getloadavg(load, 3) < 0) load[0] = load[1] = load[2] = 0;
  return fmt::format("Load: {:.2f}/{:.2f}/{:.2f}", load[0], load[1], load[2]);
}

std::string relocation_line(const char* name, size_t pages, size_t total, size_t empty,
                            size_t relocated, size_t in_place) {
  return fmt::format("{} Pages: {} / {}M, Empty: {}M, Relocated: {}M, In-Place: {}", name, pages,
                     total / kMB, empty / kMB, relocated / kMB, in_place);
}

std::string size_percent(size_t bytes, size_t max) {
  return fmt::format("{}M({:.0f}%)", bytes / kMB, percent_of(bytes, max));
}

// --- Heap table ----------------------------------------------------------------------------------

std::vector<std::string> heap_table_lines(const CycleHeapStats& s) {
  const size_t max = s.max_capacity;
  auto free_of = [&](size_t used) { return max > used ? max - used : 0; };
  const size_t used_high = *std::max_element(s.used, s.used + 4);
  const size_t used_low = *std::min_element(s.used, s.used + 4);
  const size_t capacity_high = *std::max_element(s.capacity, s.capacity + 4);
  const size_t capacity_low = *std::min_element(s.capacity, s.capacity + 4);
  const size_t reclaimed[4] = {0, 0, s.reclaimed_at_relocate_start, s.reclaimed_at_relocate_end};
  const size_t garbage_at_mark_end = s.used[0] > s.live ? s.used[0] - s.live : 0;
  auto allocated = [&](int i) {
    const size_t grown = s.used[i] + reclaimed[i];
    return grown > s.used[0] ? grown - s.used[0] : 0;
  };
  auto garbage = [&](int i) {
    return garbage_at_mark_end > reclaimed[i] ? garbage_at_mark_end - reclaimed[i] : 0;
  };

  std::vector<std::string> lines;
  std::string header(kColumn0 + 1, ' ');
  for (const char* name : {"Mark Start", "Mark End", "Relocate Start", "Relocate End", "High", "Low"})
    header += center(name, kColumnN);
  lines.push_back(header);

  auto row = [&](const char* label) { return pad_left(label, kColumn0); };
  std::string capacity = row("Capacity:"), free = row("Free:"), used = row("Used:");
  for (int i = 0; i < 4; i++) {
    capacity += cell(s.capacity[i], max);
    free += cell(free_of(s.used[i]), max);
    used += cell(s.used[i], max);
  }
  capacity += cell(capacity_high, max) + cell(capacity_low, max);
  free += cell(free_of(used_low), max) + cell(free_of(used_high), max);  // free is high when used is low
  used += cell(used_high, max) + cell(used_low, max);
  lines.push_back(capacity);
  lines.push_back(free);
  lines.push_back(used);

  std::string live = row("Live:") + na(), alloc = row("Allocated:") + na(),
              garb = row("Garbage:") + na(), recl = row("Reclaimed:") + na() + na();
  for (int i = 1; i < 4; i++) {
    live += cell(s.live, max);
    alloc += cell(allocated(i), max);
    garb += cell(i == 1 ? garbage_at_mark_end : garbage(i), max);
    if (i >= 2) recl += cell(reclaimed[i], max);
  }
  for (std::string* line : {&live, &alloc, &garb, &recl}) *line += na() + na();
  lines.push_back(live);
  lines.push_back(alloc);
  lines.push_back(garb);
  lines.push_back(recl);
  return lines;
}

}  // namespace jvmlab::gc
