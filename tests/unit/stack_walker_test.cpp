// The stack walker (runtime/frames/stack_walker.hpp) over a synthetic Java stack laid out as the
// interpreter lays it out ([locals | Frame | operand stack], arguments shared with the callee),
// with a native argument record between frames as call_java registers it. Methods are javac 17's
// (tests/unit/data/RefMapCases.java); expected slots follow from `javap -c -p RefMapCases.class`.
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "classfile/class_parser.hpp"
#include "classfile_test_data.hpp"
#include "runtime/frames/stack_walker.hpp"
#include "runtime/oops/klass.hpp"

using namespace jvmlab;

namespace {

constexpr int kFrameSlots = int((sizeof(Frame) + sizeof(Slot) - 1) / sizeof(Slot));

/// RefMapCases with Methods built from its class file (only what the walker and the reference
/// map read), plus two methods that have no code: a native and a lambda proxy's.
struct Cases {
  Klass holder;
  Klass proxy;  // "RefMapCases$$Lambda$1": hidden from stack traces
  std::vector<std::unique_ptr<Method>> methods;

  Cases() {
    auto parsed = classfile::parse_class_file(test::read_test_class("RefMapCases.class"));
    REQUIRE(std::holds_alternative<std::unique_ptr<classfile::ClassFile>>(parsed));
    holder.name = "RefMapCases";
    holder.class_file = std::move(std::get<std::unique_ptr<classfile::ClassFile>>(parsed));
    proxy.name = "RefMapCases$$Lambda$1";
  }

  Method* java(std::string_view name) {
    const auto& ms = holder.class_file->methods;
    auto it = std::find_if(ms.begin(), ms.end(), [&](const auto& m) { return m.name == name; });
    REQUIRE(it != ms.end());
    auto m = std::make_unique<Method>();
    m->holder = &holder;
    m->name = it->name;
    m->descriptor = it->descriptor;
    m->access = it->access_flags;
    m->max_locals = it->code->max_locals;
    m->max_stack = it->code->max_stack;
    m->code = it->code->code;
    m->info = &*it;
    methods.push_back(std::move(m));
    return methods.back().get();
  }

  Method* other(Klass* k, std::string name, std::string descriptor, uint16_t access) {
    auto m = std::make_unique<Method>();
    m->holder = k;
    m->name = std::move(name);
    m->descriptor = std::move(descriptor);
    m->access = access;
    methods.push_back(std::move(m));
    return methods.back().get();
  }
};

/// Pushes a frame of `m` whose locals start at `base` (the caller's arguments), as the
/// interpreter does, stopped at `bci` with `depth` operand slots; returns it.
Frame* push_frame(JavaThread* t, Slot* base, Method* m, int bci, int depth, bool entry,
                  FrameKind kind = FrameKind::Interpreted) {
  Frame* f = reinterpret_cast<Frame*>(base + m->max_locals);
  f->caller = t->top_frame;
  f->method = m;
  f->locals = base;
  f->stack_base = reinterpret_cast<Slot*>(f) + kFrameSlots;
  f->sp = f->stack_base + depth;
  f->pc = m->code.data() + bci;
  f->entry = entry;
  f->kind = kind;
  t->top_frame = f;
  t->stack_top = f->sp;
  return f;
}

struct Seen {
  FrameKind kind;
  std::string name;
  int bci;
  bool entry;
  std::vector<Slot*> refs;
  bool operator==(const Seen&) const = default;
};

std::vector<Seen> walk(JavaThread* t, StackWalkOptions options = {}) {
  std::vector<Seen> seen;
  for_each_frame(t, [&](const JavaFrame& f) {
    Seen s{f.kind, f.method->name, f.bci, f.entry, {}};
    if (f.method->holder->class_file || f.kind == FrameKind::Native) {
      f.references_do([&](Slot* slot) { s.refs.push_back(slot); });
    }
    seen.push_back(std::move(s));
  }, options);
  return seen;
}

}  // namespace

TEST_CASE("StackWalker: frames and native records innermost first, with their reference slots",
          "[stack_walker]") {
  Cases c;
  JavaThread t(64 * 1024);
  Slot* s = t.stack_start;

  SECTION("an empty stack yields nothing") {
    CHECK(walk(&t).empty());
    CHECK(top_java_frame(&t).method == nullptr);
  }

  // A: longBetweenRefs(String s, long x), entered from C++, stopped at bci 3 (invokestatic take)
  // with s, x, x, s pushed; the callee takes the 4 argument slots as its locals, so A's own
  // depth is 0 (a caller frame stopped at its invoke).
  Method* a = c.java("longBetweenRefs");
  REQUIRE(a->max_locals == 3);
  s[0] = 0x1000; s[1] = 7; s[2] = 0;
  Frame* fa = push_frame(&t, s, a, 3, 0, /*entry=*/true);
  Slot* a_args = fa->stack_base;
  a_args[0] = 0x1000; a_args[1] = 7; a_args[2] = 0; a_args[3] = 0x2000;
  // B: take(String s, long x, String t) on A's 4 argument slots, at bci 0 (its return), depth 0.
  Method* b = c.java("take");
  Frame* fb = push_frame(&t, a_args, b, 0, 0, false);

  SECTION("caller chain and each frame's slots through its reference map") {
    CHECK(walk(&t) == std::vector<Seen>{
        {FrameKind::Interpreted, "take", 0, false, {&a_args[0], &a_args[3]}},
        {FrameKind::Interpreted, "longBetweenRefs", 3, true, {&s[0]}},
    });
    const JavaFrame top = top_java_frame(&t);
    CHECK(top.method == b);
    CHECK(top.frame == fb);
    CHECK(top.bci == 0);
  }

  SECTION("a top frame calling a native from interpreted code keeps the arguments on its stack") {
    // Pop B: A calls `take` as if it were a native: no frame, A synced with sp above the args.
    t.top_frame = fa;
    fa->sp = fa->stack_base + 4;
    CHECK(walk(&t) == std::vector<Seen>{
        {FrameKind::Interpreted, "longBetweenRefs", 3, true, {&s[0], &a_args[0], &a_args[3]}},
    });
  }

  SECTION("a native entered from C++, then a Java call from it: merged by stack address") {
    // B calls (through C++) the native n(Object, long, int, int[]) of an instance: receiver 0,
    // o 1, x 2-3, i 4, arr 5; call_java copies the arguments to stack_top and registers them.
    Method* n = c.other(&c.holder, "n", "(Ljava/lang/Object;JI[I)V", classfile::acc::NATIVE);
    Slot* n_args = t.stack_top;
    const JavaThread::NativeArgs record{n_args, 6, n, t.native_args};
    t.native_args = &record;
    t.stack_top = n_args + 6;
    // The native calls Java: C = take again, an entry frame; its caller link is B (call_java
    // links the thread's top frame), skipping the native, which has no Frame.
    Slot* c_args = t.stack_top;
    Frame* fc = push_frame(&t, c_args, b, 0, 0, /*entry=*/true);
    REQUIRE(fc->caller == fb);
    CHECK(walk(&t) == std::vector<Seen>{
        {FrameKind::Interpreted, "take", 0, true, {&c_args[0], &c_args[3]}},
        {FrameKind::Native, "n", -1, false, {&n_args[0], &n_args[1], &n_args[5]}},
        {FrameKind::Interpreted, "take", 0, false, {&a_args[0], &a_args[3]}},
        {FrameKind::Interpreted, "longBetweenRefs", 3, true, {&s[0]}},
    });
    SECTION("stack traces leave natives out") {
      auto trace = walk(&t, StackWalkOptions{.skip_hidden = true, .natives = false});
      REQUIRE(trace.size() == 3);
      CHECK(trace[1].name == "take");
      CHECK_FALSE(trace[1].entry);
    }
    SECTION("while the native runs (before it calls Java) its record is the newest") {
      t.top_frame = fb;
      t.stack_top = n_args + 6;
      CHECK(top_java_frame(&t).frame == fb);
      auto all = walk(&t);
      REQUIRE(all.size() == 3);
      CHECK(all[0].kind == FrameKind::Native);
    }
  }

  SECTION("hidden frames are skipped only when asked") {
    // B calls a lambda proxy's method (no code: hidden frames carry no reference slots here).
    Method* run = c.other(&c.proxy, "run", "()V", 0);
    Frame* fp = reinterpret_cast<Frame*>(t.stack_top);
    fp->caller = fb;
    fp->method = run;
    fp->locals = t.stack_top;
    fp->stack_base = fp->sp = reinterpret_cast<Slot*>(fp) + kFrameSlots;
    fp->pc = nullptr;
    fp->entry = false;
    fp->kind = FrameKind::Interpreted;
    t.top_frame = fp;
    auto all = walk(&t);
    REQUIRE(all.size() == 3);
    CHECK(all[0].name == "run");
    CHECK(all[0].bci == -1);
    auto shown = walk(&t, StackWalkOptions{.skip_hidden = true});
    REQUIRE(shown.size() == 2);
    CHECK(shown[0].name == "take");
  }

  SECTION("a compiled frame is walked like an interpreted one") {
    fb->kind = FrameKind::Compiled;
    CHECK(walk(&t) == std::vector<Seen>{
        {FrameKind::Compiled, "take", 0, false, {&a_args[0], &a_args[3]}},
        {FrameKind::Interpreted, "longBetweenRefs", 3, true, {&s[0]}},
    });
  }

  SECTION("a visitor returning false stops the walk") {
    int visited = 0;
    for_each_frame(&t, [&](const JavaFrame&) { return ++visited < 1; });
    CHECK(visited == 1);
  }

  SECTION("prepare_frame_maps publishes every frame's reference map") {
    CHECK(a->reference_map.load() == nullptr);
    CHECK(b->reference_map.load() == nullptr);
    prepare_frame_maps(&t);
    CHECK(a->reference_map.load() != nullptr);
    CHECK(b->reference_map.load() != nullptr);
  }

  SECTION("the walker's slots are the slots a collector updates in place") {
    for_each_frame(&t, [&](const JavaFrame& f) {
      f.references_do([](Slot* slot) { if (*slot == 0x1000) *slot = 0x3000; });
    });
    CHECK(s[0] == 0x3000);
    CHECK(a_args[0] == 0x3000);
    CHECK(a_args[1] == 7);  // the long is not a reference
  }
}
