// Reference barriers: the only place that reads or writes a reference stored in the heap (object
// fields, array elements, static fields). Does not allocate or collect.
//
// A reference stored in the heap is a *colored pointer* (DESIGN §5, ZGC's encoding):
//
//    63                                  16 15            0
//   +--------------------------------------+---------------+
//   |      raw address (below 2^47)        |  color bits   |
//   +--------------------------------------+---------------+
//
// References in registers, interpreter slots and C++ locals are raw addresses (`uintptr_t`).
// Null is stored as 0 in every color. Until the concurrent collector exists (its own issue) there
// is one good color and no bad mask, so the load barrier is a shift; the slow path arrives with
// marking and relocation, and no caller needs to change.
#pragma once

#include <atomic>
#include <cstdint>

namespace jvmlab::gc {

/// A reference as stored in the heap: raw address << 16 | color. Distinct type from a raw address.
using zpointer = uint64_t;

constexpr unsigned kColorBits = 16;

/// The current good color (Remapped in ZGC's terms). Set by the collector at phase flips.
inline zpointer good_color = 0x0010;

/// Colors a raw address for storing; null stays 0.
inline zpointer color(uintptr_t raw) { return raw == 0 ? 0 : (zpointer(raw) << kColorBits) | good_color; }

/// Strips the color of a stored reference.
inline uintptr_t uncolor(zpointer p) { return uintptr_t(p >> kColorBits); }

/// Load barrier: reads the reference at `field` and returns its raw address (0 for null).
inline uintptr_t load_ref(const zpointer* field) { return uncolor(*field); }

/// Store barrier: writes raw address `value` (0 for null) into `field`, colored good.
inline void store_ref(zpointer* field, uintptr_t value) { *field = color(value); }

/// Volatile variants (acquire/release, for volatile fields and array CAS in later issues).
inline uintptr_t load_ref_acquire(const zpointer* field) {
  return uncolor(std::atomic_ref<zpointer>(const_cast<zpointer&>(*field)).load(std::memory_order_acquire));
}
inline void store_ref_release(zpointer* field, uintptr_t value) {
  std::atomic_ref<zpointer>(*field).store(color(value), std::memory_order_release);
}

}  // namespace jvmlab::gc
