// Heap map: snapshots of the granule states and their JSON file. See heap_map.hpp.
#include "gc/heap_map.hpp"

#include "utilities/debug.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>

#include <fmt/format.h>

namespace jvmlab::gc {

bool HeapMap::initialize(size_t max_granules, size_t max_snapshots, size_t max_bytes) {
  max_granules_ = max_granules;
  return snapshots_.reset(max_snapshots) && bytes_.reset(max_bytes) && staging_.reset(max_granules);
}

uint8_t* HeapMap::begin(const PageAllocator& pages, int64_t ts_ns, int64_t gc_id, const char* when,
                        size_t* granules) {
  const size_t n = count_.load(std::memory_order_relaxed);
  const bool room = n < snapshots_.size() && used_bytes_ + max_granules_ <= bytes_.size();
  if (!room) {
    dropped_++;
    return nullptr;
  }
  const size_t filled = pages.granule_map(staging_.begin(), max_granules_);
  staged_ = Snapshot{ts_ns, gc_id, when, used_bytes_, filled, 0};
  *granules = filled;
  return staging_.begin();
}

void HeapMap::prepare(const PageAllocator& pages) {
  // One write per 4 KiB page of the staging row (a zero page until written), then a full copy:
  // both the row and the allocator's codes (last written by the memory worker, on another CPU)
  // are then in this thread's cache for begin().
  volatile uint8_t* row = staging_.begin();
  for (size_t i = 0; i < max_granules_; i += 4096) row[i] = 0;
  pages.granule_map(staging_.begin(), max_granules_);
}

void HeapMap::commit(int64_t record_ns) {
  const size_t n = count_.load(std::memory_order_relaxed);
  JVMLAB_ASSERT(n < snapshots_.size() && staged_.offset == used_bytes_, "commit() without begin()");
  staged_.record_ns = record_ns;
  std::memcpy(bytes_.begin() + used_bytes_, staging_.begin(), staged_.granules);
  snapshots_[n] = staged_;
  used_bytes_ += staged_.granules;
  count_.store(n + 1, std::memory_order_release);
}

const uint8_t* HeapMap::last(size_t* granules) const {
  const size_t n = count();
  if (n == 0) {
    *granules = 0;
    return nullptr;
  }
  const Snapshot& s = snapshots_[n - 1];
  *granules = s.granules;
  return &bytes_[s.offset];
}

char HeapMap::glyph(uint8_t code) {
  if (code & kGranuleInPlace) return 'P';
  if (code & kGranuleRelocationSet) return 'R';
  const bool huge = code & kGranuleHuge;
  switch (code & kGranuleStateMask) {
    case kGranuleUncommitted: return '.';
    case kGranuleFree: return '_';
    case kGranuleSmall: return huge ? 'S' : 's';
    case kGranuleMedium: return huge ? 'M' : 'm';
    case kGranuleLarge: return huge ? 'L' : 'l';
  }
  return '?';
}

bool HeapMap::write(const std::string& path, int64_t start_ns) const {
  FILE* out = std::fopen(path.c_str(), "w");
  if (out == nullptr) {
    std::fprintf(stderr, "[warning] GCHeapMapFile: cannot write %s: %s\n", path.c_str(), std::strerror(errno));
    return false;
  }
  fmt::memory_buffer text;
  auto put = std::back_inserter(text);
  fmt::format_to(put,
                 "{{\"granule_bytes\":{},\"states\":[\"uncommitted\",\"free\",\"small\",\"medium\",\"large\"],"
                 "\"flags\":{{\"relocation_set\":{},\"in_place\":{},\"huge\":{}}},\"dropped\":{},\"snapshots\":[",
                 kGranuleSize, kGranuleRelocationSet, kGranuleInPlace, kGranuleHuge, dropped_);
  const size_t n = count();
  static constexpr char kHex[] = "0123456789abcdef";
  for (size_t i = 0; i < n; i++) {
    const Snapshot& s = snapshots_[i];
    fmt::format_to(put, "{}\n{{\"t_us\":{:.3f},\"gc\":{},\"when\":\"{}\",\"record_ns\":{},\"map\":\"",
                   i == 0 ? "" : ",", double(s.ts_ns - start_ns) / 1e3, s.gc_id, s.when, s.record_ns);
    for (size_t g = 0; g < s.granules; g++) {
      const uint8_t c = bytes_[s.offset + g];
      text.push_back(kHex[c >> 4]);
      text.push_back(kHex[c & 15]);
    }
    fmt::format_to(put, "\"}}");
  }
  fmt::format_to(put, "\n]}}\n");
  const bool ok = std::fwrite(text.data(), 1, text.size(), out) == text.size();
  return std::fclose(out) == 0 && ok;
}

}  // namespace jvmlab::gc
