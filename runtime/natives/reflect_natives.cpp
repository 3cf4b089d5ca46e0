// Natives of reflection on constructors and methods: Class.getDeclaredConstructor(s)/getMethod(s)
// and friends build java.lang.reflect.Constructor/Method objects; newInstance0/invoke0 run them;
// fields (Field.get0/set0), record components and nests (NestHost/NestMembers attributes); the
// raw attributes the class library decodes itself (annotations, MethodParameters, Signature) and
// the constants they refer to (jvmlab.internal.reflect.ClassData).
// GC safety (the moving collector): building a reflection object loads classes, allocates and runs Java
// constructors, all safepoints. So lists of types are kept as Klass* (never moves; its mirror is
// a root, read with mirror_of when it is stored), objects made along the way are held in
// Handles, and result arrays are allocated first and filled as each element is made.
#include <algorithm>
#include <atomic>
#include <string>
#include <vector>

#include "runtime/classloading/link_resolver.hpp"
#include "runtime/classloading/verification.hpp"
#include "runtime/natives/natives.hpp"
#include "classfile/signature.hpp"
#include "runtime/oops/access.hpp"
#include "runtime/universe.hpp"
#include "runtime/vm.hpp"

namespace jvmlab::natives {

namespace {

constexpr const char* kConstructorClass = "java/lang/reflect/Constructor";
constexpr const char* kConstructorInit = "(Ljava/lang/Class;Ljava/lang/String;[Ljava/lang/Class;[Ljava/lang/Class;I)V";
constexpr const char* kMethodClass = "java/lang/reflect/Method";
constexpr const char* kMethodInit =
    "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;Ljava/lang/Class;[Ljava/lang/Class;[Ljava/lang/Class;I)V";
constexpr int kStatic = 0x8, kBridge = 0x40;
/// Method flags the JDK reports (HotSpot's JVM_RECOGNIZED_METHOD_MODIFIERS).
constexpr int kRecognizedMethodModifiers = 0x1DFF;
constexpr int kPublic = 0x1;

/// The class of a field descriptor's type ("I" -> the primitive class int, "[I",
/// "Ljava/lang/String;"); loads the class if needed. Null with an exception pending if it cannot
/// be loaded (null without one for an unknown primitive code). Its mirror is mirror_of(result).
Klass* type_klass(JavaThread* t, std::string_view fd) {
  const classfile::FieldType type = classfile::field_type(fd);
  if (type.descriptor.empty()) return nullptr;
  if (!type.is_reference()) {
    Object* mirror = primitive_mirror(classfile::primitive_type_name(type.type));
    return mirror ? klass_of_mirror(mirror) : nullptr;
  }
  return find_class(t, std::string(type.class_name()));
}

/// The classes of the parameter types of method descriptor `desc`, appended to `out`. False with
/// an exception pending if one cannot be loaded.
bool parameter_klasses(JavaThread* t, const std::string& desc, std::vector<Klass*>& out) {
  for (classfile::SignatureIterator it(desc); !it.at_return(); it.next()) {
    Klass* k = type_klass(t, it.type().descriptor);
    if (!k) return false;
    out.push_back(k);
  }
  return true;
}

/// The classes of the exceptions `m` declares (its Exceptions attribute), appended to `out`.
/// False with an exception pending if one cannot be loaded.
bool exception_klasses(JavaThread* t, const Method* m, std::vector<Klass*>& out) {
  if (!m->info) return true;
  for (const std::string& name : m->info->exceptions) {
    Klass* e = find_class(t, name);
    if (!e) return false;
    out.push_back(e);
  }
  return true;
}

/// A Class[] of the mirrors of `classes`; null with an exception pending on failure. The
/// mirrors are read after the allocation (they are roots, updated if they move).
Object* class_array(JavaThread* t, const std::vector<Klass*>& classes) {
  Klass* ck = universe->class_klass ? universe->class_klass : find_class(t, "java/lang/Class");
  if (!ck) return nullptr;
  Object* arr = new_object_array(t, ck, int32_t(classes.size()));
  if (!arr) return nullptr;
  for (size_t i = 0; i < classes.size(); i++) set_ref_element(arr, int32_t(i), mirror_of(classes[i]));
  return arr;
}

/// A new java.lang.reflect.Constructor for constructor `m` of `k`, built through its private
/// constructor. Null with an exception pending on failure (e.g. a parameter class is missing).
/// The result is a raw address: the caller stores or handles it before its next safepoint.
Object* make_constructor(JavaThread* t, Klass* k, const Method* m) {
  std::vector<Klass*> params, throws;
  if (!parameter_klasses(t, m->descriptor, params) || !exception_klasses(t, m, throws)) return nullptr;
  Klass* ck = find_class(t, kConstructorClass);
  if (!ck || !initialize_class(t, ck)) return nullptr;
  Method* init = ck->find_declared_method("<init>", kConstructorInit);
  if (!init) return nullptr;
  HandleScope hs(t);
  Object* o = class_array(t, params);
  if (!o) return nullptr;
  Handle param_array(t, o);
  o = class_array(t, throws);
  if (!o) return nullptr;
  Handle throws_array(t, o);
  o = new_string_utf8(t, m->descriptor);
  if (!o) return nullptr;
  Handle desc(t, o);
  o = new_object(t, ck);
  if (!o) return nullptr;
  Handle ctor(t, o);
  const Slot args[] = {ref_slot(ctor.get()), ref_slot(mirror_of(k)), ref_slot(desc.get()),
                       ref_slot(param_array.get()), ref_slot(throws_array.get()),
                       int_slot(m->access & kRecognizedMethodModifiers)};
  call_java(t, init, args, 6);
  return t->pending_exception ? nullptr : ctor.get();
}

/// A new java.lang.reflect.Method for method `m` (declared by m->holder). Null with an exception
/// pending on failure. The result is a raw address (see make_constructor).
Object* make_method(JavaThread* t, const Method* m) {
  std::vector<Klass*> params, throws;
  if (!parameter_klasses(t, m->descriptor, params)) return nullptr;
  Klass* ret = type_klass(t, classfile::return_type(m->descriptor).descriptor);
  if (!ret) return nullptr;
  if (!exception_klasses(t, m, throws)) return nullptr;
  Klass* mk = find_class(t, kMethodClass);
  if (!mk || !initialize_class(t, mk)) return nullptr;
  Method* init = mk->find_declared_method("<init>", kMethodInit);
  if (!init) return nullptr;
  HandleScope hs(t);
  Object* o = class_array(t, params);
  if (!o) return nullptr;
  Handle param_array(t, o);
  o = class_array(t, throws);
  if (!o) return nullptr;
  Handle throws_array(t, o);
  o = new_string_utf8(t, m->name);
  if (!o) return nullptr;
  Handle name(t, o);
  o = new_string_utf8(t, m->descriptor);
  if (!o) return nullptr;
  Handle desc(t, o);
  o = new_object(t, mk);
  if (!o) return nullptr;
  Handle method(t, o);
  const Slot args[] = {ref_slot(method.get()), ref_slot(mirror_of(m->holder)), ref_slot(name.get()),
                       ref_slot(desc.get()), ref_slot(mirror_of(ret)), ref_slot(param_array.get()),
                       ref_slot(throws_array.get()), int_slot(m->access & kRecognizedMethodModifiers)};
  call_java(t, init, args, 8);
  return t->pending_exception ? nullptr : method.get();
}

/// A new array of class `element` (Method, Field, Constructor) holding `make(t, chosen[i])` for
/// each i, made one at a time into the array (held in a handle), so that no list of raw objects
/// lives across the safepoints of `make`. Null with an exception pending on failure.
template <typename T, typename Make>
Object* reflection_array(JavaThread* t, const char* element, const std::vector<T>& chosen, Make make) {
  Klass* ek = find_class(t, element);
  if (!ek) return nullptr;
  HandleScope hs(t);
  Object* o = new_object_array(t, ek, int32_t(chosen.size()));
  if (!o) return nullptr;
  Handle arr(t, o);
  for (size_t i = 0; i < chosen.size(); i++) {
    Object* e = make(t, chosen[i]);
    if (!e) return nullptr;
    set_ref_element(arr.get(), int32_t(i), e);
  }
  return arr.get();
}

/// True for methods reflection lists: not <init>/<clinit>.
bool is_plain_method(const Method* m) { return m->name != "<init>" && m->name != "<clinit>"; }

/// The method of `k` named `name` whose descriptor starts with `params` ("(I)"), or null; of
/// several (a bridge and the method it bridges to), the one that is not a bridge.
const Method* find_declared(const Klass* k, const std::string& name, const std::string& params, bool public_only) {
  const Method* found = nullptr;
  for (const auto& m : k->methods) {
    if (m->name != name || m->descriptor.compare(0, params.size(), params) != 0) continue;
    if (public_only && !(m->access & kPublic)) continue;
    if (!found || (found->access & kBridge)) found = m.get();
  }
  return found;
}

/// Class.getMethod's search (JDK: public methods of the class and its superclasses, then
/// public instance methods of the superinterfaces; an interface does not inherit Object's).
const Method* find_public(const Klass* k, const std::string& name, const std::string& params) {
  // An interface's class-file superclass is Object, but Object's methods are not its members.
  for (const Klass* c = k; c; c = c->is_interface() ? nullptr : c->super) {
    if (const Method* m = find_declared(c, name, params, true)) return m;
  }
  for (const Klass* i : k->all_interfaces) {
    const Method* m = find_declared(i, name, params, true);
    if (m && !(m->access & kStatic)) return m;
  }
  return nullptr;
}

/// Class.method0(name, params, publicOnly): getMethod (publicOnly) or getDeclaredMethod; null
/// if there is no such method. `params` is the descriptor's parameter part, "(I)".
Slot class_method0(JavaThread* t, Slot* a) {
  Klass* k = klass_of_mirror(slot_ref(a[0]));
  if (!link_class(t, k)) return 0;  // reflection links the class (verifies it), as HotSpot
  Object* name = slot_ref(a[1]);
  Object* params = slot_ref(a[2]);
  const bool public_only = slot_int(a[3]) != 0;
  if (!name || !params) return throw_npe(t);
  if (k->is_array || k->is_primitive) return 0;  // arrays: Object's methods are not listed
  const std::string n = string_modified_utf8(name), p = string_modified_utf8(params);
  if (n == "<init>" || n == "<clinit>") return 0;
  const Method* m = public_only ? find_public(k, n, p) : find_declared(k, n, p, false);
  return m ? ref_slot(make_method(t, m)) : 0;
}

/// Class.methods0(publicOnly): getMethods (public, inherited too, one per name+descriptor,
/// subclass first) or getDeclaredMethods (everything declared but constructors/initializers).
Slot class_methods0(JavaThread* t, Slot* a) {
  Klass* k = klass_of_mirror(slot_ref(a[0]));
  if (!link_class(t, k)) return 0;  // reflection links the class (verifies it), as HotSpot
  const bool public_only = slot_int(a[1]) != 0;
  std::vector<const Method*> chosen;
  if (!k->is_array && !k->is_primitive) {
    if (!public_only) {
      for (const auto& m : k->methods) {
        if (is_plain_method(m.get())) chosen.push_back(m.get());
      }
    } else {
      auto seen = [&](const Method* m) {
        for (const Method* c : chosen) {
          if (c->name == m->name && c->descriptor == m->descriptor) return true;
        }
        return false;
      };
      auto take = [&](const Klass* c, bool skip_static) {
        for (const auto& m : c->methods) {
          if (!is_plain_method(m.get()) || !(m->access & kPublic)) continue;
          if (skip_static && (m->access & kStatic)) continue;
          if (!seen(m.get())) chosen.push_back(m.get());
        }
      };
      for (const Klass* c = k; c; c = c->is_interface() ? nullptr : c->super) take(c, false);
      for (const Klass* i : k->all_interfaces) take(i, true);
    }
  }
  return ref_slot(reflection_array(t, kMethodClass, chosen, make_method));
}

/// Class.recordComponentNames0(): the names in the Record attribute (JVMS §4.7.30), in order;
/// null for a class without one.
Slot class_record_component_names(JavaThread* t, Slot* a) {
  Klass* k = klass_of_mirror(slot_ref(a[0]));
  if (!k->class_file || !k->class_file->record) return 0;
  const auto& components = *k->class_file->record;
  Klass* sk = find_class(t, "java/lang/String");
  if (!sk) return 0;
  HandleScope hs(t);
  Object* o = new_object_array(t, sk, int32_t(components.size()));
  if (!o) return 0;
  Handle arr(t, o);
  for (size_t i = 0; i < components.size(); i++) {
    Object* s = new_string_utf8(t, components[i].name);
    if (!s) return 0;
    set_ref_element(arr.get(), int32_t(i), s);
  }
  return ref_slot(arr.get());
}

/// Class.recordComponent0(name, accessor): a new RecordComponent of this record class.
Slot class_record_component(JavaThread* t, Slot* a) {
  HandleScope hs(t);
  Handle record_class(t, slot_ref(a[0])), name(t, slot_ref(a[1])), accessor(t, slot_ref(a[2]));
  Klass* rk = find_class(t, "java/lang/reflect/RecordComponent");
  if (!rk || !initialize_class(t, rk)) return 0;
  Method* init = rk->find_declared_method("<init>", "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/reflect/Method;)V");
  if (!init) return 0;
  Object* o = new_object(t, rk);
  if (!o) return 0;
  Handle rc(t, o);
  const Slot args[] = {ref_slot(rc.get()), ref_slot(record_class.get()), ref_slot(name.get()),
                       ref_slot(accessor.get())};
  call_java(t, init, args, 4);
  return t->pending_exception ? 0 : ref_slot(rc.get());
}

/// The boxed form of `result` of type `rd` (a return descriptor): Integer.valueOf and friends;
/// null for void, the reference itself for objects.
Slot box_result(JavaThread* t, const classfile::FieldType& rt, Slot result) {
  static constexpr struct { BasicType type; const char* wrapper; const char* desc; } kBoxes[] = {
      {BasicType::Boolean, "java/lang/Boolean", "(Z)Ljava/lang/Boolean;"},
      {BasicType::Byte, "java/lang/Byte", "(B)Ljava/lang/Byte;"},
      {BasicType::Char, "java/lang/Character", "(C)Ljava/lang/Character;"},
      {BasicType::Short, "java/lang/Short", "(S)Ljava/lang/Short;"},
      {BasicType::Int, "java/lang/Integer", "(I)Ljava/lang/Integer;"},
      {BasicType::Long, "java/lang/Long", "(J)Ljava/lang/Long;"},
      {BasicType::Float, "java/lang/Float", "(F)Ljava/lang/Float;"},
      {BasicType::Double, "java/lang/Double", "(D)Ljava/lang/Double;"}};
  if (rt.is_void()) return 0;
  if (rt.is_reference()) return result;
  for (const auto& b : kBoxes) {
    if (b.type != rt.type) continue;
    Klass* w = find_class(t, b.wrapper);
    if (!w || !initialize_class(t, w)) return 0;
    Method* value_of = w->find_declared_method("valueOf", b.desc);
    if (!value_of) return 0;
    const Slot args[] = {result, 0};
    return call_java(t, value_of, args, rt.slots());
  }
  return 0;
}

/// Appends the arguments refs/prims for the parameters of `desc` to `locals` (see newInstance0).
/// Reaches no safepoint; the raw references in `locals` are valid until the caller's next one
/// (call_java copies them into the callee's frame first).
void push_arguments(std::vector<Slot>& locals, const std::string& desc, Object* refs, Object* prims) {
  for (classfile::SignatureIterator it(desc); !it.at_return(); it.next()) {
    const int64_t bits = array_data<int64_t>(prims)[it.index()];
    if (it.type().is_reference()) {
      locals.push_back(ref_slot(get_ref_element(refs, int32_t(it.index()))));
    } else if (it.size() == 2) {
      locals.push_back(long_slot(bits));  // J, D as raw bits
      locals.push_back(0);
    } else {
      locals.push_back(int_slot(int32_t(bits)));  // Z B C S I, F as raw bits
    }
  }
}

/// Method.invoke0(c, name, descriptor, receiver, refs, prims): static call when receiver is
/// null; otherwise the declared method if private, else the one the receiver's class selects
/// (JVMS §5.4.6). The result boxed.
Slot method_invoke(JavaThread* t, Slot* a) {
  Klass* k = klass_of_mirror(slot_ref(a[0]));
  const std::string name = string_modified_utf8(slot_ref(a[1]));
  const std::string desc = string_modified_utf8(slot_ref(a[2]));
  Object* receiver = slot_ref(a[3]);
  Method* declared = k->find_declared_method(name, desc);
  if (!declared) return throw_new(t, "java/lang/NoSuchMethodError", k->external_name() + "." + name + desc);
  Method* target = declared;
  if (receiver && !declared->is_private()) target = resolve_method(receiver->klass, name, desc);
  if (!target || target->is_abstract()) {
    const Klass* where = receiver ? receiver->klass : k;
    return throw_new(t, "java/lang/AbstractMethodError", where->external_name() + "." + name + desc);
  }
  // No safepoint from the reads of a[] above to call_java, which copies the arguments.
  std::vector<Slot> locals;
  if (receiver) locals.push_back(ref_slot(receiver));
  push_arguments(locals, desc, slot_ref(a[4]), slot_ref(a[5]));
  Slot result = call_java(t, target, locals.data(), int(locals.size()));
  if (t->pending_exception) return 0;
  return box_result(t, classfile::return_type(desc), result);
}

// --- fields -----------------------------------------------------------------------------------

constexpr const char* kFieldClass = "java/lang/reflect/Field";
/// Field flags the JDK reports (HotSpot's JVM_RECOGNIZED_FIELD_MODIFIERS).
constexpr int kRecognizedFieldModifiers = 0x50DF;

/// A new java.lang.reflect.Field for `f`. Null with an exception pending on failure.
/// The result is a raw address (see make_constructor).
Object* make_field(JavaThread* t, const Field* f) {
  Klass* type = type_klass(t, f->descriptor);
  if (!type) return nullptr;
  Klass* fk = find_class(t, kFieldClass);
  if (!fk || !initialize_class(t, fk)) return nullptr;
  Method* init = fk->find_declared_method("<init>", "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;I)V");
  if (!init) return nullptr;
  HandleScope hs(t);
  Object* o = new_string_utf8(t, f->name);
  if (!o) return nullptr;
  Handle name(t, o);
  o = new_object(t, fk);
  if (!o) return nullptr;
  Handle field(t, o);
  const Slot args[] = {ref_slot(field.get()), ref_slot(mirror_of(f->holder)), ref_slot(name.get()),
                       ref_slot(mirror_of(type)), int_slot(f->access & kRecognizedFieldModifiers)};
  call_java(t, init, args, 5);
  return t->pending_exception ? nullptr : field.get();
}

const Field* declared_field(const Klass* k, const std::string& name, bool public_only) {
  for (const Field& f : k->fields) {
    if (f.name == name && (!public_only || (f.access & kPublic))) return &f;
  }
  return nullptr;
}

/// Class.getField's search (JDK: the class, then its superinterfaces, then the superclass).
const Field* find_public_field(const Klass* k, const std::string& name) {
  for (; k; k = k->super) {
    if (const Field* f = declared_field(k, name, true)) return f;
    for (const Klass* i : k->all_interfaces) {
      if (const Field* f = declared_field(i, name, true)) return f;
    }
    if (k->is_interface()) return nullptr;
  }
  return nullptr;
}

/// Class.field0(name, publicOnly): getField (publicOnly) or getDeclaredField; null if none.
Slot class_field0(JavaThread* t, Slot* a) {
  Klass* k = klass_of_mirror(slot_ref(a[0]));
  if (!link_class(t, k)) return 0;  // reflection links the class (verifies it), as HotSpot
  Object* name = slot_ref(a[1]);
  if (!name) return throw_npe(t);
  if (k->is_array || k->is_primitive) return 0;
  const std::string n = string_modified_utf8(name);
  const Field* f = slot_int(a[2]) ? find_public_field(k, n) : declared_field(k, n, false);
  return f ? ref_slot(make_field(t, f)) : 0;
}

/// Class.fields0(publicOnly): getFields (public, own then superinterfaces then superclass) or
/// getDeclaredFields (class-file order).
Slot class_fields0(JavaThread* t, Slot* a) {
  Klass* k = klass_of_mirror(slot_ref(a[0]));
  if (!link_class(t, k)) return 0;  // reflection links the class (verifies it), as HotSpot
  const bool public_only = slot_int(a[1]) != 0;
  std::vector<const Field*> chosen;
  auto take = [&](const Klass* c) {
    for (const Field& f : c->fields) {
      if (public_only && !(f.access & kPublic)) continue;
      if (std::find(chosen.begin(), chosen.end(), &f) == chosen.end()) chosen.push_back(&f);
    }
  };
  if (!k->is_array && !k->is_primitive) {
    if (!public_only) {
      take(k);
    } else {
      for (const Klass* c = k; c; c = c->is_interface() ? nullptr : c->super) {
        take(c);
        for (const Klass* i : c->all_interfaces) take(i);
      }
    }
  }
  return ref_slot(reflection_array(t, kFieldClass, chosen, make_field));
}

/// Field.get0(c, name, obj): the value, boxed, read through the access API (the field's own
/// width and, for volatile fields, its ordering).
Slot field_get(JavaThread* t, Slot* a) {
  Klass* k = klass_of_mirror(slot_ref(a[0]));
  const Field* f = declared_field(k, string_modified_utf8(slot_ref(a[1])), false);
  Object* obj = slot_ref(a[2]);
  if (!f) return throw_new(t, "java/lang/NoSuchFieldError", string_modified_utf8(slot_ref(a[1])));
  const Slot v = f->is_static() ? access::load_static(*f) : access::load_field(obj, *f);
  return box_result(t, classfile::field_type(f->descriptor), v);
}

/// Field.set0(c, name, obj, ref, bits): stores a checked and converted value (see Field.store)
/// through the access API: `ref` for reference fields, `bits` (a long holding the primitive's
/// value or raw float/double bits) for the others.
Slot field_set(JavaThread* t, Slot* a) {
  Klass* k = klass_of_mirror(slot_ref(a[0]));
  const Field* f = declared_field(k, string_modified_utf8(slot_ref(a[1])), false);
  Object* obj = slot_ref(a[2]);
  Object* ref = slot_ref(a[3]);
  const int64_t bits = slot_long(a[4]);
  if (!f) return throw_new(t, "java/lang/NoSuchFieldError", string_modified_utf8(slot_ref(a[1])));
  const Slot v = f->type == BasicType::Reference ? ref_slot(ref) : Slot(bits);
  if (f->is_static()) {
    access::store_static(*f, v);
  } else {
    access::store_field(obj, *f, v);
  }
  return 0;
}

// --- nests (JEP 181) ----------------------------------------------------------------------------

/// The validated nest host of `k` (interp::validated_nest_host): `k` itself also for arrays,
/// primitives, classes compiled before Java 11 and a host that cannot be loaded or does not list
/// `k`, as JDK 17's Class.getNestHost ("any error ... the class is its own nest host"). Never
/// null.
Klass* nest_host(JavaThread* t, Klass* k) {
  return const_cast<Klass*>(interp::validated_nest_host(t, k));
}

/// Class.getNestHost0(): the nest host's mirror.
Slot class_get_nest_host(JavaThread* t, Slot* a) {
  Klass* host = nest_host(t, klass_of_mirror(slot_ref(a[0])));
  return host ? ref_slot(mirror_of(host)) : 0;
}

/// Class.getNestMembers0(): the host first, then its NestMembers in attribute order, leaving out
/// a member that cannot be loaded or whose own nest host is another class, as HotSpot's
/// JVM_GetNestMembers does.
Slot class_get_nest_members(JavaThread* t, Slot* a) {
  Klass* host = nest_host(t, klass_of_mirror(slot_ref(a[0])));
  std::vector<Klass*> members{host};
  if (host->class_file) {
    for (const std::string& name : host->class_file->nest_members) {
      Klass* m = find_class(t, name);
      if (!m) {
        t->pending_exception = nullptr;
        continue;
      }
      if (nest_host(t, m) == host) members.push_back(m);
    }
  }
  Object* arr = class_array(t, members);
  return arr ? ref_slot(arr) : 0;
}

/// Class.getDeclaredClasses0(): the member classes this class declares, in InnerClasses order
/// (the entries whose outer class is this one, each loaded), as HotSpot's JVM_GetDeclaredClasses;
/// empty for arrays, primitives and classes without nested members. A member class that cannot
/// be loaded leaves its NoClassDefFoundError pending (null result).
Slot class_get_declared_classes(JavaThread* t, Slot* a) {
  Klass* k = klass_of_mirror(slot_ref(a[0]));
  std::vector<Klass*> members;
  if (!k->is_array && !k->is_primitive && k->class_file) {
    for (const classfile::InnerClass& e : k->class_file->inner_classes) {
      if (e.outer_class != k->name || e.inner_class.empty() || e.inner_class == k->name) continue;
      Klass* m = find_class(t, e.inner_class);
      if (!m) return 0;
      members.push_back(m);
    }
  }
  Object* arr = class_array(t, members);
  return arr ? ref_slot(arr) : 0;
}

/// Class.constructor0(descriptor, publicOnly): the Constructor, or null if none matches.
Slot class_constructor0(JavaThread* t, Slot* a) {
  Klass* k = klass_of_mirror(slot_ref(a[0]));
  if (!link_class(t, k)) return 0;  // reflection links the class (verifies it), as HotSpot
  Object* desc = slot_ref(a[1]);
  const bool public_only = slot_int(a[2]) != 0;
  if (!desc) return throw_npe(t);
  if (k->is_array || k->is_primitive || k->is_interface()) return 0;
  const Method* m = k->find_declared_method("<init>", string_modified_utf8(desc));
  if (!m || (public_only && !(m->access & kPublic))) return 0;
  return ref_slot(make_constructor(t, k, m));
}

/// Class.constructors0(publicOnly): every (public) constructor, in class-file order.
Slot class_constructors0(JavaThread* t, Slot* a) {
  Klass* k = klass_of_mirror(slot_ref(a[0]));
  if (!link_class(t, k)) return 0;  // reflection links the class (verifies it), as HotSpot
  const bool public_only = slot_int(a[1]) != 0;
  std::vector<const Method*> chosen;
  if (!k->is_array && !k->is_primitive && !k->is_interface()) {
    for (const auto& m : k->methods) {
      if (m->name != "<init>" || (public_only && !(m->access & kPublic))) continue;
      chosen.push_back(m.get());
    }
  }
  return ref_slot(reflection_array(t, kConstructorClass, chosen,
                                   [k](JavaThread* t, const Method* m) { return make_constructor(t, k, m); }));
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
  const std::string desc = string_modified_utf8(slot_ref(a[1]));
  HandleScope hs(t);
  Handle refs(t, slot_ref(a[2])), prims(t, slot_ref(a[3]));  // new_object below is a safepoint
  Method* m = k->find_declared_method("<init>", desc);
  if (!m) return throw_new(t, "java/lang/NoSuchMethodError", k->external_name() + ".<init>" + desc);
  Object* o = new_object(t, k);
  if (!o) return 0;
  Handle obj(t, o);
  // Lay the arguments out as the callee's locals: receiver, then one slot per parameter and a
  // second (unused) slot after each long or double (JVMS §2.6.1).
  std::vector<Slot> locals{ref_slot(obj.get())};
  push_arguments(locals, desc, refs.get(), prims.get());
  call_java(t, m, locals.data(), int(locals.size()));
  return t->pending_exception ? 0 : ref_slot(obj.get());
}


// --- raw reflection attributes (annotations, parameters, signatures) ----------------------------

constexpr const char* kClassData = "jvmlab/internal/reflect/ClassData";

/// What ClassData.raw/signature read: the class itself, a field, a method, a record component.
enum AttributeKind : int32_t {
  kClassAnnotations = 0,
  kFieldAnnotations = 1,
  kMethodAnnotations = 2,
  kParameterAnnotations = 3,
  kAnnotationDefault = 4,
  kMethodParameters = 5,
  kRecordComponentAnnotations = 6,
};

const classfile::MethodInfo* method_info(const classfile::ClassFile& cf, const std::string& name,
                                         const std::string& desc) {
  for (const auto& m : cf.methods) {
    if (m.name == name && m.descriptor == desc) return &m;
  }
  return nullptr;
}

const classfile::FieldInfo* field_info(const classfile::ClassFile& cf, const std::string& name) {
  for (const auto& f : cf.fields) {
    if (f.name == name) return &f;
  }
  return nullptr;
}

const classfile::RecordComponent* component_info(const classfile::ClassFile& cf, const std::string& name) {
  if (!cf.record) return nullptr;
  for (const auto& c : *cf.record) {
    if (c.name == name) return &c;
  }
  return nullptr;
}

/// ClassData.raw(c, kind, name, descriptor): a copy of the attribute body `kind` of class `c`
/// (kClassAnnotations), of its field `name`, method `name`+`descriptor` or record component
/// `name`; null when the class, member or attribute is absent.
Slot class_data_raw(JavaThread* t, Slot* a) {
  Object* mirror = slot_ref(a[0]);
  if (!mirror) return throw_npe(t);
  const Klass* k = klass_of_mirror(mirror);
  if (!k->class_file) return 0;
  const classfile::ClassFile& cf = *k->class_file;
  const int32_t kind = slot_int(a[1]);
  const std::string name = slot_ref(a[2]) ? string_modified_utf8(slot_ref(a[2])) : std::string();
  const std::string desc = slot_ref(a[3]) ? string_modified_utf8(slot_ref(a[3])) : std::string();
  const std::vector<uint8_t>* body = nullptr;
  if (kind == kClassAnnotations) {
    body = &cf.annotations;
  } else if (kind == kFieldAnnotations) {
    if (const auto* f = field_info(cf, name)) body = &f->annotations;
  } else if (kind == kRecordComponentAnnotations) {
    if (const auto* c = component_info(cf, name)) body = &c->annotations;
  } else if (const auto* m = method_info(cf, name, desc)) {
    body = kind == kMethodAnnotations      ? &m->annotations
           : kind == kParameterAnnotations ? &m->parameter_annotations
           : kind == kAnnotationDefault    ? &m->annotation_default
                                           : &m->method_parameters;
  }
  if (!body || body->empty()) return 0;
  // `cf` stays put across the allocation (classes are never unloaded); copy after it.
  Object* arr = new_primitive_array(t, BasicType::Byte, int32_t(body->size()));
  if (!arr) return 0;
  std::copy(body->begin(), body->end(), array_data<uint8_t>(arr));
  return ref_slot(arr);
}

/// ClassData.signature(c, kind, name, descriptor): the Signature attribute (JVMS §4.7.9) of the
/// class (kind 0), field (1), method (2) or record component (6); null if absent.
Slot class_data_signature(JavaThread* t, Slot* a) {
  Object* mirror = slot_ref(a[0]);
  if (!mirror) return throw_npe(t);
  const Klass* k = klass_of_mirror(mirror);
  if (!k->class_file) return 0;
  const classfile::ClassFile& cf = *k->class_file;
  const int32_t kind = slot_int(a[1]);
  const std::string name = slot_ref(a[2]) ? string_modified_utf8(slot_ref(a[2])) : std::string();
  const std::string desc = slot_ref(a[3]) ? string_modified_utf8(slot_ref(a[3])) : std::string();
  const std::string* sig = nullptr;
  if (kind == kClassAnnotations) {
    sig = &cf.signature;
  } else if (kind == kFieldAnnotations) {
    if (const auto* f = field_info(cf, name)) sig = &f->signature;
  } else if (kind == kRecordComponentAnnotations) {
    if (const auto* c = component_info(cf, name)) sig = &c->signature;
  } else if (const auto* m = method_info(cf, name, desc)) {
    sig = &m->signature;
  }
  if (!sig || sig->empty()) return 0;
  return ref_slot(new_string_utf8(t, *sig));
}

/// The constant-pool entry `index` of `mirror`'s class if it has tag `tag`; else null with
/// IllegalArgumentException pending (the JDK's ConstantPool messages).
const classfile::CpEntry* constant(JavaThread* t, Object* mirror, int32_t index, classfile::CpTag tag) {
  if (!mirror) {
    throw_npe(t);
    return nullptr;
  }
  const Klass* k = klass_of_mirror(mirror);
  if (!k->class_file || index <= 0 || size_t(index) >= k->class_file->constant_pool.size()) {
    throw_new(t, "java/lang/IllegalArgumentException", std::string("Constant pool index out of bounds"));
    return nullptr;
  }
  const classfile::CpEntry& e = k->class_file->constant_pool[size_t(index)];
  if (e.tag != tag) {
    throw_new(t, "java/lang/IllegalArgumentException", std::string("Wrong type at constant pool index"));
    return nullptr;
  }
  return &e;
}

/// ClassData.utf8(c, index): the Utf8 constant at `index` as a String.
Slot class_data_utf8(JavaThread* t, Slot* a) {
  const classfile::CpEntry* e = constant(t, slot_ref(a[0]), slot_int(a[1]), classfile::CpTag::Utf8);
  return e ? ref_slot(new_string_utf8(t, e->utf8)) : 0;
}

/// ClassData.bits(c, index, tag): the raw bits of the Integer (3), Float (4), Long (5) or
/// Double (6) constant at `index`.
Slot class_data_bits(JavaThread* t, Slot* a) {
  const classfile::CpEntry* e =
      constant(t, slot_ref(a[0]), slot_int(a[1]), classfile::CpTag(uint8_t(slot_int(a[2]))));
  return e ? long_slot(int64_t(e->bits)) : 0;
}

// --- user class loaders -------------------------------------------------------------------------

/// ClassLoader.defineClass0(name, b, off, len): defines `name` (binary name, dots) from
/// b[off, off+len) as an application class; the bounds were checked by ClassLoader.
Slot class_loader_define_class(JavaThread* t, Slot* a) {
  Object* name_obj = slot_ref(a[1]);
  Object* bytes = slot_ref(a[2]);
  const int32_t off = slot_int(a[3]), len = slot_int(a[4]);
  if (!name_obj || !bytes) return throw_npe(t);
  std::string name = string_modified_utf8(name_obj);
  std::replace(name.begin(), name.end(), '.', '/');
  // Copied out first: defining the class reaches safepoints, where the array may move.
  const uint8_t* data = array_data<uint8_t>(bytes);
  std::vector<uint8_t> copy(data + off, data + off + len);
  Klass* k = define_user_class_from_bytes(t, name, copy);
  return k ? ref_slot(mirror_of(k)) : 0;
}

/// ClassLoader.findLoadedClass0(name): the loaded class of that binary name, or null.
Slot class_loader_find_loaded_class(JavaThread* t, Slot* a) {
  Object* name_obj = slot_ref(a[1]);
  if (!name_obj) return 0;
  std::string name = string_modified_utf8(name_obj);
  if (name.empty() || name[0] == '[') return 0;
  std::replace(name.begin(), name.end(), '.', '/');
  Klass* k = find_loaded_class(t, name);
  return k ? ref_slot(mirror_of(k)) : 0;
}
}  // namespace

/// Registers the natives above; called from register_lang_natives (lang_natives.cpp).
void register_proxy_natives();  // proxy_natives.cpp

void register_reflect_natives() {
  register_proxy_natives();
  register_native("java/lang/ClassLoader", "defineClass0", "(Ljava/lang/String;[BII)Ljava/lang/Class;",
                  class_loader_define_class);
  register_native("java/lang/ClassLoader", "findLoadedClass0", "(Ljava/lang/String;)Ljava/lang/Class;",
                  class_loader_find_loaded_class);
  register_native(kClassData, "raw", "(Ljava/lang/Class;ILjava/lang/String;Ljava/lang/String;)[B", class_data_raw);
  register_native(kClassData, "signature", "(Ljava/lang/Class;ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;",
                  class_data_signature);
  register_native(kClassData, "utf8", "(Ljava/lang/Class;I)Ljava/lang/String;", class_data_utf8);
  register_native(kClassData, "bits", "(Ljava/lang/Class;II)J", class_data_bits);
  register_native("java/lang/Class", "constructor0", "(Ljava/lang/String;Z)Ljava/lang/reflect/Constructor;",
                  class_constructor0);
  register_native("java/lang/Class", "constructors0", "(Z)[Ljava/lang/reflect/Constructor;", class_constructors0);
  register_native(kConstructorClass, "ensureInitialized0", "(Ljava/lang/Class;)V", constructor_ensure_initialized);
  register_native(kConstructorClass, "newInstance0",
                  "(Ljava/lang/Class;Ljava/lang/String;[Ljava/lang/Object;[J)Ljava/lang/Object;",
                  constructor_new_instance);
  register_native("java/lang/Class", "method0", "(Ljava/lang/String;Ljava/lang/String;Z)Ljava/lang/reflect/Method;",
                  class_method0);
  register_native("java/lang/Class", "methods0", "(Z)[Ljava/lang/reflect/Method;", class_methods0);
  register_native("java/lang/Class", "recordComponentNames0", "()[Ljava/lang/String;", class_record_component_names);
  register_native("java/lang/Class", "recordComponent0",
                  "(Ljava/lang/String;Ljava/lang/reflect/Method;)Ljava/lang/reflect/RecordComponent;",
                  class_record_component);
  register_native("java/lang/Class", "getNestHost0", "()Ljava/lang/Class;", class_get_nest_host);
  register_native("java/lang/Class", "getNestMembers0", "()[Ljava/lang/Class;", class_get_nest_members);
  register_native("java/lang/Class", "getDeclaredClasses0", "()[Ljava/lang/Class;", class_get_declared_classes);
  register_native("java/lang/Class", "field0", "(Ljava/lang/String;Z)Ljava/lang/reflect/Field;", class_field0);
  register_native("java/lang/Class", "fields0", "(Z)[Ljava/lang/reflect/Field;", class_fields0);
  register_native(kFieldClass, "ensureInitialized0", "(Ljava/lang/Class;)V", constructor_ensure_initialized);
  register_native(kFieldClass, "get0", "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Object;)Ljava/lang/Object;",
                  field_get);
  register_native(kFieldClass, "set0", "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Object;Ljava/lang/Object;J)V",
                  field_set);
  register_native(kMethodClass, "ensureInitialized0", "(Ljava/lang/Class;)V", constructor_ensure_initialized);
  register_native(kMethodClass, "invoke0",
                  "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;Ljava/lang/Object;[Ljava/lang/Object;[J)Ljava/lang/Object;",
                  method_invoke);
}

}  // namespace jvmlab::natives
