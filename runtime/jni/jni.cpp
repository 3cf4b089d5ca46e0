// JNI: the per-thread JNIEnv, its function table assembled from the families (jni_classes,
// jni_references, jni_calls, jni_fields, jni_strings_arrays, jni_monitors: one file each), the
// invocation interface (JavaVM) and JNI_OnLoad. Native calls: jni_native_call.cpp. See jni.hpp.
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

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <utility>

#include "runtime/jni/jni_internal.hpp"

namespace jvmlab::jni {

namespace {

// --- the invocation interface (JavaVM) and the table ----------------------------------------

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

const JNINativeInterface_* jni_table();

JNINativeInterface_ build_table() {
  JNINativeInterface_ f;
  fill_unimplemented(reinterpret_cast<void**>(&f), std::make_index_sequence<kTableEntries>());
  f.reserved0 = f.reserved1 = f.reserved2 = f.reserved3 = nullptr;
  install_class_functions(f);
  install_reference_functions(f);
  install_call_functions(f);
  install_field_functions(f);
  install_string_array_functions(f);
  install_monitor_functions(f);
  f.GetJavaVM = GetJavaVM;
  return f;
}

const JNINativeInterface_* jni_table() {
  static const JNINativeInterface_ table = build_table();
  return &table;
}

}  // namespace

// --- the per-thread JNIEnv -------------------------------------------------------------------

JniEnvImpl* env_for(JavaThread* t) {
  thread_local std::unique_ptr<JniEnvImpl> env;
  if (!env) {
    env = std::make_unique<JniEnvImpl>();
    env->functions = jni_table();
  }
  env->thread = t;
  return env.get();
}

[[noreturn]] void jni_fatal(const std::string& what) {
  std::fprintf(stderr, "jvmlab: JNI: %s\n", what.c_str());
  std::fflush(stderr);
  std::abort();
}

}  // namespace jvmlab::jni

namespace jvmlab {

using namespace jni;

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

}  // namespace jvmlab
