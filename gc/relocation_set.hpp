// Relocation set selection (ZGC's ZRelocationSetSelector): which pages of one size class are worth
// relocating. A pure function over live bytes, so it can be tested without a heap.
#pragma once

#include <algorithm>
#include <cstddef>
#include <vector>

namespace jvmlab::gc {

/// Sorts `live` (live bytes per candidate page, every page of one size class `page_size`)
/// ascending and returns how many of the sparsest pages to relocate. The selection grows page by
/// page, and a longer prefix replaces the current choice only when the pages it adds since that
/// choice are emptied by more than `fragmentation_limit` percent: with n pages taken and their
/// live bytes needing `to` pages, the increment (n - n_sel) pages -> (to - to_sel) pages must
/// reclaim 100 - 100 * (to - to_sel) / (n - n_sel) > limit (ZGC's
/// ZRelocationSetSelectorGroup::select_inner). So a dense page that would only move into a page
/// of its own is never added. All of them when `relocate_all` (-XX:+ZStressRelocateAll). Empty
/// pages are not candidates (they are freed without relocation).
inline size_t select_sparsest(std::vector<size_t>& live, size_t page_size, double fragmentation_limit,
                              bool relocate_all) {
  std::sort(live.begin(), live.end());
  if (relocate_all) return live.size();
  size_t selected_from = 0, selected_to = 0, sum = 0;
  for (size_t n = 1; n <= live.size(); n++) {
    sum += live[n - 1];
    const size_t to = (sum + page_size - 1) / page_size;
    const double diff_from = double(n - selected_from);
    const double diff_to = double(to - selected_to);
    const double reclaimable = 100.0 - diff_to * 100.0 / diff_from;
    if (reclaimable > fragmentation_limit) {
      selected_from = n;
      selected_to = to;
    }
  }
  return selected_from;
}

}  // namespace jvmlab::gc
