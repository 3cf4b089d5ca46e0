// The interpreter's method entry (runtime/java_calls.hpp): builds an entry frame over the
// arguments a caller laid out and runs the loop (interpreter.cpp). Calls between interpreted
// methods do not come here: the loop pushes their frames itself.
#include "interpreter/interpreter.hpp"

#include "runtime/compiler/tier_policy.hpp"
#include "runtime/exceptions/exceptions.hpp"
#include "runtime/java_calls.hpp"
#include "runtime/oops/method_profile.hpp"

namespace jvmlab {

using interpreter::kFrameSlots;

Slot interpreter_entry(JavaThread* t, Method* m, Slot* args) {
  const bool notify = MethodProfile::count_invocation(m);  // for the tier policy
  if (args + m->max_locals + kFrameSlots + m->max_stack + 8 > t->stack_limit) return throw_stack_overflow(t);
  Frame* f = reinterpret_cast<Frame*>(args + m->max_locals);
  f->caller = t->top_frame;
  f->method = m;
  f->locals = args;
  f->stack_base = reinterpret_cast<Slot*>(f) + kFrameSlots;
  f->sp = f->stack_base;
  f->pc = m->code.data();
  f->entry = true;
  f->kind = FrameKind::Interpreted;
  Slot* const saved_top = t->stack_top;
  Frame* const saved_frame = t->top_frame;
  if (notify) [[unlikely]] {
    // The tier policy may wait for a compilation: the new frame is synced at its first bci.
    t->top_frame = f;
    t->stack_top = f->stack_base;
    compiler::on_invocation(t, m);
  }
  const Slot r = interpreter::execute(t, f);
  t->top_frame = saved_frame;
  t->stack_top = saved_top;
  return r;
}

}  // namespace jvmlab
