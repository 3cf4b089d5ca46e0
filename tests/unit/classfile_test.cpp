// Class-file parser on real javac 17 output (tests/unit/data/*.java): every attribute and
// constant-pool tag javac emits, constants at their boundary values, modified UTF-8 strings.
// Expected values come from the Java sources and the JVMS, checked against `javap -v`.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstring>
#include <memory>

#include "classfile/class_parser.hpp"
#include "classfile_test_data.hpp"

using namespace jvmlab::classfile;
using jvmlab::test::read_test_class;

namespace {

std::unique_ptr<ClassFile> parse_ok(const std::vector<uint8_t>& bytes, std::string_view name) {
  ParseResult result = parse_class_file(bytes, name);
  if (auto* error = std::get_if<FormatError>(&result)) FAIL("rejected: " << error->message);
  return std::move(std::get<std::unique_ptr<ClassFile>>(result));
}

const FieldInfo& field(const ClassFile& cf, std::string_view name) {
  const auto it = std::find_if(cf.fields.begin(), cf.fields.end(),
                               [&](const FieldInfo& f) { return f.name == name; });
  REQUIRE(it != cf.fields.end());
  return *it;
}

const MethodInfo& method(const ClassFile& cf, std::string_view name, std::string_view desc) {
  const auto it = std::find_if(cf.methods.begin(), cf.methods.end(), [&](const MethodInfo& m) {
    return m.name == name && m.descriptor == desc;
  });
  REQUIRE(it != cf.methods.end());
  return *it;
}

const CpEntry& constant_of(const ClassFile& cf, std::string_view field_name) {
  const FieldInfo& f = field(cf, field_name);
  REQUIRE(f.constant_value_index != 0);
  return cf.constant_pool[f.constant_value_index];
}

bool contains(const std::vector<std::string>& v, std::string_view s) {
  return std::find(v.begin(), v.end(), s) != v.end();
}

}  // namespace

TEST_CASE("javac 17 class: header, interfaces, SourceFile, Signature", "[classfile]") {
  const auto cf = parse_ok(read_test_class("Kitchen.class"), "Kitchen");
  CHECK(cf->major_version == 61);
  CHECK(cf->minor_version == 0);
  CHECK(cf->this_class == "Kitchen");
  CHECK(cf->super_class == "java/lang/Object");
  CHECK(cf->access_flags == (acc::PUBLIC | acc::SUPER));
  CHECK(cf->interfaces == std::vector<std::string>{"java/lang/Runnable", "java/lang/Comparable"});
  CHECK(cf->source_file == "Kitchen.java");
  CHECK(cf->signature ==
        "<T::Ljava/lang/Comparable<TT;>;>Ljava/lang/Object;Ljava/lang/Runnable;"
        "Ljava/lang/Comparable<LKitchen<TT;>;>;");
  CHECK(field(*cf, "items").signature == "Ljava/util/List<TT;>;");
  CHECK(method(*cf, "generic", "(Ljava/lang/Object;)Ljava/lang/Object;").signature ==
        "<U:Ljava/lang/Object;>(TU;)TU;");
  CHECK_FALSE(cf->record.has_value());
}

TEST_CASE("javac 17 class: every constant-pool tag javac emits, Long/Double take two slots",
          "[classfile]") {
  const auto cf = parse_ok(read_test_class("Kitchen.class"), "Kitchen");
  const auto& pool = cf->constant_pool;
  REQUIRE(pool.size() > 1);
  CHECK(pool[0].tag == CpTag::Invalid);
  std::vector<CpTag> seen;
  for (size_t i = 1; i < pool.size(); ++i) {
    seen.push_back(pool[i].tag);
    if (pool[i].tag == CpTag::Long || pool[i].tag == CpTag::Double) {
      REQUIRE(i + 1 < pool.size());
      CHECK(pool[i + 1].tag == CpTag::Invalid);
      ++i;
    } else {
      CHECK(pool[i].tag != CpTag::Invalid);
    }
  }
  for (CpTag tag :
       {CpTag::Utf8, CpTag::Integer, CpTag::Float, CpTag::Long, CpTag::Double, CpTag::Class,
        CpTag::String, CpTag::Fieldref, CpTag::Methodref, CpTag::InterfaceMethodref,
        CpTag::NameAndType, CpTag::MethodHandle, CpTag::MethodType, CpTag::InvokeDynamic}) {
    INFO("tag " << int(tag));
    CHECK(std::find(seen.begin(), seen.end(), tag) != seen.end());
  }
  // Cross references resolve to the right tags
  for (size_t i = 1; i < pool.size(); ++i) {
    const CpEntry& e = pool[i];
    if (e.tag == CpTag::Methodref || e.tag == CpTag::Fieldref) {
      CHECK(pool[e.index1].tag == CpTag::Class);
      CHECK(pool[e.index2].tag == CpTag::NameAndType);
    }
    if (e.tag == CpTag::MethodHandle) {
      CHECK(e.index1 >= 1);
      CHECK(e.index1 <= 9);
    }
  }
}

TEST_CASE("javac 17 class: ConstantValue at boundary values", "[classfile]") {
  const auto cf = parse_ok(read_test_class("Kitchen.class"), "Kitchen");
  const CpEntry& int_min = constant_of(*cf, "INT_MIN");
  CHECK(int_min.tag == CpTag::Integer);
  CHECK(int_min.bits == 0x80000000u);
  const CpEntry& long_min = constant_of(*cf, "LONG_MIN");
  CHECK(long_min.tag == CpTag::Long);
  CHECK(long_min.bits == 0x8000000000000000ull);
  const CpEntry& nan = constant_of(*cf, "FLOAT_NAN");
  CHECK(nan.tag == CpTag::Float);
  CHECK(nan.bits == 0x7FC00000u);  // javac writes Float.floatToIntBits(NaN)
  const CpEntry& neg_zero = constant_of(*cf, "NEG_ZERO");
  CHECK(neg_zero.tag == CpTag::Double);
  CHECK(neg_zero.bits == 0x8000000000000000ull);
  CHECK(constant_of(*cf, "DOUBLE_MAX").bits == 0x7FEFFFFFFFFFFFFFull);
  CHECK(constant_of(*cf, "CHAR").bits == 0xE9);
  CHECK(constant_of(*cf, "BOOL").bits == 1);
  CHECK(constant_of(*cf, "BYTE").bits == 0xFFFFFF80u);
  CHECK(constant_of(*cf, "SHORT").bits == 32767);
  // ConstantValue on an instance field is ignored (JVMS §4.7.2)
  CHECK(field(*cf, "notStatic").constant_value_index == 0);
  CHECK(field(*cf, "counter").constant_value_index == 0);
  // Constants only used in code live in the pool too: 1234567890123L, 3.5e300, 1.5e-40f
  const auto has = [&](CpTag tag, uint64_t bits) {
    return std::any_of(cf->constant_pool.begin(), cf->constant_pool.end(),
                       [&](const CpEntry& e) { return e.tag == tag && e.bits == bits; });
  };
  CHECK(has(CpTag::Long, 1234567890123ull));
  double d = 3.5e300;
  uint64_t d_bits;
  std::memcpy(&d_bits, &d, 8);
  CHECK(has(CpTag::Double, d_bits));
  float f = 1.5e-40f;  // a subnormal
  uint32_t f_bits;
  std::memcpy(&f_bits, &f, 4);
  CHECK(has(CpTag::Float, f_bits));
}

TEST_CASE("javac 17 class: String constant with U+0000 and supplementary chars", "[classfile]") {
  const auto cf = parse_ok(read_test_class("Kitchen.class"), "Kitchen");
  const CpEntry& text = constant_of(*cf, "TEXT");
  REQUIRE(text.tag == CpTag::String);
  const std::string& raw = cf->utf8(text.index1);
  CHECK(raw == "h\xC3\xA9llo \xE2\x82\xAC \xED\xA0\xBD\xED\xB8\x80 nul:\xC0\x80.");
  CHECK(raw.find('\0') == std::string::npos);
  const auto chars = decode_modified_utf8(raw);
  REQUIRE(chars.has_value());
  CHECK(*chars == std::u16string(u"h\u00e9llo \u20ac \U0001F600 nul:\0.", 17));
}

TEST_CASE("javac 17 class: Code, exception table, LineNumberTable, Exceptions", "[classfile]") {
  const auto cf = parse_ok(read_test_class("Kitchen.class"), "Kitchen");
  const MethodInfo& m = method(*cf, "tryCatch", "(Ljava/lang/String;)I");
  CHECK(m.exceptions ==
        std::vector<std::string>{"java/io/IOException", "java/lang/InterruptedException"});
  REQUIRE(m.code.has_value());
  const Code& code = *m.code;
  CHECK(code.max_locals == 5);  // this, s, then javac's temporaries (as `javap -v` shows)
  CHECK_FALSE(code.code.empty());
  // try { } catch (NumberFormatException) { } finally { }: one typed handler, finally handlers
  REQUIRE(code.exception_table.size() >= 2);
  bool typed = false, finally = false;
  for (const ExceptionHandler& h : code.exception_table) {
    CHECK(h.start_pc < h.end_pc);
    CHECK(h.end_pc <= code.code.size());
    CHECK(h.handler_pc < code.code.size());
    if (h.catch_type == 0) {
      finally = true;
    } else {
      typed = typed || cf->class_name(h.catch_type) == "java/lang/NumberFormatException";
    }
  }
  CHECK(typed);
  CHECK(finally);
  REQUIRE_FALSE(code.line_numbers.empty());
  for (const LineNumber& ln : code.line_numbers) {
    CHECK(ln.start_pc < code.code.size());
    CHECK(ln.line_number >= 59);  // tryCatch's body is on lines 59-65 of Kitchen.java
    CHECK(ln.line_number <= 65);
  }
  // LocalVariableTable (javac -g) is kept: names by slot
  const auto local = [&](std::string_view name) {
    return std::find_if(code.local_variables.begin(), code.local_variables.end(),
                        [&](const LocalVariable& v) { return v.name == name; });
  };
  REQUIRE(local("this") != code.local_variables.end());
  CHECK(local("this")->index == 0);
  CHECK(local("this")->start_pc == 0);
  CHECK(local("this")->length == code.code.size());
  REQUIRE(local("s") != code.local_variables.end());
  CHECK(local("s")->index == 1);
  // long, double take two local slots each: this + a(2) + b(2) + c
  CHECK(method(*cf, "wide", "(JDI)J").code->max_locals >= 6);
}

TEST_CASE("javac 17 class: native and abstract methods have no Code", "[classfile]") {
  const auto cf = parse_ok(read_test_class("Kitchen.class"), "Kitchen");
  const MethodInfo& native = method(*cf, "nativeMethod", "()V");
  CHECK((native.access_flags & acc::NATIVE) != 0);
  CHECK_FALSE(native.code.has_value());
  const auto base = parse_ok(read_test_class("Kitchen$Base.class"), "Kitchen$Base");
  const MethodInfo& f = method(*base, "f", "()V");
  CHECK((f.access_flags & acc::ABSTRACT) != 0);
  CHECK_FALSE(f.code.has_value());
  const auto shape = parse_ok(read_test_class("Kitchen$Shape.class"), "Kitchen$Shape");
  CHECK((shape->access_flags & acc::INTERFACE) != 0);
  CHECK_FALSE(method(*shape, "area", "()D").code.has_value());
}

TEST_CASE("javac 17 class: lambdas and string concat give BootstrapMethods", "[classfile]") {
  const auto cf = parse_ok(read_test_class("Kitchen.class"), "Kitchen");
  // Two LambdaMetafactory.metafactory call sites and one StringConcatFactory
  REQUIRE(cf->bootstrap_methods.size() == 3);
  int lambdas = 0, concats = 0;
  for (const BootstrapMethod& bsm : cf->bootstrap_methods) {
    const CpEntry& handle = cf->constant_pool[bsm.method_ref];
    REQUIRE(handle.tag == CpTag::MethodHandle);
    CHECK(handle.index1 == 6);  // REF_invokeStatic
    const CpEntry& ref = cf->constant_pool[handle.index2];
    const std::string& owner = cf->class_name(ref.index1);
    if (owner == "java/lang/invoke/LambdaMetafactory") {
      ++lambdas;
      REQUIRE(bsm.arguments.size() == 3);  // MethodType, MethodHandle, MethodType
      CHECK(cf->constant_pool[bsm.arguments[0]].tag == CpTag::MethodType);
      CHECK(cf->constant_pool[bsm.arguments[1]].tag == CpTag::MethodHandle);
      CHECK(cf->constant_pool[bsm.arguments[2]].tag == CpTag::MethodType);
    } else if (owner == "java/lang/invoke/StringConcatFactory") {
      ++concats;
      REQUIRE(bsm.arguments.size() == 1);  // the recipe
      const CpEntry& recipe = cf->constant_pool[bsm.arguments[0]];
      REQUIRE(recipe.tag == CpTag::String);
      CHECK(cf->utf8(recipe.index1) == "x\x01\x01");
    }
  }
  CHECK(lambdas == 2);
  CHECK(concats == 1);
  // Every InvokeDynamic names an existing bootstrap method
  for (const CpEntry& e : cf->constant_pool) {
    if (e.tag == CpTag::InvokeDynamic) CHECK(e.index1 < cf->bootstrap_methods.size());
  }
}

TEST_CASE("javac 17 class: InnerClasses, NestHost and NestMembers", "[classfile]") {
  const auto cf = parse_ok(read_test_class("Kitchen.class"), "Kitchen");
  CHECK(cf->nest_host.empty());
  for (const char* member :
       {"Kitchen$Point", "Kitchen$Inner", "Kitchen$Nested", "Kitchen$Shape", "Kitchen$Base"}) {
    INFO(member);
    CHECK(contains(cf->nest_members, member));
  }
  const auto inner =
      std::find_if(cf->inner_classes.begin(), cf->inner_classes.end(),
                   [](const InnerClass& ic) { return ic.inner_class == "Kitchen$Inner"; });
  REQUIRE(inner != cf->inner_classes.end());
  CHECK(inner->outer_class == "Kitchen");
  CHECK(inner->inner_name == "Inner");
  // java/lang/invoke/MethodHandles$Lookup is listed because of the lambdas
  const auto lookup =
      std::find_if(cf->inner_classes.begin(), cf->inner_classes.end(), [](const InnerClass& ic) {
        return ic.inner_class == "java/lang/invoke/MethodHandles$Lookup";
      });
  REQUIRE(lookup != cf->inner_classes.end());
  CHECK(lookup->access_flags == (acc::PUBLIC | acc::STATIC | acc::FINAL));

  const auto nested = parse_ok(read_test_class("Kitchen$Inner.class"), "Kitchen$Inner");
  CHECK(nested->nest_host == "Kitchen");
  CHECK(nested->nest_members.empty());
}

TEST_CASE("javac 17 record: Record attribute with component signatures", "[classfile]") {
  const auto cf = parse_ok(read_test_class("Kitchen$Point.class"), "Kitchen$Point");
  CHECK(cf->super_class == "java/lang/Record");
  CHECK(cf->nest_host == "Kitchen");
  REQUIRE(cf->record.has_value());
  const auto& components = *cf->record;
  REQUIRE(components.size() == 3);
  CHECK(components[0].name == "x");
  CHECK(components[0].descriptor == "I");
  CHECK(components[0].signature.empty());
  CHECK(components[1].name == "y");
  CHECK(components[2].name == "tags");
  CHECK(components[2].descriptor == "Ljava/util/List;");
  CHECK(components[2].signature == "Ljava/util/List<Ljava/lang/String;>;");
  // toString/hashCode/equals go through ObjectMethods.bootstrap with 5 arguments
  // (Class, String "x;y;tags", and three getter MethodHandles)
  REQUIRE(cf->bootstrap_methods.size() == 1);
  CHECK(cf->bootstrap_methods[0].arguments.size() == 5);
}

TEST_CASE("javac --release 8 class: version 52.0, lambda bootstrap", "[classfile]") {
  const auto cf = parse_ok(read_test_class("v8/Old.class"), "Old");
  CHECK(cf->major_version == 52);
  CHECK(cf->minor_version == 0);
  CHECK(cf->nest_members.empty());
  CHECK(cf->bootstrap_methods.size() == 1);
  CHECK(method(*cf, "main", "([Ljava/lang/String;)V").code->max_locals >= 1);
}

TEST_CASE("the name hint only matters for messages", "[classfile]") {
  const auto bytes = read_test_class("Kitchen.class");
  const auto a = parse_ok(bytes, "");
  const auto b = parse_ok(bytes, "whatever");
  CHECK(a->this_class == b->this_class);
}
