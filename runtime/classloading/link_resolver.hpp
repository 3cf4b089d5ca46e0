// Slow paths the interpreter calls: constant-pool resolution (JVMS §5.4.3), exception messages,
// monitors, invokedynamic string concatenation. Internal to interpreter/.
#pragma once

#include <string>

#include "runtime/oops/klass.hpp"
#include "runtime/threads/thread.hpp"

namespace jvmlab::interp {

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
/// java 17's ClassCastException message for casting an instance of `from` to `to`.
std::string class_cast_message(Klass* from, Klass* to);
/// "'void Foo.bar(int)'" as in NoSuchMethodError / AbstractMethodError messages.
std::string method_signature_text(const Klass* k, const std::string& name, const std::string& desc);

/// Monitor enter/exit on `o` for the current thread (JVMS §6.5.monitorenter). Exit returns false
/// with IllegalMonitorStateException pending if the thread does not own the monitor.
void monitor_enter(JavaThread* t, Object* o);
bool monitor_exit(JavaThread* t, Object* o);

/// A resolved invokedynamic call site: one of the bootstrap methods the VM implements itself
/// (DESIGN §3): StringConcatFactory.makeConcatWithConstants/makeConcat, ObjectMethods.bootstrap.
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
