// The operating-system side of the heap (Linux): reserve, commit, uncommit, large-page advice,
// pre-touch, collapse and remap of address ranges, each one system call per contiguous run, counted.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <string>

namespace jvmlab::gc {

/// Number of system calls the heap made, by kind. Every call below adds exactly one to its kind,
/// whatever the length of the range: that is how tests check that N adjacent granules cost one
/// call, not N (the lesson of G1's JDK-8071277). Relaxed atomics: read them for statistics only.
struct SyscallCounts {
  std::atomic<uint64_t> reserve{0};   // mmap PROT_NONE (reservation and re-reservation after mremap)
  std::atomic<uint64_t> commit{0};    // mprotect PROT_READ|PROT_WRITE
  std::atomic<uint64_t> uncommit{0};  // mmap MAP_FIXED PROT_NONE over a committed run
  std::atomic<uint64_t> advise{0};    // madvise MADV_HUGEPAGE / MADV_NOHUGEPAGE
  std::atomic<uint64_t> populate{0};  // madvise MADV_POPULATE_WRITE (or one touch loop)
  std::atomic<uint64_t> collapse{0};  // madvise MADV_COLLAPSE
  std::atomic<uint64_t> remap{0};     // mremap MREMAP_FIXED
};

/// What the kernel offers for large pages, probed once at start (Linux 6.1+ has all of it).
struct LargePageSupport {
  std::string thp_mode;          // "always", "madvise", "never" or "unavailable" (anonymous THP)
  bool thp_usable = false;       // anonymous THP in "always" or "madvise" mode
  bool populate_write = false;   // MADV_POPULATE_WRITE (Linux 5.14)
  bool collapse = false;         // MADV_COLLAPSE (Linux 6.1)
};

/// Probes /sys/kernel/mm/transparent_hugepage/enabled and, on a scratch mapping, whether the
/// kernel knows MADV_POPULATE_WRITE and MADV_COLLAPSE. Costs a few microseconds. Thread-safe.
LargePageSupport probe_large_page_support();

/// The transparent-huge-page advice a range of the reservation carries (its mapping's flag).
enum class HugeAdvice : uint8_t { None, Huge, NoHuge };

/// Thin wrappers over mmap/mprotect/madvise/mremap for granule-aligned ranges of the heap's
/// reservation. Each function makes one system call (or none) and counts it in `counts`.
/// Addresses and lengths are in bytes and must be multiples of 4 KB; the heap passes 2 MB multiples.
/// Thread-safe (the kernel serializes what must be).
class OsMemory {
 public:
  /// Reserves `bytes` of address space aligned to `alignment`, entirely below `limit`
  /// (PROT_NONE, MAP_NORESERVE, private anonymous: no memory, no swap accounting). Returns 0 when
  /// the kernel refuses (e.g. `ulimit -v`) or the range would cross `limit`.
  uintptr_t reserve(size_t bytes, size_t alignment, uintptr_t limit);

  /// Makes [start, start+bytes) readable and writable: committed in the Linux sense (the kernel
  /// hands out zeroed pages on first touch). Returns false on failure (ENOMEM: map count or RAM).
  bool commit(uintptr_t start, size_t bytes);

  /// Gives the memory of a committed range back to the kernel and leaves it reserved (PROT_NONE)
  /// by mapping fresh PROT_NONE memory over it: RSS drops, the address range stays ours. A fresh
  /// mapping has lost the reservation's advice: unless `advice` is None it is given again (a
  /// second call).
  bool uncommit(uintptr_t start, size_t bytes, HugeAdvice advice);

  /// MADV_HUGEPAGE (`huge` true) or MADV_NOHUGEPAGE. Must come before first touch to matter.
  bool advise_huge(uintptr_t start, size_t bytes, bool huge);

  /// Pre-touches a committed range: MADV_POPULATE_WRITE when the kernel has it, otherwise a loop
  /// that adds 0 atomically to one word per 4 KB page (safe while Java threads use the memory,
  /// as HotSpot's pretouch is). Never changes contents.
  void populate(uintptr_t start, size_t bytes, bool have_populate_write);

  /// MADV_COLLAPSE: asks the kernel to back the range with 2 MB pages now (copies 4 KB pages;
  /// about 5 ms per granule on this machine, ~0.3 ms for 256 MB already huge). Returns success.
  bool collapse(uintptr_t start, size_t bytes);

  /// Moves the physical memory of [from, from+bytes) to [to, to+bytes) (mremap MREMAP_FIXED: page
  /// table entries move, nothing is copied, 2 MB pages stay 2 MB), then re-reserves `from` as
  /// PROT_NONE (with `advice` again). `to` must be reserved and unused. JEP 545's
  /// "harvesting". Returns success.
  bool remap(uintptr_t from, uintptr_t to, size_t bytes, HugeAdvice advice);

  SyscallCounts counts;
};

/// Bytes of [start, start+bytes) resident in 2 MB pages, from /proc/self/smaps (AnonHugePages of
/// the mappings inside the range; a mapping that straddles the range counts pro rata).
/// `resident` (optional) receives the Rss of the same mappings. Costs one read of smaps (~0.1 ms
/// per hundred mappings). Returns 0 when smaps cannot be read.
size_t huge_page_backed_bytes(uintptr_t start, size_t bytes, size_t* resident = nullptr);

}  // namespace jvmlab::gc
