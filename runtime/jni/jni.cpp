// JNI: the JNIEnv table, references and native calls through libffi: see jni.hpp.
// Sources of the idea: the JNI specification (Java SE 17, "JNI Functions", "Design Overview");
// HotSpot's jni.cpp / jniHandles.cpp for the references-as-handles model and error texts.
//
// GC safety (the moving collector): C code only ever holds references (local: an index into the thread's
// handle area; global: a slot in the global table), both roots the collector updates. A JNI
// function runs InVM (JNI_ENTRY): it resolves its references *after* the last safepoint it
// reaches before using them (class initialization, allocation, Java calls), and never keeps a
// raw Object* across one. Array and string contents are always handed out as copies (also by the
// *Critical functions), so nothing is pinned and C never holds a pointer into the heap.
#include "runtime/jni/jni.hpp"

#include <ffi.h>
#include <jni.h>

#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "classfile/utf8.hpp"
#include "classfile/signature.hpp"
#include "runtime/classloading/link_resolver.hpp"
#include "runtime/jni/native_library.hpp"
#include "runtime/vm.hpp"

namespace jvmlab {

namespace {

// --- the per-thread JNIEnv -------------------------------------------------------------------

/// A thread's JNIEnv: the table pointer first (the ABI), then jvmlab's state. One per OS thread,
/// created on first use, owned by that thread.
struct JniEnvImpl : JNIEnv_ {
  JavaThread* thread = nullptr;
  std::vector<size_t> frames;  // PushLocalFrame marks (handle-area sizes)
};

const JNINativeInterface_* jni_table();

JniEnvImpl* env_for(JavaThread* t) {
  thread_local std::unique_ptr<JniEnvImpl> env;
  if (!env) {
    env = std::make_unique<JniEnvImpl>();
    env->functions = jni_table();
  }
  env->thread = t;
  return env.get();
}

JavaThread* thread_of(JNIEnv* env) { return static_cast<JniEnvImpl*>(env)->thread; }

// --- references ----------------------------------------------------------------------------------

constexpr uintptr_t kTagMask = 3, kLocalTag = 1, kGlobalTag = 2;

/// Global references: stable slots (deque), a free list; guarded by globals_lock.
std::mutex globals_lock;
std::deque<Object*>& global_slots() {
  static auto* slots = new std::deque<Object*>();
  return *slots;
}
std::vector<Object**>& free_global_slots() {
  static auto* list = new std::vector<Object**>();
  return *list;
}

jobject new_local(JavaThread* t, Object* o) {
  if (!o) return nullptr;
  t->handles.push_back(o);
  return reinterpret_cast<jobject>(((t->handles.size() - 1) << 2) | kLocalTag);
}

Object* resolve(JavaThread* t, jobject h) {
  const uintptr_t v = reinterpret_cast<uintptr_t>(h);
  if (v == 0) return nullptr;
  if ((v & kTagMask) == kLocalTag) {
    const size_t index = v >> 2;
    return index < t->handles.size() ? t->handles[index] : nullptr;
  }
  if ((v & kTagMask) == kGlobalTag) return *reinterpret_cast<Object**>(v & ~kTagMask);
  return nullptr;
}

Klass* klass_of(JavaThread* t, jclass c) {
  Object* mirror = resolve(t, c);
  return mirror ? klass_of_mirror(mirror) : nullptr;
}

/// Every JNI function that touches the heap, the handle area or the pending exception starts
/// here: the thread leaves InNative for the VM (waiting, once the safepoint protocol is in, for
/// a pause in progress to end: ThreadStateScope), and returns to InNative at the end.
#define JNI_ENTRY(env)                     \
  JavaThread* t = thread_of(env);          \
  ThreadStateScope vm_state_(t, ThreadState::InVM)

[[noreturn]] void jni_fatal(const std::string& what) {
  std::fprintf(stderr, "jvmlab: JNI: %s\n", what.c_str());
  std::fflush(stderr);
  std::abort();
}

// --- arguments of Call<Type>Method and NewObject -------------------------------------------------

/// Reads arguments from a va_list (C varargs promote small ints to int, float to double).
struct VaReader {
  va_list ap;
  explicit VaReader(va_list src) { va_copy(ap, src); }
  ~VaReader() { va_end(ap); }
  Slot next(JavaThread* t, BasicType type) {
    switch (type) {
      case BasicType::Boolean: return int_slot(uint8_t(va_arg(ap, int)) != 0);
      case BasicType::Byte: return int_slot(int8_t(va_arg(ap, int)));
      case BasicType::Char: return int_slot(uint16_t(va_arg(ap, int)));
      case BasicType::Short: return int_slot(int16_t(va_arg(ap, int)));
      case BasicType::Int: return int_slot(va_arg(ap, jint));
      case BasicType::Long: return long_slot(va_arg(ap, jlong));
      case BasicType::Float: return float_slot(float(va_arg(ap, double)));
      case BasicType::Double: return double_slot(va_arg(ap, double));
      default: return ref_slot(resolve(t, va_arg(ap, jobject)));
    }
  }
};

/// Reads arguments from a jvalue array.
struct JvalueReader {
  const jvalue* v;
  Slot next(JavaThread* t, BasicType type) {
    const jvalue a = *v++;
    switch (type) {
      case BasicType::Boolean: return int_slot(a.z != 0);
      case BasicType::Byte: return int_slot(a.b);
      case BasicType::Char: return int_slot(a.c);
      case BasicType::Short: return int_slot(a.s);
      case BasicType::Int: return int_slot(a.i);
      case BasicType::Long: return long_slot(a.j);
      case BasicType::Float: return float_slot(a.f);
      case BasicType::Double: return double_slot(a.d);
      default: return ref_slot(resolve(t, a.l));
    }
  }
};

/// Calls `m` with the receiver (null for static) and arguments read by `reader`. Virtual
/// dispatch selects the receiver class's implementation unless `nonvirtual`. The receiver and
/// reference arguments stay JNI references until after the last safepoint before the call (the
/// static method's class initialization): only then are they resolved into the argument slots,
/// which call_java copies into the callee's frame before anything else.
template <typename Reader>
Slot invoke(JavaThread* t, jobject receiver_ref, Method* m, Reader& reader, bool nonvirtual) {
  if (!m) {
    throw_new(t, "java/lang/NullPointerException", "jmethodID is null");
    return 0;
  }
  if (m->is_static() && !initialize_class(t, m->holder)) return 0;
  // No safepoint from here to call_java.
  Object* receiver = m->is_static() ? nullptr : resolve(t, receiver_ref);
  std::vector<Slot> slots;
  if (!m->is_static()) {
    if (!receiver) return throw_npe(t);
    slots.push_back(ref_slot(receiver));
  }
  for (classfile::SignatureIterator it(m->descriptor); !it.at_return(); it.next()) {
    slots.push_back(reader.next(t, it.basic_type()));
    if (it.size() == 2) slots.push_back(0);
  }
  Method* target = m;
  if (!m->is_static() && !nonvirtual && !m->is_private() && m->name != "<init>") {
    if (Method* selected = resolve_method(receiver->klass, m->name, m->descriptor)) target = selected;
  }
  return call_java(t, target, slots.data(), int(slots.size()));
}

template <typename T>
T from_slot(Slot s) {
  if constexpr (std::is_same_v<T, jfloat>) return slot_float(s);
  else if constexpr (std::is_same_v<T, jdouble>) return slot_double(s);
  else if constexpr (std::is_same_v<T, jlong>) return slot_long(s);
  else if constexpr (std::is_same_v<T, jboolean>) return jboolean(slot_int(s) & 1);
  else return T(slot_int(s));
}

template <typename T>
Slot to_slot(T v) {
  if constexpr (std::is_same_v<T, jfloat>) return float_slot(v);
  else if constexpr (std::is_same_v<T, jdouble>) return double_slot(v);
  else if constexpr (std::is_same_v<T, jlong>) return long_slot(v);
  else if constexpr (std::is_same_v<T, jboolean>) return int_slot(v & 1);
  else return int_slot(int32_t(v));
}

// --- version, classes, objects -----------------------------------------------------------------

jint JNICALL GetVersion(JNIEnv*) { return 0x000a0000; }  // JNI_VERSION_10, as java 17

jclass JNICALL FindClass(JNIEnv* env, const char* name) {
  JNI_ENTRY(env);
  Klass* k = find_class(t, name);
  if (!k) return nullptr;
  if (!initialize_class(t, k)) return nullptr;
  return static_cast<jclass>(new_local(t, mirror_of(k)));
}

jclass JNICALL GetSuperclass(JNIEnv* env, jclass c) {
  JNI_ENTRY(env);
  Klass* k = klass_of(t, c);
  if (!k || k->is_interface() || !k->super) return nullptr;
  return static_cast<jclass>(new_local(t, mirror_of(k->super)));
}

jboolean JNICALL IsAssignableFrom(JNIEnv* env, jclass sub, jclass sup) {
  JNI_ENTRY(env);
  Klass* a = klass_of(t, sub);
  Klass* b = klass_of(t, sup);
  return a && b && a->is_subtype_of(b) ? JNI_TRUE : JNI_FALSE;
}

jclass JNICALL GetObjectClass(JNIEnv* env, jobject o) {
  JNI_ENTRY(env);
  Object* obj = resolve(t, o);
  if (!obj) jni_fatal("GetObjectClass: null object");
  return static_cast<jclass>(new_local(t, mirror_of(obj->klass)));
}

jboolean JNICALL IsInstanceOf(JNIEnv* env, jobject o, jclass c) {
  JNI_ENTRY(env);
  Object* obj = resolve(t, o);
  Klass* k = klass_of(t, c);
  return !obj || (k && obj->klass->is_subtype_of(k)) ? JNI_TRUE : JNI_FALSE;
}

jboolean JNICALL IsSameObject(JNIEnv* env, jobject a, jobject b) {
  JNI_ENTRY(env);
  return resolve(t, a) == resolve(t, b) ? JNI_TRUE : JNI_FALSE;
}

jobject JNICALL AllocObject(JNIEnv* env, jclass c) {
  JNI_ENTRY(env);
  Klass* k = klass_of(t, c);
  if (!k) return nullptr;
  if (k->is_interface() || (k->access & classfile::acc::ABSTRACT)) {
    throw_new(t, "java/lang/InstantiationException", k->external_name());
    return nullptr;
  }
  if (!initialize_class(t, k)) return nullptr;
  return new_local(t, new_object(t, k));
}

template <typename Reader>
jobject new_object_with(JNIEnv* env, jclass c, jmethodID id, Reader& reader) {
  JNI_ENTRY(env);
  Klass* k = klass_of(t, c);
  if (!k || !initialize_class(t, k)) return nullptr;
  Object* o = new_object(t, k);
  if (!o) return nullptr;
  jobject local = new_local(t, o);
  invoke(t, local, reinterpret_cast<Method*>(id), reader, true);
  return t->has_pending_exception() ? nullptr : local;
}

jobject JNICALL NewObjectV(JNIEnv* env, jclass c, jmethodID id, va_list args) {
  VaReader r(args);
  return new_object_with(env, c, id, r);
}
jobject JNICALL NewObjectA(JNIEnv* env, jclass c, jmethodID id, const jvalue* args) {
  JvalueReader r{args};
  return new_object_with(env, c, id, r);
}
jobject JNICALL NewObject(JNIEnv* env, jclass c, jmethodID id, ...) {
  va_list ap;
  va_start(ap, id);
  jobject o = NewObjectV(env, c, id, ap);
  va_end(ap);
  return o;
}

// --- exceptions ---------------------------------------------------------------------------------

jint JNICALL Throw(JNIEnv* env, jthrowable e) {
  JNI_ENTRY(env);
  Object* o = resolve(t, e);
  if (!o) return -1;
  throw_object(t, o);
  return 0;
}

jint JNICALL ThrowNew(JNIEnv* env, jclass c, const char* message) {
  JNI_ENTRY(env);
  Klass* k = klass_of(t, c);
  if (!k) return -1;
  if (message) {
    throw_new(t, k->name.c_str(), std::string(message));
  } else {
    throw_new(t, k->name.c_str());
  }
  return 0;
}

jthrowable JNICALL ExceptionOccurred(JNIEnv* env) {
  JNI_ENTRY(env);
  return static_cast<jthrowable>(new_local(t, t->pending_exception));
}

jboolean JNICALL ExceptionCheck(JNIEnv* env) {
  JNI_ENTRY(env);  // the collector may be updating pending_exception while we are InNative
  return t->has_pending_exception() ? JNI_TRUE : JNI_FALSE;
}

void JNICALL ExceptionClear(JNIEnv* env) {
  JNI_ENTRY(env);
  t->pending_exception = nullptr;
}

void JNICALL ExceptionDescribe(JNIEnv* env) {
  JNI_ENTRY(env);
  Object* e = t->pending_exception;
  if (!e) return;
  t->pending_exception = nullptr;
  // HotSpot: "Exception in thread \"<name>\" " on stderr, then printStackTrace().
  HandleScope hs(t);
  Handle he(t, e);
  std::string prefix = "Exception ";
  if (Object* thread = java_thread_object(t)) {
    Object* name = slot_ref(call_virtual(t, thread, "getName", "()Ljava/lang/String;"));
    if (name && !t->has_pending_exception()) prefix += "in thread \"" + string_utf8(name) + "\" ";
    t->pending_exception = nullptr;
  }
  vm_write(2, prefix.data(), prefix.size());
  call_virtual(t, he.get(), "printStackTrace", "()V");
  t->pending_exception = nullptr;
}

void JNICALL FatalError(JNIEnv*, const char* message) { jni_fatal(message ? message : "FatalError"); }

// --- references ---------------------------------------------------------------------------------

jint JNICALL PushLocalFrame(JNIEnv* env, jint) {
  JNI_ENTRY(env);
  static_cast<JniEnvImpl*>(env)->frames.push_back(t->handles.size());
  return 0;
}

jobject JNICALL PopLocalFrame(JNIEnv* env, jobject result) {
  JNI_ENTRY(env);
  auto* impl = static_cast<JniEnvImpl*>(env);
  Object* r = resolve(t, result);
  if (!impl->frames.empty()) {
    t->handles.resize(impl->frames.back());
    impl->frames.pop_back();
  }
  return new_local(t, r);
}

jobject JNICALL NewGlobalRef(JNIEnv* env, jobject o) {
  JNI_ENTRY(env);
  Object* obj = resolve(t, o);
  if (!obj) return nullptr;
  std::lock_guard<std::mutex> guard(globals_lock);
  Object** slot;
  if (!free_global_slots().empty()) {
    slot = free_global_slots().back();
    free_global_slots().pop_back();
  } else {
    global_slots().push_back(nullptr);
    slot = &global_slots().back();
  }
  *slot = obj;
  return reinterpret_cast<jobject>(reinterpret_cast<uintptr_t>(slot) | kGlobalTag);
}

void JNICALL DeleteGlobalRef(JNIEnv*, jobject g) {
  const uintptr_t v = reinterpret_cast<uintptr_t>(g);
  if ((v & kTagMask) != kGlobalTag) return;
  std::lock_guard<std::mutex> guard(globals_lock);
  Object** slot = reinterpret_cast<Object**>(v & ~kTagMask);
  *slot = nullptr;
  free_global_slots().push_back(slot);
}

void JNICALL DeleteLocalRef(JNIEnv* env, jobject o) {
  JNI_ENTRY(env);  // writes a handle slot, which a pause may be updating while we are InNative
  const uintptr_t v = reinterpret_cast<uintptr_t>(o);
  if ((v & kTagMask) != kLocalTag) return;
  if ((v >> 2) < t->handles.size()) t->handles[v >> 2] = nullptr;
}

jobject JNICALL NewLocalRef(JNIEnv* env, jobject o) {
  JNI_ENTRY(env);
  return new_local(t, resolve(t, o));
}

jint JNICALL EnsureLocalCapacity(JNIEnv*, jint) { return 0; }

jobjectRefType JNICALL GetObjectRefType(JNIEnv*, jobject o) {
  const uintptr_t v = reinterpret_cast<uintptr_t>(o);
  if ((v & kTagMask) == kLocalTag) return JNILocalRefType;
  if ((v & kTagMask) == kGlobalTag) return JNIGlobalRefType;
  return JNIInvalidRefType;
}

// --- methods -------------------------------------------------------------------------------------

jmethodID method_id(JNIEnv* env, jclass c, const char* name, const char* sig, bool want_static) {
  JNI_ENTRY(env);
  Klass* k = klass_of(t, c);
  if (!k || !initialize_class(t, k)) return nullptr;
  Method* m = std::strcmp(name, "<init>") == 0 ? k->find_declared_method(name, sig)
                                               : resolve_method(k, name, sig);
  // HotSpot 17's texts: the bare name when the name or signature is not a known symbol at all,
  // else "[static ]Lpkg/Class;.name(sig)". jvmlab approximates "known symbol" by "a method of
  // that name exists in the class or its superclasses".
  if (!m || m->is_static() != want_static) {
    bool name_known = false;
    for (Klass* s = k; s && !name_known; s = s->super) {
      for (const auto& candidate : s->methods) name_known |= candidate->name == name;
    }
    if (!name_known) {
      throw_new(t, "java/lang/NoSuchMethodError", std::string(name));
      return nullptr;
    }
    const std::string class_sig = k->is_array ? k->name : "L" + k->name + ";";
    throw_new(t, "java/lang/NoSuchMethodError",
              std::string(want_static ? "static " : "") + class_sig + "." + name + sig);
    return nullptr;
  }
  return reinterpret_cast<jmethodID>(m);
}

jmethodID JNICALL GetMethodID(JNIEnv* env, jclass c, const char* name, const char* sig) {
  return method_id(env, c, name, sig, false);
}
jmethodID JNICALL GetStaticMethodID(JNIEnv* env, jclass c, const char* name, const char* sig) {
  return method_id(env, c, name, sig, true);
}

template <typename Reader>
Slot call_instance(JNIEnv* env, jobject obj, jmethodID id, Reader& reader, bool nonvirtual = false) {
  JNI_ENTRY(env);
  return invoke(t, obj, reinterpret_cast<Method*>(id), reader, nonvirtual);
}

template <typename Reader>
Slot call_static(JNIEnv* env, jmethodID id, Reader& reader) {
  JNI_ENTRY(env);
  return invoke(t, nullptr, reinterpret_cast<Method*>(id), reader, true);
}

jobject result_ref(JNIEnv* env, Slot s) {
  JavaThread* t = thread_of(env);
  if (t->has_pending_exception()) return nullptr;
  return new_local(t, slot_ref(s));
}

#define JVMLAB_JNI_CALLS(Name, jtype, RESULT)                                                      \
  jtype JNICALL Call##Name##MethodV(JNIEnv* env, jobject o, jmethodID id, va_list args) {        \
    VaReader r(args);                                                                            \
    return RESULT(call_instance(env, o, id, r));                                                 \
  }                                                                                              \
  jtype JNICALL Call##Name##MethodA(JNIEnv* env, jobject o, jmethodID id, const jvalue* args) {  \
    JvalueReader r{args};                                                                        \
    return RESULT(call_instance(env, o, id, r));                                                 \
  }                                                                                              \
  jtype JNICALL Call##Name##Method(JNIEnv* env, jobject o, jmethodID id, ...) {                  \
    va_list ap;                                                                                  \
    va_start(ap, id);                                                                            \
    VaReader r(ap);                                                                              \
    va_end(ap);                                                                                  \
    return RESULT(call_instance(env, o, id, r));                                                 \
  }                                                                                              \
  jtype JNICALL CallNonvirtual##Name##MethodV(JNIEnv* env, jobject o, jclass, jmethodID id,      \
                                              va_list args) {                                    \
    VaReader r(args);                                                                            \
    return RESULT(call_instance(env, o, id, r, true));                                           \
  }                                                                                              \
  jtype JNICALL CallNonvirtual##Name##MethodA(JNIEnv* env, jobject o, jclass, jmethodID id,      \
                                              const jvalue* args) {                              \
    JvalueReader r{args};                                                                        \
    return RESULT(call_instance(env, o, id, r, true));                                           \
  }                                                                                              \
  jtype JNICALL CallNonvirtual##Name##Method(JNIEnv* env, jobject o, jclass, jmethodID id, ...) { \
    va_list ap;                                                                                  \
    va_start(ap, id);                                                                            \
    VaReader r(ap);                                                                              \
    va_end(ap);                                                                                  \
    return RESULT(call_instance(env, o, id, r, true));                                           \
  }                                                                                              \
  jtype JNICALL CallStatic##Name##MethodV(JNIEnv* env, jclass, jmethodID id, va_list args) {     \
    VaReader r(args);                                                                            \
    return RESULT(call_static(env, id, r));                                                      \
  }                                                                                              \
  jtype JNICALL CallStatic##Name##MethodA(JNIEnv* env, jclass, jmethodID id, const jvalue* args) { \
    JvalueReader r{args};                                                                        \
    return RESULT(call_static(env, id, r));                                                      \
  }                                                                                              \
  jtype JNICALL CallStatic##Name##Method(JNIEnv* env, jclass, jmethodID id, ...) {               \
    va_list ap;                                                                                  \
    va_start(ap, id);                                                                            \
    VaReader r(ap);                                                                              \
    va_end(ap);                                                                                  \
    return RESULT(call_static(env, id, r));                                                      \
  }

#define JVMLAB_RESULT_REF(s) static_cast<jobject>(result_ref(env, s))
#define JVMLAB_RESULT_VOID(s) (void)(s)
#define JVMLAB_RESULT_Z(s) from_slot<jboolean>(s)
#define JVMLAB_RESULT_B(s) from_slot<jbyte>(s)
#define JVMLAB_RESULT_C(s) from_slot<jchar>(s)
#define JVMLAB_RESULT_S(s) from_slot<jshort>(s)
#define JVMLAB_RESULT_I(s) from_slot<jint>(s)
#define JVMLAB_RESULT_J(s) from_slot<jlong>(s)
#define JVMLAB_RESULT_F(s) from_slot<jfloat>(s)
#define JVMLAB_RESULT_D(s) from_slot<jdouble>(s)

JVMLAB_JNI_CALLS(Object, jobject, JVMLAB_RESULT_REF)
JVMLAB_JNI_CALLS(Boolean, jboolean, JVMLAB_RESULT_Z)
JVMLAB_JNI_CALLS(Byte, jbyte, JVMLAB_RESULT_B)
JVMLAB_JNI_CALLS(Char, jchar, JVMLAB_RESULT_C)
JVMLAB_JNI_CALLS(Short, jshort, JVMLAB_RESULT_S)
JVMLAB_JNI_CALLS(Int, jint, JVMLAB_RESULT_I)
JVMLAB_JNI_CALLS(Long, jlong, JVMLAB_RESULT_J)
JVMLAB_JNI_CALLS(Float, jfloat, JVMLAB_RESULT_F)
JVMLAB_JNI_CALLS(Double, jdouble, JVMLAB_RESULT_D)
JVMLAB_JNI_CALLS(Void, void, JVMLAB_RESULT_VOID)

// --- fields --------------------------------------------------------------------------------------

jfieldID field_id(JNIEnv* env, jclass c, const char* name, const char* sig, bool want_static) {
  JNI_ENTRY(env);
  Klass* k = klass_of(t, c);
  if (!k || !initialize_class(t, k)) return nullptr;
  Field* f = resolve_field(k, name, sig);
  if (!f || f->is_static() != want_static) {
    // HotSpot 17's texts: "pkg.Class.name signature" for instance fields, the name for static.
    throw_new(t, "java/lang/NoSuchFieldError",
              want_static ? std::string(name) : k->external_name() + "." + name + " " + sig);
    return nullptr;
  }
  return reinterpret_cast<jfieldID>(f);
}

jfieldID JNICALL GetFieldID(JNIEnv* env, jclass c, const char* name, const char* sig) {
  return field_id(env, c, name, sig, false);
}
jfieldID JNICALL GetStaticFieldID(JNIEnv* env, jclass c, const char* name, const char* sig) {
  return field_id(env, c, name, sig, true);
}

Field* as_field(jfieldID id) { return reinterpret_cast<Field*>(id); }

jobject JNICALL GetObjectField(JNIEnv* env, jobject o, jfieldID id) {
  JNI_ENTRY(env);
  Object* obj = resolve(t, o);
  if (!obj) return nullptr;
  return new_local(t, get_ref_field(obj, as_field(id)->offset));
}
void JNICALL SetObjectField(JNIEnv* env, jobject o, jfieldID id, jobject v) {
  JNI_ENTRY(env);
  Object* obj = resolve(t, o);
  if (obj) set_ref_field(obj, as_field(id)->offset, resolve(t, v));
}
jobject JNICALL GetStaticObjectField(JNIEnv* env, jclass, jfieldID id) {
  JNI_ENTRY(env);
  Field* f = as_field(id);
  return new_local(t, reinterpret_cast<Object*>(gc::load_ref(&f->holder->statics[f->offset])));
}
void JNICALL SetStaticObjectField(JNIEnv* env, jclass, jfieldID id, jobject v) {
  JNI_ENTRY(env);
  Field* f = as_field(id);
  gc::store_ref(&f->holder->statics[f->offset], reinterpret_cast<uintptr_t>(resolve(t, v)));
}

#define JVMLAB_JNI_FIELDS(Name, jtype, ctype)                                              \
  jtype JNICALL Get##Name##Field(JNIEnv* env, jobject o, jfieldID id) {                  \
    JNI_ENTRY(env);                                                                      \
    Object* obj = resolve(t, o);                                                         \
    return obj ? jtype(get_field<ctype>(obj, as_field(id)->offset)) : jtype(0);         \
  }                                                                                      \
  void JNICALL Set##Name##Field(JNIEnv* env, jobject o, jfieldID id, jtype v) {          \
    JNI_ENTRY(env);                                                                      \
    Object* obj = resolve(t, o);                                                         \
    if (obj) set_field<ctype>(obj, as_field(id)->offset, ctype(v));                      \
  }                                                                                      \
  jtype JNICALL GetStatic##Name##Field(JNIEnv*, jclass, jfieldID id) {                   \
    Field* f = as_field(id);                                                             \
    return from_slot<jtype>(f->holder->statics[f->offset]);                              \
  }                                                                                      \
  void JNICALL SetStatic##Name##Field(JNIEnv*, jclass, jfieldID id, jtype v) {           \
    Field* f = as_field(id);                                                             \
    f->holder->statics[f->offset] = to_slot<jtype>(v);                                   \
  }

JVMLAB_JNI_FIELDS(Boolean, jboolean, uint8_t)
JVMLAB_JNI_FIELDS(Byte, jbyte, int8_t)
JVMLAB_JNI_FIELDS(Char, jchar, uint16_t)
JVMLAB_JNI_FIELDS(Short, jshort, int16_t)
JVMLAB_JNI_FIELDS(Int, jint, int32_t)
JVMLAB_JNI_FIELDS(Long, jlong, int64_t)
JVMLAB_JNI_FIELDS(Float, jfloat, float)
JVMLAB_JNI_FIELDS(Double, jdouble, double)

// --- strings -------------------------------------------------------------------------------------

jstring JNICALL NewString(JNIEnv* env, const jchar* chars, jsize length) {
  JNI_ENTRY(env);
  return static_cast<jstring>(
      new_local(t, new_string(t, std::u16string_view(reinterpret_cast<const char16_t*>(chars), size_t(length)))));
}

jsize JNICALL GetStringLength(JNIEnv* env, jstring s) {
  JNI_ENTRY(env);
  Object* o = resolve(t, s);
  return o ? jsize(string_chars(o).size()) : 0;
}

const jchar* JNICALL GetStringChars(JNIEnv* env, jstring s, jboolean* is_copy) {
  JNI_ENTRY(env);
  Object* o = resolve(t, s);
  if (!o) return nullptr;
  std::u16string chars = string_chars(o);
  auto* buf = static_cast<jchar*>(std::malloc((chars.size() + 1) * sizeof(jchar)));
  std::memcpy(buf, chars.data(), chars.size() * sizeof(jchar));
  buf[chars.size()] = 0;
  if (is_copy) *is_copy = JNI_TRUE;
  return buf;
}

void JNICALL ReleaseStringChars(JNIEnv*, jstring, const jchar* chars) {
  std::free(const_cast<jchar*>(chars));
}

jstring JNICALL NewStringUTF(JNIEnv* env, const char* utf) {
  JNI_ENTRY(env);
  if (!utf) return nullptr;
  return static_cast<jstring>(new_local(t, new_string(t, classfile::decode_modified_utf8_lossy(utf))));
}

jsize JNICALL GetStringUTFLength(JNIEnv* env, jstring s) {
  JNI_ENTRY(env);
  Object* o = resolve(t, s);
  return o ? jsize(classfile::modified_utf8_length(string_chars(o))) : 0;
}

const char* JNICALL GetStringUTFChars(JNIEnv* env, jstring s, jboolean* is_copy) {
  JNI_ENTRY(env);
  Object* o = resolve(t, s);
  if (!o) return nullptr;
  std::string utf = classfile::encode_modified_utf8(string_chars(o));
  char* buf = static_cast<char*>(std::malloc(utf.size() + 1));
  std::memcpy(buf, utf.c_str(), utf.size() + 1);
  if (is_copy) *is_copy = JNI_TRUE;
  return buf;
}

void JNICALL ReleaseStringUTFChars(JNIEnv*, jstring, const char* chars) {
  std::free(const_cast<char*>(chars));
}

bool string_region_ok(JavaThread* t, Object* o, jsize start, jsize len, size_t length) {
  if (start < 0 || len < 0 || int64_t(start) + len > int64_t(length)) {
    throw_new(t, "java/lang/StringIndexOutOfBoundsException",
              "offset " + std::to_string(start) + ", count " + std::to_string(len) + ", length " +
                  std::to_string(length));
    return false;
  }
  return true;
}

void JNICALL GetStringRegion(JNIEnv* env, jstring s, jsize start, jsize len, jchar* buf) {
  JNI_ENTRY(env);
  Object* o = resolve(t, s);
  if (!o) return;
  std::u16string chars = string_chars(o);
  if (!string_region_ok(t, o, start, len, chars.size())) return;
  std::memcpy(buf, chars.data() + start, size_t(len) * sizeof(jchar));
}

void JNICALL GetStringUTFRegion(JNIEnv* env, jstring s, jsize start, jsize len, char* buf) {
  JNI_ENTRY(env);
  Object* o = resolve(t, s);
  if (!o) return;
  std::u16string chars = string_chars(o);
  if (!string_region_ok(t, o, start, len, chars.size())) return;
  std::string utf = classfile::encode_modified_utf8(std::u16string_view(chars).substr(size_t(start), size_t(len)));
  std::memcpy(buf, utf.c_str(), utf.size() + 1);
}

// --- arrays --------------------------------------------------------------------------------------

jsize JNICALL GetArrayLength(JNIEnv* env, jarray a) {
  JNI_ENTRY(env);
  Object* o = resolve(t, a);
  return o ? array_length(o) : 0;
}

jobjectArray JNICALL NewObjectArray(JNIEnv* env, jsize length, jclass element, jobject initial) {
  JNI_ENTRY(env);
  Klass* k = klass_of(t, element);
  if (!k) return nullptr;
  Object* a = new_object_array(t, k, length);
  if (!a) return nullptr;
  Object* init = resolve(t, initial);
  if (init) {
    for (jsize i = 0; i < length; i++) set_ref_element(a, i, init);
  }
  return static_cast<jobjectArray>(new_local(t, a));
}

bool index_ok(JavaThread* t, Object* a, jsize i) {
  if (i < 0 || i >= array_length(a)) {
    throw_new(t, "java/lang/ArrayIndexOutOfBoundsException",
              "Index " + std::to_string(i) + " out of bounds for length " +
                  std::to_string(array_length(a)));
    return false;
  }
  return true;
}

jobject JNICALL GetObjectArrayElement(JNIEnv* env, jobjectArray a, jsize i) {
  JNI_ENTRY(env);
  Object* arr = resolve(t, a);
  if (!arr) return reinterpret_cast<jobject>(throw_npe(t));
  if (!index_ok(t, arr, i)) return nullptr;
  return new_local(t, get_ref_element(arr, i));
}

void JNICALL SetObjectArrayElement(JNIEnv* env, jobjectArray a, jsize i, jobject v) {
  JNI_ENTRY(env);
  Object* arr = resolve(t, a);
  if (!arr) {
    throw_npe(t);
    return;
  }
  if (!index_ok(t, arr, i)) return;
  Object* value = resolve(t, v);
  if (value && arr->klass->component && !value->klass->is_subtype_of(arr->klass->component)) {
    throw_new(t, "java/lang/ArrayStoreException",
              "type mismatch: can not store " + value->klass->external_name() +
                  " to an array of class " + arr->klass->component->external_name());
    return;
  }
  set_ref_element(arr, i, value);
}

bool region_ok(JavaThread* t, Object* a, jsize start, jsize len) {
  const int32_t n = array_length(a);
  if (start < 0 || start > n || len < 0 || len > n - start) {
    throw_new(t, "java/lang/ArrayIndexOutOfBoundsException",
              "Array region " + std::to_string(start) + ".." + std::to_string(int64_t(start) + len) +
                  " out of bounds for length " + std::to_string(n));
    return false;
  }
  return true;
}

#define JVMLAB_JNI_ARRAYS(Name, jtype, BT)                                                         \
  jtype##Array JNICALL New##Name##Array(JNIEnv* env, jsize length) {                              \
    JNI_ENTRY(env);                                                                              \
    return static_cast<jtype##Array>(new_local(t, new_primitive_array(t, BasicType::BT, length))); \
  }                                                                                              \
  jtype* JNICALL Get##Name##ArrayElements(JNIEnv* env, jtype##Array a, jboolean* is_copy) {       \
    JNI_ENTRY(env);                                                                              \
    Object* arr = resolve(t, a);                                                                 \
    if (!arr) return nullptr;                                                                    \
    const size_t bytes = size_t(array_length(arr)) * sizeof(jtype);                              \
    auto* buf = static_cast<jtype*>(std::malloc(bytes ? bytes : 1));                            \
    std::memcpy(buf, array_data<jtype>(arr), bytes);                                             \
    if (is_copy) *is_copy = JNI_TRUE;                                                            \
    return buf;                                                                                  \
  }                                                                                              \
  void JNICALL Release##Name##ArrayElements(JNIEnv* env, jtype##Array a, jtype* elems, jint mode) { \
    JNI_ENTRY(env);                                                                              \
    Object* arr = resolve(t, a);                                                                 \
    if (arr && mode != JNI_ABORT) {                                                              \
      std::memcpy(array_data<jtype>(arr), elems, size_t(array_length(arr)) * sizeof(jtype));    \
    }                                                                                            \
    if (mode != JNI_COMMIT) std::free(elems);                                                    \
  }                                                                                              \
  void JNICALL Get##Name##ArrayRegion(JNIEnv* env, jtype##Array a, jsize start, jsize len,       \
                                      jtype* buf) {                                              \
    JNI_ENTRY(env);                                                                              \
    Object* arr = resolve(t, a);                                                                 \
    if (!arr || !region_ok(t, arr, start, len)) return;                                          \
    std::memcpy(buf, array_data<jtype>(arr) + start, size_t(len) * sizeof(jtype));               \
  }                                                                                              \
  void JNICALL Set##Name##ArrayRegion(JNIEnv* env, jtype##Array a, jsize start, jsize len,       \
                                      const jtype* buf) {                                        \
    JNI_ENTRY(env);                                                                              \
    Object* arr = resolve(t, a);                                                                 \
    if (!arr || !region_ok(t, arr, start, len)) return;                                          \
    std::memcpy(array_data<jtype>(arr) + start, buf, size_t(len) * sizeof(jtype));               \
  }

JVMLAB_JNI_ARRAYS(Boolean, jboolean, Boolean)
JVMLAB_JNI_ARRAYS(Byte, jbyte, Byte)
JVMLAB_JNI_ARRAYS(Char, jchar, Char)
JVMLAB_JNI_ARRAYS(Short, jshort, Short)
JVMLAB_JNI_ARRAYS(Int, jint, Int)
JVMLAB_JNI_ARRAYS(Long, jlong, Long)
JVMLAB_JNI_ARRAYS(Float, jfloat, Float)
JVMLAB_JNI_ARRAYS(Double, jdouble, Double)

/// GetPrimitiveArrayCritical: jvmlab pins nothing and never lets a pause wait for C code, so
/// "critical" access is a copy, exactly like Get<Type>ArrayElements (*is_copy = JNI_TRUE);
/// Release copies back (unless JNI_ABORT) and frees it (unless JNI_COMMIT). The JNI spec
/// allows a copy. Only primitive arrays (a reference array's words are colored pointers).
void* JNICALL GetPrimitiveArrayCritical(JNIEnv* env, jarray a, jboolean* is_copy) {
  JNI_ENTRY(env);
  Object* arr = resolve(t, a);
  if (!arr) return nullptr;
  if (!arr->klass->is_array || arr->klass->element_type == BasicType::Reference) {
    jni_fatal("GetPrimitiveArrayCritical: not a primitive array");
  }
  const size_t bytes = size_t(array_length(arr)) * basic_type_size(arr->klass->element_type);
  void* buf = std::malloc(bytes ? bytes : 1);
  std::memcpy(buf, array_data<uint8_t>(arr), bytes);
  if (is_copy) *is_copy = JNI_TRUE;
  return buf;
}

void JNICALL ReleasePrimitiveArrayCritical(JNIEnv* env, jarray a, void* elems, jint mode) {
  JNI_ENTRY(env);
  Object* arr = resolve(t, a);
  if (arr && mode != JNI_ABORT && arr->klass->element_type != BasicType::Reference) {
    std::memcpy(array_data<uint8_t>(arr), elems,
                size_t(array_length(arr)) * basic_type_size(arr->klass->element_type));
  }
  if (mode != JNI_COMMIT) std::free(elems);
}

/// GetStringCritical: a copy, like GetStringChars (see GetPrimitiveArrayCritical).
const jchar* JNICALL GetStringCritical(JNIEnv* env, jstring s, jboolean* is_copy) {
  return GetStringChars(env, s, is_copy);
}

void JNICALL ReleaseStringCritical(JNIEnv* env, jstring s, const jchar* chars) {
  ReleaseStringChars(env, s, chars);
}

// --- monitors ------------------------------------------------------------------------------------

jint JNICALL MonitorEnter(JNIEnv* env, jobject o) {
  JNI_ENTRY(env);
  Object* obj = resolve(t, o);
  if (!obj) return -1;
  interp::monitor_enter(t, obj);
  return 0;
}

jint JNICALL MonitorExit(JNIEnv* env, jobject o) {
  JNI_ENTRY(env);
  Object* obj = resolve(t, o);
  if (!obj) return -1;
  return interp::monitor_exit(t, obj) ? 0 : -1;
}

// --- the invocation interface (JavaVM), enough for JNI_OnLoad and GetEnv ------------------------

jint JNICALL VmGetEnv(JavaVM*, void** penv, jint version) {
  JavaThread* t = JavaThread::current();
  if (!t) {
    *penv = nullptr;
    return JNI_EDETACHED;
  }
  if (version < JNI_VERSION_1_1 || version > 0x000a0000) {
    *penv = nullptr;
    return JNI_EVERSION;
  }
  *penv = static_cast<JNIEnv*>(env_for(t));
  return JNI_OK;
}

jint JNICALL VmAttachCurrentThread(JavaVM* vm, void** penv, void*) {
  // Only threads the VM started are Java threads; attaching foreign threads is not supported.
  return VmGetEnv(vm, penv, JNI_VERSION_1_2) == JNI_OK ? JNI_OK : JNI_ERR;
}

jint JNICALL VmDetachCurrentThread(JavaVM*) { return JNI_OK; }
jint JNICALL VmDestroyJavaVM(JavaVM*) { return JNI_ERR; }

const JNIInvokeInterface_ invoke_table = {
    nullptr, nullptr, nullptr, VmDestroyJavaVM, VmAttachCurrentThread, VmDetachCurrentThread,
    VmGetEnv, VmAttachCurrentThread,
};
JavaVM java_vm = {&invoke_table};

jint JNICALL GetJavaVM(JNIEnv*, JavaVM** vm) {
  *vm = &java_vm;
  return JNI_OK;
}

// --- the table -----------------------------------------------------------------------------------

/// Entry k of the table for a function jvmlab does not implement: ends the VM naming it.
template <size_t K>
void unimplemented() {
  jni_fatal("JNIEnv function #" + std::to_string(K) + " (see <jni.h>'s JNINativeInterface_) is not implemented by jvmlab");
}

constexpr size_t kTableEntries = sizeof(JNINativeInterface_) / sizeof(void*);

template <size_t... K>
void fill_unimplemented(void** slots, std::index_sequence<K...>) {
  ((slots[K] = reinterpret_cast<void*>(&unimplemented<K>)), ...);
}

jint JNICALL RegisterNatives(JNIEnv* env, jclass c, const JNINativeMethod* methods, jint count);

JNINativeInterface_ build_table() {
  JNINativeInterface_ f;
  fill_unimplemented(reinterpret_cast<void**>(&f), std::make_index_sequence<kTableEntries>());
  f.reserved0 = f.reserved1 = f.reserved2 = f.reserved3 = nullptr;
  f.GetVersion = GetVersion;
  f.FindClass = FindClass;
  f.GetSuperclass = GetSuperclass;
  f.IsAssignableFrom = IsAssignableFrom;
  f.Throw = Throw;
  f.ThrowNew = ThrowNew;
  f.ExceptionOccurred = ExceptionOccurred;
  f.ExceptionDescribe = ExceptionDescribe;
  f.ExceptionClear = ExceptionClear;
  f.FatalError = FatalError;
  f.PushLocalFrame = PushLocalFrame;
  f.PopLocalFrame = PopLocalFrame;
  f.NewGlobalRef = NewGlobalRef;
  f.DeleteGlobalRef = DeleteGlobalRef;
  f.DeleteLocalRef = DeleteLocalRef;
  f.IsSameObject = IsSameObject;
  f.NewLocalRef = NewLocalRef;
  f.EnsureLocalCapacity = EnsureLocalCapacity;
  f.AllocObject = AllocObject;
  f.NewObject = NewObject;
  f.NewObjectV = NewObjectV;
  f.NewObjectA = NewObjectA;
  f.GetObjectClass = GetObjectClass;
  f.IsInstanceOf = IsInstanceOf;
  f.GetMethodID = GetMethodID;
  f.GetStaticMethodID = GetStaticMethodID;
#define JVMLAB_SET_CALLS(Name)                                  \
  f.Call##Name##Method = Call##Name##Method;                    \
  f.Call##Name##MethodV = Call##Name##MethodV;                  \
  f.Call##Name##MethodA = Call##Name##MethodA;                  \
  f.CallNonvirtual##Name##Method = CallNonvirtual##Name##Method; \
  f.CallNonvirtual##Name##MethodV = CallNonvirtual##Name##MethodV; \
  f.CallNonvirtual##Name##MethodA = CallNonvirtual##Name##MethodA; \
  f.CallStatic##Name##Method = CallStatic##Name##Method;        \
  f.CallStatic##Name##MethodV = CallStatic##Name##MethodV;      \
  f.CallStatic##Name##MethodA = CallStatic##Name##MethodA;
  JVMLAB_SET_CALLS(Object)
  JVMLAB_SET_CALLS(Boolean)
  JVMLAB_SET_CALLS(Byte)
  JVMLAB_SET_CALLS(Char)
  JVMLAB_SET_CALLS(Short)
  JVMLAB_SET_CALLS(Int)
  JVMLAB_SET_CALLS(Long)
  JVMLAB_SET_CALLS(Float)
  JVMLAB_SET_CALLS(Double)
  JVMLAB_SET_CALLS(Void)
  f.GetFieldID = GetFieldID;
  f.GetStaticFieldID = GetStaticFieldID;
  f.GetObjectField = GetObjectField;
  f.SetObjectField = SetObjectField;
  f.GetStaticObjectField = GetStaticObjectField;
  f.SetStaticObjectField = SetStaticObjectField;
#define JVMLAB_SET_FIELDS(Name)                         \
  f.Get##Name##Field = Get##Name##Field;                \
  f.Set##Name##Field = Set##Name##Field;                \
  f.GetStatic##Name##Field = GetStatic##Name##Field;    \
  f.SetStatic##Name##Field = SetStatic##Name##Field;
  JVMLAB_SET_FIELDS(Boolean)
  JVMLAB_SET_FIELDS(Byte)
  JVMLAB_SET_FIELDS(Char)
  JVMLAB_SET_FIELDS(Short)
  JVMLAB_SET_FIELDS(Int)
  JVMLAB_SET_FIELDS(Long)
  JVMLAB_SET_FIELDS(Float)
  JVMLAB_SET_FIELDS(Double)
  f.NewString = NewString;
  f.GetStringLength = GetStringLength;
  f.GetStringChars = GetStringChars;
  f.ReleaseStringChars = ReleaseStringChars;
  f.NewStringUTF = NewStringUTF;
  f.GetStringUTFLength = GetStringUTFLength;
  f.GetStringUTFChars = GetStringUTFChars;
  f.ReleaseStringUTFChars = ReleaseStringUTFChars;
  f.GetStringRegion = GetStringRegion;
  f.GetStringUTFRegion = GetStringUTFRegion;
  f.GetArrayLength = GetArrayLength;
  f.NewObjectArray = NewObjectArray;
  f.GetObjectArrayElement = GetObjectArrayElement;
  f.SetObjectArrayElement = SetObjectArrayElement;
#define JVMLAB_SET_ARRAYS(Name)                                   \
  f.New##Name##Array = New##Name##Array;                          \
  f.Get##Name##ArrayElements = Get##Name##ArrayElements;          \
  f.Release##Name##ArrayElements = Release##Name##ArrayElements;  \
  f.Get##Name##ArrayRegion = Get##Name##ArrayRegion;              \
  f.Set##Name##ArrayRegion = Set##Name##ArrayRegion;
  JVMLAB_SET_ARRAYS(Boolean)
  JVMLAB_SET_ARRAYS(Byte)
  JVMLAB_SET_ARRAYS(Char)
  JVMLAB_SET_ARRAYS(Short)
  JVMLAB_SET_ARRAYS(Int)
  JVMLAB_SET_ARRAYS(Long)
  JVMLAB_SET_ARRAYS(Float)
  JVMLAB_SET_ARRAYS(Double)
  f.GetPrimitiveArrayCritical = GetPrimitiveArrayCritical;
  f.ReleasePrimitiveArrayCritical = ReleasePrimitiveArrayCritical;
  f.GetStringCritical = GetStringCritical;
  f.ReleaseStringCritical = ReleaseStringCritical;
  f.MonitorEnter = MonitorEnter;
  f.MonitorExit = MonitorExit;
  f.ExceptionCheck = ExceptionCheck;
  f.GetObjectRefType = GetObjectRefType;
  f.GetJavaVM = GetJavaVM;
  f.RegisterNatives = RegisterNatives;
  return f;
}

const JNINativeInterface_* jni_table() {
  static const JNINativeInterface_ table = build_table();
  return &table;
}

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

/// Linked methods; guarded by linked_lock.
std::mutex linked_lock;
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

/// The NativeFn that calls C function `function` as JNI method `m` (caller holds linked_lock).
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

}  // namespace

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

namespace {

/// RegisterNatives: binds C functions to native methods of a class (JNI spec), replacing any
/// earlier binding. Message of the error as HotSpot 17's.
jint JNICALL RegisterNatives(JNIEnv* env, jclass c, const JNINativeMethod* methods, jint count) {
  JNI_ENTRY(env);
  Klass* k = klass_of(t, c);
  if (!k) return JNI_ERR;
  for (jint i = 0; i < count; i++) {
    Method* m = k->find_declared_method(methods[i].name, methods[i].signature);
    if (!m || !m->is_native()) {
      throw_new(t, "java/lang/NoSuchMethodError",
                "Method '" + interp::method_signature_text(k, methods[i].name, methods[i].signature).substr(1) +
                    (m ? " is not declared as native" : " name or signature does not match"));
      return JNI_ERR;
    }
    std::lock_guard<std::mutex> guard(linked_lock);
    m->native = make_native_stub_locked(m, methods[i].fnPtr);
  }
  return JNI_OK;
}

}  // namespace

bool jni_on_load(JavaThread* t, void* on_load, const std::string& path) {
  using OnLoad = jint(JNICALL*)(JavaVM*, void*);
  jint version;
  {
    ThreadStateScope in_native(t, ThreadState::InNative);
    env_for(t);
    version = reinterpret_cast<OnLoad>(on_load)(&java_vm, nullptr);
  }
  if (t->has_pending_exception()) return false;
  const bool supported = version == JNI_VERSION_1_1 || version == JNI_VERSION_1_2 ||
                         version == JNI_VERSION_1_4 || version == JNI_VERSION_1_6 ||
                         version == JNI_VERSION_1_8 || version == JNI_VERSION_9 ||
                         version == 0x000a0000;
  if (!supported) {
    char hex[16];
    std::snprintf(hex, sizeof hex, "0x%x", unsigned(version));
    throw_new(t, "java/lang/UnsatisfiedLinkError",
              std::string("unsupported JNI version ") + hex + " required by " + path);
    return false;
  }
  return true;
}

void jni_global_refs_do(void (*visit)(Object** slot, void* context), void* context) {
  std::lock_guard<std::mutex> guard(globals_lock);
  for (Object*& slot : global_slots()) {
    if (slot) visit(&slot, context);
  }
}

}  // namespace jvmlab
