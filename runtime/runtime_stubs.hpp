// The runtime-stub table: what a separately built, lazily dlopen'ed library (the JIT to come)
// may use of the VM — the addresses of the globals its fast paths read, the slow paths as plain
// function pointers, and the layout constants its generated code bakes in. Filled by the VM,
// handed to the library through one exported extern "C" init function. Does not load the JIT
// or generate code.
//
// Why a table and not the headers: a global defined `inline` in a header (gc::g_good_color,
// gc::g_bad_mask, safepoint::g_poll) gets a *private copy* in a dlopen'ed library unless the
// executable exports its symbols (the launcher does not: -rdynamic would cost every start-up
// symbol lookups). Measured (tests/unit/runtime_stubs_test.cpp, a probe library built apart):
// after the VM stored Marked0 (1) as the good colour and armed the poll word, the probe read 1
// and 1 through the table, but 4 (Remapped, the initial colour) and 0 from its own header copies
// (exported from the library as GNU unique symbols, which the executable does not export).
//
//   VM (launcher)                              library (libjvmlab_jit.so, built apart)
//   -------------                              --------------------------------------
//   runtime_stubs()  fills the table once      extern "C" int jvmlab_library_init(
//   load_runtime_library(path):                    const jvmlab::RuntimeStubs* stubs) {
//     dlopen(RTLD_NOW | RTLD_LOCAL)              if (check_runtime_stubs(stubs) != Compatible)
//     dlsym("jvmlab_library_init")                 return the check;          // refuse
//     init(&runtime_stubs()) == 0 ?  ------->    keep `stubs`; read *stubs->good_color,
//                                                call stubs->throw_divide_by_zero(t), ...
//
// Every slow path takes the calling JavaThread* first (compiled code has no thread_local) and
// returns with the thread's pending exception set when it fails; the caller checks
// thread->pending_exception. Before calling any slow path that may allocate, throw, block or
// reach a safepoint, compiled code syncs its frame (runtime/frames/stack_walker.hpp, "Compiled").
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <string>
#include <type_traits>

#include "runtime/oops/klass.hpp"
#include "runtime/oops/object.hpp"
#include "runtime/threads/thread.hpp"

namespace jvmlab {

/// Version of the table's shape and of the layout constants below. Bump it whenever a field of
/// RuntimeStubs, a stub's signature or meaning, or a pinned layout constant changes; a library
/// built against another version refuses to start (check_runtime_stubs).
constexpr uint32_t kRuntimeStubsVersion = 4;

/// The name of the init function a library exports:
///   extern "C" int jvmlab_library_init(const jvmlab::RuntimeStubs* stubs);
/// It returns 0 when it accepts the table (and may keep the pointer for the VM's life), or the
/// nonzero RuntimeStubsCheck that made it refuse.
constexpr const char* kLibraryInitSymbol = "jvmlab_library_init";

// --- layout constants generated code may bake in ---------------------------------------------
// Pinned to numbers so that a change of the structs fails to build both the VM and any library
// until this header (and kRuntimeStubsVersion) is updated.
constexpr uint32_t kFrameSize = 56;
constexpr uint32_t kFrameCallerOffset = 0;
constexpr uint32_t kFrameMethodOffset = 8;
constexpr uint32_t kFrameLocalsOffset = 16;
constexpr uint32_t kFrameStackBaseOffset = 24;
constexpr uint32_t kFrameSpOffset = 32;
constexpr uint32_t kFramePcOffset = 40;
constexpr uint32_t kFrameEntryOffset = 48;  // bool
constexpr uint32_t kFrameKindOffset = 49;   // FrameKind (uint8_t)
constexpr uint32_t kThreadStackLimitOffset = 8;
constexpr uint32_t kThreadStackTopOffset = 24;
constexpr uint32_t kThreadTopFrameOffset = 32;
constexpr uint32_t kThreadPendingExceptionOffset = 48;
constexpr uint32_t kObjectKlassOffset = 0;
constexpr uint32_t kObjectMarkOffset = 8;
constexpr uint32_t kObjectHeaderBytes = 16;
constexpr uint32_t kArrayLengthOffset = 16;  // int32_t
constexpr uint32_t kArrayElementsOffset = 24;

static_assert(sizeof(Frame) == kFrameSize && offsetof(Frame, caller) == kFrameCallerOffset &&
                  offsetof(Frame, method) == kFrameMethodOffset && offsetof(Frame, locals) == kFrameLocalsOffset &&
                  offsetof(Frame, stack_base) == kFrameStackBaseOffset && offsetof(Frame, sp) == kFrameSpOffset &&
                  offsetof(Frame, pc) == kFramePcOffset && offsetof(Frame, entry) == kFrameEntryOffset &&
                  offsetof(Frame, kind) == kFrameKindOffset && sizeof(FrameKind) == 1,
              "Frame layout changed: update runtime_stubs.hpp's constants and bump kRuntimeStubsVersion");
static_assert(offsetof(JavaThread, stack_limit) == kThreadStackLimitOffset &&
                  offsetof(JavaThread, stack_top) == kThreadStackTopOffset &&
                  offsetof(JavaThread, top_frame) == kThreadTopFrameOffset &&
                  offsetof(JavaThread, pending_exception) == kThreadPendingExceptionOffset,
              "JavaThread layout changed: update runtime_stubs.hpp's constants and bump kRuntimeStubsVersion");
static_assert(offsetof(Object, klass) == kObjectKlassOffset && offsetof(Object, mark) == kObjectMarkOffset &&
                  kObjectHeaderSize == kObjectHeaderBytes && kArrayBaseOffset == kArrayElementsOffset &&
                  sizeof(ArrayObject) == kArrayElementsOffset && kArrayLengthOffset == kObjectHeaderBytes,
              "object header layout changed: update runtime_stubs.hpp's constants and bump kRuntimeStubsVersion");
static_assert(sizeof(std::atomic<bool>) == 1 && std::atomic<bool>::is_always_lock_free &&
                  sizeof(std::atomic<gc::zpointer>) == 8 && std::atomic<gc::zpointer>::is_always_lock_free,
              "the poll word and the colour globals must be plain lock-free words for generated code");
static_assert(std::is_standard_layout_v<Frame> && std::is_standard_layout_v<JavaThread> &&
                  std::is_standard_layout_v<Method>,
              "offsetof needs standard-layout structs");

/// The layout the VM was built with, carried in the table so that a library can compare it with
/// its own build's (a library built against an older header refuses to start). Offsets in
/// bytes. Fields without a pinned constant above (tlab, Method::entry) change with the structs
/// they live in; generated code reads them from here or from its build's offsetof.
struct RuntimeLayout {
  uint32_t frame_size, frame_caller, frame_method, frame_locals, frame_stack_base, frame_sp, frame_pc,
      frame_entry, frame_kind;
  uint32_t thread_stack_limit, thread_stack_top, thread_top_frame, thread_pending_exception;
  uint32_t thread_tlab_top, thread_tlab_end;  // JavaThread::tlab.top / .end (bump allocation)
  uint32_t object_klass, object_mark, object_header_size, array_length, array_elements;
  uint32_t method_entry;  // Method::entry (std::atomic<MethodEntry>: load relaxed, call it)
  uint32_t color_bits;    // a heap reference is raw address << color_bits | colour
  bool operator==(const RuntimeLayout&) const = default;
};

/// This build's layout.
constexpr RuntimeLayout kRuntimeLayout = {
    kFrameSize, kFrameCallerOffset, kFrameMethodOffset, kFrameLocalsOffset, kFrameStackBaseOffset,
    kFrameSpOffset, kFramePcOffset, kFrameEntryOffset, kFrameKindOffset,
    kThreadStackLimitOffset, kThreadStackTopOffset, kThreadTopFrameOffset, kThreadPendingExceptionOffset,
    uint32_t(offsetof(JavaThread, tlab) + offsetof(gc::Tlab, top)),
    uint32_t(offsetof(JavaThread, tlab) + offsetof(gc::Tlab, end)),
    kObjectKlassOffset, kObjectMarkOffset, kObjectHeaderBytes, kArrayLengthOffset, kArrayElementsOffset,
    uint32_t(offsetof(Method, entry)),
    gc::kColorBits,
};

// --- the slow paths' signatures: C types only, JavaThread* first ------------------------------
// Results: a null pointer or 0 means an exception is pending on the thread (unless said
// otherwise); `int32_t` flags are 1 for success, 0 for failure.
extern "C" {
/// gc::load_barrier_slow: the good raw address for the bad coloured pointer `value` read from
/// `field` (may be null), healing the field. Never reaches a safepoint, never throws.
using StubLoadBarrierSlow = uintptr_t (*)(JavaThread* t, gc::zpointer* field, gc::zpointer value);
/// safepoint::block: stops at the safepoint in progress (poll word found set). Frame synced.
using StubBlock = void (*)(JavaThread* t);
/// new_object: a zeroed instance of the initialized class `k`.
using StubNewInstance = Object* (*)(JavaThread* t, Klass* k);
/// new_primitive_array: `type` is a BasicType value (newarray's atype: 4 boolean .. 11 long).
using StubNewPrimitiveArray = Object* (*)(JavaThread* t, int32_t type, int32_t length);
/// new_object_array: an array of references with element class `element`.
using StubNewObjectArray = Object* (*)(JavaThread* t, Klass* element, int32_t length);
/// monitor enter (never fails; `o` non-null) and exit (0: IllegalMonitorStateException pending).
using StubMonitorEnter = void (*)(JavaThread* t, Object* o);
using StubMonitorExit = int32_t (*)(JavaThread* t, Object* o);
/// initialize_class (JVMS §5.5): 0 with ExceptionInInitializerError/NoClassDefFoundError pending.
using StubInitializeClass = int32_t (*)(JavaThread* t, Klass* k);
/// Throw helpers (runtime/exceptions/exceptions.hpp): each leaves the exception pending.
using StubThrow = void (*)(JavaThread* t);
using StubThrowNullPointer = void (*)(JavaThread* t, const Method* m, int32_t bci);
using StubThrowIndexOutOfBounds = void (*)(JavaThread* t, int32_t index, int32_t length);
using StubThrowClassCast = void (*)(JavaThread* t, const Klass* from, const Klass* to);
using StubThrowInt = void (*)(JavaThread* t, int32_t value);
using StubThrowKlass = void (*)(JavaThread* t, const Klass* k);
/// throw_new: `class_name` internal ("java/lang/IllegalStateException"); `message` may be null.
using StubThrowNew = void (*)(JavaThread* t, const char* class_name, const char* message);
/// Constant-pool linking (runtime/classloading/link_resolver.hpp's link_*) of entry `index` of
/// `holder`'s pool, or for a method ref of `caller`'s: `invoke_kind` is interp::InvokeKind
/// (0 virtual, 1 special, 2 static, 3 interface); `is_static` 1 for getstatic/putstatic. Each
/// fills the typed constant-pool cache entry (runtime/oops/cp_cache.hpp) when it is free, so
/// compiled code reads the entry's kind, vtable index or inline cache after the call.
using StubResolveClass = Klass* (*)(JavaThread* t, Klass* holder, int32_t index);
using StubResolveField = Field* (*)(JavaThread* t, Klass* holder, int32_t index, int32_t is_static);
using StubResolveMethod = Method* (*)(JavaThread* t, Method* caller, int32_t index, int32_t invoke_kind);
/// invokeinterface's selection for receiver class `k` through its itable (null with
/// AbstractMethodError / IncompatibleClassChangeError pending).
using StubSelectInterfaceMethod = Method* (*)(JavaThread* t, Klass* k, Method* m);
/// Klass::vtable[index] (invokevirtual's selection; never fails for a valid index).
using StubVtableMethod = Method* (*)(JavaThread* t, Klass* k, int32_t index);
/// Klass::is_subtype_of (instanceof, checkcast, aastore): 1 if `k` is `super` or below it.
using StubIsSubtypeOf = int32_t (*)(JavaThread* t, const Klass* k, const Klass* super);
/// invokedynamic: resolves the call site of the instruction the synced top frame is at
/// (constant `index` of `holder`), setting `*arg_slots`; runs a resolved site on `args` (the
/// operand-stack slots it pops), storing its one-slot result (0: exception pending).
using StubResolveCallSite = void* (*)(JavaThread* t, Klass* holder, int32_t index, int32_t* arg_slots);
using StubRunCallSite = int32_t (*)(JavaThread* t, void* site, Slot* args, Slot* result);
/// ldc of a String constant (JVMS §5.4.3.5 via link_resolver's link_string): the interned String
/// of entry `index` of `holder`'s pool, publishing the cache entry as StringConstant (its f1 a
/// root the collector updates, so compiled code reads f1 at each use after the call). Null with
/// OutOfMemoryError pending. May allocate (frame synced).
using StubResolveString = Object* (*)(JavaThread* t, Klass* holder, int32_t index);
/// multianewarray (JVMS §6.5.multianewarray): an array of the resolved array class `array_class`
/// with `dims` (1..255) dimensions of `counts[0..dims)` elements, allocated dimension by
/// dimension as the interpreter does; every count is checked first, in order
/// (NegativeArraySizeException with the count), then OutOfMemoryError. `counts` is the
/// caller's memory (not the heap). Null with the exception pending. Frame synced.
using StubNewMultiArray = Object* (*)(JavaThread* t, Klass* array_class, int32_t dims, const int32_t* counts);
}

/// The table. Plain C layout (pointers and 32-bit integers only), read-only after the VM fills
/// it, valid for the VM's life. New fields go at the end with a version bump.
struct RuntimeStubs {
  uint32_t version;      // kRuntimeStubsVersion
  uint32_t size;         // sizeof(RuntimeStubs)
  RuntimeLayout layout;  // the VM build's kRuntimeLayout

  // Globals the fast paths read (monotonic/relaxed loads; written only inside pauses).
  const gc::zpointer* good_color;  // gc::g_good_color: store barrier ORs it into raw << color_bits
  const gc::zpointer* bad_mask;    // gc::g_bad_mask: load barrier takes the slow path if v & mask
  const uint8_t* safepoint_poll;   // safepoint::g_poll: nonzero -> sync the frame, call block

  // Slow paths. There is no store-barrier slow path: a store only colours (gc/barrier.hpp).
  StubLoadBarrierSlow load_barrier_slow;
  StubBlock block_at_safepoint;
  StubNewInstance new_instance;
  StubNewPrimitiveArray new_primitive_array;
  StubNewObjectArray new_object_array;
  StubMonitorEnter monitor_enter;
  StubMonitorExit monitor_exit;
  StubInitializeClass initialize_class;
  StubThrowNullPointer throw_null_pointer;
  StubThrowIndexOutOfBounds throw_array_index_out_of_bounds;
  StubThrow throw_divide_by_zero;           // ArithmeticException "/ by zero"
  StubThrowClassCast throw_class_cast;
  StubThrowInt throw_negative_array_size;
  StubThrowKlass throw_array_store;         // the stored value's class
  StubThrow throw_stack_overflow;
  StubThrowNew throw_new;
  StubResolveClass resolve_class;
  StubResolveField resolve_field;
  StubResolveMethod resolve_method;
  StubSelectInterfaceMethod select_interface_method;
  StubVtableMethod vtable_method;
  StubIsSubtypeOf is_subtype_of;
  StubResolveCallSite resolve_call_site;
  StubRunCallSite run_call_site;
  // Since version 3.
  StubResolveString resolve_string;
  StubNewMultiArray new_multi_array;
};
static_assert(std::is_standard_layout_v<RuntimeStubs> && std::is_trivially_copyable_v<RuntimeStubs>);

/// The VM's table, filled on first use (thread-safe) with this process's globals and stubs.
/// Never null, never changes afterwards.
const RuntimeStubs& runtime_stubs();

/// What a library finds when it checks the table it was given.
enum class RuntimeStubsCheck : int {
  Compatible = 0,
  NullTable = 1,
  VersionMismatch = 2,  // built against another kRuntimeStubsVersion
  SizeMismatch = 3,     // same version, different struct (a header edit without a bump)
  LayoutMismatch = 4,   // same version, different layout constants
};

/// For libraries: compares the VM's table with the version and layout this code was built with.
/// Header-inline on purpose: it runs in the library with the library's constants.
inline RuntimeStubsCheck check_runtime_stubs(const RuntimeStubs* stubs) {
  if (stubs == nullptr) return RuntimeStubsCheck::NullTable;
  if (stubs->version != kRuntimeStubsVersion) return RuntimeStubsCheck::VersionMismatch;
  if (stubs->size != sizeof(RuntimeStubs)) return RuntimeStubsCheck::SizeMismatch;
  if (!(stubs->layout == kRuntimeLayout)) return RuntimeStubsCheck::LayoutMismatch;
  return RuntimeStubsCheck::Compatible;
}

/// Loads the shared library at `path` (dlopen, RTLD_NOW | RTLD_LOCAL: its own symbols stay
/// private, unresolved ones fail now), finds kLibraryInitSymbol and calls it with
/// runtime_stubs(). Returns the dlopen handle, or null with `*error` set (dlerror's text, a
/// missing init function, or the init's refusal code). Thread-safe (dlopen is).
void* load_runtime_library(const std::string& path, std::string* error);

}  // namespace jvmlab
