// Natives of jvmlab.internal.Unsafe: sequentially consistent compare-and-set, get-and-add,
// get-and-set and volatile access on fields and array elements (HotSpot's Unsafe_CompareAndSet*
// in unsafe.cpp), all through the access API (runtime/oops/access.hpp): references are stored
// colored and every reference access goes through the barriers (the CAS heals the field first,
// then compares addresses, as ZGC's barriered CAS does). None of these natives reaches a safepoint, so the raw object in
// args[0] stays valid for the whole call.
#include <atomic>
#include <string>

#include "runtime/oops/access.hpp"
#include "runtime/natives/thread_natives.hpp"
#include "runtime/vm.hpp"

namespace jvmlab::natives {

namespace {

/// The field or element at Unsafe's (a[0] object, a[1..2] long offset) address.
void* at(Slot* a) { return access::raw_addr(slot_ref(a[0]), slot_long(a[1])); }

// Argument layout: a[0] object, a[1..2] long offset, then the values.
Slot object_field_offset(JavaThread* t, Slot* a) {
  Object* mirror = slot_ref(a[0]);
  Object* name = slot_ref(a[1]);
  if (!mirror || !name) return throw_npe(t);
  std::string n = string_modified_utf8(name);
  for (Klass* k = klass_of_mirror(mirror); k; k = k->super) {
    if (Field* f = k->find_declared_field(n); f && !f->is_static()) return long_slot(f->offset);
  }
  return throw_new(t, "java/lang/InternalError", "no field " + n);
}

Slot array_base_offset(JavaThread*, Slot*) { return long_slot(int64_t(kArrayBaseOffset)); }

Slot cas_int(JavaThread*, Slot* a) {
  return int_slot(access::compare_and_set<int32_t>(at(a), slot_int(a[3]), slot_int(a[4])) ? 1 : 0);
}
Slot cas_long(JavaThread*, Slot* a) {
  return int_slot(access::compare_and_set<int64_t>(at(a), slot_long(a[3]), slot_long(a[5])) ? 1 : 0);
}
Slot cas_ref(JavaThread*, Slot* a) {
  return int_slot(access::compare_and_set_ref(at(a), slot_ref(a[3]), slot_ref(a[4])) ? 1 : 0);
}
Slot get_and_add_int(JavaThread*, Slot* a) { return int_slot(access::get_and_add<int32_t>(at(a), slot_int(a[3]))); }
Slot get_and_add_long(JavaThread*, Slot* a) { return long_slot(access::get_and_add<int64_t>(at(a), slot_long(a[3]))); }
Slot get_and_set_int(JavaThread*, Slot* a) { return int_slot(access::get_and_set<int32_t>(at(a), slot_int(a[3]))); }
Slot get_and_set_long(JavaThread*, Slot* a) { return long_slot(access::get_and_set<int64_t>(at(a), slot_long(a[3]))); }
Slot get_and_set_ref(JavaThread*, Slot* a) { return ref_slot(access::get_and_set_ref(at(a), slot_ref(a[3]))); }

// Volatile accesses: the access API's Volatile order (seq_cst; a reference store is a release
// store and a full fence).
Slot get_int_volatile(JavaThread*, Slot* a) { return access::load(BasicType::Int, at(a), access::Order::Volatile); }
Slot get_long_volatile(JavaThread*, Slot* a) { return access::load(BasicType::Long, at(a), access::Order::Volatile); }
Slot get_ref_volatile(JavaThread*, Slot* a) { return access::load(BasicType::Reference, at(a), access::Order::Volatile); }
Slot put_int_volatile(JavaThread*, Slot* a) {
  access::store(BasicType::Int, at(a), a[3], access::Order::Volatile);
  return 0;
}
Slot put_long_volatile(JavaThread*, Slot* a) {
  access::store(BasicType::Long, at(a), a[3], access::Order::Volatile);
  return 0;
}
Slot put_ref_volatile(JavaThread*, Slot* a) {
  access::store(BasicType::Reference, at(a), a[3], access::Order::Volatile);
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
