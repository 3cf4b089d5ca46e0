// Signature-polymorphic methods (JVMS §2.9.3): linking an invokevirtual of
// MethodHandle.invokeExact/invoke to an invoker made for the call site's descriptor, and that
// invoker's entry. Does not implement method handles (java.lang.invoke in the class library does).
#pragma once

#include <string_view>

#include "runtime/oops/klass.hpp"

namespace jvmlab::interp {

/// Method resolution's rule for signature-polymorphic methods (JVMS §5.4.3.3): when `k` is
/// java.lang.invoke.MethodHandle and declares exactly one method `name` that is native, varargs
/// and takes one Object[] (invokeExact, invoke), the invoker for call-site descriptor
/// `descriptor`: a final native method of MethodHandle with that descriptor (receiver first),
/// whose entry is signature_polymorphic_entry. Invokers are made once per (name, descriptor)
/// and never freed. Null (nothing pending) for any other method. Thread-safe.
Method* resolve_signature_polymorphic(Klass* k, std::string_view name, std::string_view descriptor);

/// Whether `m` is an invoker made by resolve_signature_polymorphic.
bool is_signature_polymorphic_invoker(const Method* m);

/// The invokers' entry (MethodEntry): passes the receiver handle, the call site's MethodType and
/// the arguments (references in an Object[], primitives' bits in a long[]) to
/// java.lang.invoke.MethodHandle.linkCall, which checks the type (invokeExact: exactly, else
/// WrongMethodTypeException) or adapts it (invoke: asType) and runs the handle; then unboxes
/// the result as the call site's return type says. NullPointerException for a null handle. The
/// argument slots are registered as GC roots while it runs, as native_entry does.
Slot signature_polymorphic_entry(JavaThread* t, Method* m, Slot* args);

}  // namespace jvmlab::interp
