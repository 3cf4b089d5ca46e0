// Legality of names (JVMS §4.2): small scans over the name's characters.
#include "classfile/descriptors.hpp"

namespace jvmlab::classfile {

namespace {

// A binary class name in internal form, not an array: "a/b/C".
bool is_legal_binary_name(std::string_view name) {
  if (name.empty()) return false;
  bool segment_empty = true;
  for (const char c : name) {
    switch (c) {
      case '.':
      case ';':
      case '[': return false;
      case '/':
        if (segment_empty) return false;
        segment_empty = true;
        break;
      default: segment_empty = false;
    }
  }
  return !segment_empty;
}

}  // namespace

bool is_legal_class_name(std::string_view name) {
  if (!name.empty() && name[0] == '[') return is_legal_field_descriptor(name);
  return is_legal_binary_name(name);
}

bool is_legal_field_name(std::string_view name) {
  if (name.empty()) return false;
  for (const char c : name) {
    if (c == '.' || c == ';' || c == '[' || c == '/') return false;
  }
  return true;
}

bool is_legal_method_name(std::string_view name) {
  if (name == "<init>" || name == "<clinit>") return true;
  if (!is_legal_field_name(name)) return false;
  for (const char c : name) {
    if (c == '<' || c == '>') return false;
  }
  return true;
}

}  // namespace jvmlab::classfile
