// Throwing Java exceptions from C++: create the throwable, run its constructor, make it pending.
#include <cstdio>
#include <cstdlib>

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

}  // namespace jvmlab
