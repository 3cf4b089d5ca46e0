// Klass and Method: the runtime form of a loaded class (JVMS §5.3) after linking: field layout,
// vtable, statics, constant-pool cache, initialization state (JVMS §5.5). Does not load or
// initialize (runtime/classloading/class_loader.hpp does).
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "classfile/class_file.hpp"
#include "classfile/signature.hpp"
#include "runtime/oops/cp_cache.hpp"
#include "runtime/oops/object.hpp"

namespace jvmlab {

struct JavaThread;
struct Klass;

/// Basic types (newarray's numbering) and their helpers live with the descriptor scanner.
using classfile::BasicType;
using classfile::basic_type_of;
using classfile::basic_type_size;
using classfile::slot_count;

/// A native implementation. `args` holds the arguments as in the callee's locals (receiver first
/// for instance methods; long/double take two slots, value in the first). Returns the result
/// (ignored for void). To throw, set the thread's pending exception (see runtime/exceptions/exceptions.hpp)
/// and return 0.
using NativeFn = Slot (*)(JavaThread* thread, Slot* args);

struct Method;
class MethodProfile;

/// A method's entry point: the one calling convention of every tier (interpreter, compiled code,
/// natives), after HotSpot's Method::from_interpreted_entry / from_compiled_entry, made one.
///   `thread`  the calling thread (first, so compiled code needs no thread-local lookup)
///   `method`  the method being entered (the shared interpreter entry needs it)
///   `args`    the arguments laid out as the callee's locals (receiver first; long/double in two
///             slots, value in the first) at the top of the thread's used Java stack:
///             `thread->stack_top == args + method->arg_slots`; the callee owns those slots and
///             may build its frame above them.
/// Returns the result slot (0 for void; int-like results already narrowed to the return type);
/// on a Java exception it is pending on the thread and the result is 0. On return
/// `thread->top_frame` is what it was on entry.
using MethodEntry = Slot (*)(JavaThread* thread, Method* method, Slot* args);

/// One OSR entry of a method: compiled code entered from the interpreter at the loop header
/// `bci` (runtime/compiler/jit_interface.hpp gives its convention). Entries form a list, newest
/// first, published by the compile broker with a release store on Method::osr_entries and never
/// freed (the code lives as long as the VM).
struct OsrEntry {
  int32_t bci;
  MethodEntry entry;
  const OsrEntry* next;
};

/// A field of a loaded class.
struct Field {
  Klass* holder = nullptr;
  std::string name;
  std::string descriptor;
  uint16_t access = 0;
  BasicType type = BasicType::Int;
  uint32_t offset = 0;  // instance fields: byte offset in the object; static: index in statics
  uint16_t constant_value_index = 0;
  bool is_static() const { return access & classfile::acc::STATIC; }
};

/// A method of a loaded class. `code` is a private, mutable copy of the bytecode: the interpreter
/// rewrites resolved instructions into quick forms in place.
struct Method {
  Klass* holder = nullptr;
  std::string name;
  std::string descriptor;
  uint16_t access = 0;
  uint16_t max_locals = 0;
  uint16_t max_stack = 0;
  uint16_t arg_slots = 0;  // parameter slots including the receiver
  bool has_reference_args = false;  // a receiver or a reference parameter (natives' GC roots)
  BasicType return_type = BasicType::Void;
  std::vector<uint8_t> code;
  const classfile::MethodInfo* info = nullptr;  // exception table, line numbers
  int vtable_index = -1;                       // -1: not virtually dispatched
  int itable_index = -1;                       // interface methods: index in each itable block
  NativeFn native = nullptr;                   // bound lazily for ACC_NATIVE methods
  /// Where every call of this method goes (see MethodEntry): the interpreter's entry, the native
  /// or abstract-method entry, later compiled code. Set when the class is loaded
  /// (initial_entry); swapped atomically by the compiler (release store, callers load relaxed:
  /// on x86-64 the code a new entry points to is published by that store).
  std::atomic<MethodEntry> entry{nullptr};
  // Profile for the JIT's tier policy (runtime/oops/method_profile.hpp): counted by every entry
  // and every taken backward branch, plain relaxed increments (a lost update is harmless).
  std::atomic<uint32_t> invocation_count{0};
  std::atomic<uint32_t> backedge_count{0};
  /// Receiver-class profiles of the call sites, allocated when the method gets warm
  /// (MethodProfile::start); null before. Owned by the method (never freed).
  std::atomic<MethodProfile*> profile{nullptr};
  /// The compile broker's state of this method (runtime/compiler/compile_broker.hpp): bits of
  /// compiler::MethodCompileState (queued, not compilable, not OSR-compilable). Atomic; written
  /// by Java threads that submit and by compiler threads that finish a task.
  std::atomic<uint8_t> compile_state{0};
  /// The OSR table (see OsrEntry): null until a loop of this method is compiled. Loaded with
  /// acquire by the interpreter at a back-edge; written only by the compile broker.
  std::atomic<const OsrEntry*> osr_entries{nullptr};
  // The method's ReferenceMap (bytecode/reference_map.hpp), computed on first use and
  // published once by CAS; owned by reference_map.cpp. Read only via ReferenceMap::of.
  std::atomic<const void*> reference_map{nullptr};

  bool is_static() const { return access & classfile::acc::STATIC; }
  bool is_native() const { return access & classfile::acc::NATIVE; }
  bool is_abstract() const { return access & classfile::acc::ABSTRACT; }
  bool is_synchronized() const { return access & classfile::acc::SYNCHRONIZED; }
  bool is_private() const { return access & classfile::acc::PRIVATE; }
  /// Source line of bytecode index `bci`, or -1 if unknown (LineNumberTable, JVMS §4.7.12).
  int line_number(int bci) const;
  /// "pkg.Class.name" for messages.
  std::string external_name() const;
  /// The OSR entry compiled for the loop header at `bci`, or null. Lock-free; any thread.
  MethodEntry osr_entry_at(int bci) const {
    for (const OsrEntry* e = osr_entries.load(std::memory_order_acquire); e != nullptr; e = e->next)
      if (e->bci == bci) return e->entry;
    return nullptr;
  }
};

/// Class initialization state (JVMS §5.5).
enum class InitState : uint8_t { Loaded, Linked, BeingInitialized, Initialized, Erroneous };

/// A loaded class, interface or array class.
struct Klass {
  std::string name;  // internal name: "java/lang/String", "[I", "[Ljava/lang/Object;"
  Klass* super = nullptr;
  std::vector<Klass*> interfaces;      // direct superinterfaces
  std::vector<Klass*> all_interfaces;  // transitive, for instanceof/checkcast
  uint16_t access = 0;
  /// Defined from the class library path (build/classlib.jimg or its directory), which the VM
  /// trusts as HotSpot trusts its boot classes; never true for a class-path or defineClass class,
  /// whatever its name.
  bool class_library = false;
  std::unique_ptr<classfile::ClassFile> class_file;  // null for array and primitive classes
  std::vector<std::unique_ptr<Method>> methods;
  std::vector<Field> fields;          // declared fields (static and instance)
  uint32_t instance_size = kObjectHeaderSize;  // bytes, for instances
  std::vector<Method*> vtable;        // virtual methods, superclass prefix first
  std::vector<gc::zpointer> statics;  // static field storage; references are colored (GC roots)
  CpCache cp_cache;                   // one typed entry per constant-pool entry (cp_cache.hpp)
  /// Interface dispatch without names: for each interface this class implements, where the
  /// vtable index of each of its methods starts in `itable_indices` (by Method::itable_index).
  /// Built with the vtable; an index of -1 means no implementation (AbstractMethodError).
  struct ItableEntry {
    const Klass* interface;
    uint32_t offset;
  };
  std::vector<ItableEntry> itable;
  std::vector<int32_t> itable_indices;
  Object* mirror = nullptr;           // the java.lang.Class instance (GC root)
  std::atomic<InitState> init_state{InitState::Loaded};
  JavaThread* init_thread = nullptr;  // thread running <clinit>, while BeingInitialized
  Object* init_error = nullptr;       // Erroneous: the saved ExceptionInInitializerError that
                                      // later NoClassDefFoundErrors carry as cause (GC root)
  std::unordered_map<std::string, Method*> method_cache;  // "name:desc" lookups
  /// Byte offsets of the reference instance fields, superclasses' included: the collector's
  /// oop map (runtime/heap/gc_roots.cpp computes it on first use and publishes it once).
  std::atomic<const std::vector<uint32_t>*> ref_offsets{nullptr};
  /// For a subclass of java.lang.ref.Soft/Weak/Phantom/FinalReference its gc::ReferenceType
  /// (0, None, for every other class): written with ref_offsets, before it is published.
  std::atomic<uint8_t> reference_type{0};

  // Arrays and primitives.
  bool is_array = false;
  bool is_primitive = false;        // the mirrors int.class etc.
  BasicType element_type = BasicType::Reference;  // arrays: element type
  Klass* component = nullptr;       // arrays: component class (null for primitive arrays)
  Klass* array_klass = nullptr;     // the class of arrays of this class, created on demand
  int dimensions = 0;

  bool is_interface() const { return access & classfile::acc::INTERFACE; }
  bool is_initialized() const { return init_state.load(std::memory_order_acquire) == InitState::Initialized; }
  /// True if this class is `other` or a subclass/implementor of it (JVMS §6.5.checkcast rules,
  /// arrays included).
  bool is_subtype_of(const Klass* other) const;
  /// Declared method by name and descriptor, or null.
  Method* find_declared_method(std::string_view name, std::string_view descriptor) const;
  /// Declared field by name (and descriptor if non-empty), or null.
  Field* find_declared_field(std::string_view name, std::string_view descriptor = {});
  /// The method this class selects for interface method `im` (JVMS §5.4.6), through the itable:
  /// null when the class does not implement `im`'s interface or has no implementation.
  Method* itable_select(const Method* im) const;
  /// "java.lang.String" (dots), "[I" for arrays, as Class.getName() gives.
  std::string external_name() const;
};

}  // namespace jvmlab
