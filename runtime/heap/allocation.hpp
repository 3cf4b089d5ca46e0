// Object allocation in the collected heap: instances, arrays, clones, identity hashes. The
// slow paths (TLAB refill, allocation stalls, OutOfMemoryError) are in allocation.cpp; the
// collector and pages are gc/'s. Every function may throw OutOfMemoryError (pending, null result).
#pragma once

#include <cstdint>
#include "runtime/oops/klass.hpp"
#include "runtime/threads/thread.hpp"

namespace jvmlab {

/// Allocates a zeroed instance of `k` (must be initialized by the caller for `new`). Throws
/// OutOfMemoryError ("Java heap space") on exhaustion.
Object* new_object(JavaThread* t, Klass* k);
/// Allocates a primitive array. Throws NegativeArraySizeException or OutOfMemoryError.
Object* new_primitive_array(JavaThread* t, BasicType type, int32_t length);
/// Allocates an array of references with element class `element`.
Object* new_object_array(JavaThread* t, Klass* element, int32_t length);
/// Allocates an array of the given array class.
Object* new_array(JavaThread* t, Klass* array_class, int32_t length);
/// Shallow copy (Object.clone semantics for arrays and Cloneable objects).
Object* clone_object(JavaThread* t, Object* o);
/// Identity hash (JVMS Object.hashCode), stored in the mark word on first use.
int32_t identity_hash(Object* o);

/// The heap's clear hook (gc::Heap::set_clear_hook): zeroes `bytes` at `start`, recycled memory a
/// Java thread is taking, and lets that thread stop for a pause between 256 KB chunks when it
/// allocates from Java (never for the VM's own allocations). Thread-safe.
void clear_recycled_memory(void* start, size_t bytes);
/// The heap's safe hook (gc::Heap::set_safe_hook): runs `work(ctx)` with the Java thread that is
/// allocating from Java safe for pauses (blocked), so that a system call of milliseconds
/// (faulting in a fresh page) never holds up a safepoint; elsewhere calls it directly. `work`
/// must not touch heap references. Thread-safe.
void run_safe_for_pauses(void (*work)(void* ctx), void* ctx);

/// Preallocates the OutOfMemoryErrors the heap throws without allocating: two "Java heap space"
/// errors with a backtrace array each and the default "Requested array size exceeds VM limit"
/// error (the default "Java heap space" one is universe->preallocated_oom). Called once at
/// start-up, after java/lang/Throwable is loaded, by the main thread. False with an exception
/// pending if the heap cannot hold them.
bool preallocate_out_of_memory_errors(JavaThread* t);

}  // namespace jvmlab
