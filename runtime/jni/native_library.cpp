// Native libraries (dlopen) and JNI symbol names: see native_library.hpp.
#include "runtime/jni/native_library.hpp"

#include <dlfcn.h>
#include <sys/stat.h>

#include <cstdio>
#include <mutex>
#include <vector>

#include "classfile/utf8.hpp"
#include "classfile/signature.hpp"
#include "runtime/jni/jni.hpp"
#include "runtime/vm.hpp"

namespace jvmlab {

namespace {

/// Loaded libraries in load order: (path, dlopen handle). Guarded by libraries_lock; handles are
/// never closed (java unloads a library only with its class loader, and the boot loader stays).
std::mutex libraries_lock;
std::vector<std::pair<std::string, void*>>& libraries() {
  static auto* list = new std::vector<std::pair<std::string, void*>>();
  return *list;
}


}  // namespace

std::string jni_mangle(const std::string& name) {
  std::string out;
  for (char16_t c : classfile::decode_modified_utf8_lossy(name)) {
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
      out += char(c);
    } else if (c == '/') {
      out += '_';
    } else if (c == '_') {
      out += "_1";
    } else if (c == ';') {
      out += "_2";
    } else if (c == '[') {
      out += "_3";
    } else {
      char buf[8];
      std::snprintf(buf, sizeof buf, "_0%04x", unsigned(c));
      out += buf;
    }
  }
  return out;
}

std::string jni_short_name(const Method* m) {
  return "Java_" + jni_mangle(m->holder->name) + "_" + jni_mangle(m->name);
}

std::string jni_long_name(const Method* m) {
  return jni_short_name(m) + "__" + jni_mangle(std::string(classfile::parameters_text(m->descriptor)));
}

std::string load_native_library(const std::string& path, void** new_handle) {
  *new_handle = nullptr;
  std::lock_guard<std::mutex> guard(libraries_lock);
  for (const auto& [p, h] : libraries()) {
    if (p == path) return "";
  }
  struct stat st;
  if (::stat(path.c_str(), &st) != 0 || S_ISDIR(st.st_mode)) return "ENOENT";
  void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    const char* e = dlerror();
    return e ? e : "dlopen failed";
  }
  libraries().emplace_back(path, handle);
  *new_handle = handle;
  return "";
}

void* find_jni_symbol(const Method* m) {
  const std::string short_name = jni_short_name(m);
  const std::string long_name = jni_long_name(m);
  std::lock_guard<std::mutex> guard(libraries_lock);
  for (const auto& [p, h] : libraries()) {
    if (void* f = dlsym(h, short_name.c_str())) return f;
    if (void* f = dlsym(h, long_name.c_str())) return f;
  }
  return nullptr;
}

namespace {

/// Runtime.load0(String absolutePath): null when loaded, "" when the file does not exist, else
/// the loader's error text.
Slot runtime_load0(JavaThread* t, Slot* args) {
  Object* path = slot_ref(args[0]);
  if (!path) return throw_npe(t);
  const std::string file = string_utf8(path);
  void* handle = nullptr;
  std::string result;
  {
    // dlopen may take long (it runs the library's constructors) and the library lock may be
    // held by another thread's dlopen: both wait safe for the collector. No heap access here.
    ThreadStateScope in_native(t, ThreadState::InNative);
    result = load_native_library(file, &handle);
  }
  if (result.empty()) {
    // A newly loaded library's JNI_OnLoad runs once, outside the library lock (it may load
    // classes or other libraries).
    void* on_load = handle ? dlsym(handle, "JNI_OnLoad") : nullptr;
    if (on_load && !jni_on_load(t, on_load, file)) return 0;
    return 0;
  }
  if (result == "ENOENT") result.clear();
  return ref_slot(new_string_from_utf8_bytes(t, result));
}

}  // namespace

void register_native_library_natives() {
  register_native("java/lang/Runtime", "load0", "(Ljava/lang/String;)Ljava/lang/String;",
                  runtime_load0);
}

}  // namespace jvmlab
