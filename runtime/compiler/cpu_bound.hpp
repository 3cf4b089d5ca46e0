// The compiler CPU bound: caps the compiler threads' share of the machine's CPUs, a control
// HotSpot does not offer (-XX:CompilerCPUPercent). Pure bookkeeping; the compile broker waits.
#pragma once

#include <cstdint>
#include <mutex>

namespace jvmlab::compiler {

/// A budget of compiler CPU time that grows with wall time: `percent` % of `cpus` CPUs since the
/// first charge, i.e. budget(t) = percent/100 * cpus * (t - t0) seconds. Compiler threads charge
/// each task's thread CPU time after it and ask, before taking the next task, how long to wait
/// for the budget to cover what they have used. A token bucket without a cap: a compiler that
/// was idle may spend its savings at once (warm-up comes in bursts). The idea is the "noisy JIT"
/// case study's: compiler threads competing with request threads for two CPUs raise p99 while
/// the program warms up; bounding their share trades a later peak for a lower p99.
/// Times are seconds on one steady clock, given by the caller. Thread-safe.
class CompilerCpuBound {
 public:
  /// A bound of `percent` % of `cpus` CPUs (100 % of 2 CPUs: two CPU seconds per second);
  /// percent <= 0 or cpus == 0 means no bound.
  CompilerCpuBound(double percent, unsigned cpus);

  bool enabled() const { return rate_ > 0; }

  /// Seconds to wait at `now` before the next task starts (0: go on), at most `cap` seconds.
  /// The first call starts the budget's clock.
  double wait_seconds(double now, double cap);

  /// Adds `cpu_seconds` of compiler thread CPU time to what was used.
  void charge(double cpu_seconds);

  /// Compiler CPU seconds used so far, and the budget at `now`.
  double used() const;
  double budget(double now) const;

 private:
  double rate_;          // CPU seconds of budget per wall second
  mutable std::mutex lock_;
  bool started_ = false;  // guarded by lock_
  double t0_ = 0;         // guarded by lock_
  double used_ = 0;       // guarded by lock_
};

}  // namespace jvmlab::compiler
