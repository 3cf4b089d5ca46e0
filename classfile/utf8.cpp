// The UTF-8 codec: modified UTF-8 (validation, strict and lossy decoding, encoding) and standard
// UTF-8 (decoding with Java's replacement rules, encoding). The forms are drawn in utf8.hpp.
#include "classfile/utf8.hpp"

#include <cstdint>

namespace jvmlab::classfile {

namespace {

constexpr char16_t kReplacement = 0xFFFD;  // U+FFFD REPLACEMENT CHARACTER

constexpr bool is_continuation(uint8_t b) { return (b & 0xC0) == 0x80; }
constexpr bool is_surrogate(uint32_t c) { return c >= 0xD800 && c <= 0xDFFF; }
constexpr bool is_high_surrogate(uint32_t c) { return c >= 0xD800 && c <= 0xDBFF; }
constexpr bool is_low_surrogate(uint32_t c) { return c >= 0xDC00 && c <= 0xDFFF; }

/// Appends code point `cp` (U+10000..U+10FFFF) as its UTF-16 surrogate pair.
void push_pair(std::u16string& out, uint32_t cp) {
  cp -= 0x10000;
  out.push_back(static_cast<char16_t>(0xD800 + (cp >> 10)));
  out.push_back(static_cast<char16_t>(0xDC00 + (cp & 0x3FF)));
}

/// Appends the 3-byte form of `c` (U+0800..U+FFFF, surrogates included).
void push_three(std::string& out, uint32_t c) {
  out.push_back(static_cast<char>(0xE0 | (c >> 12)));
  out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
  out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
}

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

std::u16string decode_modified_utf8_lossy(std::string_view bytes) {
  std::u16string out;
  out.reserve(bytes.size());
  const size_t n = bytes.size();
  auto at = [&](size_t k) { return static_cast<uint8_t>(bytes[k]); };
  size_t i = 0;
  while (i < n) {
    const uint8_t b0 = at(i);
    // One byte (a zero byte too: the VM's own strings may hold one)
    if (b0 < 0x80) {
      out.push_back(b0);
      i += 1;
      continue;
    }
    // Two and three bytes, the modified UTF-8 forms (C0 80 and encoded surrogates included)
    char16_t unit;
    if (const size_t len = decode_one(bytes, i, unit); len != 0) {
      out.push_back(unit);
      i += len;
      continue;
    }
    // Four bytes, standard UTF-8's supplementary form
    if ((b0 & 0xF8) == 0xF0 && i + 3 < n && is_continuation(at(i + 1)) && is_continuation(at(i + 2)) &&
        is_continuation(at(i + 3))) {
      const uint32_t cp = (uint32_t(b0 & 0x07) << 18) | (uint32_t(at(i + 1) & 0x3F) << 12) |
                          (uint32_t(at(i + 2) & 0x3F) << 6) | (at(i + 3) & 0x3F);
      if (cp >= 0x10000 && cp <= 0x10FFFF) {
        push_pair(out, cp);
        i += 4;
        continue;
      }
    }
    // A byte that starts no valid sequence
    out.push_back(kReplacement);
    i += 1;
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
      push_three(out, c);
    }
  }
  return out;
}

size_t modified_utf8_length(std::u16string_view chars) {
  size_t n = 0;
  for (const char16_t c : chars) n += (c >= 0x0001 && c <= 0x007F) ? 1 : (c <= 0x07FF ? 2 : 3);
  return n;
}

// --- standard UTF-8 ----------------------------------------------------------------------------

// Java's decoder (JDK 17 java.lang.String.decodeUTF8_UTF16 with replacement): how many bytes
// a malformed sequence spans decides how many U+FFFD it becomes, so the rules are followed case
// by case. `i` is the offset after the lead byte b1 throughout.
std::u16string decode_utf8(std::string_view bytes) {
  std::u16string out;
  out.reserve(bytes.size());
  const size_t n = bytes.size();
  auto at = [&](size_t k) { return static_cast<uint8_t>(bytes[k]); };
  size_t i = 0;
  while (i < n) {
    const uint8_t b1 = at(i++);
    // One byte
    if (b1 < 0x80) {
      out.push_back(b1);
      continue;
    }
    // Two bytes: C2..DF (C0 and C1 could only start overlong forms)
    if (b1 >= 0xC2 && b1 <= 0xDF) {
      if (i >= n) {
        out.push_back(kReplacement);  // cut short by the end
        break;
      }
      const uint8_t b2 = at(i);
      if (!is_continuation(b2)) {
        out.push_back(kReplacement);  // b2 starts the next sequence
        continue;
      }
      i++;
      out.push_back(static_cast<char16_t>(((b1 & 0x1F) << 6) | (b2 & 0x3F)));
      continue;
    }
    // Three bytes: E0..EF; E0 80..9F is overlong, ED A0..BF a surrogate
    if ((b1 & 0xF0) == 0xE0) {
      auto bad_second = [&](uint8_t b2) { return (b1 == 0xE0 && (b2 & 0xE0) == 0x80) || !is_continuation(b2); };
      if (i + 1 < n) {
        const uint8_t b2 = at(i), b3 = at(i + 1);
        if (bad_second(b2)) {
          out.push_back(kReplacement);  // b1 alone
          continue;
        }
        if (!is_continuation(b3)) {
          out.push_back(kReplacement);  // b1 b2
          i += 1;
          continue;
        }
        i += 2;
        const uint32_t c = (uint32_t(b1 & 0x0F) << 12) | (uint32_t(b2 & 0x3F) << 6) | (b3 & 0x3F);
        out.push_back(is_surrogate(c) ? kReplacement : static_cast<char16_t>(c));
        continue;
      }
      if (i < n && bad_second(at(i))) {
        out.push_back(kReplacement);
        continue;
      }
      out.push_back(kReplacement);  // a valid start cut short by the end
      break;
    }
    // Four bytes: F0..F4 (F0 80..8F overlong, F4 90.. past U+10FFFF; F5..F7 never valid)
    if ((b1 & 0xF8) == 0xF0) {
      auto bad_second = [&](uint8_t b2) {
        return (b1 == 0xF0 && (b2 < 0x90 || b2 > 0xBF)) || (b1 == 0xF4 && (b2 & 0xF0) != 0x80) ||
               !is_continuation(b2);
      };
      if (i + 2 < n) {
        const uint8_t b2 = at(i), b3 = at(i + 1), b4 = at(i + 2);
        const uint32_t cp = (uint32_t(b1 & 0x07) << 18) | (uint32_t(b2 & 0x3F) << 12) |
                            (uint32_t(b3 & 0x3F) << 6) | (b4 & 0x3F);
        const bool well_formed = is_continuation(b2) && is_continuation(b3) && is_continuation(b4) &&
                                 cp >= 0x10000 && cp <= 0x10FFFF;
        if (!well_formed) {
          out.push_back(kReplacement);
          if (b1 > 0xF4 || bad_second(b2)) continue;  // b1 alone
          i += is_continuation(b3) ? 2 : 1;           // b1 b2 b3, or b1 b2
          continue;
        }
        i += 3;
        push_pair(out, cp);
        continue;
      }
      if (b1 > 0xF4 || (i < n && bad_second(at(i)))) {
        out.push_back(kReplacement);
        continue;
      }
      i++;  // b2, if there is one
      out.push_back(kReplacement);
      if (i < n && !is_continuation(at(i))) continue;
      break;  // a valid start cut short by the end
    }
    // 80..C1 and F8..FF start nothing
    out.push_back(kReplacement);
  }
  return out;
}

void append_utf8(std::string& out, std::u16string_view s) {
  for (size_t i = 0; i < s.size(); i++) {
    const uint32_t c = s[i];
    if (c < 0x80) {
      out.push_back(static_cast<char>(c));
    } else if (c < 0x800) {
      out.push_back(static_cast<char>(0xC0 | (c >> 6)));
      out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    } else if (is_surrogate(c)) {
      if (!is_high_surrogate(c) || i + 1 >= s.size() || !is_low_surrogate(s[i + 1])) {
        out.push_back('?');  // unpaired
        continue;
      }
      const uint32_t cp = 0x10000 + ((c - 0xD800) << 10) + (s[++i] - 0xDC00);
      out.push_back(static_cast<char>(0xF0 | (cp >> 18)));
      out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
      out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
      out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else {
      push_three(out, c);
    }
  }
}

std::string encode_utf8(std::u16string_view chars) {
  std::string out;
  out.reserve(chars.size());
  append_utf8(out, chars);
  return out;
}

}  // namespace jvmlab::classfile
