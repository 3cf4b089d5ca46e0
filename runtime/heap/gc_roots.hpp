// The VM's side of the collector: the root set (threads, classes, strings, handles, JNI, VM
// caches), object sizes and reference fields for gc::ObjectModel, and starting the collector.
// DESIGN §4: everything the collector may move or free is reachable from these roots.
#pragma once

#include "runtime/oops/object.hpp"
#include "runtime/threads/thread.hpp"

namespace jvmlab {

/// Registers `slot`, a C++ location that keeps a raw heap reference (or null) for the life of the
/// VM (constant-pool cache entries holding Strings, call-site caches), as a GC root: the collector
/// marks what it points at and updates it when the object moves. Thread-safe; a slot is
/// registered once and never unregistered.
void add_vm_root(Object** slot);

/// Creates and starts the collector for the heap in `universe` (after the heap is initialized and
/// before the first Java code runs). Reads the GC flags from the VM options.
void start_collector();

/// Stops the collector's threads at VM exit. Idempotent.
void stop_collector();

/// System.gc(): runs a full cycle and waits for it, blocked (safe) meanwhile.
void collect_garbage(JavaThread* t);

}  // namespace jvmlab
