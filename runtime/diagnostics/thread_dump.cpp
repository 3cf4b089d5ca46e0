// Thread dumps (SIGQUIT) in jstack's format: thread headers, states, frames and monitors, read at
// a safepoint, and the Java-level deadlocks among them. See thread_dump.hpp. Design after HotSpot's JavaThread::print_on and
// javaVFrame::print_lock_info_on (vframe.cpp).
#include "runtime/diagnostics/thread_dump.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cinttypes>
#include <cstdio>
#include <ctime>
#include <algorithm>
#include <unordered_set>
#include <vector>

#include "gc/heap.hpp"
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

}  // namespace

std::string thread_dump() {
  std::string out;
  char date[64];
  const time_t now = std::time(nullptr);
  tm local {};
  localtime_r(&now, &local);
  std::strftime(date, sizeof date, "%Y-%m-%d %H:%M:%S", &local);
  out += date;
  out += "\nFull thread dump jvmlab 64-Bit VM (0.1.0 interpreted mode):\n\n";
  std::vector<DumpedThread> threads;
  safepoint::vm_safepointer().begin("ThreadDump");
  threads::for_each(
      [](JavaThread* t, void* arg) {
        auto& list = *static_cast<std::vector<DumpedThread>*>(arg);
        const ThreadState s = t->state.load(std::memory_order_relaxed);
        if (s == ThreadState::New || s == ThreadState::Terminated || !t->java_thread) return;
        DumpedThread d{t, thread_name_of(t), {}, java_frames(t), blocked_on(t)};
        d.text = thread_header(t) + "\n" + thread_state_line(t) + "\n" + d.frames + "\n";
        list.push_back(std::move(d));
      },
      &threads);
  std::string deadlock_report = deadlocks(threads);
  safepoint::vm_safepointer().end();
  for (const DumpedThread& d : threads) out += d.text;
  out += deadlock_report;
  out += heap_summary();
  out += "\n";
  return out;
}

}  // namespace jvmlab::diagnostics
