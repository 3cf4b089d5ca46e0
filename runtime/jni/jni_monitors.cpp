// JNI monitors and registration: MonitorEnter/Exit and RegisterNatives (binding C functions to
// native methods without symbol lookup).
#include "runtime/jni/jni_internal.hpp"

#include <mutex>

#include "runtime/threads/monitor.hpp"

namespace jvmlab::jni {

namespace {

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

void install_monitor_functions(JNINativeInterface_& f) {
  f.MonitorEnter = MonitorEnter;
  f.MonitorExit = MonitorExit;
  f.RegisterNatives = RegisterNatives;
}

}  // namespace jvmlab::jni
