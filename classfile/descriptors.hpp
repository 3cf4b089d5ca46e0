// Legality of names and descriptors (JVMS §4.2 names, §4.3 descriptors), as the parser checks
// them. Does not parse descriptors into types; the runtime does that.
#pragma once

#include <optional>
#include <string_view>

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

/// A field descriptor (JVMS §4.3.2), at most 255 array dimensions. Thread-safe.
bool is_legal_field_descriptor(std::string_view descriptor);

/// What the parser needs to know about a legal method descriptor (JVMS §4.3.3).
struct MethodDescriptorShape {
  int arg_slots = 0;  // local-variable slots the parameters take: long and double take two
  bool returns_void = false;
};

/// Checks a method descriptor; nullopt when it is not legal. Thread-safe.
std::optional<MethodDescriptorShape> check_method_descriptor(std::string_view descriptor);

}  // namespace jvmlab::classfile
