// Time for the collector's phases, pauses and logs: one steady clock in nanoseconds, and the
// units log lines print (milliseconds, MiB). Does not measure anything by itself.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>

namespace jvmlab::gc {

/// Nanoseconds of the steady (monotonic) clock since an unspecified start. Thread-safe.
inline int64_t now_ns() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

/// Nanoseconds as milliseconds, for log lines.
inline double ms(int64_t ns) { return double(ns) / 1e6; }

/// Bytes as whole MiB (rounded down), for log lines.
inline size_t mb(size_t bytes) { return bytes >> 20; }

}  // namespace jvmlab::gc
