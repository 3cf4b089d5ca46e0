// The exception-handler search of one method (JVMS §2.10, §4.7.3): which handler of a method
// catches the pending exception at a bci. Does not unwind frames (each tier unwinds its own).
#include "runtime/classloading/link_resolver.hpp"
#include "runtime/exceptions/exceptions.hpp"
#include "runtime/oops/klass.hpp"

namespace jvmlab {

int find_exception_handler(JavaThread* t, const Method* m, int bci) {
  const classfile::Code* code = m->info && m->info->code ? &*m->info->code : nullptr;
  if (code == nullptr) return -1;
  const auto& table = code->exception_table;
  // Each failed catch-type resolution restarts the search at a handler's bci with a new
  // exception; the table has finitely many entries, so more restarts than entries mean a cycle.
  size_t restarts = 0;
  for (size_t i = 0; i < table.size(); i++) {
    const auto& h = table[i];
    if (bci < h.start_pc || bci >= h.end_pc) continue;
    if (h.catch_type == 0) return h.handler_pc;  // finally / catch-all
    HandleScope hs(t);
    Handle exception(t, t->pending_exception);
    t->pending_exception = nullptr;
    Klass* catch_class = interp::link_class(t, m->holder, h.catch_type);
    if (t->pending_exception != nullptr) {
      // The resolution error replaces the exception; look for its handler from this handler on.
      if (++restarts > table.size()) return -1;
      bci = h.handler_pc;
      i = size_t(-1);  // the loop's increment makes it 0
      continue;
    }
    t->pending_exception = exception.get();
    const Klass* thrown = exception->klass;
    if (thrown == catch_class || thrown->is_subtype_of(catch_class)) return h.handler_pc;
  }
  return -1;
}

}  // namespace jvmlab
