// VM start-up and process-wide services: the Universe, the native registry, buffered standard
// streams, exit, virtual calls from C++. See universe.hpp and vm.hpp.
#include <sys/mman.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "interpreter/runtime_calls.hpp"
#include "runtime/log.hpp"
#include "runtime/logging.hpp"
#include "runtime/natives/natives.hpp"
#include "runtime/universe.hpp"
#include "runtime/vm.hpp"

namespace jvmlab {

Universe* universe = nullptr;

// Defined in class_loader.cpp.
void fix_up_mirrors(JavaThread* t);
void create_primitive_klasses(JavaThread* t);

// --- threads ---------------------------------------------------------------------------------

namespace {
thread_local JavaThread* g_current_thread = nullptr;
}

JavaThread::JavaThread(size_t stack_bytes) {
  size_t slots = std::max<size_t>(stack_bytes / sizeof(Slot), 4096);
  size_t reserve = slots / 8 + 16384;  // room to construct StackOverflowError and its trace
  size_t bytes = (slots + reserve) * sizeof(Slot);
  void* mem = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (mem == MAP_FAILED) {
    std::fprintf(stderr, "Error: could not allocate the Java thread stack\n");
    std::_Exit(1);
  }
  stack_start = static_cast<Slot*>(mem);
  stack_limit = stack_start + slots;
  stack_reserve_end = stack_start + slots + reserve - 64;
  stack_top = stack_start;
}

JavaThread::~JavaThread() {
  munmap(stack_start, size_t(stack_reserve_end + 64 - stack_start) * sizeof(Slot));
}

JavaThread* JavaThread::current() { return g_current_thread; }
void JavaThread::set_current(JavaThread* t) { g_current_thread = t; }

// --- standard streams --------------------------------------------------------------------------

namespace {

struct OutBuffer {
  int fd;
  std::string data;
};
OutBuffer g_stdout{1, {}};

void write_all(int fd, const char* p, size_t n) {
  while (n > 0) {
    ssize_t w = ::write(fd, p, n);
    if (w <= 0) {
      if (w < 0 && errno == EINTR) continue;
      return;  // the stream is gone (EPIPE): like java, drop output silently
    }
    p += w;
    n -= size_t(w);
  }
}

void flush_buffer(OutBuffer& b) {
  if (b.data.empty()) return;
  write_all(b.fd, b.data.data(), b.data.size());
  b.data.clear();
}

}  // namespace

void flush_output() { flush_buffer(g_stdout); }

void vm_write(int fd, const char* data, size_t length) {
  if (fd == 1) {
    g_stdout.data.append(data, length);
    if (g_stdout.data.size() >= 32 * 1024) flush_buffer(g_stdout);
    return;
  }
  // Keep the order a terminal would show: stdout's pending bytes first.
  flush_buffer(g_stdout);
  write_all(fd, data, length);
}

[[noreturn]] void vm_exit(int code) {
  flush_output();
  if (universe) {
    const gc::Heap& heap = universe->heap;
    JVMLAB_LOG(GcHeap, "Heap");
    JVMLAB_LOG(GcHeap, " jvmlab heap     used {}M, capacity {}M, max capacity {}M, commit calls {}",
               heap.used_bytes() >> 20, heap.committed_bytes() >> 20, heap.max_capacity() >> 20,
               heap.commit_calls());
  }
  std::fflush(stdout);
  std::fflush(stderr);
  std::_Exit(code);
}

// --- natives -----------------------------------------------------------------------------------

void register_native(std::string_view class_name, std::string_view method_name,
                     std::string_view descriptor, NativeFn fn) {
  std::string key;
  key.reserve(class_name.size() + method_name.size() + descriptor.size() + 1);
  key.append(class_name).append(".").append(method_name).append(descriptor);
  universe->natives[key] = fn;
}

// --- calls from C++ ---------------------------------------------------------------------------

Slot call_virtual(JavaThread* t, Object* receiver, std::string_view name, std::string_view descriptor,
                  const Slot* extra_args, int nextra) {
  if (!receiver) return throw_npe(t);
  Method* m = resolve_method(receiver->klass, name, descriptor);
  if (!m) {
    return throw_new(t, "java/lang/NoSuchMethodError",
                     interp::method_signature_text(receiver->klass, std::string(name), std::string(descriptor)));
  }
  if (!m->is_private() && !m->is_static()) {
    m = interp::select_interface_method(t, receiver->klass, m);
    if (!m) return 0;
  }
  Slot args[32];
  args[0] = ref_slot(receiver);
  for (int i = 0; i < nextra && i < 31; i++) args[i + 1] = extra_args[i];
  return call_java(t, m, args, nextra + 1);
}

Object* to_java_string(JavaThread* t, Object* o) {
  if (!o) return intern_string(t, u"null");
  if (o->klass == universe->string_klass) return o;
  Slot r = call_virtual(t, o, "toString", "()Ljava/lang/String;");
  if (t->has_pending_exception()) return nullptr;
  Object* s = slot_ref(r);
  return s ? s : intern_string(t, u"null");
}

Object* java_thread_object(JavaThread* t) {
  if (t->java_thread) return t->java_thread;
  Klass* k = find_class(t, "java/lang/Thread");
  if (!k || !initialize_class(t, k)) return nullptr;
  Method* ctor = k->find_declared_method("<init>", "(Ljava/lang/String;)V");
  Object* name = intern_string(t, u"main");
  if (!name || !ctor) return nullptr;
  HandleScope hs(t);
  Handle hn(t, name);
  Object* thread = new_object(t, k);
  if (!thread) return nullptr;
  Handle ht(t, thread);
  Slot args[2] = {ref_slot(ht.get()), ref_slot(hn.get())};
  call_java(t, ctor, args, 2);
  if (t->has_pending_exception()) return nullptr;
  t->java_thread = ht.get();
  return t->java_thread;
}

const VmOptions& vm_options() { return universe->options; }

// --- start-up ---------------------------------------------------------------------------------

namespace {

uint32_t required_field_offset(Klass* k, const char* name, const char* desc) {
  Field* f = k ? k->find_declared_field(name, desc) : nullptr;
  if (!f) {
    std::fprintf(stderr, "Error: jvmlab's class library lacks %s.%s %s\n", k ? k->name.c_str() : "?", name, desc);
    std::_Exit(1);
  }
  return f->offset;
}

Klass* required_class(JavaThread* t, const char* name) {
  Klass* k = find_class(t, name);
  if (!k) {
    std::fprintf(stderr, "Error: could not load %s from jvmlab's class library (%s)\n", name,
                 universe->boot_class_path.empty() ? "no class library path" : universe->boot_class_path[0].c_str());
    std::_Exit(1);
  }
  return k;
}

std::string default_classlib_dir() {
  // 1. $JVMLAB_CLASSLIB; 2. <dir of the executable>/classlib; 3. the build tree.
  if (const char* env = std::getenv("JVMLAB_CLASSLIB")) return env;
  char exe[4096];
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n > 0) {
    exe[n] = 0;
    std::string dir(exe);
    dir = dir.substr(0, dir.rfind('/'));
    std::string candidate = dir + "/classlib";
    if (access((candidate + "/java/lang/Object.class").c_str(), R_OK) == 0) return candidate;
  }
#ifdef JVMLAB_CLASSLIB_BUILD_DIR
  return JVMLAB_CLASSLIB_BUILD_DIR;
#else
  return "classlib";
#endif
}

}  // namespace

bool create_vm(const VmOptions& options) {
  if (!options.log_selections.empty()) configure_logging(options.log_selections);
  universe = new Universe();
  universe->options = options;
  universe->boot_class_path.push_back(default_classlib_dir());
  universe->class_path = options.class_path;
  if (!universe->heap.initialize(options.initial_heap_size, options.max_heap_size)) {
    std::fprintf(stderr,
                 "Error occurred during initialization of VM\nCould not reserve enough space for "
                 "object heap\n");
    return false;
  }
  // gc+init in ZGC's shape; the collector and the JEP 545 page allocator add their lines later.
  JVMLAB_LOG(GcInit, "Initializing The jvmlab Heap (no collector yet: bump allocation in 2M granules)");
  JVMLAB_LOG(GcInit, "CPUs: {} total, {} available", sysconf(_SC_NPROCESSORS_CONF), sysconf(_SC_NPROCESSORS_ONLN));
  JVMLAB_LOG(GcInit, "Memory: {}M", physical_memory_bytes() >> 20);
  JVMLAB_LOG(GcInit, "Large Page Support: Disabled");
  JVMLAB_LOG(GcInit, "Address Space Size: {}M", universe->heap.max_capacity() >> 20);
  JVMLAB_LOG(GcInit, "Granule Size: {}M", gc::kGranuleSize >> 20);
  JVMLAB_LOG(GcInit, "Initial Capacity: {}M", universe->heap.committed_bytes() >> 20);
  JVMLAB_LOG(GcInit, "Max Capacity: {}M", universe->heap.max_capacity() >> 20);
  JVMLAB_LOG(GcInit, "Pre-touch: Disabled");
  auto* t = new JavaThread(options.thread_stack_size);
  JavaThread::set_current(t);
  universe->main_thread = t;
  natives::register_all();

  // Well-known classes: Object and Class first, then the mirrors of what loaded before Class.
  universe->object_klass = required_class(t, "java/lang/Object");
  universe->class_klass = required_class(t, "java/lang/Class");
  universe->class_vmklass_offset = required_field_offset(universe->class_klass, "vmKlass", "J");
  universe->string_klass = required_class(t, "java/lang/String");
  universe->string_value_offset = required_field_offset(universe->string_klass, "value", "[C");
  universe->string_hash_offset = required_field_offset(universe->string_klass, "hash", "I");
  universe->cloneable_klass = required_class(t, "java/lang/Cloneable");
  universe->serializable_klass = required_class(t, "java/io/Serializable");
  create_primitive_klasses(t);
  fix_up_mirrors(t);
  universe->throwable_klass = required_class(t, "java/lang/Throwable");
  universe->throwable_backtrace_offset =
      required_field_offset(universe->throwable_klass, "backtrace", "Ljava/lang/Object;");
  throw_new(t, "java/lang/OutOfMemoryError", std::string("Java heap space"));
  universe->preallocated_oom = t->pending_exception;
  t->pending_exception = nullptr;
  universe->started = true;
  if (t->has_pending_exception()) return false;
  return true;
}

}  // namespace jvmlab
