// Natives of reflective construction: Class.getDeclaredConstructor(s)/getConstructor(s) build
// java.lang.reflect.Constructor objects, Constructor.newInstance0 runs one. No methods or fields.
#include <string>
#include <vector>

#include "runtime/natives/natives.hpp"
#include "runtime/universe.hpp"
#include "runtime/vm.hpp"

namespace jvmlab::natives {

namespace {

constexpr const char* kConstructorClass = "java/lang/reflect/Constructor";
constexpr const char* kConstructorInit = "(Ljava/lang/Class;Ljava/lang/String;[Ljava/lang/Class;[Ljava/lang/Class;I)V";
/// Method flags the JDK reports (HotSpot's JVM_RECOGNIZED_METHOD_MODIFIERS).
constexpr int kRecognizedMethodModifiers = 0x1DFF;
constexpr int kPublic = 0x1;

/// The parameter types of a method descriptor as field descriptors: "(I[JLa/B;)V" -> I, [J, La/B;.
std::vector<std::string> parameter_descriptors(const std::string& desc) {
  std::vector<std::string> out;
  size_t i = 1;  // after '('
  while (i < desc.size() && desc[i] != ')') {
    size_t start = i;
    while (desc[i] == '[') i++;
    if (desc[i] == 'L') i = desc.find(';', i);
    i++;
    out.push_back(desc.substr(start, i - start));
  }
  return out;
}

/// The mirror of a field descriptor's type ("I" -> int.class, "[I", "Ljava/lang/String;"); loads
/// the class if needed. Null with an exception pending if it cannot be loaded.
Object* type_mirror(JavaThread* t, const std::string& fd) {
  static constexpr struct { char code; const char* name; } kPrimitives[] = {
      {'Z', "boolean"}, {'B', "byte"}, {'C', "char"}, {'S', "short"}, {'I', "int"},
      {'J', "long"}, {'F', "float"}, {'D', "double"}, {'V', "void"}};
  if (fd.size() == 1) {
    for (const auto& p : kPrimitives) {
      if (p.code == fd[0]) return primitive_mirror(p.name);
    }
    return nullptr;
  }
  const std::string name = fd[0] == 'L' ? fd.substr(1, fd.size() - 2) : fd;
  Klass* k = find_class(t, name);
  return k ? mirror_of(k) : nullptr;
}

/// A Class[] of `mirrors`; null with an exception pending on failure.
Object* class_array(JavaThread* t, const std::vector<Object*>& mirrors) {
  Klass* ck = universe->class_klass ? universe->class_klass : find_class(t, "java/lang/Class");
  if (!ck) return nullptr;
  Object* arr = new_object_array(t, ck, int32_t(mirrors.size()));
  if (!arr) return nullptr;
  for (size_t i = 0; i < mirrors.size(); i++) set_ref_element(arr, int32_t(i), mirrors[i]);
  return arr;
}

/// A new java.lang.reflect.Constructor for constructor `m` of `k`, built through its private
/// constructor. Null with an exception pending on failure (e.g. a parameter class is missing).
Object* make_constructor(JavaThread* t, Klass* k, const Method* m) {
  std::vector<Object*> params;
  for (const std::string& fd : parameter_descriptors(m->descriptor)) {
    Object* mirror = type_mirror(t, fd);
    if (!mirror) return nullptr;
    params.push_back(mirror);
  }
  std::vector<Object*> throws;
  if (m->info) {
    for (const std::string& name : m->info->exceptions) {
      Klass* e = find_class(t, name);
      if (!e) return nullptr;
      throws.push_back(mirror_of(e));
    }
  }
  Klass* ck = find_class(t, kConstructorClass);
  if (!ck || !initialize_class(t, ck)) return nullptr;
  Method* init = ck->find_declared_method("<init>", kConstructorInit);
  if (!init) return nullptr;
  Object* param_array = class_array(t, params);
  if (!param_array) return nullptr;
  Object* throws_array = class_array(t, throws);
  if (!throws_array) return nullptr;
  Object* desc = new_string_utf8(t, m->descriptor);
  if (!desc) return nullptr;
  Object* ctor = new_object(t, ck);
  if (!ctor) return nullptr;
  const Slot args[] = {ref_slot(ctor), ref_slot(mirror_of(k)), ref_slot(desc), ref_slot(param_array),
                       ref_slot(throws_array), int_slot(m->access & kRecognizedMethodModifiers)};
  call_java(t, init, args, 6);
  return t->pending_exception ? nullptr : ctor;
}

/// Class.constructor0(descriptor, publicOnly): the Constructor, or null if none matches.
Slot class_constructor0(JavaThread* t, Slot* a) {
  Klass* k = klass_of_mirror(slot_ref(a[0]));
  Object* desc = slot_ref(a[1]);
  const bool public_only = slot_int(a[2]) != 0;
  if (!desc) return throw_npe(t);
  if (k->is_array || k->is_primitive || k->is_interface()) return 0;
  const Method* m = k->find_declared_method("<init>", string_utf8(desc));
  if (!m || (public_only && !(m->access & kPublic))) return 0;
  return ref_slot(make_constructor(t, k, m));
}

/// Class.constructors0(publicOnly): every (public) constructor, in class-file order.
Slot class_constructors0(JavaThread* t, Slot* a) {
  Klass* k = klass_of_mirror(slot_ref(a[0]));
  const bool public_only = slot_int(a[1]) != 0;
  std::vector<Object*> ctors;
  if (!k->is_array && !k->is_primitive && !k->is_interface()) {
    for (const auto& m : k->methods) {
      if (m->name != "<init>" || (public_only && !(m->access & kPublic))) continue;
      Object* c = make_constructor(t, k, m.get());
      if (!c) return 0;
      ctors.push_back(c);
    }
  }
  Klass* ck = find_class(t, kConstructorClass);
  if (!ck) return 0;
  Object* arr = new_object_array(t, ck, int32_t(ctors.size()));
  if (!arr) return 0;
  for (size_t i = 0; i < ctors.size(); i++) set_ref_element(arr, int32_t(i), ctors[i]);
  return ref_slot(arr);
}

/// Constructor.ensureInitialized0(c): class initialization (JVMS §5.5), errors unwrapped.
Slot constructor_ensure_initialized(JavaThread* t, Slot* a) {
  initialize_class(t, klass_of_mirror(slot_ref(a[0])));
  return 0;
}

/// Constructor.newInstance0(c, descriptor, refs, prims): allocates and runs the constructor.
/// Arguments were checked and converted by Constructor.newInstance: refs[i] for references,
/// prims[i] holding int values, float bits or long/double bits for primitives.
Slot constructor_new_instance(JavaThread* t, Slot* a) {
  Klass* k = klass_of_mirror(slot_ref(a[0]));
  const std::string desc = string_utf8(slot_ref(a[1]));
  Object* refs = slot_ref(a[2]);
  Object* prims = slot_ref(a[3]);
  Method* m = k->find_declared_method("<init>", desc);
  if (!m) return throw_new(t, "java/lang/NoSuchMethodError", k->external_name() + ".<init>" + desc);
  Object* obj = new_object(t, k);
  if (!obj) return 0;
  // Lay the arguments out as the callee's locals: receiver, then one slot per parameter and a
  // second (unused) slot after each long or double (JVMS §2.6.1).
  std::vector<Slot> locals{ref_slot(obj)};
  const std::vector<std::string> params = parameter_descriptors(desc);
  for (size_t i = 0; i < params.size(); i++) {
    const int64_t bits = array_data<int64_t>(prims)[i];
    switch (params[i][0]) {
      case 'L':
      case '[': locals.push_back(ref_slot(get_ref_element(refs, int32_t(i)))); break;
      case 'J':
      case 'D': locals.push_back(long_slot(bits)); locals.push_back(0); break;
      default: locals.push_back(int_slot(int32_t(bits))); break;  // Z B C S I, F as raw bits
    }
  }
  call_java(t, m, locals.data(), int(locals.size()));
  return t->pending_exception ? 0 : ref_slot(obj);
}

}  // namespace

/// Registers the natives above; called from register_lang_natives (lang_natives.cpp).
void register_reflect_natives() {
  register_native("java/lang/Class", "constructor0", "(Ljava/lang/String;Z)Ljava/lang/reflect/Constructor;",
                  class_constructor0);
  register_native("java/lang/Class", "constructors0", "(Z)[Ljava/lang/reflect/Constructor;", class_constructors0);
  register_native(kConstructorClass, "ensureInitialized0", "(Ljava/lang/Class;)V", constructor_ensure_initialized);
  register_native(kConstructorClass, "newInstance0",
                  "(Ljava/lang/Class;Ljava/lang/String;[Ljava/lang/Object;[J)Ljava/lang/Object;",
                  constructor_new_instance);
}

}  // namespace jvmlab::natives
