// GC trace: per-thread event buffers and the trace-event JSON writer. See trace.hpp.
#include "gc/trace.hpp"

#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <vector>

#include <fmt/format.h>

#include "gc/gc_clock.hpp"

namespace jvmlab::gc::trace {

namespace {

enum class Kind : uint8_t { Span, Counter };

struct Event {
  int64_t ts_ns;
  int64_t dur_ns;
  const char* name;
  const char* category;
  const char* text_name;
  const char* text;
  Arg args[3];
  Kind kind;
};

constexpr unsigned kChunkEvents = 2048;

struct Chunk {
  Event events[kChunkEvents];
  std::atomic<unsigned> count{0};   // events published (release), read by the writer (acquire)
  std::atomic<Chunk*> next{nullptr};
};

// One thread's events. Only the owner appends; the writer reads published counts. Never freed:
// GC worker threads come and go, their events stay until exit.
struct ThreadBuffer {
  int tid = 0;
  char os_name[16] = {};               // prctl(PR_GET_NAME) at the first event
  char given_name[48] = {};            // name_thread(); empty: none
  std::atomic<bool> named{false};
  Chunk* first = nullptr;
  Chunk* current = nullptr;            // owner only
  ThreadBuffer* next_buffer = nullptr; // the global list, pushed once
};

std::string g_path;
int64_t g_start_ns = 0;
std::atomic<ThreadBuffer*> g_buffers{nullptr};
std::atomic<uint64_t> g_events{0};
thread_local ThreadBuffer* t_buffer = nullptr;

ThreadBuffer* buffer() {
  if (t_buffer != nullptr) [[likely]] return t_buffer;
  auto* b = new ThreadBuffer;
  b->tid = int(syscall(SYS_gettid));
  prctl(PR_GET_NAME, b->os_name);
  b->first = b->current = new Chunk;
  ThreadBuffer* head = g_buffers.load(std::memory_order_relaxed);
  do {
    b->next_buffer = head;
  } while (!g_buffers.compare_exchange_weak(head, b, std::memory_order_release, std::memory_order_relaxed));
  t_buffer = b;
  return b;
}

Event* slot(ThreadBuffer* b) {
  Chunk* c = b->current;
  if (c->count.load(std::memory_order_relaxed) == kChunkEvents) [[unlikely]] {
    auto* fresh = new Chunk;
    c->next.store(fresh, std::memory_order_release);
    b->current = c = fresh;
  }
  return &c->events[c->count.load(std::memory_order_relaxed)];
}

void publish(ThreadBuffer* b) {
  Chunk* c = b->current;
  c->count.store(c->count.load(std::memory_order_relaxed) + 1, std::memory_order_release);
  g_events.fetch_add(1, std::memory_order_relaxed);
}

// JSON string contents: names are literals and thread names, so only quotes, backslashes and
// control characters need escaping.
std::string escape(const char* s) {
  std::string out;
  for (; *s != 0; s++) {
    const unsigned char c = static_cast<unsigned char>(*s);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += char(c);
    } else if (c < 0x20) {
      out += fmt::format("\\u{:04x}", c);
    } else {
      out += char(c);
    }
  }
  return out;
}

std::string thread_name(const ThreadBuffer& b) {
  if (b.named.load(std::memory_order_acquire)) return b.given_name;
  // A thread renamed after its first event (a Java thread's name, a worker): the live name.
  char path[64];
  std::snprintf(path, sizeof(path), "/proc/self/task/%d/comm", b.tid);
  if (FILE* f = std::fopen(path, "r")) {
    char name[32] = {};
    const bool ok = std::fgets(name, sizeof(name), f) != nullptr;
    std::fclose(f);
    if (ok) {
      name[std::strcspn(name, "\n")] = 0;
      if (name[0] != 0) return name;
    }
  }
  return b.os_name;
}

double us(int64_t ns) { return double(ns) / 1e3; }

}  // namespace

void enable(const std::string& path) {
  g_path = path;
  g_start_ns = now_ns();
  g_enabled.store(true, std::memory_order_release);
}

void span(const char* name, const char* category, int64_t start_ns, int64_t end_ns, Arg a0, Arg a1, Arg a2,
          const char* text_name, const char* text) {
  ThreadBuffer* b = buffer();
  Event* e = slot(b);
  e->ts_ns = start_ns;
  e->dur_ns = std::max<int64_t>(0, end_ns - start_ns);
  e->name = name;
  e->category = category;
  e->text_name = text_name;
  e->text = text;
  e->args[0] = a0;
  e->args[1] = a1;
  e->args[2] = a2;
  e->kind = Kind::Span;
  publish(b);
}

void counter(const char* name, int64_t ts_ns, Arg a0, Arg a1, Arg a2) {
  ThreadBuffer* b = buffer();
  Event* e = slot(b);
  e->ts_ns = ts_ns;
  e->dur_ns = 0;
  e->name = name;
  e->category = "heap";
  e->text_name = nullptr;
  e->text = nullptr;
  e->args[0] = a0;
  e->args[1] = a1;
  e->args[2] = a2;
  e->kind = Kind::Counter;
  publish(b);
}

void reserve(unsigned events) {
  ThreadBuffer* b = buffer();
  if (b->current->count.load(std::memory_order_relaxed) + events > kChunkEvents) {
    auto* fresh = new Chunk;
    b->current->next.store(fresh, std::memory_order_release);
    b->current = fresh;
  }
}

void name_thread(const std::string& name) {
  ThreadBuffer* b = buffer();
  if (b->named.load(std::memory_order_relaxed) && name == b->given_name) return;
  std::snprintf(b->given_name, sizeof(b->given_name), "%s", name.c_str());
  b->named.store(true, std::memory_order_release);
}

uint64_t event_count() { return g_events.load(std::memory_order_relaxed); }

bool write_file() {
  if (!enabled()) return false;
  FILE* out = std::fopen(g_path.c_str(), "w");
  if (out == nullptr) {
    std::fprintf(stderr, "[warning] GCTraceFile: cannot write %s: %s\n", g_path.c_str(), std::strerror(errno));
    return false;
  }
  const int pid = int(getpid());
  fmt::memory_buffer text;
  fmt::format_to(std::back_inserter(text), "{{\"displayTimeUnit\":\"ms\",\"traceEvents\":[\n");
  fmt::format_to(std::back_inserter(text),
                 "{{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":{},\"tid\":{},\"args\":{{\"name\":\"jvmlab\"}}}}",
                 pid, pid);
  for (ThreadBuffer* b = g_buffers.load(std::memory_order_acquire); b != nullptr; b = b->next_buffer) {
    fmt::format_to(std::back_inserter(text),
                   ",\n{{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":{},\"tid\":{},\"args\":{{\"name\":\"{}\"}}}}",
                   pid, b->tid, escape(thread_name(*b).c_str()));
    std::vector<const Event*> events;
    for (Chunk* c = b->first; c != nullptr; c = c->next.load(std::memory_order_acquire)) {
      const unsigned n = c->count.load(std::memory_order_acquire);
      for (unsigned i = 0; i < n; i++) events.push_back(&c->events[i]);
    }
    // Start order; of two spans starting together the longer (enclosing) one first.
    std::stable_sort(events.begin(), events.end(), [](const Event* x, const Event* y) {
      return x->ts_ns != y->ts_ns ? x->ts_ns < y->ts_ns : x->dur_ns > y->dur_ns;
    });
    for (const Event* e : events) {
      const double ts = us(e->ts_ns - g_start_ns);
      if (e->kind == Kind::Span) {
        fmt::format_to(std::back_inserter(text),
                       ",\n{{\"name\":\"{}\",\"cat\":\"{}\",\"ph\":\"X\",\"ts\":{:.3f},\"dur\":{:.3f},\"pid\":{},\"tid\":{}",
                       escape(e->name), escape(e->category), ts, us(e->dur_ns), pid, b->tid);
      } else {
        fmt::format_to(std::back_inserter(text),
                       ",\n{{\"name\":\"{}\",\"cat\":\"{}\",\"ph\":\"C\",\"ts\":{:.3f},\"pid\":{},\"tid\":{}",
                       escape(e->name), escape(e->category), ts, pid, b->tid);
      }
      fmt::format_to(std::back_inserter(text), ",\"args\":{{");
      bool first = true;
      for (const Arg& a : e->args) {
        if (a.name == nullptr) continue;
        fmt::format_to(std::back_inserter(text), "{}\"{}\":{}", first ? "" : ",", escape(a.name), a.value);
        first = false;
      }
      if (e->text_name != nullptr && e->text != nullptr) {
        fmt::format_to(std::back_inserter(text), "{}\"{}\":\"{}\"", first ? "" : ",", escape(e->text_name),
                       escape(e->text));
      }
      fmt::format_to(std::back_inserter(text), "}}}}");
    }
  }
  fmt::format_to(std::back_inserter(text), "\n]}}\n");
  const bool ok = std::fwrite(text.data(), 1, text.size(), out) == text.size();
  return std::fclose(out) == 0 && ok;
}

}  // namespace jvmlab::gc::trace
