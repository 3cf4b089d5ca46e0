// JAR manifests (main attributes: line ends, continuations, sections) and JNI symbol names
// (escapes, long names for overloads). Expected JNI names follow the JNI specification's table
// "Unicode Character Translation" and were checked against symbols java 17 links.
#include <catch2/catch.hpp>

#include <memory>

#include "runtime/classloading/class_path.hpp"
#include "runtime/oops/klass.hpp"
#include "runtime/jni/native_library.hpp"

using namespace jvmlab;

TEST_CASE("manifest main attributes: CRLF, LF, CR and continuation lines", "[jar]") {
  const auto crlf = parse_manifest_main_attributes(
      "Manifest-Version: 1.0\r\nMain-Class: com.example.VeryLongName\r\n Continued\r\nCreated-By: x\r\n\r\nName: a\r\nMain-Class: no\r\n");
  REQUIRE(crlf.size() == 3);
  CHECK(crlf[1] == std::pair<std::string, std::string>{"Main-Class", "com.example.VeryLongNameContinued"});
  CHECK(crlf[2].first == "Created-By");

  const auto lf = parse_manifest_main_attributes("Main-Class: a.B\nClass-Path: x.jar\n  y.jar\n");
  REQUIRE(lf.size() == 2);
  CHECK(lf[0].second == "a.B");
  CHECK(lf[1].second == "x.jar y.jar");  // a continuation drops exactly one leading space

  const auto cr = parse_manifest_main_attributes("Main-Class: C\rOther: d");
  REQUIRE(cr.size() == 2);
  CHECK(cr[1] == std::pair<std::string, std::string>{"Other", "d"});

  CHECK(parse_manifest_main_attributes("").empty());
  CHECK(parse_manifest_main_attributes("\r\nMain-Class: later.Section\r\n").empty());
  CHECK(parse_manifest_main_attributes("garbage line\nMain-Class: X\n").size() == 1);
}

TEST_CASE("jar_main_class reports java's launcher errors", "[jar]") {
  std::string error;
  CHECK_FALSE(jar_main_class("/nonexistent/app.jar", &error).has_value());
  CHECK(error == "Error: Unable to access jarfile /nonexistent/app.jar");
  CHECK_FALSE(jar_main_class("/", &error).has_value());
  CHECK(error == "Error: Invalid or corrupt jarfile /");
}

namespace {
std::unique_ptr<Method> method(Klass* holder, std::string name, std::string descriptor) {
  auto m = std::make_unique<Method>();
  m->holder = holder;
  m->name = std::move(name);
  m->descriptor = std::move(descriptor);
  return m;
}
}  // namespace

TEST_CASE("JNI short and long names with escapes", "[jni]") {
  Klass k;
  k.name = "pkg/sub/Native_Demo$Inner";
  auto add = method(&k, "add", "(II)I");
  CHECK(jni_short_name(add.get()) == "Java_pkg_sub_Native_1Demo_00024Inner_add");
  CHECK(jni_long_name(add.get()) == "Java_pkg_sub_Native_1Demo_00024Inner_add__II");

  Klass plain;
  plain.name = "Plain";
  auto arrays = method(&plain, "f", "([Ljava/lang/String;[[JLx/Y;)V");
  CHECK(jni_long_name(arrays.get()) == "Java_Plain_f___3Ljava_lang_String_2_3_3JLx_Y_2");
  auto none = method(&plain, "g", "()V");
  CHECK(jni_long_name(none.get()) == "Java_Plain_g__");
  // Non-ASCII (modified UTF-8 in the class file) becomes _0xxxx, lowercase hex.
  auto unicode = method(&plain, "caf\xc3\xa9", "()V");
  CHECK(jni_short_name(unicode.get()) == "Java_Plain_caf_000e9");
  CHECK(jni_mangle("a;b[c_d/e") == "a_2b_3c_1d_e");
}
