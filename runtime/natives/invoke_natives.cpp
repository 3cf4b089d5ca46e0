// Natives of java.lang.invoke (java.lang.invoke.MethodHandleNatives): the caller class of
// MethodHandles.lookup, direct calls of the methods and constructors a handle names (nothing
// wrapped, unlike Method.invoke), class initialization; and MethodHandle.invokeExact/invoke
// called reflectively. Call sites of invokeExact/invoke link elsewhere
// (runtime/classloading/signature_polymorphic.cpp).
#include <string>
#include <vector>

#include "classfile/signature.hpp"
#include "runtime/classloading/link_resolver.hpp"
#include "runtime/frames/stack_walker.hpp"
#include "runtime/java_calls.hpp"
#include "runtime/natives/natives.hpp"
#include "runtime/oops/access.hpp"
#include "runtime/universe.hpp"
#include "runtime/vm.hpp"

namespace jvmlab::natives {

namespace {

constexpr const char* kNatives = "java/lang/invoke/MethodHandleNatives";
/// MethodHandleNatives' kinds of invokeMember.
enum MemberKind : int32_t { kStatic = 0, kVirtual = 1, kSpecial = 2, kConstructor = 3 };

/// MethodHandleNatives.callerClass(): the innermost frame outside java.lang.invoke (whose frames
/// the walker hides), or null.
Slot caller_class(JavaThread* t, Slot*) {
  StackWalker w(t, StackWalkOptions{.skip_hidden = true, .natives = false});
  if (w.done() || w.current().method == nullptr) return 0;
  return ref_slot(mirror_of(w.current().method->holder));
}

/// `result` of return type `rt` boxed (Integer.valueOf and friends); the reference itself; 0 for void.
Slot box(JavaThread* t, const classfile::FieldType& rt, Slot result) {
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

/// MethodHandleNatives.invokeMember(kind, c, name, descriptor, receiver, refs, prims): see
/// MethodHandleNatives.java. Arguments a[4..6] are roots (native_entry registers them).
Slot invoke_member(JavaThread* t, Slot* a) {
  const int32_t kind = slot_int(a[0]);
  Klass* k = klass_of_mirror(slot_ref(a[1]));
  const std::string name = string_modified_utf8(slot_ref(a[2]));
  const std::string desc = string_modified_utf8(slot_ref(a[3]));
  Method* m = kind == kConstructor ? k->find_declared_method(name, desc) : resolve_method(k, name, desc);
  if (!m) return throw_new(t, "java/lang/NoSuchMethodError", interp::method_signature_text(k, name, desc));
  HandleScope hs(t);
  Handle receiver;
  if (kind == kStatic || kind == kConstructor) {
    if (!initialize_class(t, k)) return 0;
  }
  if (kind == kConstructor) {
    if (k->is_interface() || (k->access & classfile::acc::ABSTRACT)) {
      return throw_new(t, "java/lang/InstantiationException", k->external_name());
    }
    Object* o = new_object(t, k);
    if (!o) return 0;
    receiver = Handle(t, o);
  } else if (kind != kStatic) {
    receiver = Handle(t, slot_ref(a[4]));
    if (!receiver) return throw_npe(t);
  }
  Method* target = m;
  if (kind == kVirtual && !m->is_private()) {
    Klass* rk = receiver->klass;
    if (!rk->is_subtype_of(m->holder)) return throw_class_cast(t, rk, m->holder);
    target = interp::select_for_receiver(t, rk, m);
    if (!target) return 0;
  }
  // Lay the arguments out as the callee's locals (no safepoint from here to call_java).
  std::vector<Slot> locals;
  if (receiver) locals.push_back(ref_slot(receiver.get()));
  Object* refs = slot_ref(a[5]);
  Object* prims = slot_ref(a[6]);
  for (classfile::SignatureIterator it(desc); !it.at_return(); it.next()) {
    const int64_t bits = array_data<int64_t>(prims)[it.index()];
    if (it.type().is_reference()) {
      locals.push_back(ref_slot(get_ref_element(refs, int32_t(it.index()))));
    } else if (it.size() == 2) {
      locals.push_back(long_slot(bits));
      locals.push_back(0);
    } else {
      locals.push_back(int_slot(int32_t(bits)));
    }
  }
  const Slot result = call_java(t, target, locals.data(), int(locals.size()));
  if (t->pending_exception) return 0;
  if (kind == kConstructor) return ref_slot(receiver.get());
  return box(t, classfile::return_type(desc), result);
}

/// MethodHandleNatives.ensureInitialized(c).
Slot ensure_initialized(JavaThread* t, Slot* a) {
  initialize_class(t, klass_of_mirror(slot_ref(a[0])));
  return 0;
}

/// MethodHandle.invokeExact/invoke through reflection (Method.invoke), as JDK 17 refuses it.
Slot reflective_invoke(JavaThread* t, Slot*) {
  return throw_new(t, "java/lang/UnsupportedOperationException", "cannot reflectively invoke MethodHandle");
}

}  // namespace

void register_invoke_natives() {
  register_native(kNatives, "callerClass", "()Ljava/lang/Class;", caller_class);
  register_native(kNatives, "invokeMember",
                  "(ILjava/lang/Class;Ljava/lang/String;Ljava/lang/String;Ljava/lang/Object;[Ljava/lang/Object;[J)"
                  "Ljava/lang/Object;",
                  invoke_member);
  register_native(kNatives, "ensureInitialized", "(Ljava/lang/Class;)V", ensure_initialized);
  register_native("java/lang/invoke/MethodHandle", "invokeExact", "([Ljava/lang/Object;)Ljava/lang/Object;",
                  reflective_invoke);
  register_native("java/lang/invoke/MethodHandle", "invoke", "([Ljava/lang/Object;)Ljava/lang/Object;",
                  reflective_invoke);
}

}  // namespace jvmlab::natives
