// Natives of java.lang: Object, Class, System, Runtime, Character, java.lang.reflect.Array and
// jvmlab.internal.VM. Does not cover Throwable (throwable_natives.cpp), Math/Float/Double
// (math_natives.cpp), the standard streams (io_natives.cpp), or Thread, Object.wait/notify and
// String.intern (thread_natives.cpp).
// GC safety (the moving collector): a native that reaches a safepoint (allocation, class loading, a Java call)
// keeps the objects it needs afterwards in Handles and re-reads them; reference fields and
// elements are read and written only through the barriers (object.hpp accessors).
#include <sched.h>
#include <sys/utsname.h>
#include <unistd.h>
#include <pwd.h>
#include <locale.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

#include "runtime/natives/native_encoding.hpp"
#include "classfile/utf8.hpp"
#include "runtime/classloading/link_resolver.hpp"
#include "runtime/natives/natives.hpp"
#include "runtime/universe.hpp"  // heap figures for Runtime.freeMemory and friends
#include "runtime/vm.hpp"

namespace jvmlab::natives {

namespace {

// --- helpers --------------------------------------------------------------------------------

/// A VM-held name (modified UTF-8, as Klass names are) to UTF-16; bad bytes become U+FFFD.
std::u16string to_utf16(std::string_view in) { return classfile::decode_modified_utf8_lossy(in); }

/// The Klass of the receiver mirror (args[0] of a Class instance method).
Klass* this_klass(Slot* args) { return klass_of_mirror(slot_ref(args[0])); }

/// Java's name for a primitive element type, as used in arraycopy messages ("int").
std::string type_name(BasicType t) {
  return t == BasicType::Reference ? "object" : std::string(classfile::primitive_type_name(t));
}

Object* mirror_or_null(Klass* k) { return k ? mirror_of(k) : nullptr; }

Klass* class_klass(JavaThread* t) { return universe->class_klass ? universe->class_klass : find_class(t, "java/lang/Class"); }

// --- java.lang.Object -----------------------------------------------------------------------

Slot object_get_class(JavaThread*, Slot* a) { return ref_slot(mirror_of(slot_ref(a[0])->klass)); }

Slot object_hash_code(JavaThread*, Slot* a) { return int_slot(identity_hash(slot_ref(a[0]))); }

/// Shallow copy for arrays and Cloneable instances; CloneNotSupportedException(class name) else.
/// The receiver is kept in a handle: finding Cloneable may load a class (a safepoint).
Slot object_clone(JavaThread* t, Slot* a) {
  HandleScope hs(t);
  Handle o(t, slot_ref(a[0]));
  Klass* k = o->klass;
  if (!k->is_array) {
    Klass* cloneable = universe->cloneable_klass ? universe->cloneable_klass : find_class(t, "java/lang/Cloneable");
    if (!cloneable) return 0;
    if (!k->is_subtype_of(cloneable)) {
      return throw_new(t, "java/lang/CloneNotSupportedException", k->external_name());
    }
  }
  return ref_slot(clone_object(t, o.get()));
}

// --- java.lang.Class ------------------------------------------------------------------------

/// getName(): "java.lang.String", "[I", "int"; interned like the JDK's (one String per class).
Slot class_get_name(JavaThread* t, Slot* a) {
  Klass* k = this_klass(a);
  std::string name = k->is_primitive ? k->name : k->external_name();
  return ref_slot(intern_string(t, to_utf16(name)));
}

/// True for classes of jvmlab's class library: the bootstrap part of the one VM loader, the same
/// test runtime/classloading/class_loader.cpp applies (java/ and jvmlab/ come only from the library).
bool is_library_class(const Klass* k) {
  return k->name.rfind("java/", 0) == 0 || k->name.rfind("jvmlab/", 0) == 0;
}

/// The element class of an array class (itself for other classes); null for primitive arrays.
const Klass* bottom_element(const Klass* k) {
  while (k && k->is_array) k = k->component;
  return k;
}

/// Class.forName's work: loads the class with binary name `name` (initializing it when
/// `initialize`); a missing class file, or an application class asked of the bootstrap loader
/// (`library_only`), is ClassNotFoundException(name). Other linkage errors propagate (a broken
/// class file, a missing superclass, a file of another name).
Slot for_name(JavaThread* t, Object* s, bool initialize, bool library_only) {
  if (!s) return throw_npe(t);
  std::string name = string_modified_utf8(s);
  const bool malformed = name.empty() || name.find('/') != std::string::npos;
  if (malformed) return throw_new(t, "java/lang/ClassNotFoundException", name);
  std::string internal = name;
  std::replace(internal.begin(), internal.end(), '.', '/');
  Klass* k = find_class(t, internal);
  if (!k) {
    // Only the class's own missing file is ClassNotFoundException: a broken class file, its
    // missing superclass or a file of another name ("X (wrong name: Y)") propagate as java's do.
    Object* e = t->pending_exception;
    Field* message_field = universe->throwable_klass->find_declared_field("detailMessage", "Ljava/lang/String;");
    Object* message = e && message_field ? get_ref_field(e, message_field->offset) : nullptr;
    const bool not_found = e && e->klass->name == "java/lang/NoClassDefFoundError" && message &&
                           string_modified_utf8(message) == internal;
    if (!not_found) return 0;
    t->pending_exception = nullptr;
    return throw_new(t, "java/lang/ClassNotFoundException", name);
  }
  const Klass* element = bottom_element(k);
  if (library_only && element && !is_library_class(element)) {
    return throw_new(t, "java/lang/ClassNotFoundException", name);
  }
  if (initialize && !initialize_class(t, k)) return 0;
  return ref_slot(mirror_of(k));
}

/// forName(name): loads and initializes; a missing class is ClassNotFoundException(name).
Slot class_for_name(JavaThread* t, Slot* a) { return for_name(t, slot_ref(a[0]), true, false); }

/// forName0(name, initialize, libraryOnly): Class.forName(String, boolean, ClassLoader).
Slot class_for_name0(JavaThread* t, Slot* a) {
  return for_name(t, slot_ref(a[0]), slot_int(a[1]) != 0, slot_int(a[2]) != 0);
}

/// isLibraryClass0(): true for classes of jvmlab's class library (Class.getClassLoader() == null).
Slot class_is_library_class(JavaThread*, Slot* a) { return int_slot(is_library_class(this_klass(a))); }

Slot class_is_instance(JavaThread*, Slot* a) {
  Klass* k = this_klass(a);
  Object* o = slot_ref(a[1]);
  return int_slot(o != nullptr && !k->is_primitive && o->klass->is_subtype_of(k));
}

Slot class_is_assignable_from(JavaThread* t, Slot* a) {
  Klass* k = this_klass(a);
  Object* other = slot_ref(a[1]);
  if (!other) return throw_npe(t);
  Klass* o = klass_of_mirror(other);
  if (k->is_primitive || o->is_primitive) return int_slot(k == o);
  return int_slot(o->is_subtype_of(k));
}

Slot class_is_interface(JavaThread*, Slot* a) {
  Klass* k = this_klass(a);
  return int_slot(!k->is_array && !k->is_primitive && k->is_interface());
}

Slot class_is_array(JavaThread*, Slot* a) { return int_slot(this_klass(a)->is_array); }

Slot class_is_primitive(JavaThread*, Slot* a) { return int_slot(this_klass(a)->is_primitive); }

Slot class_get_superclass(JavaThread* t, Slot* a) {
  Klass* k = this_klass(a);
  if (k->is_primitive || (!k->is_array && k->is_interface())) return 0;
  if (k->is_array) return ref_slot(mirror_or_null(universe->object_klass ? universe->object_klass : find_class(t, "java/lang/Object")));
  return ref_slot(mirror_or_null(k->super));
}

Slot class_get_interfaces(JavaThread* t, Slot* a) {
  Klass* k = this_klass(a);
  std::vector<Klass*> list;
  if (k->is_array) {
    list = k->all_interfaces;  // Cloneable, Serializable
  } else if (!k->is_primitive) {
    list = k->interfaces;
  }
  Klass* ck = class_klass(t);
  if (!ck) return 0;
  Object* arr = new_object_array(t, ck, int32_t(list.size()));
  if (!arr) return 0;
  for (size_t i = 0; i < list.size(); i++) set_ref_element(arr, int32_t(i), mirror_of(list[i]));
  return ref_slot(arr);
}

Object* component_mirror(Klass* k) {
  if (!k->is_array) return nullptr;
  if (k->component) return mirror_of(k->component);
  return primitive_mirror(type_name(k->element_type));
}

Slot class_get_component_type(JavaThread*, Slot* a) { return ref_slot(component_mirror(this_klass(a))); }

/// This class's own InnerClasses entry (JVMS §4.7.6), or null for top-level classes, arrays and
/// primitives. javac lists every nested class in its own InnerClasses attribute.
const classfile::InnerClass* own_inner_entry(const Klass* k) {
  if (!k->class_file) return nullptr;
  for (const classfile::InnerClass& e : k->class_file->inner_classes) {
    if (e.inner_class == k->name) return &e;
  }
  return nullptr;
}

/// Access flags as java.lang.reflect.Modifier bits (HotSpot's JVM_GetClassModifiers): a nested
/// class reports the flags of its InnerClasses entry (private, protected, static as declared);
/// ACC_SUPER dropped; arrays are abstract final with their element's visibility; primitives
/// public abstract final.
int modifiers_of(Klass* k) {
  constexpr int kPublic = 0x1, kVisibility = 0x7, kFinal = 0x10, kSuper = 0x20, kAbstract = 0x400;
  if (k->is_primitive) return kPublic | kAbstract | kFinal;
  if (k->is_array) {
    Klass* e = k;
    while (e->is_array && e->component) e = e->component;
    int vis = e->is_array || e->is_primitive ? kPublic : (modifiers_of(e) & kVisibility);
    return vis | kAbstract | kFinal;
  }
  const classfile::InnerClass* inner = own_inner_entry(k);
  const int flags = inner ? inner->access_flags : k->access;
  return flags & ~kSuper & 0x7FFF;
}

Slot class_get_modifiers(JavaThread*, Slot* a) { return int_slot(modifiers_of(this_klass(a))); }

/// Class.desiredAssertionStatus: -ea enables assertions in application classes only.
Slot class_desired_assertion_status(JavaThread*, Slot* a) {
  const Klass* k = this_klass(a);
  const bool library = k->name.rfind("java/", 0) == 0 || k->name.rfind("jvmlab/", 0) == 0;
  return int_slot(vm_options().enable_assertions && !library ? 1 : 0);
}

Slot class_get_primitive_class(JavaThread* t, Slot* a) {
  Object* s = slot_ref(a[0]);
  if (!s) return throw_npe(t);
  return ref_slot(primitive_mirror(string_utf8(s)));
}

/// getSimpleBinaryName0(): the simple name javac recorded in InnerClasses ("" for anonymous
/// classes), or null for a top-level class, an array or a primitive.
Slot class_get_simple_binary_name(JavaThread* t, Slot* a) {
  const classfile::InnerClass* e = own_inner_entry(this_klass(a));
  if (!e) return 0;
  return ref_slot(intern_string(t, to_utf16(e->inner_name)));
}

/// getDeclaringClass0(): the class a member class is declared in (loaded, not initialized),
/// else null. As HotSpot's compute_enclosing_class, a class without an outer class in its own
/// InnerClasses entry has its EnclosingMethod class resolved (a NoClassDefFoundError when it
/// cannot be loaded) though that is no declaring class.
Slot class_get_declaring_class(JavaThread* t, Slot* a) {
  Klass* k = this_klass(a);
  const classfile::InnerClass* e = own_inner_entry(k);
  if (e && !e->outer_class.empty()) {
    Klass* outer = find_class(t, e->outer_class);
    return outer ? ref_slot(mirror_of(outer)) : 0;
  }
  if (!k->is_array && !k->is_primitive && k->class_file &&
      k->class_file->enclosing_class_index != 0) {
    interp::link_class(t, k, k->class_file->enclosing_class_index);
  }
  return 0;
}

/// getEnclosingMethod0(): {enclosing class, method name, method descriptor} from the class's
/// EnclosingMethod attribute (name and descriptor null when no method encloses it), or null
/// without one (also for arrays and primitives). The class constant is resolved here, as
/// HotSpot's JVM_GetEnclosingMethodInfo resolves it: one that cannot be loaded is its
/// NoClassDefFoundError (remembered as any Class constant's). Class.java builds
/// getEnclosingClass and the nesting queries on it, as JDK 17's Class does.
Slot class_get_enclosing_method_info(JavaThread* t, Slot* a) {
  Klass* k = this_klass(a);
  if (k->is_array || k->is_primitive || !k->class_file) return 0;
  const classfile::ClassFile& cf = *k->class_file;
  if (cf.enclosing_class_index == 0) return 0;
  Klass* object = universe->object_klass ? universe->object_klass : find_class(t, "java/lang/Object");
  if (!object) return 0;
  HandleScope hs(t);
  Object* arr = new_object_array(t, object, 3);
  if (!arr) return 0;
  Handle harr(t, arr);
  Klass* enclosing = interp::link_class(t, k, cf.enclosing_class_index);
  if (!enclosing) return 0;
  set_ref_element(harr.get(), 0, mirror_of(enclosing));
  if (!cf.enclosing_method_name.empty()) {
    Object* name = new_string_utf8(t, cf.enclosing_method_name);
    if (!name) return 0;
    set_ref_element(harr.get(), 1, name);
    Object* descriptor = new_string_utf8(t, cf.enclosing_method_descriptor);
    if (!descriptor) return 0;
    set_ref_element(harr.get(), 2, descriptor);
  }
  return ref_slot(harr.get());
}

/// enumValues0(): what JDK 17's Class.getEnumConstantsShared gets by reflection: the public
/// values() method without parameters (getMethod("values")), invoked after the class is
/// initialized (an initialization error propagates, as from Method.invoke). Null where
/// JDK's catches an exception and returns null: no such method (NoSuchMethodException), not
/// static (invoke(null): NullPointerException), values() throws (InvocationTargetException:
/// the exception is dropped), a result that is not an array of references (ClassCastException).
Slot class_enum_values(JavaThread* t, Slot* a) {
  Klass* k = this_klass(a);
  if (k->is_array || k->is_primitive) return 0;
  Method* values = nullptr;
  for (const auto& m : k->methods) {
    if (m->name == "values" && m->descriptor.starts_with("()") &&
        (m->access & classfile::acc::PUBLIC)) {
      values = m.get();
      break;
    }
  }
  if (!values || !values->is_static()) return 0;
  if (!initialize_class(t, k)) return 0;
  const Slot result = call_java(t, values, nullptr, 0);
  if (t->has_pending_exception()) {
    t->pending_exception = nullptr;
    return 0;
  }
  Object* array = slot_ref(result);
  const bool reference_array =
      array && array->klass->is_array && array->klass->element_type == BasicType::Reference;
  return reference_array ? result : 0;
}

// --- java.lang.reflect.Array ----------------------------------------------------------------

Slot array_get_length(JavaThread* t, Slot* a) {
  Object* o = slot_ref(a[0]);
  if (!o) return throw_npe(t);
  if (!o->klass->is_array) return throw_new(t, "java/lang/IllegalArgumentException", std::string("Argument is not an array"));
  return int_slot(array_length(o));
}

Slot array_new_array(JavaThread* t, Slot* a) {
  Klass* k = klass_of_mirror(slot_ref(a[0]));
  int32_t length = slot_int(a[1]);
  if (k->is_primitive) return ref_slot(new_primitive_array(t, k->element_type, length));
  return ref_slot(new_object_array(t, k, length));
}

Slot array_class_of(JavaThread* t, Slot* a) {
  Klass* k = klass_of_mirror(slot_ref(a[0]));
  return ref_slot(mirror_or_null(array_klass_of(t, k)));
}

// --- java.lang.System -----------------------------------------------------------------------

Slot system_current_time_millis(JavaThread*, Slot*) {
  auto now = std::chrono::system_clock::now().time_since_epoch();
  return long_slot(std::chrono::duration_cast<std::chrono::milliseconds>(now).count());
}

Slot system_nano_time(JavaThread*, Slot*) {
  auto now = std::chrono::steady_clock::now().time_since_epoch();
  return long_slot(std::chrono::duration_cast<std::chrono::nanoseconds>(now).count());
}

Slot system_identity_hash_code(JavaThread*, Slot* a) {
  Object* o = slot_ref(a[0]);
  return int_slot(o ? identity_hash(o) : 0);
}

Slot throw_store(JavaThread* t, const std::string& msg) { return throw_new(t, "java/lang/ArrayStoreException", msg); }
Slot throw_bounds(JavaThread* t, const std::string& msg) {
  return throw_new(t, "java/lang/ArrayIndexOutOfBoundsException", msg);
}

/// "int[5]" or "object array[5]", as HotSpot names arrays in arraycopy messages.
std::string array_desc(Object* arr) {
  const std::string elem = arr->klass->element_type == BasicType::Reference ? "object array" : type_name(arr->klass->element_type);
  return elem + "[" + std::to_string(array_length(arr)) + "]";
}

/// System.arraycopy with HotSpot's checks, in HotSpot's order, and JDK 17's messages.
Slot system_arraycopy(JavaThread* t, Slot* a) {
  Object* src = slot_ref(a[0]);
  int32_t src_pos = slot_int(a[1]);
  Object* dst = slot_ref(a[2]);
  int32_t dst_pos = slot_int(a[3]);
  int32_t length = slot_int(a[4]);
  if (!src || !dst) return throw_npe(t);

  // Types
  Klass* sk = src->klass;
  Klass* dk = dst->klass;
  if (!sk->is_array) return throw_store(t, "arraycopy: source type " + sk->external_name() + " is not an array");
  const bool src_refs = sk->element_type == BasicType::Reference;
  if (!dk->is_array) return throw_store(t, "arraycopy: destination type " + dk->external_name() + " is not an array");
  const bool dst_refs = dk->element_type == BasicType::Reference;
  if (src_refs != dst_refs || (!src_refs && sk->element_type != dk->element_type)) {
    std::string from = src_refs ? "object array" : type_name(sk->element_type);
    std::string to = dst_refs ? "object array" : type_name(dk->element_type);
    return throw_store(t, "arraycopy: type mismatch: can not copy " + from + "[] into " + to + "[]");
  }

  // Bounds
  if (src_pos < 0) return throw_bounds(t, "arraycopy: source index " + std::to_string(src_pos) + " out of bounds for " + array_desc(src));
  if (dst_pos < 0) return throw_bounds(t, "arraycopy: destination index " + std::to_string(dst_pos) + " out of bounds for " + array_desc(dst));
  if (length < 0) return throw_bounds(t, "arraycopy: length " + std::to_string(length) + " is negative");
  uint32_t src_end = uint32_t(length) + uint32_t(src_pos);
  uint32_t dst_end = uint32_t(length) + uint32_t(dst_pos);
  if (src_end > uint32_t(array_length(src))) {
    return throw_bounds(t, "arraycopy: last source index " + std::to_string(src_end) + " out of bounds for " + array_desc(src));
  }
  if (dst_end > uint32_t(array_length(dst))) {
    return throw_bounds(t, "arraycopy: last destination index " + std::to_string(dst_end) + " out of bounds for " + array_desc(dst));
  }
  if (length == 0) return 0;

  // Primitive arrays: one memmove (overlap-safe).
  if (!src_refs) {
    size_t es = basic_type_size(sk->element_type);
    char* from = reinterpret_cast<char*>(src) + kArrayBaseOffset + size_t(src_pos) * es;
    char* to = reinterpret_cast<char*>(dst) + kArrayBaseOffset + size_t(dst_pos) * es;
    std::memmove(to, from, size_t(length) * es);
    return 0;
  }

  // Reference arrays: through the barriers; element checks unless the source type guarantees them.
  const bool backward = src == dst && src_pos < dst_pos;
  const bool checked = !sk->is_subtype_of(dk);
  Klass* bound = dk->component;
  for (int32_t n = 0; n < length; n++) {
    int32_t i = backward ? length - 1 - n : n;
    Object* e = get_ref_element(src, src_pos + i);
    if (checked && e && !e->klass->is_subtype_of(bound)) {
      Klass* stype = sk->component;
      if (!bound->is_subtype_of(stype)) {
        return throw_store(t, "arraycopy: type mismatch: can not copy " + stype->external_name() + "[] into " +
                                  bound->external_name() + "[]");
      }
      return throw_store(t, "arraycopy: element type mismatch: can not cast one of the elements of " +
                                stype->external_name() + "[] to the type of the destination array, " +
                                bound->external_name());
    }
    set_ref_element(dst, dst_pos + i, e);
  }
  return 0;
}

// --- java.lang.Runtime ----------------------------------------------------------------------

/// CPUs this process may run on (sched_getaffinity), like the JDK on Linux.
Slot runtime_available_processors(JavaThread*, Slot*) {
  cpu_set_t set;
  CPU_ZERO(&set);
  if (sched_getaffinity(0, sizeof(set), &set) == 0) return int_slot(std::max(1, CPU_COUNT(&set)));
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return int_slot(n > 0 ? int32_t(n) : 1);
}

Slot runtime_free_memory(JavaThread*, Slot*) {
  size_t committed = universe->heap.committed_bytes();
  size_t used = universe->heap.used_bytes();
  return long_slot(int64_t(committed > used ? committed - used : 0));
}

Slot runtime_total_memory(JavaThread*, Slot*) { return long_slot(int64_t(universe->heap.committed_bytes())); }

Slot runtime_max_memory(JavaThread*, Slot*) { return long_slot(int64_t(universe->heap.max_capacity())); }

// --- java.lang.Character: tables generated from JDK 17 (GenCharacterData.java) ---------------

struct PropRange { uint32_t start; uint16_t props; };
struct CaseRange { uint32_t first, last; uint8_t step; int32_t upper, lower, title; };
struct NumRange { uint32_t first, last; int8_t digit; int32_t numeric; uint8_t sequential; };
struct SpecialUpper { uint32_t cp; const char16_t* upper; };

#include "runtime/natives/character_data.inc"

template <typename T, size_t N>
const T* find_range(const T (&table)[N], uint32_t cp) {
  // Last entry whose first code point is <= cp.
  auto it = std::upper_bound(std::begin(table), std::end(table), cp,
                             [](uint32_t v, const T& r) { return v < r.first; });
  return it == std::begin(table) ? nullptr : &*(it - 1);
}

uint16_t char_props(uint32_t cp) {
  if (cp > 0x10FFFF) return 0;
  auto it = std::upper_bound(std::begin(kPropRanges), std::end(kPropRanges), cp,
                             [](uint32_t v, const PropRange& r) { return v < r.start; });
  return (it - 1)->props;
}

/// The case range covering cp (respecting its step), or null. Step-2 ranges interleave (upper
/// and lower letters alternate), so the generator may have up to three open ranges at a point:
/// look at the last three that start at or before cp.
const CaseRange* case_range(uint32_t cp) {
  const CaseRange* r = find_range(kCaseRanges, cp);
  for (int back = 0; r && back < 3; back++, r = r == std::begin(kCaseRanges) ? nullptr : r - 1) {
    if (cp <= r->last && (cp - r->first) % r->step == 0) return r;
  }
  return nullptr;
}

Slot char_properties(JavaThread*, Slot* a) { return int_slot(char_props(uint32_t(slot_int(a[0])))); }

Slot char_to_lower(JavaThread*, Slot* a) {
  int32_t cp = slot_int(a[0]);
  const CaseRange* r = case_range(uint32_t(cp));
  return int_slot(r ? cp + r->lower : cp);
}

Slot char_to_upper(JavaThread*, Slot* a) {
  int32_t cp = slot_int(a[0]);
  const CaseRange* r = case_range(uint32_t(cp));
  return int_slot(r ? cp + r->upper : cp);
}

Slot char_to_title(JavaThread*, Slot* a) {
  int32_t cp = slot_int(a[0]);
  const CaseRange* r = case_range(uint32_t(cp));
  return int_slot(r ? cp + r->title : cp);
}

Slot char_digit(JavaThread*, Slot* a) {
  uint32_t cp = uint32_t(slot_int(a[0]));
  const NumRange* r = find_range(kNumRanges, cp);
  if (!r || cp > r->last || r->digit < 0) return int_slot(-1);
  return int_slot(r->digit + int32_t(cp - r->first));
}

Slot char_numeric_value(JavaThread*, Slot* a) {
  uint32_t cp = uint32_t(slot_int(a[0]));
  const NumRange* r = find_range(kNumRanges, cp);
  if (!r || cp > r->last) return int_slot(-1);
  return int_slot(r->sequential ? r->numeric + int32_t(cp - r->first) : r->numeric);
}

Slot char_special_upper(JavaThread* t, Slot* a) {
  uint32_t cp = uint32_t(slot_int(a[0]));
  auto it = std::lower_bound(std::begin(kSpecialUpper), std::end(kSpecialUpper), cp,
                             [](const SpecialUpper& s, uint32_t v) { return s.cp < v; });
  if (it == std::end(kSpecialUpper) || it->cp != cp) return 0;
  return ref_slot(new_string(t, it->upper));
}

// --- jvmlab.internal.VM ---------------------------------------------------------------------

/// "amd64" for x86_64, as Java names it; other machines keep uname's name.
std::string os_arch(const std::string& machine) {
  if (machine == "x86_64") return "amd64";
  if (machine == "i686" || machine == "i386") return "x86";
  return machine;
}

struct DefaultLocale {
  std::string language, country, variant;
};

/// user.language/country/variant as JDK 17's java_props_md.c derives them from the environment's
/// LC_ALL, LC_CTYPE or LANG: a locale the C library cannot load counts as "C"; "C" and "POSIX"
/// are en_US; otherwise language_COUNTRY.codeset@variant, where the language "C" (C.UTF-8) is
/// "en" with no country. Reads the environment only (the process locale stays "C").
DefaultLocale default_locale() {
  const char* name = nullptr;
  for (const char* var : {"LC_ALL", "LC_CTYPE", "LANG"}) {
    const char* v = std::getenv(var);
    if (v && *v) {
      name = v;
      break;
    }
  }
  std::string lc = name ? name : "C";
  if (locale_t loc = newlocale(LC_CTYPE_MASK, lc.c_str(), static_cast<locale_t>(0))) {
    freelocale(loc);
  } else {
    lc = "C";
  }
  if (lc == "C" || lc == "POSIX") return {"en", "US", ""};
  DefaultLocale d;
  std::string variant;
  if (auto at = lc.find('@'); at != std::string::npos) {
    variant = lc.substr(at + 1);
    lc.resize(at);
  }
  if (auto dot = lc.find('.'); dot != std::string::npos) lc.resize(dot);
  std::string lang = lc;
  std::string country;
  if (auto us = lc.find('_'); us != std::string::npos) {
    lang = lc.substr(0, us);
    country = lc.substr(us + 1);
  }
  if (lang == "C" || lang == "POSIX") {
    lang = "en";
    country.clear();
  }
  if (lang == "iw") lang = "he";
  if (lang == "in") lang = "id";
  if (lang == "ji") lang = "yi";
  d.language = lang;
  d.country = country;
  if (variant == "euro") variant.clear();  // JDK 17 maps @euro to the codeset, not a variant
  d.variant = variant;
  return d;
}

/// Default system properties, then -D options (which override them).
std::vector<std::pair<std::string, std::string>> system_properties() {
  std::vector<std::pair<std::string, std::string>> p;
  struct utsname u {};
  uname(&u);
  char cwd[4096];
  const char* dir = getcwd(cwd, sizeof(cwd)) ? cwd : "";
  const char* home = std::getenv("HOME");
  const char* user = std::getenv("USER");
  if (struct passwd* pw = getpwuid(getuid())) {
    if (!home) home = pw->pw_dir;
    if (!user) user = pw->pw_name;
  }
  std::string class_path;
  for (const auto& e : vm_options().class_path) class_path += (class_path.empty() ? "" : ":") + e;
  p = {
      {"java.version", JVMLAB_JAVA_VERSION},
      {"java.version.date", JVMLAB_JAVA_VERSION_DATE},
      {"java.specification.version", "17"},
      {"java.specification.name", "Java Platform API Specification"},
      {"java.specification.vendor", "Oracle Corporation"},
      {"java.vm.specification.version", "17"},
      {"java.vm.name", "jvmlab"},
      {"java.vm.vendor", "jvmlab"},
      {"java.vm.version", "0.1.0"},
      {"java.vm.info", "interpreted mode"},
      {"java.runtime.name", "jvmlab"},
      {"java.runtime.version", JVMLAB_JAVA_RUNTIME_VERSION},
      {"java.vendor", "jvmlab"},
      {"java.class.version", "61.0"},
      {"java.class.path", class_path},
      {"java.home", JVMLAB_CLASSLIB_BUILD_DIR},
      {"java.io.tmpdir", "/tmp"},
      {"java.library.path", "/usr/lib"},
      {"os.name", u.sysname},
      {"os.arch", os_arch(u.machine)},
      {"os.version", u.release},
      {"file.separator", "/"},
      {"path.separator", ":"},
      {"line.separator", "\n"},
      {"file.encoding", native_codeset()},
      {"native.encoding", native_codeset()},
      {"sun.jnu.encoding", native_codeset()},
      {"user.dir", dir},
      {"user.home", home ? home : "?"},
      {"user.name", user ? user : "?"},
  };
  const auto [language, country, variant] = default_locale();
  p.emplace_back("user.language", language);
  if (!country.empty()) p.emplace_back("user.country", country);
  if (!variant.empty()) p.emplace_back("user.variant", variant);
  for (const auto& [k, v] : vm_options().system_properties) {
    auto it = std::find_if(p.begin(), p.end(), [&](const auto& e) { return e.first == k; });
    if (it != p.end()) {
      it->second = v;
    } else {
      p.emplace_back(k, v);
    }
  }
  return p;
}

Slot vm_init_properties(JavaThread* t, Slot*) {
  auto props = system_properties();
  Klass* string_klass = universe->string_klass ? universe->string_klass : find_class(t, "java/lang/String");
  if (!string_klass) return 0;
  HandleScope hs(t);
  Object* arr = new_object_array(t, string_klass, int32_t(props.size() * 2));
  if (!arr) return 0;
  Handle harr(t, arr);
  for (size_t i = 0; i < props.size(); i++) {
    Object* k = new_string_from_utf8_bytes(t, props[i].first);
    if (!k) return 0;
    set_ref_element(harr.get(), int32_t(2 * i), k);
    Object* v = new_string_from_utf8_bytes(t, props[i].second);
    if (!v) return 0;
    set_ref_element(harr.get(), int32_t(2 * i + 1), v);
  }
  return ref_slot(harr.get());
}

Slot vm_getenv(JavaThread* t, Slot* a) {
  Object* name = slot_ref(a[0]);
  if (!name) return throw_npe(t);
  const char* v = std::getenv(string_utf8(name).c_str());
  return v ? ref_slot(new_string_from_utf8_bytes(t, v)) : 0;
}

Slot vm_exit_native(JavaThread*, Slot* a) { vm_exit(slot_int(a[0])); }

/// defaultCharset(): 0 UTF-8, 1 ISO-8859-1, 2 US-ASCII (String's CS_* numbering).
Slot vm_default_charset(JavaThread*, Slot*) {
  switch (native_encoding()) {
    case NativeEncoding::kLatin1: return int_slot(1);
    case NativeEncoding::kAscii: return int_slot(2);
    default: return int_slot(0);
  }
}

}  // namespace


void register_lang_natives() {
  register_reflect_natives();
  register_native("java/lang/Object", "getClass", "()Ljava/lang/Class;", object_get_class);
  register_native("java/lang/Object", "hashCode", "()I", object_hash_code);
  register_native("java/lang/Object", "clone", "()Ljava/lang/Object;", object_clone);

  const char* C = "java/lang/Class";
  register_native(C, "getName", "()Ljava/lang/String;", class_get_name);
  register_native(C, "forName", "(Ljava/lang/String;)Ljava/lang/Class;", class_for_name);
  register_native(C, "isInstance", "(Ljava/lang/Object;)Z", class_is_instance);
  register_native(C, "isAssignableFrom", "(Ljava/lang/Class;)Z", class_is_assignable_from);
  register_native(C, "isInterface", "()Z", class_is_interface);
  register_native(C, "isArray", "()Z", class_is_array);
  register_native(C, "isPrimitive", "()Z", class_is_primitive);
  register_native(C, "getSuperclass", "()Ljava/lang/Class;", class_get_superclass);
  register_native(C, "getInterfaces", "()[Ljava/lang/Class;", class_get_interfaces);
  register_native(C, "getComponentType", "()Ljava/lang/Class;", class_get_component_type);
  register_native(C, "getModifiers", "()I", class_get_modifiers);
  register_native(C, "desiredAssertionStatus", "()Z", class_desired_assertion_status);
  register_native(C, "getPrimitiveClass", "(Ljava/lang/String;)Ljava/lang/Class;", class_get_primitive_class);
  register_native(C, "getSimpleBinaryName0", "()Ljava/lang/String;", class_get_simple_binary_name);
  register_native(C, "forName0", "(Ljava/lang/String;ZZ)Ljava/lang/Class;", class_for_name0);
  register_native(C, "isLibraryClass0", "()Z", class_is_library_class);
  register_native(C, "getDeclaringClass0", "()Ljava/lang/Class;", class_get_declaring_class);
  register_native(C, "getEnclosingMethod0", "()[Ljava/lang/Object;", class_get_enclosing_method_info);
  register_native(C, "enumValues0", "()[Ljava/lang/Object;", class_enum_values);

  register_native("java/lang/reflect/Array", "getLength", "(Ljava/lang/Object;)I", array_get_length);
  register_native("java/lang/reflect/Array", "newArray", "(Ljava/lang/Class;I)Ljava/lang/Object;", array_new_array);
  register_native("java/lang/reflect/Array", "arrayClassOf", "(Ljava/lang/Class;)Ljava/lang/Class;", array_class_of);

  const char* S = "java/lang/System";
  register_native(S, "currentTimeMillis", "()J", system_current_time_millis);
  register_native(S, "nanoTime", "()J", system_nano_time);
  register_native(S, "arraycopy", "(Ljava/lang/Object;ILjava/lang/Object;II)V", system_arraycopy);
  register_native(S, "identityHashCode", "(Ljava/lang/Object;)I", system_identity_hash_code);

  const char* R = "java/lang/Runtime";
  register_native(R, "availableProcessors", "()I", runtime_available_processors);
  register_native(R, "freeMemory", "()J", runtime_free_memory);
  register_native(R, "totalMemory", "()J", runtime_total_memory);
  register_native(R, "maxMemory", "()J", runtime_max_memory);

  const char* CH = "java/lang/Character";
  register_native(CH, "properties0", "(I)I", char_properties);
  register_native(CH, "toLowerCase0", "(I)I", char_to_lower);
  register_native(CH, "toUpperCase0", "(I)I", char_to_upper);
  register_native(CH, "toTitleCase0", "(I)I", char_to_title);
  register_native(CH, "digit0", "(I)I", char_digit);
  register_native(CH, "numericValue0", "(I)I", char_numeric_value);
  register_native(CH, "specialUpperCase0", "(I)Ljava/lang/String;", char_special_upper);

  const char* V = "jvmlab/internal/VM";
  register_native(V, "initProperties", "()[Ljava/lang/String;", vm_init_properties);
  register_native(V, "getenv", "(Ljava/lang/String;)Ljava/lang/String;", vm_getenv);
  register_native(V, "exit", "(I)V", vm_exit_native);
  register_native(V, "defaultCharset", "()I", vm_default_charset);
}

}  // namespace jvmlab::natives
