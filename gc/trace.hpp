// GC trace: the collector's and the VM's events (phases, pauses, safepoints, heap counters,
// memory-worker commits and heats, allocation stalls) recorded into per-thread buffers while the
// program runs and written at exit as Chrome/Perfetto trace-event JSON (-XX:GCTraceFile). Records;
// does not decide what to record (the hooks in collector.cpp, memory_worker.cpp and the safepoint
// synchronizer do) and does not draw (tools/gc_report does).
//
//   thread A ─ record() ─► A's buffer: chunk ─► chunk ─► ...   (only A appends; no lock)
//   thread B ─ record() ─► B's buffer: chunk ─► ...
//   exit:  write_file() walks every buffer, sorts each thread's events by time and formats them
//
// An event is a fixed-size record: names are string literals (never copied), arguments are
// integers. Appending is one store into the owner's chunk and a release store of its count, so a
// pause pays no formatting, no lock and — after reserve() — no allocation.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>

namespace jvmlab::gc::trace {

/// True once enable() has run. Every hook checks it first: one relaxed load when tracing is off.
inline std::atomic<bool> g_enabled{false};
inline bool enabled() { return g_enabled.load(std::memory_order_relaxed); }

/// One integer argument of an event: `name` a string literal.
struct Arg {
  const char* name = nullptr;
  int64_t value = 0;
};

/// Starts recording; the trace goes to `path` at write_file(). Call once, before the collector's
/// threads start; not thread-safe with record().
void enable(const std::string& path);

/// Appends a complete span ("X"): `name` and `category` string literals, `start_ns` and
/// `end_ns` on gc::now_ns()'s clock, up to three integer arguments and one literal string
/// argument (`text_name`: `text`). On the calling thread's buffer, which is created at the
/// thread's first event (that one allocation can be moved out of a pause with reserve()).
/// Thread-safe; lock-free after the thread's first event.
void span(const char* name, const char* category, int64_t start_ns, int64_t end_ns, Arg a0 = {},
          Arg a1 = {}, Arg a2 = {}, const char* text_name = nullptr, const char* text = nullptr);

/// Appends a counter sample ("C") named `name` at `ts_ns`: each argument is one series of the
/// counter track (Perfetto draws "Heap" with series capacity, used). Thread-safe.
void counter(const char* name, int64_t ts_ns, Arg a0, Arg a1 = {}, Arg a2 = {});

/// Makes sure the calling thread's buffer has room for `events` more events without allocating:
/// call before a pause that records. Thread-safe.
void reserve(unsigned events);

/// Names the calling thread in the trace (thread_name metadata), replacing the OS name read at
/// its first event; `name` is copied (at most 47 bytes). Thread-safe; allocates on the first call.
void name_thread(const std::string& name);

/// Writes every thread's events to the path given to enable(): {"traceEvents":[...]} with
/// process_name/thread_name metadata, timestamps in microseconds since enable(), pid the process,
/// tid the OS thread id, each thread's events sorted by start. Threads still recording meanwhile
/// lose what they append after their count was read. Returns false when the file cannot be
/// written (the reason on stderr, as HotSpot's -Xlog outputs report it). Call once, at exit.
bool write_file();

/// Events recorded so far, over all threads (for tests).
uint64_t event_count();

}  // namespace jvmlab::gc::trace
