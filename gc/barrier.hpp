// Reference barriers: the only place that reads or writes a reference stored in the heap (object
// fields, array elements, static fields). The fast paths are inline; the slow path (mark, remap,
// relocate, self-heal) is in gc/barrier.cpp and the collector. Never allocates Java objects and
// never reaches a safepoint.
//
// A reference stored in the heap is a *colored pointer* (JDK 17's algorithm, JDK 21's
// encoding with the metadata in the low bits, no multi-mapping):
//
//    63                                  16 15        4  3   2   1   0
//   +--------------------------------------+-----------+---+---+---+---+
//   |      raw address (below 2^47)        |  unused   | F | R | M1| M0|
//   +--------------------------------------+-----------+---+---+---+---+
//      M0/M1 = Marked0/Marked1, R = Remapped, F = Finalizable (reserved: no finalization yet)
//
// Exactly one color is *good* at a time; every other metadata bit is in the *bad mask*:
//   - Concurrent Mark of a cycle: good = Marked0 or Marked1 (alternating per cycle).
//     A bad pointer is marked (and, unless it is Remapped, first remapped through the forwarding
//     tables of the previous cycle), then the field is healed with the good color.
//   - After Pause Relocate Start: good = Remapped. A bad pointer into the relocation set is
//     forwarded (relocating the object if nobody has yet), then healed.
// References in registers, interpreter slots and C++ locals are raw addresses (`uintptr_t`).
// Null is stored as 0 and is never bad.
#pragma once

#include <atomic>
#include <cstdint>

namespace jvmlab::gc {

/// A reference as stored in the heap: raw address << 16 | color. Distinct type from a raw address.
using zpointer = uint64_t;

constexpr unsigned kColorBits = 16;
constexpr zpointer kMarked0 = 0x0001;
constexpr zpointer kMarked1 = 0x0002;
constexpr zpointer kRemapped = 0x0004;
constexpr zpointer kFinalizable = 0x0008;
constexpr zpointer kColorMask = (zpointer(1) << kColorBits) - 1;
constexpr zpointer kMetadataBits = kMarked0 | kMarked1 | kRemapped | kFinalizable;

/// The current good color and bad mask. Written only by the collector inside a pause (all Java
/// threads stopped), read with relaxed loads everywhere: the safepoint protocol orders them.
inline std::atomic<zpointer> g_good_color{kRemapped};
inline std::atomic<zpointer> g_bad_mask{kMetadataBits & ~kRemapped};

/// Fields healed by load-barrier slow paths, counted only while g_count_heals is set
/// (-XX:+GCStepMode reports them per phase). Relaxed counters.
inline std::atomic<bool> g_count_heals{false};
inline std::atomic<uint64_t> g_healed_fields{0};

inline zpointer good_color() { return g_good_color.load(std::memory_order_relaxed); }
inline zpointer bad_mask() { return g_bad_mask.load(std::memory_order_relaxed); }

/// Colors a raw address with the good color for storing; null stays 0.
inline zpointer color(uintptr_t raw) { return raw == 0 ? 0 : (zpointer(raw) << kColorBits) | good_color(); }

/// Strips the color of a stored reference (no barrier: for the collector and verification).
inline uintptr_t uncolor(zpointer p) { return uintptr_t(p >> kColorBits); }

/// True when `p` needs the slow path (its color is bad). Null is never bad.
inline bool is_bad(zpointer p) { return (p & bad_mask()) != 0; }

/// The mark color of cycle `seqnum` (Collector::seqnum): Marked1 in odd cycles, Marked0 in even.
inline zpointer mark_color(uint32_t seqnum) { return (seqnum & 1) ? kMarked1 : kMarked0; }

/// The color order of cycle n, whose mark color is Mn (the other mark color is M(n-1)'s):
///
///     Remapped, M(n-1)  --Concurrent Mark-->  Mn  --Concurrent Relocate-->  Remapped
///
/// A heal (barrier slow path, a GC worker tracing a field) only moves a pointer forward along it:
/// during mark a bad pointer is Remapped or M(n-1) and becomes Mn; after Pause Relocate Start a
/// bad pointer is Mn (marking healed every reachable field) and becomes Remapped. Anything else
/// means a field was missed by marking or a color went backwards: the invariant JVMLAB_ASSERTs
/// name as "colour monotonicity". `bad`: the value read; `relocating`: after Pause Relocate Start.
inline bool heals_forward(zpointer bad, zpointer cycle_mark_color, bool relocating) {
  const zpointer c = bad & kColorMask;
  if (relocating) return c == cycle_mark_color;
  return c == kRemapped || c == ((kMarked0 | kMarked1) & ~cycle_mark_color);
}

/// Load barrier slow path (gc/barrier.cpp): returns the good raw address for the bad pointer
/// `value` read from `field` (marking, remapping or relocating as the phase requires) and heals
/// `field` with a CAS unless another thread changed it first. `field` may be null (a value with
/// no home, e.g. a root read once). Thread-safe; may block briefly while a GC worker relocates
/// the object's page in place; never reaches a safepoint.
uintptr_t load_barrier_slow(zpointer* field, zpointer value);

/// Load barrier: reads the reference at `field` and returns its raw address (0 for null).
inline uintptr_t load_ref(const zpointer* field) {
  zpointer v = std::atomic_ref<zpointer>(const_cast<zpointer&>(*field)).load(std::memory_order_relaxed);
  if (is_bad(v)) [[unlikely]] return load_barrier_slow(const_cast<zpointer*>(field), v);
  return uncolor(v);
}

/// Store barrier: writes raw address `value` (0 for null) into `field`, colored good. `value`
/// must come from a load barrier, a root or a new allocation (never a stale address).
inline void store_ref(zpointer* field, uintptr_t value) {
  std::atomic_ref<zpointer>(*field).store(color(value), std::memory_order_relaxed);
}

/// Volatile variants (acquire/release, for volatile fields).
inline uintptr_t load_ref_acquire(const zpointer* field) {
  zpointer v = std::atomic_ref<zpointer>(const_cast<zpointer&>(*field)).load(std::memory_order_acquire);
  if (is_bad(v)) [[unlikely]] return load_barrier_slow(const_cast<zpointer*>(field), v);
  return uncolor(v);
}
inline void store_ref_release(zpointer* field, uintptr_t value) {
  std::atomic_ref<zpointer>(*field).store(color(value), std::memory_order_release);
}

/// Compare-and-set of a reference field (Unsafe.compareAndSetReference, AtomicReference):
/// heals the field first so that its stored color is good, then CASes `expected` -> `desired`
/// (raw addresses). Returns true when the field held `expected`. Thread-safe.
inline bool cas_ref(zpointer* field, uintptr_t expected, uintptr_t desired) {
  std::atomic_ref<zpointer> ref(*field);
  while (true) {
    zpointer v = ref.load(std::memory_order_acquire);
    if (is_bad(v)) { load_barrier_slow(field, v); continue; }  // heal, then compare colors
    if (uncolor(v) != expected) return false;
    if (ref.compare_exchange_strong(v, color(desired), std::memory_order_acq_rel)) return true;
  }
}

/// Atomic exchange of a reference field (Unsafe.getAndSetReference): returns the previous raw
/// address, loaded through the barrier. Thread-safe.
inline uintptr_t exchange_ref(zpointer* field, uintptr_t desired) {
  while (true) {
    uintptr_t old = load_ref(field);
    if (cas_ref(field, old, desired)) return old;
  }
}

}  // namespace jvmlab::gc
