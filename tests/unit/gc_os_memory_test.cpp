// Unit tests for gc::OsMemory and the large-page probe (gc/os_memory.hpp): reservation bounds,
// commit/uncommit/remap semantics and counts, and populate on memory that went away meanwhile.
#include <catch2/catch.hpp>

#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <string>

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
