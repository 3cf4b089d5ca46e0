// JNI internals shared by the JNIEnv function families (runtime/jni/jni_*.cpp): the per-thread
// JNIEnv, local and global reference handles, the JNI_ENTRY transition, slot conversions, and
// each family's hook into the function table. Not a public header: runtime/jni/jni.hpp is.
#pragma once

#include <jni.h>

#include <cstdint>
#include <mutex>
#include <string>
#include <type_traits>
#include <vector>

#include "runtime/classloading/link_resolver.hpp"
#include "runtime/jni/jni.hpp"
#include "runtime/vm.hpp"

namespace jvmlab::jni {

// --- the per-thread JNIEnv -------------------------------------------------------------------

/// A thread's JNIEnv: the table pointer first (the ABI), then jvmlab's state. One per OS thread,
/// created on first use, owned by that thread.
struct JniEnvImpl : JNIEnv_ {
  JavaThread* thread = nullptr;
  std::vector<size_t> frames;  // PushLocalFrame marks (handle-area sizes)
};

/// The calling thread's JNIEnv, bound to `t` (created on first use; defined in jni.cpp).
JniEnvImpl* env_for(JavaThread* t);

/// The Java thread `env` belongs to.
inline JavaThread* thread_of(JNIEnv* env) { return static_cast<JniEnvImpl*>(env)->thread; }

// --- references ----------------------------------------------------------------------------------

/// A reference handed to C: a local ref is (index in the thread's handle area << 2) | 01, a global
/// ref the address of its slot in the global table | 10. Both slots are GC roots.
constexpr uintptr_t kTagMask = 3, kLocalTag = 1, kGlobalTag = 2;

/// A new local reference to `o` (null for null), valid until the native returns or its local
/// frame is popped. Reaches no safepoint.
inline jobject new_local(JavaThread* t, Object* o) {
  if (!o) return nullptr;
  t->handles.push_back(o);
  return reinterpret_cast<jobject>(((t->handles.size() - 1) << 2) | kLocalTag);
}

/// The object a local or global reference names (a raw address: valid until the next
/// safepoint); null for null or an unknown reference.
inline Object* resolve(JavaThread* t, jobject h) {
  const uintptr_t v = reinterpret_cast<uintptr_t>(h);
  if (v == 0) return nullptr;
  if ((v & kTagMask) == kLocalTag) {
    const size_t index = v >> 2;
    return index < t->handles.size() ? t->handles[index] : nullptr;
  }
  if ((v & kTagMask) == kGlobalTag) return *reinterpret_cast<Object**>(v & ~kTagMask);
  return nullptr;
}

/// The class a jclass (a reference to a java.lang.Class mirror) names; null for null.
inline Klass* klass_of(JavaThread* t, jclass c) {
  Object* mirror = resolve(t, c);
  return mirror ? klass_of_mirror(mirror) : nullptr;
}

/// Every JNI function that touches the heap, the handle area or the pending exception starts
/// here: the thread leaves InNative for the VM (waiting, once the safepoint protocol is in, for
/// a pause in progress to end: ThreadStateScope), and returns to InNative at the end.
#define JNI_ENTRY(env)                     \
  JavaThread* t = thread_of(env);          \
  ThreadStateScope vm_state_(t, ThreadState::InVM)

/// Ends the VM with "jvmlab: JNI: <what>" on stderr: a JNI misuse C code cannot recover from.
[[noreturn]] void jni_fatal(const std::string& what);

// --- Java values <-> JNI values ------------------------------------------------------------------

/// A Java value in an interpreter slot as JNI type T (jboolean normalized to 0/1).
template <typename T>
T from_slot(Slot s) {
  if constexpr (std::is_same_v<T, jfloat>) return slot_float(s);
  else if constexpr (std::is_same_v<T, jdouble>) return slot_double(s);
  else if constexpr (std::is_same_v<T, jlong>) return slot_long(s);
  else if constexpr (std::is_same_v<T, jboolean>) return jboolean(slot_int(s) & 1);
  else return T(slot_int(s));
}

/// JNI value `v` as an interpreter slot.
template <typename T>
Slot to_slot(T v) {
  if constexpr (std::is_same_v<T, jfloat>) return float_slot(v);
  else if constexpr (std::is_same_v<T, jdouble>) return double_slot(v);
  else if constexpr (std::is_same_v<T, jlong>) return long_slot(v);
  else if constexpr (std::is_same_v<T, jboolean>) return int_slot(v & 1);
  else return int_slot(int32_t(v));
}

// --- native calls (jni_native_call.cpp), for RegisterNatives -------------------------------------

/// Guards the linked JNI methods (make_native_stub_locked's cache).
extern std::mutex linked_lock;
/// The NativeFn that calls C function `function` as JNI method `m` (caller holds linked_lock).
NativeFn make_native_stub_locked(Method* m, void* function);

// --- the function table, by family -----------------------------------------------------------------

/// Each family stores its functions into the table jni.cpp builds (entries it does not set stay
/// "unimplemented").
void install_class_functions(JNINativeInterface_& f);       // jni_classes.cpp
void install_reference_functions(JNINativeInterface_& f);   // jni_references.cpp
void install_call_functions(JNINativeInterface_& f);        // jni_calls.cpp
void install_field_functions(JNINativeInterface_& f);       // jni_fields.cpp
void install_string_array_functions(JNINativeInterface_& f);  // jni_strings_arrays.cpp
void install_monitor_functions(JNINativeInterface_& f);     // jni_monitors.cpp

}  // namespace jvmlab::jni
