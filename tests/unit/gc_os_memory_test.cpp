// Unit tests for gc::OsMemory and the large-page probe (gc/os_memory.hpp): reservation bounds,
// commit/uncommit/remap semantics and counts, populate on memory that went away meanwhile, and
// collapse checking the page tables first (PAGEMAP_SCAN, smaps) so that only 4 KB runs collapse.
#include <catch2/catch.hpp>

#include <sys/mman.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#include "gc/os_memory.hpp"

using namespace jvmlab::gc;

namespace {

constexpr size_t kM = size_t(1) << 20;
constexpr uintptr_t kLimit = uintptr_t(1) << 47;

// Unmaps a reservation made with OsMemory::reserve when the test ends.
struct Unmap {
  uintptr_t start;
  size_t bytes;
  ~Unmap() {
    if (start != 0) munmap(reinterpret_cast<void*>(start), bytes);
  }
};

// Runs `body` in a forked child and returns its wait status: lets a test check that code does
// not crash the process (a SIGSEGV shows as WIFSIGNALED) without taking the test runner down.
template <typename F>
int in_child(F body) {
  const pid_t pid = fork();
  if (pid == 0) {
    // Default actions: Catch's handlers would report the signal and go on with the tests.
    signal(SIGSEGV, SIG_DFL);
    signal(SIGBUS, SIG_DFL);
    body();
    _exit(0);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  return status;
}

bool resident(uintptr_t start, size_t bytes) {
  size_t rss = 0;
  huge_page_backed_bytes(start, bytes, &rss);
  return rss > 0;
}

}  // namespace

TEST_CASE("OsMemory: reserve gives an aligned range below the limit, or 0", "[gc][os_memory]") {
  OsMemory os;
  const uintptr_t a = os.reserve(64 * kM, 2 * kM, kLimit);
  Unmap unmap{a, 64 * kM};
  REQUIRE(a != 0);
  REQUIRE(a % (2 * kM) == 0);
  REQUIRE(a + 64 * kM <= kLimit);
  REQUIRE(os.counts.reserve.load() == 1);
  // Nothing is committed: the range is inaccessible and not resident.
  size_t rss = 1;
  huge_page_backed_bytes(a, 64 * kM, &rss);
  REQUIRE(rss == 0);
  // A limit the kernel's addresses cannot meet, and an empty request, give 0.
  REQUIRE(os.reserve(64 * kM, 2 * kM, 4096) == 0);
  REQUIRE(os.reserve(0, 2 * kM, kLimit) == 0);
  REQUIRE(os.reserve(SIZE_MAX - kM, 2 * kM, kLimit) == 0);
}

TEST_CASE("OsMemory: commit, uncommit and remap, one counted call each", "[gc][os_memory]") {
  OsMemory os;
  const uintptr_t a = os.reserve(16 * kM, 2 * kM, kLimit);
  Unmap unmap{a, 16 * kM};
  REQUIRE(a != 0);
  auto* bytes = reinterpret_cast<uint8_t*>(a);

  REQUIRE(os.commit(a, 8 * kM));
  REQUIRE(os.counts.commit.load() == 1);
  std::memset(bytes, 0x11, 8 * kM);
  REQUIRE(resident(a, 8 * kM));

  // Uncommit gives the memory back: not resident, and zero when committed again.
  REQUIRE(os.uncommit(a + 4 * kM, 4 * kM, HugeAdvice::None));
  REQUIRE(os.counts.uncommit.load() == 1);
  REQUIRE_FALSE(resident(a + 4 * kM, 4 * kM));
  REQUIRE(os.commit(a + 4 * kM, 4 * kM));
  REQUIRE(bytes[4 * kM] == 0);
  REQUIRE(bytes[8 * kM - 1] == 0);
  REQUIRE(bytes[4 * kM - 1] == 0x11);  // the part below was not touched

  // Remap moves contents to the new address; the old one is reserved again, not resident.
  std::memset(bytes, 0x22, 2 * kM);
  REQUIRE(os.remap(a, a + 10 * kM, 2 * kM, HugeAdvice::None));
  REQUIRE(os.counts.remap.load() == 1);
  REQUIRE(bytes[10 * kM] == 0x22);
  REQUIRE(bytes[12 * kM - 1] == 0x22);
  REQUIRE_FALSE(resident(a, 2 * kM));
  REQUIRE(os.commit(a, 2 * kM));
  REQUIRE(bytes[0] == 0);
}

// Regression guard: PageAllocator::heat_next populates outside its lock and documents that a
// run harvested (mremap'ed away) or uncommitted meanwhile "makes the call fail, which is
// ignored". The range is then PROT_NONE and MADV_POPULATE_WRITE fails (EINVAL on this kernel,
// ENOMEM when unmapped); OsMemory::populate must not then fall back to its touch loop, which
// would write to PROT_NONE memory and crash the VM.
TEST_CASE("OsMemory: populate of a range that is no longer committed does not fault",
          "[gc][os_memory]") {
  const LargePageSupport support = probe_large_page_support();
  if (!support.populate_write) {
    WARN("no MADV_POPULATE_WRITE: populate touches pages, so the range must be committed");
    return;
  }
  OsMemory os;
  const uintptr_t a = os.reserve(4 * kM, 2 * kM, kLimit);
  Unmap unmap{a, 4 * kM};
  REQUIRE(a != 0);
  const int status = in_child([&] { os.populate(a, 2 * kM, true); });
  const int signal_number = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
  CAPTURE(signal_number);
  REQUIRE(WIFEXITED(status));
  REQUIRE(WEXITSTATUS(status) == 0);
}

TEST_CASE("OsMemory: populate of a committed range makes it resident, contents unchanged",
          "[gc][os_memory]") {
  const LargePageSupport support = probe_large_page_support();
  for (bool use_madvise : {true, false}) {
    if (use_madvise && !support.populate_write) continue;
    CAPTURE(use_madvise);
    OsMemory os;
    const uintptr_t a = os.reserve(8 * kM, 2 * kM, kLimit);
    Unmap unmap{a, 8 * kM};
    REQUIRE(os.commit(a, 8 * kM));
    reinterpret_cast<uint64_t*>(a)[7] = 0x1234;
    os.populate(a, 8 * kM, use_madvise);
    REQUIRE(os.counts.populate.load() == 1);
    size_t rss = 0;
    huge_page_backed_bytes(a, 8 * kM, &rss);
    REQUIRE(rss >= 8 * kM * 95 / 100);
    REQUIRE(reinterpret_cast<uint64_t*>(a)[7] == 0x1234);
  }
}

TEST_CASE("OsMemory: the large-page probe reports the kernel's THP mode", "[gc][os_memory]") {
  const LargePageSupport s = probe_large_page_support();
  std::ifstream in("/sys/kernel/mm/transparent_hugepage/enabled");
  std::string line;
  if (!std::getline(in, line)) {
    REQUIRE(s.thp_mode == "unavailable");
    REQUIRE_FALSE(s.thp_usable);
    return;
  }
  REQUIRE(line.find("[" + s.thp_mode + "]") != std::string::npos);
  REQUIRE(s.thp_usable == (s.thp_mode == "always" || s.thp_mode == "madvise"));
  if (!s.thp_usable) REQUIRE_FALSE(s.collapse);
}

namespace {

constexpr size_t kG = 2 * kM;  // a granule

// A 2 MB-aligned committed range of `granules` granules in which granule i is backed by 2 MB
// pages when huge[i], else by 4 KB pages: 4 KB granules are populated under MADV_NOHUGEPAGE, the
// others under MADV_HUGEPAGE; all end MADV_HUGEPAGE (one mapping again, collapsible).
struct MixedRange {
  OsMemory os;
  uintptr_t start = 0;
  size_t bytes = 0;
  explicit MixedRange(const std::vector<bool>& huge) {
    bytes = huge.size() * kG;
    start = os.reserve(bytes, kG, kLimit);
    REQUIRE(start != 0);
    REQUIRE(os.commit(start, bytes));
    for (size_t i = 0; i < huge.size(); i++) REQUIRE(os.advise_huge(start + i * kG, kG, huge[i]));
    os.populate(start, bytes, probe_large_page_support().populate_write);
    REQUIRE(os.advise_huge(start, bytes, true));
  }
  ~MixedRange() { munmap(reinterpret_cast<void*>(start), bytes); }
  MixedRange(const MixedRange&) = delete;
  MixedRange& operator=(const MixedRange&) = delete;
  // True when granule i is wholly on a 2 MB page (smaps AnonHugePages).
  bool granule_huge(size_t i) const { return huge_page_backed_bytes(start + i * kG, kG) == kG; }
};

}  // namespace

TEST_CASE("OsMemory: the huge-page check finds exactly the granules not on 2 MB pages",
          "[gc][os_memory]") {
  const LargePageSupport s = probe_large_page_support();
  if (!s.thp_usable) {
    WARN("no transparent huge pages: nothing is ever 2 MB-backed");
    return;
  }
  // The check is PAGEMAP_SCAN wherever the kernel has it (Linux 6.7); smaps otherwise.
  struct utsname u;
  int major = 0, minor = 0;
  if (uname(&u) == 0 && std::sscanf(u.release, "%d.%d", &major, &minor) == 2 &&
      (major > 6 || (major == 6 && minor >= 7))) {
    REQUIRE(s.huge_check == HugeCheck::PagemapScan);
  } else {
    REQUIRE(s.huge_check == HugeCheck::Smaps);
  }
  const std::vector<bool> want{true, false, false, true, true, false};
  MixedRange r(want);
  std::vector<bool> got;
  std::string backing;  // "H" for a 2 MB-backed granule, "s" for 4 KB pages
  for (size_t i = 0; i < want.size(); i++) {
    got.push_back(r.granule_huge(i));
    backing += got.back() ? 'H' : 's';
  }
  CAPTURE(backing);
  // 4 KB granules are 4 KB whatever the machine; a huge one needs a free 2 MB page at fault time.
  for (size_t i = 0; i < want.size(); i++) {
    if (!want[i]) REQUIRE_FALSE(got[i]);
  }
  std::vector<AddressRun> expected;
  for (size_t i = 0; i < got.size(); i++) {
    if (got[i]) continue;
    if (!expected.empty() && expected.back().first + expected.back().second == r.start + i * kG) {
      expected.back().second += kG;
    } else {
      expected.emplace_back(r.start + i * kG, kG);
    }
  }
  std::vector<AddressRun> runs;
  if (s.huge_check == HugeCheck::PagemapScan) {
    REQUIRE(find_not_huge(r.start, r.bytes, HugeCheck::PagemapScan, runs));
    REQUIRE(runs == expected);
    // One granule at a time agrees, and a range wholly huge has no run.
    for (size_t i = 0; i < got.size(); i++) {
      REQUIRE(find_not_huge(r.start + i * kG, kG, HugeCheck::PagemapScan, runs));
      REQUIRE(runs.size() == (got[i] ? 0u : 1u));
    }
  }
  // smaps answers for the whole range: here it is mixed, so all of it.
  REQUIRE(find_not_huge(r.start, r.bytes, HugeCheck::Smaps, runs));
  REQUIRE(runs == std::vector<AddressRun>{{r.start, r.bytes}});
  // No check: the whole range, and "not checked".
  REQUIRE_FALSE(find_not_huge(r.start, r.bytes, HugeCheck::None, runs));
  REQUIRE(runs == std::vector<AddressRun>{{r.start, r.bytes}});
  // Memory never touched is not huge.
  OsMemory os;
  const uintptr_t fresh = os.reserve(4 * kG, kG, kLimit);
  Unmap unmap{fresh, 4 * kG};
  REQUIRE(os.commit(fresh, 4 * kG));
  if (s.huge_check == HugeCheck::PagemapScan) {
    REQUIRE(find_not_huge(fresh, 4 * kG, HugeCheck::PagemapScan, runs));
    REQUIRE(runs == std::vector<AddressRun>{{fresh, 4 * kG}});
  }
}

TEST_CASE("OsMemory: collapse skips what is already on 2 MB pages and collapses the rest",
          "[gc][os_memory]") {
  const LargePageSupport s = probe_large_page_support();
  if (!s.thp_usable || !s.collapse) {
    WARN("no MADV_COLLAPSE here");
    return;
  }
  for (HugeCheck how : {s.huge_check, HugeCheck::Smaps}) {
    CAPTURE(huge_check_name(how));
    SECTION(std::string("all huge, checked by ") + huge_check_name(how)) {
      MixedRange r({true, true, true, true});
      bool all_huge = true;
      for (size_t i = 0; i < 4; i++) all_huge &= r.granule_huge(i);
      if (!all_huge) WARN("the kernel had no free 2 MB pages at fault time: not checked");
      if (all_huge) {
        REQUIRE(r.os.collapse(r.start, r.bytes, how));
        REQUIRE(r.os.counts.collapse.load() == 0);  // no madvise at all
        REQUIRE(r.os.counts.collapse_skipped.load() == 4);
        REQUIRE(r.os.counts.huge_check.load() == 1);
      }
    }
    SECTION(std::string("mixed, checked by ") + huge_check_name(how)) {
      MixedRange r({true, false, false, true});
      REQUIRE(r.os.collapse(r.start, r.bytes, how));
      const bool exact = how == HugeCheck::PagemapScan && r.granule_huge(0) && r.granule_huge(3);
      if (exact) {
        REQUIRE(r.os.counts.collapse.load() == 1);  // granules 1-2, one call
        REQUIRE(r.os.counts.collapse_skipped.load() == 2);
      } else if (how == HugeCheck::Smaps) {
        REQUIRE(r.os.counts.collapse.load() == 1);  // the whole range
        REQUIRE(r.os.counts.collapse_skipped.load() == 0);
      }
      // Collapsed, the 4 KB granules are on 2 MB pages now; the contents stayed (zero).
      REQUIRE(r.granule_huge(1));
      REQUIRE(r.granule_huge(2));
      REQUIRE(reinterpret_cast<const uint64_t*>(r.start + kG)[100] == 0);
    }
  }
  SECTION("no check: always collapse") {
    MixedRange r({true, true});
    REQUIRE(r.os.collapse(r.start, r.bytes, HugeCheck::None));
    REQUIRE(r.os.counts.collapse.load() == 1);
    REQUIRE(r.os.counts.collapse_skipped.load() == 0);
    REQUIRE(r.os.counts.huge_check.load() == 0);
  }
}
