// VM start-up and process-wide services: the Universe, the native registry, buffered standard
// streams, exit, virtual calls from C++. See universe.hpp and vm.hpp.
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <initializer_list>
#include <mutex>
#include <string>
#include <vector>

#include "gc/gc_log.hpp"
#include "runtime/compiler/compile_broker.hpp"
#include "runtime/classloading/link_resolver.hpp"
#include "runtime/diagnostics/crash_report.hpp"
#include "runtime/diagnostics/signals.hpp"
#include "runtime/logging/log.hpp"
#include "runtime/logging/logging.hpp"
#include "runtime/natives/natives.hpp"
#include "runtime/natives/thread_natives.hpp"
#include "runtime/threads/threads.hpp"
#include "runtime/oops/method_profile.hpp"
#include "runtime/universe.hpp"
#include "runtime/vm.hpp"
#include "gc/collector.hpp"
#include "runtime/heap/collector_setup.hpp"

#ifndef JVMLAB_VERSION
#define JVMLAB_VERSION "0.1.0"  // as runtime/options/options.cpp
#endif

namespace jvmlab {

Universe* universe = nullptr;


// --- standard streams --------------------------------------------------------------------------
// System.out and System.err are java's: PrintStream(BufferedOutputStream(fd, 128), autoflush)
// (JDK 17 System.newPrintStream). The two 128-byte buffers live here. Every print and println
// of an autoflush PrintStream flushes (JDK 17's PrintStream.write(String) ends in
// write(byte[]), which flushes), so each is one write(2), as under java (strace shows it). Only
// PrintStream.write(int) without '\n' leaves bytes behind, and java loses those at exit too.

namespace {

constexpr size_t kStdBufferBytes = 128;  // java's BufferedOutputStream size for the standard streams

struct StdStream {
  int fd;
  char buffer[kStdBufferBytes];
  size_t count;  // pending bytes; guarded by g_output_lock (read unlocked by the crash path only)
};
StdStream g_stdout{1, {}, 0};
StdStream g_stderr{2, {}, 0};

StdStream& std_stream(int fd) { return fd == 2 ? g_stderr : g_stdout; }

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

// A write to a pipe or terminal may block for long: a Java thread makes it as Blocked (safe for
// the collector's pauses). `p` must not point into the Java heap, which may move meanwhile.
void write_all_blocked(int fd, const char* p, size_t n) {
  JavaThread* t = JavaThread::current();
  if (!t) return write_all(fd, p, n);
  ThreadStateScope blocked(t, ThreadState::Blocked);
  write_all(fd, p, n);
}

// BufferedOutputStream.flushBuffer.
void flush_buffer(StdStream& s) {
  if (s.count == 0) return;
  write_all_blocked(s.fd, s.buffer, s.count);
  s.count = 0;
}

// BufferedOutputStream.write(b, off, len): a chunk as large as the buffer goes straight out
// (after what is pending); a smaller one is buffered, after flushing if it does not fit.
void buffered_write(StdStream& s, const char* data, size_t length) {
  if (length >= kStdBufferBytes) {
    flush_buffer(s);
    write_all_blocked(s.fd, data, length);
    return;
  }
  if (length > kStdBufferBytes - s.count) flush_buffer(s);
  std::memcpy(s.buffer + s.count, data, length);
  s.count += length;
}

}  // namespace

// Guards both StdStreams and every write to fds 1 and 2, so one vm_write (a whole println)
// never interleaves with another thread's. vm_exit takes it for good: no output after exit
// starts. Taken only through lock_output. Its holder may stop for a collector pause (leaving the
// Blocked state of a write); threads waiting for it wait as Blocked, so none holds that pause up.
std::mutex g_output_lock;

namespace {

/// Takes g_output_lock: at once if free, else waiting as Blocked when this is a Java thread.
void lock_output(std::unique_lock<std::mutex>& g) {
  if (g.try_lock()) return;
  JavaThread* t = JavaThread::current();
  if (!t) return g.lock();
  ThreadStateScope blocked(t, ThreadState::Blocked);
  g.lock();
}

}  // namespace

void flush_output() {
  std::unique_lock<std::mutex> g(g_output_lock, std::defer_lock);
  lock_output(g);
  flush_buffer(g_stdout);
  flush_buffer(g_stderr);
}

void vm_flush(int fd) {
  std::unique_lock<std::mutex> g(g_output_lock, std::defer_lock);
  lock_output(g);
  flush_buffer(std_stream(fd));
}

void vm_write(int fd, const char* data, size_t length, bool flush) {
  std::string copy;
  if (universe && universe->heap.contains(data)) {
    // Bytes of a Java array (StdOutputStream.writeBytes): copy them out, since waiting for the
    // lock or writing lets the collector move the array.
    copy.assign(data, length);
    data = copy.data();
  }
  std::unique_lock<std::mutex> g(g_output_lock, std::defer_lock);
  lock_output(g);
  StdStream& s = std_stream(fd);
  buffered_write(s, data, length);
  if (flush) flush_buffer(s);
}

void write_pending_output_from_signal() {
  for (StdStream* s : {&g_stdout, &g_stderr}) {
    const size_t n = s->count;
    if (n > kStdBufferBytes) continue;  // torn by a thread writing at this instant
    const char* p = s->buffer;
    size_t left = n;
    while (left > 0) {
      const ssize_t w = ::write(s->fd, p, left);
      if (w <= 0) break;
      p += w;
      left -= size_t(w);
    }
    s->count = 0;
  }
}

namespace {
void log_heap_at_exit(gc::Heap& heap);  // below, with the heap's start-up
}  // namespace

[[noreturn]] void vm_exit(int code) {
  {
    std::unique_lock<std::mutex> g(g_output_lock, std::defer_lock);
    lock_output(g);
    g.release();  // never unlocked: other threads' output stops here
  }
  // The 128-byte buffers are not written: java loses a PrintStream.write(int) not followed by
  // '\n' or flush() at exit too.
  if (universe) {
    gc::Heap& heap = universe->heap;
    heap.prepare_for_exit();  // the memory worker logs no more; it dies with the process
    if (gc::g_collector) gc::g_collector->print_statistics(true);
    if (gc::g_collector) gc::g_collector->write_trace_files();  // -XX:GCTraceFile, GCHeapMapFile
    log_heap_at_exit(heap);
  }
  compiler::at_vm_exit();  // -XX:+CITime, -XX:+DumpPerfMapAtExit
  std::fflush(stdout);
  std::fflush(stderr);
  std::_Exit(code);
}

// --- the heap ------------------------------------------------------------------------------------

namespace {

LogTag gc_log_tag(gc::LogTopic topic) {
  switch (topic) {
    case gc::LogTopic::Init: return LogTag::GcInit;
    case gc::LogTopic::Heap: return LogTag::GcHeap;
    case gc::LogTopic::Gc: return LogTag::Gc;
    case gc::LogTopic::Phases: return LogTag::GcPhases;
    case gc::LogTopic::Reloc: return LogTag::GcReloc;
    case gc::LogTopic::Stats: return LogTag::GcStats;
    case gc::LogTopic::Start: return LogTag::GcStart;
    case gc::LogTopic::Task: return LogTag::GcTask;
    case gc::LogTopic::Load: return LogTag::GcLoad;
    case gc::LogTopic::Mmu: return LogTag::GcMmu;
    case gc::LogTopic::HeapExit: return LogTag::GcHeapExit;
    case gc::LogTopic::ErgoHeap: return LogTag::GcErgoHeap;
    case gc::LogTopic::Ref: return LogTag::GcRef;
  }
  return LogTag::GcHeap;
}

LogLevel gc_log_level(gc::LogDetail detail) {
  return detail == gc::LogDetail::Info ? LogLevel::Info : LogLevel::Debug;
}

bool gc_log_enabled(gc::LogTopic topic, gc::LogDetail detail) {
  return log_enabled(gc_log_tag(topic), gc_log_level(detail));
}

void gc_log_write(gc::LogTopic topic, gc::LogDetail detail, std::string_view line) {
  log_write(gc_log_tag(topic), gc_log_level(detail), line);
}

void gc_log_write_lines(gc::LogTopic topic, gc::LogDetail detail, std::span<const std::string> lines) {
  std::vector<LogLine> message;
  message.reserve(lines.size());
  for (const std::string& l : lines) message.push_back({gc_log_tag(topic), gc_log_level(detail), l});
  log_write_message(message);
}

// The name in ZGC's "Allocation Stall (main) ..." line. The stalled thread is safe for pauses
// while it logs, so its java.lang.Thread (which a pause may move) is not read: the main thread is
// "main", any other "JavaThread#<id>" (its lock-owner id).
std::string gc_thread_name() {
  JavaThread* t = JavaThread::current();
  if (t == nullptr) return "unknown";
  if (universe != nullptr && t == universe->main_thread) return "main";
  return "JavaThread#" + std::to_string(t->thread_id);
}

std::string on_off(bool b) { return b ? "Enabled" : "Disabled"; }

// Large-page state for gc+init, e.g. "Enabled (Transparent, madvise; populate, collapse)".
std::string large_page_line(const gc::PageAllocator& pages, bool requested) {
  const gc::LargePageSupport& s = pages.large_page_support();
  if (!pages.large_pages()) {
    return requested ? "Disabled (transparent huge pages: " + s.thp_mode + ")" : "Disabled";
  }
  std::string line = "Enabled (Transparent, " + s.thp_mode;
  line += s.populate_write ? "; MADV_POPULATE_WRITE" : "; touch loop";
  if (s.collapse) line += std::string(", MADV_COLLAPSE checked by ") + gc::huge_check_name(s.huge_check);
  return line + ")";
}

// How much of the committed heap sits on 2 MB pages (reads /proc/self/smaps: only when logging).
// jvmlab's own line, in the sizing channel the GC log analysers skip (gc+ergo+heap).
// The "Large Page Backed" line (empty without large pages or gc+ergo+heap).
std::string large_page_backing_line(const gc::PageAllocator& pages, const char* when) {
  if (!pages.large_pages() || !log_enabled(LogTag::GcErgoHeap, LogLevel::Info)) return {};
  size_t resident = 0;
  const size_t huge = gc::huge_page_backed_bytes(pages.base(), pages.reserved_bytes(), &resident);
  return fmt::format("Heap expansion: Large Page Backed ({}): {}M of {}M resident ({:.1f}%), {}M committed", when,
                     huge >> 20, resident >> 20, resident ? 100.0 * double(huge) / double(resident) : 0.0,
                     pages.committed_bytes() >> 20);
}

void log_large_page_backing(const gc::PageAllocator& pages, const char* when) {
  const std::string line = large_page_backing_line(pages, when);
  if (!line.empty()) log_write(LogTag::GcErgoHeap, LogLevel::Info, line);
}

// Creates the heap from the options; prints java's (ZGC's) error and returns false on failure.
bool initialize_heap(const VmOptions& options) {
  gc::Heap& heap = universe->heap;
  const gc::GcConfig initial_config = gc_config(options);
  const size_t max_heap = initial_config.max;
  // A heap no 47-bit address space can hold: java's (G1) text, since java itself is G1 by default.
  if (max_heap >= (size_t(1) << 47)) {
    std::printf("Error occurred during initialization of VM\nCould not reserve enough space for "
                "%zuKB object heap\n", max_heap >> 10);
    return false;
  }
  switch (heap.initialize(initial_config)) {
    case gc::PageAllocatorError::None: break;
    case gc::PageAllocatorError::AddressSpace:
      // ZGC's words (java -XX:+UseZGC under ulimit -v): an error log line, then the launcher's.
      log_write(LogTag::Gc, LogLevel::Error, "Failed to reserve enough address space for Java heap");
      std::fprintf(stderr, "Error: Could not create the Java Virtual Machine.\n"
                           "Error: A fatal exception has occurred. Program will exit.\n");
      return false;
    case gc::PageAllocatorError::Commit:
      std::printf("Error occurred during initialization of VM\nCould not commit the initial heap "
                  "(%zuM)\n", initial_config.initial >> 20);
      return false;
  }
  // gc+init as ZGC 17 prints it (the GC log analysers know these lines, in this order); what the
  // JEP 545 page allocator adds rides on ZGC's lines, in parentheses.
  const gc::GcConfig& config = heap.config();  // the one copy the gc/ components read
  const gc::PageAllocator& pages = heap.page_allocator();
  JVMLAB_LOG(GcInit, "Initializing The Z Garbage Collector");
  JVMLAB_LOG(GcInit, "Version: 17+0-jvmlab-{} (release)", JVMLAB_VERSION);
  JVMLAB_LOG(GcInit, "NUMA Support: Disabled");
  JVMLAB_LOG(GcInit, "CPUs: {} total, {} available", sysconf(_SC_NPROCESSORS_CONF), sysconf(_SC_NPROCESSORS_ONLN));
  JVMLAB_LOG(GcInit, "Memory: {}M", physical_memory_bytes() >> 20);
  JVMLAB_LOG(GcInit, "Large Page Support: {}", large_page_line(pages, config.large_pages));
  JVMLAB_LOG(GcInit, "GC Workers: {}/{} (static), memory worker: 1", config.conc_gc_threads, config.conc_gc_threads);
  JVMLAB_LOG(GcInit, "Address Space Type: Contiguous/Unrestricted/Complete");
  JVMLAB_LOG(GcInit, "Address Space Size: {}M x 1 = {}M ({}x max capacity, {}M granules)", pages.reserved_bytes() >> 20,
             pages.reserved_bytes() >> 20, pages.reserved_bytes() / pages.max_capacity(), gc::kGranuleSize >> 20);
  JVMLAB_LOG(GcInit, "Min Capacity: {}M", std::max(config.min_capacity(), gc::kGranuleSize) >> 20);
  JVMLAB_LOG(GcInit, "Initial Capacity: {}M (heap sizing: {})", pages.committed_bytes() >> 20,
             config.adaptive_sizing ? "adaptive, JEP 545: concurrent, multiplicative expansion"
                                    : "on demand, -ZAdaptiveHeapSizing");
  if (config.has_soft_max()) {
    JVMLAB_LOG(GcInit, "Max Capacity: {}M (soft max capacity {}M)", pages.max_capacity() >> 20, config.soft_max >> 20);
  } else {
    JVMLAB_LOG(GcInit, "Max Capacity: {}M", pages.max_capacity() >> 20);
  }
  if (heap.medium_page_size() != 0) JVMLAB_LOG(GcInit, "Medium Page Size: {}M", heap.medium_page_size() >> 20);
  else JVMLAB_LOG(GcInit, "Medium Page Size: N/A");
  if (config.pre_touch) {
    JVMLAB_LOG(GcInit, "Pre-touch: Enabled ({}M on {} threads in {:.3f} ms)", pages.committed_bytes() >> 20,
               std::max(1u, config.parallel_gc_threads), pages.pre_touch_seconds() * 1e3);
  } else {
    JVMLAB_LOG(GcInit, "Pre-touch: Disabled ({})",
               config.concurrent_pre_touch ? "the memory worker heats memory ahead of use"
                                           : "no concurrent pre-touch, -ZConcurrentPreTouch: each Java thread touches the cold pages it takes");
  }
  JVMLAB_LOG(GcInit, "Uncommit: {}", on_off(config.uncommit));
  if (config.uncommit) JVMLAB_LOG(GcInit, "Uncommit Delay: {}s", config.uncommit_delay);
  JVMLAB_LOG(Gc, "Using The Z Garbage Collector");
  if (config.pre_touch) log_large_page_backing(pages, "after pre-touch");
  return true;
}

// The exit summary: ZGC's "Heap" block (gc+heap+exit), then the page allocator's work in numbers
// (jvmlab's own, in the sizing channel gc+ergo+heap that the GC log analysers skip).
void log_heap_at_exit(gc::Heap& heap) {
  if (!log_enabled(LogTag::GcHeapExit, LogLevel::Info) && !log_enabled(LogTag::GcErgoHeap, LogLevel::Info)) return;
  const gc::PageAllocator& pages = heap.page_allocator();
  const gc::PageAllocatorStats s = pages.stats();
  // One message, so that a GC cycle still logging at exit never splits the summary.
  std::vector<LogLine> m;
  auto add = [&m](LogTag tag, std::string text) { m.push_back({tag, LogLevel::Info, std::move(text)}); };
  add(LogTag::GcHeapExit, "Heap");
  add(LogTag::GcHeapExit, fmt::format(" ZHeap           used {}M, capacity {}M, max capacity {}M", s.used >> 20,
                                      s.committed >> 20, s.max_capacity >> 20));
  if (log_enabled(LogTag::GcErgoHeap, LogLevel::Info)) {
    const size_t expansion_commits = s.committed_by_worker + s.committed_by_mutator;
    add(LogTag::GcErgoHeap,
        fmt::format("Heap expansion: Committed at start {}M, by memory worker {}M ({:.1f}%), by Java threads {}M",
                    s.committed_at_start >> 20, s.committed_by_worker >> 20,
                    expansion_commits ? 100.0 * double(s.committed_by_worker) / double(expansion_commits) : 100.0,
                    s.committed_by_mutator >> 20));
    if (gc::MemoryWorker* w = heap.memory_worker()) {
      add(LogTag::GcErgoHeap, fmt::format("Heap expansion: Heap Increases {} (target {}M)", w->expansions(),
                                          w->target() >> 20));
    }
    add(LogTag::GcErgoHeap, fmt::format("Heap expansion: Heated {}M, harvested {}M, uncommitted {}M", s.heated >> 20,
                                        s.harvested >> 20, s.uncommitted >> 20));
    const gc::SyscallCounts& c = pages.os().counts;
    add(LogTag::GcErgoHeap,
        fmt::format("Heap expansion: System calls reserve {}, commit {}, uncommit {}, advise {}, populate {}, "
                    "collapse {} (skipped {}M already 2 MB-backed, {} checks), remap {}",
                    c.reserve.load(), c.commit.load(), c.uncommit.load(), c.advise.load(), c.populate.load(),
                    c.collapse.load(), (c.collapse_skipped.load() * gc::kGranuleSize) >> 20, c.huge_check.load(),
                    c.remap.load()));
    std::string backing = large_page_backing_line(pages, "at exit");
    if (!backing.empty()) add(LogTag::GcErgoHeap, std::move(backing));
  }
  log_write_message(m);
}

}  // namespace

// --- natives -----------------------------------------------------------------------------------

// The registry is written at VM start only (before a second thread exists) and read-only after,
// so lookups (interp::link_native) need no lock.
void register_native(std::string_view class_name, std::string_view method_name,
                     std::string_view descriptor, NativeFn fn) {
  std::string key;
  key.reserve(class_name.size() + method_name.size() + descriptor.size() + 1);
  key.append(class_name).append(".").append(method_name).append(descriptor);
  universe->natives[key] = fn;
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
  threads::bind_main_thread_object(t, t->java_thread);
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
  // 1. $JVMLAB_CLASSLIB; 2. <dir of the executable>/classlib; 3. the build tree. The loader uses
  // "<dir>.jimg" when it is there and valid (runtime/classloading/class_archive.hpp).
  if (const char* env = std::getenv("JVMLAB_CLASSLIB")) return env;
  char exe[4096];
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n > 0) {
    exe[n] = 0;
    std::string dir(exe);
    dir = dir.substr(0, dir.rfind('/'));
    std::string candidate = dir + "/classlib";
    // The archive (runtime/classloading/class_archive.hpp) or the directory: an install may ship either.
    if (access((candidate + ".jimg").c_str(), R_OK) == 0) return candidate;
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
  install_signal_handlers();
  universe = new Universe();
  universe->options = options;
  diagnostics::prepare_crash_report(options);
  MethodProfile::set_enabled(!options.interpreter_only);  // -Xint: no compiler reads profiles
  compiler::initialize(options);  // the tier policy and the compile broker (no thread yet)
  universe->boot_class_path.push_back(default_classlib_dir());
  universe->class_path = options.class_path;
  gc::set_logger(&gc_log_enabled, &gc_log_write, &gc_log_write_lines);
  gc::set_thread_namer(&gc_thread_name);
  if (!initialize_heap(options)) return false;
  auto* t = new JavaThread(options.thread_stack_size);
  JavaThread::set_current(t);
  universe->main_thread = t;
  threads::register_main(t);
  natives::register_all();
  natives::register_thread_natives();  // after register_all: replaces its single-threaded versions
  natives::register_atomic_natives();
  register_signal_natives();
  start_collector();

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
  if (!preallocate_out_of_memory_errors(t)) return false;  // runtime/heap/allocation.cpp
  universe->started = true;
  if (t->has_pending_exception()) return false;
  return true;
}

}  // namespace jvmlab
