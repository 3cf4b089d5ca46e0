// Class-file parser on malformed input: each check gives java's ClassFormatError wording plus the
// byte offset; truncations and random mutations of real class files never crash. Also run these
// in a -DJVMLAB_SANITIZE=ON (ASan+UBSan) build: jvmlab_unit_tests "[classfile]".
#include <catch2/catch.hpp>
#include <memory>
#include <string>

#include "classfile/class_parser.hpp"
#include "classfile_builder.hpp"
#include "classfile_test_data.hpp"

using namespace jvmlab::classfile;
using Catch::Matchers::StartsWith;
using jvmlab::test::Bytes;
using jvmlab::test::ClassBuilder;
using jvmlab::test::Random;
using jvmlab::test::read_test_class;

namespace {

FormatError parse_error(const std::vector<uint8_t>& bytes, std::string_view name = "Foo") {
  ParseResult result = parse_class_file(bytes, name);
  if (std::holds_alternative<std::unique_ptr<ClassFile>>(result)) FAIL("accepted a bad class file");
  return std::get<FormatError>(std::move(result));
}

std::unique_ptr<ClassFile> parse_ok(const std::vector<uint8_t>& bytes) {
  ParseResult result = parse_class_file(bytes, "Foo");
  if (auto* error = std::get_if<FormatError>(&result)) FAIL("rejected: " << error->message);
  return std::move(std::get<std::unique_ptr<ClassFile>>(result));
}

// A class Foo with `static void m()` whose Code attribute body the test supplies.
ClassBuilder with_method(const Bytes& code_body, uint16_t flags = 0x0008,
                         std::string_view desc = "()V") {
  ClassBuilder b;
  b.add_method(flags, "m", desc, code_body);
  return b;
}

const Bytes kReturn = Bytes().u1(0xB1);  // return

}  // namespace

TEST_CASE("a minimal hand-built class parses", "[classfile][malformed]") {
  const auto cf = parse_ok(with_method(ClassBuilder::code_body(0, 0, kReturn)).build());
  CHECK(cf->this_class == "Foo");
  REQUIRE(cf->methods.size() == 1);
  REQUIRE(cf->methods[0].code.has_value());
  CHECK(cf->methods[0].code->code == std::vector<uint8_t>{0xB1});
}

TEST_CASE("Dynamic, Module and Package constants parse", "[classfile][malformed]") {
  ClassBuilder b;
  const uint16_t bsm_class = b.cls("Bsm");
  const uint16_t bsm_ref = b.ref(10, bsm_class,
                                 b.nat("bsm",
                                       "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;"
                                       "Ljava/lang/Class;)Ljava/lang/Object;"));
  const uint16_t handle = b.method_handle(6, bsm_ref);
  const uint16_t condy = b.entry(Bytes().u1(17).u2(0).u2(b.nat("value", "I")));
  const uint16_t module = b.entry(Bytes().u1(19).u2(b.utf8("my.module")));
  const uint16_t package = b.entry(Bytes().u1(20).u2(b.utf8("my/pkg")));
  b.attributes.push_back(b.attribute("BootstrapMethods", Bytes().u2(1).u2(handle).u2(0)));
  const auto cf = parse_ok(b.build());
  CHECK(cf->constant_pool[condy].tag == CpTag::Dynamic);
  CHECK(cf->constant_pool[module].tag == CpTag::Module);
  CHECK(cf->utf8(cf->constant_pool[module].index1) == "my.module");
  CHECK(cf->constant_pool[package].tag == CpTag::Package);
  REQUIRE(cf->bootstrap_methods.size() == 1);
  CHECK(cf->bootstrap_methods[0].method_ref == handle);
}

TEST_CASE("magic and version errors use java's words", "[classfile][malformed]") {
  SECTION("bad magic") {
    auto bytes = ClassBuilder().build();
    bytes[3] = 0xBF;
    const FormatError e = parse_error(bytes, "p/Foo");
    CHECK(e.message == "Incompatible magic value 3405691583 in class file p/Foo");
    CHECK(e.offset == 0);
    CHECK_FALSE(e.unsupported_version);
  }
  SECTION("too new") {
    ClassBuilder b;
    b.major = 65;
    const FormatError e = parse_error(b.build());
    CHECK(e.message ==
          "Foo has been compiled by a more recent version of the Java Runtime (class file version "
          "65.0), this version of the Java Runtime only recognizes class file versions up to 61.0");
    CHECK(e.unsupported_version);
  }
  SECTION("too old") {
    ClassBuilder b;
    b.major = 44;
    const FormatError e = parse_error(b.build());
    CHECK(e.message == "Foo (class file version 44.0) was compiled with an invalid major version");
    CHECK(e.unsupported_version);
  }
  SECTION("non-zero minor from Java 12 on") {
    ClassBuilder b;
    b.minor = 1;
    const FormatError e = parse_error(b.build());
    CHECK(e.message ==
          "Foo (class file version 61.1) was compiled with an invalid non-zero minor version");
    CHECK(e.unsupported_version);
  }
  SECTION("preview minor") {
    ClassBuilder b;
    b.minor = 0xFFFF;
    CHECK(parse_error(b.build()).message ==
          "Preview features are not enabled for Foo (class file version 61.65535). Try running "
          "with '--enable-preview'");
    b.major = 60;
    CHECK(parse_error(b.build()).message ==
          "Foo (class file version 60.65535) was compiled with preview features that are "
          "unsupported. This version of the Java Runtime only recognizes preview features for "
          "class file version 61.65535");
  }
  SECTION("old versions accept any minor") {
    for (uint16_t major : {45, 49, 52, 55}) {
      ClassBuilder b;
      b.major = major;
      b.minor = 3;
      const auto cf = parse_ok(b.build());
      CHECK(cf->major_version == major);
      CHECK(cf->minor_version == 3);
    }
  }
  SECTION("file shorter than the magic") {
    const FormatError e = parse_error({0xCA, 0xFE});
    CHECK(e.message == "Truncated class file: 4 bytes needed at offset 0");
  }
}

TEST_CASE("constant-pool errors name the index and the offset", "[classfile][malformed]") {
  // The builder's pool starts #1 Utf8 "Foo" @10, #2 Class @16, #3 Utf8 "java/lang/Object" @19,
  // #4 Class @38; the next entry is at offset 41.
  SECTION("index out of range") {
    ClassBuilder b;
    b.entry(Bytes().u1(7).u2(77));
    const FormatError e = parse_error(b.build());
    CHECK(e.message == "Invalid constant pool index 77 in class file Foo at offset 41");
    CHECK(e.offset == 41);
  }
  SECTION("wrong tag: Class naming an Integer") {
    ClassBuilder b;
    const uint16_t i = b.integer(5);
    b.entry(Bytes().u1(7).u2(i));
    CHECK_THAT(
        parse_error(b.build()).message,
        StartsWith("Invalid constant pool index " + std::to_string(i) + " in class file Foo"));
  }
  SECTION("wrong tag: Methodref whose class is a Utf8") {
    ClassBuilder b;
    b.ref(10, b.utf8("Bar"), b.nat("m", "()V"));
    CHECK_THAT(parse_error(b.build()).message, StartsWith("Invalid constant pool index"));
  }
  SECTION("wrong tag: Fieldref whose NameAndType is a Class") {
    ClassBuilder b;
    b.ref(9, b.this_class, b.this_class);
    CHECK_THAT(parse_error(b.build()).message, StartsWith("Invalid constant pool index 2 "));
  }
  SECTION("unknown tag") {
    ClassBuilder b;
    b.entry(Bytes().u1(2).u2(0));
    CHECK(parse_error(b.build()).message ==
          "Unknown constant tag 2 in class file Foo at offset 41");
  }
  SECTION("count 0") {
    ClassBuilder b;
    b.cp_count_adjust = -5;
    CHECK_THAT(parse_error(b.build()).message,
               StartsWith("Illegal constant pool size 0 in class file Foo"));
  }
  SECTION("Long in the last slot") {
    ClassBuilder b;
    b.long_bits(1);
    b.cp_count_adjust = -1;  // the pool ends right after the Long's first slot
    CHECK_THAT(parse_error(b.build()).message, StartsWith("Invalid constant pool entry 5 "));
  }
  SECTION("bad modified UTF-8") {
    ClassBuilder b;
    b.entry(Bytes().u1(1).u2(4).raw("\xF0\x9F\x98\x80"));
    CHECK(parse_error(b.build()).message ==
          "Illegal UTF8 string in constant pool in class file Foo at offset 41");
  }
  SECTION("method handle kind out of range") {
    ClassBuilder b;
    const uint16_t ref = b.ref(10, b.this_class, b.nat("m", "()V"));
    const uint16_t handle = b.method_handle(10, ref);
    CHECK_THAT(
        parse_error(b.build()).message,
        StartsWith("Bad method handle kind at constant pool index " + std::to_string(handle)));
  }
  SECTION("method handle getField to a method") {
    ClassBuilder b;
    const uint16_t ref = b.ref(10, b.this_class, b.nat("m", "()V"));
    b.method_handle(1, ref);
    CHECK_THAT(parse_error(b.build()).message,
               StartsWith("Invalid constant pool index " + std::to_string(ref) +
                          " in class file Foo (not a field)"));
  }
  SECTION("newInvokeSpecial must name <init>") {
    ClassBuilder b;
    b.method_handle(8, b.ref(10, b.this_class, b.nat("m", "()V")));
    CHECK_THAT(parse_error(b.build()).message, StartsWith("Bad constructor name"));
  }
  SECTION("constant tag newer than the class file") {
    ClassBuilder b;
    b.major = 50;
    b.entry(Bytes().u1(18).u2(0).u2(b.nat("run", "()V")));
    CHECK_THAT(parse_error(b.build()).message,
               StartsWith("Class file version does not support constant tag 18"));
  }
  SECTION("illegal class name") {
    ClassBuilder b;
    b.cls("java.lang.String");
    CHECK_THAT(parse_error(b.build()).message,
               StartsWith("Illegal class name \"java.lang.String\" in class file Foo"));
  }
  SECTION("illegal field descriptor in a Fieldref") {
    ClassBuilder b;
    b.ref(9, b.this_class, b.nat("x", "Q"));
    CHECK_THAT(parse_error(b.build()).message,
               StartsWith("Field \"x\" in class Foo has illegal signature \"Q\""));
  }
  SECTION("InvokeDynamic without BootstrapMethods") {
    ClassBuilder b;
    b.entry(Bytes().u1(18).u2(0).u2(b.nat("run", "()Ljava/lang/Runnable;")));
    CHECK_THAT(parse_error(b.build()).message,
               StartsWith("Missing BootstrapMethods attribute in class file Foo"));
  }
}

TEST_CASE("class header errors", "[classfile][malformed]") {
  SECTION("this_class not a Class") {
    ClassBuilder b;
    b.this_class = 1;
    CHECK_THAT(parse_error(b.build()).message,
               StartsWith("Invalid this class index 1 in constant pool in class file Foo"));
  }
  SECTION("no superclass for a class other than Object") {
    ClassBuilder b("Foo", "");
    CHECK_THAT(parse_error(b.build()).message,
               StartsWith("Invalid superclass index 0 in class file Foo"));
    ClassBuilder object("java/lang/Object", "");
    CHECK(parse_ok(object.build())->super_class.empty());
  }
  SECTION("interface index not a Class") {
    ClassBuilder b;
    b.interfaces.push_back(1);
    CHECK_THAT(parse_error(b.build()).message,
               StartsWith("Interface name has bad constant pool index 1"));
  }
  SECTION("extra bytes at the end") {
    auto bytes = ClassBuilder().build();
    const size_t end = bytes.size();
    bytes.push_back(0);
    CHECK(parse_error(bytes).message ==
          "Extra bytes at the end of class file Foo at offset " + std::to_string(end));
  }
}

TEST_CASE("Code attribute errors", "[classfile][malformed]") {
  SECTION("code_length longer than the attribute") {
    // code_length says 100 but the attribute holds 1 byte of code; the file goes on (more
    // methods follow), so this is the Code attribute's length error, not a truncated file
    Bytes body;
    body.u2(0).u2(0).u4(100).raw(kReturn).u2(0).u2(0);
    ClassBuilder b = with_method(body);
    for (int i = 0; i < 20; ++i) {
      b.add_method(0x0008, "n" + std::to_string(i), "()V", ClassBuilder::code_body(0, 0, kReturn));
    }
    const FormatError e = parse_error(b.build());
    CHECK_THAT(e.message, StartsWith("Code segment has wrong length in class file Foo: 100 bytes "
                                     "needed at offset "));
  }
  SECTION("code_length longer than the file") {
    Bytes body;
    body.u2(0).u2(0).u4(100).raw(kReturn).u2(0).u2(0);
    const FormatError e = parse_error(with_method(body).build());
    CHECK_THAT(e.message, StartsWith("Code segment has wrong length"));
  }
  SECTION("bytes left over in the attribute") {
    Bytes body = ClassBuilder::code_body(0, 0, kReturn);
    body.u1(0);
    CHECK_THAT(parse_error(with_method(body).build()).message,
               StartsWith("Code segment has wrong length in class file Foo at offset"));
  }
  SECTION("attribute length past the end of the file") {
    auto bytes = with_method(ClassBuilder::code_body(0, 0, kReturn)).build();
    bytes.resize(bytes.size() - 3);  // cut the Code body and the class attribute count
    CHECK_THAT(parse_error(bytes).message, StartsWith("Truncated class file: "));
  }
  SECTION("code_length 0 and 65536") {
    CHECK_THAT(parse_error(with_method(ClassBuilder::code_body(0, 0, Bytes())).build()).message,
               StartsWith("Invalid method Code length 0"));
    Bytes big;
    big.v.assign(65536, 0);
    CHECK_THAT(parse_error(with_method(ClassBuilder::code_body(0, 0, big)).build()).message,
               StartsWith("Invalid method Code length 65536"));
  }
  SECTION("exception ranges") {
    const Bytes code = Bytes().u1(0).u1(0).u1(0xB1);  // nop nop return
    const auto error_for = [&](uint16_t start, uint16_t end, uint16_t handler) {
      const Bytes table = Bytes().u2(start).u2(end).u2(handler).u2(0);
      return parse_error(with_method(ClassBuilder::code_body(0, 0, code, table, 1)).build())
          .message;
    };
    CHECK_THAT(error_for(1, 1, 0), StartsWith("Illegal exception table range"));
    CHECK_THAT(error_for(2, 1, 0), StartsWith("Illegal exception table range"));
    CHECK_THAT(error_for(0, 4, 0), StartsWith("Illegal exception table range"));
    CHECK_THAT(error_for(0, 3, 3), StartsWith("Illegal exception table handler"));
    const Bytes ok = Bytes().u2(0).u2(3).u2(2).u2(0);
    const auto cf = parse_ok(with_method(ClassBuilder::code_body(0, 0, code, ok, 1)).build());
    REQUIRE(cf->methods[0].code->exception_table.size() == 1);
    CHECK(cf->methods[0].code->exception_table[0].end_pc == 3);
  }
  SECTION("catch type must be a Class") {
    const Bytes table = Bytes().u2(0).u2(1).u2(0).u2(1);  // #1 is a Utf8
    CHECK_THAT(
        parse_error(with_method(ClassBuilder::code_body(0, 0, kReturn, table, 1)).build()).message,
        StartsWith("Catch type in exception table has bad constant type"));
  }
  SECTION("LineNumberTable pc outside the code") {
    ClassBuilder b;
    const Bytes lnt = b.attribute("LineNumberTable", Bytes().u2(1).u2(1).u2(7));
    b.add_method(0x0008, "m", "()V", ClassBuilder::code_body(0, 0, kReturn, Bytes(), 0, lnt, 1));
    CHECK_THAT(parse_error(b.build()).message, StartsWith("Invalid pc in LineNumberTable"));
  }
  SECTION("arguments must fit in max_locals") {
    CHECK_THAT(
        parse_error(with_method(ClassBuilder::code_body(0, 2, kReturn), 0x0008, "(JI)V").build())
            .message,
        StartsWith("Arguments can't fit into locals"));
    parse_ok(with_method(ClassBuilder::code_body(0, 3, kReturn), 0x0008, "(JI)V").build());
  }
  SECTION("Code presence must match native/abstract") {
    ClassBuilder b;
    b.methods.push_back(Bytes().u2(0x0008).u2(b.utf8("m")).u2(b.utf8("()V")).u2(0));
    CHECK_THAT(parse_error(b.build()).message,
               StartsWith("Absent Code attribute in method that is not native or abstract"));
    CHECK_THAT(
        parse_error(with_method(ClassBuilder::code_body(0, 0, kReturn), 0x0108).build()).message,
        StartsWith("Code attribute in native or abstract methods"));
  }
  SECTION("unknown attributes are skipped at every level") {
    ClassBuilder b;
    const Bytes junk = b.attribute("Junk", Bytes().u4(0xDEADBEEF).u1(0));
    b.add_method(0x0008, "m", "()V", ClassBuilder::code_body(0, 0, kReturn, Bytes(), 0, junk, 1));
    b.fields.push_back(Bytes().u2(0).u2(b.utf8("f")).u2(b.utf8("I")).u2(1).raw(junk));
    b.attributes.push_back(junk);
    const auto cf = parse_ok(b.build());
    CHECK(cf->fields.size() == 1);
    CHECK(cf->methods[0].code->code.size() == 1);
  }
}

TEST_CASE("member and class attribute errors", "[classfile][malformed]") {
  SECTION("ConstantValue of the wrong type") {
    ClassBuilder b;
    const uint16_t value = b.long_bits(1);
    b.fields.push_back(Bytes()
                           .u2(0x0008)
                           .u2(b.utf8("x"))
                           .u2(b.utf8("I"))
                           .u2(1)
                           .raw(b.attribute("ConstantValue", Bytes().u2(value))));
    CHECK_THAT(parse_error(b.build()).message, StartsWith("Inconsistent constant value type"));
  }
  SECTION("ConstantValue with a bad length") {
    ClassBuilder b;
    const uint16_t value = b.integer(1);
    b.fields.push_back(Bytes()
                           .u2(0x0008)
                           .u2(b.utf8("x"))
                           .u2(b.utf8("I"))
                           .u2(1)
                           .raw(b.attribute("ConstantValue", Bytes().u2(value).u1(0))));
    CHECK_THAT(parse_error(b.build()).message,
               StartsWith("Invalid ConstantValue field attribute length 3"));
  }
  SECTION("duplicate methods") {
    ClassBuilder b;
    b.add_method(0x0008, "m", "()V", ClassBuilder::code_body(0, 0, kReturn));
    b.add_method(0x0008, "m", "()V", ClassBuilder::code_body(0, 0, kReturn));
    CHECK_THAT(parse_error(b.build()).message,
               StartsWith("Duplicate method name \"m\" with signature \"()V\" in class file Foo"));
  }
  SECTION("illegal field name") {
    ClassBuilder b;
    b.fields.push_back(Bytes().u2(0).u2(b.utf8("a.c")).u2(b.utf8("I")).u2(0));
    CHECK_THAT(parse_error(b.build()).message,
               StartsWith("Illegal field name \"a.c\" in class Foo"));
  }
  SECTION("SourceFile naming a Class") {
    ClassBuilder b;
    b.attributes.push_back(b.attribute("SourceFile", Bytes().u2(b.this_class)));
    CHECK_THAT(parse_error(b.build()).message,
               StartsWith("Invalid SourceFile attribute at constant pool index 2"));
  }
  SECTION("InnerClasses with the wrong length") {
    ClassBuilder b;
    b.attributes.push_back(
        b.attribute("InnerClasses", Bytes().u2(1).u2(b.this_class).u2(0).u2(0).u2(0).u1(0)));
    CHECK_THAT(parse_error(b.build()).message, StartsWith("Wrong InnerClasses attribute length"));
  }
  SECTION("InnerClasses entries are read by their count, past the attribute") {
    ClassBuilder b;
    b.attributes.push_back(
        b.attribute("InnerClasses", Bytes().u2(2).u2(b.this_class).u2(0).u2(0).u2(0)));
    CHECK_THAT(parse_error(b.build()).message, StartsWith("Truncated class file"));
  }
  SECTION("an InnerClasses entry is checked before the attribute's length") {
    ClassBuilder b;
    b.attributes.push_back(
        b.attribute("InnerClasses", Bytes().u2(1).u2(b.this_class).u2(0).u2(0xff).u2(0).u1(0)));
    CHECK_THAT(parse_error(b.build()).message,
               StartsWith("inner_name_index 255 has bad constant type in class file Foo"));
  }
  SECTION("InnerClasses flags: bad entries before ACC_MODULE, ACC_MODULE only from 53") {
    ClassBuilder b;
    b.attributes.push_back(b.attribute(
        "InnerClasses", Bytes().u2(1).u2(b.this_class).u2(0).u2(0xff).u2(0x8000)));
    CHECK_THAT(parse_error(b.build()).message, StartsWith("inner_name_index 255"));
    ClassBuilder old;
    old.major = 52;
    old.attributes.push_back(old.attribute(
        "InnerClasses", Bytes().u2(1).u2(old.cls("Foo$In")).u2(old.this_class).u2(0).u2(0x8000)));
    const auto cf = parse_ok(old.build());
    REQUIRE(cf->inner_classes.size() == 1);
    CHECK(cf->inner_classes[0].access_flags == 0);
  }
  SECTION("a duplicate InnerClasses entry") {
    ClassBuilder b;
    const uint16_t inner = b.cls("Foo$In");
    const Bytes entry = Bytes().u2(inner).u2(b.this_class).u2(0).u2(0x0008);
    b.attributes.push_back(b.attribute("InnerClasses", Bytes().u2(2).raw(entry).raw(entry)));
    CHECK_THAT(parse_error(b.build()).message,
               StartsWith("Duplicate entry in InnerClasses attribute in class file Foo"));
  }
  SECTION("a circular chain of outer classes: the attribute is ignored") {
    ClassBuilder b;
    const uint16_t x = b.cls("Foo$X"), y = b.cls("Foo$Y");
    b.attributes.push_back(b.attribute(
        "InnerClasses", Bytes().u2(2).u2(x).u2(y).u2(0).u2(0).u2(y).u2(x).u2(0).u2(0)));
    CHECK(parse_ok(b.build())->inner_classes.empty());
  }
  SECTION("NestMembers entry not a Class") {
    ClassBuilder b;
    b.attributes.push_back(b.attribute("NestMembers", Bytes().u2(1).u2(1)));
    CHECK_THAT(parse_error(b.build()).message,
               StartsWith("Nest member class_info_index 1 has bad constant type"));
  }
  SECTION("Record longer than its attribute") {
    ClassBuilder b("Foo", "java/lang/Record");
    b.attributes.push_back(
        b.attribute("Record", Bytes().u2(3).u2(b.utf8("x")).u2(b.utf8("I")).u2(0)));
    CHECK_THAT(parse_error(b.build()).message,
               StartsWith("Record attribute has wrong length in class file Foo: "));
  }
  SECTION("BootstrapMethods argument that is not loadable") {
    ClassBuilder b;
    const uint16_t handle = b.method_handle(6, b.ref(10, b.this_class, b.nat("bsm", "()V")));
    b.attributes.push_back(b.attribute("BootstrapMethods", Bytes().u2(1).u2(handle).u2(1).u2(1)));
    CHECK_THAT(parse_error(b.build()).message,
               StartsWith("argument_index 1 has bad constant type"));
  }
}

// The checks and texts of HotSpot's ClassFileParser (parse_method, parse_field_attributes,
// parse_classfile_attributes, parse_classfile_record_attribute). Each method, class and
// InnerClasses case here was also run on java 17 as a hand-built class with a main method:
// same outcome, same text (jvmlab adds " at offset N").
// tests/hostile/classes/method-parameters-wrong-length is the fuzzer's case.
TEST_CASE("attribute lengths and repeats java checks", "[classfile][malformed]") {
  // A method `static void m()` whose attributes after Code the test supplies.
  auto with_method_attributes = [](ClassBuilder& b, const std::vector<Bytes>& extra) {
    const Bytes code = ClassBuilder::code_body(0, 0, kReturn);
    Bytes m;
    m.u2(0x0008).u2(b.utf8("m")).u2(b.utf8("()V")).u2(static_cast<uint32_t>(1 + extra.size()));
    m.raw(b.attribute("Code", code));
    for (const Bytes& a : extra) m.raw(a);
    b.methods.push_back(m);
  };
  SECTION("MethodParameters longer than its count says") {
    ClassBuilder b;
    with_method_attributes(b, {b.attribute("MethodParameters", Bytes().u1(1).u2(0).u2(0).u2(0))});
    CHECK_THAT(parse_error(b.build()).message,
               StartsWith("Invalid MethodParameters method attribute length 7 in class file at"));
  }
  SECTION("MethodParameters empty") {
    ClassBuilder b;
    with_method_attributes(b, {b.attribute("MethodParameters", Bytes())});
    CHECK_THAT(parse_error(b.build()).message,
               StartsWith("Invalid MethodParameters method attribute length 0"));
  }
  SECTION("MethodParameters of the right length, in any version") {
    ClassBuilder b;
    b.major = 45;
    with_method_attributes(b, {b.attribute("MethodParameters", Bytes().u1(0))});
    parse_ok(b.build());
  }
  SECTION("two MethodParameters") {
    ClassBuilder b;
    const Bytes mp = b.attribute("MethodParameters", Bytes().u1(0));
    with_method_attributes(b, {mp, mp});
    CHECK_THAT(parse_error(b.build()).message,
               StartsWith("Multiple MethodParameters attributes in class file Foo"));
  }
  SECTION("Synthetic and Deprecated carry nothing") {
    ClassBuilder b;
    with_method_attributes(b, {b.attribute("Deprecated", Bytes().u1(0))});
    CHECK_THAT(parse_error(b.build()).message,
               StartsWith("Invalid Deprecated method attribute length 1 in class file Foo"));
    ClassBuilder f;
    f.fields.push_back(Bytes().u2(0).u2(f.utf8("x")).u2(f.utf8("I")).u2(1).raw(
        f.attribute("Synthetic", Bytes().u2(0))));
    CHECK_THAT(parse_error(f.build()).message,
               StartsWith("Invalid Synthetic field attribute length 2 in class file Foo"));
    ClassBuilder c;
    c.attributes.push_back(c.attribute("Synthetic", Bytes().u1(0)));
    CHECK_THAT(parse_error(c.build()).message,
               StartsWith("Invalid Synthetic classfile attribute length 1 in class file Foo"));
  }
  SECTION("an annotation attribute twice") {
    ClassBuilder b;
    const Bytes rva = b.attribute("RuntimeVisibleAnnotations", Bytes().u2(0));
    with_method_attributes(b, {rva, rva});
    CHECK_THAT(parse_error(b.build()).message,
               StartsWith("Multiple RuntimeVisibleAnnotations attributes for method in class "
                          "file Foo"));
    ClassBuilder c;
    const Bytes ad = c.attribute("AnnotationDefault", Bytes().u1(0));
    c.attributes.push_back(ad);  // not a class attribute: skipped
    c.attributes.push_back(ad);
    c.attributes.push_back(c.attribute("RuntimeInvisibleTypeAnnotations", Bytes().u2(0)));
    c.attributes.push_back(c.attribute("RuntimeInvisibleTypeAnnotations", Bytes().u2(0)));
    CHECK_THAT(parse_error(c.build()).message,
               StartsWith("Multiple RuntimeInvisibleTypeAnnotations attributes in class file Foo"));
  }
  SECTION("an annotation attribute twice before version 49 is skipped") {
    ClassBuilder b;
    b.major = 48;
    const Bytes rva = b.attribute("RuntimeVisibleAnnotations", Bytes().u2(0));
    with_method_attributes(b, {rva, rva});
    parse_ok(b.build());
  }
  SECTION("PermittedSubclasses in a final class") {
    ClassBuilder b;
    b.access = 0x0031;
    b.attributes.push_back(b.attribute("PermittedSubclasses", Bytes().u2(1).u2(b.cls("Bar"))));
    CHECK_THAT(parse_error(b.build()).message,
               StartsWith("PermittedSubclasses attribute in final class file Foo"));
  }
  SECTION("InnerClasses is checked after the other class attributes") {
    ClassBuilder b;
    b.attributes.push_back(b.attribute("InnerClasses", Bytes().u2(2)));
    b.attributes.push_back(b.attribute("SourceFile", Bytes().u2(b.utf8("Foo.java"))));
    b.attributes.push_back(b.attribute("SourceFile", Bytes().u2(b.utf8("Foo.java"))));
    CHECK_THAT(parse_error(b.build()).message,
               StartsWith("Multiple SourceFile attributes in class file Foo"));
  }
}

TEST_CASE("access flags are checked as java checks them", "[classfile][malformed]") {
  SECTION("abstract final class") {
    ClassBuilder b;
    b.access = 0x0411;
    CHECK(parse_error(b.build()).message ==
          "Illegal class modifiers in class Foo: 0x411 at offset 41");
  }
  SECTION("ACC_MODULE") {
    ClassBuilder b;
    b.access = 0x8000;
    CHECK_THAT(parse_error(b.build()).message,
               StartsWith("Foo is not a class because access_flag ACC_MODULE is set"));
  }
  SECTION("field both public and private") {
    ClassBuilder b;
    b.fields.push_back(Bytes().u2(0x0003).u2(b.utf8("x")).u2(b.utf8("I")).u2(0));
    CHECK_THAT(parse_error(b.build()).message,
               StartsWith("Illegal field modifiers in class Foo: 0x3"));
  }
  SECTION("abstract final method") {
    ClassBuilder b;
    b.access = 0x0421;
    b.methods.push_back(Bytes().u2(0x0411).u2(b.utf8("m")).u2(b.utf8("()V")).u2(0));
    CHECK_THAT(parse_error(b.build()).message,
               StartsWith("Method m in class Foo has illegal modifiers: 0x411"));
  }
  SECTION("<clinit> must be static from 51.0 on; its other flags are dropped") {
    ClassBuilder b;
    b.add_method(0x0001, "<clinit>", "()V", ClassBuilder::code_body(0, 0, kReturn));
    CHECK_THAT(parse_error(b.build()).message, StartsWith("Method <clinit> is not static"));
    ClassBuilder old;
    old.major = 50;
    old.add_method(0x0001, "<clinit>", "()V", ClassBuilder::code_body(0, 0, kReturn));
    CHECK(parse_ok(old.build())->methods[0].access_flags == acc::STATIC);
  }
  SECTION("InnerClasses flags") {
    ClassBuilder b;
    b.attributes.push_back(b.attribute(
        "InnerClasses",
        Bytes().u2(1).u2(b.cls("Foo$In")).u2(b.this_class).u2(b.utf8("In")).u2(0x0411)));
    CHECK_THAT(parse_error(b.build()).message,
               StartsWith("Illegal class modifiers in class Foo: 0x411"));
  }
}

TEST_CASE("LocalVariableTable and LocalVariableTypeTable are checked", "[classfile][malformed]") {
  const auto error_for = [](uint16_t start, uint16_t length, uint16_t slot, std::string_view desc,
                            bool add_type_table = false) {
    ClassBuilder b;
    Bytes tables =
        b.attribute("LocalVariableTable",
                    Bytes().u2(1).u2(start).u2(length).u2(b.utf8("v")).u2(b.utf8(desc)).u2(slot));
    if (add_type_table) {
      tables.raw(b.attribute("LocalVariableTypeTable",
                             Bytes().u2(1).u2(0).u2(1).u2(b.utf8("w")).u2(b.utf8("TT;")).u2(0)));
    }
    const Bytes code = Bytes().u1(0).u1(0xB1);
    b.add_method(0x0008, "m", "()V",
                 ClassBuilder::code_body(0, 2, code, Bytes(), 0, tables, add_type_table ? 2 : 1));
    ParseResult result = parse_class_file(b.build(), "Foo");
    const FormatError* e = std::get_if<FormatError>(&result);
    return e ? e->message : std::string("OK");
  };
  CHECK(error_for(0, 2, 0, "I") == "OK");
  CHECK(error_for(0, 2, 0, "J") == "OK");
  CHECK_THAT(error_for(2, 0, 0, "I"), StartsWith("Invalid start_pc 2 in LocalVariableTable"));
  CHECK_THAT(error_for(1, 2, 0, "I"), StartsWith("Invalid length 2 in LocalVariableTable"));
  CHECK_THAT(error_for(0, 2, 2, "I"), StartsWith("Invalid index 2 in LocalVariableTable"));
  CHECK_THAT(error_for(0, 2, 1, "D"), StartsWith("Invalid index 1 in LocalVariableTable"));
  CHECK_THAT(error_for(0, 2, 0, "(I)V"),
             StartsWith("Field \"v\" in class Foo has illegal signature \"(I)V\""));
  CHECK_THAT(error_for(0, 2, 0, "I", true),
             StartsWith("LVTT entry for 'w' in class file Foo does not match any LVT entry"));
}

TEST_CASE("every truncation of a real class file is a FormatError", "[classfile][malformed]") {
  for (const char* name : {"Kitchen.class", "Kitchen$Point.class", "v8/Old.class"}) {
    const auto bytes = read_test_class(name);
    for (size_t length = 0; length < bytes.size(); ++length) {
      const std::vector<uint8_t> prefix(bytes.begin(), bytes.begin() + length);
      ParseResult result = parse_class_file(prefix, "Kitchen");
      const FormatError* e = std::get_if<FormatError>(&result);
      INFO(name << " cut to " << length << " bytes");
      REQUIRE(e != nullptr);
      // Everything before the cut is valid, so the first problem is the missing bytes
      REQUIRE_THAT(e->message, StartsWith("Truncated class file: "));
      REQUIRE(e->offset <= length);
    }
  }
}

TEST_CASE("random mutations of real class files never crash", "[classfile][malformed]") {
  Random random{0x9E3779B97F4A7C15ull};
  int rejected = 0, accepted = 0;
  for (const char* name :
       {"Kitchen.class", "Kitchen$Point.class", "Kitchen$Inner.class", "v8/Old.class"}) {
    const auto original = read_test_class(name);
    for (int round = 0; round < 2500; ++round) {
      std::vector<uint8_t> bytes = original;
      const size_t edits = 1 + random.below(4);
      for (size_t k = 0; k < edits; ++k) {
        const size_t at = random.below(bytes.size());
        switch (random.below(6)) {
          case 0: bytes[at] = static_cast<uint8_t>(random.next()); break;           // any byte
          case 1: bytes[at] ^= static_cast<uint8_t>(1u << random.below(8)); break;  // one bit
          case 2: bytes[at] = 0xFF; break;  // max lengths/indexes
          case 3: bytes[at] = 0x00; break;
          case 4: bytes.erase(bytes.begin() + at); break;  // shift the rest
          case 5: bytes.insert(bytes.begin() + at, static_cast<uint8_t>(random.next())); break;
        }
        if (bytes.empty()) bytes.push_back(0);
      }
      ParseResult result = parse_class_file(bytes, "Mutant");
      if (const FormatError* e = std::get_if<FormatError>(&result)) {
        ++rejected;
        REQUIRE_FALSE(e->message.empty());
        REQUIRE(e->offset <= bytes.size());
      } else {
        ++accepted;  // a harmless change (a flag, a code byte, a line number)
        REQUIRE(std::get<std::unique_ptr<ClassFile>>(result) != nullptr);
      }
    }
  }
  CHECK(rejected > 0);
  CHECK(accepted > 0);
}

// The class library's archive is parsed with FormatChecks::Trusted: what the build checked in
// full (tools/classlib_pack) is skipped, every bounds and constant-pool tag check stays.
namespace {

ParseResult parse_trusted(const std::vector<uint8_t>& bytes, std::string_view name = "Foo") {
  return parse_class_file(bytes, name, {}, FormatChecks::Trusted);
}

}  // namespace

TEST_CASE("a trusted parse skips the checks the build made, not the bounds", "[classfile][malformed]") {
  SECTION("names, descriptors, flags and duplicates are not checked") {
    ClassBuilder b;
    b.add_method(0x0008, "a.b", "()V", ClassBuilder::code_body(0, 0, kReturn));
    b.add_method(0x0008, "a.b", "()V", ClassBuilder::code_body(0, 0, kReturn));
    b.fields.push_back(Bytes().u2(0x0003).u2(b.utf8("x;")).u2(b.utf8("Q")).u2(0));
    CHECK_THAT(parse_error(b.build()).message, StartsWith("Illegal field name \"x;\" in class Foo"));
    ParseResult result = parse_trusted(b.build());
    REQUIRE(std::holds_alternative<std::unique_ptr<ClassFile>>(result));
    CHECK(std::get<std::unique_ptr<ClassFile>>(result)->methods.size() == 2);
  }
  SECTION("a constant-pool index of the wrong tag is still an error") {
    ClassBuilder b;
    b.methods.push_back(Bytes().u2(0x0008).u2(b.cls("Bar")).u2(b.utf8("()V")).u2(0));
    const ParseResult result = parse_trusted(b.build());
    const FormatError* e = std::get_if<FormatError>(&result);
    REQUIRE(e != nullptr);
    CHECK_THAT(e->message, StartsWith("Illegal constant pool index"));
  }
  SECTION("<clinit> flags are still normalized, LocalVariableTable entries still kept") {
    ClassBuilder old;
    old.major = 50;
    old.add_method(0x0001, "<clinit>", "()V", ClassBuilder::code_body(0, 0, kReturn));
    ParseResult result = parse_trusted(old.build());
    REQUIRE(std::holds_alternative<std::unique_ptr<ClassFile>>(result));
    CHECK(std::get<std::unique_ptr<ClassFile>>(result)->methods[0].access_flags == acc::STATIC);
    ClassBuilder b;
    const Bytes table = b.attribute(
        "LocalVariableTable", Bytes().u2(1).u2(0).u2(2).u2(b.utf8("v")).u2(b.utf8("I")).u2(0));
    b.add_method(0x0008, "m", "()V",
                 ClassBuilder::code_body(0, 1, Bytes().u1(0).u1(0xB1), Bytes(), 0, table, 1));
    ParseResult with_table = parse_trusted(b.build());
    REQUIRE(std::holds_alternative<std::unique_ptr<ClassFile>>(with_table));
    const auto& locals = std::get<std::unique_ptr<ClassFile>>(with_table)->methods[0].code->local_variables;
    REQUIRE(locals.size() == 1);
    CHECK(locals[0].name == "v");
  }
  SECTION("every truncation is still a FormatError, mutations never crash") {
    const auto bytes = read_test_class("Kitchen.class");
    for (size_t length = 0; length < bytes.size(); ++length) {
      const std::vector<uint8_t> prefix(bytes.begin(), bytes.begin() + length);
      ParseResult result = parse_trusted(prefix, "Kitchen");
      const FormatError* e = std::get_if<FormatError>(&result);
      INFO("cut to " << length << " bytes");
      REQUIRE(e != nullptr);
      REQUIRE_THAT(e->message, StartsWith("Truncated class file: "));
    }
    Random random{0x2545F4914F6CDD1Dull};
    for (int round = 0; round < 2000; ++round) {
      std::vector<uint8_t> mutant = bytes;
      for (size_t k = 0, edits = 1 + random.below(4); k < edits; ++k) {
        mutant[random.below(mutant.size())] = static_cast<uint8_t>(random.next());
      }
      ParseResult result = parse_trusted(mutant, "Mutant");
      if (const FormatError* e = std::get_if<FormatError>(&result)) REQUIRE(e->offset <= mutant.size());
    }
  }
  SECTION("a javac class gives the same model either way") {
    for (const char* name : {"Kitchen.class", "Kitchen$Point.class", "v8/Old.class"}) {
      const auto bytes = read_test_class(name);
      const auto full = parse_ok(bytes);
      ParseResult result = parse_trusted(bytes);
      REQUIRE(std::holds_alternative<std::unique_ptr<ClassFile>>(result));
      const ClassFile& trusted = *std::get<std::unique_ptr<ClassFile>>(result);
      INFO(name);
      REQUIRE(trusted.methods.size() == full->methods.size());
      CHECK(trusted.constant_pool.size() == full->constant_pool.size());
      CHECK(trusted.fields.size() == full->fields.size());
      for (size_t i = 0; i < full->methods.size(); ++i) {
        const MethodInfo& a = full->methods[i];
        const MethodInfo& t = trusted.methods[i];
        CHECK(t.name == a.name);
        CHECK(t.descriptor == a.descriptor);
        CHECK(t.access_flags == a.access_flags);
        REQUIRE(t.code.has_value() == a.code.has_value());
        if (!a.code) continue;
        CHECK(t.code->code == a.code->code);
        CHECK(t.code->line_numbers.size() == a.code->line_numbers.size());
        CHECK(t.code->local_variables.size() == a.code->local_variables.size());
        CHECK(t.code->stack_map_table == a.code->stack_map_table);
      }
    }
  }
}
