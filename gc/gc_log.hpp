// GC_LOG: how gc/ writes HotSpot-style log lines without including runtime/ (gc/ uses nothing
// above it): the runtime installs two function pointers at start-up; until then every line is
// dropped.
#pragma once

#include <fmt/format.h>

#include <string_view>

namespace jvmlab::gc {

/// The gc/ tag sets, mapped by the runtime onto -Xlog's gc+init, gc+heap, gc, gc+phases,
/// gc+reloc and gc+stats.
enum class LogTopic { Init, Heap, Gc, Phases, Reloc, Stats };
/// Levels gc/ uses: Info for what -Xlog:gc+heap shows by default, Debug for every step.
enum class LogDetail { Info, Debug };

using LogEnabledFn = bool (*)(LogTopic, LogDetail);
using LogWriteFn = void (*)(LogTopic, LogDetail, std::string_view);

/// Installs the runtime's logger. Call once before starting the heap; not thread-safe.
void set_logger(LogEnabledFn enabled, LogWriteFn write);
/// True when a line of this topic and level would be written. Thread-safe.
bool log_enabled(LogTopic topic, LogDetail detail);
/// Writes one line (no newline). Thread-safe if the runtime's writer is.
void log_write(LogTopic topic, LogDetail detail, std::string_view line);

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
