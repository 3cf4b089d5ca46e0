// The gc/ logging hook. See gc_log.hpp.
#include "gc/gc_log.hpp"

namespace jvmlab::gc {

namespace {
LogEnabledFn g_enabled = nullptr;
LogWriteFn g_write = nullptr;
LogWriteLinesFn g_write_lines = nullptr;
ThreadNameFn g_thread_namer = nullptr;
}  // namespace

void set_thread_namer(ThreadNameFn namer) { g_thread_namer = namer; }

std::string current_thread_name() { return g_thread_namer ? g_thread_namer() : "unknown"; }

void set_logger(LogEnabledFn enabled, LogWriteFn write, LogWriteLinesFn write_lines) {
  g_enabled = enabled;
  g_write = write;
  g_write_lines = write_lines;
}

bool log_enabled(LogTopic topic, LogDetail detail) {
  return g_enabled != nullptr && g_enabled(topic, detail);
}

void log_write(LogTopic topic, LogDetail detail, std::string_view line) {
  if (g_write != nullptr) g_write(topic, detail, line);
}

void log_write_lines(LogTopic topic, LogDetail detail, std::span<const std::string> lines) {
  if (g_write_lines != nullptr) g_write_lines(topic, detail, lines);
}

}  // namespace jvmlab::gc
