// Time for the collector's phases, pauses and logs: one steady clock in nanoseconds, the CPU
// clocks the sizing policy's GC CPU share is measured with, and the units log lines print
// (milliseconds, MiB). Does not measure anything by itself.
#pragma once

#include <time.h>

#include <atomic>
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

/// CPU time the calling thread has used, in nanoseconds (CLOCK_THREAD_CPUTIME_ID). Thread-safe.
inline int64_t thread_cpu_ns() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return int64_t(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

/// CPU time the whole process has used, in nanoseconds (CLOCK_PROCESS_CPUTIME_ID): the base the
/// GC CPU share is taken of, so that a loaded machine slows both sides alike. Thread-safe.
inline int64_t process_cpu_ns() {
  timespec ts{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return int64_t(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

/// CPU nanoseconds used by GC worker threads other than the driver (gc/workers.hpp adds each
/// worker's time when it returns). The driver adds its own thread's time per cycle.
inline std::atomic<int64_t> g_gc_worker_cpu_ns{0};

/// Nanoseconds as milliseconds, for log lines.
inline double ms(int64_t ns) { return double(ns) / 1e6; }

/// Bytes as whole MiB (rounded down), for log lines.
inline size_t mb(size_t bytes) { return bytes >> 20; }

}  // namespace jvmlab::gc
