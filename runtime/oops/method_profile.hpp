// Method profiles: what the interpreter observes of a warm method for the JIT's tier policy and
// its inlining decisions. The counters (invocations, back-edges) live in Method itself; the
// receiver-class profile of each invokevirtual/invokeinterface site lives in a side table that
// is allocated only when the method gets warm (HotSpot's MethodData with ReceiverTypeData,
// TypeProfileWidth = 2). Does not decide anything: the tier policy reads it.
//
//   MethodProfile of a method with call sites at bci 4 and 17:
//     site_of_bci:  [ -1 -1 -1 -1  0 -1 ... -1  1 -1 ...]      one int16 per bci of the code
//     sites[0]:     receiver[0] = Square  count[0] = 812
//                   receiver[1] = Circle  count[1] = 40      polymorphic = 3 (other classes)
//     sites[1]:     ...
//
// Updates are racy by design (plain relaxed increments; a row is claimed by CAS): a lost count
// between two threads changes a heuristic, never correctness. Counts saturate at kMaxCount.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

#include "utilities/debug.hpp"

namespace jvmlab {

struct Klass;
struct Method;

/// The receiver classes one virtual or interface call site saw, in up to kWidth rows.
struct ReceiverProfile {
  static constexpr int kWidth = 2;
  std::atomic<const Klass*> receiver[kWidth] = {};
  std::atomic<uint32_t> count[kWidth] = {};
  std::atomic<uint32_t> polymorphic{0};  // calls whose receiver matched no row (rows full)
};

/// The side table of one method; created once by MethodProfile::start, never freed while the
/// method lives.
class MethodProfile {
 public:
  /// Invocations or back-edges after which the interpreter starts recording receiver classes:
  /// about HotSpot's Tier3InvocationThreshold (200) for calls; for loops, about a seventh of
  /// Tier3BackEdgeThreshold (60000), so a method that is one long loop gets profiled early.
  /// Powers of two: a profile starts at a notify point (the first at or after these counts), so
  /// that an interpreted call or back-edge tests its counter once, for both.
  static constexpr uint32_t kStartInvocations = 256;
  static constexpr uint32_t kStartBackedges = 8192;
  /// Counts stop growing here (a heuristic needs no more).
  static constexpr uint32_t kMaxCount = 1u << 30;

  /// Creates `m`'s profile from its original bytecode and publishes it in `m->profile` (once;
  /// racing callers get the same table). Returns it, or null when profiling is off. Thread-safe.
  static MethodProfile* start(Method* m);

  /// Turns receiver profiling on or off for the whole VM (off with -Xint: no compiler will read
  /// it). Call at start-up, before Java runs.
  static void set_enabled(bool on) { enabled_ = on; }

  /// Counts one invocation of `m`. Returns true at a notify point (the count is a multiple of
  /// the invocation mask + 1): the caller then syncs its frame and calls compiler::on_invocation,
  /// which starts the profile (at_notify_point) and asks the tier policy. One AND and one branch
  /// on the interpreter's path, the same as the profile-start compare alone cost before.
  static bool count_invocation(Method* m);
  /// Counts one taken backward branch in `m`. Returns true at a back-edge notify point
  /// (compiler::on_backedge, which starts the profile too).
  static bool count_backedge(Method* m);

  /// At a notify point of `m`: starts its profile once a counter reached kStartInvocations or
  /// kStartBackedges (no-op when profiling is off or the profile exists). Thread-safe.
  static void at_notify_point(Method* m);

  /// Sets the notify masks (2^k - 1; HotSpot's Tier0InvokeNotifyFreqLog and
  /// Tier0BackedgeNotifyFreqLog). The default (kStartInvocations - 1, kStartBackedges - 1)
  /// notifies where profiles start and nowhere else (no compiler: -Xint, where the policy
  /// returns at once). Call at start-up, before Java runs.
  static void set_notify_masks(uint32_t invocation_mask, uint32_t backedge_mask) {
    invocation_notify_mask_ = invocation_mask;
    backedge_notify_mask_ = backedge_mask;
  }

  /// The profile row of the call site at `bci`, or null when `bci` is not a virtual or interface
  /// call.
  ReceiverProfile* site(int bci) const {
    if (bci < 0 || size_t(bci) >= site_of_bci_.size()) return nullptr;
    const int16_t s = site_of_bci_[size_t(bci)];
    return s < 0 ? nullptr : &sites_[size_t(s)];
  }

  /// Records one call at `bci` with a receiver of class `k`.
  void record(int bci, const Klass* k) {
    ReceiverProfile* p = site(bci);
    if (p == nullptr) return;
    for (int i = 0; i < ReceiverProfile::kWidth; i++) {
      const Klass* r = p->receiver[i].load(std::memory_order_relaxed);
      if (r == nullptr) {
        // Claim the empty row; a racing thread may claim it for another class first.
        if (!p->receiver[i].compare_exchange_strong(r, k, std::memory_order_relaxed) && r != k) continue;
        r = k;
      }
      if (r == k) {
        bump(p->count[i]);
        return;
      }
    }
    bump(p->polymorphic);
  }

  /// Number of profiled call sites.
  size_t site_count() const { return site_count_; }

 private:
  static void bump(std::atomic<uint32_t>& c) {
    const uint32_t v = c.load(std::memory_order_relaxed);
    if (v < kMaxCount) c.store(v + 1, std::memory_order_relaxed);
  }

  static inline bool enabled_ = true;
  static inline uint32_t invocation_notify_mask_ = kStartInvocations - 1;
  static inline uint32_t backedge_notify_mask_ = kStartBackedges - 1;

  std::vector<int16_t> site_of_bci_;
  std::unique_ptr<ReceiverProfile[]> sites_;
  size_t site_count_ = 0;
};

}  // namespace jvmlab

#include "runtime/oops/klass.hpp"

namespace jvmlab {

inline bool MethodProfile::count_invocation(Method* m) {
  const uint32_t n = m->invocation_count.load(std::memory_order_relaxed) + 1;
  m->invocation_count.store(n, std::memory_order_relaxed);
  return (n & invocation_notify_mask_) == 0;
}

inline bool MethodProfile::count_backedge(Method* m) {
  const uint32_t n = m->backedge_count.load(std::memory_order_relaxed) + 1;
  m->backedge_count.store(n, std::memory_order_relaxed);
  return (n & backedge_notify_mask_) == 0;
}

inline void MethodProfile::at_notify_point(Method* m) {
  if (!enabled_ || m->profile.load(std::memory_order_acquire) != nullptr) return;
  if (m->invocation_count.load(std::memory_order_relaxed) >= kStartInvocations ||
      m->backedge_count.load(std::memory_order_relaxed) >= kStartBackedges)
    start(m);
}

}  // namespace jvmlab
