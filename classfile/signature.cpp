// Descriptors (JVMS §4.3): one scanner (scan_type) under the checks, the iterator and the helpers.
#include "classfile/signature.hpp"

namespace jvmlab::classfile {

namespace {

constexpr int kMaxArrayDimensions = 255;  // JVMS §4.3.2

/// One type scanned at some offset: the type and the offset past it, or where and why it failed.
struct Scan {
  FieldType type;
  size_t end = 0;
  std::optional<DescriptorError> error;
};

Scan failure(size_t position, std::string_view reason) {
  Scan s;
  s.error = DescriptorError{position, reason};
  return s;
}

/// The first offset in d[begin, end) that makes it not a binary class name in internal form
/// (JVMS §4.2.1: non-empty '/'-separated segments without '.', ';', '['), or nullopt.
std::optional<DescriptorError> binary_name_error(std::string_view d, size_t begin, size_t end) {
  if (begin == end) return DescriptorError{begin, "empty class name"};
  bool segment_empty = true;
  for (size_t i = begin; i < end; i++) {
    switch (d[i]) {
      case '.':
      case '[':
      case ';': return DescriptorError{i, "illegal character in class name"};
      case '/':
        if (segment_empty) return DescriptorError{i, "empty segment in class name"};
        segment_empty = true;
        break;
      default: segment_empty = false;
    }
  }
  if (segment_empty) return DescriptorError{end, "class name ends with '/'"};
  return std::nullopt;
}

/// Scans the field type (or, with `allow_void`, the return type "V") that starts at `pos`.
/// `check_names`: also check each class name's syntax (the parser's checks); the iterator walks
/// descriptors the parser already checked and skips that (it still never reads past the end).
Scan scan_type(std::string_view d, size_t pos, bool allow_void, bool check_names = true) {
  const size_t start = pos;
  int dims = 0;
  while (pos < d.size() && d[pos] == '[') {
    if (++dims > kMaxArrayDimensions) return failure(pos, "more than 255 array dimensions");
    ++pos;
  }
  if (pos >= d.size()) return failure(pos, dims ? "expected an element type after '['" : "expected a type");
  size_t end = pos + 1;
  const char c = d[pos];
  switch (c) {
    case 'B': case 'C': case 'D': case 'F': case 'I': case 'J': case 'S': case 'Z': break;
    case 'V':
      if (!allow_void || dims > 0) return failure(pos, "void is only a return type");
      break;
    case 'L': {
      const size_t semi = d.find(';', pos + 1);
      if (semi == std::string_view::npos) return failure(d.size(), "expected ';' after the class name");
      if (check_names) {
        if (auto e = binary_name_error(d, pos + 1, semi)) return failure(e->position, e->reason);
      } else if (semi == pos + 1) {
        return failure(pos + 1, "empty class name");
      }
      end = semi + 1;
      break;
    }
    default: return failure(pos, "expected a type");
  }
  Scan s;
  s.type.type = dims > 0 ? BasicType::Reference : basic_type_of(c);
  s.type.descriptor = d.substr(start, end - start);
  s.type.dimensions = dims;
  s.end = end;
  return s;
}

}  // namespace

std::string_view primitive_type_name(BasicType t) {
  switch (t) {
    case BasicType::Boolean: return "boolean";
    case BasicType::Char: return "char";
    case BasicType::Float: return "float";
    case BasicType::Double: return "double";
    case BasicType::Byte: return "byte";
    case BasicType::Short: return "short";
    case BasicType::Int: return "int";
    case BasicType::Long: return "long";
    case BasicType::Void: return "void";
    case BasicType::Reference: break;
  }
  return "";
}

std::string_view FieldType::class_name() const {
  if (!is_reference()) return {};
  if (is_array()) return descriptor;
  return descriptor.substr(1, descriptor.size() - 2);  // L...;
}

FieldType field_type(std::string_view descriptor) {
  Scan s = scan_type(descriptor, 0, /*allow_void=*/true);
  if (s.error || s.end != descriptor.size()) return FieldType{};
  return s.type;
}

// --- well-formedness ---------------------------------------------------------------------------

std::string DescriptorError::message() const {
  return std::string(reason) + " at offset " + std::to_string(position);
}

std::optional<DescriptorError> field_descriptor_error(std::string_view d) {
  Scan s = scan_type(d, 0, /*allow_void=*/false);
  if (s.error) return s.error;
  if (s.end != d.size()) return DescriptorError{s.end, "characters after the field type"};
  return std::nullopt;
}

std::optional<DescriptorError> method_descriptor_error(std::string_view d) {
  if (d.empty() || d[0] != '(') return DescriptorError{0, "expected '('"};
  size_t pos = 1;
  // Parameters
  while (pos < d.size() && d[pos] != ')') {
    Scan s = scan_type(d, pos, /*allow_void=*/false);
    if (s.error) return s.error;
    pos = s.end;
  }
  if (pos >= d.size()) return DescriptorError{pos, "expected ')'"};
  // Return type
  Scan s = scan_type(d, pos + 1, /*allow_void=*/true);
  if (s.error) return s.error;
  if (s.end != d.size()) return DescriptorError{s.end, "characters after the return type"};
  return std::nullopt;
}

bool is_legal_field_descriptor(std::string_view descriptor) {
  return !field_descriptor_error(descriptor);
}

std::optional<MethodDescriptorShape> check_method_descriptor(std::string_view descriptor) {
  // One checking pass that also counts the parameter slots (the class parser's hot path).
  const std::string_view d = descriptor;
  if (d.empty() || d[0] != '(') return std::nullopt;
  size_t pos = 1;
  int slots = 0;
  while (pos < d.size() && d[pos] != ')') {
    Scan s = scan_type(d, pos, /*allow_void=*/false);
    if (s.error) return std::nullopt;
    slots += s.type.slots();
    pos = s.end;
  }
  if (pos >= d.size()) return std::nullopt;
  Scan r = scan_type(d, pos + 1, /*allow_void=*/true);
  if (r.error || r.end != d.size()) return std::nullopt;
  return MethodDescriptorShape{slots, r.type.is_void()};
}

// --- the iterator --------------------------------------------------------------------------------

SignatureIterator::SignatureIterator(std::string_view method_descriptor) : d_(method_descriptor) {
  if (d_.empty() || d_[0] != '(') {
    at_return_ = malformed_ = true;
    return;
  }
  scan_at(1);
}

void SignatureIterator::next() {
  if (at_return_) return;
  slot_ += type_.slots();
  index_++;
  scan_at(end_);
}

void SignatureIterator::scan_at(size_t pos) {
  const bool is_return = pos < d_.size() && d_[pos] == ')';
  if (is_return) pos++;
  Scan s = scan_type(d_, pos, /*allow_void=*/is_return, /*check_names=*/false);
  if (s.error || (is_return && s.end != d_.size())) {
    // Stop here: a Void return type, never a read past the end.
    type_ = FieldType{};
    at_return_ = malformed_ = true;
    return;
  }
  type_ = s.type;
  end_ = s.end;
  at_return_ = is_return;
}

// --- helpers -----------------------------------------------------------------------------------

int parameter_slots(std::string_view method_descriptor, bool with_receiver) {
  SignatureIterator it(method_descriptor);
  while (!it.at_return()) it.next();
  return it.slot() + (with_receiver ? 1 : 0);
}

int parameter_count(std::string_view method_descriptor) {
  SignatureIterator it(method_descriptor);
  while (!it.at_return()) it.next();
  return it.index();
}

FieldType return_type(std::string_view method_descriptor) {
  SignatureIterator it(method_descriptor);
  while (!it.at_return()) it.next();
  return it.type();
}

std::string_view parameters_text(std::string_view method_descriptor) {
  SignatureIterator it(method_descriptor);
  while (!it.at_return()) it.next();
  if (it.malformed()) return {};
  // The return type's text starts right after ')'.
  const size_t close = size_t(it.type().descriptor.data() - method_descriptor.data()) - 1;
  return method_descriptor.substr(1, close - 1);
}

// --- Java source names -----------------------------------------------------------------------------

std::string java_type_name(const FieldType& type, bool short_lang) {
  if (type.descriptor.empty()) return "?";
  const std::string_view element = type.element_descriptor();
  std::string out;
  if (element[0] == 'L') {
    out.assign(element.substr(1, element.size() - 2));
    for (char& c : out) {
      if (c == '/') c = '.';
    }
    if (short_lang && (out == "java.lang.Object" || out == "java.lang.String")) out.erase(0, 10);
  } else {
    out.assign(primitive_type_name(basic_type_of(element[0])));
  }
  for (int k = 0; k < type.dimensions; k++) out += "[]";
  return out;
}

std::string class_descriptor(std::string_view class_name) {
  if (!class_name.empty() && class_name[0] == '[') return std::string(class_name);
  std::string out;
  out.reserve(class_name.size() + 2);
  out.append("L").append(class_name).append(";");
  return out;
}

std::string java_type_name(std::string_view descriptor, bool short_lang) {
  return java_type_name(field_type(descriptor), short_lang);
}

std::string java_parameter_list(std::string_view method_descriptor, bool short_lang) {
  std::string out;
  for (SignatureIterator it(method_descriptor); !it.at_return(); it.next()) {
    if (it.index() > 0) out += ", ";
    out += java_type_name(it.type(), short_lang);
  }
  return out;
}

}  // namespace jvmlab::classfile
