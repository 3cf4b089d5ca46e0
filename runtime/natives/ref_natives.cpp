// Natives of java.lang.ref: Reference's referent accesses (get0, refersTo0, clear0) through the
// collector's weak-load rules, the Reference Handler's pending-list calls, SoftReference's clock.
// The rules themselves are in gc/references.{hpp,cpp}.
#include "gc/collector.hpp"
#include "gc/object_model.hpp"
#include "gc/references.hpp"
#include "runtime/heap/gc_roots.hpp"
#include "runtime/natives/natives.hpp"
#include "runtime/vm.hpp"

namespace jvmlab::natives {

namespace {

gc::zpointer* referent_of(Object* ref) { return reference_fields(ref).referent; }

Slot reference_get0(JavaThread*, Slot* a) {
  return ref_slot(reinterpret_cast<Object*>(gc::ReferenceProcessor::load_referent(referent_of(slot_ref(a[0])))));
}

Slot reference_refers_to0(JavaThread*, Slot* a) {
  const bool same = gc::ReferenceProcessor::referent_is(referent_of(slot_ref(a[0])), uintptr_t(slot_ref(a[1])));
  return int_slot(same ? 1 : 0);
}

Slot reference_clear0(JavaThread*, Slot* a) {
  gc::store_ref(referent_of(slot_ref(a[0])), 0);
  return 0;
}

Slot reference_wait_for_pending(JavaThread* t, Slot*) {
  if (gc::g_collector == nullptr) return 0;
  ThreadStateScope blocked(t, ThreadState::Blocked);  // safe for pauses while it waits
  gc::g_collector->references().wait_for_pending();
  return 0;
}

Slot reference_get_and_clear_pending(JavaThread*, Slot*) {
  if (gc::g_collector == nullptr) return 0;
  return ref_slot(reinterpret_cast<Object*>(gc::g_collector->references().take_pending()));
}

Slot reference_has_pending(JavaThread*, Slot*) {
  return int_slot(gc::g_collector != nullptr && gc::g_collector->references().has_pending() ? 1 : 0);
}

Slot soft_reference_clock(JavaThread*, Slot*) { return long_slot(gc::ReferenceProcessor::soft_clock()); }

}  // namespace

void register_ref_natives() {
  register_native("java/lang/ref/Reference", "get0", "()Ljava/lang/Object;", reference_get0);
  register_native("java/lang/ref/Reference", "refersTo0", "(Ljava/lang/Object;)Z", reference_refers_to0);
  register_native("java/lang/ref/Reference", "clear0", "()V", reference_clear0);
  register_native("java/lang/ref/Reference", "waitForReferencePendingList", "()V", reference_wait_for_pending);
  register_native("java/lang/ref/Reference", "getAndClearReferencePendingList", "()Ljava/lang/ref/Reference;",
                  reference_get_and_clear_pending);
  register_native("java/lang/ref/Reference", "hasReferencePendingList", "()Z", reference_has_pending);
  register_native("java/lang/ref/SoftReference", "clock", "()J", soft_reference_clock);
}

}  // namespace jvmlab::natives
