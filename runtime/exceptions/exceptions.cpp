// Throwing Java exceptions from C++: create the throwable, run its constructor, make it pending.
#include <cstdio>
#include <cstdlib>

#include "runtime/classloading/link_resolver.hpp"
#include "runtime/exceptions/npe_message.hpp"
#include "runtime/universe.hpp"
#include "runtime/vm.hpp"

namespace jvmlab {

namespace {
thread_local int g_throw_depth = 0;  // per thread: guards against exceptions while creating exceptions
}

Slot throw_new(JavaThread* t, const char* class_name, const std::string* message) {
  if (++g_throw_depth > 8) {
    flush_output();
    std::fprintf(stderr, "Error: jvmlab could not create %s%s%s (nested failure)\n", class_name,
                 message ? ": " : "", message ? message->c_str() : "");
    std::_Exit(1);
  }
  struct Guard { ~Guard() { --g_throw_depth; } } guard;
  HandleScope hs(t);
  Handle saved(t, t->pending_exception);  // loading and initializing the class may move it
  t->pending_exception = nullptr;
  Klass* k = find_class(t, class_name);
  if (!k || !initialize_class(t, k)) {
    if (!t->pending_exception) t->pending_exception = saved.get();
    return 0;
  }
  Handle msg;
  if (message) {
    Object* m = new_string_utf8(t, *message);
    if (!m) return 0;
    msg = Handle(t, m);
  }
  Object* e = new_object(t, k);
  if (!e) return 0;
  Handle he(t, e);
  Method* ctor = message ? k->find_declared_method("<init>", "(Ljava/lang/String;)V")
                         : k->find_declared_method("<init>", "()V");
  if (!ctor && !message) ctor = k->find_declared_method("<init>", "(Ljava/lang/String;)V");
  if (ctor) {
    Slot args[2] = {ref_slot(he.get()), ref_slot(msg.get())};
    call_java(t, ctor, args, 2);
    if (t->has_pending_exception()) return 0;
  }
  t->pending_exception = he.get();
  return 0;
}

Slot throw_new(JavaThread* t, const char* class_name, const std::string& message) {
  return throw_new(t, class_name, &message);
}

Slot throw_object(JavaThread* t, Object* throwable) {
  t->pending_exception = throwable;
  return 0;
}

Slot throw_npe(JavaThread* t) { return throw_new(t, "java/lang/NullPointerException"); }

Slot throw_null_pointer(JavaThread* t, const Method* m, int bci) {
  interp::throw_implicit_npe(t, m, bci);
  return 0;
}

Slot throw_array_index_out_of_bounds(JavaThread* t, int32_t index, int32_t length) {
  return throw_new(t, "java/lang/ArrayIndexOutOfBoundsException",
                   "Index " + std::to_string(index) + " out of bounds for length " + std::to_string(length));
}

Slot throw_divide_by_zero(JavaThread* t) {
  return throw_new(t, "java/lang/ArithmeticException", std::string("/ by zero"));
}

Slot throw_class_cast(JavaThread* t, const Klass* from, const Klass* to) {
  return throw_new(t, "java/lang/ClassCastException",
                   interp::class_cast_message(const_cast<Klass*>(from), const_cast<Klass*>(to)));
}

Slot throw_negative_array_size(JavaThread* t, int32_t length) {
  return throw_new(t, "java/lang/NegativeArraySizeException", std::to_string(length));
}

Slot throw_array_store(JavaThread* t, const Klass* value_class) {
  return throw_new(t, "java/lang/ArrayStoreException", value_class->external_name());
}

Slot throw_stack_overflow(JavaThread* t) {
  if (t->in_stack_overflow) return 0;  // overflowed again while building the error
  t->in_stack_overflow = true;
  Slot* saved_limit = t->stack_limit;
  t->stack_limit = t->stack_reserve_end;  // let the error's construction use the reserved zone
  const int saved_depth = t->native_depth;
  t->native_depth = 0;
  throw_new(t, "java/lang/StackOverflowError");
  t->native_depth = saved_depth;
  t->stack_limit = saved_limit;
  t->in_stack_overflow = false;
  return 0;
}

}  // namespace jvmlab
