// OsMemory: the heap's system calls, one per contiguous run, counted. See os_memory.hpp.
#include "gc/os_memory.hpp"

#include <sys/mman.h>
#include <sys/utsname.h>

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

void* as_ptr(uintptr_t a) { return reinterpret_cast<void*>(a); }

}  // namespace

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

bool OsMemory::collapse(uintptr_t start, size_t bytes) {
  counts.collapse.fetch_add(1, std::memory_order_relaxed);
  return madvise(as_ptr(start), bytes, MADV_COLLAPSE) == 0;
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
