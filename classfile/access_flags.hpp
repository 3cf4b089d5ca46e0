// Legal combinations of access flags for classes, fields and methods (JVMS §4.1, §4.5, §4.6), as
// the parser checks them. Which flags the runtime honours is the runtime's business.
#pragma once

#include <cstdint>
#include <string_view>

namespace jvmlab::classfile {

/// Class flags (JVMS §4.1): not both ABSTRACT and FINAL; an interface is ABSTRACT and (from
/// 49.0) neither SUPER nor ENUM; ANNOTATION only on interfaces (from 49.0). Interfaces of class
/// files before 50.0 count as ABSTRACT (HotSpot adds the flag). Thread-safe.
bool legal_class_flags(uint16_t flags, uint16_t major_version);

/// Field flags (JVMS §4.5): at most one of PUBLIC/PROTECTED/PRIVATE, not FINAL with VOLATILE;
/// interface fields are exactly PUBLIC STATIC FINAL (plus SYNTHETIC). Thread-safe.
bool legal_field_flags(uint16_t flags, bool in_interface, uint16_t major_version);

/// Method flags (JVMS §4.6), by the version rules of interfaces (before 49.0, 49.0-51.0,
/// 52.0 on), constructors and abstract methods; STRICT on abstract methods is allowed from
/// 61.0 (JEP 306). Not called for <clinit>, whose flags other than STATIC are ignored. Thread-safe.
bool legal_method_flags(uint16_t flags, std::string_view name, bool in_interface,
                        uint16_t major_version);

}  // namespace jvmlab::classfile
