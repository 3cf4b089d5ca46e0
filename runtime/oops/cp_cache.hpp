// The constant-pool cache: one typed entry per constant-pool entry of a class, filled once by the
// link resolver (runtime/classloading/link_resolver.hpp) when an instruction first uses it, and
// read by every tier (the interpreter's quick instructions, compiled code). Does not resolve.
//
//   kind            f1                         f2                      index        arg_slots
//   InstanceField   Field*                     -                       byte offset  -
//   StaticField     Field*                     static slot address     -            -
//   DirectCall      Method* called             -                       -            yes
//   VtableCall      Method* resolved           -                       vtable index yes
//   InterfaceCall   Method* resolved           inline cache (IcPair*)  -            yes
//   Class           Klass*                     -                       -            -
//   StringConstant  Object* (a GC root)        -                       -            -
//   CallSite        CallSite* (runtime/indy)   -                       -            yes
//
// Publication: the resolver writes f1, f2, index, arg_slots and flags, then stores `kind` with
// release; a reader that loads `kind` with acquire (or dispatches on an instruction quickened
// after that store) sees them. An entry's kind never changes once set. One constant can serve
// several instructions (invokespecial and invokevirtual of one Methodref, getfield and putfield):
// an instruction whose link differs from the entry's (another kind or target) is not quickened
// and links on each execution (rare: javac shares a Methodref between `super.m()` and `x.m()`).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

#include "utilities/debug.hpp"

namespace jvmlab {

struct Field;
struct Klass;
struct Method;
struct Object;

/// What a resolved constant-pool cache entry holds (the table above).
enum class CpEntryKind : uint8_t {
  Unresolved = 0,
  InstanceField,
  StaticField,
  DirectCall,
  VtableCall,
  InterfaceCall,
  Class,
  StringConstant,
  CallSite,
};

/// A monomorphic inline-cache entry of an interface call: the receiver class and the method
/// selected for it, immutable once made. A call site publishes one pair through a single atomic
/// pointer (CpCacheEntry::f2), so a racing thread never sees a class with another class's
/// target. Pairs are interned and never freed (link_resolver.cpp): one per (class, method).
struct IcPair {
  const Klass* klass;
  Method* target;
};

/// One entry of a class's constant-pool cache. 24 bytes: there is one per constant-pool entry of
/// every loaded class, so its size is page faults at each class load.
struct CpCacheEntry {
  std::atomic<CpEntryKind> kind{CpEntryKind::Unresolved};  // published last (release)
  uint8_t flags = 0;       // kVolatile for fields
  uint16_t arg_slots = 0;  // calls: argument slots the instruction pops (receiver included)
  uint32_t index = 0;      // field byte offset or vtable index
  void* f1 = nullptr;      // the resolved Field*, Method*, Klass*, Object* or CallSite*
  std::atomic<void*> f2{nullptr};  // a static's slot address, or an interface call's IcPair*

  static constexpr uint8_t kVolatile = 1;

  CpEntryKind kind_acquire() const { return kind.load(std::memory_order_acquire); }
  bool is_resolved() const { return kind_acquire() != CpEntryKind::Unresolved; }

  // Typed reads: each asserts the entry's kind (asserts build) and returns its fields.
  Field* field() const {
    JVMLAB_ASSERT(kind_is(CpEntryKind::InstanceField) || kind_is(CpEntryKind::StaticField),
                  "cache entry read as a field");
    return static_cast<Field*>(f1);
  }
  uint32_t field_offset() const {
    JVMLAB_ASSERT(kind_is(CpEntryKind::InstanceField), "cache entry read as an instance field");
    return index;
  }
  bool is_volatile() const { return flags & kVolatile; }
  void* static_slot() const {
    JVMLAB_ASSERT(kind_is(CpEntryKind::StaticField), "cache entry read as a static field");
    return f2.load(std::memory_order_relaxed);
  }
  Method* method() const {
    JVMLAB_ASSERT(kind_is(CpEntryKind::DirectCall) || kind_is(CpEntryKind::VtableCall) ||
                      kind_is(CpEntryKind::InterfaceCall),
                  "cache entry read as a call");
    return static_cast<Method*>(f1);
  }
  uint32_t vtable_index() const {
    JVMLAB_ASSERT(kind_is(CpEntryKind::VtableCall), "cache entry read as a vtable call");
    return index;
  }
  const IcPair* inline_cache() const {
    JVMLAB_ASSERT(kind_is(CpEntryKind::InterfaceCall), "cache entry read as an interface call");
    return static_cast<const IcPair*>(f2.load(std::memory_order_acquire));
  }
  void set_inline_cache(const IcPair* ic) {
    JVMLAB_ASSERT(kind_is(CpEntryKind::InterfaceCall), "inline cache set on a non-interface entry");
    f2.store(const_cast<IcPair*>(ic), std::memory_order_release);
  }
  Klass* klass() const {
    JVMLAB_ASSERT(kind_is(CpEntryKind::Class), "cache entry read as a class");
    return static_cast<Klass*>(f1);
  }
  Object* string() const {
    JVMLAB_ASSERT(kind_is(CpEntryKind::StringConstant), "cache entry read as a string constant");
    return static_cast<Object*>(f1);
  }
  void* call_site() const {
    JVMLAB_ASSERT(kind_is(CpEntryKind::CallSite), "cache entry read as a call site");
    return f1;
  }

 private:
  bool kind_is(CpEntryKind k) const { return kind.load(std::memory_order_relaxed) == k; }
};
static_assert(sizeof(CpCacheEntry) == 24, "CpCacheEntry grew: every constant-pool entry of every class pays");

/// A class's constant-pool cache: entries indexed like the constant pool, allocated zeroed
/// (Unresolved) once when the class is linked. Entries do not move (their addresses are GC
/// roots for string constants and are read by racing threads).
class CpCache {
 public:
  /// Allocates `n` unresolved entries (once; not thread-safe: the class is not yet published).
  void allocate(size_t n) {
    JVMLAB_ASSERT(entries_ == nullptr, "a constant-pool cache is allocated once");
    entries_ = std::make_unique<CpCacheEntry[]>(n);
    size_ = n;
  }
  CpCacheEntry* data() const { return entries_.get(); }
  size_t size() const { return size_; }
  CpCacheEntry& operator[](size_t i) const {
    JVMLAB_ASSERT(i < size_, "constant-pool cache index in range");
    return entries_[i];
  }

 private:
  std::unique_ptr<CpCacheEntry[]> entries_;
  size_t size_ = 0;
};

}  // namespace jvmlab
