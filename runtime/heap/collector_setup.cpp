// Starting and stopping the collector for the VM's heap, and System.gc (Runtime.gc's native).
// Does not define what the collector sees of the VM: gc_roots.cpp does.
#include "runtime/heap/collector_setup.hpp"

#include "runtime/heap/allocation.hpp"

#include "gc/collector.hpp"
#include "runtime/heap/gc_roots.hpp"
#include "runtime/jni/jni.hpp"
#include "runtime/threads/safepoint.hpp"
#include "runtime/universe.hpp"
#include "runtime/vm.hpp"

namespace jvmlab {

namespace {

gc::Collector* g_collector_instance = nullptr;

Slot runtime_gc(JavaThread* t, Slot*) {
  collect_garbage(t);
  return 0;
}

}  // namespace

void start_collector() {
  const gc::GcConfig& c = universe->heap.config();  // filled by gc_config() at heap initialization
  register_native("java/lang/Runtime", "gc", "()V", runtime_gc);
  universe->heap.set_poison_freed(c.verify);
  universe->heap.set_clear_hook(clear_recycled_memory);  // no pause waits for a page's memset
  universe->heap.set_safe_hook(run_safe_for_pauses);     // nor for a fresh page's first faults
  // Builds the JNI global-reference table now, on this thread: built lazily by the first
  // Pause Mark Start, its allocation cost a millisecond inside the pause.
  jni_global_refs_do([](Object**, void*) {}, nullptr);
  g_collector_instance = new gc::Collector(universe->heap, vm_object_model(), safepoint::vm_safepointer(), c);
  gc::g_collector = g_collector_instance;
  // The driver thread starts with the program's second page (Heap growth listener) or its first
  // request: Hello World, which lives in its first page, never pays for it.
  universe->heap.set_growth_listener([] { gc::g_collector->start(); });
}

void stop_collector() {
  if (g_collector_instance) g_collector_instance->stop();
}

void collect_garbage(JavaThread* t) {
  if (gc::g_collector == nullptr) return;
  ThreadStateScope blocked(t, ThreadState::Blocked);
  gc::g_collector->collect(gc::GCCause::SystemGC);
}

}  // namespace jvmlab
