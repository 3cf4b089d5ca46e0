// GC_LOG: how gc/ writes HotSpot-style log lines without including runtime/ (gc/ uses nothing
// above it): the runtime installs two function pointers at start-up; until then every line is
// dropped.
#pragma once

#include <fmt/format.h>

#include <span>
#include <string>
#include <string_view>

namespace jvmlab::gc {

/// The gc/ tag sets, mapped by the runtime onto -Xlog's gc+init, gc+heap, gc, gc+phases,
/// gc+reloc, gc+stats, gc+start, gc+task, gc+load, gc+mmu, gc+heap+exit, gc+ergo+heap and gc+ref.
enum class LogTopic { Init, Heap, Gc, Phases, Reloc, Stats, Start, Task, Load, Mmu, HeapExit, ErgoHeap, Ref };
/// Levels gc/ uses: Info for what -Xlog:gc+heap shows by default, Debug for every step.
enum class LogDetail { Info, Debug };

using LogEnabledFn = bool (*)(LogTopic, LogDetail);
using LogWriteFn = void (*)(LogTopic, LogDetail, std::string_view);
/// Writes several lines as one message: no other thread's line comes between them.
using LogWriteLinesFn = void (*)(LogTopic, LogDetail, std::span<const std::string>);

/// The calling thread's name as java shows it ("main", "Thread-0"), for ZGC's "Allocation Stall
/// (main) 12.345ms". Must not allocate in the Java heap or wait for a pause.
using ThreadNameFn = std::string (*)();

/// Installs the runtime's logger. Call once before starting the heap; not thread-safe.
void set_logger(LogEnabledFn enabled, LogWriteFn write, LogWriteLinesFn write_lines);
/// Installs the runtime's thread namer (optional; without it names are "unknown").
void set_thread_namer(ThreadNameFn namer);
/// The calling thread's name through the installed namer.
std::string current_thread_name();
/// True when a line of this topic and level would be written. Thread-safe.
bool log_enabled(LogTopic topic, LogDetail detail);
/// Writes one line (no newline). Thread-safe if the runtime's writer is.
void log_write(LogTopic topic, LogDetail detail, std::string_view line);
/// Writes `lines` (no newlines) as one message, never interleaved with another thread's lines:
/// for tables such as gc+stats. Thread-safe if the runtime's writer is.
void log_write_lines(LogTopic topic, LogDetail detail, std::span<const std::string> lines);

}  // namespace jvmlab::gc

/// Logs one line for gc/ topic `topic` at level `detail` when -Xlog selected it; the arguments
/// are only formatted then.
#define GC_LOG(topic, detail, ...)                                                           \
  do {                                                                                       \
    if (::jvmlab::gc::log_enabled(::jvmlab::gc::LogTopic::topic,                             \
                                  ::jvmlab::gc::LogDetail::detail))                          \
      ::jvmlab::gc::log_write(::jvmlab::gc::LogTopic::topic, ::jvmlab::gc::LogDetail::detail, \
                              fmt::format(__VA_ARGS__));                                     \
  } while (0)
