// Relocation set selection (ZGC's ZRelocationSetSelector): which pages of one size class are worth
// relocating. A pure function over live bytes, so it can be tested without a heap.
#pragma once

#include <algorithm>
#include <cstddef>
#include <vector>

namespace jvmlab::gc {

/// Sorts `live` (live bytes per candidate page, every page of one size class `page_size`)
/// ascending and returns how many of the sparsest pages to relocate: the longest prefix whose
/// relocation empties more than `fragmentation_limit` percent of the pages it takes, i.e.
/// (n - ceil(sum of live / page_size)) * 100 / n > limit. All of them when `relocate_all`
/// (-XX:+ZStressRelocateAll). Empty pages are not candidates (they are freed without relocation).
inline size_t select_sparsest(std::vector<size_t>& live, size_t page_size, double fragmentation_limit,
                              bool relocate_all) {
  std::sort(live.begin(), live.end());
  if (relocate_all) return live.size();
  size_t chosen = 0, sum = 0;
  for (size_t n = 1; n <= live.size(); n++) {
    sum += live[n - 1];
    const size_t to_pages = (sum + page_size - 1) / page_size;
    const double reclaimed = double(n - to_pages) * 100.0 / double(n);
    if (reclaimed > fragmentation_limit) chosen = n;
  }
  return chosen;
}

}  // namespace jvmlab::gc
