// The link resolver: resolves symbolic references of the constant pool (JVMS §5.4.3) and links
// them into the class's typed constant-pool cache (runtime/oops/cp_cache.hpp), which every tier
// reads; interface method selection through itables; native binding; error messages in java
// 17's words. The interpreter only rewrites its opcode after a link succeeded.
#pragma once

#include <string>

#include "runtime/oops/klass.hpp"
#include "runtime/threads/thread.hpp"

namespace jvmlab::interp {

struct CallSite;

/// Resolves the Class constant at `index` of `holder`'s pool; null with an exception pending.
Klass* resolve_class_ref(JavaThread* t, Klass* holder, uint16_t index);
/// Resolves a Fieldref; checks static-ness (IncompatibleClassChangeError). Null on failure.
Field* resolve_field_ref(JavaThread* t, Klass* holder, uint16_t index, bool is_static);
/// Kinds of invoke for method resolution.
enum class InvokeKind { Virtual, Special, Static, Interface };
/// Resolves a Methodref/InterfaceMethodref for `kind` and applies invokespecial's superclass
/// selection (JVMS §6.5.invokespecial). Null with an exception pending on failure.
Method* resolve_method_ref(JavaThread* t, Method* caller, uint16_t index, InvokeKind kind);
/// Selects the implementation of interface/miranda method `m` for receiver class `k`; throws
/// AbstractMethodError / IncompatibleClassChangeError and returns null when there is none.
Method* select_interface_method(JavaThread* t, Klass* k, Method* m);
/// Binds a native method to its registered implementation (UnsatisfiedLinkError if none).
bool link_native(JavaThread* t, Method* m);
/// The host of `k`'s nest (JVMS §5.4.4, JEP 181): the class its NestHost attribute names when
/// that class loads, is in the same run-time package and lists `k` among its NestMembers; else
/// `k` itself. A failed load of the host is no error (its exception is cleared), as in HotSpot's
/// InstanceKlass::nest_host, which Class.getNestHost and private access both use. May load
/// classes; thread-safe as find_class.
const Klass* validated_nest_host(JavaThread* t, const Klass* k);
/// java 17's ClassCastException message for casting an instance of `from` to `to`.
std::string class_cast_message(Klass* from, Klass* to);
/// "'void Foo.bar(int)'" as in NoSuchMethodError / AbstractMethodError messages.
std::string method_signature_text(const Klass* k, const std::string& name, const std::string& desc);

// --- linking into the constant-pool cache -------------------------------------------------------
// Each link_* resolves (may load and initialize classes, so reach a safepoint: callers sync their
// frame), then publishes the entry if it is still unresolved. Returns false (null) with an
// exception pending on failure. `*cached` tells whether the entry now holds exactly this link, so
// that the instruction may be quickened to read the entry; when false the instruction must use
// the returned link itself (another instruction linked the same constant differently).
// A resolution that fails with a LinkageError is remembered per (class, constant, kind of use):
// every later attempt throws a new error of the same class and message without resolving again
// (JVMS §5.4.3; HotSpot's ResolutionErrorTable). A failed class initialization is not a
// resolution error (later attempts get NoClassDefFoundError "Could not initialize class").

/// Links the Fieldref at `index` of `holder` for a get/put(static) instruction.
/// StaticField entries record the static's slot; the caller initializes the holder.
Field* link_field(JavaThread* t, Klass* holder, uint16_t index, bool is_static, bool* cached);

/// What an invoke instruction calls once linked (JVMS §6.5.invokevirtual ... invokeinterface).
struct LinkedCall {
  CpEntryKind kind = CpEntryKind::Unresolved;  // DirectCall, VtableCall or InterfaceCall
  Method* method = nullptr;  // DirectCall: the callee; else the resolved method
  uint32_t vtable_index = 0; // VtableCall
  uint16_t arg_slots = 0;
};
/// Links the Methodref/InterfaceMethodref at `index` for an invoke of `kind` in `caller`.
/// invokestatic initializes the holder first (JVMS §5.5); an entry is not published while that
/// initialization is still running on this thread (`*cached` false).
bool link_invoke(JavaThread* t, Method* caller, uint16_t index, InvokeKind kind, LinkedCall* out,
                 bool* cached);
/// Links the Class constant at `index` (new, anewarray, checkcast, instanceof, ldc, catch types).
Klass* link_class(JavaThread* t, Klass* holder, uint16_t index);
/// Links the String constant at `index`: the interned String, kept as a GC root by the entry.
Object* link_string(JavaThread* t, Klass* holder, uint16_t index);

/// Links the InvokeDynamic constant at `index` of `holder`: bootstraps its call site
/// (resolve_call_site) and records it with the slots it pops.
CallSite* link_invokedynamic(JavaThread* t, Klass* holder, uint16_t index, int* arg_slots);

/// The method an interface call of resolved method `im` selects for receiver class `rk`: by the
/// receiver's itable for interface methods, its vtable for Object's methods, `im` itself when
/// private (JVMS §5.4.6). Throws IncompatibleClassChangeError / AbstractMethodError with java's
/// texts and returns null when there is none. No name comparison.
Method* select_for_receiver(JavaThread* t, Klass* rk, Method* im);
/// The interned inline-cache pair (receiver class, selected method) for an interface call site.
const IcPair* ic_pair(const Klass* k, Method* m);

/// Monitor enter/exit on `o` for the current thread (JVMS §6.5.monitorenter). Exit returns false
/// with IllegalMonitorStateException pending if the thread does not own the monitor.
void monitor_enter(JavaThread* t, Object* o);
bool monitor_exit(JavaThread* t, Object* o);

/// A resolved invokedynamic call site: one of the bootstrap methods the VM implements itself
/// (the intrinsic bootstraps of jvmlab's class library): StringConcatFactory.makeConcatWithConstants/makeConcat, ObjectMethods.bootstrap.
struct CallSite;
/// Resolves the InvokeDynamic constant at `index` of `holder`; sets `arg_slots` to the slots the
/// site pops. Null with BootstrapMethodError pending for a bootstrap method jvmlab lacks.
CallSite* resolve_call_site(JavaThread* t, Klass* holder, uint16_t index, int* arg_slots);
/// Runs a call site on its arguments (`args`, as on the operand stack). Every site jvmlab knows
/// returns one slot (String, int or boolean). Returns false with an exception pending.
bool run_call_site(JavaThread* t, CallSite* site, Slot* args, Slot* result);

// The two families, used by resolve_call_site/run_call_site.
struct ConcatSite;
ConcatSite* make_concat_site(JavaThread* t, Klass* holder, uint16_t index, bool with_constants,
                             int* arg_slots);
Object* run_concat(JavaThread* t, ConcatSite* site, Slot* args);
struct RecordSite;
RecordSite* make_record_site(JavaThread* t, Klass* holder, uint16_t index, int* arg_slots);
bool run_record_method(JavaThread* t, RecordSite* site, Slot* args, Slot* result);

}  // namespace jvmlab::interp
