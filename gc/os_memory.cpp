// OsMemory: the heap's system calls, one per contiguous run, counted. See os_memory.hpp.
#include "gc/os_memory.hpp"

#include <fcntl.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/utsname.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif
#ifndef MADV_COLLAPSE
#define MADV_COLLAPSE 25
#endif

namespace jvmlab::gc {

namespace {

constexpr size_t kSmallPage = 4096;
constexpr size_t kHugePage = size_t(2) << 20;

void* as_ptr(uintptr_t a) { return reinterpret_cast<void*>(a); }

// The PAGEMAP_SCAN ioctl's interface (include/uapi/linux/fs.h, Linux 6.7), spelled out here:
// the C library's kernel headers may predate it.
struct PageRegion {
  uint64_t start, end, categories;
};
struct PmScanArg {
  uint64_t size, flags, start, end, walk_end, vec, vec_len, max_pages;
  uint64_t category_inverted, category_mask, category_anyof_mask, return_mask;
};
constexpr uint64_t kPageIsHuge = 1u << 6;  // PAGE_IS_HUGE: a PMD-mapped THP (or hugetlb) page
constexpr unsigned long kPagemapScan = _IOWR('f', 16, PmScanArg);

// /proc/self/pagemap, opened once for the process (O_CLOEXEC); -1 when it cannot be opened.
int pagemap_fd() {
  static const int fd = open("/proc/self/pagemap", O_RDONLY | O_CLOEXEC);
  return fd;
}

// One PAGEMAP_SCAN from `start` to `end` for pages that are not huge: fills `regions`, returns
// their number (or -1 with errno) and sets `walk_end` to where the kernel stopped.
long scan_not_huge(uintptr_t start, uintptr_t end, PageRegion* regions, size_t capacity,
                   uintptr_t* walk_end) {
  const int fd = pagemap_fd();
  if (fd < 0) return -1;
  PmScanArg arg{};
  arg.size = sizeof arg;
  arg.start = start;
  arg.end = end;
  arg.vec = uint64_t(uintptr_t(regions));
  arg.vec_len = capacity;
  // A page matches when (categories ^ inverted) & mask == mask: here, when it is NOT huge.
  // Holes (nothing mapped yet) match too: they are not huge.
  arg.category_inverted = kPageIsHuge;
  arg.category_mask = kPageIsHuge;
  arg.return_mask = kPageIsHuge;
  const long n = ioctl(fd, kPagemapScan, &arg);
  *walk_end = uintptr_t(arg.walk_end);
  return n;
}

}  // namespace

const char* huge_check_name(HugeCheck h) {
  switch (h) {
    case HugeCheck::PagemapScan: return "PAGEMAP_SCAN";
    case HugeCheck::Smaps: return "smaps";
    case HugeCheck::None: return "none";
  }
  return "none";
}

LargePageSupport probe_large_page_support() {
  LargePageSupport s;
  std::ifstream in("/sys/kernel/mm/transparent_hugepage/enabled");
  std::string line;
  if (in && std::getline(in, line)) {
    // The selected mode is bracketed: "always [madvise] never".
    size_t open = line.find('['), close = line.find(']');
    if (open != std::string::npos && close != std::string::npos && close > open) {
      s.thp_mode = line.substr(open + 1, close - open - 1);
    }
  }
  if (s.thp_mode.empty()) s.thp_mode = "unavailable";
  s.thp_usable = s.thp_mode == "always" || s.thp_mode == "madvise";
  // Ask the kernel on one scratch 4 KB page: EINVAL means "unknown advice".
  void* p = mmap(nullptr, kSmallPage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p != MAP_FAILED) {
    s.populate_write = madvise(p, kSmallPage, MADV_POPULATE_WRITE) == 0;
    munmap(p, kSmallPage);
    p = MAP_FAILED;
  }
  // PAGEMAP_SCAN (Linux 6.7): one scan of an untouched scratch page must report it not huge.
  // Older kernels have no ioctl on pagemap (ENOTTY); then smaps answers, more coarsely.
  if (void* q = mmap(nullptr, kSmallPage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      q != MAP_FAILED) {
    PageRegion r[1];
    uintptr_t walk_end = 0;
    const long n = scan_not_huge(uintptr_t(q), uintptr_t(q) + kSmallPage, r, 1, &walk_end);
    s.huge_check = n == 1 && r[0].start == uintptr_t(q) ? HugeCheck::PagemapScan : HugeCheck::Smaps;
    munmap(q, kSmallPage);
  }
  // MADV_COLLAPSE came with Linux 6.1; probing it for real would collapse (allocate) a 2 MB page.
  struct utsname u;
  int major = 0, minor = 0;
  if (s.thp_usable && uname(&u) == 0 && std::sscanf(u.release, "%d.%d", &major, &minor) == 2) {
    s.collapse = major > 6 || (major == 6 && minor >= 1);
  }
  return s;
}

uintptr_t OsMemory::reserve(size_t bytes, size_t alignment, uintptr_t limit) {
  if (bytes == 0 || bytes + alignment < bytes) return 0;
  const size_t len = bytes + alignment;  // slack to align the start
  void* p = mmap(nullptr, len, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  counts.reserve.fetch_add(1, std::memory_order_relaxed);
  if (p == MAP_FAILED) return 0;
  const uintptr_t raw = uintptr_t(p);
  const uintptr_t start = (raw + alignment - 1) & ~(uintptr_t(alignment) - 1);
  if (start + bytes > limit || start + bytes < start) {
    munmap(p, len);
    return 0;
  }
  // Give back the slack on both sides so the reservation is exactly the aligned range.
  if (start > raw) munmap(p, start - raw);
  const uintptr_t end = start + bytes, raw_end = raw + len;
  if (raw_end > end) munmap(as_ptr(end), raw_end - end);
  return start;
}

bool OsMemory::commit(uintptr_t start, size_t bytes) {
  counts.commit.fetch_add(1, std::memory_order_relaxed);
  return mprotect(as_ptr(start), bytes, PROT_READ | PROT_WRITE) == 0;
}

bool OsMemory::uncommit(uintptr_t start, size_t bytes, HugeAdvice advice) {
  counts.uncommit.fetch_add(1, std::memory_order_relaxed);
  void* p = mmap(as_ptr(start), bytes, PROT_NONE,
                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED, -1, 0);
  if (p == MAP_FAILED) return false;
  if (advice != HugeAdvice::None) advise_huge(start, bytes, advice == HugeAdvice::Huge);
  return true;
}

bool OsMemory::advise_huge(uintptr_t start, size_t bytes, bool huge) {
  counts.advise.fetch_add(1, std::memory_order_relaxed);
  return madvise(as_ptr(start), bytes, huge ? MADV_HUGEPAGE : MADV_NOHUGEPAGE) == 0;
}

void OsMemory::populate(uintptr_t start, size_t bytes, bool have_populate_write) {
  counts.populate.fetch_add(1, std::memory_order_relaxed);
  // With MADV_POPULATE_WRITE a failure means the range is no longer committed (harvested or
  // uncommitted while PageAllocator::heat_next ran unlocked): touching it would fault.
  if (have_populate_write) return (void)madvise(as_ptr(start), bytes, MADV_POPULATE_WRITE);
  // Fallback: write-fault every 4 KB page without changing what a Java thread may have stored.
  for (uintptr_t a = start; a < start + bytes; a += kSmallPage) {
    reinterpret_cast<std::atomic<uint64_t>*>(a)->fetch_add(0, std::memory_order_relaxed);
  }
}

bool find_not_huge(uintptr_t start, size_t bytes, HugeCheck how, std::vector<AddressRun>& out) {
  out.clear();
  const uintptr_t end = start + bytes;
  if (bytes == 0) return true;
  auto whole = [&] {
    out.assign(1, AddressRun{start, bytes});
    return false;
  };
  if (how == HugeCheck::Smaps) {
    // Pro rata over mappings that straddle the range: it equals the range only when each of them
    // is wholly huge, so "huge" is never claimed for a 4 KB-backed part.
    if (huge_page_backed_bytes(start, bytes) + kSmallPage > bytes) return true;
    out.assign(1, AddressRun{start, bytes});
    return true;
  }
  if (how != HugeCheck::PagemapScan) return whole();
  constexpr size_t kRegions = 64;
  PageRegion regions[kRegions];
  uintptr_t from = start;
  while (from < end) {
    uintptr_t walk_end = 0;
    const long n = scan_not_huge(from, end, regions, kRegions, &walk_end);
    if (n < 0) return whole();
    for (long i = 0; i < n; i++) {
      // To granules: a granule with any page not huge is to be collapsed whole.
      const uintptr_t lo = regions[i].start & ~uintptr_t(kHugePage - 1);
      const uintptr_t hi = std::min<uintptr_t>((regions[i].end + kHugePage - 1) & ~uintptr_t(kHugePage - 1), end);
      if (!out.empty() && out.back().first + out.back().second >= lo) {
        out.back().second = std::max(out.back().first + out.back().second, hi) - out.back().first;
      } else {
        out.emplace_back(lo, hi - lo);
      }
    }
    // The kernel stops when the vector is full (walk_end says where); else it walked to `end`.
    if (size_t(n) < kRegions || walk_end <= from) break;
    from = walk_end;
  }
  return true;
}

bool OsMemory::collapse(uintptr_t start, size_t bytes, HugeCheck how) {
  std::vector<AddressRun> runs;
  if (how != HugeCheck::None) counts.huge_check.fetch_add(1, std::memory_order_relaxed);
  find_not_huge(start, bytes, how, runs);
  size_t to_collapse = 0;
  bool ok = true;
  for (const auto& [run_start, run_bytes] : runs) {
    counts.collapse.fetch_add(1, std::memory_order_relaxed);
    ok &= madvise(as_ptr(run_start), run_bytes, MADV_COLLAPSE) == 0;
    to_collapse += run_bytes;
  }
  counts.collapse_skipped.fetch_add((bytes - to_collapse) / kHugePage, std::memory_order_relaxed);
  return ok;
}

bool OsMemory::remap(uintptr_t from, uintptr_t to, size_t bytes, HugeAdvice advice) {
  counts.remap.fetch_add(1, std::memory_order_relaxed);
  void* p = mremap(as_ptr(from), bytes, bytes, MREMAP_MAYMOVE | MREMAP_FIXED, as_ptr(to));
  if (p == MAP_FAILED) return false;
  // mremap left a hole where the memory was: reserve it again so nobody else maps there.
  counts.reserve.fetch_add(1, std::memory_order_relaxed);
  if (mmap(as_ptr(from), bytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED,
           -1, 0) == MAP_FAILED) {
    return false;
  }
  if (advice != HugeAdvice::None) advise_huge(from, bytes, advice == HugeAdvice::Huge);
  return true;
}

size_t huge_page_backed_bytes(uintptr_t start, size_t bytes, size_t* resident) {
  FILE* f = std::fopen("/proc/self/smaps", "re");
  if (resident) *resident = 0;
  if (!f) return 0;
  const uintptr_t end = start + bytes;
  char line[512];
  bool inside = false;
  double fraction = 0;  // share of the current mapping that lies inside [start, end)
  double huge = 0, rss = 0;
  while (std::fgets(line, sizeof line, f)) {
    uintptr_t lo, hi;
    // Mapping header lines look like "7f00...-7f00... rw-p 00000000 00:00 0".
    if (std::sscanf(line, "%" SCNxPTR "-%" SCNxPTR " ", &lo, &hi) == 2 && std::strchr(line, '-') &&
        line[0] != ' ' && std::strncmp(line, "VmFlags", 7) != 0) {
      const uintptr_t a = lo > start ? lo : start, b = hi < end ? hi : end;
      inside = a < b;
      fraction = inside ? double(b - a) / double(hi - lo) : 0;
      continue;
    }
    if (!inside) continue;
    unsigned long long kb;
    if (std::sscanf(line, "AnonHugePages: %llu kB", &kb) == 1) huge += fraction * kb * 1024.0;
    else if (std::sscanf(line, "Rss: %llu kB", &kb) == 1) rss += fraction * kb * 1024.0;
  }
  std::fclose(f);
  if (resident) *resident = size_t(rss);
  return size_t(huge);
}

}  // namespace jvmlab::gc
