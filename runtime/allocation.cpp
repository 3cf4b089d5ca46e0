// Allocation of Java objects and arrays on the gc::Heap, cloning, identity hash codes.
#include <cstring>
#include <random>

#include "gc/collector.hpp"
#include "interpreter/frame_walk.hpp"
#include "runtime/universe.hpp"
#include "runtime/vm.hpp"

namespace jvmlab {

namespace {

/// Waits, safe for pauses, for a collection cycle requested for `cause`.
void wait_for_cycle(JavaThread* t, gc::GCCause cause) {
  prepare_frame_maps(t);  // before becoming safe, so that the pauses do not compute them
  ThreadStateScope blocked(t, ThreadState::Blocked);
  if (cause == gc::GCCause::AllocationStall) gc::g_collector->wait_for_memory();
  else gc::g_collector->collect(cause);
}

Object* allocate_or_throw(JavaThread* t, size_t bytes) {
  gc::Collector* collector = gc::g_collector;
  // GC stress (-XX:GCStressInterval=N): every Nth allocation is a full cycle, so that every
  // allocation site is exercised as the safepoint it is.
  if (collector != nullptr && collector->note_allocation(bytes) && universe->started) {
    wait_for_cycle(t, gc::GCCause::GCStress);
  }
  void* mem = universe->heap.allocate(bytes, &t->tlab);
  // Allocation stall (ZGC): the heap is at its maximum; wait for a cycle to free memory. Two
  // cycles that started after the stall and still no room: the heap is full of live objects.
  for (int attempt = 0; mem == nullptr && collector != nullptr && universe->started && attempt < 2; attempt++) {
    wait_for_cycle(t, gc::GCCause::AllocationStall);
    mem = universe->heap.allocate(bytes, &t->tlab);
  }
  if (mem == nullptr) {
    // A full heap may not even hold the error: then throw the one preallocated at start-up,
    // as HotSpot does.
    static thread_local bool creating_oom = false;  // per thread: threads may run out together
    if (creating_oom || universe->preallocated_oom == nullptr) {
      if (universe->preallocated_oom) t->pending_exception = universe->preallocated_oom;
      return nullptr;
    }
    creating_oom = true;
    throw_new(t, "java/lang/OutOfMemoryError", "Java heap space");
    creating_oom = false;
    if (!t->pending_exception || t->pending_exception->klass->name != "java/lang/OutOfMemoryError") {
      t->pending_exception = universe->preallocated_oom;
    }
    return nullptr;
  }
  return static_cast<Object*>(mem);
}

}  // namespace

Object* new_object(JavaThread* t, Klass* k) {
  Object* o = allocate_or_throw(t, k->instance_size);
  if (!o) return nullptr;
  o->klass = k;
  return o;
}

Object* new_array(JavaThread* t, Klass* array_class, int32_t length) {
  if (length < 0) {
    throw_new(t, "java/lang/NegativeArraySizeException", std::to_string(length));
    return nullptr;
  }
  size_t elem = basic_type_size(array_class->element_type);
  size_t bytes = kArrayBaseOffset + size_t(length) * elem;
  if (bytes > universe->heap.max_capacity()) {
    // HotSpot reports the VM limit only for lengths no array can have (max_array_length).
    throw_new(t, "java/lang/OutOfMemoryError",
              length >= INT32_MAX - 1 ? "Requested array size exceeds VM limit" : "Java heap space");
    return nullptr;
  }
  Object* a = allocate_or_throw(t, bytes);
  if (!a) return nullptr;
  a->klass = array_class;
  static_cast<ArrayObject*>(a)->length = length;
  return a;
}

Object* new_primitive_array(JavaThread* t, BasicType type, int32_t length) {
  return new_array(t, universe->primitive_arrays[int(type)], length);
}

Object* new_object_array(JavaThread* t, Klass* element, int32_t length) {
  Klass* ak = array_klass_of(t, element);
  if (!ak) return nullptr;
  return new_array(t, ak, length);
}

Object* clone_object(JavaThread* t, Object* o) {
  Klass* k = o->klass;
  size_t bytes = k->is_array
                     ? kArrayBaseOffset + size_t(array_length(o)) * basic_type_size(k->element_type)
                     : k->instance_size;
  HandleScope scope(t);
  Handle original(t, o);
  Object* c = allocate_or_throw(t, bytes);  // a safepoint: `o` may have moved
  if (!c) return nullptr;
  o = original.get();
  // Copy everything after the header, then rewrite each reference through the barriers: a
  // copied colored word may be bad (not yet marked or remapped), and the clone must hold only
  // good ones (it may be allocated black, and nobody would heal it).
  std::memcpy(reinterpret_cast<char*>(c) + sizeof(Object), reinterpret_cast<char*>(o) + sizeof(Object),
              bytes - sizeof(Object));
  if (k->is_array) {
    if (k->element_type == BasicType::Reference) {
      const int32_t n = array_length(o);
      for (int32_t i = 0; i < n; i++) set_ref_element(c, i, get_ref_element(o, i));
    }
  } else {
    for (Klass* s = k; s != nullptr; s = s->super) {
      for (const Field& f : s->fields) {
        if (!f.is_static() && f.type == BasicType::Reference) set_ref_field(c, f.offset, get_ref_field(o, f.offset));
      }
    }
  }
  c->klass = k;
  c->mark.store(0, std::memory_order_relaxed);
  return c;
}

int32_t identity_hash(Object* o) {
  uint64_t mark = o->mark.load(std::memory_order_relaxed);
  if (mark & 1) return int32_t(mark >> 32);
  // Marsaglia xor-shift, as HotSpot's default hashCode mode 5; never 0.
  static thread_local uint32_t x = 0x9E3779B9u ^ uint32_t(reinterpret_cast<uintptr_t>(&x));
  static thread_local uint32_t y = 842502087u, z = 0x8767u, w = 273326509u;
  uint32_t tt = x ^ (x << 11);
  x = y; y = z; z = w;
  w = (w ^ (w >> 19)) ^ (tt ^ (tt >> 8));
  uint32_t h = w & 0x7FFFFFFFu;
  if (h == 0) h = 0xBAD;
  while (true) {
    uint64_t desired = (uint64_t(h) << 32) | (mark & 0xFFFFFFFFull) | 1;
    if (o->mark.compare_exchange_weak(mark, desired, std::memory_order_relaxed)) return int32_t(h);
    if (mark & 1) return int32_t(mark >> 32);
  }
}

}  // namespace jvmlab
