// java.lang.String: creating, interning (the string table) and reading strings. Implemented in
// strings.cpp.
#pragma once

#include <string>
#include <string_view>
#include "runtime/oops/object.hpp"
#include "runtime/threads/thread.hpp"

namespace jvmlab {

/// New java.lang.String from UTF-16 code units.
Object* new_string(JavaThread* t, std::u16string_view chars);
/// New java.lang.String from UTF-8 (standard UTF-8, invalid bytes become U+FFFD).
Object* new_string_utf8(JavaThread* t, std::string_view utf8);
/// The interned String with these contents (JLS §3.10.5; String.intern()).
Object* intern_string(JavaThread* t, std::u16string_view chars);
/// Contents of a java.lang.String. `s` must not be null.
std::u16string string_chars(Object* s);
/// Contents of a java.lang.String as UTF-8.
std::string string_utf8(Object* s);
/// UTF-16 -> UTF-8 (unpaired surrogates become '?', as Java's encoder does).
std::string utf16_to_utf8(std::u16string_view s);

}  // namespace jvmlab
