// Legality of names and descriptors (JVMS §4.2, §4.3): small recursive-descent checks.
#include "classfile/descriptors.hpp"

namespace jvmlab::classfile {

namespace {

constexpr int kMaxArrayDimensions = 255;  // JVMS §4.3.2

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

// Checks one field type starting at `pos`; on success advances `pos` past it.
// `slots` receives 2 for long/double, 1 otherwise.
bool parse_field_type(std::string_view d, size_t& pos, int& slots) {
  int dims = 0;
  while (pos < d.size() && d[pos] == '[') {
    ++pos;
    if (++dims > kMaxArrayDimensions) return false;
  }
  if (pos >= d.size()) return false;
  slots = 1;
  switch (d[pos]) {
    case 'B':
    case 'C':
    case 'F':
    case 'I':
    case 'S':
    case 'Z': ++pos; return true;
    case 'D':
    case 'J':
      if (dims == 0) slots = 2;
      ++pos;
      return true;
    case 'L': {
      const size_t semi = d.find(';', pos + 1);
      if (semi == std::string_view::npos) return false;
      if (!is_legal_binary_name(d.substr(pos + 1, semi - pos - 1))) return false;
      pos = semi + 1;
      return true;
    }
    default: return false;
  }
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

bool is_legal_field_descriptor(std::string_view descriptor) {
  size_t pos = 0;
  int slots = 0;
  return parse_field_type(descriptor, pos, slots) && pos == descriptor.size();
}

std::optional<MethodDescriptorShape> check_method_descriptor(std::string_view d) {
  if (d.empty() || d[0] != '(') return std::nullopt;
  MethodDescriptorShape shape;
  size_t pos = 1;
  // Parameters
  while (pos < d.size() && d[pos] != ')') {
    int slots = 0;
    if (!parse_field_type(d, pos, slots)) return std::nullopt;
    shape.arg_slots += slots;
  }
  if (pos >= d.size()) return std::nullopt;
  ++pos;  // ')'
  // Return type
  if (pos < d.size() && d[pos] == 'V') {
    shape.returns_void = true;
    ++pos;
  } else {
    int slots = 0;
    if (!parse_field_type(d, pos, slots)) return std::nullopt;
  }
  if (pos != d.size()) return std::nullopt;
  return shape;
}

}  // namespace jvmlab::classfile
