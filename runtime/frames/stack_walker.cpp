// Stack walking: the caller chain of frames and the chain of native argument records, merged
// innermost first; the reference slots of a native's arguments; reference maps computed ahead of
// a pause. See stack_walker.hpp for what each kind keeps synced.
#include "runtime/frames/stack_walker.hpp"

#include "classfile/signature.hpp"
#include "runtime/indy/lambda_metafactory.hpp"
#include "runtime/oops/klass.hpp"
#include "utilities/debug.hpp"

namespace jvmlab {

namespace {

/// Frames java hides from stack traces: lambda proxies' and java.lang.invoke's (the JDK's
/// LambdaForms and invokers are hidden classes; jvmlab's handles are that package's classes).
bool is_hidden(const Method* m) {
  return m != nullptr && (interp::is_lambda_proxy_class(m->holder) || m->holder->name.starts_with("java/lang/invoke/"));
}

}  // namespace

StackWalker::StackWalker(JavaThread* t, StackWalkOptions options)
    : options_(options), frame_(t->top_frame), native_(options.natives ? t->native_args : nullptr) {
  settle();
}

void StackWalker::next() {
  if (!has_current_) return;
  if (current_.frame != nullptr) {
    frame_ = current_.frame->caller;
  } else {
    native_ = current_.native->outer;
  }
  settle();
}

void StackWalker::settle() {
  for (;;) {
    // Both chains live on the same upward-growing Java stack: the higher address is newer.
    const bool take_native =
        native_ != nullptr &&
        (frame_ == nullptr || reinterpret_cast<uintptr_t>(native_->base) > reinterpret_cast<uintptr_t>(frame_));
    if (take_native) {
      JVMLAB_ASSERT(native_->method != nullptr, "a native argument record names its method");
      JVMLAB_ASSERT(native_->outer == nullptr || native_->outer->base < native_->base,
                    "an outer native record is below the inner one on the Java stack");
      current_ = JavaFrame{FrameKind::Native, const_cast<Method*>(native_->method), -1, false, nullptr, native_};
      has_current_ = true;
      if (options_.skip_hidden && is_hidden(current_.method)) {
        native_ = native_->outer;
        continue;
      }
      return;
    }
    if (frame_ == nullptr) {
      has_current_ = false;
      return;
    }
    Frame* f = frame_;
    JVMLAB_ASSERT(f->kind == FrameKind::Interpreted || f->kind == FrameKind::Compiled,
                  "a Frame is interpreted or compiled (was its kind set where it was built?)");
    JVMLAB_ASSERT(f->caller == nullptr || f->caller < f,
                  "a caller frame is below its callee on the Java stack (the merge with native records relies on it)");
    current_ = JavaFrame{f->kind, f->method, f->pc ? f->bci() : -1, f->entry, f, nullptr};
    has_current_ = true;
    if (options_.skip_hidden && is_hidden(f->method)) {
      frame_ = f->caller;
      continue;
    }
    return;
  }
}

JavaFrame top_java_frame(JavaThread* t) {
  StackWalker w(t, StackWalkOptions{.skip_hidden = false, .natives = false});
  return w.done() ? JavaFrame{} : w.current();
}

void native_argument_references(const JavaThread::NativeArgs& n, const std::function<void(Slot*)>& visit) {
  Slot* slots = const_cast<Slot*>(n.base);
  int slot = 0;
  if (!n.method->is_static() && n.slots > 0) visit(&slots[slot++]);
  for (classfile::SignatureIterator it(n.method->descriptor); !it.at_return() && slot < n.slots; it.next()) {
    if (it.type().is_reference()) visit(&slots[slot]);
    slot += it.size();
  }
}

void prepare_frame_maps(JavaThread* t) {
  for_each_frame(t, [](const JavaFrame& f) {
    if (f.frame != nullptr && f.method != nullptr) ReferenceMap::of(f.method);
  });
}

}  // namespace jvmlab
