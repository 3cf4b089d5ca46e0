// Names and descriptors (JVMS §4.2, §4.3) as the class-file parser checks them.
#include "classfile/descriptors.hpp"

#include <catch2/catch.hpp>
#include <string>

using namespace jvmlab::classfile;

TEST_CASE("class names: internal binary names and array descriptors", "[classfile][descriptors]") {
  CHECK(is_legal_class_name("java/lang/String"));
  CHECK(is_legal_class_name("Foo$Bar"));
  CHECK(is_legal_class_name("[I"));
  CHECK(is_legal_class_name("[[Ljava/lang/Object;"));
  CHECK_FALSE(is_legal_class_name(""));
  CHECK_FALSE(is_legal_class_name("java.lang.String"));
  CHECK_FALSE(is_legal_class_name("a//b"));
  CHECK_FALSE(is_legal_class_name("/a"));
  CHECK_FALSE(is_legal_class_name("a/"));
  CHECK_FALSE(is_legal_class_name("a;"));
  CHECK_FALSE(is_legal_class_name("["));
  CHECK_FALSE(is_legal_class_name("[V"));
  CHECK_FALSE(is_legal_class_name("[Ljava/lang/Object"));
}

TEST_CASE("field and method names", "[classfile][descriptors]") {
  CHECK(is_legal_field_name("x"));
  CHECK(is_legal_field_name("this$0"));
  CHECK(is_legal_field_name("<weird>"));  // '<' is only forbidden in method names
  CHECK_FALSE(is_legal_field_name(""));
  CHECK_FALSE(is_legal_field_name("a.c"));
  CHECK_FALSE(is_legal_field_name("a/c"));
  CHECK_FALSE(is_legal_field_name("a[c"));
  CHECK_FALSE(is_legal_field_name("a;c"));
  CHECK(is_legal_method_name("<init>"));
  CHECK(is_legal_method_name("<clinit>"));
  CHECK(is_legal_method_name("lambda$run$0"));
  CHECK_FALSE(is_legal_method_name("m<m"));
  CHECK_FALSE(is_legal_method_name("<init"));
  CHECK_FALSE(is_legal_method_name("a.b"));
}

TEST_CASE("field descriptors, at most 255 array dimensions", "[classfile][descriptors]") {
  for (const char* d :
       {"B", "C", "D", "F", "I", "J", "S", "Z", "Ljava/lang/String;", "[J", "[[[Z"}) {
    INFO(d);
    CHECK(is_legal_field_descriptor(d));
  }
  for (const char* d : {"", "V", "Q", "L;", "Ljava/lang/String", "II", "[", "Ljava.lang.String;"}) {
    INFO(d);
    CHECK_FALSE(is_legal_field_descriptor(d));
  }
  CHECK(is_legal_field_descriptor(std::string(255, '[') + "I"));
  CHECK_FALSE(is_legal_field_descriptor(std::string(256, '[') + "I"));
}

TEST_CASE("method descriptors: argument slots and void returns", "[classfile][descriptors]") {
  auto shape = check_method_descriptor("()V");
  REQUIRE(shape);
  CHECK(shape->arg_slots == 0);
  CHECK(shape->returns_void);
  shape = check_method_descriptor("(IJDLjava/lang/String;[J[D)Ljava/lang/Object;");
  REQUIRE(shape);
  CHECK(shape->arg_slots == 1 + 2 + 2 + 1 + 1 + 1);
  CHECK_FALSE(shape->returns_void);
  for (const char* d : {"", "V", "()", "(V)V", "(I", "(I)VV", "()Q", "I)V", "(L;)V"}) {
    INFO(d);
    CHECK_FALSE(check_method_descriptor(d));
  }
}
