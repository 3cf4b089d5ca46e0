// Universe: the VM's global state (HotSpot's word): loaded classes, well-known classes and field
// offsets, the heap, the string table, the native registry. Internal to runtime/ and interpreter/;
// natives use runtime/vm.hpp instead.
#pragma once

#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "gc/heap.hpp"
#include "runtime/oops/klass.hpp"
#include "runtime/options/options.hpp"

namespace jvmlab {

/// Hash for UTF-16 strings (the string table's key).
struct U16Hash {
  size_t operator()(const std::u16string& s) const noexcept {
    size_t h = 1469598103934665603ull;
    for (char16_t c : s) h = (h ^ c) * 1099511628211ull;
    return h;
  }
};

struct Universe {
  VmOptions options;
  gc::Heap heap;
  std::vector<std::string> boot_class_path;  // the class library directories
  std::vector<std::string> class_path;       // user class path (directories)

  // Loaded classes by internal name. Guarded by `lock` (single-threaded for now).
  std::unordered_map<std::string, std::unique_ptr<Klass>> classes;
  std::recursive_mutex lock;

  // Natives registered by "class.name(desc)".
  std::unordered_map<std::string, NativeFn> natives;

  // Interned strings (GC roots).
  std::unordered_map<std::u16string, Object*, U16Hash> interned;

  // Well-known classes.
  Klass* object_klass = nullptr;
  Klass* string_klass = nullptr;
  Klass* class_klass = nullptr;
  Klass* throwable_klass = nullptr;
  Klass* cloneable_klass = nullptr;
  Klass* serializable_klass = nullptr;
  Klass* thread_klass = nullptr;
  Klass* stack_trace_element_klass = nullptr;
  Klass* primitive_arrays[16] = {};    // indexed by BasicType
  std::unique_ptr<Klass> primitive_klasses[16];  // int.class etc., indexed by BasicType

  // Well-known field offsets.
  uint32_t string_value_offset = 0;  // String.value (char[])
  uint32_t string_hash_offset = 0;   // String.hash (int)
  uint32_t class_vmklass_offset = 0; // Class.vmKlass (long)
  uint32_t throwable_backtrace_offset = 0;  // Throwable.backtrace (Object)

  Object* preallocated_oom = nullptr;  // thrown when the heap cannot hold a new OutOfMemoryError (GC root)
  JavaThread* main_thread = nullptr;
  bool started = false;  // well-known classes ready
};

/// The one Universe of this process.
extern Universe* universe;

/// Starts the VM: heap, class library, well-known classes, main thread. Returns false after
/// printing an error when the VM cannot be created.
bool create_vm(const VmOptions& options);

/// Writes what the buffers of both standard streams hold (see vm_write). Thread-safe.
void flush_output();

}  // namespace jvmlab
