// Modified UTF-8 (JVMS §4.4.7): decode, encode, validate.
#include "classfile/modified_utf8.hpp"

#include <catch2/catch.hpp>

#include "classfile/class_file.hpp"

using namespace jvmlab::classfile;
using namespace std::string_view_literals;

TEST_CASE("modified UTF-8 encodes U+0000 as C0 80 and supplementary chars as two 3-byte forms",
          "[classfile][utf8]") {
  CHECK(encode_modified_utf8(u"abc") == "abc");
  CHECK(encode_modified_utf8(std::u16string_view(u"\0", 1)) == "\xC0\x80");
  CHECK(encode_modified_utf8(u"\u00e9") == "\xC3\xA9");
  CHECK(encode_modified_utf8(u"\u07ff") == "\xDF\xBF");
  CHECK(encode_modified_utf8(u"\u0800") == "\xE0\xA0\x80");
  CHECK(encode_modified_utf8(u"\u20ac") == "\xE2\x82\xAC");
  CHECK(encode_modified_utf8(u"\uffff") == "\xEF\xBF\xBF");
  // U+1F600 = D83D DE00: each surrogate encoded on its own (not 4-byte UTF-8)
  CHECK(encode_modified_utf8(u"\U0001F600") == "\xED\xA0\xBD\xED\xB8\x80");
}

TEST_CASE("modified UTF-8 decoding inverts encoding", "[classfile][utf8]") {
  const std::u16string samples[] = {
      u"",
      u"hello",
      std::u16string(u"a\0b", 3),
      u"h\u00e9llo \u20ac \U0001F600",
      u"\uffff\u0080",
      std::u16string(1, u'\xD800'),  // lone surrogates are legal in Java strings
  };
  for (const auto& s : samples) {
    const std::string bytes = encode_modified_utf8(s);
    CHECK(is_valid_modified_utf8(bytes));
    const auto decoded = decode_modified_utf8(bytes);
    REQUIRE(decoded.has_value());
    CHECK(*decoded == s);
  }
}

TEST_CASE("modified UTF-8 rejects zero bytes, F0-FF and broken sequences", "[classfile][utf8]") {
  const std::string_view bad[] = {
      "\x00"sv,         "a\0b"sv,         "\xF0\x9F\x98\x80"sv,  // standard 4-byte UTF-8
      "\xFF"sv,         "\x80"sv,         "\xBF"sv,              // stray continuation bytes
      "\xC3"sv,         "\xE2\x82"sv,     "\xC3\x41"sv,          // truncated, non-continuation
      "\xE2\x41\xAC"sv, "\xE2\x82\xC0"sv, "ok\xC3"sv,
  };
  for (const auto s : bad) {
    INFO("bytes of length " << s.size());
    CHECK_FALSE(is_valid_modified_utf8(s));
    CHECK_FALSE(decode_modified_utf8(s).has_value());
  }
}
