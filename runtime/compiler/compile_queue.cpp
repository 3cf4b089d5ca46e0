// The compile queue: hottest first, stale tasks dropped at selection (see compile_queue.hpp).
#include "runtime/compiler/compile_queue.hpp"

#include <limits>

#include "runtime/oops/klass.hpp"

namespace jvmlab::compiler {

uint64_t task_hotness(const CompileTask& task) {
  if (task.blocking) return std::numeric_limits<uint64_t>::max();
  const Method* m = task.method;
  const uint64_t backedges = m->backedge_count.load(std::memory_order_relaxed);
  if (task.is_osr()) return backedges;
  return uint64_t(m->invocation_count.load(std::memory_order_relaxed)) + backedges;
}

CompileTask* CompileQueue::select(const StalePredicate& is_stale, std::vector<CompileTask*>* dropped) {
  // Drop stale tasks
  if (is_stale) {
    size_t kept = 0;
    for (CompileTask* task : tasks_) {
      if (is_stale(*task)) dropped->push_back(task);
      else tasks_[kept++] = task;
    }
    tasks_.resize(kept);
  }
  if (tasks_.empty()) return nullptr;
  // Take the hottest (the first queued wins a tie)
  size_t best = 0;
  uint64_t best_hotness = task_hotness(*tasks_[0]);
  for (size_t i = 1; i < tasks_.size(); i++) {
    const uint64_t h = task_hotness(*tasks_[i]);
    if (h > best_hotness) {
      best = i;
      best_hotness = h;
    }
  }
  CompileTask* chosen = tasks_[best];
  tasks_.erase(tasks_.begin() + ptrdiff_t(best));
  return chosen;
}

}  // namespace jvmlab::compiler
