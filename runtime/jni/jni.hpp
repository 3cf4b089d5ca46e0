// JNI: the JNIEnv function table (a subset of JNINativeInterface_, the JDK's <jni.h> ABI), local
// and global references, and native methods called through libffi. Does not load libraries or
// find symbols (runtime/jni/native_library.hpp does).
//
//   Java caller --interpreter--> NativeFn (a libffi closure, one per method)
//        --> jni_call: arguments -> local refs (handle slots) -> ffi_call(JNIEnv*, jclass|jobject,
//            args...) with the thread InNative --> result (a local ref -> Object*) --> locals freed
//
// References handed to C are never heap addresses: a local ref is the index of a slot in the
// thread's handle area (a GC root the collector updates), tagged 01; a global ref is the address
// of a slot in the global-ref table (also a root), tagged 10.
#pragma once

#include <string>

#include "runtime/oops/klass.hpp"
#include "runtime/threads/thread.hpp"

namespace jvmlab {

/// Links native method `m` to a JNI function in the libraries loaded by System.load/loadLibrary
/// (short JNI name, then long name). Returns the NativeFn to store in `m->native` — a libffi
/// closure that converts the arguments, calls the function with the thread InNative and converts
/// the result — or null if no library has the symbol (the caller throws UnsatisfiedLinkError).
/// Thread-safe; one closure and one ffi_cif per method, cached.
NativeFn link_jni_native(JavaThread* t, Method* m);

/// Calls a library's JNI_OnLoad(JavaVM*, void*) (found by the loader) with the thread InNative.
/// Returns false with an exception pending if it threw or asked for a JNI version this VM does
/// not know (UnsatisfiedLinkError "unsupported JNI version 0x... required by <path>", as java).
bool jni_on_load(JavaThread* t, void* on_load, const std::string& path);

/// Visits every global reference slot (JNI NewGlobalRef), for the collector's root scan. The
/// visitor may update the slot (relocation). Takes the global-ref lock. Slots hold raw addresses.
/// Local references need no visitor of their own: they are slots of JavaThread::handles, which
/// the collector scans with each thread's other roots.
void jni_global_refs_do(void (*visit)(Object** slot, void* context), void* context);

}  // namespace jvmlab
