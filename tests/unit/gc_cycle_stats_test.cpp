// Cycle statistics for the log: the heap table's layout and numbers and the MMU, checked against
// java 17's ZGC log of BinaryTrees 16 at -Xmx64m (tests/gclog/zgc17-BinaryTrees16-Xmx64m.log, GC(3)).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "gc/cycle_stats.hpp"

using namespace jvmlab::gc;

namespace {
constexpr size_t M = size_t(1) << 20;
}

TEST_CASE("heap table in ZGC's layout, with ZGC's numbers", "[gc][gclog]") {
  // java's GC(3): used 58M, 64M, 20M, 22M; live 4M (7%); reclaimed 48M, 52M; capacity 64M.
  CycleHeapStats s;
  s.max_capacity = 64 * M;
  for (int i = 0; i < 4; i++) s.capacity[i] = 64 * M;
  s.used[0] = 58 * M, s.used[1] = 64 * M, s.used[2] = 20 * M, s.used[3] = 22 * M;
  s.live = 47 * M / 10;
  s.reclaimed_at_relocate_start = 48 * M;
  s.reclaimed_at_relocate_end = 52 * M;
  const std::vector<std::string> java = {
      "               Mark Start          Mark End        Relocate Start      Relocate End           High               Low         ",
      " Capacity:       64M (100%)         64M (100%)         64M (100%)         64M (100%)         64M (100%)         64M (100%)   ",
      "     Free:        6M (9%)            0M (0%)           44M (69%)          42M (66%)          48M (75%)           0M (0%)     ",
      "     Used:       58M (91%)          64M (100%)         20M (31%)          22M (34%)          64M (100%)         16M (25%)    ",
      "     Live:         -                 4M (7%)            4M (7%)            4M (7%)             -                  -          ",
      "Allocated:         -                 6M (9%)           10M (16%)          16M (25%)            -                  -          ",
      "  Garbage:         -                53M (83%)           5M (8%)            1M (2%)             -                  -          ",
      "Reclaimed:         -                  -                48M (75%)          52M (81%)            -                  -          ",
  };
  const auto lines = heap_table_lines(s);
  REQUIRE(lines.size() == java.size());
  // The four points as java's; High and Low are jvmlab's extremes of those points (ZGC's are of
  // everything in between), so only the header and the Live..Reclaimed rows match in full.
  const size_t four_points = 11 + 4 * 19;
  for (size_t i = 0; i < java.size(); i++) {
    CHECK(lines[i].size() == java[i].size());
    CHECK(lines[i].substr(0, four_points) == java[i].substr(0, four_points));
  }
  CHECK(lines[0] == java[0]);
  for (size_t i = 4; i < java.size(); i++) CHECK(lines[i] == java[i]);
  CHECK(lines[3].substr(four_points) == "      64M (100%)         20M (31%)    ");
}

TEST_CASE("MMU over ZGC's windows: the minimum, after each pause", "[gc][gclog]") {
  MmuTracker mmu;
  CHECK(mmu.line() == "MMU: 2ms/100.0%, 5ms/100.0%, 10ms/100.0%, 20ms/100.0%, 50ms/100.0%, 100ms/100.0%");
  constexpr int64_t ms = 1'000'000;
  mmu.register_pause(1000 * ms, 1001 * ms);  // 1 ms
  CHECK(mmu.line() == "MMU: 2ms/50.0%, 5ms/80.0%, 10ms/90.0%, 20ms/95.0%, 50ms/98.0%, 100ms/99.0%");
  mmu.register_pause(1003 * ms, 1004 * ms);  // another 1 ms, 2 ms later: 5 ms window holds both
  CHECK(mmu.minimum(1) == Approx(60.0));
  CHECK(mmu.minimum(0) == Approx(50.0));
  mmu.register_pause(5000 * ms, 5000 * ms + ms / 10);  // a short pause raises nothing: minimum kept
  CHECK(mmu.minimum(5) == Approx(98.0));
}

TEST_CASE("ZGC's size and relocation lines", "[gc][gclog]") {
  CHECK(size_percent(8 * M, 64 * M) == "8M(12%)");  // java: "Min Capacity: 8M(12%)"
  CHECK(size_percent(64 * M, 64 * M) == "64M(100%)");
  CHECK(relocation_line("Small", 5, 10 * M, 6 * M, 0, 0) == "Small Pages: 5 / 10M, Empty: 6M, Relocated: 0M, In-Place: 0");
  CHECK(load_line().rfind("Load: ", 0) == 0);
}
