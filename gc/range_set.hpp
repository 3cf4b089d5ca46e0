// RangeSet: a set of granule indices kept as disjoint, coalesced [start, start+count) runs.
#pragma once

#include <cstddef>
#include <iterator>
#include <map>
#include <optional>

namespace jvmlab::gc {

/// Disjoint runs of granule indices, adjacent runs merged on insert. The page allocator keeps one
/// for free address space and one for free committed memory (its page cache): first-fit takes the
/// lowest run that is long enough, so the heap stays packed at low addresses. Not thread-safe: the
/// page allocator's lock guards it. Cost: O(log runs) per insert/remove, O(runs) for take_first_fit.
class RangeSet {
 public:
  /// Adds [start, start+count); the run must not overlap what is already in the set.
  void insert(size_t start, size_t count) {
    if (count == 0) return;
    total_ += count;
    auto next = runs_.lower_bound(start);
    if (next != runs_.begin()) {
      auto prev = std::prev(next);
      if (prev->first + prev->second == start) {  // extends the run before it
        prev->second += count;
        if (next != runs_.end() && prev->first + prev->second == next->first) {
          prev->second += next->second;
          runs_.erase(next);
        }
        return;
      }
    }
    if (next != runs_.end() && start + count == next->first) {  // extends the run after it
      count += next->second;
      runs_.erase(next);
    }
    runs_.emplace(start, count);
  }

  /// Removes and returns the start of the lowest run of at least `count` granules (first fit),
  /// taking its first `count` granules; nullopt when no run is long enough.
  std::optional<size_t> take_first_fit(size_t count) {
    for (auto it = runs_.begin(); it != runs_.end(); ++it) {
      if (it->second >= count) {
        const size_t start = it->first;
        remove(start, count);
        return start;
      }
    }
    return std::nullopt;
  }

  /// Removes [start, start+count), which must lie inside one run of the set.
  void remove(size_t start, size_t count) {
    if (count == 0) return;
    auto it = std::prev(runs_.upper_bound(start));
    const size_t run_start = it->first, run_count = it->second;
    runs_.erase(it);
    if (start > run_start) runs_.emplace(run_start, start - run_start);
    const size_t end = start + count, run_end = run_start + run_count;
    if (run_end > end) runs_.emplace(end, run_end - end);
    total_ -= count;
  }

  /// True if every granule of [start, start+count) is in the set.
  bool contains(size_t start, size_t count) const {
    auto it = runs_.upper_bound(start);
    if (it == runs_.begin()) return false;
    --it;
    return start + count <= it->first + it->second;
  }

  size_t total() const { return total_; }          // granules in the set
  size_t run_count() const { return runs_.size(); }
  bool empty() const { return total_ == 0; }
  const std::map<size_t, size_t>& runs() const { return runs_; }  // start -> count

 private:
  std::map<size_t, size_t> runs_;
  size_t total_ = 0;
};

}  // namespace jvmlab::gc
