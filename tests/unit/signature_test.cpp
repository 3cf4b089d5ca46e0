// Descriptors (JVMS §4.3) as classfile/signature.hpp scans them: parameters, slots, return types,
// errors with their position, Java source names.
#include "classfile/signature.hpp"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

using namespace jvmlab::classfile;

namespace {

/// One parameter as the iterator reports it.
struct Param {
  BasicType type;
  std::string descriptor;
  std::string class_name;
  int index;
  int slot;
  int size;
};

std::vector<Param> params_of(std::string_view d) {
  std::vector<Param> out;
  for (SignatureIterator it(d); !it.at_return(); it.next()) {
    out.push_back({it.basic_type(), std::string(it.type().descriptor), std::string(it.class_name()), it.index(),
                   it.slot(), it.size()});
  }
  return out;
}

}  // namespace

TEST_CASE("basic types keep newarray's numbering", "[classfile][signature]") {
  CHECK(int(BasicType::Boolean) == 4);
  CHECK(int(BasicType::Int) == 10);
  CHECK(int(BasicType::Long) == 11);
  CHECK(int(BasicType::Reference) == 12);
  CHECK(basic_type_of('J') == BasicType::Long);
  CHECK(basic_type_of('[') == BasicType::Reference);
  CHECK(basic_type_of('L') == BasicType::Reference);
  for (BasicType t : {BasicType::Boolean, BasicType::Char, BasicType::Float, BasicType::Double, BasicType::Byte,
                      BasicType::Short, BasicType::Int, BasicType::Long, BasicType::Void}) {
    CHECK(basic_type_of(descriptor_char(t)) == t);
  }
  CHECK(slot_count(BasicType::Double) == 2);
  CHECK(slot_count(BasicType::Void) == 0);
  CHECK(slot_count(BasicType::Reference) == 1);
  CHECK(basic_type_size(BasicType::Char) == 2);
  CHECK(basic_type_size(BasicType::Reference) == 8);
  CHECK(primitive_type_name(BasicType::Boolean) == "boolean");
  CHECK(primitive_type_name(BasicType::Reference).empty());
}

TEST_CASE("()V: no parameters, a void return", "[classfile][signature]") {
  SignatureIterator it("()V");
  CHECK(it.at_return());
  CHECK_FALSE(it.malformed());
  CHECK(it.type().is_void());
  CHECK(it.size() == 0);
  CHECK(it.index() == 0);
  CHECK(it.slot() == 0);
  CHECK(parameter_slots("()V") == 0);
  CHECK(parameter_slots("()V", /*with_receiver=*/true) == 1);
  CHECK(parameter_count("()V") == 0);
  CHECK(parameters_text("()V").empty());
}

TEST_CASE("(JD)J: long and double take two slots each", "[classfile][signature]") {
  const auto p = params_of("(JD)J");
  REQUIRE(p.size() == 2);
  CHECK(p[0].type == BasicType::Long);
  CHECK(p[0].slot == 0);
  CHECK(p[0].size == 2);
  CHECK(p[1].type == BasicType::Double);
  CHECK(p[1].index == 1);
  CHECK(p[1].slot == 2);
  CHECK(p[1].class_name.empty());
  CHECK(parameter_slots("(JD)J") == 4);
  CHECK(parameter_slots("(JD)J", true) == 5);
  CHECK(return_type("(JD)J").type == BasicType::Long);
  CHECK(return_type("(JD)J").slots() == 2);
  CHECK(parameters_text("(JD)J") == "JD");
}

TEST_CASE("([[Ljava/lang/Object;IZ)[B: arrays, class names, the return type", "[classfile][signature]") {
  const std::string_view d = "([[Ljava/lang/Object;IZ)[B";
  const auto p = params_of(d);
  REQUIRE(p.size() == 3);
  CHECK(p[0].type == BasicType::Reference);
  CHECK(p[0].descriptor == "[[Ljava/lang/Object;");
  CHECK(p[0].class_name == "[[Ljava/lang/Object;");
  CHECK(p[0].slot == 0);
  CHECK(p[1].type == BasicType::Int);
  CHECK(p[1].slot == 1);
  CHECK(p[2].type == BasicType::Boolean);
  CHECK(p[2].slot == 2);
  const FieldType ret = return_type(d);
  CHECK(ret.is_reference());
  CHECK(ret.is_array());
  CHECK(ret.dimensions == 1);
  CHECK(ret.class_name() == "[B");
  CHECK(ret.element_descriptor() == "B");
  CHECK(parameter_slots(d) == 3);
  CHECK(parameter_count(d) == 3);
  CHECK(parameters_text(d) == "[[Ljava/lang/Object;IZ");

  SignatureIterator it(d);
  while (!it.at_return()) it.next();
  CHECK(it.index() == 3);
  CHECK(it.slot() == 3);
  CHECK(it.class_name() == "[B");
}

TEST_CASE("class names in internal form for plain references", "[classfile][signature]") {
  const auto p = params_of("(Ljava/lang/String;JLa/B$C;)Ljava/lang/Object;");
  REQUIRE(p.size() == 3);
  CHECK(p[0].class_name == "java/lang/String");
  CHECK(p[1].slot == 1);
  CHECK(p[2].class_name == "a/B$C");
  CHECK(p[2].slot == 3);
  CHECK(return_type("(Ljava/lang/String;JLa/B$C;)Ljava/lang/Object;").class_name() == "java/lang/Object");
}

TEST_CASE("field_type reads one field descriptor", "[classfile][signature]") {
  CHECK(field_type("I").type == BasicType::Int);
  CHECK(field_type("V").is_void());
  CHECK(field_type("[[[Z").dimensions == 3);
  CHECK(field_type("[[[Z").element_descriptor() == "Z");
  CHECK(field_type("Ljava/util/List;").class_name() == "java/util/List");
  for (const char* bad : {"", "II", "L;", "Ljava/lang/String", "[", "[V", "Q"}) {
    INFO(bad);
    CHECK(field_type(bad).descriptor.empty());
  }
}

TEST_CASE("malformed descriptors: the position and reason of the first error", "[classfile][signature]") {
  struct Case {
    const char* descriptor;
    size_t position;
  };
  for (const Case& c : {Case{"", 0}, Case{"V", 0}, Case{"I)V", 0}, Case{"(", 1}, Case{"(I", 2},
                        Case{"()", 2}, Case{"(V)V", 1}, Case{"()VV", 3}, Case{"()Q", 2}, Case{"(L;)V", 2},
                        Case{"(Ljava/lang/String)V", 20}, Case{"(La//b;)V", 4}, Case{"(La.b;)V", 3},
                        Case{"(La/;)V", 4}, Case{"([)V", 2}, Case{"()[V", 3}}) {
    INFO(c.descriptor);
    const auto e = method_descriptor_error(c.descriptor);
    REQUIRE(e);
    CHECK(e->position == c.position);
    CHECK_FALSE(e->reason.empty());
    CHECK_FALSE(check_method_descriptor(c.descriptor));
  }
  CHECK(method_descriptor_error("(Ljava/lang/String)V")->message() ==
        "expected ';' after the class name at offset 20");
  CHECK_FALSE(method_descriptor_error("()V"));
  CHECK_FALSE(method_descriptor_error("([[Ljava/lang/Object;IZ)[B"));
  // 255 dimensions are legal, 256 are not (JVMS §4.3.2).
  CHECK_FALSE(field_descriptor_error(std::string(255, '[') + "I"));
  const auto deep = field_descriptor_error(std::string(256, '[') + "I");
  REQUIRE(deep);
  CHECK(deep->position == 255);
  CHECK(field_descriptor_error("II")->position == 1);
  CHECK(field_descriptor_error("V")->position == 0);
}

TEST_CASE("the iterator stops on malformed descriptors without reading past them", "[classfile][signature]") {
  for (const char* bad : {"", "I", "(", "(I", "(Ljava/lang/String", "(I)", "(V)V", "([", "(I)VV"}) {
    INFO(bad);
    SignatureIterator it(bad);
    int steps = 0;
    while (!it.at_return() && steps < 10) {
      it.next();
      steps++;
    }
    CHECK(it.at_return());
    CHECK(it.malformed());
    CHECK(it.type().is_void());
  }
  // What precedes the error is still reported.
  SignatureIterator it("(IJ");
  CHECK(it.basic_type() == BasicType::Int);
  it.next();
  CHECK(it.basic_type() == BasicType::Long);
  CHECK(it.slot() == 1);
  it.next();
  CHECK(it.malformed());
  CHECK(parameters_text("(IJ").empty());
}

TEST_CASE("class_descriptor: the field descriptor of a class name", "[classfile][signature]") {
  CHECK(class_descriptor("java/lang/String") == "Ljava/lang/String;");
  CHECK(class_descriptor("a/B$C") == "La/B$C;");
  CHECK(class_descriptor("[I") == "[I");
  CHECK(class_descriptor("[[Ljava/lang/Object;") == "[[Ljava/lang/Object;");
  CHECK(field_type(class_descriptor("java/util/List")).class_name() == "java/util/List");
}

TEST_CASE("Java source names for messages", "[classfile][signature]") {
  CHECK(java_type_name("I") == "int");
  CHECK(java_type_name("V") == "void");
  CHECK(java_type_name("[I") == "int[]");
  CHECK(java_type_name("Ljava/lang/String;") == "java.lang.String");
  CHECK(java_type_name("[[Ljava/lang/String;") == "java.lang.String[][]");
  CHECK(java_type_name("[Ljava/lang/String;", /*short_lang=*/true) == "String[]");
  CHECK(java_type_name("Ljava/lang/Object;", true) == "Object");
  CHECK(java_type_name("Ljava/lang/Integer;", true) == "java.lang.Integer");
  CHECK(java_type_name("Q") == "?");
  CHECK(java_parameter_list("()V").empty());
  CHECK(java_parameter_list("([[Ljava/lang/Object;IZ)[B") == "java.lang.Object[][], int, boolean");
  CHECK(java_parameter_list("(Ljava/lang/String;J)V", true) == "String, long");
  CHECK(java_type_name(return_type("([[Ljava/lang/Object;IZ)[B")) == "byte[]");
}
