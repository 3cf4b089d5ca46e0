// The load barrier's slow path and self-healing (ZGC's ZBarrier::barrier + self_heal).
#include "gc/barrier.hpp"

#include "gc/collector.hpp"
#include "utilities/debug.hpp"

namespace jvmlab::gc {

uintptr_t load_barrier_slow(zpointer* field, zpointer value) {
  Collector* collector = g_collector;
  if (collector == nullptr) return uncolor(value);
  const uintptr_t good = collector->barrier_slow(value);
  // Neither the phase nor the colors change under us: they change only in pauses, and this
  // thread reaches no safepoint in the slow path.
  JVMLAB_ASSERT(collector->phase() == Collector::Phase::Idle ||
                    heals_forward(value, mark_color(collector->seqnum()),
                                  collector->phase() == Collector::Phase::Relocate),
                "colour monotonicity: a heal moves a pointer forward in its cycle "
                "(Remapped or M(n-1) -> Mn in mark, Mn -> Remapped in relocate)");
  JVMLAB_ASSERT(good != 0, "a bad pointer is not null, nor its good address (an unmarked object "
                           "in the relocation set would forward to 0)");
  if (field != nullptr) {
    // Self-heal: replace the bad value with the good one unless someone changed the field
    // meanwhile (a store, or another thread's heal: both are good already).
    zpointer expected = value;
    const bool healed =
        std::atomic_ref<zpointer>(*field).compare_exchange_strong(expected, color(good), std::memory_order_relaxed);
    if (healed && g_count_heals.load(std::memory_order_relaxed)) [[unlikely]] {
      g_healed_fields.fetch_add(1, std::memory_order_relaxed);  // -XX:+GCStepMode's figure
    }
  }
  return good;
}

}  // namespace jvmlab::gc
