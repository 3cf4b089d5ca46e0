// Reference maps (bytecode/reference_map.hpp) on real javac 17 output
// (tests/unit/data/RefMapCases.java) and on hand-assembled code for what javac never emits
// (jsr/ret, swap, wide loads). Expected slots follow from JVMS §2.6 and the bytecode shown by
// `javap -c -p RefMapCases.class`; the comments in RefMapCases.java give javac's slot numbers.
#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <climits>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "classfile/class_parser.hpp"
#include "classfile_test_data.hpp"
#include "bytecode/bytecode_walk.hpp"
#include "runtime/frames/stack_walker.hpp"
#include "bytecode/reference_map.hpp"
#include "runtime/oops/klass.hpp"

using namespace jvmlab;
using classfile::ClassFile;
using classfile::MethodInfo;

namespace {

const ClassFile& cases() {
  static std::unique_ptr<ClassFile> cf = [] {
    auto result = classfile::parse_class_file(test::read_test_class("RefMapCases.class"));
    if (auto* e = std::get_if<classfile::FormatError>(&result)) FAIL("parse: " << e->message);
    return std::move(std::get<std::unique_ptr<ClassFile>>(result));
  }();
  return *cf;
}

const MethodInfo& method(const ClassFile& cf, std::string_view name) {
  auto it = std::find_if(cf.methods.begin(), cf.methods.end(),
                         [&](const MethodInfo& m) { return m.name == name; });
  REQUIRE(it != cf.methods.end());
  return *it;
}

std::unique_ptr<ReferenceMap> map_of(std::string_view name) {
  auto map = ReferenceMap::compute(cases(), method(cases(), name));
  INFO(map->error());
  REQUIRE(map->ok());
  return map;
}

/// Bcis of the `iconst/bipush id` before each `invokestatic at(I)V` in `name`, in code order.
std::vector<int> markers(std::string_view name, int id) {
  const ClassFile& cf = cases();
  const auto& code = method(cf, name).code->code;
  std::vector<int> found;
  int prev = -1;
  for (int bci = 0; bci < int(code.size()); bci += bc::instruction_length(code, bci)) {
    REQUIRE(bc::instruction_length(code, bci) > 0);
    if (code[bci] == bc::INVOKESTATIC) {
      const auto& ref = cf.constant_pool[bc::read_u2(&code[bci + 1])];
      const auto& nat = cf.constant_pool[ref.index2];
      if (cf.utf8(nat.index1) == "at") {
        const uint8_t op = code[prev];
        const int pushed = op == bc::BIPUSH ? code[prev + 1] : op - bc::ICONST_0;
        if (pushed == id) found.push_back(prev);
      }
    }
    prev = bci;
  }
  return found;
}

int marker(std::string_view name, int id) {
  auto all = markers(name, id);
  REQUIRE(all.size() == 1);
  return all[0];
}

/// Bci of the first instruction with opcode `op` in `name`.
int first(std::string_view name, uint8_t op) {
  const auto& code = method(cases(), name).code->code;
  for (int bci = 0; bci < int(code.size()); bci += bc::instruction_length(code, bci)) {
    if (code[bci] == op) return bci;
  }
  FAIL("opcode " << int(op) << " not in " << name);
  return -1;
}

/// "L[0 1] S[2]": the reference locals and stack slots reported at `bci` for `depth`.
std::string refs(const ReferenceMap& map, int bci, int depth = INT_MAX) {
  std::ostringstream locals, stack;
  map.for_each_reference(bci, depth, [&](ReferenceMap::Area area, int i) {
    auto& out = area == ReferenceMap::Area::Local ? locals : stack;
    if (out.tellp() > 0) out << ' ';
    out << i;
  });
  return "L[" + locals.str() + "] S[" + stack.str() + "]";
}

// --- hand-assembled methods -------------------------------------------------------------------

struct Assembled {
  ClassFile cf;
  MethodInfo mi;
};

std::unique_ptr<Assembled> assemble(std::string descriptor, uint16_t max_stack, uint16_t max_locals,
                                    std::vector<uint8_t> code,
                                    std::vector<classfile::ExceptionHandler> handlers = {}) {
  auto a = std::make_unique<Assembled>();
  a->cf.constant_pool.resize(1);
  a->cf.this_class = "Asm";
  a->mi.access_flags = classfile::acc::STATIC;
  a->mi.name = "m";
  a->mi.descriptor = std::move(descriptor);
  a->mi.code.emplace();
  a->mi.code->max_stack = max_stack;
  a->mi.code->max_locals = max_locals;
  a->mi.code->code = std::move(code);
  a->mi.code->exception_table = std::move(handlers);
  return a;
}

}  // namespace

TEST_CASE("entry state: receiver and parameters by descriptor; int/long/double/Object locals",
          "[reference_map]") {
  auto map = map_of("mixed");
  // this 0, a 1, b 2-3, c 4-5, d 6, e 7
  CHECK(refs(*map, 0) == "L[0 6 7] S[]");
  CHECK(map->stack_depth(0) == 0);
  // arr 8 (Object[]), f 9 (float), g 10-11 (long)
  CHECK(refs(*map, marker("mixed", 1)) == "L[0 6 7 8] S[]");
  // anewarray / dup / aastore: the array twice on the stack, an int index, then the element
  const int dup = first("mixed", bc::DUP);
  CHECK(refs(*map, dup) == "L[0 6 7] S[0]");
  const int aastore = first("mixed", bc::AASTORE);
  CHECK(refs(*map, aastore) == "L[0 6 7] S[0 1 3]");
  CHECK(map->stack_depth(aastore) == 4);
  // the final aaload: array ref under an int index
  const int aaload = first("mixed", bc::AALOAD);
  CHECK(refs(*map, aaload) == "L[0 6 7 8] S[0]");
  CHECK(map->local_is_reference(aaload, 8));
  CHECK_FALSE(map->local_is_reference(aaload, 9));
  CHECK_FALSE(map->local_is_reference(aaload, 10));
  CHECK_FALSE(map->local_is_reference(aaload, 11));
}

TEST_CASE("javac slot reuse: int in one block, String in the other, top after the merge",
          "[reference_map]") {
  auto map = map_of("reuse");
  CHECK(refs(*map, marker("reuse", 1)) == "L[0] S[]");    // k (int) in slot 2
  CHECK(refs(*map, marker("reuse", 2)) == "L[0 2] S[]");  // s (String) in slot 2
  CHECK(refs(*map, marker("reuse", 3)) == "L[0] S[]");    // int meet String = top
  // new / dup / invokespecial Object.<init>: the uninitialized object twice on the stack
  const int init = first("reuse", bc::INVOKESPECIAL);
  CHECK(refs(*map, init) == "L[0] S[0 1]");
  CHECK(refs(*map, marker("reuse", 4)) == "L[0 2] S[]");  // o (Object) in slot 2
}

TEST_CASE("try/catch/finally: handler entry states and the duplicated finally blocks",
          "[reference_map]") {
  auto map = map_of("tryCatchFinally");
  // in 0, r 1 (null, then a String: always a reference), n (int) 2
  CHECK(refs(*map, marker("tryCatchFinally", 1)) == "L[0 1] S[]");
  // catch (RuntimeException ex) at bci 26: the exception on the stack; slot 2 was top or int
  // over the try range
  CHECK(refs(*map, 26) == "L[0 1] S[0]");
  CHECK(map->stack_depth(26) == 1);
  CHECK(refs(*map, marker("tryCatchFinally", 2)) == "L[0 1 2] S[]");  // ex in slot 2
  // finally, inlined three times by javac: after the try, after the catch, in the catch-any
  // handler (bci 43) which keeps the throwable in slot 3
  const auto finals = markers("tryCatchFinally", 3);
  REQUIRE(finals.size() == 3);
  CHECK(refs(*map, finals[0]) == "L[0 1] S[]");
  CHECK(refs(*map, finals[1]) == "L[0 1 2] S[]");
  CHECK(refs(*map, 43) == "L[0 1] S[0]");  // slot 2: int in the try, ex in the catch: top
  CHECK(refs(*map, finals[2]) == "L[0 1 3] S[]");
}

TEST_CASE("loop: a reference live across the back-edge", "[reference_map]") {
  auto map = map_of("loop");
  // data 0, sb 1, cur 2, sum 3 (int), i 4 (int)
  CHECK(refs(*map, marker("loop", 1)) == "L[0 1 2] S[]");
  CHECK(refs(*map, 7) == "L[0 1 2] S[]");  // the loop header: meet of entry and back-edge
  CHECK(refs(*map, marker("loop", 2)) == "L[0 1 2] S[]");
  // the conditional expression's join: cur or sb on the stack at astore_2
  CHECK(refs(*map, 37) == "L[0 1 2] S[0]");
}

TEST_CASE("switches: tableswitch and lookupswitch targets", "[reference_map]") {
  auto t = map_of("tableSwitch");
  // k 0, a 1, out 2, z 3 (int)
  CHECK(refs(*t, 1) == "L[1] S[]");  // at the tableswitch: k on the stack
  CHECK(t->stack_depth(1) == 1);
  CHECK(refs(*t, marker("tableSwitch", 1)) == "L[1] S[]");
  CHECK(refs(*t, marker("tableSwitch", 2)) == "L[1 2] S[]");  // out is a reference on every path
  auto l = map_of("lookupSwitch");
  CHECK(refs(*l, marker("lookupSwitch", 1)) == "L[1 2] S[]");  // s: String
  CHECK(refs(*l, marker("lookupSwitch", 2)) == "L[1] S[]");    // s: int
  CHECK(refs(*l, marker("lookupSwitch", 3)) == "L[1] S[]");    // default: slot 2 never set
}

TEST_CASE("constructor call: new / dup / invokespecial, nested", "[reference_map]") {
  auto map = map_of("make");
  // 0 new RefMapCases, 3 dup, 4 new StringBuilder, 7 dup, 8 invokespecial SB.<init>,
  // 11 iload_0, 12 append, 15 length, 18 invokespecial RefMapCases.<init>(I)V
  CHECK(refs(*map, 3) == "L[] S[0]");
  CHECK(refs(*map, 4) == "L[] S[0 1]");
  CHECK(refs(*map, 8) == "L[] S[0 1 2 3]");
  CHECK(refs(*map, 11) == "L[] S[0 1 2]");
  CHECK(refs(*map, 15) == "L[] S[0 1 2]");  // append returned the builder
  CHECK(refs(*map, 18) == "L[] S[0 1]");    // length() returned an int
  CHECK(map->stack_depth(18) == 3);
  // A caller frame stopped at 18 has handed (receiver, int) to the callee: depth 1.
  CHECK(refs(*map, 18, 1) == "L[] S[0]");
  CHECK(refs(*map, 8, 2) == "L[] S[0 1]");
  // The constructor itself: the uninitialized `this` is a reference from bci 0.
  auto init = ReferenceMap::compute(cases(), method(cases(), "<init>"));
  CHECK(refs(*init, 0) == "L[0] S[]");
}

TEST_CASE("long/double under and between references: the dup family", "[reference_map]") {
  SECTION("dup2_x1 with a long") {
    auto map = map_of("dup2x1");  // aload_0 lload_1 dup2_x1 putfield lstore_3
    CHECK(refs(*map, 2) == "L[0] S[0]");         // this, v.lo, v.hi
    CHECK(refs(*map, 3) == "L[0] S[2]");         // v v this v v
    CHECK(map->stack_depth(3) == 5);
    CHECK(refs(*map, 6) == "L[0] S[]");          // lstore_3: v
  }
  SECTION("dup2_x1 with a double") {
    auto map = map_of("dup2x1Double");
    CHECK(refs(*map, 3) == "L[0] S[2]");
  }
  SECTION("dup_x2: int under array and index") {
    auto map = map_of("dupX2");  // aload_0 iload_1 iload_2 dup_x2 iastore
    CHECK(refs(*map, 3) == "L[0] S[0]");
    CHECK(refs(*map, 4) == "L[0] S[1]");  // k a i k
  }
  SECTION("dup2_x2: long under array and index") {
    auto map = map_of("dup2x2");  // aload_0 iload_1 lload_2 dup2_x2 lastore
    CHECK(refs(*map, 3) == "L[0] S[0]");
    CHECK(refs(*map, 4) == "L[0] S[2]");  // k k a i k k
    CHECK(map->stack_depth(4) == 6);
  }
  SECTION("dup2 of array and index") {
    auto map = map_of("dup2");  // aload_0 iload_1 dup2 iaload iconst_1 iadd iastore
    CHECK(refs(*map, 3) == "L[0] S[0 2]");
    CHECK(refs(*map, 6) == "L[0] S[0]");
  }
  SECTION("dup_x1") {
    auto map = map_of("dupX1");  // aload_0 iload_1 dup_x1 putfield ireturn
    CHECK(refs(*map, 3) == "L[0] S[1]");  // v this v
  }
  SECTION("a long between two references at a call") {
    auto map = map_of("longBetweenRefs");  // aload_0 lload_1 aload_0 invokestatic
    CHECK(refs(*map, 3) == "L[0] S[0 3]");
  }
}

TEST_CASE("multianewarray, wide iinc, synchronized handler", "[reference_map]") {
  auto grid = map_of("grid");
  CHECK(refs(*grid, 2) == "L[] S[]");  // iinc_w
  CHECK(refs(*grid, 10) == "L[] S[]");  // multianewarray: two int counts
  CHECK(grid->stack_depth(10) == 2);
  CHECK(refs(*grid, 14) == "L[] S[0]");
  CHECK(refs(*grid, marker("grid", 1)) == "L[3] S[]");
  auto locked = map_of("locked");
  // lock 0, v 1, the lock copy 2, the catch-any throwable 3
  CHECK(refs(*locked, marker("locked", 1)) == "L[0 2] S[]");
  CHECK(refs(*locked, 14) == "L[0 2] S[0]");  // handler (covers itself)
  CHECK(refs(*locked, 15) == "L[0 2 3] S[]");
}

TEST_CASE("every method of the test class analyses, every bci is reached", "[reference_map]") {
  for (const auto& m : cases().methods) {
    auto map = ReferenceMap::compute(cases(), m);
    INFO(m.name << m.descriptor << ": " << map->error());
    CHECK(map->ok());
    CHECK_FALSE(map->has_jsr_conflict());
    const auto& code = m.code->code;
    for (int bci = 0; bci < int(code.size()); bci += bc::instruction_length(code, bci)) {
      CHECK(map->reachable(bci));
      CHECK(map->stack_depth(bci) <= m.code->max_stack);
    }
    CHECK_FALSE(map->reachable(1000000));
    CHECK_FALSE(map->reachable(-1));
  }
}

TEST_CASE("stack shuffles on slots: swap, dup_x1, dup2_x1, dup_x2, dup2_x2, pop2",
          "[reference_map]") {
  using namespace bc;
  auto a = assemble("(Ljava/lang/Object;)V", 6, 1,
                    {ALOAD_0, ICONST_1, SWAP, DUP_X1, POP2, LCONST_0, DUP2_X1, POP2, DUP_X2, POP,
                     ALOAD_0, DUP2_X2, POP2, POP2, POP2, RETURN});
  auto map = ReferenceMap::compute(a->cf, a->mi);
  REQUIRE(map->ok());
  // stack before each bci, bottom first (R = reference, V = value)
  CHECK(refs(*map, 1) == "L[0] S[0]");          // R
  CHECK(refs(*map, 2) == "L[0] S[0]");          // R V
  CHECK(refs(*map, 3) == "L[0] S[1]");          // V R
  CHECK(refs(*map, 4) == "L[0] S[0 2]");        // R V R
  CHECK(refs(*map, 5) == "L[0] S[0]");          // R
  CHECK(refs(*map, 6) == "L[0] S[0]");          // R V V
  CHECK(refs(*map, 7) == "L[0] S[2]");          // V V R V V
  CHECK(refs(*map, 8) == "L[0] S[2]");          // V V R
  CHECK(refs(*map, 9) == "L[0] S[0 3]");        // R V V R
  CHECK(refs(*map, 10) == "L[0] S[0]");         // R V V
  CHECK(refs(*map, 11) == "L[0] S[0 3]");       // R V V R
  CHECK(refs(*map, 12) == "L[0] S[1 2 5]");     // V R R V V R
  CHECK(map->stack_depth(12) == 6);
  CHECK(refs(*map, 13) == "L[0] S[1 2]");       // V R R V
  CHECK(refs(*map, 14) == "L[0] S[1]");         // V R
  CHECK(refs(*map, 15) == "L[0] S[]");
}

TEST_CASE("wide loads and stores past local 255", "[reference_map]") {
  using namespace bc;
  auto a = assemble("(Ljava/lang/Object;)V", 2, 300,
                    {ALOAD_0, WIDE, ASTORE, 0x01, 0x2B,    // 0 aload_0, 1 astore 299
                     WIDE, ALOAD, 0x01, 0x2B, POP,         // 5 aload 299, 9 pop
                     ICONST_0, WIDE, ISTORE, 0x01, 0x2A,   // 10 iconst_0, 11 istore 298
                     WIDE, IINC, 0x01, 0x2A, 0x03, 0xE8,   // 15 iinc 298, 1000
                     WIDE, LLOAD, 0x01, 0x28, POP2,        // 21 lload 296 (unset), 25 pop2
                     RETURN});                             // 26
  auto map = ReferenceMap::compute(a->cf, a->mi);
  INFO(map->error());
  REQUIRE(map->ok());
  CHECK(refs(*map, 5) == "L[0 299] S[]");
  CHECK(refs(*map, 10) == "L[0 299] S[]");
  CHECK(refs(*map, 26) == "L[0 299] S[]");
  CHECK_FALSE(map->local_is_reference(26, 298));
}

TEST_CASE("jsr/ret: return points keep the caller's locals the subroutine does not write",
          "[reference_map]") {
  using namespace bc;
  // 0 aload_0; 1 astore_2; 2 jsr 15; 5 aload_2; 6 pop; 7 iconst_1; 8 istore_2; 9 jsr 15;
  // 12 iload_2; 13 pop; 14 return;
  // 15 (subroutine) astore_3; 16 iconst_0; 17 istore_1; 18 aload_0; 19 pop; 20 ret 3
  auto a = assemble("(Ljava/lang/Object;I)V", 2, 4,
                    {ALOAD_0, ASTORE_2, JSR, 0, 13, ALOAD_2, POP, ICONST_1, ISTORE_2, JSR, 0, 6,
                     ILOAD_2, POP, RETURN, ASTORE_3, ICONST_0, ISTORE_1, ALOAD_0, POP, RET, 3});
  auto map = ReferenceMap::compute(a->cf, a->mi);
  INFO(map->error());
  REQUIRE(map->ok());
  CHECK(refs(*map, 2) == "L[0 2] S[]");
  CHECK(refs(*map, 15) == "L[0] S[]");  // entry: retaddr on the stack; slot 2 ref meet int = top
  CHECK(map->stack_depth(15) == 1);
  CHECK(refs(*map, 20) == "L[0] S[]");  // slot 3 holds the return address: not a reference
  CHECK(refs(*map, 5) == "L[0 2] S[]");  // slot 2 from the first jsr, slot 1 written: an int
  CHECK(refs(*map, 12) == "L[0] S[]");   // slot 2 is the int stored before the second jsr
  // Slot 2 is a reference after the first return but top inside the subroutine.
  CHECK(map->has_jsr_conflict());
}

TEST_CASE("jsr/ret: a subroutine that writes a reference, nested in a handler", "[reference_map]") {
  using namespace bc;
  // 0 jsr 8; 3 aload_1; 4 pop; 5 return; 6 nop; 7 nop;
  // 8 astore_2; 9 aload_0; 10 astore_1; 11 ret 2;  handler [0, 3) -> 13: 13 astore_1; 14 return
  auto a = assemble("(Ljava/lang/Object;)V", 1, 3,
                    {JSR, 0, 8, ALOAD_1, POP, RETURN, NOP, NOP, ASTORE_2, ALOAD_0, ASTORE_1, RET, 2,
                     ASTORE_1, RETURN},
                    {{0, 3, 13, 0}});
  auto map = ReferenceMap::compute(a->cf, a->mi);
  INFO(map->error());
  REQUIRE(map->ok());
  CHECK(refs(*map, 3) == "L[0 1] S[]");  // the subroutine stored a reference in slot 1
  CHECK_FALSE(map->reachable(6));          // dead code
  CHECK(refs(*map, 13) == "L[0] S[0]");
  CHECK_FALSE(map->has_jsr_conflict());
}

TEST_CASE("jsr/ret: nested subroutines pass their writes to the outer return point",
          "[reference_map]") {
  using namespace bc;
  // 0 aload_0; 1 astore_1; 2 jsr 8; 5 aload_0; 6 pop; 7 return;
  // 8 (outer) astore_2; 9 jsr 14; 12 ret 2;
  // 14 (inner) astore_3; 15 iconst_0; 16 istore_1; 17 ret 3
  auto a = assemble("(Ljava/lang/Object;)V", 1, 4,
                    {ALOAD_0, ASTORE_1, JSR, 0, 6, ALOAD_0, POP, RETURN, ASTORE_2, JSR, 0, 5, RET,
                     2, ASTORE_3, ICONST_0, ISTORE_1, RET, 3});
  auto map = ReferenceMap::compute(a->cf, a->mi);
  INFO(map->error());
  REQUIRE(map->ok());
  CHECK(refs(*map, 2) == "L[0 1] S[]");
  CHECK(refs(*map, 14) == "L[0 1] S[]");  // inner entry: slot 1 still the reference
  CHECK(refs(*map, 12) == "L[0] S[]");    // inner wrote an int into slot 1
  CHECK(refs(*map, 5) == "L[0] S[]");     // ... which the outer subroutine passes on
  CHECK_FALSE(map->has_jsr_conflict());
}

TEST_CASE("malformed code is reported, not analysed", "[reference_map]") {
  using namespace bc;
  SECTION("stack underflow") {
    auto a = assemble("()V", 1, 0, {POP, RETURN});
    auto map = ReferenceMap::compute(a->cf, a->mi);
    CHECK_FALSE(map->ok());
    CHECK(map->error().find("underflow at bci 0") != std::string::npos);
    CHECK_FALSE(map->reachable(0));
    CHECK(refs(*map, 0) == "L[] S[]");
  }
  SECTION("branch into an instruction") {
    auto a = assemble("()V", 1, 0, {SIPUSH, 0, 0, GOTO, 0xFF, 0xFE, RETURN});
    auto map = ReferenceMap::compute(a->cf, a->mi);
    CHECK_FALSE(map->ok());
    CHECK(map->error().find("branch target 1") != std::string::npos);
  }
  SECTION("falling off the end") {
    auto a = assemble("()V", 1, 0, {ICONST_0, POP});
    CHECK_FALSE(ReferenceMap::compute(a->cf, a->mi)->ok());
  }
  SECTION("a quick opcode in class-file code") {
    auto a = assemble("()V", 1, 0, {NEW_Q, 0, 1, RETURN});
    CHECK_FALSE(ReferenceMap::compute(a->cf, a->mi)->ok());
  }
  SECTION("different stack depths at a merge") {
    // 0 iload_0; 1 ifeq +7; 4 iconst_1; 5 goto +3; 8 return: depth 0 and 1 meet at 8
    auto a = assemble("(I)V", 2, 1, {ILOAD_0, IFEQ, 0, 7, ICONST_1, GOTO, 0, 3, RETURN});
    auto map = ReferenceMap::compute(a->cf, a->mi);
    CHECK_FALSE(map->ok());
    CHECK(map->error().find("differs") != std::string::npos);
  }
}

TEST_CASE("ReferenceMap::of caches on the Method; frame_references walks a frame",
          "[reference_map]") {
  auto parsed = classfile::parse_class_file(test::read_test_class("RefMapCases.class"));
  REQUIRE(std::holds_alternative<std::unique_ptr<ClassFile>>(parsed));
  Klass holder;  // a stub: only class_file is used
  holder.name = "RefMapCases";
  holder.class_file = std::move(std::get<std::unique_ptr<ClassFile>>(parsed));
  const MethodInfo& info = method(*holder.class_file, "longBetweenRefs");
  Method m;
  m.holder = &holder;
  m.name = info.name;
  m.descriptor = info.descriptor;
  m.access = info.access_flags;
  m.max_locals = info.code->max_locals;
  m.max_stack = info.code->max_stack;
  m.code = info.code->code;
  m.info = &info;

  SECTION("concurrent first use publishes one map") {
    constexpr int kThreads = 4;
    std::vector<const ReferenceMap*> seen(kThreads);
    std::atomic<bool> go{false};
    std::vector<std::thread> threads;
    for (int i = 0; i < kThreads; i++) {
      threads.emplace_back([&, i] {
        while (!go.load()) {}
        seen[i] = ReferenceMap::of(&m);
      });
    }
    go = true;
    for (auto& t : threads) t.join();
    for (auto* p : seen) CHECK(p == seen[0]);
    CHECK(ReferenceMap::of(&m) == seen[0]);
    CHECK(m.reference_map.load() == seen[0]);
  }

  SECTION("frame_references reports the slot addresses") {
    // longBetweenRefs(String s, long x): s 0, x 1-2; at bci 3 (invokestatic take) the stack
    // is s, x, x, s. Layout as in interpreter.cpp: locals, Frame, operand stack.
    Slot locals[3] = {0x1000, 7, 0};
    Slot stack[4] = {0x1000, 7, 0, 0x1000};
    Frame f;
    f.method = &m;
    f.locals = locals;
    f.stack_base = stack;
    f.pc = m.code.data() + 3;
    auto visited = [&] {
      std::vector<Slot*> v;
      frame_references(f, [&](Slot* s) { v.push_back(s); });
      return v;
    };
    f.sp = stack + 4;  // top frame calling a native: arguments still on its stack
    CHECK(visited() == std::vector<Slot*>{&locals[0], &stack[0], &stack[3]});
    f.sp = stack;  // caller frame: the arguments became the callee's locals
    CHECK(visited() == std::vector<Slot*>{&locals[0]});
    f.pc = m.code.data();  // method entry
    CHECK(visited() == std::vector<Slot*>{&locals[0]});
    f.pc = nullptr;
    CHECK(visited() == std::vector<Slot*>{&locals[0]});
  }
}

TEST_CASE("instruction lengths: branches, padded switches, wide", "[reference_map]") {
  using namespace bc;
  auto s4 = [](std::vector<uint8_t>& v, int32_t x) {
    for (int shift = 24; shift >= 0; shift -= 8) v.push_back(uint8_t(uint32_t(x) >> shift));
  };
  const std::vector<uint8_t> branches = {NOP, IFEQ, 0, 3, IF_ACMPNE, 0, 3, GOTO_W, 0, 0, 0, 0};
  CHECK(instruction_length(branches, 0) == 1);
  CHECK(instruction_length(branches, 1) == 3);
  CHECK(instruction_length(branches, 4) == 3);
  CHECK(instruction_length(branches, 7) == 5);
  CHECK(instruction_length(branches, 12) == -1);
  // tableswitch at 1: 2 padding bytes, default, low 0, high 1, two offsets: 1 + 2 + 12 + 8
  std::vector<uint8_t> ts = {NOP, TABLESWITCH, 0, 0};
  s4(ts, 0); s4(ts, 0); s4(ts, 1); s4(ts, 0); s4(ts, 0);
  CHECK(instruction_length(ts, 1) == 23);
  ts.pop_back();
  CHECK(instruction_length(ts, 1) == -1);  // truncated table
  std::vector<uint8_t> inverted = {TABLESWITCH, 0, 0, 0};
  s4(inverted, 0); s4(inverted, 1); s4(inverted, 0);
  CHECK(instruction_length(inverted, 0) == -1);  // high < low
  // lookupswitch at 3: no padding, default, npairs 1, one pair: 1 + 8 + 8
  std::vector<uint8_t> ls = {NOP, NOP, NOP, LOOKUPSWITCH};
  s4(ls, 0); s4(ls, 1); s4(ls, 5); s4(ls, 0);
  CHECK(instruction_length(ls, 3) == 17);
  const std::vector<uint8_t> wide = {WIDE, IINC, 0, 1, 0, 1, WIDE, ALOAD, 1, 0, WIDE, NOP};
  CHECK(instruction_length(wide, 0) == 6);
  CHECK(instruction_length(wide, 6) == 4);
  CHECK(instruction_length(wide, 10) == -1);
  const std::vector<uint8_t> quick = {NEW_Q, 0, 1};
  CHECK(instruction_length(quick, 0) == -1);
}
