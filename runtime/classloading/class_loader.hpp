// Class loading and linking for the bootstrap loader (JVMS §5.3-5.5): finding a class by name,
// array and primitive classes, mirrors, initialization, and name/descriptor lookup of methods and
// fields (JVMS §5.4.3). Implemented in class_loader.cpp. Does not resolve constant-pool entries
// (link_resolver.hpp does).
// Every function taking a JavaThread* may throw a Java exception: it then sets
// thread->pending_exception and returns null/false.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>
#include "runtime/oops/klass.hpp"
#include "runtime/threads/thread.hpp"

namespace jvmlab {

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

// --- for VM start-up and the class definers -----------------------------------------------------

/// Creates the java.lang.Class mirrors of the classes loaded before java.lang.Class itself
/// (start-up, main thread, once).
void fix_up_mirrors(JavaThread* t);
/// Creates the primitive classes (int.class, ...) and their mirrors (start-up, main thread, once).
void create_primitive_klasses(JavaThread* t);
/// Defines class `name` from class-file `bytes` held in memory (lambda proxies: the VM generated
/// them, so they may belong to any package). LinkageError "duplicate class definition" if a class
/// of that name exists. Null with the exception pending on failure. Thread-safe.
Klass* define_class_from_bytes(JavaThread* t, const std::string& name, const std::vector<uint8_t>& bytes);
/// Defines class `name` from `bytes` handed over by a user class loader (ClassLoader.defineClass):
/// an application class (verified; a "java/" package is SecurityException). jvmlab has one class
/// namespace, so a name already loaded by any loader is LinkageError "duplicate class
/// definition". Null with the exception pending on failure. Thread-safe.
Klass* define_user_class_from_bytes(JavaThread* t, const std::string& name, std::span<const uint8_t> bytes);
/// The loaded class or interface named `name` (internal form), or null; loads nothing. Thread-safe.
Klass* find_loaded_class(JavaThread* t, const std::string& name);

}  // namespace jvmlab
