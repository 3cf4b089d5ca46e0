// What the collector needs to know about objects and roots, without knowing the object layout:
// object sizes, the reference fields of an object, and the VM's roots. The runtime implements it
// (runtime/heap/gc_roots.cpp); unit tests implement it over synthetic object graphs.
#pragma once

#include <cstddef>
#include <cstdint>

#include "gc/barrier.hpp"

namespace jvmlab::gc {

/// Receives the VM's roots during a pause. Two kinds:
///  - raw roots: a slot holding a raw address or 0 (interpreter slots, handles, class mirrors,
///    interned strings, pending exceptions). The visitor may overwrite it with the object's new
///    address.
///  - colored roots: a slot holding a zpointer outside the heap (static fields, JNI globals kept
///    colored). Treated exactly like a heap field: barrier slow path and self-heal.
class RootVisitor {
 public:
  virtual ~RootVisitor() = default;
  virtual void raw(uintptr_t* slot) = 0;
  virtual void colored(zpointer* slot) = 0;
  /// False when colored() ignores every slot: roots_do then skips enumerating them (the static
  /// fields of every class), which Pause Relocate Start does not need.
  virtual bool wants_colored() const { return true; }
};

/// The kind of a java.lang.ref.Reference object (HotSpot's ReferenceType), None for every other
/// object. Final is the finalizer's FinalReference: jvmlab has no finalization, so none occurs.
enum class ReferenceType : uint8_t { None, Soft, Weak, Final, Phantom };

/// The fields of a Reference object the collector reads and writes (gc/references.cpp):
/// `referent` (the weak field, never traced as strong by marking unless the collector decides
/// so), `discovered` (the pending-list link, a strong field) and, for a SoftReference, its
/// `timestamp` (the soft-reference clock when get() last returned the referent, in ms).
struct ReferenceFields {
  zpointer* referent = nullptr;
  zpointer* discovered = nullptr;
  const int64_t* timestamp = nullptr;  // SoftReference only
};

/// Receives the reference fields of one object: each `field` points at a zpointer inside it.
class FieldVisitor {
 public:
  virtual ~FieldVisitor() = default;
  virtual void field(zpointer* field) = 0;
  /// The referent field of Reference object `obj` of kind `type`. By default a strong field
  /// (verification, tests); marking overrides it to discover the reference instead (ZGC's
  /// ZMarkBarrierOopClosure with reference discovery).
  virtual void referent(uintptr_t obj, ReferenceType type, zpointer* field) { this->field(field); }
};

/// The object layout and root set as seen by the collector. Implementations must be callable from
/// GC worker threads concurrently with Java threads (concurrent mark and relocate) for
/// object_size/fields_do, and from the pause (all Java threads stopped) for roots_do.
class ObjectModel {
 public:
  virtual ~ObjectModel() = default;
  /// Size in bytes, a multiple of 8, of the object starting at `obj`.
  virtual size_t object_size(uintptr_t obj) const = 0;
  /// Calls `v.field` for every reference field (or reference array element) of `obj`; for a
  /// java.lang.ref.Reference, `v.referent` for its referent field instead.
  virtual void fields_do(uintptr_t obj, FieldVisitor& v) const = 0;
  /// The collector's fields of Reference object `obj` (reached through FieldVisitor::referent).
  /// Callable from GC threads concurrently with Java threads.
  virtual ReferenceFields reference_fields(uintptr_t obj) const { return {}; }
  /// Calls `v` for every root. Only inside a pause.
  virtual void roots_do(RootVisitor& v) = 0;
  /// Called inside Pause Mark Start and Pause Relocate Start: every Java thread's TLAB must be
  /// retired (top = end = 0) so that new objects go to new pages. Only inside a pause.
  virtual void retire_tlabs() = 0;
  /// True if `obj` looks like a valid object start (its class pointer is a known class). For
  /// -XX:+VerifyHeap only; may be slow.
  virtual bool is_valid_object(uintptr_t obj) const { return true; }
};

}  // namespace jvmlab::gc

namespace jvmlab::gc {

/// Stops and resumes the Java threads for the collector's pauses (runtime/threads/safepoint.hpp
/// implements it for the VM; unit tests with no Java threads use a no-op).
class Safepointer {
 public:
  virtual ~Safepointer() = default;
  /// Returns when every Java thread is at a safepoint, in native code or blocked. `operation`
  /// names the pause in -Xlog:safepoint ("ZMarkStart", "ZMarkEnd", "ZRelocateStart").
  /// Returns the time-to-safepoint in nanoseconds.
  virtual int64_t begin(const char* operation) = 0;
  /// Resumes the threads stopped by begin().
  virtual void end() = 0;
};

}  // namespace jvmlab::gc
