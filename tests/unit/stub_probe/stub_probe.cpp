// A stand-in for the JIT library: built apart as a MODULE (not linked to the VM, -z defs: no
// symbol of the VM may be left for the loader to find), it takes the runtime-stub table through
// the exported init function and reads the VM's globals through it. It also reads the same
// globals straight from their headers, to show what it would see without the table: its own
// copies. Driven by tests/unit/runtime_stubs_test.cpp.
#include "runtime/runtime_stubs.hpp"

using namespace jvmlab;

namespace {
const RuntimeStubs* g_stubs = nullptr;
}

#define PROBE_EXPORT extern "C" __attribute__((visibility("default")))

/// The library init every VM-loaded library exports (kLibraryInitSymbol).
PROBE_EXPORT int jvmlab_library_init(const RuntimeStubs* stubs) {
  const RuntimeStubsCheck check = check_runtime_stubs(stubs);
  if (check != RuntimeStubsCheck::Compatible) return int(check);
  g_stubs = stubs;
  return 0;
}

// Through the table: the VM's globals.
PROBE_EXPORT uint64_t probe_good_color() { return __atomic_load_n(g_stubs->good_color, __ATOMIC_RELAXED); }
PROBE_EXPORT uint64_t probe_bad_mask() { return __atomic_load_n(g_stubs->bad_mask, __ATOMIC_RELAXED); }
PROBE_EXPORT int probe_poll() { return __atomic_load_n(g_stubs->safepoint_poll, __ATOMIC_RELAXED); }
/// A load barrier as generated code will do it: test against the VM's bad mask, strip.
PROBE_EXPORT uintptr_t probe_load_ref(JavaThread* t, gc::zpointer* field) {
  const gc::zpointer v = __atomic_load_n(field, __ATOMIC_RELAXED);
  if (v & probe_bad_mask()) return g_stubs->load_barrier_slow(t, field, v);
  return uintptr_t(v >> g_stubs->layout.color_bits);
}
/// A slow path through the table.
PROBE_EXPORT void probe_throw_divide_by_zero(JavaThread* t) { g_stubs->throw_divide_by_zero(t); }
PROBE_EXPORT void probe_block(JavaThread* t) { g_stubs->block_at_safepoint(t); }
/// Generated code reading a thread field by its pinned offset.
PROBE_EXPORT void* probe_pending_exception(JavaThread* t) {
  return *reinterpret_cast<void**>(reinterpret_cast<char*>(t) + kThreadPendingExceptionOffset);
}

// Straight from the headers: this library's private copies of the header-inline globals.
PROBE_EXPORT uint64_t probe_header_good_color() { return gc::g_good_color.load(std::memory_order_relaxed); }
PROBE_EXPORT int probe_header_poll() { return safepoint::g_poll.load(std::memory_order_relaxed); }
PROBE_EXPORT void probe_header_set_good_color(uint64_t c) { gc::g_good_color.store(c, std::memory_order_relaxed); }
