// The bootstrap class loader: finds class files on the class library and user class path, parses
// them, links them (field layout, vtable; JVMS §5.3-5.4) and runs initialization (JVMS §5.5).
// Also makes array and primitive classes and the java.lang.Class mirrors.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <cstring>
#include <span>
#include <unordered_set>

#include "classfile/class_parser.hpp"
#include "classfile/signature.hpp"
#include "gc/collector.hpp"
#include "runtime/logging/log.hpp"
#include "runtime/options/flags.hpp"
#include "runtime/classloading/class_archive.hpp"
#include "runtime/classloading/class_path.hpp"
#include "runtime/classloading/verification.hpp"
#include "runtime/java_calls.hpp"
#include "runtime/universe.hpp"
#include "runtime/vm.hpp"

namespace jvmlab {

using classfile::ClassFile;
namespace acc = classfile::acc;

namespace {

std::unordered_set<std::string> g_loading;  // classes whose supertypes are being loaded (loader lock)

/// Locks `lock` for thread `t` without making a collector pause wait for it: at once when it is
/// free, else waiting as Blocked (safe for pauses). Every acquirer of the loader lock and of the
/// initialization lock goes through here, so a holder that stops for a pause (when it leaves a
/// ThreadStateScope or allocates) never keeps another thread from reaching its safepoint.
template <typename Lockable>
void lock_blocked(JavaThread* t, Lockable& lock) {
  if (lock.try_lock()) return;
  if (!t) {
    lock.lock();
    return;
  }
  ThreadStateScope blocked(t, ThreadState::Blocked);
  lock.lock();
}

/// The loader lock (universe->lock, recursive): held while a class is looked up, loaded, linked
/// and entered in universe->classes, so each class is defined once. A thread that must wait for
/// it counts as Blocked. No Java code runs under it: errors found while it is held are recorded
/// in a LoadError and thrown after it is released (throwing runs the error's constructor and
/// maybe <clinit>, which could wait for another thread's class initialization while that thread
/// waits for this lock). The only safepoint inside is the allocation of a mirror.
class LoaderLock {
 public:
  explicit LoaderLock(JavaThread* t) { lock_blocked(t, universe->lock); }
  ~LoaderLock() { universe->lock.unlock(); }
  LoaderLock(const LoaderLock&) = delete;
  LoaderLock& operator=(const LoaderLock&) = delete;
};

/// A linkage error found under the loader lock, thrown by throw_load_error once it is released.
struct LoadError {
  const char* class_name = nullptr;  // "java/lang/NoClassDefFoundError"; null: no error
  std::string message;
};

/// Records the first error of a load in `error`; returns null for `return fail(...)`.
Klass* fail(LoadError& error, const char* class_name, std::string message) {
  if (!error.class_name) {
    error.class_name = class_name;
    error.message = std::move(message);
  }
  return nullptr;
}

/// Throws the recorded error (the loader lock must not be held).
void throw_load_error(JavaThread* t, const LoadError& error) {
  if (error.class_name) throw_new(t, error.class_name, error.message);
}

// Class initialization (JVMS §5.5): one lock and condition for all classes. A thread that finds
// a class being initialized by another thread waits on g_init_done (Blocked) until it is
// Initialized or Erroneous; the initializing thread runs <clinit> without holding g_init_lock.
// g_init_lock is taken only through lock_blocked and never held while Java code runs.
std::mutex g_init_lock;
std::condition_variable g_init_done;

/// Gives `k` its java.lang.Class mirror, unless java.lang.Class is not loaded yet (fix_up_mirrors
/// makes those later). Allocates without throwing (the loader lock may be held): on a full heap it
/// waits, Blocked, for up to two collections (an allocation stall, as allocation.cpp does), then
/// returns false.
bool create_mirror(JavaThread* t, Klass* k) {
  if (k->mirror || !universe->class_klass || universe->class_klass->instance_size == 0) return true;
  const size_t size = universe->class_klass->instance_size;
  void* mem = universe->heap.allocate(size);
  for (int attempt = 0; !mem && t && gc::g_collector && universe->started && attempt < 2; attempt++) {
    {
      ThreadStateScope blocked(t, ThreadState::Blocked);
      gc::g_collector->wait_for_memory();
    }
    mem = universe->heap.allocate(size);
  }
  if (!mem) return false;
  Object* m = static_cast<Object*>(mem);
  m->klass = universe->class_klass;
  m->mark.store(0, std::memory_order_relaxed);
  set_field<int64_t>(m, universe->class_vmklass_offset, int64_t(reinterpret_cast<intptr_t>(k)));
  k->mirror = m;
  return true;
}

/// Lays out instance fields after the superclass's, largest first, each aligned to its size.
void layout_fields(Klass* k) {
  uint32_t offset = k->super ? k->super->instance_size : uint32_t(kObjectHeaderSize);
  for (size_t size : {8u, 4u, 2u, 1u}) {
    for (auto& f : k->fields) {
      if (f.is_static() || basic_type_size(f.type) != size) continue;
      offset = (offset + uint32_t(size) - 1) & ~(uint32_t(size) - 1);
      f.offset = offset;
      offset += uint32_t(size);
    }
  }
  k->instance_size = (offset + 7) & ~7u;
  uint32_t static_index = 0;
  for (auto& f : k->fields) {
    if (f.is_static()) f.offset = static_index++;
  }
  k->statics.assign(static_index, 0);
}

/// The maximally-specific superinterface method of `k` for name/descriptor (JVMS §5.4.3.3):
/// a non-abstract one if exactly one exists, else any abstract candidate, else null.
Method* maximally_specific_default(Klass* k, const std::string& name, const std::string& desc) {
  std::vector<Method*> candidates;
  for (Klass* i : k->all_interfaces) {
    Method* m = i->find_declared_method(name, desc);
    if (m && !m->is_static() && !m->is_private()) candidates.push_back(m);
  }
  // Drop candidates whose interface is a superinterface of another candidate's interface.
  std::vector<Method*> specific;
  for (Method* m : candidates) {
    bool overridden = false;
    for (Method* o : candidates) {
      if (o != m && o->holder != m->holder && o->holder->is_subtype_of(m->holder)) overridden = true;
    }
    if (!overridden) specific.push_back(m);
  }
  Method* abstract_one = nullptr;
  for (Method* m : specific) {
    if (!m->is_abstract()) return m;
    abstract_one = m;
  }
  return abstract_one;
}

/// Builds the vtable: the superclass's entries, overridden or extended by declared methods, then
/// entries for interface methods the class does not implement (defaults or abstract "mirandas").
void build_vtable(Klass* k) {
  if (k->super) k->vtable = k->super->vtable;
  if (k->is_interface()) {
    // Interfaces are not instantiated: their methods get itable indices, in declaration order,
    // and each implementing class maps them to its vtable (the itable below).
    int next = 0;
    for (auto& m : k->methods) {
      if (m->is_static() || m->is_private() || m->name == "<clinit>") continue;
      m->itable_index = next++;
    }
    return;
  }
  for (auto& mp : k->methods) {
    Method* m = mp.get();
    if (m->is_static() || m->is_private() || m->name == "<init>" || m->name == "<clinit>") continue;
    int index = -1;
    for (size_t i = 0; i < k->vtable.size(); i++) {
      Method* s = k->vtable[i];
      if (s->name == m->name && s->descriptor == m->descriptor) {
        index = int(i);
        break;
      }
    }
    if (index < 0) {
      index = int(k->vtable.size());
      k->vtable.push_back(m);
    } else {
      k->vtable[index] = m;
    }
    m->vtable_index = index;
  }
  // Interface methods: select defaults for entries not implemented by a class, and record where
  // each interface method landed in the vtable (the itable: interface dispatch by index).
  for (Klass* i : k->all_interfaces) {
    k->itable.push_back({i, uint32_t(k->itable_indices.size())});
    for (auto& im : i->methods) {
      if (im->is_static() || im->is_private() || im->name == "<clinit>") continue;
      int index = -1;
      for (size_t v = 0; v < k->vtable.size(); v++) {
        if (k->vtable[v]->name == im->name && k->vtable[v]->descriptor == im->descriptor) {
          index = int(v);
          break;
        }
      }
      if (index < 0 || k->vtable[index]->holder->is_interface()) {  // else a class method wins
        Method* selected = maximally_specific_default(k, im->name, im->descriptor);
        if (index < 0) {
          index = int(k->vtable.size());
          k->vtable.push_back(selected);
        } else {
          k->vtable[index] = selected;
        }
      }
      JVMLAB_ASSERT(im->itable_index == int(k->itable_indices.size() - k->itable.back().offset),
                    "itable slots follow the interface's itable indices");
      k->itable_indices.push_back(k->vtable[size_t(index)]->is_abstract() ? -1 : index);
    }
  }
}

Klass* find_class_locked(JavaThread* t, const std::string& name, LoadError& error);

/// Whether `super` (a superclass or superinterface of `sub`) lets `sub` extend it (JVMS §5.3.5):
/// true unless `super` is sealed (a non-empty PermittedSubclasses) and does not list `sub`, or
/// lists it but `sub` is neither public nor in its package (HotSpot's
/// InstanceKlass::has_as_permitted_subclass; every class of one loader is in one module here).
bool sealed_permits(const Klass* super, const Klass& sub) {
  const auto& permitted = super->class_file ? super->class_file->permitted_subclasses
                                            : std::vector<std::string>();
  if (permitted.empty()) return true;
  const auto package_of = [](const std::string& n) { return n.substr(0, n.rfind('/') + 1); };
  if (!(sub.access & acc::PUBLIC) && package_of(super->name) != package_of(sub.name)) return false;
  return std::find(permitted.begin(), permitted.end(), sub.name) != permitted.end();
}

/// Links class file `cf` as class `name` (JVMS §5.3.5, §5.4): supertypes, field layout, methods,
/// vtable, primitive ConstantValues (verification comes later: link_class); enters it
/// in universe->classes and gives it a mirror. Loader lock held; null with `error` set on failure.
/// "p.Foo" for the internal name "p/Foo" of a class (not an array), as messages show it.
std::string external_class_name(std::string name) {
  std::replace(name.begin(), name.end(), '/', '.');
  return name;
}

/// Loads superinterface `iname` of the class named `name` being defined and checks
/// that it is an interface (JVMS §5.3.5 step 3; HotSpot's ClassFileParser::parse_interfaces).
/// Loader lock held; null with `error` set (ClassCircularityError, the load's error,
/// IncompatibleClassChangeError).
Klass* load_superinterface_locked(JavaThread* t, const std::string& name, const std::string& iname,
                                  LoadError& error) {
  if (iname == name || g_loading.count(iname)) {
    return fail(error, "java/lang/ClassCircularityError", name);
  }
  Klass* i = find_class_locked(t, iname, error);
  if (!i) return nullptr;
  if (!i->is_interface()) {
    return fail(error, "java/lang/IncompatibleClassChangeError",
                "class " + external_class_name(name) + " can not implement " + i->external_name() +
                    ", because it is not an interface (" + i->external_name() +
                    " is in unnamed module of loader 'app')");
  }
  return i;
}

Klass* define_class(JavaThread* t, const std::string& name, std::unique_ptr<ClassFile> cf, LoadError& error,
                    bool class_library = false) {
  auto k = std::make_unique<Klass>();
  Klass* kp = k.get();
  kp->name = name;
  kp->class_library = class_library;
  kp->access = cf->access_flags;

  // Supertypes (JVMS §5.3.5 step 3), with circularity detection.
  g_loading.insert(name);
  struct Unmark {
    const std::string& n;
    ~Unmark() { g_loading.erase(n); }
  } unmark{name};
  if (!cf->super_class.empty()) {
    if (g_loading.count(cf->super_class)) {
      return fail(error, "java/lang/ClassCircularityError", name);
    }
    Klass* super = find_class_locked(t, cf->super_class, error);
    if (!super) return nullptr;
    if (super->is_interface()) {
      return fail(error, "java/lang/IncompatibleClassChangeError",
                "class " + kp->external_name() + " has interface " + super->external_name() +
                    " as super class");
    }
    if (super->access & acc::FINAL) {
      return fail(error, "java/lang/IncompatibleClassChangeError",
                "class " + kp->external_name() + " cannot inherit from final class " +
                    super->external_name());
    }
    if (!sealed_permits(super, *kp)) {
      return fail(error, "java/lang/IncompatibleClassChangeError",
                  "class " + kp->external_name() + " cannot inherit from sealed class " + super->external_name());
    }
    kp->super = super;
    kp->all_interfaces = super->all_interfaces;
  } else if (name != "java/lang/Object") {
    return fail(error, "java/lang/ClassFormatError", "Invalid superclass index 0 in class file " + name);
  }
  for (const auto& iname : cf->interfaces) {
    Klass* i = load_superinterface_locked(t, name, iname, error);
    if (!i) return nullptr;
    if (!sealed_permits(i, *kp)) {
      return fail(error, "java/lang/IncompatibleClassChangeError",
                  "class " + kp->external_name() + " cannot implement sealed interface " + i->external_name());
    }
    kp->interfaces.push_back(i);
    for (Klass* s : i->all_interfaces) {
      if (std::find(kp->all_interfaces.begin(), kp->all_interfaces.end(), s) == kp->all_interfaces.end())
        kp->all_interfaces.push_back(s);
    }
    if (std::find(kp->all_interfaces.begin(), kp->all_interfaces.end(), i) == kp->all_interfaces.end())
      kp->all_interfaces.push_back(i);
  }

  // Fields.
  for (const auto& fi : cf->fields) {
    Field f;
    f.holder = kp;
    f.name = fi.name;
    f.descriptor = fi.descriptor;
    f.access = fi.access_flags;
    f.type = classfile::field_type(fi.descriptor).type;
    f.constant_value_index = fi.constant_value_index;
    kp->fields.push_back(std::move(f));
  }
  layout_fields(kp);

  // Methods.
  for (const auto& mi : cf->methods) {
    auto m = std::make_unique<Method>();
    m->holder = kp;
    m->name = mi.name;
    m->descriptor = mi.descriptor;
    m->access = mi.access_flags;
    m->info = &mi;
    // One pass over the descriptor: argument slots, reference arguments, return type.
    m->has_reference_args = !m->is_static();
    classfile::SignatureIterator it(mi.descriptor);
    for (; !it.at_return(); it.next()) {
      if (it.type().is_reference()) m->has_reference_args = true;
    }
    m->arg_slots = uint16_t(it.slot() + (m->is_static() ? 0 : 1));
    m->return_type = it.basic_type();
    if (mi.code) {
      m->max_locals = std::max<uint16_t>(mi.code->max_locals, m->arg_slots);
      m->max_stack = mi.code->max_stack;
      m->code = mi.code->code;
    } else {
      m->max_locals = m->arg_slots;
    }
    m->entry.store(initial_entry(*m), std::memory_order_relaxed);
    kp->methods.push_back(std::move(m));
  }
  kp->class_file = std::move(cf);
  kp->cp_cache.allocate(kp->class_file->constant_pool.size());
  build_vtable(kp);

  // Static constants of primitive type (ConstantValue, JVMS §4.7.2); Strings at initialization.
  for (auto& f : kp->fields) {
    if (!f.is_static() || f.constant_value_index == 0) continue;
    const auto& e = kp->class_file->constant_pool[f.constant_value_index];
    switch (e.tag) {
      case classfile::CpTag::Integer:
      case classfile::CpTag::Float: kp->statics[f.offset] = uint32_t(e.bits); break;
      case classfile::CpTag::Long:
      case classfile::CpTag::Double: kp->statics[f.offset] = e.bits; break;
      default: break;
    }
  }
  // The mirror before the class is entered: a class in universe->classes always has one.
  if (!create_mirror(t, kp)) return fail(error, "java/lang/OutOfMemoryError", "Java heap space");
  kp->init_state = InitState::Linked;
  universe->classes[name] = std::move(k);
  JVMLAB_LOG(ClassLoad, "{} source: {}", kp->external_name(),
             kp->name.rfind("java/", 0) == 0 || kp->name.rfind("jvmlab/", 0) == 0 ? "jrt:/java.base"
                                                                                   : "file:");
  return kp;
}

/// Makes the array class `name` ("[I", "[[Ljava/lang/String;"), loading its component class.
/// Loader lock held; null with `error` set on failure.
Klass* make_array_klass(JavaThread* t, const std::string& name, LoadError& error) {
  // name is "[..."; component is the rest.
  std::string comp = name.substr(1);
  auto k = std::make_unique<Klass>();
  Klass* kp = k.get();
  kp->name = name;
  kp->is_array = true;
  kp->access = acc::PUBLIC | acc::FINAL | acc::ABSTRACT;
  kp->super = universe->object_klass;
  if (universe->object_klass) kp->vtable = universe->object_klass->vtable;
  if (universe->cloneable_klass) kp->all_interfaces.push_back(universe->cloneable_klass);
  if (universe->serializable_klass) kp->all_interfaces.push_back(universe->serializable_klass);
  const classfile::FieldType component = classfile::field_type(comp);
  kp->element_type = component.type;
  if (component.is_reference()) {
    Klass* c = find_class_locked(t, std::string(component.class_name()), error);
    if (!c) return nullptr;
    if (!create_mirror(t, kp)) return fail(error, "java/lang/OutOfMemoryError", "Java heap space");
    kp->component = c;
    kp->dimensions = c->is_array ? c->dimensions + 1 : 1;
    if (!c->array_klass) c->array_klass = kp;
  } else {
    if (!create_mirror(t, kp)) return fail(error, "java/lang/OutOfMemoryError", "Java heap space");
    kp->dimensions = 1;
    BasicType bt = kp->element_type;
    if (universe->primitive_klasses[int(bt)]) universe->primitive_klasses[int(bt)]->array_klass = kp;
  }
  kp->init_state = InitState::Initialized;
  universe->classes[name] = std::move(k);
  return kp;
}

/// The class archive ("<dir>.jimg", runtime/classloading/class_archive.hpp) of class library directory `dir`,
/// mapped at its first use; null when there is none, it is malformed, or it is older than the
/// directory (the class library was recompiled and not packed again): the loader then reads the
/// directory. Loader lock held (guards the cache). Archives stay mapped for the life of the
/// process, so spans into them never dangle.
const ClassArchive* boot_archive_locked(const std::string& dir) {
  static auto* cache = new std::vector<std::pair<std::string, std::unique_ptr<ClassArchive>>>();
  for (const auto& [path, archive] : *cache) {
    if (path == dir) return archive.get();
  }
  std::unique_ptr<ClassArchive> archive = ClassArchive::open(class_archive_path_for(dir));
  struct stat dir_st;
  if (archive && stat(dir.c_str(), &dir_st) == 0) {
    const int64_t dir_mtime_ns = int64_t(dir_st.st_mtim.tv_sec) * 1000000000 + dir_st.st_mtim.tv_nsec;
    const bool stale = dir_mtime_ns > archive->file_mtime_ns();
    if (stale) archive.reset();
  }
  cache->emplace_back(dir, std::move(archive));
  return cache->back().second.get();
}

/// Parses `bytes` as the class file of `name` and defines it. `boot`: found on the class library
/// path (may define java.* classes). `checks`: FormatChecks::Trusted only for the class
/// library's archive. Loader lock held; null with `error` set on failure.
Klass* define_from_bytes_locked(JavaThread* t, const std::string& name, std::span<const uint8_t> bytes,
                                bool boot, LoadError& error,
                                classfile::FormatChecks checks = classfile::FormatChecks::Full) {
  auto result = classfile::parse_class_file(bytes, name, name, checks);
  if (auto* err = std::get_if<classfile::FormatError>(&result)) {
    // HotSpot resolves each superinterface as it reads it, so their errors come before any later
    // format error of the same file.
    for (const auto& iname : err->interfaces_read) {
      if (!load_superinterface_locked(t, name, iname, error)) return nullptr;
    }
    return fail(error, err->no_class_def          ? "java/lang/NoClassDefFoundError"
                       : err->unsupported_version ? "java/lang/UnsupportedClassVersionError"
                                                  : "java/lang/ClassFormatError",
                err->message);
  }
  auto cf = std::move(std::get<std::unique_ptr<ClassFile>>(result));
  if (cf->this_class != name) {
    return fail(error, "java/lang/NoClassDefFoundError", name + " (wrong name: " + cf->this_class + ")");
  }
  if (!boot && (name.rfind("java/", 0) == 0)) {
    return fail(error, "java/lang/SecurityException", "Prohibited package name: " + name.substr(0, name.rfind('/')));
  }
  return define_class(t, name, std::move(cf), error, boot);
}

/// find_class with the loader lock held: the loaded class, else loads it. Null with `error` set.
Klass* find_class_locked(JavaThread* t, const std::string& name, LoadError& error) {
  auto it = universe->classes.find(name);
  if (it != universe->classes.end()) return it->second.get();
  if (!name.empty() && name[0] == '[') {
    if (!classfile::is_legal_field_descriptor(name)) return fail(error, "java/lang/NoClassDefFoundError", name);
    return make_array_klass(t, name, error);
  }
  if (name.empty() || name.find("..") != std::string::npos || name[0] == '/') {
    return fail(error, "java/lang/NoClassDefFoundError", name);
  }
  // Search the class library (its archive when it has one: the archive is authoritative, so a
  // user class costs no failed open in the library), then the user class path.
  for (const auto& dir : universe->boot_class_path) {
    if (const ClassArchive* archive = boot_archive_locked(dir)) {
      // Parsed straight from the mapping: ClassFile copies what it keeps. The build checked
      // every class of the archive in full and verified it (tools/classlib_pack), so its parse
      // skips the format checks that guarantees, as HotSpot relaxes them for its boot classes;
      // -XX:+BytecodeVerificationLocal (verify the class library) makes them all again.
      if (auto bytes = archive->find(name)) {
        const auto checks = xx_bool(universe->options, "BytecodeVerificationLocal")
                                ? classfile::FormatChecks::Full
                                : classfile::FormatChecks::Trusted;
        return define_from_bytes_locked(t, name, *bytes, true, error, checks);
      }
      continue;
    }
    std::vector<uint8_t> bytes;
    if (read_regular_file(dir + "/" + name + ".class", bytes)) {
      return define_from_bytes_locked(t, name, bytes, true, error);
    }
  }
  std::vector<uint8_t> bytes;
  for (const auto& entry : universe->class_path) {
    if (read_class_from_entry(entry, name, bytes)) {
      return define_from_bytes_locked(t, name, bytes, /*boot=*/false, error);
    }
  }
  return fail(error, "java/lang/NoClassDefFoundError", name);
}

}  // namespace

Klass* find_class(JavaThread* t, std::string_view name_view) {
  std::string name(name_view);
  LoadError error;
  Klass* k;
  {
    LoaderLock loader_lock(t);
    k = find_class_locked(t, name, error);
  }
  if (!k) throw_load_error(t, error);
  return k;
}

// Declared in class_loader.hpp.
Klass* define_class_from_bytes(JavaThread* t, const std::string& name, const std::vector<uint8_t>& bytes) {
  LoadError error;
  Klass* k = nullptr;
  {
    LoaderLock loader_lock(t);
    if (universe->classes.count(name)) {
      fail(error, "java/lang/LinkageError", "duplicate class definition: " + name);
    } else {
      k = define_from_bytes_locked(t, name, bytes, /*boot=*/true, error);
    }
  }
  if (!k) throw_load_error(t, error);
  return k;
}

// Declared in class_loader.hpp.
Klass* define_user_class_from_bytes(JavaThread* t, const std::string& name, std::span<const uint8_t> bytes) {
  LoadError error;
  Klass* k = nullptr;
  {
    LoaderLock loader_lock(t);
    if (universe->classes.count(name)) {
      fail(error, "java/lang/LinkageError", "duplicate class definition: " + name);
    } else {
      k = define_from_bytes_locked(t, name, bytes, /*boot=*/false, error);
    }
  }
  if (!k) throw_load_error(t, error);
  return k;
}

// Declared in class_loader.hpp.
Klass* find_loaded_class(JavaThread* t, const std::string& name) {
  LoaderLock loader_lock(t);
  auto it = universe->classes.find(name);
  return it == universe->classes.end() ? nullptr : it->second.get();
}

void fix_up_mirrors(JavaThread* t) {
  for (auto& [name, k] : universe->classes) create_mirror(t, k.get());
  for (auto& pk : universe->primitive_klasses) {
    if (pk) create_mirror(t, pk.get());
  }
}

void create_primitive_klasses(JavaThread* t) {
  static const struct { BasicType t; const char* name; } prims[] = {
      {BasicType::Boolean, "boolean"}, {BasicType::Char, "char"}, {BasicType::Float, "float"},
      {BasicType::Double, "double"},   {BasicType::Byte, "byte"}, {BasicType::Short, "short"},
      {BasicType::Int, "int"},         {BasicType::Long, "long"}, {BasicType::Void, "void"}};
  static const char* array_names[16] = {};
  array_names[int(BasicType::Boolean)] = "[Z";
  array_names[int(BasicType::Char)] = "[C";
  array_names[int(BasicType::Float)] = "[F";
  array_names[int(BasicType::Double)] = "[D";
  array_names[int(BasicType::Byte)] = "[B";
  array_names[int(BasicType::Short)] = "[S";
  array_names[int(BasicType::Int)] = "[I";
  array_names[int(BasicType::Long)] = "[J";
  for (const auto& p : prims) {
    auto k = std::make_unique<Klass>();
    k->name = p.name;
    k->is_primitive = true;
    k->element_type = p.t;
    k->access = acc::PUBLIC | acc::FINAL | acc::ABSTRACT;
    k->init_state = InitState::Initialized;
    universe->primitive_klasses[int(p.t)] = std::move(k);
    if (p.t != BasicType::Void) {
      universe->primitive_arrays[int(p.t)] = find_class(t, array_names[int(p.t)]);
    }
  }
}

Klass* klass_of_mirror(Object* mirror) {
  return reinterpret_cast<Klass*>(intptr_t(get_field<int64_t>(mirror, universe->class_vmklass_offset)));
}

Klass* array_klass_of(JavaThread* t, Klass* k) {
  std::string name;
  if (k->is_primitive) {
    name = std::string("[") + classfile::descriptor_char(k->element_type);
  } else {
    name = "[" + classfile::class_descriptor(k->name);
  }
  LoadError error;
  Klass* a;
  {
    LoaderLock loader_lock(t);
    a = k->array_klass ? k->array_klass : find_class_locked(t, name, error);
    if (a) k->array_klass = a;
  }
  if (!a) throw_load_error(t, error);
  return a;
}

Klass* primitive_array_klass(BasicType t) { return universe->primitive_arrays[int(t)]; }

Object* primitive_mirror(std::string_view name) {
  for (auto& pk : universe->primitive_klasses) {
    if (pk && pk->name == name) return pk->mirror;
  }
  return nullptr;
}

Method* resolve_method(Klass* k, std::string_view name, std::string_view desc) {
  for (Klass* c = k; c != nullptr; c = c->super) {
    if (Method* m = c->find_declared_method(name, desc)) return m;
  }
  // Maximally-specific superinterface methods, then any (JVMS §5.4.3.3 steps 3-4).
  Method* any = nullptr;
  Method* best = nullptr;
  for (Klass* i : k->all_interfaces) {
    Method* m = i->find_declared_method(name, desc);
    if (!m || m->is_static() || m->is_private()) continue;
    if (!any) any = m;
    if (!m->is_abstract() && (!best || m->holder->is_subtype_of(best->holder))) best = m;
  }
  if (k->is_interface()) {
    // Interfaces inherit Object's public methods (JVMS §5.4.3.4).
    if (Method* m = k->find_declared_method(name, desc)) return m;
    if (!best && !any && universe->object_klass) {
      if (Method* m = universe->object_klass->find_declared_method(name, desc)) return m;
    }
  }
  return best ? best : any;
}

Field* resolve_field(Klass* k, std::string_view name, std::string_view desc) {
  for (Klass* c = k; c != nullptr; c = c->super) {
    if (Field* f = c->find_declared_field(name, desc)) return f;
    for (Klass* i : c->interfaces) {
      if (Field* f = resolve_field(i, name, desc)) return f;
    }
  }
  return nullptr;
}

namespace {

/// Saves, for later NoClassDefFoundErrors, an ExceptionInInitializerError saying
/// `Exception <exception> [in thread "<name>"]` with the failing exception's stack trace, as
/// HotSpot 17.0.x does (JDK-8048190). Leaves no exception pending.
void record_init_error(JavaThread* t, Klass* k, Object* exception) {
  HandleScope hs(t);
  Handle he(t, exception);
  std::string thread_name = "main";
  if (Object* thread = java_thread_object(t)) {
    Slot name = call_virtual(t, thread, "getName", "()Ljava/lang/String;");
    if (!t->has_pending_exception() && slot_ref(name)) thread_name = string_utf8(slot_ref(name));
  }
  t->pending_exception = nullptr;
  Object* text = to_java_string(t, he.get());
  if (!text) {
    t->pending_exception = nullptr;
    return;
  }
  const std::string exception_text = string_utf8(text);  // read before the next safepoint
  Klass* eiie = find_class(t, "java/lang/ExceptionInInitializerError");
  if (eiie && initialize_class(t, eiie)) {
    std::string message = "Exception " + exception_text + " [in thread \"" + thread_name + "\"]";
    throw_new(t, "java/lang/ExceptionInInitializerError", message);
    Handle saved(t, t->pending_exception);
    t->pending_exception = nullptr;
    if (saved.get()) {
      Slot trace = call_virtual(t, he.get(), "getStackTrace", "()[Ljava/lang/StackTraceElement;");
      if (!t->has_pending_exception()) {
        call_virtual(t, saved.get(), "setStackTrace", "([Ljava/lang/StackTraceElement;)V", &trace, 1);
      }
      if (!t->has_pending_exception()) k->init_error = saved.get();
    }
  }
  t->pending_exception = nullptr;
}

}  // namespace

namespace {
bool run_initialization(JavaThread* t, Klass* k);
}  // namespace

bool initialize_class(JavaThread* t, Klass* k) {
  InitState s = k->init_state.load(std::memory_order_acquire);
  if (s == InitState::Initialized) return true;
  if (!link_class(t, k)) return false;  // verification (JVMS §5.4.1) before initialization
  {
    // JVMS §5.5 steps 1-5, under the initialization lock.
    std::unique_lock<std::mutex> lk(g_init_lock, std::defer_lock);
    lock_blocked(t, lk);
    s = k->init_state.load(std::memory_order_acquire);
    if (s == InitState::BeingInitialized && k->init_thread != t) {
      // Another thread runs <clinit>: wait Blocked, so that a collector pause need not wait for
      // us (and the initializing thread can reach its safepoints while we wait).
      ThreadStateScope blocked(t, ThreadState::Blocked);
      g_init_done.wait(lk, [k] { return k->init_state.load(std::memory_order_acquire) != InitState::BeingInitialized; });
      s = k->init_state.load(std::memory_order_acquire);
    }
    if (s == InitState::Initialized) return true;
    if (s == InitState::BeingInitialized) return true;  // recursive request by the same thread
    if (s != InitState::Erroneous) {
      k->init_thread = t;
      k->init_state.store(InitState::BeingInitialized, std::memory_order_release);
    }
  }
  if (s != InitState::Erroneous) {
    bool ok = run_initialization(t, k);
    // Steps 10-12: publish the outcome and wake the waiting threads.
    std::unique_lock<std::mutex> lk(g_init_lock, std::defer_lock);
    lock_blocked(t, lk);
    k->init_state.store(ok ? InitState::Initialized : InitState::Erroneous, std::memory_order_release);
    k->init_thread = nullptr;
    g_init_done.notify_all();
    return ok;
  }
  {
    throw_new(t, "java/lang/NoClassDefFoundError", "Could not initialize class " + k->external_name());
    if (k->init_error && t->pending_exception) {
      // JDK 17.0.x (JDK-8048190): the error names the exception that failed initialization.
      HandleScope hs(t);
      Handle ncdfe(t, t->pending_exception);
      t->pending_exception = nullptr;
      Slot cause = ref_slot(k->init_error);
      call_virtual(t, ncdfe.get(), "initCause", "(Ljava/lang/Throwable;)Ljava/lang/Throwable;", &cause, 1);
      t->pending_exception = ncdfe.get();
    }
    return false;
  }
}

namespace {

/// JVMS §5.5 steps 7-9 for a class this thread marked BeingInitialized: superclass and
/// superinterfaces, ConstantValue strings, <clinit>. Returns false with the exception pending;
/// the caller publishes Initialized or Erroneous.
bool run_initialization(JavaThread* t, Klass* k) {
  // Superclass first (JVMS §5.5 step 7); superinterfaces only if they declare defaults... we
  // initialize superinterfaces that declare non-abstract, non-static methods, as JVMS says.
  if (k->super && !k->is_interface() && !initialize_class(t, k->super)) {
    return false;
  }
  if (!k->is_interface()) {
    for (Klass* i : k->all_interfaces) {
      bool has_default = false;
      for (auto& m : i->methods) {
        if (!m->is_abstract() && !m->is_static() && m->name != "<clinit>") has_default = true;
      }
      if (has_default && !initialize_class(t, i)) {
        return false;
      }
    }
  }
  // String constants (ConstantValue).
  for (auto& f : k->fields) {
    if (!f.is_static() || f.constant_value_index == 0) continue;
    const auto& e = k->class_file->constant_pool[f.constant_value_index];
    if (e.tag == classfile::CpTag::String) {
      auto chars = classfile::decode_modified_utf8(k->class_file->utf8(e.index1));
      Object* s = intern_string(t, chars ? *chars : std::u16string());
      if (!s) return false;
      gc::store_ref(&k->statics[f.offset], reinterpret_cast<uintptr_t>(s));
    }
  }
  JVMLAB_LOG(ClassInit, "Initializing '{}'", k->name);
  if (Method* clinit = k->find_declared_method("<clinit>", "()V")) {
    call_java(t, clinit, nullptr, 0);
    if (t->has_pending_exception()) {
      HandleScope hs(t);
      Handle he(t, t->pending_exception);  // record_init_error and find_class may move it
      t->pending_exception = nullptr;
      record_init_error(t, k, he.get());
      Klass* error = find_class(t, "java/lang/Error");
      if (error && he->klass->is_subtype_of(error)) {
        t->pending_exception = he.get();
      } else {
        // Wrap in ExceptionInInitializerError(Throwable).
        Klass* eiie = find_class(t, "java/lang/ExceptionInInitializerError");
        if (eiie && initialize_class(t, eiie)) {
          Object* wrapper = new_object(t, eiie);
          if (wrapper) {
            Handle hw(t, wrapper);
            Method* ctor = eiie->find_declared_method("<init>", "(Ljava/lang/Throwable;)V");
            Slot args[2] = {ref_slot(hw.get()), ref_slot(he.get())};
            if (ctor) call_java(t, ctor, args, 2);
            if (!t->has_pending_exception()) t->pending_exception = hw.get();
          }
        }
      }
      return false;
    }
  }
  return true;
}

}  // namespace

}  // namespace jvmlab
