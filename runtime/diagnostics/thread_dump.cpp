// Thread dumps (SIGQUIT) in jstack's format: thread headers, states, frames and monitors, read at
// a safepoint, and the Java-level deadlocks among them. See thread_dump.hpp. Design after HotSpot's JavaThread::print_on and
// javaVFrame::print_lock_info_on (vframe.cpp).
#include "runtime/diagnostics/thread_dump.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cinttypes>
#include <cstdarg>
#include <cstdio>
#include <ctime>
#include <algorithm>
#include <unordered_set>
#include <vector>

#include "gc/heap.hpp"
#include "runtime/compiler/compile_broker.hpp"
#include "runtime/diagnostics/crash_report.hpp"
#include "runtime/frames/stack_walker.hpp"
#include "runtime/oops/strings.hpp"
#include "runtime/threads/monitor.hpp"
#include "runtime/threads/safepoint.hpp"
#include "runtime/threads/threads.hpp"
#include "runtime/universe.hpp"

namespace jvmlab::diagnostics {

namespace {

// The java.lang.Thread fields a dump reads, found through the class of a live Thread object
// (a subclass of Thread climbs to it): never loads a class, so it is safe at a safepoint.
struct ThreadFields {
  int name = -1, tid = -1, priority = -1, daemon = -1;
};

ThreadFields thread_fields(Object* thread) {
  ThreadFields f;
  Klass* k = thread ? thread->klass : nullptr;
  while (k && k->name != "java/lang/Thread") k = k->super;
  if (!k) return f;
  if (Field* x = k->find_declared_field("name", "Ljava/lang/String;")) f.name = int(x->offset);
  if (Field* x = k->find_declared_field("tid", "J")) f.tid = int(x->offset);
  if (Field* x = k->find_declared_field("priority", "I")) f.priority = int(x->offset);
  if (Field* x = k->find_declared_field("daemon", "Z")) f.daemon = int(x->offset);
  return f;
}

int64_t monotonic_ns() {
  timespec now {};
  clock_gettime(CLOCK_MONOTONIC, &now);
  return int64_t(now.tv_sec) * 1000000000 + now.tv_nsec;
}

// CPU time of a thread of this process in ns: /proc/self/task/<tid>/schedstat's first field.
int64_t thread_cpu_ns(int tid) {
  if (tid <= 0) return 0;
  char path[64];
  std::snprintf(path, sizeof path, "/proc/self/task/%d/schedstat", tid);
  const int fd = ::open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return 0;
  char buf[128];
  const ssize_t n = ::read(fd, buf, sizeof buf - 1);
  ::close(fd);
  if (n <= 0) return 0;
  buf[n] = 0;
  return std::strtoll(buf, nullptr, 10);
}

bool in_heap(Object* o) { return o && universe && universe->heap.contains(o); }

// The innermost Java method of `t` (natives included), or null.
Method* top_method(JavaThread* t) {
  for (StackWalker w(t); !w.done(); w.next()) return w.current().method;
  return nullptr;
}

bool is_sleeping(JavaThread* t) {
  Method* m = top_method(t);
  return m && m->name.rfind("sleep", 0) == 0 && m->holder && m->holder->name == "java/lang/Thread";
}

// jstack's words for a thread's OS-level state (HotSpot's OSThread state names).
const char* state_text(JavaThread* t) {
  switch (t->java_state.load(std::memory_order_relaxed)) {
    case JavaThread::BlockedOnMonitor: return "waiting for monitor entry";
    case JavaThread::Waiting:
    case JavaThread::TimedWaiting:
      return t->waiting_monitor.load(std::memory_order_relaxed) ? "in Object.wait()" : "waiting on condition";
    default: return "runnable";
  }
}

std::string hex(const void* p) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "0x%016" PRIxPTR, reinterpret_cast<uintptr_t>(p));
  return buf;
}

std::string frame_location(const JavaFrame& f) {
  Method* m = f.method;
  const Klass* k = m->holder;
  std::string s = k->external_name() + "." + m->name + "(";
  const std::string& cn = k->name;
  if (cn.rfind("java/", 0) == 0 || cn.rfind("jvmlab/", 0) == 0) s += "java.base/";
  if (m->is_native()) return s + "Native Method)";
  const std::string src = k->class_file ? k->class_file->source_file : std::string();
  if (src.empty()) return s + "Unknown Source)";
  const int line = f.bci >= 0 ? m->line_number(f.bci) : -1;
  return line >= 0 ? s + src + ":" + std::to_string(line) + ")" : s + src + ")";
}

std::string lock_line(const char* what, Object* o) {
  return std::string("\t- ") + what + " <" + hex(o) + "> (a " + o->klass->external_name() + ")\n";
}

}  // namespace

std::string thread_header(JavaThread* t) {
  Object* thread = t->java_thread;
  const ThreadFields f = thread_fields(thread);
  std::string name = "?";
  if (in_heap(thread) && f.name >= 0) {
    if (Object* n = get_ref_field(thread, f.name)) name = string_utf8(n);
  }
  const int64_t tid = in_heap(thread) && f.tid >= 0 ? get_field<int64_t>(thread, f.tid) : 0;
  const int prio = in_heap(thread) && f.priority >= 0 ? get_field<int32_t>(thread, f.priority) : 5;
  const bool daemon = in_heap(thread) && f.daemon >= 0 ? get_field<uint8_t>(thread, f.daemon) != 0 : t->daemon;
  const int nid = t->os_tid.load(std::memory_order_relaxed);
  const int64_t start = t->start_ns.load(std::memory_order_relaxed);
  const double elapsed_s = start ? double(monotonic_ns() - start) / 1e9 : 0.0;
  char buf[256];
  std::snprintf(buf, sizeof buf, " #%" PRId64 "%s prio=%d os_prio=0 cpu=%.2fms elapsed=%.2fs tid=%s nid=0x%x %s  [%s]",
                tid, daemon ? " daemon" : "", prio, double(thread_cpu_ns(nid)) / 1e6, elapsed_s,
                hex(t).c_str(), nid, state_text(t), hex(t->stack_top).c_str());
  return "\"" + name + "\"" + buf;
}

std::string thread_state_line(JavaThread* t) {
  const bool on_monitor = t->waiting_monitor.load(std::memory_order_relaxed) != nullptr;
  const char* detail = on_monitor ? "on object monitor" : is_sleeping(t) ? "sleeping" : "parking";
  std::string s = "   java.lang.Thread.State: ";
  switch (t->java_state.load(std::memory_order_relaxed)) {
    case JavaThread::BlockedOnMonitor: return s + "BLOCKED (on object monitor)";
    case JavaThread::Waiting: return s + "WAITING (" + detail + ")";
    case JavaThread::TimedWaiting: return s + "TIMED_WAITING (" + detail + ")";
    default: return s + "RUNNABLE";
  }
}

std::string java_frames(JavaThread* t) {
  std::string out;
  std::unordered_set<Object*> reported;  // each monitor once, in the innermost frame naming it
  const bool blocked = t->java_state.load(std::memory_order_relaxed) == JavaThread::BlockedOnMonitor;
  bool top = true;
  bool waiting_reported = false;
  for (StackWalker w(t); !w.done(); w.next()) {
    const JavaFrame& f = w.current();
    if (!f.method) continue;
    out += "\tat " + frame_location(f) + "\n";
    // The objects this activation refers to, in slot order; a synchronized method's lock first.
    std::vector<Object*> objects;
    if (f.method->is_synchronized() && f.method->is_static() && f.method->holder->mirror) {
      objects.push_back(f.method->holder->mirror);
    }
    f.references_do([&](Slot* slot) {
      Object* o = slot_ref(*slot);
      if (in_heap(o)) objects.push_back(o);
    });
    if (top && blocked) {
      // jstack puts the monitor being entered first, then the ones held.
      for (Object* o : objects) {
        const uint32_t owner = monitor::owner_id(o);
        if (owner != 0 && owner != t->thread_id) {
          out += lock_line("waiting to lock", o);
          reported.insert(o);
          break;
        }
      }
    }
    for (Object* o : objects) {
      if (reported.count(o)) continue;
      const uint32_t owner = monitor::owner_id(o);
      if (!waiting_reported && monitor::is_waiting_on(t, o)) {
        // "waiting on" where Object.wait was called; "locked" in the frame that entered it.
        out += lock_line("waiting on", o);
        waiting_reported = true;
        continue;
      }
      // The waited-for monitor counts as locked in the frame that entered it, not in
      // Object.wait's own frames (jstack's picture: released only for the wait).
      const bool in_wait = f.method->holder->name == "java/lang/Object" && f.method->name == "wait";
      if (owner == t->thread_id || (!in_wait && monitor::is_waiting_on(t, o))) {
        out += lock_line("locked", o);
        reported.insert(o);
      }
    }
    top = false;
  }
  return out;
}

std::string heap_summary() {
  if (!universe) return {};
  const gc::PageAllocatorStats s = universe->heap.page_allocator().stats();
  char buf[160];
  std::snprintf(buf, sizeof buf, "Heap\n jvmlab heap     used %zuM, capacity %zuM, max capacity %zuM\n",
                size_t(s.used >> 20), size_t(s.committed >> 20), size_t(s.max_capacity >> 20));
  return buf;
}

namespace {

// One thread of the dump, as read at the safepoint.
struct DumpedThread {
  JavaThread* thread;
  std::string name;
  std::string text;           // header, state line, frames
  std::string frames;         // frames only (the deadlock report repeats them)
  Object* waiting_to_lock;    // BLOCKED: the monitor it waits for, else null
  int64_t tid = 0;            // java.lang.Thread's tid
};

// The monitor a BLOCKED thread waits to enter: the first object of its top frame that another
// thread owns (the same rule as java_frames' "waiting to lock").
Object* blocked_on(JavaThread* t) {
  if (t->java_state.load(std::memory_order_relaxed) != JavaThread::BlockedOnMonitor) return nullptr;
  Object* found = nullptr;
  for (StackWalker w(t); !w.done() && !found; w.next()) {
    const JavaFrame& f = w.current();
    if (!f.method) continue;
    if (f.method->is_synchronized() && f.method->is_static() && f.method->holder->mirror) {
      Object* o = f.method->holder->mirror;
      const uint32_t owner = monitor::owner_id(o);
      if (owner != 0 && owner != t->thread_id) found = o;
    }
    f.references_do([&](Slot* slot) {
      Object* o = slot_ref(*slot);
      if (found || !in_heap(o)) return;
      const uint32_t owner = monitor::owner_id(o);
      if (owner != 0 && owner != t->thread_id) found = o;
    });
    break;  // the top frame only
  }
  return found;
}

std::string thread_name_of(JavaThread* t) {
  Object* thread = t->java_thread;
  const ThreadFields f = thread_fields(thread);
  if (in_heap(thread) && f.name >= 0) {
    if (Object* n = get_ref_field(thread, f.name)) return string_utf8(n);
  }
  return "?";
}

// HotSpot's "Found one Java-level deadlock" sections (ThreadService::find_deadlocks): follow
// "waits for a monitor owned by" edges from each thread; a walk that comes back to a thread it
// passed is a cycle, reported once.
std::string deadlocks(const std::vector<DumpedThread>& threads) {
  auto by_lock_id = [&](uint32_t id) -> const DumpedThread* {
    for (const DumpedThread& d : threads) {
      if (d.thread->thread_id == id) return &d;
    }
    return nullptr;
  };
  auto next = [&](const DumpedThread* d) -> const DumpedThread* {
    if (!d->waiting_to_lock) return nullptr;
    return by_lock_id(monitor::owner_id(d->waiting_to_lock));
  };
  std::string out;
  int found = 0;
  std::unordered_set<const DumpedThread*> in_reported_cycle;
  for (const DumpedThread& start : threads) {
    std::vector<const DumpedThread*> path;
    const DumpedThread* d = &start;
    while (d && !in_reported_cycle.count(d) && std::find(path.begin(), path.end(), d) == path.end()) {
      path.push_back(d);
      d = next(d);
    }
    if (!d || in_reported_cycle.count(d)) continue;
    // The cycle is the part of the path from d on.
    std::vector<const DumpedThread*> cycle(std::find(path.begin(), path.end(), d), path.end());
    for (const DumpedThread* c : cycle) in_reported_cycle.insert(c);
    found++;
    out += "Found one Java-level deadlock:\n=============================\n";
    for (const DumpedThread* c : cycle) {
      const DumpedThread* owner = next(c);
      Object* o = c->waiting_to_lock;
      out += "\"" + c->name + "\":\n  waiting to lock monitor " + hex(monitor::monitor_address(o)) + " (object " +
             hex(o) + ", a " + o->klass->external_name() + "),\n  which is held by \"" +
             (owner ? owner->name : std::string("?")) + "\"\n\n";
    }
    out += "Java stack information for the threads listed above:\n"
           "===================================================\n";
    for (const DumpedThread* c : cycle) out += "\"" + c->name + "\":\n" + c->frames;
    out += "\n";
  }
  if (found) out += "Found " + std::to_string(found) + (found == 1 ? " deadlock.\n\n" : " deadlocks.\n\n");
  return out;
}

// The compiler threads (std::threads, not Java threads) as HotSpot lists its CompilerThreads
// (CompilerThread::print_on after JavaThread::print_on): daemon, priority 9, "runnable" with
// "Compiling: <task>" while busy, else "waiting on condition" and "No compile task". They have no
// java.lang.Thread: their #numbers follow the highest Java thread id of the dump. Fills `out`
// with no allocation (also used from the signal handler) and returns how many.
int compiler_threads(compiler::CompilerThreadSnapshot* out, int max) {
  const compiler::CompileBroker* b = compiler::broker();
  return b ? b->snapshot_threads(out, max) : 0;
}

// One compiler thread's three lines (and the blank one) into `buf`.
void format_compiler_thread(const compiler::CompilerThreadSnapshot& c, int64_t number, char* buf, size_t size) {
  const bool busy = c.task[0] != 0;
  const double elapsed = c.start_ns ? double(monotonic_ns() - c.start_ns) / 1e9 : 0.0;
  std::snprintf(buf, size,
                "\"C1 CompilerThread%d\" #%" PRId64 " daemon prio=9 os_prio=0 cpu=%.2fms elapsed=%.2fs tid=0x%016" PRIxPTR
                " nid=0x%x %s  [0x0000000000000000]\n   java.lang.Thread.State: RUNNABLE\n   %s%s\n\n",
                c.index, number, double(thread_cpu_ns(c.os_tid)) / 1e6, elapsed, c.id, c.os_tid,
                busy ? "runnable" : "waiting on condition", busy ? "Compiling: " : "No compile task", c.task);
}

}  // namespace

std::string thread_dump() {
  std::string out;
  char date[64];
  const time_t now = std::time(nullptr);
  tm local {};
  localtime_r(&now, &local);
  std::strftime(date, sizeof date, "%Y-%m-%d %H:%M:%S", &local);
  out += date;
  out += std::string("\nFull thread dump jvmlab 64-Bit VM (0.1.0 ") + vm_mode_for_reports() + "):\n\n";
  std::vector<DumpedThread> threads;
  safepoint::vm_safepointer().begin("ThreadDump");
  threads::for_each(
      [](JavaThread* t, void* arg) {
        auto& list = *static_cast<std::vector<DumpedThread>*>(arg);
        const ThreadState s = t->state.load(std::memory_order_relaxed);
        if (s == ThreadState::New || s == ThreadState::Terminated || !t->java_thread) return;
        DumpedThread d{t, thread_name_of(t), {}, java_frames(t), blocked_on(t)};
        const ThreadFields f = thread_fields(t->java_thread);
        if (in_heap(t->java_thread) && f.tid >= 0) d.tid = get_field<int64_t>(t->java_thread, f.tid);
        d.text = thread_header(t) + "\n" + thread_state_line(t) + "\n" + d.frames + "\n";
        list.push_back(std::move(d));
      },
      &threads);
  std::string deadlock_report = deadlocks(threads);
  safepoint::vm_safepointer().end();
  for (const DumpedThread& d : threads) out += d.text;
  int64_t last_tid = 0;
  for (const DumpedThread& d : threads) last_tid = std::max(last_tid, d.tid);
  compiler::CompilerThreadSnapshot compilers[compiler::CompileBroker::kMaxShownThreads];
  const int n = compiler_threads(compilers, compiler::CompileBroker::kMaxShownThreads);
  for (int i = 0; i < n; i++) {
    char buf[512];
    format_compiler_thread(compilers[i], last_tid + 1 + i, buf, sizeof buf);
    out += buf;
  }
  out += deadlock_report;
  out += heap_summary();
  out += "\n";
  return out;
}

// --- the dump from inside the SIGQUIT handler (no dispatcher thread yet) ------------------------

namespace {

// write(2) of a formatted line; nothing allocated.
[[gnu::format(printf, 1, 2)]] void signal_printf(const char* format, ...) {
  char buf[1024];
  va_list ap;
  va_start(ap, format);
  const int n = std::vsnprintf(buf, sizeof buf, format, ap);
  va_end(ap);
  if (n <= 0) return;
  const char* p = buf;
  size_t left = std::min(size_t(n), sizeof buf - 1);
  while (left > 0) {
    const ssize_t w = ::write(1, p, left);
    if (w <= 0) return;
    p += w;
    left -= size_t(w);
  }
}

// A Java String's text, ASCII (others as '?'), into `buf`; no allocation.
void copy_ascii(Object* s, char* buf, size_t size) {
  buf[0] = 0;
  if (!in_heap(s)) return;
  Object* value = get_ref_field(s, universe->string_value_offset);
  if (!in_heap(value)) return;
  const char16_t* c = array_data<char16_t>(value);
  const size_t n = std::min(size_t(array_length(value)), size - 1);
  for (size_t i = 0; i < n; i++) buf[i] = c[i] >= 0x20 && c[i] < 0x80 ? char(c[i]) : '?';
  buf[n] = 0;
}

// The owner of a thin lock, without the monitor's mutex; 0 for an inflated one (not shown).
uint32_t thin_owner_unlocked(Object* o) {
  const uint64_t mark = o->mark.load(std::memory_order_acquire);
  return (mark & monitor::kInflatedBit) ? 0 : uint32_t((mark & monitor::kOwnerMask) >> monitor::kOwnerShift);
}

}  // namespace

void print_thread_dump_from_signal() {
  JavaThread* t = JavaThread::current();
  const time_t now = std::time(nullptr);
  tm utc {};
  gmtime_r(&now, &utc);
  char date[64];
  std::strftime(date, sizeof date, "%Y-%m-%d %H:%M:%S", &utc);
  signal_printf("%s\nFull thread dump jvmlab 64-Bit VM (0.1.0 %s):\n\n", date, vm_mode_for_reports());
  if (!t || !universe) return;
  // Header: the java.lang.Thread fields when the object exists (main's is made on demand).
  char name[128] = "main";
  int64_t tid = 1;
  int prio = 5;
  const ThreadFields f = thread_fields(t->java_thread);
  if (in_heap(t->java_thread)) {
    if (f.name >= 0) copy_ascii(get_ref_field(t->java_thread, f.name), name, sizeof name);
    if (f.tid >= 0) tid = get_field<int64_t>(t->java_thread, f.tid);
    if (f.priority >= 0) prio = get_field<int32_t>(t->java_thread, f.priority);
  }
  const int nid = t->os_tid.load(std::memory_order_relaxed);
  const int64_t start = t->start_ns.load(std::memory_order_relaxed);
  const bool waiting = t->waiting_monitor.load(std::memory_order_relaxed) != nullptr;
  const uint8_t js = t->java_state.load(std::memory_order_relaxed);
  const char* text = js == JavaThread::BlockedOnMonitor ? "waiting for monitor entry"
                     : js == JavaThread::Runnable       ? "runnable"
                     : waiting                          ? "in Object.wait()"
                                                        : "waiting on condition";
  signal_printf("\"%s\" #%" PRId64 "%s prio=%d os_prio=0 cpu=%.2fms elapsed=%.2fs tid=0x%016" PRIxPTR
                " nid=0x%x %s  [0x%016" PRIxPTR "]\n",
                name, tid, t->daemon ? " daemon" : "", prio, double(thread_cpu_ns(nid)) / 1e6,
                start ? double(monotonic_ns() - start) / 1e9 : 0.0, reinterpret_cast<uintptr_t>(t), nid, text,
                reinterpret_cast<uintptr_t>(t->stack_top));
  const char* detail = waiting ? "on object monitor" : is_sleeping(t) ? "sleeping" : "parking";
  switch (js) {
    case JavaThread::BlockedOnMonitor: signal_printf("   java.lang.Thread.State: BLOCKED (on object monitor)\n"); break;
    case JavaThread::Waiting: signal_printf("   java.lang.Thread.State: WAITING (%s)\n", detail); break;
    case JavaThread::TimedWaiting: signal_printf("   java.lang.Thread.State: TIMED_WAITING (%s)\n", detail); break;
    default: signal_printf("   java.lang.Thread.State: RUNNABLE\n"); break;
  }
  // Frames (the walker allocates nothing); thin locks this thread owns, once each.
  Object* reported[16];
  int reported_count = 0;
  for (StackWalker w(t); !w.done(); w.next()) {
    const JavaFrame& fr = w.current();
    Method* m = fr.method;
    if (!m) continue;
    char klass[512];
    std::snprintf(klass, sizeof klass, "%s", m->holder->name.c_str());
    for (char* p = klass; *p; p++) {
      if (*p == '/') *p = '.';
    }
    const bool boot = m->holder->name.rfind("java/", 0) == 0 || m->holder->name.rfind("jvmlab/", 0) == 0;
    const char* source = m->holder->class_file ? m->holder->class_file->source_file.c_str() : "";
    const int line = fr.bci >= 0 && !m->is_native() ? m->line_number(fr.bci) : -1;
    if (m->is_native()) {
      signal_printf("\tat %s.%s(%sNative Method)\n", klass, m->name.c_str(), boot ? "java.base/" : "");
    } else if (!*source) {
      signal_printf("\tat %s.%s(%sUnknown Source)\n", klass, m->name.c_str(), boot ? "java.base/" : "");
    } else if (line >= 0) {
      signal_printf("\tat %s.%s(%s%s:%d)\n", klass, m->name.c_str(), boot ? "java.base/" : "", source, line);
    } else {
      signal_printf("\tat %s.%s(%s%s)\n", klass, m->name.c_str(), boot ? "java.base/" : "", source);
    }
    fr.references_do([&](Slot* slot) {
      Object* o = slot_ref(*slot);
      if (!in_heap(o) || thin_owner_unlocked(o) != t->thread_id) return;
      for (int i = 0; i < reported_count; i++) {
        if (reported[i] == o) return;
      }
      if (reported_count < 16) reported[reported_count++] = o;
      char cls[256];
      std::snprintf(cls, sizeof cls, "%s", o->klass->name.c_str());
      for (char* p = cls; *p; p++) {
        if (*p == '/') *p = '.';
      }
      signal_printf("\t- locked <0x%016" PRIxPTR "> (a %s)\n", reinterpret_cast<uintptr_t>(o), cls);
    });
  }
  signal_printf("\n");
  static compiler::CompilerThreadSnapshot compilers[compiler::CompileBroker::kMaxShownThreads];  // not on the stack
  const int n = compiler_threads(compilers, compiler::CompileBroker::kMaxShownThreads);
  for (int i = 0; i < n; i++) {
    char buf[512];
    format_compiler_thread(compilers[i], tid + 1 + i, buf, sizeof buf);
    signal_printf("%s", buf);
  }
  const gc::PageAllocator& pages = universe->heap.page_allocator();
  signal_printf("Heap\n jvmlab heap     committed %zuM, max capacity %zuM\n\n", pages.committed_bytes() >> 20,
                pages.max_capacity() >> 20);
}

}  // namespace jvmlab::diagnostics
