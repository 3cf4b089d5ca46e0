// Heap map: the state of every 2 MB granule at each pause (and, optionally, every N ms between
// cycles), recorded into buffers reserved at start-up and written at exit as JSON
// (-XX:GCHeapMapFile) for tools/gc_report, and drawn as a line of characters for the step mode.
// Records and formats; the page allocator says what each granule is (PageAllocator::granule_map)
// and the collector adds the relocation-set flags.
//
// One byte per granule (granule_code in gc/page_allocator.hpp):
//
//    7   6      5          4        3..0
//   +---+------+----------+--------+-----------------------------------------------+
//   | 0 | huge | in place | relocs | 0 uncommitted, 1 free (cache), 2 small page,  |
//   |   |      |          |  set   | 3 medium page, 4 large page                   |
//   +---+------+----------+--------+-----------------------------------------------+
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <string>

#include "gc/page_allocator.hpp"

namespace jvmlab::gc {

/// A preallocated ring-less log of granule maps. record_* never allocates and does no I/O:
/// its buffers are mmap'ed zero pages reserved by initialize() (untouched parts cost nothing).
/// Snapshots beyond the reserved space are counted as dropped. Thread-safe for one recorder (the
/// collector's driver) and one reader (write(), at exit).
class HeapMap {
 public:
  /// Reserves room for `max_snapshots` snapshots of up to `max_granules` granules each, within
  /// at most `max_bytes` of granule bytes in all. Returns false when the mapping fails.
  bool initialize(size_t max_granules, size_t max_snapshots, size_t max_bytes);

  /// Starts a snapshot at `ts_ns` (gc::now_ns clock) for cycle `gc_id` (-1: between cycles) at
  /// `when` (a string literal: the pause's name, or "Interval"): fills its granule bytes from the
  /// page allocator (PageAllocator::granule_map: no lock) into a staging row and returns it for
  /// the caller to add flags to, with their count in `*granules`; nullptr when the buffer is
  /// full. Finish with commit(), which moves the row into the log.
  uint8_t* begin(const PageAllocator& pages, int64_t ts_ns, int64_t gc_id, const char* when, size_t* granules);
  /// Brings what begin() touches into this thread's cache: the staging row (written) and the
  /// page allocator's codes (read), so that begin() inside a pause takes no page fault and
  /// almost no cache miss. The log's own memory is only written by commit(), after the pause:
  /// writing a fresh 512-byte row inside a pause cost 0.3-1 us of cache misses, the row having
  /// been evicted between prepare() and the pause even when prepare() had written it. Call
  /// outside the pause.
  void prepare(const PageAllocator& pages);
  /// Copies the staging row begin() returned into the log and publishes it; `record_ns`: what
  /// recording it cost (written to the file, so that the cost inside pauses can be checked
  /// against their length). Call outside the pause.
  void commit(int64_t record_ns);

  /// Snapshots recorded so far / dropped for lack of room.
  size_t count() const { return count_.load(std::memory_order_acquire); }
  size_t dropped() const { return dropped_; }
  /// The granule bytes of the last committed snapshot and their number (0: none yet).
  const uint8_t* last(size_t* granules) const;

  /// Writes {"granule_bytes":..., "states":[...], "flags":{...}, "snapshots":[{"t_us", "gc",
  /// "when", "record_ns", "map": two hex digits per granule}]} to `path`, times in microseconds since
  /// `start_ns`. Returns false (the reason on stderr) when the file cannot be written.
  bool write(const std::string& path, int64_t start_ns) const;

  /// One character per granule for a terminal: '.' uncommitted, '_' free, 's'/'m'/'l' small,
  /// medium, large page (upper case when huge-page backed), 'R' in the relocation set, 'P'
  /// relocated in place.
  static char glyph(uint8_t code);

 private:
  struct Snapshot {
    int64_t ts_ns;
    int64_t gc_id;
    const char* when;
    size_t offset;    // into bytes_
    size_t granules;
    int64_t record_ns;
  };
  ZeroedArray<Snapshot> snapshots_;
  ZeroedArray<uint8_t> bytes_;
  ZeroedArray<uint8_t> staging_;     // the row begin() fills, max_granules_ bytes
  Snapshot staged_{};                // its header, until commit()
  size_t max_granules_ = 0;
  size_t used_bytes_ = 0;            // recorder only
  std::atomic<size_t> count_{0};     // published snapshots
  size_t dropped_ = 0;
};

}  // namespace jvmlab::gc
