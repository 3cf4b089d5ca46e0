// JNI references and exceptions: local frames, global references (a GC root table), Throw and
// the pending exception. The handle encoding itself is in jni_internal.hpp.
#include "runtime/jni/jni_internal.hpp"

#include <cstdio>
#include <deque>
#include <mutex>

namespace jvmlab::jni {

namespace {

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

}  // namespace

void install_reference_functions(JNINativeInterface_& f) {
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
  f.NewLocalRef = NewLocalRef;
  f.EnsureLocalCapacity = EnsureLocalCapacity;
  f.ExceptionCheck = ExceptionCheck;
  f.GetObjectRefType = GetObjectRefType;
}

}  // namespace jvmlab::jni

namespace jvmlab {

using namespace jni;

void jni_global_refs_do(void (*visit)(Object** slot, void* context), void* context) {
  std::lock_guard<std::mutex> guard(globals_lock);
  for (Object*& slot : global_slots()) {
    if (slot) visit(&slot, context);
  }
}

}  // namespace jvmlab
