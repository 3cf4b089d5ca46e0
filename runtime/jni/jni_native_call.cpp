// Native method calls through libffi: a closure per JNI method converts the interpreter's
// argument slots into C arguments (objects as local references), calls the function with the
// thread InNative and converts the result back; linking by symbol (link_jni_native).
#include "runtime/jni/jni_internal.hpp"

#include <ffi.h>

#include <memory>
#include <mutex>
#include <unordered_map>
#include <vector>

#include "classfile/signature.hpp"
#include "runtime/jni/native_library.hpp"

namespace jvmlab::jni {

std::mutex linked_lock;

namespace {

// --- native calls through libffi ---------------------------------------------------------------

/// One linked JNI method: its C function, the ffi_cif describing it, and the closure the
/// interpreter calls as a NativeFn. Lives as long as the VM.
struct JniMethod {
  Method* method = nullptr;
  void* function = nullptr;
  ffi_cif cif;                         // (JNIEnv*, jclass|jobject, params...) -> result
  std::vector<ffi_type*> arg_types;
  ffi_cif closure_cif;                 // (JavaThread*, Slot*) -> Slot: the NativeFn shape
  ffi_type* closure_args[2] = {&ffi_type_pointer, &ffi_type_pointer};
  ffi_closure* closure = nullptr;
  NativeFn entry = nullptr;
};

/// Linked methods; guarded by linked_lock (declared in jni_internal.hpp).
std::unordered_map<Method*, std::unique_ptr<JniMethod>>& linked() {
  static auto* map = new std::unordered_map<Method*, std::unique_ptr<JniMethod>>();
  return *map;
}

/// Stubs replaced by RegisterNatives, kept alive; guarded by linked_lock.
std::vector<std::unique_ptr<JniMethod>>& retired() {
  static auto* list = new std::vector<std::unique_ptr<JniMethod>>();
  return *list;
}

/// The C type a JNI function takes or returns for a Java value of type `type` (jboolean is
/// unsigned 8-bit, jchar unsigned 16-bit; objects are jobject pointers).
ffi_type* ffi_type_of(BasicType type) {
  switch (type) {
    case BasicType::Boolean: return &ffi_type_uint8;
    case BasicType::Byte: return &ffi_type_sint8;
    case BasicType::Char: return &ffi_type_uint16;
    case BasicType::Short: return &ffi_type_sint16;
    case BasicType::Int: return &ffi_type_sint32;
    case BasicType::Long: return &ffi_type_sint64;
    case BasicType::Float: return &ffi_type_float;
    case BasicType::Double: return &ffi_type_double;
    case BasicType::Void: return &ffi_type_void;
    case BasicType::Reference: break;
  }
  return &ffi_type_pointer;
}

/// One C argument value, large enough for any JNI type.
union FfiValue {
  jboolean z;
  jbyte b;
  jchar c;
  jshort s;
  jint i;
  jlong j;
  jfloat f;
  jdouble d;
  void* p;
};

/// The body of every JNI native: Java slots -> C arguments (objects as local refs), the call
/// with the thread InNative, the result back to a slot, the native's local refs released.
Slot jni_call(JavaThread* t, JniMethod* jm, Slot* args) {
  Method* m = jm->method;
  JniEnvImpl* env = env_for(t);
  const size_t handle_mark = t->handles.size();
  const size_t frame_mark = env->frames.size();
  const size_t params = size_t(classfile::parameter_count(m->descriptor));

  // Arguments: JNIEnv*, the class (static) or receiver, then the parameters.
  std::vector<FfiValue> values(params + 2);
  std::vector<void*> pointers(params + 2);
  values[0].p = static_cast<JNIEnv*>(env);
  int slot = 0;
  if (m->is_static()) {
    values[1].p = new_local(t, mirror_of(m->holder));
  } else {
    values[1].p = new_local(t, slot_ref(args[slot++]));
  }
  for (classfile::SignatureIterator it(m->descriptor); !it.at_return(); it.next()) {
    FfiValue& v = values[size_t(it.index()) + 2];
    const Slot a = args[slot++];
    switch (it.basic_type()) {
      case BasicType::Boolean: v.z = jboolean(slot_int(a) & 1); break;
      case BasicType::Byte: v.b = jbyte(slot_int(a)); break;
      case BasicType::Char: v.c = jchar(slot_int(a)); break;
      case BasicType::Short: v.s = jshort(slot_int(a)); break;
      case BasicType::Int: v.i = slot_int(a); break;
      case BasicType::Long: v.j = slot_long(a); slot++; break;
      case BasicType::Float: v.f = slot_float(a); break;
      case BasicType::Double: v.d = slot_double(a); slot++; break;
      default: v.p = new_local(t, slot_ref(a)); break;
    }
  }
  for (size_t i = 0; i < values.size(); i++) pointers[i] = &values[i];

  // Call, safe for the collector.
  union {
    ffi_arg integer;
    jfloat f;
    jdouble d;
    jlong j;
    void* p;
  } ret;
  ret.j = 0;
  {
    ThreadStateScope in_native(t, ThreadState::InNative);
    ffi_call(&jm->cif, FFI_FN(jm->function), &ret, pointers.data());
  }

  // Result.
  Slot result = 0;
  switch (m->return_type) {
    case BasicType::Void: break;
    case BasicType::Boolean: result = int_slot(uint8_t(ret.integer) != 0); break;
    case BasicType::Byte: result = int_slot(int8_t(ret.integer)); break;
    case BasicType::Char: result = int_slot(uint16_t(ret.integer)); break;
    case BasicType::Short: result = int_slot(int16_t(ret.integer)); break;
    case BasicType::Int: result = int_slot(int32_t(ret.integer)); break;
    case BasicType::Long: result = long_slot(ret.j); break;
    case BasicType::Float: result = float_slot(ret.f); break;
    case BasicType::Double: result = double_slot(ret.d); break;
    case BasicType::Reference: result = ref_slot(resolve(t, static_cast<jobject>(ret.p))); break;
  }

  // Release the native's local references.
  t->handles.resize(handle_mark);
  env->frames.resize(frame_mark);
  return t->has_pending_exception() ? 0 : result;
}

void closure_entry(ffi_cif*, void* ret, void** args, void* user_data) {
  JavaThread* t = *static_cast<JavaThread**>(args[0]);
  Slot* slots = *static_cast<Slot**>(args[1]);
  *static_cast<uint64_t*>(ret) = jni_call(t, static_cast<JniMethod*>(user_data), slots);
}

}  // namespace

NativeFn make_native_stub_locked(Method* m, void* function) {
  auto& map = linked();
  if (auto it = map.find(m); it != map.end() && it->second->function == function) {
    return it->second->entry;
  }

  // Describe the C function: (JNIEnv*, jclass|jobject, params...) -> result.
  auto jm = std::make_unique<JniMethod>();
  jm->method = m;
  jm->function = function;
  jm->arg_types = {&ffi_type_pointer, &ffi_type_pointer};
  classfile::SignatureIterator it(m->descriptor);
  for (; !it.at_return(); it.next()) jm->arg_types.push_back(ffi_type_of(it.basic_type()));
  if (ffi_prep_cif(&jm->cif, FFI_DEFAULT_ABI, unsigned(jm->arg_types.size()), ffi_type_of(it.basic_type()),
                   jm->arg_types.data()) != FFI_OK) {
    jni_fatal("ffi_prep_cif failed for " + m->external_name());
  }

  // The closure the interpreter calls: a NativeFn that knows its JniMethod.
  void* code = nullptr;
  jm->closure = static_cast<ffi_closure*>(ffi_closure_alloc(sizeof(ffi_closure), &code));
  if (!jm->closure ||
      ffi_prep_cif(&jm->closure_cif, FFI_DEFAULT_ABI, 2, &ffi_type_uint64, jm->closure_args) != FFI_OK ||
      ffi_prep_closure_loc(jm->closure, &jm->closure_cif, closure_entry, jm.get(), code) != FFI_OK) {
    jni_fatal("cannot make a libffi closure for " + m->external_name());
  }
  jm->entry = reinterpret_cast<NativeFn>(code);
  NativeFn entry = jm->entry;
  // A method re-registered (RegisterNatives) keeps its old stub alive: a call may be running it.
  if (auto it = map.find(m); it != map.end()) retired().push_back(std::move(it->second));
  map[m] = std::move(jm);
  return entry;
}

}  // namespace jvmlab::jni

namespace jvmlab {

using namespace jni;

NativeFn link_jni_native(JavaThread* t, Method* m) {
  void* function;
  {
    // dlsym under the library lock, which a thread may hold for a whole dlopen: wait for it
    // safe for the collector (touches no heap object).
    ThreadStateScope in_native(t, ThreadState::InNative);
    function = find_jni_symbol(m);
  }
  if (!function) return nullptr;
  std::lock_guard<std::mutex> guard(linked_lock);
  return make_native_stub_locked(m, function);
}

}  // namespace jvmlab
