// Class writer and lambda proxy generation: what the writer emits parses back with the class-file
// parser, the constant pool shares equal entries, and a proxy has the fields, interfaces, methods
// and instruction sequence LambdaMetafactory's rules ask for (boxing, unboxing, widening, casts).
#include <algorithm>
#include <catch2/catch.hpp>
#include <memory>

#include "classfile/class_parser.hpp"
#include "classfile/class_writer.hpp"
#include "runtime/indy/lambda_metafactory.hpp"

using namespace jvmlab::classfile;
using jvmlab::interp::LambdaSpec;
using jvmlab::interp::RefKind;

namespace {

std::unique_ptr<ClassFile> parse_ok(const std::vector<uint8_t>& bytes) {
  ParseResult result = parse_class_file(bytes, "");
  if (auto* error = std::get_if<FormatError>(&result)) FAIL("rejected: " << error->message);
  return std::move(std::get<std::unique_ptr<ClassFile>>(result));
}

const MethodInfo* find_method(const ClassFile& cf, std::string_view name, std::string_view desc) {
  for (const auto& m : cf.methods) {
    if (m.name == name && m.descriptor == desc) return &m;
  }
  return nullptr;
}

/// The opcodes of straight-line code (operands skipped) for the instructions a proxy uses.
std::vector<uint8_t> opcodes(const std::vector<uint8_t>& code) {
  std::vector<uint8_t> ops;
  for (size_t i = 0; i < code.size();) {
    uint8_t op = code[i];
    ops.push_back(op);
    switch (op) {
      case 0x15: case 0x16: case 0x17: case 0x18: case 0x19: i += 2; break;  // xload n
      case 0xb4: case 0xb6: case 0xb7: case 0xb8: case 0xbb: case 0xc0: i += 3; break;
      case 0xb9: i += 5; break;  // invokeinterface
      default: i += 1;
    }
  }
  return ops;
}

/// Class name of the Methodref/InterfaceMethodref at the invoke instruction `at` of `code`.
std::string invoked(const ClassFile& cf, const std::vector<uint8_t>& code, size_t at) {
  uint16_t index = uint16_t(code[at + 1] << 8 | code[at + 2]);
  const auto& ref = cf.constant_pool[index];
  return cf.class_name(ref.index1) + "." + cf.utf8(cf.constant_pool[ref.index2].index1);
}

}  // namespace

TEST_CASE("constant pool builder shares equal entries", "[lambda]") {
  ConstantPoolBuilder pool;
  uint16_t a = pool.utf8("hello");
  uint16_t b = pool.utf8("hello");
  uint16_t c = pool.class_ref("java/lang/String");
  uint16_t d = pool.class_ref("java/lang/String");
  uint16_t m1 = pool.method_ref("A", "m", "()V", false);
  uint16_t m2 = pool.method_ref("A", "m", "()V", true);
  CHECK(a == b);
  CHECK(c == d);
  CHECK(m1 != m2);  // Methodref and InterfaceMethodref are different constants
  CHECK(pool.integer(-1) == pool.integer(-1));
}

TEST_CASE("class writer output parses back", "[lambda]") {
  ClassWriter w("p/Gen", "java/lang/Object", acc::PUBLIC | acc::SUPER);
  w.add_interface("java/lang/Runnable");
  w.add_field(acc::PRIVATE | acc::FINAL, "x", "J");
  WrittenMethod m;
  m.access = acc::PUBLIC;
  m.name = "run";
  m.descriptor = "()V";
  m.has_code = true;
  m.max_stack = 0;
  m.max_locals = 1;
  m.code = {0xb1};  // return
  w.add_method(m);
  WrittenMethod abs;
  abs.access = acc::PUBLIC | acc::ABSTRACT;
  abs.name = "f";
  abs.descriptor = "(I)I";
  w.add_method(abs);
  auto cf = parse_ok(w.bytes());
  CHECK(cf->major_version == 52);
  CHECK(cf->this_class == "p/Gen");
  CHECK(cf->super_class == "java/lang/Object");
  REQUIRE(cf->interfaces.size() == 1);
  CHECK(cf->interfaces[0] == "java/lang/Runnable");
  REQUIRE(cf->fields.size() == 1);
  CHECK(cf->fields[0].name == "x");
  CHECK(cf->fields[0].descriptor == "J");
  const MethodInfo* run = find_method(*cf, "run", "()V");
  REQUIRE(run != nullptr);
  REQUIRE(run->code.has_value());
  CHECK(run->code->code == std::vector<uint8_t>{0xb1});
  CHECK(run->code->max_locals == 1);
  const MethodInfo* f = find_method(*cf, "f", "(I)I");
  REQUIRE(f != nullptr);
  CHECK(!f->code.has_value());
}

TEST_CASE("proxy for a capturing lambda with boxing and a bridge", "[lambda]") {
  // Function<Integer,Long> f = x -> widen(k, x) with `int k` captured and impl (II)J, plus a
  // bridge descriptor and a marker; the SAM repeated among the bridges is written once.
  LambdaSpec spec;
  spec.proxy_name = "Main$$Lambda$1";
  spec.interface_name = "java/util/function/Function";
  spec.markers = {"java/io/Serializable"};
  spec.sam_name = "apply";
  spec.sam_descriptor = "(Ljava/lang/Object;)Ljava/lang/Object;";
  spec.bridges = {"(Ljava/lang/Integer;)Ljava/lang/Long;", "(Ljava/lang/Object;)Ljava/lang/Object;"};
  spec.instantiated_descriptor = "(Ljava/lang/Integer;)Ljava/lang/Long;";
  spec.captured = {"I"};
  spec.impl_kind = RefKind::InvokeStatic;
  spec.impl_class = "Main";
  spec.impl_name = "lambda$main$0";
  spec.impl_descriptor = "(II)J";
  auto cf = parse_ok(jvmlab::interp::generate_lambda_proxy(spec));
  CHECK(cf->this_class == "Main$$Lambda$1");
  CHECK(cf->interfaces == std::vector<std::string>{"java/util/function/Function", "java/io/Serializable"});
  REQUIRE(cf->fields.size() == 2);
  CHECK(cf->fields[0].name == "arg$1");
  CHECK(cf->fields[0].descriptor == "I");
  CHECK(cf->fields[1].name == "INSTANCE");
  CHECK(cf->methods.size() == 2);
  const MethodInfo* sam = find_method(*cf, "apply", spec.sam_descriptor);
  REQUIRE(sam != nullptr);
  REQUIRE(sam->code.has_value());
  // aload_0 getfield | aload_1 checkcast Integer invokevirtual intValue | invokestatic impl |
  // invokestatic Long.valueOf | areturn
  const auto& code = sam->code->code;
  CHECK(opcodes(code) == std::vector<uint8_t>{0x2a, 0xb4, 0x19, 0xc0, 0xb6, 0xb8, 0xb8, 0xb0});
  CHECK(invoked(*cf, code, 9) == "java/lang/Integer.intValue");
  CHECK(invoked(*cf, code, 12) == "Main.lambda$main$0");
  CHECK(invoked(*cf, code, 15) == "java/lang/Long.valueOf");
  CHECK(sam->code->max_stack == 2);
  CHECK(sam->code->max_locals == 2);
  const MethodInfo* bridge = find_method(*cf, "apply", "(Ljava/lang/Integer;)Ljava/lang/Long;");
  REQUIRE(bridge != nullptr);
  // No cast needed from Integer; the result is already a Long.
  CHECK(opcodes(bridge->code->code) == std::vector<uint8_t>{0x2a, 0xb4, 0x19, 0xb6, 0xb8, 0xb8, 0xb0});
}

TEST_CASE("proxy for an unbound method reference and a constructor reference", "[lambda]") {
  // ToLongFunction<String> f = String::length: receiver cast, int result widened to long.
  LambdaSpec spec;
  spec.proxy_name = "Main$$Lambda$2";
  spec.interface_name = "java/util/function/ToLongFunction";
  spec.sam_name = "applyAsLong";
  spec.sam_descriptor = "(Ljava/lang/Object;)J";
  spec.instantiated_descriptor = "(Ljava/lang/String;)J";
  spec.impl_kind = RefKind::InvokeVirtual;
  spec.impl_class = "java/lang/String";
  spec.impl_name = "length";
  spec.impl_descriptor = "()I";
  auto cf = parse_ok(jvmlab::interp::generate_lambda_proxy(spec));
  const MethodInfo* m = find_method(*cf, "applyAsLong", "(Ljava/lang/Object;)J");
  REQUIRE(m != nullptr);
  // aload_1 checkcast String invokevirtual length i2l lreturn
  CHECK(opcodes(m->code->code) == std::vector<uint8_t>{0x19, 0xc0, 0xb6, 0x85, 0xad});
  CHECK(m->code->max_stack == 2);

  // Supplier<Point> s = Point::new
  LambdaSpec ctor;
  ctor.proxy_name = "Main$$Lambda$3";
  ctor.interface_name = "java/util/function/Supplier";
  ctor.sam_name = "get";
  ctor.sam_descriptor = "()Ljava/lang/Object;";
  ctor.instantiated_descriptor = "()LPoint;";
  ctor.impl_kind = RefKind::NewInvokeSpecial;
  ctor.impl_class = "Point";
  ctor.impl_name = "<init>";
  ctor.impl_descriptor = "()V";
  auto cf2 = parse_ok(jvmlab::interp::generate_lambda_proxy(ctor));
  const MethodInfo* get = find_method(*cf2, "get", "()Ljava/lang/Object;");
  REQUIRE(get != nullptr);
  // new Point, dup, invokespecial <init>, areturn
  CHECK(opcodes(get->code->code) == std::vector<uint8_t>{0xbb, 0x59, 0xb7, 0xb0});
  CHECK(get->code->max_stack == 2);
}
