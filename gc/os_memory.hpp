// The operating-system side of the heap (Linux): reserve, commit, uncommit, large-page advice,
// pre-touch, collapse and remap of address ranges, each one system call per contiguous run, counted.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

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
  // Not calls: granules a collapse request found already mapped by 2 MB pages and left alone,
  // and the page-table reads that found them (one PAGEMAP_SCAN ioctl, or one smaps read, each).
  std::atomic<uint64_t> collapse_skipped{0};
  std::atomic<uint64_t> huge_check{0};
};

/// How the heap learns whether a range is already mapped by 2 MB pages before it asks for a
/// collapse: the PAGEMAP_SCAN ioctl on /proc/self/pagemap (Linux 6.7: one call returns the runs
/// of a range whose pages are not PMD-mapped huge pages), else /proc/self/smaps' AnonHugePages
/// of the mappings over the range (whole-range answer only), else nothing (always collapse).
enum class HugeCheck : uint8_t { PagemapScan, Smaps, None };

/// The check's name for logs: "PAGEMAP_SCAN", "smaps", "none".
const char* huge_check_name(HugeCheck h);

/// What the kernel offers for large pages, probed once at start (Linux 6.1+ has all of it).
struct LargePageSupport {
  std::string thp_mode;          // "always", "madvise", "never" or "unavailable" (anonymous THP)
  bool thp_usable = false;       // anonymous THP in "always" or "madvise" mode
  bool populate_write = false;   // MADV_POPULATE_WRITE (Linux 5.14)
  bool collapse = false;         // MADV_COLLAPSE (Linux 6.1)
  HugeCheck huge_check = HugeCheck::None;  // how collapse checks first (PAGEMAP_SCAN: Linux 6.7)
};

/// Probes /sys/kernel/mm/transparent_hugepage/enabled and, on a scratch mapping, whether the
/// kernel knows MADV_POPULATE_WRITE, MADV_COLLAPSE and the PAGEMAP_SCAN ioctl (else smaps is the
/// huge-page check). Costs a few microseconds. Thread-safe.
LargePageSupport probe_large_page_support();

/// A run of addresses [first, first + second) in bytes.
using AddressRun = std::pair<uintptr_t, size_t>;

/// The 2 MB-aligned parts of [start, start+bytes) that are *not* entirely mapped by 2 MB pages
/// (a PMD-mapped transparent huge page; holes and 4 KB pages count as not huge), as maximal runs
/// in address order, into `out` (cleared first). `start` and `bytes` must be 2 MB multiples.
/// With HugeCheck::PagemapScan: one PAGEMAP_SCAN ioctl per 64 runs found (Linux 6.7; the kernel
/// walks the range's page tables under the mmap lock for reading, ~1 us per granule). With
/// HugeCheck::Smaps: one read of /proc/self/smaps, and either nothing (every mapping over the
/// range is wholly AnonHugePages) or the whole range. Returns false when the check failed or is
/// HugeCheck::None; `out` then holds the whole range. Thread-safe.
bool find_not_huge(uintptr_t start, size_t bytes, HugeCheck how, std::vector<AddressRun>& out);

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

  /// Backs [start, start+bytes) with 2 MB pages: checks the page tables first (`how`, see
  /// find_not_huge) and issues MADV_COLLAPSE only on the runs not already mapped by 2 MB pages,
  /// one call per run; the granules found huge are counted in `counts.collapse_skipped`.
  /// Checking first matters for latency, not for the collapse's own cost: the kernel's
  /// madvise_collapse starts with lru_add_drain_all(), which queues work on every CPU and waits
  /// for it with the mmap lock held for reading — ~10 ms when a CPU is busy, up to a second when
  /// a SCHED_FIFO thread keeps a CPU's kworker off it — and meanwhile every thread that mmaps,
  /// mprotects or waits behind such a writer stalls, even when there is nothing to collapse.
  /// A collapse of 4 KB pages copies them (~5 ms per granule here). `start` and `bytes` are 2 MB
  /// multiples. Returns true when every collapse issued succeeded.
  bool collapse(uintptr_t start, size_t bytes, HugeCheck how);

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
