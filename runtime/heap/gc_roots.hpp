// The VM's side of the collector: the root set (threads, classes, strings, handles, JNI, VM
// caches) and object sizes and reference fields, as one gc::ObjectModel. Everything
// the collector may move or free is reachable from these roots. Starting the collector:
// runtime/heap/collector_setup.hpp.
#pragma once

#include "runtime/oops/object.hpp"
#include "runtime/threads/thread.hpp"

namespace jvmlab {

namespace gc {
class ObjectModel;
struct ReferenceFields;
}

/// Registers `slot`, a C++ location that keeps a raw heap reference (or null) for the life of the
/// VM (constant-pool cache entries holding Strings, call-site caches), as a GC root: the collector
/// marks what it points at and updates it when the object moves. Thread-safe; a slot is
/// registered once and never unregistered.
void add_vm_root(Object** slot);

/// jvmlab's objects and roots as the collector sees them (gc/object_model.hpp): object sizes and
/// reference fields from runtime/oops/object.hpp's layout; roots from every thread's stack
/// (runtime/frames/stack_walker.hpp), handles, pending exceptions and Thread objects, class
/// mirrors and statics, interned strings, JNI global references and add_vm_root's slots.
/// One instance for the VM's life, made on first use; roots_do runs inside a pause only.
gc::ObjectModel& vm_object_model();

/// The referent, discovered and (SoftReference) timestamp fields of java.lang.ref.Reference
/// object `ref`, for Reference's natives: computes its class's oop map first if the collector has
/// not yet traced one. Thread-safe.
gc::ReferenceFields reference_fields(Object* ref);

}  // namespace jvmlab
