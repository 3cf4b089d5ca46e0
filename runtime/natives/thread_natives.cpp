// Natives of java.lang.Thread and of the monitor methods of java.lang.Object (wait, notify,
// notifyAll), plus String.intern over the locked string table. See runtime/threads/threads.hpp and
// runtime/threads/monitor.hpp for the machinery.
#include "runtime/natives/thread_natives.hpp"

#include <sched.h>

#include <atomic>

#include "runtime/threads/monitor.hpp"
#include "runtime/threads/threads.hpp"
#include "runtime/vm.hpp"

namespace jvmlab::natives {

namespace {

/// currentThread(): the thread's java.lang.Thread. The main thread's is created on first use;
/// while the VM runs its constructor this returns null (the constructor asks for its parent).
Slot thread_current_thread(JavaThread* t, Slot*) {
  if (t->java_thread) return ref_slot(t->java_thread);
  static std::atomic<bool> creating{false};  // only the main thread lacks a Thread object
  if (creating.exchange(true)) return 0;
  Object* thread = java_thread_object(t);
  creating.store(false);
  return ref_slot(thread);
}

Slot thread_yield(JavaThread*, Slot*) {
  sched_yield();
  return 0;
}

Slot thread_sleep0(JavaThread* t, Slot* a) {
  threads::sleep(t, slot_long(a[0]), slot_int(a[2]));
  return 0;
}

Slot thread_start0(JavaThread* t, Slot* a) {
  threads::start(t, slot_ref(a[0]));
  return 0;
}

Slot thread_interrupt0(JavaThread* t, Slot* a) {
  threads::interrupt(t, slot_ref(a[0]));
  return 0;
}

Slot thread_is_interrupted0(JavaThread* t, Slot* a) {
  return int_slot(threads::is_interrupted(t, slot_ref(a[0]), slot_int(a[1]) != 0) ? 1 : 0);
}

Slot thread_get_state0(JavaThread* t, Slot* a) { return int_slot(threads::java_state(t, slot_ref(a[0]))); }

Slot thread_holds_lock(JavaThread* t, Slot* a) {
  Object* o = slot_ref(a[0]);
  if (!o) return throw_npe(t);
  return int_slot(monitor::holds(t, o) ? 1 : 0);
}

Slot object_wait(JavaThread* t, Slot* a) {
  monitor::wait(t, slot_ref(a[0]), slot_long(a[1]));
  return 0;
}

Slot object_notify(JavaThread* t, Slot* a) {
  monitor::notify(t, slot_ref(a[0]), false);
  return 0;
}

Slot object_notify_all(JavaThread* t, Slot* a) {
  monitor::notify(t, slot_ref(a[0]), true);
  return 0;
}

Slot string_intern(JavaThread* t, Slot* a) { return ref_slot(intern_string_object(t, slot_ref(a[0]))); }

}  // namespace

void register_thread_natives() {
  register_native("java/lang/Thread", "currentThread", "()Ljava/lang/Thread;", thread_current_thread);
  register_native("java/lang/Thread", "yield", "()V", thread_yield);
  register_native("java/lang/Thread", "sleep0", "(JI)V", thread_sleep0);
  register_native("java/lang/Thread", "start0", "()V", thread_start0);
  register_native("java/lang/Thread", "interrupt0", "()V", thread_interrupt0);
  register_native("java/lang/Thread", "isInterrupted0", "(Z)Z", thread_is_interrupted0);
  register_native("java/lang/Thread", "getState0", "()I", thread_get_state0);
  register_native("java/lang/Thread", "holdsLock", "(Ljava/lang/Object;)Z", thread_holds_lock);
  register_native("java/lang/Object", "wait", "(J)V", object_wait);
  register_native("java/lang/Object", "notify", "()V", object_notify);
  register_native("java/lang/Object", "notifyAll", "()V", object_notify_all);
  register_native("java/lang/String", "intern", "()Ljava/lang/String;", string_intern);
}

}  // namespace jvmlab::natives
