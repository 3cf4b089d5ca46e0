// Interpreter: every opcode family at boundary values (MIN/MAX, ±0.0, NaN, ±∞, shift counts
// -1/0/31/32/63/64), run through the real VM on tests/unit/data/Opcodes.java. Expected values are
// the JVMS/JLS results, which the real java 17 produces for the same calls.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>
#include <limits>

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
