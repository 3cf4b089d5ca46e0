// Native libraries loaded by System.load/System.loadLibrary (dlopen) and the JNI symbol names
// a native method is looked up by. Does not call native code (runtime/jni/jni.hpp does).
#pragma once

#include <string>

#include "runtime/oops/klass.hpp"

namespace jvmlab {

/// JNI escape of a name (JNI spec, "Resolving Native Method Names"): '/' -> '_', '_' -> "_1",
/// ';' -> "_2", '[' -> "_3", other non-alphanumeric ASCII and non-ASCII UTF-16 units -> "_0xxxx"
/// (4 lowercase hex digits). `name` is modified UTF-8 as in the class file.
std::string jni_mangle(const std::string& name);
/// Short JNI name: "Java_" + mangled class + "_" + mangled method, e.g. Java_pkg_Native_add.
std::string jni_short_name(const Method* m);
/// Long JNI name for overloads: short name + "__" + mangled parameter descriptor
/// ("Java_Native_add__II").
std::string jni_long_name(const Method* m);

/// dlopens `path` (absolute) once and remembers the handle for symbol lookups. Returns "" on
/// success (also if already loaded), "ENOENT" when the file does not exist, else dlerror()'s text.
/// `*new_handle` is the handle when this call loaded it (the caller runs JNI_OnLoad), else null.
/// Thread-safe (a mutex guards the library list).
std::string load_native_library(const std::string& path, void** new_handle);

/// The address of `m`'s JNI function in the loaded libraries (short name first, then the long
/// name, libraries in load order), or null. Thread-safe.
void* find_jni_symbol(const Method* m);

/// Registers the natives of System.load/loadLibrary's helpers (java.lang.Runtime.load0).
void register_native_library_natives();

}  // namespace jvmlab
