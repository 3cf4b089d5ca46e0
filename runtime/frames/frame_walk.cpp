// Frame walking for the collector: maps a frame's bci and stack depth through the method's
// ReferenceMap to the addresses of its reference slots.
#include "runtime/frames/frame_walk.hpp"

#include "bytecode/reference_map.hpp"
#include "runtime/oops/klass.hpp"

namespace jvmlab {

void frame_references(const Frame& f, const std::function<void(Slot*)>& visit) {
  if (!f.method) return;
  const ReferenceMap* map = ReferenceMap::of(f.method);
  const int bci = f.pc ? f.bci() : 0;
  const int depth = f.sp && f.stack_base ? int(f.sp - f.stack_base) : 0;
  map->for_each_reference(bci, depth, [&](ReferenceMap::Area area, int index) {
    visit(area == ReferenceMap::Area::Local ? &f.locals[index] : &f.stack_base[index]);
  });
}

void prepare_frame_maps(JavaThread* t) {
  for (Frame* f = t->top_frame; f != nullptr; f = f->caller) {
    if (f->method) ReferenceMap::of(f->method);
  }
}

}  // namespace jvmlab
