// Allocation of Java objects and arrays on the gc::Heap, cloning, identity hash codes.
#include <algorithm>
#include <atomic>
#include <cstring>
#include <random>

#include <unistd.h>

#include <cstdlib>
#include <string>

#include "gc/collector.hpp"
#include "runtime/options/flags.hpp"
#include "runtime/frames/stack_walker.hpp"
#include "runtime/threads/safepoint.hpp"
#include "runtime/heap/gc_roots.hpp"
#include "runtime/universe.hpp"
#include "runtime/natives/natives.hpp"
#include "runtime/vm.hpp"

namespace jvmlab {

namespace {

// OutOfMemoryErrors thrown without allocating, as HotSpot's Universe::gen_out_of_memory_error:
// a small pool of errors made at start-up, each with a backtrace array of its own, is handed out
// one error per failed allocation (with this thread's stack and the message of the kind of
// failure); when it is empty, every later failure throws the kind's one default error, which has
// no stack trace. Measured on java 17: the first two OutOfMemoryErrors of a run carry a stack
// trace of at most 32 frames, every later one is the same object with none. Allocating the error
// instead (message, object, backtrace) on the heap that just ran out stalled the failing thread
// again for each of them and then mostly threw a shared error without a trace.
constexpr int kPreallocatedOomCount = 2;     // java 17: the first two carry a stack trace
constexpr int kPreallocatedTraceDepth = 32;  // HotSpot's preallocated backtrace: one 32-frame chunk
Object* g_oom_pool[kPreallocatedOomCount] = {};  // VM roots; a slot is cleared when handed out
std::atomic<int> g_oom_pool_left{0};
Object* g_array_size_oom = nullptr;  // default "Requested array size exceeds VM limit" (VM root)
uint32_t g_detail_message_offset = 0;

/// Makes `default_error` (or a pooled error carrying its message and this thread's stack)
/// pending on `t`. Never allocates, never stops the thread. Thread-safe.
// HotSpot's report_java_out_of_memory, for the first heap OutOfMemoryError of the run:
// -XX:+CrashOnOutOfMemoryError prints "Aborting due to java.lang.OutOfMemoryError: <message>"
// and aborts through the crash report; -XX:+ExitOnOutOfMemoryError prints "Terminating due to
// ..." and exits at once with status 3, running no shutdown hook. Both lines go to stdout.
void report_java_out_of_memory(const char* message) {
  static std::atomic<bool> reported{false};
  if (reported.exchange(true)) return;
  const VmOptions& o = universe->options;
  const bool crash = xx_bool(o, "CrashOnOutOfMemoryError");
  const bool exit = xx_bool(o, "ExitOnOutOfMemoryError");
  if (!crash && !exit) return;
  const std::string line = std::string(crash ? "Aborting" : "Terminating") +
                           " due to java.lang.OutOfMemoryError: " + message + "\n";
  vm_write(1, line.data(), line.size());
  if (crash) std::abort();
  ::_exit(3);
}

void throw_out_of_memory(JavaThread* t, Object* default_error) {
  report_java_out_of_memory(default_error == g_array_size_oom ? "Requested array size exceeds VM limit"
                                                              : "Java heap space");
  int left = g_oom_pool_left.load(std::memory_order_relaxed);
  while (left > 0 && !g_oom_pool_left.compare_exchange_weak(left, left - 1, std::memory_order_acq_rel)) {
  }
  Object* e = left > 0 ? g_oom_pool[left - 1] : nullptr;
  if (e == nullptr) {
    t->pending_exception = default_error;
    return;
  }
  g_oom_pool[left - 1] = nullptr;  // the pool no longer keeps it alive
  set_ref_field(e, g_detail_message_offset, get_ref_field(default_error, g_detail_message_offset));
  natives::fill_backtrace_in_place(t, e);
  t->pending_exception = e;
}

// The Java thread allocating through allocate_or_throw, whose allocation site is a safepoint
// (synced frame, callers expecting objects to move): clear_recycled_memory may stop it for a
// pause. Null elsewhere (VM-internal allocations straight from the heap keep a plain memset).
thread_local JavaThread* tl_allocating = nullptr;

struct AllocatingScope {
  explicit AllocatingScope(JavaThread* t) { tl_allocating = t; }
  ~AllocatingScope() { tl_allocating = nullptr; }
};

/// Waits, safe for pauses, for a collection cycle requested for `cause`.
void wait_for_cycle(JavaThread* t, gc::GCCause cause) {
  prepare_frame_maps(t);  // before becoming safe, so that the pauses do not compute them
  ThreadStateScope blocked(t, ThreadState::Blocked);
  gc::g_collector->collect(cause);
}

Object* allocate_or_throw(JavaThread* t, size_t bytes) {
  gc::Collector* collector = gc::g_collector;
  // GC stress (-XX:GCStressInterval=N): every Nth allocation is a full cycle, so that every
  // allocation site is exercised as the safepoint it is.
  if (collector != nullptr && collector->note_allocation(bytes) && universe->started) {
    wait_for_cycle(t, gc::GCCause::GCStress);
  }
  void* mem;
  {
    AllocatingScope allocating(t);
    mem = universe->heap.allocate(bytes, &t->tlab);
  }
  // Allocation stall (ZGC): the heap is at its maximum. The thread queues for a page and waits,
  // safe for pauses, while the collector runs; memory the cycle frees goes to the queue in order,
  // so other threads cannot take it first. Failed only when a whole cycle that started after the
  // stall freed nothing that fits: the heap is full of live objects.
  if (mem == nullptr && collector != nullptr && universe->started) {
    gc::StalledAllocation request = universe->heap.stall_request(bytes);
    bool satisfied;
    {
      prepare_frame_maps(t);  // before becoming safe, so that the pauses do not compute them
      ThreadStateScope blocked(t, ThreadState::Blocked);
      satisfied = collector->stall(request);
    }
    if (satisfied) mem = universe->heap.allocate_stalled(request, bytes, &t->tlab);
  }
  if (mem == nullptr) {
    // Thrown without allocating: the heap that just ran out need not hold the error, and the
    // thread gets it at once (see throw_out_of_memory). Before start-up there is none to throw.
    if (universe->preallocated_oom != nullptr) throw_out_of_memory(t, universe->preallocated_oom);
    return nullptr;
  }
  return static_cast<Object*>(mem);
}

}  // namespace

/// Clears recycled heap memory for the Java thread that takes it (gc::Heap's clear hook): in
/// 256 KB chunks, stopping at a pause requested meanwhile, so that a 2-32 MB memset never holds
/// up a safepoint (time-to-safepoint). The page is nobody else's yet. Declared in allocation.hpp.
void clear_recycled_memory(void* start, size_t bytes) {
  constexpr size_t kChunk = 256 * 1024;  // about 20-50 us of memset
  JavaThread* t = tl_allocating;
  char* p = static_cast<char*>(start);
  for (size_t done = 0; done < bytes; done += kChunk) {
    std::memset(p + done, 0, std::min(kChunk, bytes - done));
    if (t != nullptr && safepoint::is_armed()) safepoint::block(t);
  }
}

/// Runs `work(ctx)` for the Java thread allocating through allocate_or_throw with the thread
/// safe for pauses (gc::Heap's safe hook): the heap uses it to fault in a fresh page's memory,
/// a system call of up to milliseconds that touches no heap reference, so no pause waits for it
/// (time-to-safepoint). Other callers run `work` directly. Declared in allocation.hpp.
void run_safe_for_pauses(void (*work)(void* ctx), void* ctx) {
  JavaThread* t = tl_allocating;
  if (t == nullptr) return work(ctx);
  prepare_frame_maps(t);  // before becoming safe, so that the pauses do not compute them
  ThreadStateScope blocked(t, ThreadState::Blocked);
  work(ctx);
}

/// Makes the OutOfMemoryErrors that allocation failures throw without allocating: the pool of
/// errors with a backtrace array each and the default "Requested array size exceeds VM limit"
/// error (the default "Java heap space" one is universe->preallocated_oom). Called once at
/// start-up, after java/lang/Throwable is loaded, by the main thread. False with an exception
/// pending if the heap cannot hold them. Declared in allocation.hpp.
bool preallocate_out_of_memory_errors(JavaThread* t) {
  Klass* throwable = universe->throwable_klass;
  for (Klass* k = throwable; k != nullptr && g_detail_message_offset == 0; k = k->super) {
    for (const Field& f : k->fields) {
      if (!f.is_static() && f.name == "detailMessage") g_detail_message_offset = f.offset;
    }
  }
  if (g_detail_message_offset == 0) return false;
  throw_new(t, "java/lang/OutOfMemoryError", std::string("Requested array size exceeds VM limit"));
  if (!t->pending_exception || t->pending_exception->klass->name != "java/lang/OutOfMemoryError") return false;
  g_array_size_oom = t->pending_exception;
  t->pending_exception = nullptr;
  add_vm_root(&g_array_size_oom);
  for (int i = 0; i < kPreallocatedOomCount; i++) {
    throw_new(t, "java/lang/OutOfMemoryError", std::string("Java heap space"));
    if (!t->pending_exception || t->pending_exception->klass->name != "java/lang/OutOfMemoryError") return false;
    g_oom_pool[i] = t->pending_exception;
    t->pending_exception = nullptr;
    add_vm_root(&g_oom_pool[i]);
    Object* bt = new_primitive_array(t, BasicType::Long, 2 * kPreallocatedTraceDepth);  // may move g_oom_pool[i]
    if (!bt) return false;
    set_ref_field(g_oom_pool[i], universe->throwable_backtrace_offset, bt);
  }
  g_oom_pool_left.store(kPreallocatedOomCount, std::memory_order_release);
  return true;
}

Object* new_object(JavaThread* t, Klass* k) {
  Object* o = allocate_or_throw(t, k->instance_size);
  if (!o) return nullptr;
  o->klass = k;
  return o;
}

Object* new_array(JavaThread* t, Klass* array_class, int32_t length) {
  if (length < 0) {
    throw_new(t, "java/lang/NegativeArraySizeException", std::to_string(length));
    return nullptr;
  }
  size_t elem = basic_type_size(array_class->element_type);
  size_t bytes = kArrayBaseOffset + size_t(length) * elem;
  if (bytes > universe->heap.max_capacity()) {
    // HotSpot reports the VM limit only for lengths no array can have (max_array_length).
    const bool vm_limit = length >= INT32_MAX - 1;
    Object* default_error = vm_limit ? g_array_size_oom : universe->preallocated_oom;
    if (default_error != nullptr) {
      throw_out_of_memory(t, default_error);
    } else {
      throw_new(t, "java/lang/OutOfMemoryError", vm_limit ? "Requested array size exceeds VM limit" : "Java heap space");
    }
    return nullptr;
  }
  Object* a = allocate_or_throw(t, bytes);
  if (!a) return nullptr;
  a->klass = array_class;
  static_cast<ArrayObject*>(a)->length = length;
  return a;
}

Object* new_primitive_array(JavaThread* t, BasicType type, int32_t length) {
  return new_array(t, universe->primitive_arrays[int(type)], length);
}

Object* new_object_array(JavaThread* t, Klass* element, int32_t length) {
  Klass* ak = array_klass_of(t, element);
  if (!ak) return nullptr;
  return new_array(t, ak, length);
}

Object* clone_object(JavaThread* t, Object* o) {
  Klass* k = o->klass;
  size_t bytes = k->is_array
                     ? kArrayBaseOffset + size_t(array_length(o)) * basic_type_size(k->element_type)
                     : k->instance_size;
  HandleScope scope(t);
  Handle original(t, o);
  Object* c = allocate_or_throw(t, bytes);  // a safepoint: `o` may have moved
  if (!c) return nullptr;
  o = original.get();
  // Copy everything after the header, then rewrite each reference through the barriers: a
  // copied colored word may be bad (not yet marked or remapped), and the clone must hold only
  // good ones (it may be allocated black, and nobody would heal it).
  std::memcpy(reinterpret_cast<char*>(c) + sizeof(Object), reinterpret_cast<char*>(o) + sizeof(Object),
              bytes - sizeof(Object));
  if (k->is_array) {
    if (k->element_type == BasicType::Reference) {
      const int32_t n = array_length(o);
      for (int32_t i = 0; i < n; i++) set_ref_element(c, i, get_ref_element(o, i));
    }
  } else {
    for (Klass* s = k; s != nullptr; s = s->super) {
      for (const Field& f : s->fields) {
        if (!f.is_static() && f.type == BasicType::Reference) set_ref_field(c, f.offset, get_ref_field(o, f.offset));
      }
    }
  }
  c->klass = k;
  c->mark.store(0, std::memory_order_relaxed);
  return c;
}

int32_t identity_hash(Object* o) {
  uint64_t mark = o->mark.load(std::memory_order_relaxed);
  if (mark & 1) return int32_t(mark >> 32);
  // Marsaglia xor-shift, as HotSpot's default hashCode mode 5; never 0.
  static thread_local uint32_t x = 0x9E3779B9u ^ uint32_t(reinterpret_cast<uintptr_t>(&x));
  static thread_local uint32_t y = 842502087u, z = 0x8767u, w = 273326509u;
  uint32_t tt = x ^ (x << 11);
  x = y; y = z; z = w;
  w = (w ^ (w >> 19)) ^ (tt ^ (tt >> 8));
  uint32_t h = w & 0x7FFFFFFFu;
  if (h == 0) h = 0xBAD;
  while (true) {
    uint64_t desired = (uint64_t(h) << 32) | (mark & 0xFFFFFFFFull) | 1;
    if (o->mark.compare_exchange_weak(mark, desired, std::memory_order_relaxed)) return int32_t(h);
    if (mark & 1) return int32_t(mark >> 32);
  }
}

}  // namespace jvmlab
