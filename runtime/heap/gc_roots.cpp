// The VM's side of the collector: gc::ObjectModel over jvmlab's object layout (runtime/oops/object.hpp)
// and the root set of DESIGN §4; creating, starting and stopping the collector.
#include "runtime/heap/gc_roots.hpp"

#include <memory>
#include <mutex>
#include <unordered_set>
#include <vector>

#include "gc/collector.hpp"
#include "runtime/frames/frame_walk.hpp"
#include "runtime/options/flags.hpp"
#include "runtime/jni/jni.hpp"
#include "runtime/threads/safepoint.hpp"
#include "runtime/threads/threads.hpp"
#include "runtime/universe.hpp"
#include "runtime/vm.hpp"

namespace jvmlab {

namespace {

/// Calls visit(slot) for each reference argument of a native that call_java entered: the
/// receiver of an instance method, then every parameter whose descriptor is an object or array
/// (JVMS §4.3.3); long and double take two slots.
template <typename Visit>
void native_argument_references(const JavaThread::NativeArgs& n, Visit&& visit) {
  Slot* slots = const_cast<Slot*>(n.base);
  int slot = 0;
  if (!n.method->is_static() && n.slots > 0) visit(&slots[slot++]);
  const std::string& d = n.method->descriptor;
  for (size_t i = 1; i < d.size() && d[i] != ')' && slot < n.slots; i++) {
    const char c = d[i];
    if (c == 'L' || c == '[') {
      while (d[i] == '[') i++;
      if (d[i] == 'L') i = d.find(';', i);
      visit(&slots[slot++]);
      if (i == std::string::npos) return;  // never for a parsed class's descriptor
    } else {
      slot += (c == 'J' || c == 'D') ? 2 : 1;
    }
  }
}

std::mutex g_vm_roots_lock;
std::vector<Object**>& vm_roots() {
  static auto* roots = new std::vector<Object**>();
  return *roots;
}

/// The reference-field offsets of instances of `k` (superclasses included), computed once.
const std::vector<uint32_t>& ref_offsets(Klass* k) {
  if (const auto* offsets = k->ref_offsets.load(std::memory_order_acquire)) return *offsets;
  auto* computed = new std::vector<uint32_t>();
  for (Klass* c = k; c != nullptr; c = c->super) {
    for (const Field& f : c->fields) {
      if (!f.is_static() && f.type == BasicType::Reference) computed->push_back(f.offset);
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
          for (Frame* f = t->top_frame; f != nullptr; f = f->caller) {
            frame_references(*f, [&](Slot* slot) { v.raw(reinterpret_cast<uintptr_t*>(slot)); });
          }
          for (Object*& h : t->handles) v.raw(reinterpret_cast<uintptr_t*>(&h));
          for (const JavaThread::NativeArgs* n = t->native_args; n != nullptr; n = n->outer) {
            native_argument_references(*n, [&](Slot* slot) { v.raw(reinterpret_cast<uintptr_t*>(slot)); });
          }
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

VmObjectModel* g_model = nullptr;

Slot runtime_gc(JavaThread* t, Slot*) {
  collect_garbage(t);
  return 0;
}
gc::Collector* g_collector_instance = nullptr;

}  // namespace

void add_vm_root(Object** slot) {
  std::lock_guard<std::mutex> guard(g_vm_roots_lock);
  vm_roots().push_back(slot);
}

void start_collector() {
  const VmOptions& o = universe->options;
  gc::CollectorConfig c;
  c.conc_gc_threads = universe->heap.config().conc_gc_threads;
  c.fragmentation_limit = xx_double(o, "ZFragmentationLimit");
  c.collection_interval = xx_double(o, "ZCollectionInterval");
  c.proactive = xx_bool(o, "ZProactive");
  c.verify = xx_bool(o, "VerifyHeap");
  c.stress_interval = xx_uint(o, "GCStressInterval");
  c.stress_relocate_all = xx_bool(o, "ZStressRelocateAll");
  c.stress_relocate_in_place = xx_bool(o, "ZStressRelocateInPlace");
  register_native("java/lang/Runtime", "gc", "()V", runtime_gc);
  universe->heap.set_poison_freed(c.verify);
  // Builds the JNI global-reference table now, on this thread: built lazily by the first
  // Pause Mark Start, its allocation cost a millisecond inside the pause.
  jni_global_refs_do([](Object**, void*) {}, nullptr);
  g_model = new VmObjectModel();
  g_collector_instance = new gc::Collector(universe->heap, *g_model, safepoint::vm_safepointer(), c);
  gc::g_collector = g_collector_instance;
  // The driver thread starts with the program's second page (Heap growth listener) or its first
  // request: Hello World, which lives in its first page, never pays for it.
  universe->heap.set_growth_listener([] { gc::g_collector->start(); });
}

void stop_collector() {
  if (g_collector_instance) g_collector_instance->stop();
}

void collect_garbage(JavaThread* t) {
  if (gc::g_collector == nullptr) return;
  ThreadStateScope blocked(t, ThreadState::Blocked);
  gc::g_collector->collect(gc::GCCause::SystemGC);
}

}  // namespace jvmlab
