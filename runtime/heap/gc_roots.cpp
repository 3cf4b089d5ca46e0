// The VM's side of the collector: gc::ObjectModel over jvmlab's object layout (runtime/oops/object.hpp)
// and the root set (every thread's frames, statics, interned strings, handles). Creating, starting and stopping the collector, and System.gc, are
// in collector_setup.cpp.
#include "runtime/heap/gc_roots.hpp"

#include <mutex>
#include <unordered_set>
#include <vector>

#include "gc/object_model.hpp"
#include "runtime/frames/stack_walker.hpp"
#include "runtime/jni/jni.hpp"
#include "runtime/threads/threads.hpp"
#include "runtime/universe.hpp"
#include "runtime/vm.hpp"

namespace jvmlab {

namespace {

std::mutex g_vm_roots_lock;
std::vector<Object**>& vm_roots() {
  static auto* roots = new std::vector<Object**>();
  return *roots;
}

// java.lang.ref.Reference's fields the collector handles (gc::ReferenceFields), byte offsets:
// set when the first Reference subclass's oop map is computed (boot classes, same for all).
std::atomic<uint32_t> g_referent_offset{0}, g_discovered_offset{0}, g_timestamp_offset{0};

/// The reference kind of class `k` from its superclass chain (HotSpot's InstanceRefKlass kinds).
gc::ReferenceType reference_type_of(const Klass* k) {
  for (const Klass* c = k; c != nullptr; c = c->super) {
    if (c->name.compare(0, 14, "java/lang/ref/") != 0) continue;
    if (c->name == "java/lang/ref/SoftReference") return gc::ReferenceType::Soft;
    if (c->name == "java/lang/ref/WeakReference") return gc::ReferenceType::Weak;
    if (c->name == "java/lang/ref/PhantomReference") return gc::ReferenceType::Phantom;
    if (c->name == "java/lang/ref/FinalReference") return gc::ReferenceType::Final;
  }
  return gc::ReferenceType::None;
}

uint32_t instance_field_offset(const Klass* k, std::string_view holder, std::string_view name) {
  for (const Klass* c = k; c != nullptr; c = c->super) {
    if (c->name != holder) continue;
    for (const Field& f : c->fields) {
      if (!f.is_static() && f.name == name) return f.offset;
    }
  }
  return 0;
}

/// The reference-field offsets of instances of `k` (superclasses included), computed once; a
/// Reference's referent is left out (fields_do reports it apart) and its kind recorded.
const std::vector<uint32_t>& ref_offsets(Klass* k) {
  if (const auto* offsets = k->ref_offsets.load(std::memory_order_acquire)) return *offsets;
  auto* computed = new std::vector<uint32_t>();
  const gc::ReferenceType type = k->is_array ? gc::ReferenceType::None : reference_type_of(k);
  uint32_t referent = 0;
  if (type != gc::ReferenceType::None) {
    referent = instance_field_offset(k, "java/lang/ref/Reference", "referent");
    g_referent_offset.store(referent, std::memory_order_relaxed);
    g_discovered_offset.store(instance_field_offset(k, "java/lang/ref/Reference", "discovered"),
                              std::memory_order_relaxed);
    if (type == gc::ReferenceType::Soft) {
      g_timestamp_offset.store(instance_field_offset(k, "java/lang/ref/SoftReference", "timestamp"),
                               std::memory_order_relaxed);
    }
    k->reference_type.store(uint8_t(type), std::memory_order_relaxed);
  }
  for (Klass* c = k; c != nullptr; c = c->super) {
    for (const Field& f : c->fields) {
      if (!f.is_static() && f.type == BasicType::Reference && (referent == 0 || f.offset != referent)) {
        computed->push_back(f.offset);
      }
    }
  }
  const std::vector<uint32_t>* expected = nullptr;
  if (!k->ref_offsets.compare_exchange_strong(expected, computed, std::memory_order_acq_rel)) {
    delete computed;  // another GC worker published the same list first
    return *expected;
  }
  return *computed;
}

size_t align8(size_t n) { return (n + 7) & ~size_t(7); }

/// jvmlab's objects and roots, for the collector.
class VmObjectModel final : public gc::ObjectModel {
 public:
  size_t object_size(uintptr_t obj) const override {
    const Object* o = reinterpret_cast<const Object*>(obj);
    const Klass* k = o->klass;
    if (k->is_array) {
      return align8(kArrayBaseOffset + size_t(array_length(o)) * basic_type_size(k->element_type));
    }
    return align8(k->instance_size);
  }

  void fields_do(uintptr_t obj, gc::FieldVisitor& v) const override {
    Object* o = reinterpret_cast<Object*>(obj);
    Klass* k = o->klass;
    if (k->is_array) {
      if (k->element_type != BasicType::Reference) return;
      gc::zpointer* elements = array_data<gc::zpointer>(o);
      const int32_t n = array_length(o);
      for (int32_t i = 0; i < n; i++) v.field(elements + i);
      return;
    }
    for (uint32_t offset : ref_offsets(k)) v.field(field_addr<gc::zpointer>(o, offset));
    // After ref_offsets: it publishes the kind (acquire/release through ref_offsets).
    if (const auto type = gc::ReferenceType(k->reference_type.load(std::memory_order_relaxed));
        type != gc::ReferenceType::None) [[unlikely]] {
      v.referent(obj, type, field_addr<gc::zpointer>(o, g_referent_offset.load(std::memory_order_relaxed)));
    }
  }

  gc::ReferenceFields reference_fields(uintptr_t obj) const override {
    Object* o = reinterpret_cast<Object*>(obj);
    const auto type = gc::ReferenceType(o->klass->reference_type.load(std::memory_order_relaxed));
    gc::ReferenceFields f;
    f.referent = field_addr<gc::zpointer>(o, g_referent_offset.load(std::memory_order_relaxed));
    f.discovered = field_addr<gc::zpointer>(o, g_discovered_offset.load(std::memory_order_relaxed));
    if (type == gc::ReferenceType::Soft) {
      f.timestamp = field_addr<int64_t>(o, g_timestamp_offset.load(std::memory_order_relaxed));
    }
    return f;
  }

  void roots_do(gc::RootVisitor& v) override {
    // Inside a pause: no thread changes these structures now, and a thread stopped while holding
    // one of their locks must not deadlock the pause, so no locks are taken here except the
    // thread list's and the JNI globals' (never held across a safepoint).
    auto raw = [&](Object*& slot) { v.raw(reinterpret_cast<uintptr_t*>(&slot)); };
    // Threads: frames, handles, pending exceptions, Thread objects.
    struct Ctx { gc::RootVisitor* v; } ctx{&v};
    threads::for_each(
        [](JavaThread* t, void* arg) {
          gc::RootVisitor& v = *static_cast<Ctx*>(arg)->v;
          // Frames (interpreted, compiled) and the argument records of natives entered from C++.
          for_each_frame(t, [&](const JavaFrame& f) {
            f.references_do([&](Slot* slot) { v.raw(reinterpret_cast<uintptr_t*>(slot)); });
          });
          for (Object*& h : t->handles) v.raw(reinterpret_cast<uintptr_t*>(&h));
          v.raw(reinterpret_cast<uintptr_t*>(&t->pending_exception));
          v.raw(reinterpret_cast<uintptr_t*>(&t->java_thread));
        },
        &ctx);
    // Classes: mirrors, saved initialization errors, static reference fields (colored).
    const bool statics = v.wants_colored();
    auto klass_roots = [&](Klass* k) {
      raw(k->mirror);
      raw(k->init_error);
      if (!statics) return;
      for (const Field& f : k->fields) {
        if (f.is_static() && f.type == BasicType::Reference && f.offset < k->statics.size()) {
          v.colored(&k->statics[f.offset]);
        }
      }
    };
    for (auto& [name, k] : universe->classes) klass_roots(k.get());
    for (auto& k : universe->primitive_klasses) {
      if (k) klass_roots(k.get());
    }
    for (auto& [chars, s] : universe->interned) raw(s);
    raw(universe->preallocated_oom);
    jni_global_refs_do([](Object** slot, void* arg) {
      static_cast<Ctx*>(arg)->v->raw(reinterpret_cast<uintptr_t*>(slot));
    }, &ctx);
    for (Object** slot : vm_roots()) raw(*slot);
  }

  void retire_tlabs() override {
    threads::for_each([](JavaThread* t, void*) { t->tlab.top = t->tlab.end = 0; }, nullptr);
  }

  bool is_valid_object(uintptr_t obj) const override {
    if (obj & 7) return false;
    const Klass* k = reinterpret_cast<const Object*>(obj)->klass;
    if (k == nullptr) return false;
    if (known_.empty()) {
      for (auto& [name, kk] : universe->classes) known_.insert(kk.get());
      for (auto& kk : universe->primitive_klasses) {
        if (kk) known_.insert(kk.get());
      }
    }
    if (known_.count(k)) return true;
    // Classes loaded since the last verification.
    known_.clear();
    for (auto& [name, kk] : universe->classes) known_.insert(kk.get());
    return known_.count(k) != 0;
  }

 private:
  mutable std::unordered_set<const Klass*> known_;  // verification only (in a pause)
};

}  // namespace

void add_vm_root(Object** slot) {
  std::lock_guard<std::mutex> guard(g_vm_roots_lock);
  vm_roots().push_back(slot);
}

gc::ReferenceFields reference_fields(Object* ref) {
  ref_offsets(ref->klass);  // sets the field offsets
  return vm_object_model().reference_fields(reinterpret_cast<uintptr_t>(ref));
}

gc::ObjectModel& vm_object_model() {
  static VmObjectModel* model = new VmObjectModel();  // never destroyed: GC threads may outlive exit
  return *model;
}

}  // namespace jvmlab
