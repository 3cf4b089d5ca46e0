// The access API: every load and store of a Java field, static or array element by VM code, with
// the memory-ordering rules of the Java memory model and the collector's barriers. The
// interpreter, compiled code's slow paths, Unsafe and reflection natives and JNI all use these,
// so the rules live once (HotSpot's oops/access.hpp). Does not resolve fields or check types.
//
//   value representation (a Slot, runtime/oops/object.hpp):
//     boolean byte short int   sign-extended to 32 bits, stored zero-extended in the slot
//     char                     zero-extended
//     float                    its 32 bits          long, double   their 64 bits
//     reference                a raw address (heap storage holds colored pointers: gc/barrier.hpp)
//
//   storage:   instance fields and array elements have the width of their type;
//              statics are one 64-bit slot each (Klass::statics), holding the normalized value.
//
//   order (JLS §17.4, JSR-133 cookbook):
//     Plain      no ordering (x86-64 and the compiler may reorder it with other plain accesses)
//     Volatile   seq_cst atomic of the field's width; a store is followed by a full fence
//                (StoreLoad), so a later volatile load cannot pass it
#pragma once

#include <atomic>
#include <cstdint>

#include "gc/barrier.hpp"
#include "runtime/oops/klass.hpp"
#include "runtime/oops/object.hpp"

namespace jvmlab::access {

/// Memory order of one access (see the drawing above).
enum class Order : uint8_t { Plain, Volatile };

/// The order a field's accesses need: Volatile for ACC_VOLATILE fields (JLS §8.3.1.4).
inline Order order_of(const Field& f) {
  return (f.access & classfile::acc::VOLATILE) ? Order::Volatile : Order::Plain;
}

/// Narrows an int-slot value to what a store of type `t` keeps (JVMS §6.5.putfield, bastore:
/// boolean keeps bit 0, byte/short sign-extend their low bits, char zero-extends), and returns it
/// as a normalized slot. Long, double, float and references pass unchanged (float keeps 32 bits).
inline Slot normalize(BasicType t, Slot v) {
  switch (t) {
    case BasicType::Boolean: return int_slot(int32_t(v & 1));
    case BasicType::Byte: return int_slot(int8_t(v));
    case BasicType::Char: return int_slot(uint16_t(v));
    case BasicType::Short: return int_slot(int16_t(v));
    case BasicType::Int: case BasicType::Float: return Slot(uint32_t(v));
    default: return v;
  }
}

namespace detail {
template <typename T>
inline T load_as(const void* addr, Order o) {
  T* p = const_cast<T*>(static_cast<const T*>(addr));
  return o == Order::Volatile ? std::atomic_ref<T>(*p).load(std::memory_order_seq_cst) : *p;
}
template <typename T>
inline void store_as(void* addr, T v, Order o) {
  T* p = static_cast<T*>(addr);
  if (o == Order::Volatile) {
    std::atomic_ref<T>(*p).store(v, std::memory_order_seq_cst);
  } else {
    *p = v;
  }
}
}  // namespace detail

/// Loads a value of type `t` from heap storage of that type's width at `addr` (an instance field
/// or an array element) and returns it as a normalized slot. References go through the load
/// barrier (acquire when Volatile). Thread-safe as Java is: Plain accesses may race (JLS §17.4.5).
inline Slot load(BasicType t, const void* addr, Order o) {
  switch (t) {
    case BasicType::Boolean: case BasicType::Byte: return int_slot(detail::load_as<int8_t>(addr, o));
    case BasicType::Char: return int_slot(detail::load_as<uint16_t>(addr, o));
    case BasicType::Short: return int_slot(detail::load_as<int16_t>(addr, o));
    case BasicType::Int: case BasicType::Float: return Slot(detail::load_as<uint32_t>(addr, o));
    case BasicType::Reference: {
      auto* p = const_cast<gc::zpointer*>(static_cast<const gc::zpointer*>(addr));
      return Slot(o == Order::Volatile ? gc::load_ref_acquire(p) : gc::load_ref(p));
    }
    default: return detail::load_as<uint64_t>(addr, o);
  }
}

/// Stores slot value `v` of type `t` into heap storage of that type's width at `addr`, narrowed
/// as `normalize` says. References go through the store barrier; a Volatile one is a release
/// store followed by a seq_cst fence (StoreLoad); a Volatile primitive is a seq_cst store (on
/// x86-64 an xchg, itself a full barrier).
inline void store(BasicType t, void* addr, Slot v, Order o) {
  switch (t) {
    case BasicType::Boolean: detail::store_as<int8_t>(addr, int8_t(v & 1), o); break;
    case BasicType::Byte: detail::store_as<int8_t>(addr, int8_t(v), o); break;
    case BasicType::Char: case BasicType::Short: detail::store_as<uint16_t>(addr, uint16_t(v), o); break;
    case BasicType::Int: case BasicType::Float: detail::store_as<uint32_t>(addr, uint32_t(v), o); break;
    case BasicType::Reference:
      if (o == Order::Volatile) {
        gc::store_ref_release(static_cast<gc::zpointer*>(addr), uintptr_t(v));
        std::atomic_thread_fence(std::memory_order_seq_cst);  // StoreLoad
      } else {
        gc::store_ref(static_cast<gc::zpointer*>(addr), uintptr_t(v));
      }
      break;
    default: detail::store_as<uint64_t>(addr, uint64_t(v), o); break;
  }
}

/// Loads static storage (one 64-bit slot per static, whatever its type). References through the
/// load barrier.
inline Slot load_static_slot(BasicType t, const gc::zpointer* slot, Order o) {
  if (t == BasicType::Reference) return load(t, slot, o);
  return detail::load_as<uint64_t>(slot, o);
}

/// Stores `v` normalized into static storage (one 64-bit slot). References through the store
/// barrier; ordering as `store`.
inline void store_static_slot(BasicType t, gc::zpointer* slot, Slot v, Order o) {
  if (t == BasicType::Reference) return store(t, slot, v, o);
  detail::store_as<uint64_t>(slot, uint64_t(normalize(t, v)), o);
}

// --- by Field: the order follows the field's ACC_VOLATILE ----------------------------------------

/// The storage of static field `f` (its holder must be initialized or initializing).
inline gc::zpointer* static_slot(const Field& f) { return &f.holder->statics[f.offset]; }

/// Loads instance field `f` of `o` (not null).
inline Slot load_field(Object* o, const Field& f) {
  return load(f.type, field_addr<char>(o, f.offset), order_of(f));
}
/// Stores `v` into instance field `f` of `o` (not null).
inline void store_field(Object* o, const Field& f, Slot v) {
  store(f.type, field_addr<char>(o, f.offset), v, order_of(f));
}
/// Loads static field `f`.
inline Slot load_static(const Field& f) { return load_static_slot(f.type, static_slot(f), order_of(f)); }
/// Stores `v` into static field `f`.
inline void store_static(const Field& f, Slot v) { store_static_slot(f.type, static_slot(f), v, order_of(f)); }

// --- array elements ---------------------------------------------------------------------------

/// Address of element `i` of array `a` whose elements have type `t` (no bounds check).
inline void* element_addr(Object* a, BasicType t, int32_t i) {
  return reinterpret_cast<char*>(a) + kArrayBaseOffset + size_t(i) * basic_type_size(t);
}
/// Loads element `i` of array `a` (bounds checked by the caller).
inline Slot load_element(Object* a, BasicType t, int32_t i, Order o = Order::Plain) {
  return load(t, element_addr(a, t, i), o);
}
/// Stores `v` into element `i` of array `a` (bounds and, for references, the store check done by
/// the caller).
inline void store_element(Object* a, BasicType t, int32_t i, Slot v, Order o = Order::Plain) {
  store(t, element_addr(a, t, i), v, o);
}

// --- raw offsets (Unsafe): `base` an object or array, `offset` in bytes from its start ---------

/// Address `offset` bytes into object `base` (Unsafe's (Object, long) addressing).
inline void* raw_addr(Object* base, int64_t offset) { return field_addr<char>(base, size_t(offset)); }

/// Compare-and-set of a 32/64-bit value at `addr` (seq_cst; Unsafe.compareAndSetInt/Long).
template <typename T>
inline bool compare_and_set(void* addr, T expected, T desired) {
  return std::atomic_ref<T>(*static_cast<T*>(addr)).compare_exchange_strong(expected, desired);
}
/// Atomic get-and-add of a 32/64-bit value at `addr` (seq_cst; Unsafe.getAndAddInt/Long).
template <typename T>
inline T get_and_add(void* addr, T delta) {
  return std::atomic_ref<T>(*static_cast<T*>(addr)).fetch_add(delta);
}
/// Atomic exchange of a 32/64-bit value at `addr` (seq_cst; Unsafe.getAndSetInt/Long).
template <typename T>
inline T get_and_set(void* addr, T desired) {
  return std::atomic_ref<T>(*static_cast<T*>(addr)).exchange(desired);
}
/// Atomic exchange of a reference at `addr` through the barriers; returns the old raw address.
inline Object* get_and_set_ref(void* addr, Object* desired) {
  return reinterpret_cast<Object*>(gc::exchange_ref(static_cast<gc::zpointer*>(addr), uintptr_t(desired)));
}
/// Compare-and-set of a reference at `addr` through the barriers (gc/barrier.hpp).
inline bool compare_and_set_ref(void* addr, Object* expected, Object* desired) {
  return gc::cas_ref(static_cast<gc::zpointer*>(addr), uintptr_t(expected), uintptr_t(desired));
}

}  // namespace jvmlab::access
