// Modified UTF-8 validation (JVMS §4.4.7) for the parser's hot path. Decoding and encoding are
// declared in classfile/class_file.hpp; all three live in classfile/modified_utf8.cpp.
#pragma once

#include <string_view>

namespace jvmlab::classfile {

/// True when `bytes` is valid modified UTF-8 (JVMS §4.4.7): no zero byte, no byte in 0xF0..0xFF,
/// every 2- and 3-byte sequence complete with 10xxxxxx continuation bytes. Same acceptance as
/// decode_modified_utf8, without building the UTF-16 result. Thread-safe.
bool is_valid_modified_utf8(std::string_view bytes);

}  // namespace jvmlab::classfile
