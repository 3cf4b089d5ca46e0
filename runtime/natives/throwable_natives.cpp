// java.lang.Throwable natives: capture the Java stack into a backtrace (method, bci pairs in a
// long[]), and turn it into StackTraceElement[] on demand. Frame skipping follows HotSpot's
// java_lang_Throwable::fill_in_stack_trace: the fillInStackTrace frames and the exception's own
// constructors are not part of the trace.
#include <algorithm>
#include <cstdint>

#include "runtime/frames/stack_walker.hpp"
#include "runtime/natives/natives.hpp"
#include "runtime/options/flags.hpp"
#include "runtime/universe.hpp"
#include "runtime/vm.hpp"

namespace jvmlab::natives {

namespace {

/// -XX:MaxJavaStackTraceDepth (default 1024; 0: every frame, as java 17 takes it), read once.
int max_stack_trace_depth() {
  static const int depth = [] {
    const int64_t flag = xx_int(vm_options(), "MaxJavaStackTraceDepth");
    return flag <= 0 ? INT32_MAX : int(std::min<int64_t>(flag, INT32_MAX));
  }();
  return depth;
}

/// -XX:-StackTraceInThrowable: no exception records a stack trace (HotSpot's fill_in_stack_trace
/// returns at once), read once.
bool stack_trace_in_throwable() {
  static const bool on = xx_bool(vm_options(), "StackTraceInThrowable");
  return on;
}

bool is_throwable_class(Klass* k) { return k->is_subtype_of(universe->throwable_klass); }

/// A walk over the frames a stack trace shows: Java frames (interpreted or compiled), innermost
/// first, hidden frames (lambda proxies) left out, as java hides its hidden classes' frames.
StackWalker stack_trace_walker(JavaThread* t) {
  return StackWalker(t, StackWalkOptions{.skip_hidden = true, .natives = false});
}

/// Advances `w` past the frames of creating `self`: its fillInStackTrace frames, then the
/// constructors of its classes.
void skip_throwable_frames(StackWalker& w, Object* self) {
  auto method = [&] { return w.current().method; };
  while (!w.done() && (method()->name == "fillInStackTrace" || method()->name == "fillInStackTrace0") &&
         is_throwable_class(method()->holder)) {
    w.next();
  }
  while (!w.done() && method()->name == "<init>" && self->klass->is_subtype_of(method()->holder) &&
         is_throwable_class(method()->holder)) {
    w.next();
  }
}

/// Writes (method, bci) of each frame `w` yields into backtrace `data`, at most `capacity`
/// entries; returns how many it wrote.
int write_backtrace(StackWalker& w, int64_t* data, int capacity) {
  int i = 0;
  for (; !w.done() && i < capacity; w.next(), i++) {
    data[2 * i] = int64_t(reinterpret_cast<intptr_t>(w.current().method));
    data[2 * i + 1] = w.current().bci;
  }
  return i;
}

Slot fill_in_stack_trace0(JavaThread* t, Slot* args) {
  Object* self = slot_ref(args[0]);
  if (!stack_trace_in_throwable()) return 0;
  const int max_depth = max_stack_trace_depth();
  int depth = 0;
  {
    StackWalker w = stack_trace_walker(t);
    skip_throwable_frames(w, self);
    for (; !w.done() && depth < max_depth; w.next()) depth++;
  }
  HandleScope hs(t);
  Handle hself(t, self);
  Object* bt = new_primitive_array(t, BasicType::Long, depth * 2);
  if (!bt) return 0;
  // Walked again: the allocation may have reached a safepoint (the frames are the same).
  StackWalker w = stack_trace_walker(t);
  skip_throwable_frames(w, hself.get());
  write_backtrace(w, array_data<int64_t>(bt), depth);
  set_ref_field(hself.get(), universe->throwable_backtrace_offset, bt);
  return 0;
}

Slot get_stack_trace0(JavaThread* t, Slot* args) {
  HandleScope hs(t);
  Handle hself(t, slot_ref(args[0]));
  Object* bt = get_ref_field(hself.get(), universe->throwable_backtrace_offset);
  int depth = bt ? array_length(bt) / 2 : 0;
  // A preallocated backtrace (fill_backtrace_in_place) ends at its first empty entry.
  while (depth > 0 && array_data<int64_t>(bt)[2 * (depth - 1)] == 0) depth--;
  Handle hbt(t, bt);
  if (!universe->stack_trace_element_klass) {
    universe->stack_trace_element_klass = find_class(t, "java/lang/StackTraceElement");
    if (!universe->stack_trace_element_klass) return 0;
  }
  Klass* ste = universe->stack_trace_element_klass;
  if (!initialize_class(t, ste)) return 0;
  // The 7-argument constructor carries the module: JDK 17 prints class-library frames as
  // "java.base/java.lang.Integer.parseInt(...)" and application frames without a prefix.
  Method* ctor = ste->find_declared_method(
      "<init>",
      "(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;"
      "Ljava/lang/String;I)V");
  if (!ctor) return throw_new(t, "java/lang/InternalError", std::string("StackTraceElement constructor missing"));
  Object* java_base_string = intern_string(t, u"java.base");
  if (!java_base_string) return 0;
  Handle java_base(t, java_base_string);  // the loop below allocates
  Object* result = new_object_array(t, ste, depth);
  if (!result) return 0;
  Handle hresult(t, result);
  for (int i = 0; i < depth; i++) {
    HandleScope inner(t);
    int64_t* data = array_data<int64_t>(hbt.get());
    auto* m = reinterpret_cast<Method*>(intptr_t(data[2 * i]));
    int bci = int(data[2 * i + 1]);
    Object* cls = new_string_utf8(t, m->holder->external_name());
    if (!cls) return 0;
    Handle hcls(t, cls);
    Object* name = new_string_utf8(t, m->name);
    if (!name) return 0;
    Handle hname(t, name);
    Handle hfile;
    const std::string& src = m->holder->class_file ? m->holder->class_file->source_file : std::string();
    if (!src.empty()) {
      Object* file = new_string_utf8(t, src);
      if (!file) return 0;
      hfile = Handle(t, file);
    }
    int line = m->is_native() ? -2 : m->line_number(bci);
    Object* e = new_object(t, ste);
    if (!e) return 0;
    Handle he(t, e);
    const std::string& cn = m->holder->name;
    bool boot = cn.rfind("java/", 0) == 0 || cn.rfind("jvmlab/", 0) == 0;
    Slot cargs[8] = {ref_slot(he.get()), 0, ref_slot(boot ? java_base.get() : nullptr), 0,
                     ref_slot(hcls.get()), ref_slot(hname.get()), ref_slot(hfile.get()), int_slot(line)};
    call_java(t, ctor, cargs, 8);
    if (t->has_pending_exception()) return 0;
    set_ref_element(hresult.get(), i, he.get());
  }
  return ref_slot(hresult.get());
}

}  // namespace

/// Writes the current Java stack of `t` (innermost first, lambda proxy frames hidden, at most
/// the array's capacity) into the long[] backtrace already attached to `throwable`, and clears
/// the rest of it: the stack trace of a preallocated OutOfMemoryError, as HotSpot's
/// java_lang_Throwable::fill_in_stack_trace_of_preallocated_backtrace. Never allocates. The
/// caller is the thread that throws; `throwable` is not yet visible to other threads.
void fill_backtrace_in_place(JavaThread* t, Object* throwable) {
  Object* bt = get_ref_field(throwable, universe->throwable_backtrace_offset);
  if (bt == nullptr) return;
  const int capacity = array_length(bt) / 2;
  int64_t* data = array_data<int64_t>(bt);
  StackWalker w = stack_trace_walker(t);
  for (int i = write_backtrace(w, data, capacity); i < capacity; i++) data[2 * i] = data[2 * i + 1] = 0;
}

void register_throwable_natives() {
  register_native("java/lang/Throwable", "fillInStackTrace0", "()V", fill_in_stack_trace0);
  register_native("java/lang/Throwable", "getStackTrace0", "()[Ljava/lang/StackTraceElement;",
                  get_stack_trace0);
}


}  // namespace jvmlab::natives
