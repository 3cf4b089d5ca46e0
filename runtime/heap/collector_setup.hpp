// Starting and stopping the collector for the VM's heap, and System.gc. The collector itself is
// gc/collector.hpp; what it sees of the VM (objects, roots) is runtime/heap/gc_roots.hpp.
#pragma once

#include "runtime/threads/thread.hpp"

namespace jvmlab {

/// Creates the collector for the heap in `universe` (after the heap is initialized and before
/// the first Java code runs), configured by the GC flags of the VM options
/// (-XX:ZFragmentationLimit, ZCollectionInterval, ZProactive, VerifyHeap, GCStressInterval,
/// ZStressRelocateAll, ZStressRelocateInPlace) and registers Runtime.gc. Its driver thread starts
/// with the heap's first growth. Call once, on the main thread.
void start_collector();

/// Stops the collector's threads at VM exit. Idempotent.
void stop_collector();

/// System.gc(): runs a full cycle and waits for it, blocked (safe) meanwhile. No-op before
/// start_collector.
void collect_garbage(JavaThread* t);

}  // namespace jvmlab
