// Interpreter slow paths: constant-pool resolution (JVMS §5.4.3), method selection, native
// binding, monitors, error messages in java 17's words. See link_resolver.hpp.
#include "runtime/classloading/link_resolver.hpp"

#include <algorithm>
#include <atomic>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <tuple>

#include "classfile/signature.hpp"
#include "classfile/utf8.hpp"
#include "runtime/classloading/signature_polymorphic.hpp"
#include "runtime/frames/stack_walker.hpp"
#include "runtime/heap/gc_roots.hpp"
#include "runtime/indy/lambda_metafactory.hpp"
#include "runtime/jni/jni.hpp"
#include "runtime/oops/strings.hpp"
#include "runtime/threads/monitor.hpp"
#include "runtime/universe.hpp"
#include "runtime/vm.hpp"

namespace jvmlab::interp {

using classfile::CpTag;
namespace acc = classfile::acc;

// Declared in link_resolver.hpp.
const Klass* validated_nest_host(JavaThread* t, const Klass* k) {
  if (!k->class_file || k->class_file->nest_host.empty()) return k;
  const std::string& host_name = k->class_file->nest_host;
  const auto package_of = [](const std::string& n) { return n.substr(0, n.rfind('/') + 1); };
  if (package_of(host_name) != package_of(k->name)) return k;
  Klass* host = find_class(t, host_name);
  if (!host) {
    t->pending_exception = nullptr;
    return k;
  }
  const auto& members = host->class_file ? host->class_file->nest_members : std::vector<std::string>();
  return std::find(members.begin(), members.end(), k->name) != members.end() ? host : k;
}

namespace {

bool is_boot_class(const Klass* k) {
  while (k->is_array && k->component) k = k->component;
  if (k->is_array || k->is_primitive) return true;
  return k->name.rfind("java/", 0) == 0 || k->name.rfind("jvmlab/", 0) == 0;
}

std::string module_text(const Klass* k) {
  return is_boot_class(k) ? "module java.base of loader 'bootstrap'" : "unnamed module of loader 'app'";
}

/// "(A and B are in unnamed module of loader 'app')", the tail of java's linkage messages.
std::string modules_tail(const Klass* a, const Klass* b) {
  const std::string ma = module_text(a), mb = module_text(b);
  return ma == mb ? "(" + a->external_name() + " and " + b->external_name() + " are in " + ma + ")"
                  : "(" + a->external_name() + " is in " + ma + "; " + b->external_name() + " is in " + mb + ")";
}

/// Whether code of `accessor` may use a private member of `holder` (JVMS §5.4.4: the same class
/// or a nestmate). The class library and jvmlab's lambda proxies (they call their host's private
/// lambda$ methods) always may. May load the nest hosts.
bool private_access_allowed(JavaThread* t, const Klass* accessor, const Klass* holder) {
  if (accessor == holder || is_boot_class(accessor) || is_lambda_proxy_class(accessor)) return true;
  return validated_nest_host(t, accessor) == validated_nest_host(t, holder);
}

}  // namespace

std::string method_signature_text(const Klass* k, const std::string& name, const std::string& desc) {
  return "'" + classfile::java_type_name(classfile::return_type(desc)) + " " + k->external_name() + "." + name +
         "(" + classfile::java_parameter_list(desc) + ")'";
}

std::string class_cast_message(Klass* from, Klass* to) {
  std::string a = from->external_name(), b = to->external_name();
  std::string ma = module_text(from), mb = module_text(to);
  std::string tail = ma == mb ? "(" + a + " and " + b + " are in " + ma + ")"
                              : "(" + a + " is in " + ma + "; " + b + " is in " + mb + ")";
  return "class " + a + " cannot be cast to class " + b + " " + tail;
}

// --- resolution errors (JVMS §5.4.3) ----------------------------------------------------------

namespace {

/// How an instruction uses a constant: part of a remembered error's key, because the checks
/// after the lookup differ (getstatic and getfield may name the same Fieldref).
enum class ConstantUse : uint8_t {
  Class, StaticField, InstanceField, InvokeVirtual, InvokeSpecial, InvokeStatic, InvokeInterface, CallSite
};

ConstantUse use_of(InvokeKind kind) {
  switch (kind) {
    case InvokeKind::Virtual: return ConstantUse::InvokeVirtual;
    case InvokeKind::Special: return ConstantUse::InvokeSpecial;
    case InvokeKind::Static: return ConstantUse::InvokeStatic;
    case InvokeKind::Interface: return ConstantUse::InvokeInterface;
  }
  return ConstantUse::InvokeVirtual;
}

/// The failed resolutions of the VM: (class, constant index, use) -> the LinkageError's class
/// and message, thrown again (a new object, same class and message) on every later attempt.
/// Call sites are per instruction (JVMS §6.5.invokedynamic): their key is (method, bci, CallSite).
/// HotSpot keeps the same in its ResolutionErrorTable (resolutionErrors.hpp) for Class,
/// MethodHandle, MethodType, Dynamic and InvokeDynamic constants. Entries are never removed
/// (classes are never unloaded). Thread-safe: one mutex; `any_` lets the common case (no error
/// ever) skip it.
class ResolutionErrorTable {
 public:
  struct Error {
    std::string class_name;  // "java/lang/NoClassDefFoundError"
    bool has_message = false;
    std::string message;     // standard UTF-8
  };

  /// The error remembered for the constant, if any.
  std::optional<Error> find(const void* owner, uint32_t index, ConstantUse use) {
    if (!any_.load(std::memory_order_acquire)) return std::nullopt;
    std::lock_guard<std::mutex> g(lock_);
    auto it = errors_.find(Key{owner, index, use});
    if (it == errors_.end()) return std::nullopt;
    return it->second;
  }

  /// Remembers the first error of the constant (a racing second one is dropped: both threads
  /// then see the first from now on).
  void record(const void* owner, uint32_t index, ConstantUse use, Error error) {
    std::lock_guard<std::mutex> g(lock_);
    errors_.emplace(Key{owner, index, use}, std::move(error));
    any_.store(true, std::memory_order_release);
  }

 private:
  using Key = std::tuple<const void*, uint32_t, ConstantUse>;  // (Klass or Method, index or bci)
  std::mutex lock_;
  std::map<Key, Error> errors_;  // guarded by lock_
  std::atomic<bool> any_{false};
};

ResolutionErrorTable& resolution_errors() {
  static auto* table = new ResolutionErrorTable();  // never destroyed: threads may resolve at exit
  return *table;
}

/// Throws the error remembered for the constant again; false (nothing thrown) if there is none.
bool rethrow_resolution_error(JavaThread* t, const void* owner, uint32_t index, ConstantUse use) {
  std::optional<ResolutionErrorTable::Error> e = resolution_errors().find(owner, index, use);
  if (!e) return false;
  throw_new(t, e->class_name.c_str(), e->has_message ? &e->message : nullptr);
  return true;
}

/// Remembers the pending exception as the constant's resolution error when it is a LinkageError
/// (JVMS §5.4.3); others (StackOverflowError, OutOfMemoryError) may not happen again, as in HotSpot.
void record_resolution_error(JavaThread* t, const void* owner, uint32_t index, ConstantUse use) {
  Object* e = t->pending_exception;
  if (e == nullptr) return;
  bool is_linkage_error = false;
  for (const Klass* k = e->klass; k != nullptr && !is_linkage_error; k = k->super) {
    is_linkage_error = k->name == "java/lang/LinkageError";
  }
  if (!is_linkage_error) return;
  ResolutionErrorTable::Error error;
  error.class_name = e->klass->name;
  if (Field* f = universe->throwable_klass->find_declared_field("detailMessage", "Ljava/lang/String;")) {
    if (Object* message = get_ref_field(e, f->offset)) {
      error.has_message = true;
      error.message = string_utf8(message);
    }
  }
  resolution_errors().record(owner, index, use, std::move(error));
}

}  // namespace

Klass* resolve_class_ref(JavaThread* t, Klass* holder, uint16_t index) {
  const std::string& name = holder->class_file->class_name(index);
  Klass* k = find_class(t, name);
  return k;
}

namespace {

/// A Fieldref/Methodref/InterfaceMethodref constant with its class loaded (JVMS §5.4.3.2-4).
struct MemberRef {
  const classfile::CpEntry& ref;
  Klass* klass;  // null with the loading error pending
  const std::string& name;
  const std::string& descriptor;
};

MemberRef member_ref(JavaThread* t, Klass* holder, uint16_t index) {
  const classfile::ClassFile& cf = *holder->class_file;
  const auto& ref = cf.constant_pool[index];
  const auto& nat = cf.constant_pool[ref.index2];
  // The class through its own Class constant, so that a failure is remembered there too.
  return MemberRef{ref, link_class(t, holder, ref.index1), cf.utf8(nat.index1), cf.utf8(nat.index2)};
}

}  // namespace

Field* resolve_field_ref(JavaThread* t, Klass* holder, uint16_t index, bool is_static) {
  const MemberRef r = member_ref(t, holder, index);
  Klass* k = r.klass;
  if (!k) return nullptr;
  const std::string& name = r.name;
  const std::string& desc = r.descriptor;
  Field* f = resolve_field(k, name, desc);
  if (!f) {
    throw_new(t, "java/lang/NoSuchFieldError", name);
    return nullptr;
  }
  if ((f->access & acc::PRIVATE) && !private_access_allowed(t, holder, f->holder)) {
    throw_new(t, "java/lang/IllegalAccessError",
              "class " + holder->external_name() + " tried to access private field " +
                  f->holder->external_name() + "." + name + " " + modules_tail(holder, f->holder));
    return nullptr;
  }
  if (f->is_static() != is_static) {
    throw_new(t, "java/lang/IncompatibleClassChangeError",
              std::string(is_static ? "Expected static field " : "Expected non-static field ") +
                  f->holder->external_name() + "." + name);
    return nullptr;
  }
  return f;
}

Method* resolve_method_ref(JavaThread* t, Method* caller, uint16_t index, InvokeKind kind) {
  Klass* holder = caller->holder;
  const MemberRef r = member_ref(t, holder, index);
  Klass* k = r.klass;
  if (!k) return nullptr;
  const auto& ref = r.ref;
  const std::string& name = r.name;
  const std::string& desc = r.descriptor;
  // Class vs. interface method references (JVMS §5.4.3.3, §5.4.3.4).
  if (ref.tag == CpTag::Methodref && k->is_interface()) {
    throw_new(t, "java/lang/IncompatibleClassChangeError",
              "Found interface " + k->external_name() + ", but class was expected");
    return nullptr;
  }
  if (ref.tag == CpTag::InterfaceMethodref && !k->is_interface()) {
    throw_new(t, "java/lang/IncompatibleClassChangeError",
              "Found class " + k->external_name() + ", but interface was expected");
    return nullptr;
  }
  // MethodHandle.invokeExact/invoke link to an invoker of the call site's descriptor.
  Method* m = resolve_signature_polymorphic(k, name, desc);
  if (!m) m = resolve_method(k, name, desc);
  if (!m) {
    throw_new(t, "java/lang/NoSuchMethodError", method_signature_text(k, name, desc));
    return nullptr;
  }
  if (m->is_private() && !private_access_allowed(t, holder, m->holder)) {
    throw_new(t, "java/lang/IllegalAccessError",
              "class " + holder->external_name() + " tried to access private method " +
                  method_signature_text(m->holder, name, desc) + " " + modules_tail(holder, m->holder));
    return nullptr;
  }
  // A constructor is never inherited: found in a superclass, it is not found (HotSpot's
  // LinkResolver::linktime_resolve_special_method).
  if (name == "<init>" && m->holder != k) {
    throw_new(t, "java/lang/NoSuchMethodError",
              k->external_name() + ": method '" + classfile::java_type_name(classfile::return_type(desc)) +
                  " <init>(" + classfile::java_parameter_list(desc) + ")' not found");
    return nullptr;
  }
  if (kind == InvokeKind::Static && !m->is_static()) {
    throw_new(t, "java/lang/IncompatibleClassChangeError",
              "Expected static method " + method_signature_text(m->holder, name, desc));
    return nullptr;
  }
  if (kind != InvokeKind::Static && m->is_static()) {
    throw_new(t, "java/lang/IncompatibleClassChangeError",
              "Expecting non-static method " + method_signature_text(m->holder, name, desc));
    return nullptr;
  }
  if (kind == InvokeKind::Special && name != "<init>" && !k->is_interface() && k != holder &&
      (holder->access & acc::SUPER) && holder->is_subtype_of(k) && !holder->is_interface()) {
    // invokespecial super semantics: select from the current class's direct superclass.
    for (Klass* c = holder->super; c != nullptr; c = c->super) {
      if (Method* s = c->find_declared_method(name, desc)) {
        if (s->is_abstract()) {
          throw_new(t, "java/lang/AbstractMethodError", method_signature_text(c, name, desc));
          return nullptr;
        }
        return s;
      }
    }
    // Not in the superclass chain: a default method of a superinterface.
    Method* d = resolve_method(holder->super, name, desc);
    if (d) return d;
  }
  return m;
}

Method* select_interface_method(JavaThread* t, Klass* k, Method* m) {
  if (m->is_private()) return m;
  if (!m->holder->is_interface() && m->vtable_index >= 0) return k->vtable[size_t(m->vtable_index)];
  if (!k->is_subtype_of(m->holder) && m->holder->is_interface()) {
    throw_new(t, "java/lang/IncompatibleClassChangeError",
              "Class " + k->external_name() + " does not implement the requested interface " +
                  m->holder->external_name());
    return nullptr;
  }
  for (Method* v : k->vtable) {
    if (v->name == m->name && v->descriptor == m->descriptor) {
      if (v->is_abstract()) break;
      return v;
    }
  }
  throw_new(t, "java/lang/AbstractMethodError",
            "Receiver class " + k->external_name() +
                " does not define or inherit an implementation of the resolved method '" +
                std::string("abstract ") + method_signature_text(m->holder, m->name, m->descriptor).substr(1) +
                " of interface " + m->holder->external_name() + ".");
  return nullptr;
}

bool link_native(JavaThread* t, Method* m) {
  std::string key = m->holder->name + "." + m->name + m->descriptor;
  auto it = universe->natives.find(key);
  if (it != universe->natives.end()) {
    m->native = it->second;
    return true;
  }
  // Not a VM native: a JNI function in a library loaded by System.load/loadLibrary.
  if (NativeFn fn = link_jni_native(t, m)) {
    m->native = fn;
    return true;
  }
  throw_new(t, "java/lang/UnsatisfiedLinkError",
            method_signature_text(m->holder, m->name, m->descriptor));
  return false;
}

// --- linking into the constant-pool cache -----------------------------------------------------

namespace {

/// Serializes the filling of cache entries (rare: once per constant); readers take no lock.
std::mutex& link_lock() {
  static std::mutex lock;
  return lock;
}

/// Publishes `fill`'s values into entry `e` with kind `kind` if it is unresolved; returns whether
/// the entry now has that kind and `same(e)` holds.
template <typename Fill, typename Same>
bool publish(CpCacheEntry& e, CpEntryKind kind, Fill&& fill, Same&& same) {
  std::lock_guard<std::mutex> g(link_lock());
  CpEntryKind current = e.kind.load(std::memory_order_relaxed);
  if (current == CpEntryKind::Unresolved) {
    fill(e);
    e.kind.store(kind, std::memory_order_release);
    return true;
  }
  return current == kind && same(e);
}

}  // namespace

Field* link_field(JavaThread* t, Klass* holder, uint16_t index, bool is_static, bool* cached) {
  CpCacheEntry& e = holder->cp_cache[index];
  const CpEntryKind want = is_static ? CpEntryKind::StaticField : CpEntryKind::InstanceField;
  if (e.kind_acquire() == want) {
    *cached = true;
    return e.field();
  }
  const ConstantUse use = is_static ? ConstantUse::StaticField : ConstantUse::InstanceField;
  if (rethrow_resolution_error(t, holder, index, use)) return nullptr;
  Field* f = resolve_field_ref(t, holder, index, is_static);
  if (!f) {
    record_resolution_error(t, holder, index, use);
    return nullptr;
  }
  *cached = publish(e, want, [&](CpCacheEntry& x) {
    x.f1 = f;
    x.flags = (f->access & acc::VOLATILE) ? CpCacheEntry::kVolatile : 0;
    if (is_static) {
      x.f2.store(&f->holder->statics[f->offset], std::memory_order_relaxed);
    } else {
      x.index = f->offset;
    }
  }, [&](const CpCacheEntry& x) { return x.f1 == f; });
  return f;
}

bool link_invoke(JavaThread* t, Method* caller, uint16_t index, InvokeKind kind, LinkedCall* out,
                 bool* cached) {
  *cached = false;
  if (rethrow_resolution_error(t, caller->holder, index, use_of(kind))) return false;
  Method* m = resolve_method_ref(t, caller, index, kind);
  if (!m) {
    record_resolution_error(t, caller->holder, index, use_of(kind));
    return false;
  }
  // A failed initialization is not a resolution error: later attempts get NoClassDefFoundError.
  if (kind == InvokeKind::Static && !initialize_class(t, m->holder)) return false;
  LinkedCall call;
  call.method = m;
  call.arg_slots = m->arg_slots;
  const bool final_method = (m->access & acc::FINAL) || (m->holder->access & acc::FINAL);
  if (kind == InvokeKind::Static || kind == InvokeKind::Special || m->is_private() ||
      (final_method && !m->holder->is_interface() && kind != InvokeKind::Interface)) {
    call.kind = CpEntryKind::DirectCall;
  } else if (kind != InvokeKind::Interface && !m->holder->is_interface() && m->vtable_index >= 0) {
    call.kind = CpEntryKind::VtableCall;
    call.vtable_index = uint32_t(m->vtable_index);
  } else {
    call.kind = CpEntryKind::InterfaceCall;  // invokeinterface, or a default method by invokevirtual
  }
  *out = call;
  // A static method whose class this thread is still initializing: not cached yet, so that other
  // threads reach the initialization barrier in the slow path (JVMS §5.5).
  if (kind == InvokeKind::Static && !m->holder->is_initialized()) return true;
  CpCacheEntry& e = caller->holder->cp_cache[index];
  *cached = publish(e, call.kind, [&](CpCacheEntry& x) {
    x.f1 = m;
    x.arg_slots = call.arg_slots;
    x.index = call.vtable_index;
  }, [&](const CpCacheEntry& x) { return x.f1 == m; });
  return true;
}

Klass* link_class(JavaThread* t, Klass* holder, uint16_t index) {
  CpCacheEntry& e = holder->cp_cache[index];
  if (e.kind_acquire() == CpEntryKind::Class) return e.klass();
  if (rethrow_resolution_error(t, holder, index, ConstantUse::Class)) return nullptr;
  Klass* k = resolve_class_ref(t, holder, index);
  if (!k) {
    record_resolution_error(t, holder, index, ConstantUse::Class);
    return nullptr;
  }
  publish(e, CpEntryKind::Class, [&](CpCacheEntry& x) { x.f1 = k; }, [](const CpCacheEntry&) { return true; });
  return k;
}

Object* link_string(JavaThread* t, Klass* holder, uint16_t index) {
  CpCacheEntry& e = holder->cp_cache[index];
  if (e.kind_acquire() == CpEntryKind::StringConstant) return e.string();
  const auto& c = holder->class_file->constant_pool[index];
  auto chars = classfile::decode_modified_utf8(holder->class_file->utf8(c.index1));
  Object* s = intern_string(t, chars ? *chars : std::u16string());
  if (!s) return nullptr;
  // The entry keeps the String for the life of the VM: a GC root, registered under the lock with
  // no safepoint between the store and the registration.
  publish(e, CpEntryKind::StringConstant, [&](CpCacheEntry& x) {
    x.f1 = s;
    add_vm_root(reinterpret_cast<Object**>(&x.f1));
  }, [](const CpCacheEntry&) { return true; });
  return s;
}

CallSite* link_invokedynamic(JavaThread* t, Klass* holder, uint16_t index, int* arg_slots) {
  CpCacheEntry& e = holder->cp_cache[index];
  if (e.kind_acquire() == CpEntryKind::CallSite) {
    *arg_slots = e.arg_slots;
    return static_cast<CallSite*>(e.call_site());
  }
  // The caller synced its frame at this invokedynamic: (method, bci) names the call site.
  const JavaFrame f = top_java_frame(t);
  const void* owner = f.method ? static_cast<const void*>(f.method) : holder;
  const uint32_t site_index = f.method ? uint32_t(f.bci) : index;
  if (rethrow_resolution_error(t, owner, site_index, ConstantUse::CallSite)) return nullptr;
  CallSite* site = resolve_call_site(t, holder, index, arg_slots);
  if (!site) {
    record_resolution_error(t, owner, site_index, ConstantUse::CallSite);
    return nullptr;
  }
  publish(e, CpEntryKind::CallSite, [&](CpCacheEntry& x) {
    x.f1 = site;
    x.arg_slots = uint16_t(*arg_slots);
  }, [](const CpCacheEntry&) { return true; });
  *arg_slots = e.arg_slots;
  return static_cast<CallSite*>(e.call_site());
}

Method* select_for_receiver(JavaThread* t, Klass* rk, Method* im) {
  if (im->is_private()) return im;
  if (!im->holder->is_interface()) {
    if (im->vtable_index >= 0) return rk->vtable[size_t(im->vtable_index)];
    return select_interface_method(t, rk, im);
  }
  if (im->itable_index >= 0) {
    if (Method* m = rk->itable_select(im)) return m;
  }
  // No implementation, or the receiver does not implement the interface: the exact error.
  return select_interface_method(t, rk, im);
}

const IcPair* ic_pair(const Klass* k, Method* m) {
  static std::mutex lock;
  static auto* pairs = new std::map<std::pair<const Klass*, Method*>, std::unique_ptr<IcPair>>();
  std::lock_guard<std::mutex> g(lock);
  auto& slot = (*pairs)[{k, m}];
  if (!slot) slot.reset(new IcPair{k, m});
  return slot.get();
}

// Monitors: thin locks inflating to ObjectMonitors, in runtime/threads/monitor.cpp (the interpreter
// calls those directly; JNI MonitorEnter/MonitorExit come through here).
void monitor_enter(JavaThread* t, Object* o) { monitor::enter(t, o); }

bool monitor_exit(JavaThread* t, Object* o) { return monitor::exit(t, o); }

}  // namespace jvmlab::interp
