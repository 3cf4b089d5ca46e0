// Natives of jvmlab.internal.Unsafe: sequentially consistent compare-and-set, get-and-add,
// get-and-set and volatile access on fields and array elements (HotSpot's Unsafe_CompareAndSet*
// in unsafe.cpp). References are stored colored: every reference access goes through the
// barriers of gc/barrier.hpp (gc::cas_ref heals the field first, then compares addresses, as
// ZGC's barriered CAS does). None of these natives reaches a safepoint, so the raw object in
// args[0] stays valid for the whole call.
#include <atomic>
#include <string>

#include "gc/barrier.hpp"
#include "runtime/natives/thread_natives.hpp"
#include "runtime/vm.hpp"

namespace jvmlab::natives {

namespace {

template <typename T>
std::atomic_ref<T> at(Slot* a) {
  Object* o = slot_ref(a[0]);
  return std::atomic_ref<T>(*field_addr<T>(o, size_t(slot_long(a[1]))));
}

// Argument layout: a[0] object, a[1..2] long offset, then the values.
Slot object_field_offset(JavaThread* t, Slot* a) {
  Object* mirror = slot_ref(a[0]);
  Object* name = slot_ref(a[1]);
  if (!mirror || !name) return throw_npe(t);
  std::string n = string_utf8(name);
  for (Klass* k = klass_of_mirror(mirror); k; k = k->super) {
    if (Field* f = k->find_declared_field(n); f && !f->is_static()) return long_slot(f->offset);
  }
  return throw_new(t, "java/lang/InternalError", "no field " + n);
}

Slot array_base_offset(JavaThread*, Slot*) { return long_slot(int64_t(kArrayBaseOffset)); }

Slot cas_int(JavaThread*, Slot* a) {
  int32_t expected = slot_int(a[3]);
  return int_slot(at<int32_t>(a).compare_exchange_strong(expected, slot_int(a[4])) ? 1 : 0);
}

Slot cas_long(JavaThread*, Slot* a) {
  int64_t expected = slot_long(a[3]);
  return int_slot(at<int64_t>(a).compare_exchange_strong(expected, slot_long(a[5])) ? 1 : 0);
}

/// The reference field or element at (a[0], a[1]): a colored word, accessed only through the
/// barriers.
gc::zpointer* ref_at(Slot* a) { return field_addr<gc::zpointer>(slot_ref(a[0]), size_t(slot_long(a[1]))); }

Slot cas_ref(JavaThread*, Slot* a) {
  return int_slot(gc::cas_ref(ref_at(a), uintptr_t(a[3]), uintptr_t(a[4])) ? 1 : 0);
}

Slot get_and_add_int(JavaThread*, Slot* a) { return int_slot(at<int32_t>(a).fetch_add(slot_int(a[3]))); }
Slot get_and_add_long(JavaThread*, Slot* a) { return long_slot(at<int64_t>(a).fetch_add(slot_long(a[3]))); }
Slot get_and_set_int(JavaThread*, Slot* a) { return int_slot(at<int32_t>(a).exchange(slot_int(a[3]))); }
Slot get_and_set_long(JavaThread*, Slot* a) { return long_slot(at<int64_t>(a).exchange(slot_long(a[3]))); }
Slot get_and_set_ref(JavaThread*, Slot* a) { return Slot(gc::exchange_ref(ref_at(a), uintptr_t(a[3]))); }
Slot get_int_volatile(JavaThread*, Slot* a) { return int_slot(at<int32_t>(a).load()); }
Slot get_long_volatile(JavaThread*, Slot* a) { return long_slot(at<int64_t>(a).load()); }
Slot get_ref_volatile(JavaThread*, Slot* a) { return Slot(gc::load_ref_acquire(ref_at(a))); }
Slot put_int_volatile(JavaThread*, Slot* a) { at<int32_t>(a).store(slot_int(a[3])); return 0; }
Slot put_long_volatile(JavaThread*, Slot* a) { at<int64_t>(a).store(slot_long(a[3])); return 0; }
/// A volatile store: release, then a full fence (the StoreLoad barrier a Java volatile write
/// needs, which a release store alone does not give on x86).
Slot put_ref_volatile(JavaThread*, Slot* a) {
  gc::store_ref_release(ref_at(a), uintptr_t(a[3]));
  std::atomic_thread_fence(std::memory_order_seq_cst);
  return 0;
}

}  // namespace

void register_atomic_natives() {
  const char* u = "jvmlab/internal/Unsafe";
  register_native(u, "objectFieldOffset", "(Ljava/lang/Class;Ljava/lang/String;)J", object_field_offset);
  register_native(u, "arrayBaseOffset", "()J", array_base_offset);
  register_native(u, "compareAndSetInt", "(Ljava/lang/Object;JII)Z", cas_int);
  register_native(u, "compareAndSetLong", "(Ljava/lang/Object;JJJ)Z", cas_long);
  register_native(u, "compareAndSetReference", "(Ljava/lang/Object;JLjava/lang/Object;Ljava/lang/Object;)Z", cas_ref);
  register_native(u, "getAndAddInt", "(Ljava/lang/Object;JI)I", get_and_add_int);
  register_native(u, "getAndAddLong", "(Ljava/lang/Object;JJ)J", get_and_add_long);
  register_native(u, "getAndSetInt", "(Ljava/lang/Object;JI)I", get_and_set_int);
  register_native(u, "getAndSetLong", "(Ljava/lang/Object;JJ)J", get_and_set_long);
  register_native(u, "getAndSetReference", "(Ljava/lang/Object;JLjava/lang/Object;)Ljava/lang/Object;", get_and_set_ref);
  register_native(u, "getIntVolatile", "(Ljava/lang/Object;J)I", get_int_volatile);
  register_native(u, "getLongVolatile", "(Ljava/lang/Object;J)J", get_long_volatile);
  register_native(u, "getReferenceVolatile", "(Ljava/lang/Object;J)Ljava/lang/Object;", get_ref_volatile);
  register_native(u, "putIntVolatile", "(Ljava/lang/Object;JI)V", put_int_volatile);
  register_native(u, "putLongVolatile", "(Ljava/lang/Object;JJ)V", put_long_volatile);
  register_native(u, "putReferenceVolatile", "(Ljava/lang/Object;JLjava/lang/Object;)V", put_ref_volatile);
}

}  // namespace jvmlab::natives
