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
/// New java.lang.String from text the VM holds: modified UTF-8 as class files spell names
/// (standard UTF-8's 4-byte forms are read too; bytes that start no sequence become U+FFFD:
/// classfile::decode_modified_utf8_lossy). Null with OutOfMemoryError pending on a full heap.
Object* new_string_utf8(JavaThread* t, std::string_view utf8);
/// New java.lang.String from standard UTF-8 bytes from outside the VM (program arguments, the
/// environment, OS messages), decoded as Java's UTF-8 charset does: each malformed sequence
/// becomes U+FFFD (classfile::decode_utf8). Null with OutOfMemoryError pending on a full heap.
Object* new_string_from_utf8_bytes(JavaThread* t, std::string_view bytes);
/// The interned String with these contents (JLS §3.10.5; String.intern()).
Object* intern_string(JavaThread* t, std::u16string_view chars);
/// Contents of a java.lang.String. `s` must not be null.
std::u16string string_chars(Object* s);
/// Contents of a java.lang.String as standard UTF-8; unpaired surrogates become '?', as Java's
/// encoder writes them (classfile::encode_utf8). `s` must not be null.
std::string string_utf8(Object* s);
/// Contents of a java.lang.String as modified UTF-8 (classfile::encode_modified_utf8): the form
/// of the VM's names (classes, methods, fields, descriptors), for looking one up by a name the
/// program gives (Class.forName, getDeclaredMethod). `s` must not be null.
std::string string_modified_utf8(Object* s);

/// String.intern(): the canonical String with the contents of `s`; `s` itself becomes canonical
/// when the table has none (so s.intern() == s, as in the JDK). Thread-safe.
Object* intern_string_object(JavaThread* t, Object* s);

}  // namespace jvmlab
