// The UTF-8 codec: modified UTF-8 (JVMS §4.4.7) and standard UTF-8 with Java's replacement
// rules. Expected replacements of malformed input were recorded from java 17 (C.UTF-8 locale,
// the code units of each program argument).
#include "classfile/utf8.hpp"

#include <catch2/catch.hpp>


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

TEST_CASE("modified UTF-8 length without encoding", "[classfile][utf8]") {
  for (std::u16string_view s : {u""sv, u"abc"sv, std::u16string_view(u"\0", 1), u"\u00e9\u20ac\U0001F600"sv}) {
    CHECK(modified_utf8_length(s) == encode_modified_utf8(s).size());
  }
  CHECK(modified_utf8_length(std::u16string_view(u"\0", 1)) == 2);
  CHECK(modified_utf8_length(u"\U0001F600") == 6);
}

TEST_CASE("lossy modified UTF-8: the VM's names and JNI strings", "[classfile][utf8]") {
  // Valid modified UTF-8 decodes as the strict decoder does.
  for (std::u16string_view s : {u"java/lang/String"sv, u"h\u00e9llo \u20ac \U0001F600"sv, std::u16string_view(u"a\0b", 3)}) {
    CHECK(decode_modified_utf8_lossy(encode_modified_utf8(s)) == s);
  }
  // C code hands NewStringUTF standard 4-byte UTF-8: read as the surrogate pair.
  CHECK(decode_modified_utf8_lossy("\xF0\x9F\x98\x80") == u"\U0001F600");
  // Bytes that start no sequence, each one U+FFFD; what follows decodes normally.
  CHECK(decode_modified_utf8_lossy("a\x80" "b") == u"a\uFFFDb");
  CHECK(decode_modified_utf8_lossy("\xC3") == u"\uFFFD");
  CHECK(decode_modified_utf8_lossy("\xE2\x82") == u"\uFFFD\uFFFD");
  CHECK(decode_modified_utf8_lossy("\xF4\x90\x80\x80") == u"\uFFFD\uFFFD\uFFFD\uFFFD");  // past U+10FFFF
  CHECK(decode_modified_utf8_lossy("\xFF") == u"\uFFFD");
}

TEST_CASE("standard UTF-8 encoding: 4-byte supplementary forms, unpaired surrogates as '?'",
          "[classfile][utf8]") {
  CHECK(encode_utf8(u"abc") == "abc");
  CHECK(encode_utf8(std::u16string_view(u"\0", 1)) == std::string(1, '\0'));  // not C0 80
  CHECK(encode_utf8(u"\u00e9") == "\xC3\xA9");
  CHECK(encode_utf8(u"\u07ff\u0800") == "\xDF\xBF\xE0\xA0\x80");
  CHECK(encode_utf8(u"\uffff") == "\xEF\xBF\xBF");
  CHECK(encode_utf8(u"\U0001F600") == "\xF0\x9F\x98\x80");
  CHECK(encode_utf8(u"\U0010FFFF") == "\xF4\x8F\xBF\xBF");
  CHECK(encode_utf8(std::u16string(1, u'\xD83D')) == "?");                 // high alone at the end
  CHECK(encode_utf8(std::u16string{u'\xD83D', u'a'}) == "?a");              // high before a non-low
  CHECK(encode_utf8(std::u16string{u'\xDE00', u'\xD83D'}) == "??");         // low before high
  std::string out = "x";
  append_utf8(out, u"\u20ac");
  CHECK(out == "x\xE2\x82\xAC");
}

TEST_CASE("standard UTF-8 decoding inverts encoding", "[classfile][utf8]") {
  for (std::u16string_view s : {u""sv, u"hello"sv, std::u16string_view(u"a\0b", 3), u"h\u00e9llo \u20ac \U0001F600"sv,
                                u"\uffff\u0080\U0010FFFF"sv}) {
    CHECK(decode_utf8(encode_utf8(s)) == s);
  }
}

TEST_CASE("standard UTF-8 decoding replaces malformed sequences as java 17 does", "[classfile][utf8]") {
  struct Case {
    std::string_view bytes;
    std::u16string_view expected;
  };
  const Case cases[] = {
      {"\xC0\x80"sv, u"\uFFFD\uFFFD"sv},                    // modified UTF-8's U+0000 is overlong here
      {"\xE2\x82"sv, u"\uFFFD"sv},                          // truncated at the end: one U+FFFD
      {"\xE2\x82" "A"sv, u"\uFFFDA"sv},                     // cut short by a non-continuation byte
      {"\xF0\x9F\x98"sv, u"\uFFFD"sv},                      // truncated 4-byte sequence
      {"\xF0\x9F\x98\x80"sv, u"\U0001F600"sv},              // supplementary: a surrogate pair
      {"\xED\xA0\xBD"sv, u"\uFFFD"sv},                      // an encoded surrogate: one U+FFFD
      {"\xF4\x90\x80\x80"sv, u"\uFFFD\uFFFD\uFFFD\uFFFD"sv},  // past U+10FFFF
      {"\xE0\x80\x80"sv, u"\uFFFD\uFFFD\uFFFD"sv},          // overlong 3-byte form
      {"a\x80" "b"sv, u"a\uFFFDb"sv},                       // stray continuation byte
      {"\xF0\x9F" "A"sv, u"\uFFFDA"sv},                     // 4-byte start cut short
      {"\xC3"sv, u"\uFFFD"sv},
      {"\xFF\xFE"sv, u"\uFFFD\uFFFD"sv},
  };
  for (const Case& c : cases) {
    INFO("bytes of length " << c.bytes.size());
    CHECK(decode_utf8(c.bytes) == c.expected);
  }
}
