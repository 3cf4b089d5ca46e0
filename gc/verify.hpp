// Heap verification (-XX:+VerifyHeap, after ZGC's ZVerify): a full traversal from the roots,
// inside a pause, that changes nothing and aborts at the first broken invariant. Does not decide
// when to verify (the collector's cycle does: after mark and after relocate).
#pragma once

#include <cstdint>

namespace jvmlab::gc {

class Collector;

/// Walks every object reachable from the roots of `collector`'s object model and checks, always
/// (these are the verifier's own checks, on in every build): every colored reference carries a
/// valid color (after mark: the good one) and every reference leads to a valid object below its
/// page's top on a page in use. After relocate, a reference that is not Remapped is followed
/// through the forwarding tables. On a violation prints `VerifyHeap (<when>) failed: ...` to
/// stderr and aborts. Call only inside a pause (all Java threads stopped). `when`: "after mark"
/// or "after relocate", for the messages; `gc_id`: GC(n) of the gc debug log line that counts
/// the objects checked.
void verify_heap(Collector& collector, const char* when, uint64_t gc_id);

}  // namespace jvmlab::gc
