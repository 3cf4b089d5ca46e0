// The compile queue: tasks waiting for a compiler thread, taken hottest first, with stale tasks
// dropped as they are met (HotSpot's CompileQueue with the tiered policy's select_task, which
// picks the task with the highest event rate and removes tasks whose method was compiled or
// unloaded meanwhile). Not thread-safe: the broker's lock guards it. Does not compile.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "runtime/compiler/compile_task.hpp"

namespace jvmlab::compiler {

/// Hotness of a task at the time it is selected: blocking tasks first (a thread waits for them),
/// then the method's invocation plus back-edge counts (back-edges alone for an OSR task). The
/// counters keep running while a task waits, so the order is decided at selection time.
uint64_t task_hotness(const CompileTask& task);

class CompileQueue {
 public:
  /// Why a task is no longer worth compiling; null-safe, called under the broker's lock.
  using StalePredicate = std::function<bool(const CompileTask&)>;

  /// Appends `task` (not owned: the broker owns tasks).
  void add(CompileTask* task) { tasks_.push_back(task); }

  /// Removes and returns the hottest task that is not stale, or null when none is left. Stale
  /// tasks met on the way are removed and appended to `*dropped` (the caller completes them:
  /// a blocking submitter must be woken). Ties go to the task queued first. O(queue length).
  CompileTask* select(const StalePredicate& is_stale, std::vector<CompileTask*>* dropped);

  size_t size() const { return tasks_.size(); }
  bool empty() const { return tasks_.empty(); }

 private:
  std::vector<CompileTask*> tasks_;  // in submission order
};

}  // namespace jvmlab::compiler
