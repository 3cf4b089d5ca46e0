// JNI classes and objects: the version, FindClass, superclass and instance tests, AllocObject.
// Constructors with arguments (NewObject) are calls: jni_calls.cpp.
#include "runtime/jni/jni_internal.hpp"

namespace jvmlab::jni {

namespace {

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

}  // namespace

void install_class_functions(JNINativeInterface_& f) {
  f.GetVersion = GetVersion;
  f.FindClass = FindClass;
  f.GetSuperclass = GetSuperclass;
  f.IsAssignableFrom = IsAssignableFrom;
  f.IsSameObject = IsSameObject;
  f.AllocObject = AllocObject;
  f.GetObjectClass = GetObjectClass;
  f.IsInstanceOf = IsInstanceOf;
}

}  // namespace jvmlab::jni
