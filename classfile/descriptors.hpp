// Legality of names (JVMS §4.2), as the parser checks them. Descriptors (JVMS §4.3) are checked
// and scanned in classfile/signature.hpp, included here for the parser's convenience.
#pragma once

#include <string_view>

#include "classfile/signature.hpp"

namespace jvmlab::classfile {

/// A class name as a CONSTANT_Class may hold it (JVMS §4.2.1, §4.4.1): an internal binary name
/// ("java/lang/String": non-empty '/'-separated segments without '.', ';', '[') or an array
/// descriptor ("[I", "[Ljava/lang/String;"). Thread-safe.
bool is_legal_class_name(std::string_view name);

/// An unqualified field name (JVMS §4.2.2): non-empty, none of '.', ';', '[', '/'. Thread-safe.
bool is_legal_field_name(std::string_view name);

/// A method name (JVMS §4.2.2): a field name that also has no '<' or '>', or exactly "<init>" or
/// "<clinit>". Thread-safe.
bool is_legal_method_name(std::string_view name);

}  // namespace jvmlab::classfile
