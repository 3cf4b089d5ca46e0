// Legal access-flag combinations (JVMS §4.1 Table 4.1-B, §4.5 Table 4.5-A, §4.6 Table 4.6-A).
#include "classfile/access_flags.hpp"

#include "classfile/class_file.hpp"

namespace jvmlab::classfile {

namespace {

constexpr uint16_t kJava5 = 49;   // ENUM, ANNOTATION, BRIDGE, VARARGS exist
constexpr uint16_t kJava6 = 50;   // interfaces must say ABSTRACT themselves
constexpr uint16_t kJava8 = 52;   // default, static and private interface methods
constexpr uint16_t kJava17 = 61;  // STRICT means nothing any more (JEP 306)

bool has(uint16_t flags, uint16_t flag) { return (flags & flag) != 0; }

// More than one of PUBLIC, PROTECTED, PRIVATE.
bool mixed_visibility(uint16_t flags) {
  const int count = has(flags, acc::PUBLIC) + has(flags, acc::PROTECTED) + has(flags, acc::PRIVATE);
  return count > 1;
}

}  // namespace

bool legal_class_flags(uint16_t flags, uint16_t major) {
  const bool is_interface = has(flags, acc::INTERFACE);
  const bool is_abstract = has(flags, acc::ABSTRACT) || (is_interface && major < kJava6);
  const bool is_final = has(flags, acc::FINAL);
  const bool since_java5 = major >= kJava5;
  if (is_abstract && is_final) return false;
  if (is_interface && !is_abstract) return false;
  if (is_interface && since_java5 && (has(flags, acc::SUPER) || has(flags, acc::ENUM)))
    return false;
  if (!is_interface && since_java5 && has(flags, acc::ANNOTATION)) return false;
  return true;
}

bool legal_field_flags(uint16_t flags, bool in_interface, uint16_t major) {
  if (in_interface) {
    const bool public_static_final =
        has(flags, acc::PUBLIC) && has(flags, acc::STATIC) && has(flags, acc::FINAL);
    const bool other = has(flags, acc::PRIVATE) || has(flags, acc::PROTECTED) ||
                       has(flags, acc::VOLATILE) || has(flags, acc::TRANSIENT) ||
                       (major >= kJava5 && has(flags, acc::ENUM));
    return public_static_final && !other;
  }
  return !mixed_visibility(flags) && !(has(flags, acc::FINAL) && has(flags, acc::VOLATILE));
}

bool legal_method_flags(uint16_t flags, std::string_view name, bool in_interface, uint16_t major) {
  const bool is_public = has(flags, acc::PUBLIC), is_private = has(flags, acc::PRIVATE);
  const bool is_protected = has(flags, acc::PROTECTED), is_static = has(flags, acc::STATIC);
  const bool is_final = has(flags, acc::FINAL), is_synchronized = has(flags, acc::SYNCHRONIZED);
  const bool is_native = has(flags, acc::NATIVE), is_abstract = has(flags, acc::ABSTRACT);
  const bool is_strict = has(flags, acc::STRICT), is_bridge = has(flags, acc::BRIDGE);
  const bool since_java5 = major >= kJava5;
  const bool strict_matters = major < kJava17;
  if (in_interface) {
    if (major >= kJava8) {
      // Exactly one of PUBLIC and PRIVATE; never PROTECTED, FINAL, NATIVE, SYNCHRONIZED
      if (is_public == is_private) return false;
      if (is_protected || is_final || is_native || is_synchronized) return false;
      return !(is_abstract && (is_private || is_static || (strict_matters && is_strict)));
    }
    if (since_java5) {
      return is_public && is_abstract && !is_private && !is_protected && !is_static && !is_final &&
             !is_synchronized && !is_native && !is_strict;
    }
    return is_public && is_abstract && !is_static && !is_final && !is_native;
  }
  if (mixed_visibility(flags)) return false;
  if (name == "<init>") {
    return !(is_static || is_final || is_synchronized || is_native || is_abstract ||
             (since_java5 && is_bridge));
  }
  if (is_abstract) {
    return !(is_final || is_native || is_private || is_static ||
             (since_java5 && (is_synchronized || (strict_matters && is_strict))));
  }
  return true;
}

}  // namespace jvmlab::classfile
