// Registration of the natives of threads and monitors (thread_natives.cpp) and of atomics
// (atomic_natives.cpp). Called by create_vm after natives::register_all.
#pragma once

namespace jvmlab::natives {

/// java.lang.Thread, Object.wait/notify/notifyAll, String.intern (thread-safe table).
void register_thread_natives();
/// jvmlab.internal.Unsafe: field offsets and compare-and-set / get-and-add on fields and arrays.
void register_atomic_natives();

}  // namespace jvmlab::natives
