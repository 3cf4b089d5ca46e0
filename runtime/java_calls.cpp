// Calls into Java and the method entries that are not the interpreter's: call_java (C++ -> any
// method, through its entry), the native entry, the abstract-method entry, and calls by name.
// Does not interpret bytecode (interpreter/interpreter.cpp does, behind interpreter_entry).
#include "runtime/java_calls.hpp"

#include "runtime/compiler/tier_policy.hpp"

#include "runtime/classloading/link_resolver.hpp"
#include "runtime/oops/access.hpp"
#include "runtime/threads/monitor.hpp"
#include "runtime/universe.hpp"
#include "runtime/vm.hpp"

namespace jvmlab {

namespace {

/// Nested C++ -> Java calls before StackOverflowError: each one costs C stack (the interpreter's
/// loop, a native's frame), which is never checked otherwise.
constexpr int kMaxNativeDepth = 1200;

/// Narrows a native's raw result to its declared return type (a JNI jboolean is one byte, a
/// jchar two: the upper bits of the register are unspecified) with the access API's rules.
Slot narrow_result(BasicType type, Slot r) { return type == BasicType::Void ? 0 : access::normalize(type, r); }

}  // namespace

Slot native_entry(JavaThread* t, Method* m, Slot* args) {
  m->invocation_count.store(m->invocation_count.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
  if (!m->native && !interp::link_native(t, m)) return 0;
  // Primitive arguments only (Math.sqrt): nothing for the collector to visit.
  if (!m->has_reference_args && !m->is_synchronized()) return narrow_result(m->return_type, m->native(t, args));
  // The argument slots belong to no frame: registered, the collector updates them (GC roots).
  const JavaThread::NativeArgs record{args, m->arg_slots, m, t->native_args};
  t->native_args = &record;
  struct Unregister {
    JavaThread* t;
    ~Unregister() { t->native_args = t->native_args->outer; }
  } unregister{t};
  if (!m->is_synchronized()) return narrow_result(m->return_type, m->native(t, args));
  // The native may reach safepoints: the lock object and the pending exception are kept in
  // handles. Exiting an owned monitor reaches none.
  HandleScope hs(t);
  Handle lock(t, m->is_static() ? m->holder->mirror : slot_ref(args[0]));
  monitor::enter(t, lock.get());
  const Slot r = m->native(t, args);
  Handle pending(t, t->pending_exception);
  t->pending_exception = nullptr;
  monitor::exit(t, lock.get());
  if (pending) t->pending_exception = pending.get();
  return narrow_result(m->return_type, r);
}

Slot abstract_method_entry(JavaThread* t, Method* m, Slot* args) {
  Object* receiver = m->is_static() ? nullptr : slot_ref(args[0]);
  if (receiver == nullptr) {
    return throw_new(t, "java/lang/AbstractMethodError",
                     interp::method_signature_text(m->holder, m->name, m->descriptor));
  }
  return throw_new(t, "java/lang/AbstractMethodError",
                   "Receiver class " + receiver->klass->external_name() +
                       " does not define or inherit an implementation of the resolved method '" +
                       interp::method_signature_text(m->holder, m->name, m->descriptor).substr(1));
}

MethodEntry initial_entry(const Method& m) {
  if (m.is_native()) return native_entry;
  if (m.is_abstract() || m.code.empty()) return abstract_method_entry;
  if (compiler::compile_all()) return compiler::compile_first_entry;  // -Xcomp
  return interpreter_entry;
}

Slot call_java(JavaThread* t, Method* m, const Slot* args, int nargs) {
  if (t->native_depth >= kMaxNativeDepth) return throw_stack_overflow(t);
  Slot* base = t->stack_top;
  if (base + nargs + 8 > t->stack_limit) return throw_stack_overflow(t);
  for (int i = 0; i < nargs; i++) base[i] = args[i];
  MethodEntry entry = m->entry.load(std::memory_order_relaxed);
  if (entry == nullptr) entry = initial_entry(*m);  // a method built outside the class loader
  Slot* const saved_top = t->stack_top;
  t->stack_top = base + nargs;
  t->native_depth++;
  const Slot r = entry(t, m, base);
  t->native_depth--;
  t->stack_top = saved_top;
  return r;
}

Slot call_virtual(JavaThread* t, Object* receiver, std::string_view name, std::string_view descriptor,
                  const Slot* extra_args, int nextra) {
  // No safepoint before call_java copies the arguments into the callee's frame (resolution and
  // selection only throw, and then `receiver` and `extra_args` are not used): raw references
  // in them stay valid.
  if (!receiver) return throw_npe(t);
  Method* m = resolve_method(receiver->klass, name, descriptor);
  if (!m) {
    return throw_new(t, "java/lang/NoSuchMethodError",
                     interp::method_signature_text(receiver->klass, std::string(name), std::string(descriptor)));
  }
  if (!m->is_private() && !m->is_static()) {
    m = interp::select_interface_method(t, receiver->klass, m);
    if (!m) return 0;
  }
  Slot args[32];
  args[0] = ref_slot(receiver);
  for (int i = 0; i < nextra && i < 31; i++) args[i + 1] = extra_args[i];
  return call_java(t, m, args, nextra + 1);
}

Object* to_java_string(JavaThread* t, Object* o) {
  if (!o) return intern_string(t, u"null");
  if (o->klass == universe->string_klass) return o;
  Slot r = call_virtual(t, o, "toString", "()Ljava/lang/String;");
  if (t->has_pending_exception()) return nullptr;
  Object* s = slot_ref(r);
  return s ? s : intern_string(t, u"null");
}

}  // namespace jvmlab
