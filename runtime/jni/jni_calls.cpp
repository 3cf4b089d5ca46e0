// JNI method calls: method IDs, Call<Type>Method[V|A] in its virtual, nonvirtual and static forms,
// and NewObject; the arguments (C varargs or jvalue arrays) marshalled into Java slots by the
// method's descriptor. Does not call C: jni_native_call.cpp calls natives.
#include "runtime/jni/jni_internal.hpp"

#include <cstdarg>
#include <cstring>

#include "classfile/signature.hpp"

namespace jvmlab::jni {

namespace {

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
    const std::string class_sig = classfile::class_descriptor(k->name);
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

}  // namespace

void install_call_functions(JNINativeInterface_& f) {
  f.NewObject = NewObject;
  f.NewObjectV = NewObjectV;
  f.NewObjectA = NewObjectA;
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
}

}  // namespace jvmlab::jni
