// Class-file parser (JVMS §4): bytes -> ClassFile, in the order the file is laid out. Checks the
// format (JVMS §4.8 "format checking"); does not verify bytecode and does not load anything.
//
//   magic u4 | minor u2 major u2 | constant_pool | access this super | interfaces
//   | fields | methods | attributes | (nothing: extra bytes are an error)
//
// This file: the driver, magic and version, the class header, fields and methods. The constant
// pool, Code and class attributes are in constant_pool_parser.cpp, code_attribute_parser.cpp and
// class_attributes_parser.cpp; the shared state in class_file_parser.hpp.
#include "classfile/class_parser.hpp"

#include "classfile/access_flags.hpp"
#include "classfile/class_file_parser.hpp"
#include "classfile/descriptors.hpp"
#include "classfile/signature.hpp"

namespace jvmlab::classfile::parsing {

ParseResult ClassFileParser::run() {
  ByteReader r(bytes_);
  const bool parsed = parse_magic(r) && parse_version(r) && parse_constant_pool(r) &&
                      check_constant_pool() && parse_class_header(r) && parse_fields(r) &&
                      parse_methods(r) && parse_class_attributes(r) &&
                      check_bootstrap_references() && check_no_extra_bytes(r);
  if (!parsed) {
    if (!error_.no_class_def && !error_.unsupported_version) error_.interfaces_read = cf_->interfaces;
    return std::move(error_);
  }
  return std::move(cf_);
}

bool ClassFileParser::parse_magic(ByteReader& r) {
  const uint32_t magic = r.u4();
  if (!readable(r)) return false;
  if (magic != kMagic) {
    // java's exact text; the magic is always at offset 0
    error_ = FormatError{
        "Incompatible magic value " + std::to_string(magic) + " in class file " + name_, 0, false};
    return false;
  }
  return true;
}

bool ClassFileParser::parse_version(ByteReader& r) {
  const uint16_t minor = r.u2();
  const uint16_t major = r.u2();
  if (!readable(r)) return false;
  cf_->minor_version = minor;
  cf_->major_version = major;
  const std::string version = std::to_string(major) + "." + std::to_string(minor);
  if (major < kMinMajor) {
    return fail_version(name_ + " (class file version " + version +
                        ") was compiled with an invalid major version");
  }
  if (major > kMaxMajor) {
    return fail_version(name_ +
                        " has been compiled by a more recent version of the Java Runtime "
                        "(class file version " +
                        version +
                        "), this version of the Java Runtime only recognizes class file "
                        "versions up to " +
                        std::to_string(kMaxMajor) + ".0");
  }
  const bool minor_must_be_zero = major >= kJava12;
  if (!minor_must_be_zero || minor == 0) return true;
  if (minor != kPreviewMinor) {
    return fail_version(name_ + " (class file version " + version +
                        ") was compiled with an invalid non-zero minor version");
  }
  if (major != kMaxMajor) {
    return fail_version(name_ + " (class file version " + version +
                        ") was compiled with preview features that are unsupported. This "
                        "version of the Java Runtime only recognizes preview features for "
                        "class file version " +
                        std::to_string(kMaxMajor) + "." + std::to_string(kPreviewMinor));
  }
  return fail_version("Preview features are not enabled for " + name_ + " (class file version " +
                      version + "). Try running with '--enable-preview'");
}

bool ClassFileParser::parse_class_header(ByteReader& r) {
  const size_t offset = r.offset();
  const uint16_t access = r.u2();
  const uint16_t this_index = r.u2();
  const uint16_t super_index = r.u2();
  const uint16_t interface_count = r.u2();
  if (!readable(r)) return false;
  cf_->access_flags = access;
  // ACC_MODULE means nothing before version 53 (HotSpot masks it off)
  if ((access & acc::MODULE) && cf_->major_version >= kJava9) return fail_not_a_class(offset);
  // This class
  const std::string* this_name = class_name_at(this_index);
  if (this_name == nullptr) {
    return fail(offset + 2, "Invalid this class index " + idx(this_index) + " in constant pool");
  }
  if ((*this_name)[0] == '[') return fail(offset + 2, "Bad class name");
  cf_->this_class = *this_name;
  if (!name_from_hint_) name_ = *this_name;
  if (!legal_class_flags(access, cf_->major_version)) {
    return fail_plain(offset, "Illegal class modifiers in class " + name_ + ": " + hex(access));
  }
  // The name it was loaded by, before anything else of the class is read (as java checks)
  if (!expected_name_.empty() && cf_->this_class != expected_name_) {
    error_ = FormatError{expected_name_ + " (wrong name: " + cf_->this_class + ")", offset + 2, false, true};
    return false;
  }
  // Super class: only java/lang/Object has none
  if (super_index == 0) {
    if (cf_->this_class != "java/lang/Object") {
      return fail(offset + 4, "Invalid superclass index 0");
    }
  } else {
    const std::string* super_name = class_name_at(super_index);
    if (super_name == nullptr) {
      return fail(offset + 4, "Invalid superclass index " + idx(super_index));
    }
    if ((*super_name)[0] == '[') return fail(offset + 4, "Bad superclass name");
    cf_->super_class = *super_name;
  }
  if ((access & acc::INTERFACE) && cf_->super_class != "java/lang/Object") {
    return fail(offset + 4, "Interfaces must have java.lang.Object as superclass");
  }
  // Interfaces
  cf_->interfaces.reserve(interface_count);
  std::vector<NamePair> names;
  names.reserve(interface_count);
  for (uint32_t i = 0; i < interface_count; ++i) {
    const size_t at = r.offset();
    const uint16_t index = r.u2();
    if (!readable(r)) return false;
    const std::string* name = class_name_at(index);
    if (name == nullptr) {
      return fail(at, "Interface name has bad constant pool index " + idx(index));
    }
    if ((*name)[0] == '[') return fail(at, "Bad interface name");
    cf_->interfaces.push_back(*name);
    names.emplace_back(*name, std::string_view{});
  }
  NamePair dup;
  if (!trusted_ && find_duplicate(names, dup)) {
    return fail(offset + 8, "Duplicate interface name " + quoted(dup.first));
  }
  return true;
}

// Reads a u2 constant-pool index from an attribute whose length must be exactly 2
// (SourceFile, Signature, NestHost, ConstantValue). `wrong_length` is java's message, with
// "%u" standing for the length (built only on failure: this runs for every such attribute).
bool ClassFileParser::read_u2_attribute(Attribute& a, std::string_view wrong_length,
                                        uint16_t& value) {
  if (a.length != 2) {
    std::string message(wrong_length);
    const size_t at = message.find("%u");
    if (at != std::string::npos) message.replace(at, 2, std::to_string(a.length));
    return fail(a.offset + 2, message);
  }
  value = a.body.u2();
  return true;  // two bytes in a two-byte window
}

bool ClassFileParser::parse_fields(ByteReader& r) {
  const size_t offset = r.offset();
  const uint16_t count = r.u2();
  if (!readable(r)) return false;
  cf_->fields.resize(count);
  std::vector<NamePair> names;
  names.reserve(count);
  for (FieldInfo& f : cf_->fields) {
    if (!parse_field(r, f)) return false;
    names.emplace_back(f.name, f.descriptor);
  }
  NamePair dup;
  if (!trusted_ && find_duplicate(names, dup)) {
    return fail(offset, "Duplicate field name " + quoted(dup.first) + " with signature " +
                            quoted(dup.second));
  }
  return true;
}

bool ClassFileParser::parse_field(ByteReader& r, FieldInfo& f) {
  const size_t offset = r.offset();
  f.access_flags = r.u2();
  const uint16_t name_index = r.u2();
  const uint16_t descriptor_index = r.u2();
  const uint16_t attribute_count = r.u2();
  if (!readable(r)) return false;
  const std::string* name = utf8_at(name_index);
  if (name == nullptr) {
    return fail(offset + 2, "Invalid constant pool index " + idx(name_index) + " for field name");
  }
  const std::string* descriptor = utf8_at(descriptor_index);
  if (descriptor == nullptr) {
    return fail(offset + 4,
                "Invalid constant pool index " + idx(descriptor_index) + " for field signature");
  }
  if (!trusted_ && !is_legal_field_name(*name)) {
    return fail_plain(offset + 2, "Illegal field name " + quoted(*name) + " in class " + name_);
  }
  if (!trusted_ && !is_legal_field_descriptor(*descriptor)) {
    return fail_plain(offset + 4, "Field " + quoted(*name) + " in class " + name_ +
                                      " has illegal signature " + quoted(*descriptor));
  }
  const bool in_interface = cf_->access_flags & acc::INTERFACE;
  if (!trusted_ && !legal_field_flags(f.access_flags, in_interface, cf_->major_version)) {
    return fail_plain(offset,
                      "Illegal field modifiers in class " + name_ + ": " + hex(f.access_flags));
  }
  f.name = *name;
  f.descriptor = *descriptor;
  const bool is_static = f.access_flags & acc::STATIC;
  const bool java5 = cf_->major_version >= kJava5;
  bool seen_constant_value = false;
  bool seen_signature = false;
  AttributesSeenOnce seen_once;
  // In HotSpot's order (ClassFileParser::parse_field_attributes): ConstantValue, Synthetic and
  // Deprecated in any version; Signature and annotations from 49 on; the rest skipped.
  for (uint32_t i = 0; i < attribute_count; ++i) {
    Attribute a;
    if (!read_attribute(r, "Invalid field attribute index", a)) return false;
    if (a.name == "ConstantValue" && is_static) {  // ignored on instance fields (JVMS §4.7.2)
      if (seen_constant_value) return fail(a.offset, "Duplicate ConstantValue attribute");
      seen_constant_value = true;
      if (!read_u2_attribute(a, "Invalid ConstantValue field attribute length %u",
                             f.constant_value_index)) {
        return false;
      }
      if (!check_constant_value(f, a.offset + 6)) return false;
    } else if (a.name == "Synthetic" || a.name == "Deprecated") {
      if (!check_empty_attribute(a, "field")) return false;
    } else if (!java5) {
      continue;
    } else if (AttributesSeenOnce::applies(a.name, false)) {
      if (!check_seen_once(a, " for field", seen_once)) return false;
      if (a.name == "RuntimeVisibleAnnotations") keep_body(a, f.annotations);
    } else if (a.name == "Signature") {
      if (seen_signature) return fail(a.offset, "Multiple Signature attributes for field");
      seen_signature = true;
      if (!read_signature(a, "Wrong size %u for field's Signature attribute", f.signature)) {
        return false;
      }
    }
    // Other attributes: skipped (the window already moved `r` past the body)
  }
  return true;
}

// ConstantValue must name a constant whose type matches the field's (JVMS §4.7.2, Table
// 4.7.2-A).
bool ClassFileParser::check_constant_value(const FieldInfo& f, size_t offset) {
  const uint16_t index = f.constant_value_index;
  if (index == 0 || index >= cp().size() || cp()[index].tag == CpTag::Invalid) {
    return fail(offset, "Bad initial value index " + idx(index) + " in ConstantValue attribute");
  }
  const CpTag tag = cp()[index].tag;
  CpTag expected = CpTag::Invalid;
  switch (field_type(f.descriptor).type) {
    case BasicType::Long: expected = CpTag::Long; break;
    case BasicType::Float: expected = CpTag::Float; break;
    case BasicType::Double: expected = CpTag::Double; break;
    case BasicType::Byte:
    case BasicType::Char:
    case BasicType::Int:
    case BasicType::Short:
    case BasicType::Boolean: expected = CpTag::Integer; break;
    default:
      if (tag == CpTag::String && f.descriptor != "Ljava/lang/String;") {
        return fail(offset, "Bad string initial value");
      }
      expected = CpTag::String;
  }
  if (tag != expected) return fail(offset, "Inconsistent constant value type");
  return true;
}

// A Signature attribute (JVMS §4.7.9): length 2, a Utf8 index.
bool ClassFileParser::read_signature(Attribute& a, std::string_view wrong_length,
                                     std::string& out) {
  uint16_t index = 0;
  if (!read_u2_attribute(a, wrong_length, index)) return false;
  const std::string* signature = utf8_at(index);
  if (signature == nullptr) {
    return fail(a.offset + 6,
                "Invalid constant pool index " + idx(index) + " in Signature attribute");
  }
  out = *signature;
  return true;
}

bool ClassFileParser::parse_methods(ByteReader& r) {
  const size_t offset = r.offset();
  const uint16_t count = r.u2();
  if (!readable(r)) return false;
  cf_->methods.resize(count);
  std::vector<NamePair> names;
  names.reserve(count);
  for (MethodInfo& m : cf_->methods) {
    if (!parse_method(r, m)) return false;
    names.emplace_back(m.name, m.descriptor);
  }
  NamePair dup;
  if (!trusted_ && find_duplicate(names, dup)) {
    return fail(offset, "Duplicate method name " + quoted(dup.first) + " with signature " +
                            quoted(dup.second));
  }
  return true;
}

bool ClassFileParser::parse_method(ByteReader& r, MethodInfo& m) {
  const size_t offset = r.offset();
  m.access_flags = r.u2();
  const uint16_t name_index = r.u2();
  const uint16_t descriptor_index = r.u2();
  const uint16_t attribute_count = r.u2();
  if (!readable(r)) return false;
  const std::string* name = utf8_at(name_index);
  if (name == nullptr) {
    return fail(offset + 2, "Illegal constant pool index " + idx(name_index) + " for method name");
  }
  const std::string* descriptor = utf8_at(descriptor_index);
  if (descriptor == nullptr) {
    return fail(offset + 4,
                "Illegal constant pool index " + idx(descriptor_index) + " for method signature");
  }
  // Trusted (the archive): no descriptor scan, and no argument-slot count to check max_locals
  // against (0 passes parse_code's check).
  std::optional<MethodDescriptorShape> shape;
  if (!trusted_) {
    if (!is_legal_method_name(*name)) {
      return fail_plain(offset + 2, "Illegal method name " + quoted(*name) + " in class " + name_);
    }
    shape = check_method_descriptor(*descriptor);
    const bool special = *name == "<init>" || *name == "<clinit>";
    if (!shape || (special && !shape->returns_void)) {
      return fail_plain(offset + 4, "Method " + quoted(*name) + " in class " + name_ +
                                        " has illegal signature " + quoted(*descriptor));
    }
  }
  if (!check_method_flags(m, *name, offset)) return false;
  const int arg_slots = shape ? shape->arg_slots + ((m.access_flags & acc::STATIC) ? 0 : 1) : 0;
  if (arg_slots > kMaxArgSlots) {
    return fail(offset + 4, "Too many arguments in method signature");
  }
  m.name = *name;
  m.descriptor = *descriptor;
  const bool has_no_code = m.access_flags & (acc::NATIVE | acc::ABSTRACT);
  const bool java5 = cf_->major_version >= kJava5;
  bool seen_exceptions = false;
  bool seen_signature = false;
  bool seen_method_parameters = false;
  AttributesSeenOnce seen_once;
  // In HotSpot's order (ClassFileParser::parse_method): Code, Exceptions, MethodParameters,
  // Synthetic and Deprecated in any version; Signature and annotations from 49 on.
  for (uint32_t i = 0; i < attribute_count; ++i) {
    Attribute a;
    if (!read_attribute(r, "Invalid method attribute name index", a)) return false;
    if (a.name == "Code") {
      if (has_no_code) return fail(a.offset, "Code attribute in native or abstract methods");
      if (m.code) return fail(a.offset, "Multiple Code attributes");
      if (!parse_code(a, m, arg_slots)) return false;
    } else if (a.name == "Exceptions") {
      if (seen_exceptions) return fail(a.offset, "Multiple Exceptions attributes");
      seen_exceptions = true;
      if (!read_class_list(a, "Exceptions attribute has wrong length",
                           "Exception name has bad type at constant pool", m.exceptions)) {
        return false;
      }
    } else if (a.name == "MethodParameters") {
      if (seen_method_parameters) return fail(a.offset, "Multiple MethodParameters attributes");
      seen_method_parameters = true;
      if (!check_method_parameters(a)) return false;
      keep_body(a, m.method_parameters);
    } else if (a.name == "Synthetic" || a.name == "Deprecated") {
      if (!check_empty_attribute(a, "method")) return false;
    } else if (!java5) {
      continue;
    } else if (AttributesSeenOnce::applies(a.name, true)) {
      if (!check_seen_once(a, " for method", seen_once)) return false;
      if (a.name == "RuntimeVisibleAnnotations") keep_body(a, m.annotations);
      if (a.name == "RuntimeVisibleParameterAnnotations") keep_body(a, m.parameter_annotations);
      if (a.name == "AnnotationDefault") keep_body(a, m.annotation_default);
    } else if (a.name == "Signature") {
      if (seen_signature) return fail(a.offset, "Multiple Signature attributes for method");
      seen_signature = true;
      if (!read_signature(a, "Invalid Signature attribute length %u", m.signature)) return false;
    }
  }
  if (!has_no_code && !m.code) {
    return fail(offset, "Absent Code attribute in method that is not native or abstract");
  }
  return true;
}

// MethodParameters (JVMS §4.7.24): a u1 count, then a u2 name index and u2 flags per
// parameter; only the length is checked at load, as HotSpot checks it (the entries are checked
// by reflection).
bool ClassFileParser::check_method_parameters(Attribute& a) {
  ByteReader body = a.body;  // a copy: keep_body keeps the attribute from its first byte
  const uint8_t count = a.length == 0 ? 0 : body.u1();
  if (a.length == 0 || a.length != 4u * count + 1u) {
    // java's text names no class
    return fail_plain(a.offset + 2, "Invalid MethodParameters method attribute length " +
                                        std::to_string(a.length) + " in class file");
  }
  return true;
}

// Method flags (JVMS §4.6). A class initializer's flags other than STATIC (and STRICT before
// 61.0) are ignored, so the model keeps only those; before 51.0 it need not even say STATIC.
bool ClassFileParser::check_method_flags(MethodInfo& m, std::string_view name, size_t offset) {
  const uint16_t major = cf_->major_version;
  const bool in_interface = cf_->access_flags & acc::INTERFACE;
  if (name == "<clinit>") {
    if (major < kJava7) {
      m.access_flags = acc::STATIC;
    } else if (m.access_flags & acc::STATIC) {
      m.access_flags &= acc::STATIC | (major < kMaxMajor ? acc::STRICT : 0);
    } else {
      return fail(offset, "Method <clinit> is not static");
    }
    return true;
  }
  if (in_interface && name == "<init>") {
    return fail_plain(offset, "Interface cannot have a method named <init>, class file " + name_);
  }
  if (!trusted_ && !legal_method_flags(m.access_flags, name, in_interface, major)) {
    return fail_plain(offset, "Method " + std::string(name) + " in class " + name_ +
                                  " has illegal modifiers: " + hex(m.access_flags));
  }
  return true;
}

// Every Dynamic/InvokeDynamic constant names an existing BootstrapMethods entry.
bool ClassFileParser::check_bootstrap_references() {
  if (!has_dynamic_constants_) return true;
  if (!seen_bootstrap_methods_) {
    return fail(max_bootstrap_offset_, "Missing BootstrapMethods attribute");
  }
  if (max_bootstrap_index_ >= cf_->bootstrap_methods.size()) {
    return fail(max_bootstrap_offset_, "Short length on BootstrapMethods");
  }
  return true;
}

bool ClassFileParser::check_no_extra_bytes(const ByteReader& r) {
  if (r.remaining() != 0) {
    return fail_plain(r.offset(), "Extra bytes at the end of class file " + name_);
  }
  return true;
}

}  // namespace jvmlab::classfile::parsing

namespace jvmlab::classfile {

ParseResult parse_class_file(std::span<const uint8_t> bytes, std::string_view name_hint,
                             std::string_view expected_name, FormatChecks checks) {
  return parsing::ClassFileParser(bytes, name_hint, expected_name, checks).run();
}

}  // namespace jvmlab::classfile
