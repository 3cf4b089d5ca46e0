// The UTF-8 codec: modified UTF-8 (JVMS §4.4.7: class-file names, JNI strings) and standard
// UTF-8 (RFC 3629: program output, text from outside the VM), both to and from the UTF-16 code
// units of a java.lang.String, with Java's replacement rules. Does not know locales or charsets
// other than UTF-8 (runtime/natives/native_encoding.hpp picks the platform's).
//
//   code point            modified UTF-8                   standard UTF-8
//   U+0000                C0 80                            00
//   U+0001..U+007F        0xxxxxxx                         0xxxxxxx
//   U+0080..U+07FF        110xxxxx 10xxxxxx                same
//   U+0800..U+FFFF        1110xxxx 10xxxxxx 10xxxxxx       same (surrogates are not characters)
//   U+10000..U+10FFFF     each UTF-16 surrogate as its     11110xxx 10xxxxxx 10xxxxxx 10xxxxxx
//                         own 3-byte form (6 bytes)
//
// Replacement rules, as Java's UTF-8 charset (sun.nio.cs.UTF_8, java.lang.String in JDK 17):
// encoding standard UTF-8, an unpaired surrogate becomes '?'; decoding, each malformed sequence
// (a bad lead byte, a sequence cut short by a non-continuation byte or by the end, an overlong
// form, an encoded surrogate, a code point past U+10FFFF) becomes one U+FFFD.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace jvmlab::classfile {

// --- modified UTF-8 ---------------------------------------------------------------------------

/// True when `bytes` is valid modified UTF-8 (JVMS §4.4.7): no zero byte, no byte in 0xF0..0xFF,
/// every 2- and 3-byte sequence complete with 10xxxxxx continuation bytes. Same acceptance as
/// decode_modified_utf8, without building the UTF-16 result (the parser's hot path). Thread-safe.
bool is_valid_modified_utf8(std::string_view bytes);

/// Decodes modified UTF-8 into UTF-16 code units; nullopt when the bytes are not valid modified
/// UTF-8 (a zero byte, a byte >= 0xF0, a truncated or malformed multi-byte sequence). For class
/// files, which must be valid. Thread-safe.
std::optional<std::u16string> decode_modified_utf8(std::string_view bytes);

/// Decodes text the VM holds in modified UTF-8 (class, method and field names; strings a JNI
/// native passes to NewStringUTF), never failing: a 4-byte standard UTF-8 sequence is also read
/// (as the surrogate pair of its code point: C code hands JNI standard UTF-8), and each byte that
/// starts no valid sequence becomes U+FFFD. Agrees with decode_modified_utf8 on valid input.
/// Thread-safe.
std::u16string decode_modified_utf8_lossy(std::string_view bytes);

/// Encodes UTF-16 code units as modified UTF-8 (U+0000 as C0 80, supplementary characters as
/// surrogate pairs of three bytes each, unpaired surrogates likewise). Never fails. Thread-safe.
std::string encode_modified_utf8(std::u16string_view chars);

/// Bytes encode_modified_utf8(chars) would produce (JNI GetStringUTFLength). Thread-safe.
size_t modified_utf8_length(std::u16string_view chars);

// --- standard UTF-8 ----------------------------------------------------------------------------

/// Decodes standard UTF-8 into UTF-16 code units with Java's replacement rules (see the table
/// above): each malformed sequence becomes one U+FFFD, a truncated sequence at the end one U+FFFD.
/// For bytes from outside the VM: program arguments, the environment, OS messages. Thread-safe.
std::u16string decode_utf8(std::string_view bytes);

/// Appends the standard UTF-8 form of `chars` to `out`; an unpaired surrogate becomes '?', as
/// Java's encoder writes it. Thread-safe (on distinct `out`).
void append_utf8(std::string& out, std::u16string_view chars);

/// The standard UTF-8 form of `chars` (see append_utf8). Thread-safe.
std::string encode_utf8(std::u16string_view chars);

}  // namespace jvmlab::classfile
