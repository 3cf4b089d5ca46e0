// JVMLAB_LOG: the VM's one-line log statements, cheap when the tag set is off. The -Xlog selection
// and the output decoration live in runtime/logging/logging.hpp.
#pragma once

#include <fmt/format.h>

#include "runtime/logging/logging.hpp"

/// Logs one info line for tag set `tag` (a LogTag enumerator name) when -Xlog selected it.
#define JVMLAB_LOG(tag, ...)                                                              \
  do {                                                                                    \
    if (::jvmlab::log_enabled(::jvmlab::LogTag::tag, ::jvmlab::LogLevel::Info))           \
      ::jvmlab::log_write(::jvmlab::LogTag::tag, ::jvmlab::LogLevel::Info,                \
                          fmt::format(__VA_ARGS__));                                      \
  } while (0)
