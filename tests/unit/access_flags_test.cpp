// Legal access-flag combinations (JVMS §4.1, §4.5, §4.6) by class-file version.
#include "classfile/access_flags.hpp"

#include <catch2/catch.hpp>

#include "classfile/class_file.hpp"

using namespace jvmlab::classfile;

TEST_CASE("class flags", "[classfile][access_flags]") {
  CHECK(legal_class_flags(acc::PUBLIC | acc::SUPER, 61));
  CHECK(legal_class_flags(acc::PUBLIC | acc::FINAL | acc::SUPER, 61));
  CHECK(legal_class_flags(acc::INTERFACE | acc::ABSTRACT, 61));
  CHECK(legal_class_flags(acc::INTERFACE | acc::ABSTRACT | acc::ANNOTATION, 61));
  CHECK_FALSE(legal_class_flags(acc::ABSTRACT | acc::FINAL, 61));
  CHECK_FALSE(legal_class_flags(acc::INTERFACE, 61));  // an interface must be abstract...
  CHECK(legal_class_flags(acc::INTERFACE, 49));        // ...unless older than 50.0
  CHECK_FALSE(legal_class_flags(acc::INTERFACE | acc::ABSTRACT | acc::SUPER, 61));
  CHECK(legal_class_flags(acc::INTERFACE | acc::ABSTRACT | acc::SUPER, 48));
  CHECK_FALSE(legal_class_flags(acc::ANNOTATION, 61));
}

TEST_CASE("field flags", "[classfile][access_flags]") {
  CHECK(legal_field_flags(acc::PRIVATE | acc::STATIC | acc::FINAL, false, 61));
  CHECK(legal_field_flags(acc::VOLATILE, false, 61));
  CHECK_FALSE(legal_field_flags(acc::PUBLIC | acc::PRIVATE, false, 61));
  CHECK_FALSE(legal_field_flags(acc::FINAL | acc::VOLATILE, false, 61));
  CHECK(legal_field_flags(acc::PUBLIC | acc::STATIC | acc::FINAL, true, 61));
  CHECK_FALSE(legal_field_flags(acc::PUBLIC | acc::STATIC, true, 61));
}

TEST_CASE("method flags", "[classfile][access_flags]") {
  CHECK(legal_method_flags(acc::PUBLIC | acc::STATIC, "main", false, 61));
  CHECK(legal_method_flags(acc::ABSTRACT | acc::PROTECTED, "f", false, 61));
  CHECK_FALSE(legal_method_flags(acc::ABSTRACT | acc::FINAL, "f", false, 61));
  CHECK_FALSE(legal_method_flags(acc::ABSTRACT | acc::PRIVATE, "f", false, 61));
  CHECK_FALSE(legal_method_flags(acc::ABSTRACT | acc::SYNCHRONIZED, "f", false, 61));
  CHECK(legal_method_flags(acc::ABSTRACT | acc::STRICT, "f", false, 61));  // JEP 306
  CHECK_FALSE(legal_method_flags(acc::ABSTRACT | acc::STRICT, "f", false, 60));
  CHECK_FALSE(legal_method_flags(acc::STATIC, "<init>", false, 61));
  CHECK_FALSE(legal_method_flags(acc::PUBLIC | acc::PRIVATE, "f", false, 61));
  // Interfaces: default, static and private methods from 52.0
  CHECK(legal_method_flags(acc::PUBLIC | acc::ABSTRACT, "f", true, 61));
  CHECK(legal_method_flags(acc::PUBLIC, "f", true, 52));
  CHECK(legal_method_flags(acc::PRIVATE | acc::STATIC, "f", true, 55));
  CHECK_FALSE(legal_method_flags(acc::PUBLIC, "f", true, 51));
  CHECK_FALSE(legal_method_flags(acc::ABSTRACT, "f", true, 61));  // neither public nor private
  CHECK_FALSE(legal_method_flags(acc::PUBLIC | acc::FINAL, "f", true, 61));
}
