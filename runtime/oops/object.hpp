// Object model: the header every heap object starts with, array layout, and the 64-bit slot the
// interpreter and natives pass values in. Does not allocate (see runtime/heap/allocation.hpp).
//
//   object:  +0 Klass*   +8 mark word   +16 fields, packed by size (8, 4, 2, 1 bytes)
//   array:   +0 Klass*   +8 mark word   +16 int32 length  +20 pad  +24 elements
//
//   mark word:  63            32 31          2 1   0
//              +----------------+-------------+-----+
//              | identity hash  |  lock count | has |   has = bit 0: identity hash assigned
//              +----------------+-------------+-----+
// Reference fields and elements hold colored pointers (gc/barrier.hpp); read and write them only
// through the accessors below, which go through the barrier.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "gc/barrier.hpp"

namespace jvmlab {

struct Klass;

/// Header of every heap object.
struct Object {
  Klass* klass;                // the object's class; never null for a live object
  std::atomic<uint64_t> mark;  // identity hash and lock state, see the drawing above
};

/// Header of every array: an Object followed by the length; elements start at kArrayBaseOffset.
struct ArrayObject : Object {
  int32_t length;
  int32_t padding;
};

constexpr size_t kObjectHeaderSize = sizeof(Object);
constexpr size_t kArrayBaseOffset = sizeof(ArrayObject);
static_assert(kObjectHeaderSize == 16 && kArrayBaseOffset == 24);

/// A value slot of the interpreter and natives: int, float (bits), long, double (bits), or a raw reference.
/// long and double occupy two slots in locals and on the operand stack (JVMS §2.6.1); the value
/// is in the first slot.
using Slot = uint64_t;

inline int32_t slot_int(Slot s) { return int32_t(uint32_t(s)); }
inline int64_t slot_long(Slot s) { return int64_t(s); }
inline float slot_float(Slot s) { float f; uint32_t b = uint32_t(s); std::memcpy(&f, &b, 4); return f; }
inline double slot_double(Slot s) { double d; std::memcpy(&d, &s, 8); return d; }
inline Object* slot_ref(Slot s) { return reinterpret_cast<Object*>(uintptr_t(s)); }
inline Slot int_slot(int32_t v) { return Slot(uint32_t(v)); }
inline Slot long_slot(int64_t v) { return Slot(v); }
inline Slot float_slot(float f) { uint32_t b; std::memcpy(&b, &f, 4); return Slot(b); }
inline Slot double_slot(double d) { Slot b; std::memcpy(&b, &d, 8); return b; }
inline Slot ref_slot(const Object* o) { return Slot(reinterpret_cast<uintptr_t>(o)); }

// --- field access (offsets in bytes from the object start) ------------------------------------

template <typename T>
inline T* field_addr(Object* o, size_t offset) {
  return reinterpret_cast<T*>(reinterpret_cast<char*>(o) + offset);
}
template <typename T>
inline T get_field(Object* o, size_t offset) { return *field_addr<T>(o, offset); }
template <typename T>
inline void set_field(Object* o, size_t offset, T v) { *field_addr<T>(o, offset) = v; }

/// Reads a reference field through the load barrier.
inline Object* get_ref_field(Object* o, size_t offset) {
  return reinterpret_cast<Object*>(gc::load_ref(field_addr<gc::zpointer>(o, offset)));
}
/// Writes a reference field through the store barrier.
inline void set_ref_field(Object* o, size_t offset, Object* v) {
  gc::store_ref(field_addr<gc::zpointer>(o, offset), reinterpret_cast<uintptr_t>(v));
}

// --- arrays ---------------------------------------------------------------------------------

inline int32_t array_length(const Object* a) { return static_cast<const ArrayObject*>(a)->length; }

/// Pointer to element 0 of a primitive array with elements of type T.
template <typename T>
inline T* array_data(Object* a) {
  return reinterpret_cast<T*>(reinterpret_cast<char*>(a) + kArrayBaseOffset);
}
inline Object* get_ref_element(Object* a, int32_t i) {
  return reinterpret_cast<Object*>(gc::load_ref(array_data<gc::zpointer>(a) + i));
}
inline void set_ref_element(Object* a, int32_t i, Object* v) {
  gc::store_ref(array_data<gc::zpointer>(a) + i, reinterpret_cast<uintptr_t>(v));
}

}  // namespace jvmlab
