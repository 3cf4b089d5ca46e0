// The compiler CPU bound's budget (cpu_bound.hpp).
#include "runtime/compiler/cpu_bound.hpp"

#include <algorithm>

namespace jvmlab::compiler {

CompilerCpuBound::CompilerCpuBound(double percent, unsigned cpus)
    : rate_(percent > 0 && cpus > 0 ? percent / 100.0 * cpus : 0) {}

double CompilerCpuBound::wait_seconds(double now, double cap) {
  if (rate_ <= 0) return 0;
  std::lock_guard<std::mutex> g(lock_);
  if (!started_) {
    started_ = true;
    t0_ = now;
  }
  const double over = used_ - rate_ * (now - t0_);
  return over <= 0 ? 0 : std::min(cap, over / rate_);
}

void CompilerCpuBound::charge(double cpu_seconds) {
  std::lock_guard<std::mutex> g(lock_);
  used_ += std::max(0.0, cpu_seconds);
}

double CompilerCpuBound::used() const {
  std::lock_guard<std::mutex> g(lock_);
  return used_;
}

double CompilerCpuBound::budget(double now) const {
  std::lock_guard<std::mutex> g(lock_);
  return started_ ? rate_ * (now - t0_) : 0;
}

}  // namespace jvmlab::compiler
