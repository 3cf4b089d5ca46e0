// Modified UTF-8 (JVMS §4.4.7): validation, decoding to UTF-16, encoding from UTF-16.
//
//   U+0001..U+007F   0xxxxxxx
//   U+0000, U+0080..U+07FF   110xxxxx 10xxxxxx          (U+0000 is C0 80, never a zero byte)
//   U+0800..U+FFFF   1110xxxx 10xxxxxx 10xxxxxx
//   U+10000..        each UTF-16 surrogate as its own 3-byte form (6 bytes), never 4-byte UTF-8
#include "classfile/modified_utf8.hpp"

#include <cstdint>

#include "classfile/class_file.hpp"

namespace jvmlab::classfile {

namespace {

constexpr bool is_continuation(uint8_t b) { return (b & 0xC0) == 0x80; }

// Decodes one sequence starting at bytes[i]; returns its length (1..3), or 0 when invalid.
// `unit` receives the UTF-16 code unit.
inline size_t decode_one(std::string_view bytes, size_t i, char16_t& unit) {
  const size_t n = bytes.size();
  const uint8_t b0 = static_cast<uint8_t>(bytes[i]);
  if (b0 >= 0x01 && b0 <= 0x7F) {
    unit = b0;
    return 1;
  }
  if ((b0 & 0xE0) == 0xC0) {
    if (i + 1 >= n) return 0;
    const uint8_t b1 = static_cast<uint8_t>(bytes[i + 1]);
    if (!is_continuation(b1)) return 0;
    unit = static_cast<char16_t>(((b0 & 0x1F) << 6) | (b1 & 0x3F));
    return 2;
  }
  if ((b0 & 0xF0) == 0xE0) {
    if (i + 2 >= n) return 0;
    const uint8_t b1 = static_cast<uint8_t>(bytes[i + 1]);
    const uint8_t b2 = static_cast<uint8_t>(bytes[i + 2]);
    if (!is_continuation(b1) || !is_continuation(b2)) return 0;
    unit = static_cast<char16_t>(((b0 & 0x0F) << 12) | ((b1 & 0x3F) << 6) | (b2 & 0x3F));
    return 3;
  }
  return 0;  // 0x00, a stray continuation byte 0x80..0xBF, or 0xF0..0xFF
}

}  // namespace

bool is_valid_modified_utf8(std::string_view bytes) {
  const size_t n = bytes.size();
  size_t i = 0;
  while (i < n) {
    // Fast path: ASCII (most names and descriptors are pure ASCII)
    const uint8_t b = static_cast<uint8_t>(bytes[i]);
    if (b >= 0x01 && b <= 0x7F) {
      ++i;
      continue;
    }
    char16_t unit;
    const size_t len = decode_one(bytes, i, unit);
    if (len == 0) return false;
    i += len;
  }
  return true;
}

std::optional<std::u16string> decode_modified_utf8(std::string_view bytes) {
  std::u16string out;
  out.reserve(bytes.size());
  size_t i = 0;
  while (i < bytes.size()) {
    char16_t unit;
    const size_t len = decode_one(bytes, i, unit);
    if (len == 0) return std::nullopt;
    out.push_back(unit);
    i += len;
  }
  return out;
}

std::string encode_modified_utf8(std::u16string_view chars) {
  std::string out;
  out.reserve(chars.size());
  for (const char16_t c : chars) {
    if (c >= 0x0001 && c <= 0x007F) {
      out.push_back(static_cast<char>(c));
    } else if (c <= 0x07FF) {  // includes U+0000
      out.push_back(static_cast<char>(0xC0 | (c >> 6)));
      out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    } else {  // includes each half of a surrogate pair
      out.push_back(static_cast<char>(0xE0 | (c >> 12)));
      out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
      out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    }
  }
  return out;
}

}  // namespace jvmlab::classfile
