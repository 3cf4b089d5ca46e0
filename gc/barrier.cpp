// The load barrier's slow path and self-healing (DESIGN §5; ZGC's ZBarrier::barrier + self_heal).
#include "gc/barrier.hpp"

#include "gc/collector.hpp"

namespace jvmlab::gc {

uintptr_t load_barrier_slow(zpointer* field, zpointer value) {
  Collector* collector = g_collector;
  if (collector == nullptr) return uncolor(value);
  const uintptr_t good = collector->barrier_slow(value);
  if (field != nullptr) {
    // Self-heal: replace the bad value with the good one unless someone changed the field
    // meanwhile (a store, or another thread's heal: both are good already).
    zpointer expected = value;
    std::atomic_ref<zpointer>(*field).compare_exchange_strong(expected, color(good), std::memory_order_relaxed);
  }
  return good;
}

}  // namespace jvmlab::gc
