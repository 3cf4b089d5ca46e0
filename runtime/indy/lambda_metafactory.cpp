// LambdaMetafactory.metafactory / altMetafactory implemented by the VM (an intrinsic bootstrap, no java.lang.invoke): reads a call
// site's bootstrap arguments (MethodType and MethodHandle constants, JVMS §4.4.8-9, §5.4.3.5),
// resolves the implementation method, has a proxy class generated and defined once per call
// site, and makes instances of it. Does not write class files (lambda_proxy_generator.cpp).
#include <atomic>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "gc/barrier.hpp"
#include "classfile/signature.hpp"
#include "runtime/indy/lambda_metafactory.hpp"
#include "runtime/classloading/link_resolver.hpp"
#include "runtime/classloading/verification.hpp"
#include "runtime/universe.hpp"
#include "runtime/vm.hpp"
#include "utilities/debug.hpp"

namespace jvmlab::interp {

using classfile::CpTag;

/// A linked lambda call site.
struct LambdaSite {
  Klass* proxy = nullptr;  // the generated class, initialized
  struct Capture {
    BasicType type;
    uint32_t offset;  // of the field arg$i in a proxy instance
  };
  std::vector<Capture> captures;
  gc::zpointer* instance = nullptr;  // static INSTANCE of a non-capturing site (a GC root)
};

namespace {

// altMetafactory flags (java.lang.invoke.LambdaMetafactory).
constexpr int32_t kFlagSerializable = 1, kFlagMarkers = 2, kFlagBridges = 4;

std::atomic<uint32_t> g_proxy_counter{0};  // numbers proxy classes, VM-wide
std::mutex g_sites_lock;                    // guards g_sites
std::vector<std::unique_ptr<LambdaSite>> g_sites;  // live as long as the VM (cp caches point here)

Slot bootstrap_error(JavaThread* t, const std::string& why) {
  return throw_new(t, "java/lang/BootstrapMethodError", "LambdaMetafactory: " + why);
}

/// Reads the call site's constants into `spec`. False with BootstrapMethodError pending when the
/// arguments are not what javac emits for LambdaMetafactory.
bool read_spec(JavaThread* t, Klass* holder, uint16_t index, bool alt, LambdaSpec& spec) {
  const auto& cf = *holder->class_file;
  const auto& cp = cf.constant_pool;
  const auto& indy = cp[index];
  const auto& bsm = cf.bootstrap_methods[indy.index1];
  const auto& nat = cp[indy.index2];
  spec.sam_name = cf.utf8(nat.index1);
  const std::string& factory = cf.utf8(nat.index2);
  // Factory type "(captured...)LInterface;".
  classfile::SignatureIterator it(factory);
  for (; !it.at_return(); it.next()) spec.captured.emplace_back(it.type().descriptor);
  if (it.malformed() || !it.type().is_reference() || it.type().is_array()) {
    bootstrap_error(t, "bad factory type " + factory);
    return false;
  }
  spec.interface_name = it.class_name();
  const auto& args = bsm.arguments;
  auto tag_at = [&](size_t i) { return i < args.size() ? cp[args[i]].tag : CpTag::Invalid; };
  if (tag_at(0) != CpTag::MethodType || tag_at(1) != CpTag::MethodHandle || tag_at(2) != CpTag::MethodType) {
    bootstrap_error(t, "expected (MethodType, MethodHandle, MethodType) arguments");
    return false;
  }
  spec.sam_descriptor = cf.utf8(cp[args[0]].index1);
  spec.instantiated_descriptor = cf.utf8(cp[args[2]].index1);
  // The implementation MethodHandle: kind and Methodref/InterfaceMethodref.
  const auto& mh = cp[args[1]];
  spec.impl_kind = RefKind(mh.index1);
  const auto& ref = cp[mh.index2];
  if (spec.impl_kind < RefKind::InvokeVirtual ||
      (ref.tag != CpTag::Methodref && ref.tag != CpTag::InterfaceMethodref)) {
    bootstrap_error(t, "field method handles are not supported");
    return false;
  }
  spec.impl_class = cf.class_name(ref.index1);
  spec.impl_name = cf.utf8(cp[ref.index2].index1);
  spec.impl_descriptor = cf.utf8(cp[ref.index2].index2);
  spec.impl_is_interface = ref.tag == CpTag::InterfaceMethodref;
  if (!alt) return true;
  // altMetafactory: flags, then [marker count, markers...], then [bridge count, bridges...].
  size_t i = 3;
  auto next_int = [&](int32_t& v) {
    if (tag_at(i) != CpTag::Integer) return false;
    v = int32_t(uint32_t(cp[args[i++]].bits));
    return true;
  };
  int32_t flags = 0;
  if (!next_int(flags)) {
    bootstrap_error(t, "altMetafactory without flags");
    return false;
  }
  if (flags & kFlagMarkers) {
    int32_t n = 0;
    if (!next_int(n)) return bootstrap_error(t, "bad marker count"), false;
    for (int32_t j = 0; j < n; j++, i++) {
      if (tag_at(i) != CpTag::Class) return bootstrap_error(t, "bad marker interface"), false;
      spec.markers.push_back(cf.class_name(args[i]));
    }
  }
  if (flags & kFlagBridges) {
    int32_t n = 0;
    if (!next_int(n)) return bootstrap_error(t, "bad bridge count"), false;
    for (int32_t j = 0; j < n; j++, i++) {
      if (tag_at(i) != CpTag::MethodType) return bootstrap_error(t, "bad bridge type"), false;
      spec.bridges.push_back(cf.utf8(cp[args[i]].index1));
    }
  }
  // Serializable lambdas: java adds the marker; serialization itself is not supported (ignored).
  if (flags & kFlagSerializable) spec.markers.push_back("java/io/Serializable");
  return true;
}

/// Loads the classes method descriptor `desc` names, as resolving a MethodType constant does
/// (JVMS §5.4.3.5). False with the loading error pending.
bool load_descriptor_classes(JavaThread* t, const std::string& desc) {
  for (size_t i = 0; i < desc.size(); i++) {
    if (desc[i] != 'L') continue;
    const size_t end = desc.find(';', i);
    if (end == std::string::npos) return true;  // the parser checked the descriptors
    if (!find_class(t, desc.substr(i + 1, end - i - 1))) return false;
    i = end;
  }
  return true;
}

/// java's InnerClassLambdaMetafactory (spinInnerClass) turns any error of defining the proxy class
/// (an interface failing verification, a supertype that cannot be loaded) into InternalError with
/// that error as its cause: the pending exception becomes the cause of a new InternalError.
void wrap_in_internal_error(JavaThread* t) {
  HandleScope hs(t);
  Handle cause(t, t->pending_exception);
  t->pending_exception = nullptr;
  Klass* k = find_class(t, "java/lang/InternalError");
  if (!k || !initialize_class(t, k)) return;  // that error is pending instead
  Method* ctor = k->find_declared_method("<init>", "(Ljava/lang/Throwable;)V");
  Object* e = ctor ? new_object(t, k) : nullptr;
  if (!e) {
    if (!t->has_pending_exception()) t->pending_exception = cause.get();
    return;
  }
  Handle error(t, e);
  Slot args[2] = {ref_slot(error.get()), ref_slot(cause.get())};
  call_java(t, ctor, args, 2);
  if (!t->has_pending_exception()) t->pending_exception = error.get();
}

/// Resolves the implementation method as the MethodHandle constant would (JVMS §5.4.3.5): its
/// class, the classes its descriptor names (the handle's MethodType), then the method, so a
/// missing method fails at linkage with java's NoSuchMethodError text. The method found, or
/// null with the error pending.
Method* resolve_implementation(JavaThread* t, const LambdaSpec& spec) {
  Klass* k = find_class(t, spec.impl_class);
  if (!k) return nullptr;
  // HotSpot links the member's class when it resolves a method handle (MethodHandles::
  // resolve_MemberName), so an implementation class that fails verification throws its
  // VerifyError here, at the call site, before any proxy is spun: not wrapped in InternalError
  // when the lambda's own interface is that class.
  if (!::jvmlab::link_class(t, k)) return nullptr;
  if (!load_descriptor_classes(t, spec.impl_descriptor)) return nullptr;
  Method* m = spec.impl_kind == RefKind::NewInvokeSpecial
                  ? k->find_declared_method("<init>", spec.impl_descriptor)
                  : resolve_method(k, spec.impl_name, spec.impl_descriptor);
  if (!m) {
    throw_new(t, "java/lang/NoSuchMethodError", method_signature_text(k, spec.impl_name, spec.impl_descriptor));
    return nullptr;
  }
  const bool want_static = spec.impl_kind == RefKind::InvokeStatic;
  if (m->is_static() != want_static && spec.impl_kind != RefKind::NewInvokeSpecial) {
    throw_new(t, "java/lang/IncompatibleClassChangeError",
              std::string(want_static ? "Expected static method " : "Expecting non-static method ") +
                  method_signature_text(m->holder, spec.impl_name, spec.impl_descriptor));
    return nullptr;
  }
  return m;
}

}  // namespace

LambdaSite* make_lambda_site(JavaThread* t, Klass* holder, uint16_t index, bool alt, int* arg_slots) {
  // Read and check the bootstrap arguments.
  LambdaSpec spec;
  if (!read_spec(t, holder, index, alt, spec)) return nullptr;
  // Resolve as java resolves a call site before its bootstrap method runs: the call site's
  // type (captured types, the interface), then the static arguments in order: the erased SAM
  // type, the implementation's handle, the instantiated SAM type, marker interfaces (Class
  // constants), bridges. Their errors are not the metafactory's.
  const std::string& factory = holder->class_file->utf8(holder->class_file->constant_pool[
      holder->class_file->constant_pool[index].index2].index2);
  if (!load_descriptor_classes(t, factory) || !load_descriptor_classes(t, spec.sam_descriptor)) {
    return nullptr;
  }
  Method* impl = resolve_implementation(t, spec);
  if (!impl || !load_descriptor_classes(t, spec.instantiated_descriptor)) return nullptr;
  for (const std::string& marker : spec.markers) {
    if (!find_class(t, marker)) return nullptr;
  }
  for (const std::string& bridge : spec.bridges) {
    if (!load_descriptor_classes(t, bridge)) return nullptr;
  }
  // The metafactory's own checks: JDK 17 throws LambdaConversionException, which reaches the
  // program as this BootstrapMethodError (jvmlab's class library has no
  // LambdaConversionException, so it comes without its cause)
  if (lambda_conversion_error(t, spec, holder->name, impl->holder->name)) {
    throw_new(t, "java/lang/BootstrapMethodError",
              std::string("bootstrap method initialization exception"));
    return nullptr;
  }

  // Generate and define the proxy class.
  spec.proxy_name = holder->name + "$$Lambda$" + std::to_string(++g_proxy_counter);
  Klass* proxy = define_generated_class(t, spec.proxy_name, generate_lambda_proxy(spec));
  if (!proxy || !initialize_class(t, proxy)) {
    if (t->has_pending_exception()) wrap_in_internal_error(t);
    return nullptr;
  }

  // Record where captured values go.
  auto site = std::make_unique<LambdaSite>();
  site->proxy = proxy;
  int slots = 0;
  for (size_t i = 0; i < spec.captured.size(); i++) {
    Field* f = proxy->find_declared_field("arg$" + std::to_string(i + 1));
    JVMLAB_ASSERT(f != nullptr, "the generated proxy class declares a field arg$N per captured argument");
    site->captures.push_back({f->type, f->offset});
    slots += slot_count(f->type);
  }
  *arg_slots = slots;

  // A non-capturing site hands out one shared instance, kept in the proxy's static INSTANCE.
  if (spec.captured.empty()) {
    Field* f = proxy->find_declared_field("INSTANCE");
    JVMLAB_ASSERT(f != nullptr && f->is_static(), "a non-capturing proxy class declares the static INSTANCE");
    Object* o = new_object(t, proxy);
    if (!o) return nullptr;
    site->instance = &proxy->statics[f->offset];
    gc::store_ref(site->instance, uintptr_t(o));
  }
  std::lock_guard<std::mutex> lk(g_sites_lock);
  g_sites.push_back(std::move(site));
  return g_sites.back().get();
}

Object* run_lambda_site(JavaThread* t, LambdaSite* site, Slot* args) {
  if (site->instance) return reinterpret_cast<Object*>(gc::load_ref(site->instance));
  // `args` live in the caller's operand stack, a GC root, so reading them after allocating is safe.
  Object* o = new_object(t, site->proxy);
  if (!o) return nullptr;
  size_t slot = 0;
  for (const auto& c : site->captures) {
    Slot v = args[slot];
    switch (c.type) {
      case BasicType::Reference: set_ref_field(o, c.offset, slot_ref(v)); break;
      case BasicType::Boolean:
      case BasicType::Byte: set_field<int8_t>(o, c.offset, int8_t(slot_int(v))); break;
      case BasicType::Char: set_field<uint16_t>(o, c.offset, uint16_t(slot_int(v))); break;
      case BasicType::Short: set_field<int16_t>(o, c.offset, int16_t(slot_int(v))); break;
      case BasicType::Int: set_field<int32_t>(o, c.offset, slot_int(v)); break;
      case BasicType::Float: set_field<float>(o, c.offset, slot_float(v)); break;
      case BasicType::Long: set_field<int64_t>(o, c.offset, slot_long(v)); break;
      case BasicType::Double: set_field<double>(o, c.offset, slot_double(v)); break;
      default: JVMLAB_UNREACHABLE("a captured value has a field type (never void)");
    }
    slot += size_t(slot_count(c.type));
  }
  return o;
}

}  // namespace jvmlab::interp
