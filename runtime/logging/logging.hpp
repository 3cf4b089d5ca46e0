// Unified logging: -Xlog selections (tag sets x levels x outputs) and HotSpot-style decorated lines
// "[0.012s][info][class,load] java.lang.Object source: jrt:/java.base", written through spdlog
// sinks. Does not define the JVMLAB_LOG statement macro (runtime/logging/log.hpp does).
//
// Model (JEP 158, HotSpot's logConfiguration/logSelection): every log statement has a fixed tag
// set (LogTag) and a level. Each output (stdout, stderr, a file) keeps one level per tag set; a
// line goes to every output whose level for its tag set is at or below the line's level. With no
// -Xlog the configuration is HotSpot's default, all=warning on stdout.
//
// Cost: log_enabled() is one relaxed byte load and a compare. No spdlog object exists until the
// first line is actually written, so a run without -Xlog never constructs a logger.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

namespace jvmlab {

/// Log levels, lowest (most verbose) first, as in HotSpot. Off disables a tag set.
enum class LogLevel : uint8_t { Trace = 1, Debug, Info, Warning, Error, Off };

/// Every tag set the VM logs with. HotSpot spells them with '+' on the command line
/// (-Xlog:class+load) and ',' in the output ([class,load]). Add a tag set here, in kTagSets and
/// in g_log_threshold's initializer (logging.cpp). Every other tag HotSpot 17 knows is accepted
/// in a selection too (it only matches nothing), so command lines copied from java keep working.
enum class LogTag : uint8_t {
  ClassLoad,    // class+load: one line per loaded class
  ClassInit,    // class+init: one line per class initialization
  Gc,           // gc: one line per GC cycle, allocation stalls
  GcInit,       // gc+init: heap and collector configuration at startup
  GcHeap,       // gc+heap: the heap table of each cycle, uncommits
  GcPhases,     // gc+phases: one line per GC phase with its duration
  GcReloc,      // gc+reloc: relocation set and relocation statistics per cycle
  GcStats,      // gc+stats: the periodic Avg/Max statistics table
  Safepoint,    // safepoint: one line per safepoint (time to reach it, time at it)
  StartupTime,  // startuptime: VM startup phases
  Logging,      // logging: the logging framework's own warnings and errors
  Verification, // verification: the bytecode verifier, per class and per method
  JitCompilation,  // jit+compilation: the compile broker's tasks (queue length, phase times)
  GcStart,      // gc+start: "GC(n) Garbage Collection (cause)" when a cycle starts
  GcTask,       // gc+task: the number of GC workers a cycle uses
  GcLoad,       // gc+load: the system load average at the end of a cycle
  GcMmu,        // gc+mmu: minimum mutator utilization over 2..100 ms windows
  GcHeapExit,   // gc+heap+exit: the heap summary at VM exit
  GcErgoHeap,   // gc+ergo+heap: heap sizing decisions (JEP 545 increases, commits, shrinks)
  GcRef,        // gc+ref: reference processing (per-type counts, soft reference policy)
  Count
};

inline constexpr size_t kLogTagCount = size_t(LogTag::Count);

namespace detail {
/// Lowest enabled level per tag set over all outputs (LogLevel as a byte). Written only by
/// configure_logging/reset_logging, read by every log_enabled check.
extern std::atomic<uint8_t> g_log_threshold[kLogTagCount];
}  // namespace detail

/// True when a line of `level` with tag set `tag` would be written to some output. Thread-safe,
/// wait-free; meant to guard the formatting of a log line.
inline bool log_enabled(LogTag tag, LogLevel level) {
  return uint8_t(level) >= detail::g_log_threshold[size_t(tag)].load(std::memory_order_relaxed);
}

/// Writes one line (no trailing newline in `message`) to every output that selected
/// (`tag`, `level`), decorated as that output asks (default: uptime, level, tags). Each decoration
/// is padded to the widest value seen so far on its output, as HotSpot does. Thread-safe (one
/// mutex per output); lines are flushed immediately so they interleave correctly with the
/// program's own stdout.
void log_write(LogTag tag, LogLevel level, std::string_view message);

/// One line of a multi-line log message (log_write_message).
struct LogLine {
  LogTag tag;
  LogLevel level;
  std::string text;  // no trailing newline
};

/// Writes `lines` as one message: each line is decorated and routed as log_write would, and no
/// other thread's line comes between them on any output (HotSpot's LogMessage). Tables (the
/// gc+stats table, the heap summary at exit) use it so that a reader or a log analyser sees them
/// whole while a GC cycle is logging beside them. Thread-safe.
void log_write_message(std::span<const LogLine> lines);

/// Formats with fmt and logs when enabled:
///   log_fmt(LogTag::GcInit, LogLevel::Info, "Heap Max Capacity: {}M", n);
/// Arguments are evaluated even when disabled; guard expensive ones with log_enabled. (Not named
/// `log`: that would hide ::log/std::log for unqualified calls inside namespace jvmlab.)
template <typename... Args>
void log_fmt(LogTag tag, LogLevel level, std::string_view format, const Args&... args);

/// Checks one -Xlog option value (the text after "-Xlog:", "" for a bare -Xlog) without applying
/// it. Returns nullopt when valid, else HotSpot's message, e.g. "Invalid tag 'foo' in log
/// selection.", "Invalid level 'bar' in log selection.", "Invalid decorator 'foo'.". The caller
/// prints it as an [error][logging] line (see format_log_line). Grammar:
///   -Xlog[:[selections][:[output][:[decorators][:output-options]]]]
///   selections := selection[,selection...]   selection := all | tag[+tag...][*] then [=level]
///   output := stdout | stderr | file=<path> | <path>    (%p and %t in a path: pid, start time)
///   output-options := filecount=<n>,filesize=<size>[K|M|G]  (file outputs only; HotSpot's
///   defaults 5 and 20M; rotation renames gc.log to gc.log.0 .. gc.log.<n-1>, as HotSpot does)
///   "disable" turns every output off, including the default warnings on stdout.
/// Errors for output options: "Invalid option 'x' for log output 'file=...'." and friends.
std::optional<std::string> check_log_option(std::string_view value);

/// Applies -Xlog option values in order (later ones override earlier ones for the tag sets they
/// select; outputs accumulate). Values must have passed check_log_option; invalid ones are skipped.
/// Warns (as [warning][logging]) about selections that match no tag set, as HotSpot does. Call at
/// startup before other threads log.
void configure_logging(const std::vector<std::string>& selections);

/// Back to the default configuration (all=warning on stdout) and closes file outputs. For tests.
void reset_logging();

/// Seconds since the process started (the "uptime" decoration).
double log_uptime_seconds();

/// One line with the default decorations and no padding state:
/// "[0.001s][error][logging] Invalid tag 'foo' in log selection.". Used by the option parser
/// before logging is configured.
std::string format_log_line(LogTag tag, LogLevel level, std::string_view message);

/// Help text for -Xlog:help (available tag sets, levels, decorators, examples).
std::string log_help_text();

}  // namespace jvmlab

template <typename... Args>
void jvmlab::log_fmt(LogTag tag, LogLevel level, std::string_view format, const Args&... args) {
  if (!log_enabled(tag, level)) return;
  log_write(tag, level, fmt::vformat(format, fmt::make_format_args(args...)));
}
