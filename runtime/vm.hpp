// The VM's public services for natives, the interpreter and the launcher: class lookup,
// allocation, strings, exceptions, calls into Java. Implemented across runtime/*.cpp.
// Every function taking a JavaThread* may throw a Java exception: it then sets
// thread->pending_exception and returns null/0/false; callers check and return.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "runtime/klass.hpp"
#include "runtime/options.hpp"
#include "runtime/object.hpp"
#include "runtime/thread.hpp"

namespace jvmlab {

// --- classes ----------------------------------------------------------------------------------

/// Loads and links the class named `name` (internal form, "java/util/ArrayList", "[I") through the
/// bootstrap loader. On failure throws NoClassDefFoundError (or ClassFormatError, ...) and returns
/// null. Does not initialize.
Klass* find_class(JavaThread* t, std::string_view name);
/// Runs class initialization (JVMS §5.5) if needed. Returns false with an exception pending if it
/// failed (ExceptionInInitializerError / NoClassDefFoundError).
bool initialize_class(JavaThread* t, Klass* k);
/// The java.lang.Class mirror of `k` (created at load time; never null).
inline Object* mirror_of(Klass* k) { return k->mirror; }
/// The Klass a java.lang.Class mirror stands for.
Klass* klass_of_mirror(Object* mirror);
/// The class of arrays of `k` (created on demand).
Klass* array_klass_of(JavaThread* t, Klass* k);
/// Primitive array class for a basic type ("[I" for Int).
Klass* primitive_array_klass(BasicType t);
/// The mirror of a primitive type ("int" -> int.class), or null for an unknown name.
Object* primitive_mirror(std::string_view name);
/// Finds a method by name/descriptor in `k`, its superclasses, then superinterfaces (JVMS §5.4.3.3).
Method* resolve_method(Klass* k, std::string_view name, std::string_view descriptor);
/// Finds a field by name/descriptor in `k`, its superinterfaces, then superclasses (JVMS §5.4.3.2).
Field* resolve_field(Klass* k, std::string_view name, std::string_view descriptor);

// --- allocation -------------------------------------------------------------------------------

/// Allocates a zeroed instance of `k` (must be initialized by the caller for `new`). Throws
/// OutOfMemoryError ("Java heap space") on exhaustion.
Object* new_object(JavaThread* t, Klass* k);
/// Allocates a primitive array. Throws NegativeArraySizeException or OutOfMemoryError.
Object* new_primitive_array(JavaThread* t, BasicType type, int32_t length);
/// Allocates an array of references with element class `element`.
Object* new_object_array(JavaThread* t, Klass* element, int32_t length);
/// Allocates an array of the given array class.
Object* new_array(JavaThread* t, Klass* array_class, int32_t length);
/// Shallow copy (Object.clone semantics for arrays and Cloneable objects).
Object* clone_object(JavaThread* t, Object* o);
/// Identity hash (JVMS Object.hashCode), stored in the mark word on first use.
int32_t identity_hash(Object* o);

// --- strings ----------------------------------------------------------------------------------

/// New java.lang.String from UTF-16 code units.
Object* new_string(JavaThread* t, std::u16string_view chars);
/// New java.lang.String from UTF-8 (standard UTF-8, invalid bytes become U+FFFD).
Object* new_string_utf8(JavaThread* t, std::string_view utf8);
/// The interned String with these contents (JLS §3.10.5; String.intern()).
Object* intern_string(JavaThread* t, std::u16string_view chars);
/// Contents of a java.lang.String. `s` must not be null.
std::u16string string_chars(Object* s);
/// Contents of a java.lang.String as UTF-8.
std::string string_utf8(Object* s);
/// UTF-16 -> UTF-8 (unpaired surrogates become '?', as Java's encoder does).
std::string utf16_to_utf8(std::u16string_view s);

// --- exceptions -------------------------------------------------------------------------------

/// Creates an exception of class `class_name` with `message` (no message if null) and makes it
/// pending. Always returns 0 so natives can `return throw_new(...)`.
Slot throw_new(JavaThread* t, const char* class_name, const std::string* message = nullptr);
Slot throw_new(JavaThread* t, const char* class_name, const std::string& message);
/// Makes an existing throwable pending.
Slot throw_object(JavaThread* t, Object* throwable);
/// Throws NullPointerException.
Slot throw_npe(JavaThread* t);

// --- calls into Java --------------------------------------------------------------------------

/// Calls `m` with `args` laid out as the callee's locals (receiver first). Runs the interpreter
/// (or a native) and returns the result slot; on exception, it is pending and the result is 0.
Slot call_java(JavaThread* t, Method* m, const Slot* args, int nargs);
/// Virtual call of `name`/`descriptor` on `receiver` (resolved through its class).
Slot call_virtual(JavaThread* t, Object* receiver, std::string_view name, std::string_view descriptor,
                  const Slot* extra_args = nullptr, int nextra = 0);
/// String.valueOf(o) semantics: "null" or o.toString() (null from toString prints "null").
Object* to_java_string(JavaThread* t, Object* o);

// --- natives ----------------------------------------------------------------------------------

/// Registers the C++ implementation of a native method. Call during VM start only.
void register_native(std::string_view class_name, std::string_view method_name,
                     std::string_view descriptor, NativeFn fn);

/// The options the VM was started with (-D properties, sizes, flags).
const VmOptions& vm_options();
/// The java.lang.Thread object of `t`, created on first use ("main" for the main thread).
Object* java_thread_object(JavaThread* t);

/// Requests VM exit with `code` after flushing output (System.exit, Runtime.halt).
[[noreturn]] void vm_exit(int code);
/// Writes bytes to a standard stream (fd 1 or 2), buffered by the VM; flushed at exit and before
/// the other stream is written, so interleaving matches unbuffered order.
void vm_write(int fd, const char* data, size_t length);

}  // namespace jvmlab
