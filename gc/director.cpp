// Director: the trigger rules. See director.hpp.
#include "gc/director.hpp"

#include <algorithm>
#include <chrono>

#include "gc/gc_clock.hpp"
#include "gc/heap.hpp"

namespace jvmlab::gc {

Director::Director(const Heap& heap, const GcConfig& config)
    : heap_(heap), config_(config), last_cycle_end_ns_(now_ns()) {}

bool Director::rule(GCCause* cause) {
  const int64_t now = now_ns();
  const size_t used = heap_.used_bytes();
  const size_t max = heap_.max_capacity();
  // The capacity the rules work within: the sizing policy's goal (ZGC's rules read the soft max
  // capacity the same way), so that the heap is collected before it grows past a small multiple
  // of the live set.
  const size_t capacity = heap_.soft_capacity();
  // Warm-up (ZGC): before three cycles have run there is no cycle time to predict with; collect
  // at 10 %, 20 %, 30 % of max capacity, or at three quarters of the goal when that comes first.
  const size_t warmup_threshold = std::min(capacity / 4 * 3, max / 10 * (warmup_cycles_ + 1));
  if (warmup_cycles_ < 3 && used >= warmup_threshold) {
    *cause = GCCause::Warmup;
    return true;
  }
  // Allocation rate (ZGC): collect when the free memory would last less than the expected cycle
  // time at the recent allocation rate (with 100 % headroom on the cycle time). Needs one cycle
  // for the cycle time.
  const uint64_t allocated = heap_.allocated_bytes();
  const double seconds = double(now - last_rate_sample_ns_) / 1e9;
  if (seconds >= 0.01) {
    const double rate = double(allocated - last_allocated_) / seconds;
    avg_alloc_rate_ = avg_alloc_rate_ == 0 ? rate : 0.7 * avg_alloc_rate_ + 0.3 * rate;
    last_allocated_ = allocated;
    last_rate_sample_ns_ = now;
  }
  if (warmup_cycles_ >= 1 && avg_alloc_rate_ > 0) {
    const double free = double(capacity > used ? capacity - used : 0);
    const double time_to_oom = free / (avg_alloc_rate_ * 1.25);
    if (time_to_oom < 2.0 * avg_cycle_seconds_ + 0.01) {
      *cause = GCCause::AllocationRate;
      return true;
    }
  }
  // Timer (-XX:ZCollectionInterval).
  if (config_.collection_interval > 0 && double(now - last_cycle_end_ns_) / 1e9 >= config_.collection_interval) {
    *cause = GCCause::Timer;
    return true;
  }
  // Proactive (ZGC): the heap grew by 10 % of the capacity since the last cycle, or 5 minutes
  // passed with growth, and a cycle would cost under 1 % of the time since the last one.
  if (config_.proactive && warmup_cycles_ >= 3) {
    const double since = double(now - last_cycle_end_ns_) / 1e9;
    const bool grew = used > used_after_last_ + capacity / 10;
    if ((grew || (since > 300 && used > used_after_last_)) && avg_cycle_seconds_ < since * 0.01) {
      *cause = GCCause::Proactive;
      return true;
    }
  }
  return false;
}

void Director::cycle_done(double seconds, size_t used_after, int64_t end_ns, uint64_t cycles) {
  avg_cycle_seconds_ = cycles == 1 ? seconds : 0.7 * avg_cycle_seconds_ + 0.3 * seconds;
  last_cycle_end_ns_ = end_ns;
  used_after_last_ = used_after;
  if (warmup_cycles_ < 3) warmup_cycles_++;
}

}  // namespace jvmlab::gc
