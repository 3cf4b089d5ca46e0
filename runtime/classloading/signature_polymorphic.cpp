// Signature-polymorphic invokers (JVMS §2.9.3): one native Method per call-site descriptor of
// MethodHandle.invokeExact/invoke, whose entry boxes the arguments for the class library's
// MethodHandle.linkCall and unboxes its result. See signature_polymorphic.hpp.
#include "runtime/classloading/signature_polymorphic.hpp"

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <utility>

#include "classfile/signature.hpp"
#include "runtime/heap/gc_roots.hpp"
#include "runtime/java_calls.hpp"
#include "runtime/oops/access.hpp"
#include "runtime/oops/strings.hpp"
#include "runtime/universe.hpp"
#include "runtime/vm.hpp"

namespace jvmlab::interp {

namespace {

namespace acc = classfile::acc;
constexpr std::string_view kMethodHandle = "java/lang/invoke/MethodHandle";
constexpr std::string_view kPolymorphicDescriptor = "([Ljava/lang/Object;)Ljava/lang/Object;";

/// An invoker: the Method the call sites link to (its descriptor is theirs, receiver first), and
/// the call site's MethodType, made on the first call (a GC root once set, guarded by the table's
/// lock when written; read without it: a pointer-sized store, and a racing reader just makes
/// the interned MethodType again).
struct Invoker : Method {
  bool exact = false;
  Object* call_type = nullptr;
};

/// Every invoker, by (name, descriptor). Never freed: linked call sites point at them.
struct InvokerTable {
  std::mutex lock;
  std::map<std::pair<std::string, std::string>, std::unique_ptr<Invoker>> invokers;  // guarded by lock
};

InvokerTable& invoker_table() {
  static auto* table = new InvokerTable();
  return *table;
}

/// Whether `m` has the shape JVMS §2.9.3 gives signature-polymorphic methods.
bool is_polymorphic_shape(const Method& m) {
  return (m.access & acc::NATIVE) && (m.access & acc::VARARGS) && m.descriptor == kPolymorphicDescriptor;
}

Invoker* make_invoker(Klass* k, const Method& declared, std::string_view descriptor) {
  auto inv = std::make_unique<Invoker>();
  inv->holder = k;
  inv->name = declared.name;
  inv->descriptor = std::string(descriptor);
  inv->access = uint16_t(acc::PUBLIC | acc::FINAL | acc::NATIVE | acc::VARARGS);
  inv->exact = declared.name == "invokeExact";
  int slots = 1;  // the receiver
  classfile::SignatureIterator it(descriptor);
  for (; !it.at_return(); it.next()) slots += it.size();
  inv->arg_slots = uint16_t(slots);
  inv->max_locals = uint16_t(slots);
  inv->has_reference_args = true;
  inv->return_type = it.basic_type();
  inv->entry.store(signature_polymorphic_entry, std::memory_order_relaxed);
  Invoker* raw = inv.get();
  add_vm_root(&raw->call_type);
  auto& table = invoker_table();
  table.invokers.emplace(std::make_pair(inv->name, inv->descriptor), std::move(inv));
  return raw;
}

/// The static method `name`/`desc` of class `cls` of the class library, initialized; null with an
/// exception pending if it is missing.
Method* library_method(JavaThread* t, std::string_view cls, std::string_view name, std::string_view desc) {
  Klass* k = find_class(t, cls);
  if (!k || !initialize_class(t, k)) return nullptr;
  Method* m = k->find_declared_method(name, desc);
  if (!m) throw_new(t, "java/lang/NoSuchMethodError", std::string(cls) + "." + std::string(name) + std::string(desc));
  return m;
}

/// The invoker's call-site MethodType (MethodType.fromCallSite of its descriptor), made once.
/// Null with an exception pending (a class of the descriptor that cannot be loaded).
Object* call_type_of(JavaThread* t, Invoker* inv) {
  if (Object* mt = inv->call_type) return mt;
  Method* from = library_method(t, "java/lang/invoke/MethodType", "fromCallSite",
                                "(Ljava/lang/String;)Ljava/lang/invoke/MethodType;");
  if (!from) return nullptr;
  Object* desc = new_string_utf8(t, inv->descriptor);
  if (!desc) return nullptr;
  const Slot arg = ref_slot(desc);
  Object* mt = slot_ref(call_java(t, from, &arg, 1));
  if (t->pending_exception) return nullptr;
  std::lock_guard<std::mutex> g(invoker_table().lock);  // no safepoint from the call's return to here
  if (!inv->call_type) inv->call_type = mt;
  return inv->call_type;
}

/// The primitive value of box `box` (an instance of the wrapper of `type`), as a slot.
Slot unbox(JavaThread* t, Object* box, BasicType type) {
  if (box == nullptr) return throw_npe(t);
  Field* value = box->klass->find_declared_field("value");
  if (value == nullptr || value->type != type) {
    return throw_new(t, "java/lang/ClassCastException",
                     "Cannot cast " + box->klass->external_name() + " to a " +
                         std::string(classfile::primitive_type_name(type)) + " value");
  }
  return access::normalize(type, access::load_field(box, *value));
}

}  // namespace

Method* resolve_signature_polymorphic(Klass* k, std::string_view name, std::string_view descriptor) {
  if (k == nullptr || k->name != kMethodHandle) return nullptr;
  const Method* declared = nullptr;
  for (const auto& m : k->methods) {
    if (m->name != name) continue;
    if (declared != nullptr) return nullptr;  // JVMS §2.9.3: exactly one method of that name
    declared = m.get();
  }
  if (declared == nullptr || !is_polymorphic_shape(*declared)) return nullptr;
  auto& table = invoker_table();
  std::lock_guard<std::mutex> g(table.lock);
  auto it = table.invokers.find(std::make_pair(std::string(name), std::string(descriptor)));
  if (it != table.invokers.end()) return it->second.get();
  return make_invoker(k, *declared, descriptor);
}

bool is_signature_polymorphic_invoker(const Method* m) {
  return m != nullptr && m->entry.load(std::memory_order_relaxed) == signature_polymorphic_entry;
}

Slot signature_polymorphic_entry(JavaThread* t, Method* m, Slot* args) {
  Invoker* inv = static_cast<Invoker*>(m);
  m->invocation_count.store(m->invocation_count.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
  // The argument slots belong to no frame: registered, the collector updates them (GC roots).
  const JavaThread::NativeArgs record{args, m->arg_slots, m, t->native_args};
  t->native_args = &record;
  struct Unregister {
    JavaThread* t;
    ~Unregister() { t->native_args = t->native_args->outer; }
  } unregister{t};

  if (slot_ref(args[0]) == nullptr) return throw_npe(t);
  static Method* link_call = nullptr;  // MethodHandle.linkCall, found once (a race finds the same)
  if (link_call == nullptr) {
    link_call = library_method(t, kMethodHandle, "linkCall",
                               "(Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodType;Z[Ljava/lang/Object;[J)"
                               "Ljava/lang/Object;");
    if (link_call == nullptr) return 0;
  }
  HandleScope hs(t);
  Object* mt = call_type_of(t, inv);
  if (!mt) return 0;
  Handle call_type(t, mt);
  // Split the arguments: references into refs[i], primitives' bits into prims[i].
  int count = 0;
  for (classfile::SignatureIterator it(m->descriptor); !it.at_return(); it.next()) count++;
  Object* o = new_object_array(t, universe->object_klass, count);
  if (!o) return 0;
  Handle refs(t, o);
  o = new_primitive_array(t, BasicType::Long, count);
  if (!o) return 0;
  Handle prims(t, o);
  // No safepoint from here to call_java: `args` (updated by the collector) is read as it stands.
  for (classfile::SignatureIterator it(m->descriptor); !it.at_return(); it.next()) {
    const Slot v = args[1 + it.slot()];
    switch (it.basic_type()) {
      case BasicType::Reference: set_ref_element(refs.get(), it.index(), slot_ref(v)); break;
      case BasicType::Long: case BasicType::Double: array_data<int64_t>(prims.get())[it.index()] = slot_long(v); break;
      default: array_data<int64_t>(prims.get())[it.index()] = slot_int(v); break;
    }
  }
  const Slot call_args[] = {args[0], ref_slot(call_type.get()), int_slot(inv->exact ? 1 : 0),
                            ref_slot(refs.get()), ref_slot(prims.get())};
  Object* result = slot_ref(call_java(t, link_call, call_args, 5));
  if (t->pending_exception) return 0;
  switch (m->return_type) {
    case BasicType::Void: return 0;
    case BasicType::Reference: return ref_slot(result);
    default: return unbox(t, result, m->return_type);
  }
}

}  // namespace jvmlab::interp
