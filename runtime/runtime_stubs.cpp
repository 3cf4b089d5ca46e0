// The runtime-stub table's VM side: C-signature thunks over the VM's slow paths, the table
// filled with them and the globals' addresses, and loading a library that takes the table.
#include "runtime/runtime_stubs.hpp"

#include <dlfcn.h>

#include "gc/barrier.hpp"
#include "runtime/classloading/class_loader.hpp"
#include "runtime/classloading/link_resolver.hpp"
#include "runtime/exceptions/exceptions.hpp"
#include "runtime/heap/allocation.hpp"
#include "runtime/threads/monitor.hpp"
#include "runtime/threads/safepoint.hpp"

namespace jvmlab {

namespace {

// Thunks: the VM's functions behind the table's C signatures (plain types, JavaThread* first,
// int32_t flags for bool, void for throw helpers whose Slot result is always 0).

uintptr_t stub_load_barrier_slow(JavaThread*, gc::zpointer* field, gc::zpointer value) {
  return gc::load_barrier_slow(field, value);
}
void stub_block(JavaThread* t) { safepoint::block(t); }
Object* stub_new_instance(JavaThread* t, Klass* k) { return new_object(t, k); }
Object* stub_new_primitive_array(JavaThread* t, int32_t type, int32_t length) {
  return new_primitive_array(t, BasicType(type), length);
}
Object* stub_new_object_array(JavaThread* t, Klass* element, int32_t length) {
  return new_object_array(t, element, length);
}
void stub_monitor_enter(JavaThread* t, Object* o) { monitor::enter(t, o); }
int32_t stub_monitor_exit(JavaThread* t, Object* o) { return monitor::exit(t, o) ? 1 : 0; }
int32_t stub_initialize_class(JavaThread* t, Klass* k) { return initialize_class(t, k) ? 1 : 0; }
void stub_throw_null_pointer(JavaThread* t, const Method* m, int32_t bci) { throw_null_pointer(t, m, bci); }
void stub_throw_index(JavaThread* t, int32_t index, int32_t length) {
  throw_array_index_out_of_bounds(t, index, length);
}
void stub_throw_divide_by_zero(JavaThread* t) { throw_divide_by_zero(t); }
void stub_throw_class_cast(JavaThread* t, const Klass* from, const Klass* to) { throw_class_cast(t, from, to); }
void stub_throw_negative_array_size(JavaThread* t, int32_t length) { throw_negative_array_size(t, length); }
void stub_throw_array_store(JavaThread* t, const Klass* value_class) { throw_array_store(t, value_class); }
void stub_throw_stack_overflow(JavaThread* t) { throw_stack_overflow(t); }
void stub_throw_new(JavaThread* t, const char* class_name, const char* message) {
  if (message == nullptr) {
    throw_new(t, class_name);
  } else {
    throw_new(t, class_name, std::string(message));
  }
}
Klass* stub_resolve_class(JavaThread* t, Klass* holder, int32_t index) {
  return interp::link_class(t, holder, uint16_t(index));
}
Field* stub_resolve_field(JavaThread* t, Klass* holder, int32_t index, int32_t is_static) {
  bool cached = false;
  return interp::link_field(t, holder, uint16_t(index), is_static != 0, &cached);
}
Method* stub_resolve_method(JavaThread* t, Method* caller, int32_t index, int32_t invoke_kind) {
  interp::LinkedCall call;
  bool cached = false;
  if (!interp::link_invoke(t, caller, uint16_t(index), interp::InvokeKind(invoke_kind), &call, &cached)) return nullptr;
  return call.method;
}
Method* stub_select_interface_method(JavaThread* t, Klass* k, Method* m) {
  return interp::select_for_receiver(t, k, m);
}
Method* stub_vtable_method(JavaThread*, Klass* k, int32_t index) { return k->vtable[size_t(index)]; }
int32_t stub_is_subtype_of(JavaThread*, const Klass* k, const Klass* super) { return k->is_subtype_of(super) ? 1 : 0; }
void* stub_resolve_call_site(JavaThread* t, Klass* holder, int32_t index, int32_t* arg_slots) {
  int slots = 0;
  interp::CallSite* site = interp::link_invokedynamic(t, holder, uint16_t(index), &slots);
  *arg_slots = slots;
  return site;
}
int32_t stub_run_call_site(JavaThread* t, void* site, Slot* args, Slot* result) {
  return interp::run_call_site(t, static_cast<interp::CallSite*>(site), args, result) ? 1 : 0;
}

Object* stub_resolve_string(JavaThread* t, Klass* holder, int32_t index) {
  return interp::link_string(t, holder, uint16_t(index));
}
Object* stub_new_multi_array(JavaThread* t, Klass* array_class, int32_t dims, const int32_t* counts) {
  // The interpreter's multianewarray, which keeps its own copy inside the loop for its register
  // allocation (interpreter/interpreter.cpp).
  for (int32_t d = 0; d < dims; d++) {
    if (counts[d] < 0) {
      throw_negative_array_size(t, counts[d]);
      return nullptr;
    }
  }
  struct Builder {
    static Object* make(JavaThread* t, Klass* ak, const int32_t* counts, int32_t dims) {
      Object* a = new_array(t, ak, counts[0]);
      if (!a || dims == 1) return a;
      HandleScope hs(t);
      Handle ha(t, a);
      for (int32_t i = 0; i < counts[0]; i++) {
        Object* sub = make(t, ak->component, counts + 1, dims - 1);
        if (!sub) return nullptr;
        set_ref_element(ha.get(), i, sub);
      }
      return ha.get();
    }
  };
  return Builder::make(t, array_class, counts, dims);
}

static_assert(int(interp::InvokeKind::Virtual) == 0 && int(interp::InvokeKind::Special) == 1 &&
                  int(interp::InvokeKind::Static) == 2 && int(interp::InvokeKind::Interface) == 3,
              "StubResolveMethod documents InvokeKind's values");
static_assert(int(BasicType::Boolean) == 4 && int(BasicType::Long) == 11,
              "StubNewPrimitiveArray takes newarray's atype");

RuntimeStubs make_stubs() {
  RuntimeStubs s{};
  s.version = kRuntimeStubsVersion;
  s.size = sizeof(RuntimeStubs);
  s.layout = kRuntimeLayout;
  s.good_color = reinterpret_cast<const gc::zpointer*>(&gc::g_good_color);
  s.bad_mask = reinterpret_cast<const gc::zpointer*>(&gc::g_bad_mask);
  s.safepoint_poll = reinterpret_cast<const uint8_t*>(&safepoint::g_poll);
  s.load_barrier_slow = stub_load_barrier_slow;
  s.block_at_safepoint = stub_block;
  s.new_instance = stub_new_instance;
  s.new_primitive_array = stub_new_primitive_array;
  s.new_object_array = stub_new_object_array;
  s.monitor_enter = stub_monitor_enter;
  s.monitor_exit = stub_monitor_exit;
  s.initialize_class = stub_initialize_class;
  s.throw_null_pointer = stub_throw_null_pointer;
  s.throw_array_index_out_of_bounds = stub_throw_index;
  s.throw_divide_by_zero = stub_throw_divide_by_zero;
  s.throw_class_cast = stub_throw_class_cast;
  s.throw_negative_array_size = stub_throw_negative_array_size;
  s.throw_array_store = stub_throw_array_store;
  s.throw_stack_overflow = stub_throw_stack_overflow;
  s.throw_new = stub_throw_new;
  s.resolve_class = stub_resolve_class;
  s.resolve_field = stub_resolve_field;
  s.resolve_method = stub_resolve_method;
  s.select_interface_method = stub_select_interface_method;
  s.vtable_method = stub_vtable_method;
  s.is_subtype_of = stub_is_subtype_of;
  s.resolve_call_site = stub_resolve_call_site;
  s.run_call_site = stub_run_call_site;
  s.resolve_string = stub_resolve_string;
  s.new_multi_array = stub_new_multi_array;
  return s;
}

}  // namespace

const RuntimeStubs& runtime_stubs() {
  static const RuntimeStubs stubs = make_stubs();
  return stubs;
}

void* load_runtime_library(const std::string& path, std::string* error) {
  void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (handle == nullptr) {
    const char* e = dlerror();
    *error = e ? e : "dlopen failed";
    return nullptr;
  }
  using Init = int (*)(const RuntimeStubs*);
  auto init = reinterpret_cast<Init>(dlsym(handle, kLibraryInitSymbol));
  if (init == nullptr) {
    *error = path + ": no " + kLibraryInitSymbol;
    dlclose(handle);
    return nullptr;
  }
  if (const int refused = init(&runtime_stubs()); refused != 0) {
    *error = path + ": " + kLibraryInitSymbol + " refused the runtime-stub table (check " +
             std::to_string(refused) + ")";
    dlclose(handle);
    return nullptr;
  }
  return handle;
}

}  // namespace jvmlab
