// Interpreter: every opcode family at boundary values (MIN/MAX, ±0.0, NaN, ±∞, shift counts
// -1/0/31/32/63/64), run through the real VM on tests/unit/data/Opcodes.java. Expected values are
// the JVMS/JLS results, which the real java 17 produces for the same calls.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>
#include <limits>

#include "bytecode/bytecode_walk.hpp"
#include "bytecode/bytecodes.hpp"
#include "runtime/java_calls.hpp"
#include "runtime/oops/method_profile.hpp"
#include "runtime/universe.hpp"
#include "runtime/vm.hpp"
#include "test_vm.hpp"

using namespace jvmlab;

namespace {

using test::vm_thread;

Method* opcodes_method(const char* name, const char* desc) {
  JavaThread* t = vm_thread();
  Klass* k = find_class(t, "Opcodes");
  REQUIRE(k != nullptr);
  REQUIRE(initialize_class(t, k));
  Method* m = k->find_declared_method(name, desc);
  REQUIRE(m != nullptr);
  return m;
}

Slot call(const char* name, const char* desc, std::initializer_list<Slot> args = {}) {
  JavaThread* t = vm_thread();
  Method* m = opcodes_method(name, desc);
  std::vector<Slot> a(args);
  Slot r = call_java(t, m, a.data(), int(a.size()));
  REQUIRE(!t->has_pending_exception());
  return r;
}

/// Calls and expects an exception; returns its class name and clears it.
std::string call_throws(const char* name, const char* desc, std::initializer_list<Slot> args = {}) {
  JavaThread* t = vm_thread();
  Method* m = opcodes_method(name, desc);
  std::vector<Slot> a(args);
  call_java(t, m, a.data(), int(a.size()));
  REQUIRE(t->has_pending_exception());
  std::string n = t->pending_exception->klass->name;
  t->pending_exception = nullptr;
  return n;
}

Slot I(int32_t v) { return int_slot(v); }
Slot F(float v) { return float_slot(v); }
constexpr int32_t kMinInt = std::numeric_limits<int32_t>::min();
constexpr int32_t kMaxInt = std::numeric_limits<int32_t>::max();
constexpr int64_t kMinLong = std::numeric_limits<int64_t>::min();
constexpr int64_t kMaxLong = std::numeric_limits<int64_t>::max();
const float kNaNf = std::numeric_limits<float>::quiet_NaN();
const double kNaN = std::numeric_limits<double>::quiet_NaN();
const double kInf = std::numeric_limits<double>::infinity();

int32_t ri(Slot s) { return slot_int(s); }
int64_t rl(Slot s) { return slot_long(s); }

// long/double arguments take two slots: value, then an unused slot.
#define L(v) long_slot(v), 0
#define D(v) double_slot(v), 0

}  // namespace

TEST_CASE("int arithmetic wraps and MIN / -1 does not trap", "[interpreter][int]") {
  CHECK(ri(call("iadd", "(II)I", {I(kMaxInt), I(1)})) == kMinInt);
  CHECK(ri(call("isub", "(II)I", {I(kMinInt), I(1)})) == kMaxInt);
  CHECK(ri(call("imul", "(II)I", {I(0x10000), I(0x10000)})) == 0);
  CHECK(ri(call("idiv", "(II)I", {I(kMinInt), I(-1)})) == kMinInt);
  CHECK(ri(call("irem", "(II)I", {I(kMinInt), I(-1)})) == 0);
  CHECK(ri(call("idiv", "(II)I", {I(-7), I(2)})) == -3);
  CHECK(ri(call("irem", "(II)I", {I(-7), I(2)})) == -1);
  CHECK(ri(call("ineg", "(I)I", {I(kMinInt)})) == kMinInt);
  CHECK(call_throws("idiv", "(II)I", {I(1), I(0)}) == "java/lang/ArithmeticException");
  CHECK(call_throws("irem", "(II)I", {I(1), I(0)}) == "java/lang/ArithmeticException");
}

TEST_CASE("long arithmetic uses both slots", "[interpreter][long]") {
  CHECK(rl(call("ladd", "(JJ)J", {L(kMaxLong), L(1)})) == kMinLong);
  CHECK(rl(call("lmul", "(JJ)J", {L(int64_t(1) << 32), L(int64_t(1) << 32)})) == 0);
  CHECK(rl(call("ldiv", "(JJ)J", {L(kMinLong), L(-1)})) == kMinLong);
  CHECK(rl(call("lrem", "(JJ)J", {L(kMinLong), L(-1)})) == 0);
  CHECK(rl(call("lneg", "(J)J", {L(kMinLong)})) == kMinLong);
  CHECK(call_throws("ldiv", "(JJ)J", {L(5), L(0)}) == "java/lang/ArithmeticException");
  CHECK(call_throws("lrem", "(JJ)J", {L(5), L(0)}) == "java/lang/ArithmeticException");
}

TEST_CASE("shift counts are masked to 5 and 6 bits", "[interpreter][shift]") {
  for (int s : {-1, 0, 31, 32, 63, 64}) {
    INFO("shift " << s);
    CHECK(ri(call("ishl", "(II)I", {I(1), I(s)})) == int32_t(uint32_t(1) << (s & 31)));
    CHECK(ri(call("ishr", "(II)I", {I(kMinInt), I(s)})) == (kMinInt >> (s & 31)));
    CHECK(ri(call("iushr", "(II)I", {I(kMinInt), I(s)})) == int32_t(uint32_t(kMinInt) >> (s & 31)));
    CHECK(rl(call("lshl", "(JI)J", {L(1), I(s)})) == int64_t(uint64_t(1) << (s & 63)));
    CHECK(rl(call("lshr", "(JI)J", {L(kMinLong), I(s)})) == (kMinLong >> (s & 63)));
    CHECK(rl(call("lushr", "(JI)J", {L(kMinLong), I(s)})) == int64_t(uint64_t(kMinLong) >> (s & 63)));
  }
}

TEST_CASE("float and double division and remainder follow IEEE 754 and fmod", "[interpreter][float]") {
  CHECK(std::isinf(slot_float(call("fdiv", "(FF)F", {F(1.0f), F(0.0f)}))));
  CHECK(std::signbit(slot_float(call("fdiv", "(FF)F", {F(1.0f), F(-0.0f)}))));
  CHECK(std::isnan(slot_float(call("fdiv", "(FF)F", {F(0.0f), F(0.0f)}))));
  CHECK(slot_float(call("frem", "(FF)F", {F(5.5f), F(2.0f)})) == 1.5f);
  CHECK(slot_float(call("frem", "(FF)F", {F(-5.5f), F(2.0f)})) == -1.5f);
  CHECK(std::isnan(slot_float(call("frem", "(FF)F", {F(1.0f), F(0.0f)}))));
  CHECK(slot_double(call("ddiv", "(DD)D", {D(-1.0), D(0.0)})) == -kInf);
  CHECK(slot_double(call("drem", "(DD)D", {D(7.25), D(-2.0)})) == 1.25);
  CHECK(std::isnan(slot_double(call("drem", "(DD)D", {D(kInf), D(1.0)}))));
  CHECK(slot_double(call("drem", "(DD)D", {D(1.0), D(kInf)})) == 1.0);
  double negzero = slot_double(call("drem", "(DD)D", {D(-0.0), D(3.0)}));
  CHECK((negzero == 0.0 && std::signbit(negzero)));
}

TEST_CASE("NaN compares false with every relational operator", "[interpreter][compare]") {
  CHECK(ri(call("flt", "(FF)Z", {F(kNaNf), F(1.0f)})) == 0);
  CHECK(ri(call("flt", "(FF)Z", {F(1.0f), F(kNaNf)})) == 0);
  CHECK(ri(call("fgt", "(FF)Z", {F(kNaNf), F(1.0f)})) == 0);
  CHECK(ri(call("fgt", "(FF)Z", {F(1.0f), F(kNaNf)})) == 0);
  CHECK(ri(call("dle", "(DD)Z", {D(kNaN), D(kNaN)})) == 0);
  CHECK(ri(call("dge", "(DD)Z", {D(kNaN), D(0.0)})) == 0);
  CHECK(ri(call("deq", "(DD)Z", {D(kNaN), D(kNaN)})) == 0);
  CHECK(ri(call("deq", "(DD)Z", {D(0.0), D(-0.0)})) == 1);
  CHECK(ri(call("flt", "(FF)Z", {F(-1.0f), F(1.0f)})) == 1);
  CHECK(ri(call("lcmp", "(JJ)I", {L(kMinLong), L(kMaxLong)})) == -1);
  CHECK(ri(call("lcmp", "(JJ)I", {L(kMaxLong), L(kMinLong)})) == 1);
}

TEST_CASE("floating-point to integer conversions saturate and map NaN to 0", "[interpreter][convert]") {
  CHECK(ri(call("f2i", "(F)I", {F(kNaNf)})) == 0);
  CHECK(ri(call("f2i", "(F)I", {F(3e10f)})) == kMaxInt);
  CHECK(ri(call("f2i", "(F)I", {F(-3e10f)})) == kMinInt);
  CHECK(ri(call("f2i", "(F)I", {F(-1.9f)})) == -1);
  CHECK(rl(call("f2l", "(F)J", {F(std::numeric_limits<float>::infinity())})) == kMaxLong);
  CHECK(ri(call("d2i", "(D)I", {D(-kInf)})) == kMinInt);
  CHECK(rl(call("d2l", "(D)J", {D(kNaN)})) == 0);
  CHECK(rl(call("d2l", "(D)J", {D(1e300)})) == kMaxLong);
  CHECK(rl(call("d2l", "(D)J", {D(-9.9e18)})) == kMinLong);
  CHECK(std::isinf(slot_float(call("d2f", "(D)F", {D(1e300)}))));
  CHECK(ri(call("l2i", "(J)I", {L(0x1234567890LL)})) == 0x34567890);
  CHECK(ri(call("i2b", "(I)I", {I(200)})) == -56);
  CHECK(ri(call("i2c", "(I)I", {I(-1)})) == 65535);
  CHECK(ri(call("i2s", "(I)I", {I(70000)})) == 4464);
}

TEST_CASE("constants: negative bipush/sipush, ldc, ldc2_w", "[interpreter][const]") {
  CHECK(ri(call("bipushMin", "()I")) == -128);
  CHECK(ri(call("sipushMin", "()I")) == -32768);
  CHECK(ri(call("ldcInt", "()I")) == 123456789);
  CHECK(rl(call("ldc2Long", "()J")) == kMinLong);
}

TEST_CASE("array loads extend, stores narrow and check", "[interpreter][array]") {
  CHECK(ri(call("baload", "(I)I", {I(255)})) == -1);
  CHECK(ri(call("caload", "(I)I", {I(-1)})) == 0xFFFF);
  CHECK(ri(call("saload", "(I)I", {I(0x18000)})) == -32768);
  CHECK(ri(call("aastore", "()Z")) == 1);
  CHECK(call_throws("aastoreWrong", "()V") == "java/lang/ArrayStoreException");
  CHECK(call_throws("index", "(II)I", {I(3), I(3)}) == "java/lang/ArrayIndexOutOfBoundsException");
  CHECK(call_throws("index", "(II)I", {I(3), I(-1)}) == "java/lang/ArrayIndexOutOfBoundsException");
  CHECK(call_throws("index", "(II)I", {I(-1), I(0)}) == "java/lang/NegativeArraySizeException");
  CHECK(ri(call("multi", "(II)I", {I(3), I(7)})) == 307);
}

TEST_CASE("dup2_x1 on a long array element", "[interpreter][stack]") {
  JavaThread* t = vm_thread();
  Object* a = new_primitive_array(t, BasicType::Long, 2);
  REQUIRE(a != nullptr);
  array_data<int64_t>(a)[1] = 40;
  CHECK(rl(call("dup2x1", "([JIJ)J", {ref_slot(a), I(1), L(2)})) == 42);
  CHECK(array_data<int64_t>(a)[1] == 42);
}

TEST_CASE("tableswitch and lookupswitch with negative and sparse keys", "[interpreter][switch]") {
  CHECK(ri(call("table", "(I)I", {I(-1)})) == 10);
  CHECK(ri(call("table", "(I)I", {I(2)})) == 13);
  CHECK(ri(call("table", "(I)I", {I(-2)})) == 99);
  CHECK(ri(call("table", "(I)I", {I(kMinInt)})) == 99);
  CHECK(ri(call("lookup", "(I)I", {I(kMinInt)})) == 1);
  CHECK(ri(call("lookup", "(I)I", {I(-1000)})) == 2);
  CHECK(ri(call("lookup", "(I)I", {I(1 << 30)})) == 4);
  CHECK(ri(call("lookup", "(I)I", {I(8)})) == 0);
}

TEST_CASE("wide iinc", "[interpreter][wide]") {
  CHECK(ri(call("iincWide", "(I)I", {I(5)})) == 5 + 1000 - 70000);
}

// jsr/ret cannot come from javac 17: assemble a version-49 class by hand (tests/unit's builder)
// and run it through the class loader, the verification pass and the interpreter.
#include <fstream>

#include "tests/unit/classfile_builder.hpp"

TEST_CASE("jsr and ret call a subroutine and come back", "[interpreter][jsr]") {
  using jvmlab::test::Bytes;
  using jvmlab::test::ClassBuilder;
  JavaThread* t = vm_thread();
  ClassBuilder b("JsrRet");
  b.major = 49;
  //  0 iload_0; 1 istore_1; 2 jsr +6; 5 iload_1; 6 ireturn; 7 nop;
  //  8 astore_2; 9 iinc 1 100; 12 ret 2            => f(x) = x + 100
  Bytes code;
  code.u1(0x1a).u1(0x3c).u1(0xa8).u2(6).u1(0x1b).u1(0xac).u1(0x00);
  code.u1(0x4d).u1(0x84).u1(1).u1(100).u1(0xa9).u1(2);
  b.add_method(0x0009, "f", "(I)I", ClassBuilder::code_body(1, 3, code));
  //  jsr_w to a subroutine that doubles local 1, called twice   => g(x) = 4x
  Bytes code2;
  code2.u1(0x1a).u1(0x3c);                  // 0 iload_0; 1 istore_1
  code2.u1(0xc9).u4(12);                    // 2 jsr_w +12 -> 14
  code2.u1(0xc9).u4(7);                     // 7 jsr_w +7 -> 14
  code2.u1(0x1b).u1(0xac);                  // 12 iload_1; 13 ireturn
  code2.u1(0x4d).u1(0x1b).u1(0x1b).u1(0x60).u1(0x3c).u1(0xa9).u1(2);  // 14 astore_2; iload_1 x2; iadd; istore_1; ret 2
  b.add_method(0x0009, "g", "(I)I", ClassBuilder::code_body(2, 3, code2));
  auto bytes = b.build();
  {
    std::ofstream out(std::string(JVMLAB_TEST_DATA_DIR) + "/JsrRet.class", std::ios::binary);
    out.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
  }
  Klass* k = find_class(t, "JsrRet");
  REQUIRE(k != nullptr);
  REQUIRE(initialize_class(t, k));
  Slot a = int_slot(5);
  CHECK(slot_int(call_java(t, k->find_declared_method("f", "(I)I"), &a, 1)) == 105);
  CHECK(slot_int(call_java(t, k->find_declared_method("g", "(I)I"), &a, 1)) == 20);
  CHECK(!t->has_pending_exception());
}

// --- method entries, profiles, itables, typed linkage (tests/unit/data/Dispatch.java) ----------

namespace {

Klass* dispatch_class(const char* name = "Dispatch") {
  JavaThread* t = vm_thread();
  Klass* k = find_class(t, name);
  REQUIRE(k != nullptr);
  REQUIRE(initialize_class(t, k));
  return k;
}

Method* dispatch_method(const char* name, const char* desc) {
  Method* m = dispatch_class()->find_declared_method(name, desc);
  REQUIRE(m != nullptr);
  return m;
}

Slot dispatch_call(const char* name, const char* desc, std::initializer_list<Slot> args = {}) {
  JavaThread* t = vm_thread();
  std::vector<Slot> a(args);
  Slot r = call_java(t, dispatch_method(name, desc), a.data(), int(a.size()));
  REQUIRE(!t->has_pending_exception());
  return r;
}

/// A stand-in for compiled code: the MethodEntry convention, returning 1000 + the argument.
Slot fake_compiled_twice(JavaThread* t, Method* m, Slot* args) {
  REQUIRE(t == JavaThread::current());
  REQUIRE(m->name == "twice");
  REQUIRE(t->stack_top == args + m->arg_slots);  // arguments at the top of the used stack
  return int_slot(1000 + slot_int(args[0]));
}

}  // namespace

TEST_CASE("every method starts with the entry of its kind", "[interpreter][entry]") {
  JavaThread* t = vm_thread();
  CHECK(dispatch_method("twice", "(I)I")->entry.load() == &interpreter_entry);
  Klass* base = find_class(t, "Dispatch$Base");
  REQUIRE(base != nullptr);
  CHECK(base->find_declared_method("sides", "()I")->entry.load() == &abstract_method_entry);
  Klass* object = find_class(t, "java/lang/Object");
  CHECK(object->find_declared_method("hashCode", "()I")->entry.load() == &native_entry);
}

TEST_CASE("a swapped entry is taken by interpreted callers and by call_java", "[interpreter][entry]") {
  Method* twice = dispatch_method("twice", "(I)I");
  CHECK(slot_int(dispatch_call("callsTwice", "(I)I", {int_slot(5)})) == 11);
  twice->entry.store(&fake_compiled_twice, std::memory_order_release);
  // The caller's invokestatic is already quickened: it reads the entry at the next call.
  CHECK(slot_int(dispatch_call("callsTwice", "(I)I", {int_slot(5)})) == 1006);
  CHECK(slot_int(dispatch_call("twice", "(I)I", {int_slot(7)})) == 1007);
  twice->entry.store(&interpreter_entry, std::memory_order_release);
  CHECK(slot_int(dispatch_call("callsTwice", "(I)I", {int_slot(5)})) == 11);
}

TEST_CASE("invocations are counted on every entry, back-edges at every backward branch",
          "[interpreter][profile]") {
  Method* twice = dispatch_method("twice", "(I)I");
  const uint32_t calls = twice->invocation_count.load();
  dispatch_call("twice", "(I)I", {int_slot(1)});          // from C++
  dispatch_call("callsTwice", "(I)I", {int_slot(1)});     // from the interpreter
  CHECK(twice->invocation_count.load() == calls + 2);

  Method* loop = dispatch_method("loop", "(I)I");
  const uint32_t before = loop->backedge_count.load();
  CHECK(slot_int(dispatch_call("loop", "(I)I", {int_slot(100)})) == 4950);
  const uint32_t taken = loop->backedge_count.load() - before;
  CHECK(taken >= 99);  // javac puts the test at the bottom: n or n - 1 backward jumps
  CHECK(taken <= 100);
}

TEST_CASE("a warm method records the receiver classes of its call sites", "[interpreter][profile]") {
  JavaThread* t = vm_thread();
  HandleScope hs(t);
  Handle square(t, slot_ref(dispatch_call("square", "()LDispatch$Shape;")));
  Handle triangle(t, slot_ref(dispatch_call("triangle", "()LDispatch$Shape;")));
  Method* sum = dispatch_method("sum", "(LDispatch$Shape;LDispatch$Base;)I");
  for (uint32_t i = 0; i < MethodProfile::kStartInvocations + 100; i++) {
    const bool odd = i % 2 != 0;
    Slot args[2] = {ref_slot(odd ? triangle.get() : square.get()), ref_slot(square.get())};
    REQUIRE(slot_int(call_java(t, sum, args, 2)) == (odd ? 7 : 8));
  }
  MethodProfile* p = sum->profile.load();
  REQUIRE(p != nullptr);
  CHECK(p->site_count() == 2);
  // Both sites were recorded from the call that started the profile on: 100 calls (or 99).
  const auto& code = sum->info->code->code;
  std::vector<ReceiverProfile*> sites;
  for (int bci = 0; bci < int(code.size()); bci++) {
    if (ReceiverProfile* r = p->site(bci)) sites.push_back(r);
  }
  REQUIRE(sites.size() == 2);
  // Site 0: Shape.sides on alternating Square/Triangle; site 1: Base.sides on Square only.
  uint32_t s0 = sites[0]->count[0].load() + sites[0]->count[1].load();
  CHECK(s0 >= 99);
  CHECK(sites[0]->receiver[0].load() != sites[0]->receiver[1].load());
  CHECK(sites[0]->polymorphic.load() == 0);
  CHECK(sites[1]->receiver[0].load() == square->klass);
  CHECK(sites[1]->receiver[1].load() == nullptr);
  CHECK(sites[1]->count[0].load() >= 99);
}

TEST_CASE("itables select implementations and defaults without names", "[interpreter][itable]") {
  JavaThread* t = vm_thread();
  Klass* shape = find_class(t, "Dispatch$Shape");
  Klass* round = find_class(t, "Dispatch$Round");
  Klass* square = find_class(t, "Dispatch$Square");
  Klass* triangle = find_class(t, "Dispatch$Triangle");
  Klass* circle = find_class(t, "Dispatch$Circle");
  REQUIRE((shape && round && square && triangle && circle));
  Method* sides = shape->find_declared_method("sides", "()I");
  Method* corners = shape->find_declared_method("corners", "()I");
  REQUIRE((sides && corners));
  CHECK(sides->itable_index >= 0);
  CHECK(square->itable_select(sides) == square->find_declared_method("sides", "()I"));
  CHECK(square->itable_select(corners) == corners);  // the default
  CHECK(triangle->itable_select(corners) == triangle->find_declared_method("corners", "()I"));
  CHECK(circle->itable_select(corners) == round->find_declared_method("corners", "()I"));
  // A class that does not implement the interface selects nothing.
  CHECK(find_class(t, "Dispatch")->itable_select(sides) == nullptr);
  // Through the interpreter's invokeinterface site: each receiver class in turn.
  HandleScope hs(t);
  for (const char* make : {"square", "triangle", "circle", "square"}) {
    Handle s(t, slot_ref(dispatch_call(make, "()LDispatch$Shape;")));
    Slot a = ref_slot(s.get());
    const int expected = s->klass == square ? 4 : s->klass == triangle ? 30 : 0;
    CHECK(slot_int(call_java(t, dispatch_method("corners", "(LDispatch$Shape;)I"), &a, 1)) == expected);
  }
}

TEST_CASE("linked constant-pool cache entries carry their kind", "[interpreter][linkage]") {
  dispatch_call("callsTwice", "(I)I", {int_slot(2)});
  Klass* k = dispatch_class();
  bool saw_direct = false, saw_interface = false, saw_class = false;
  for (size_t i = 0; i < k->cp_cache.size(); i++) {
    const CpCacheEntry& e = k->cp_cache[i];
    switch (e.kind_acquire()) {
      case CpEntryKind::DirectCall:
        saw_direct = true;
        CHECK(e.arg_slots == e.method()->arg_slots);
        break;
      case CpEntryKind::InterfaceCall: saw_interface = true; break;
      case CpEntryKind::Class: saw_class = true; CHECK(e.klass() != nullptr); break;
      default: break;
    }
  }
  CHECK(saw_direct);     // invokestatic twice
  CHECK(saw_interface);  // invokeinterface Shape.sides / corners
  CHECK(saw_class);      // new Square
}

TEST_CASE("opcode names come from the one bytecode list", "[interpreter][bytecodes]") {
  CHECK(std::string(bc::name(bc::NOP)) == "nop");
  CHECK(std::string(bc::name(bc::INVOKEINTERFACE)) == "invokeinterface");
  CHECK(std::string(bc::name(bc::JSR_W)) == "jsr_w");
  CHECK(std::string(bc::name(bc::GETFIELD_B)) == "GETFIELD_B");
  CHECK(std::string(bc::name(bc::LDC_W_CLASS_Q)) == "LDC_W_CLASS_Q");
  CHECK(bc::name(bc::BREAKPOINT) == nullptr);
  CHECK(bc::name(255) == nullptr);
}

TEST_CASE("find_exception_handler picks the first matching entry of the exception table",
          "[interpreter][exceptions]") {
  JavaThread* t = vm_thread();
  Method* m = dispatch_method("guarded", "(I)I");
  CHECK(slot_int(dispatch_call("guarded", "(I)I", {int_slot(0)})) == -1);
  CHECK(slot_int(dispatch_call("guarded", "(I)I", {int_slot(5)})) == 2);
  const auto& table = m->info->code->exception_table;
  REQUIRE(table.size() >= 2);
  // The idiv's bci: the first entry's range covers it; its catch type is ArithmeticException.
  const auto& code = m->info->code->code;
  int idiv = -1;
  for (int bci = 0; bci < int(code.size()); bci += bc::instruction_length(code, bci)) {
    if (code[size_t(bci)] == bc::IDIV) idiv = bci;
  }
  REQUIRE(idiv >= 0);
  const auto* arith = &table[0];
  REQUIRE(arith->catch_type != 0);
  const classfile::ExceptionHandler* finally_entry = nullptr;
  for (const auto& h : table) {
    if (h.catch_type == 0 && idiv >= h.start_pc && idiv < h.end_pc) finally_entry = &h;
  }
  REQUIRE(finally_entry != nullptr);

  throw_divide_by_zero(t);  // pending ArithmeticException: the typed handler
  REQUIRE(t->has_pending_exception());
  CHECK(find_exception_handler(t, m, idiv) == arith->handler_pc);
  CHECK(t->has_pending_exception());  // the search leaves the exception pending
  t->pending_exception = nullptr;

  throw_npe(t);  // a NullPointerException is no ArithmeticException: the catch-all
  REQUIRE(t->has_pending_exception());
  CHECK(find_exception_handler(t, m, idiv) == finally_entry->handler_pc);
  // Past every protected range: no handler in this method.
  CHECK(find_exception_handler(t, m, int(code.size()) - 1) == -1);
  t->pending_exception = nullptr;
}
