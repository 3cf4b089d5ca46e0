// Class-level attributes (JVMS §4.7): SourceFile, Signature, BootstrapMethods, InnerClasses,
// NestHost, NestMembers, Record, PermittedSubclasses; EnclosingMethod, Synthetic, Deprecated,
// SourceDebugExtension and annotations checked only; others are skipped. Part of ClassFileParser
// (classfile/class_file_parser.hpp).
#include <optional>

#include "classfile/access_flags.hpp"
#include "classfile/class_file_parser.hpp"
#include "classfile/descriptors.hpp"

namespace jvmlab::classfile::parsing {

// In HotSpot's order (ClassFileParser::parse_classfile_attributes): one pass over the
// attributes checks each as it comes, except InnerClasses, NestMembers, Record and
// PermittedSubclasses, whose bodies are checked after the pass, in that order. SourceFile,
// SourceDebugExtension, InnerClasses, Synthetic and Deprecated count in every version;
// Signature, annotations, EnclosingMethod from 49, BootstrapMethods from 51, NestHost and
// NestMembers from 55, Record from 60, PermittedSubclasses from 61; others are skipped.
bool ClassFileParser::parse_class_attributes(ByteReader& r) {
  const uint16_t attribute_count = r.u2();
  if (!readable(r)) return false;
  const uint16_t major = cf_->major_version;
  bool seen_source_file = false, seen_signature = false, seen_source_debug_extension = false;
  bool seen_nest_host = false, seen_enclosing_method = false;
  std::optional<Attribute> inner_classes, nest_members, record, permitted_subclasses;
  AttributesSeenOnce seen_once;
  for (uint32_t i = 0; i < attribute_count; ++i) {
    Attribute a;
    if (!read_attribute(r, "Attribute name has bad constant pool index", a)) return false;
    bool ok = true;
    if (a.name == "SourceFile") {
      if (seen_source_file) return fail(a.offset, "Multiple SourceFile attributes");
      seen_source_file = true;
      ok = parse_source_file(a);
    } else if (a.name == "SourceDebugExtension") {
      if (seen_source_debug_extension) {
        return fail(a.offset, "Multiple SourceDebugExtension attributes");
      }
      seen_source_debug_extension = true;
    } else if (a.name == "InnerClasses") {
      if (inner_classes) return fail(a.offset, "Multiple InnerClasses attributes");
      inner_classes = a;
    } else if (a.name == "Synthetic" || a.name == "Deprecated") {
      ok = check_empty_attribute(a, "classfile");
    } else if (major < kJava5) {
      continue;
    } else if (a.name == "Signature") {
      if (seen_signature) return fail(a.offset, "Multiple Signature attributes");
      seen_signature = true;
      ok = read_signature(a, "Wrong Signature attribute length %u", cf_->signature);
    } else if (AttributesSeenOnce::applies(a.name, false)) {
      ok = check_seen_once(a, "", seen_once);
    } else if (a.name == "EnclosingMethod") {
      if (seen_enclosing_method) return fail(a.offset, "Multiple EnclosingMethod attributes");
      seen_enclosing_method = true;
      ok = check_enclosing_method(a);
    } else if (a.name == "BootstrapMethods" && major >= kJava7) {
      if (seen_bootstrap_methods_) return fail(a.offset, "Multiple BootstrapMethods attributes");
      seen_bootstrap_methods_ = true;
      ok = parse_bootstrap_methods(a);
    } else if (a.name == "NestMembers" && major >= kJava11) {
      if (nest_members) return fail(a.offset, "Multiple NestMembers attributes");
      if (seen_nest_host) return fail(a.offset, "Conflicting NestHost and NestMembers attributes");
      nest_members = a;
    } else if (a.name == "NestHost" && major >= kJava11) {
      if (seen_nest_host) return fail(a.offset, "Multiple NestHost attributes");
      if (nest_members) return fail(a.offset, "Conflicting NestMembers and NestHost attributes");
      seen_nest_host = true;
      ok = parse_nest_host(a);
    } else if (a.name == "Record" && major >= kJava16) {
      if (record) return fail(a.offset, "Multiple Record attributes");
      record = a;
    } else if (a.name == "PermittedSubclasses" && major >= kJava17) {
      if (permitted_subclasses) return fail(a.offset, "Multiple PermittedSubclasses attributes");
      if (cf_->access_flags & acc::FINAL) {
        return fail_plain(a.offset, "PermittedSubclasses attribute in final class file " + name_);
      }
      permitted_subclasses = a;
    }
    if (!ok) return false;
  }
  // The attributes whose bodies HotSpot checks after the pass
  if (inner_classes && !parse_inner_classes(*inner_classes)) return false;
  if (nest_members && !read_class_list(*nest_members, "Wrong NestMembers attribute length",
                                       "Nest member class_info_index", cf_->nest_members)) {
    return false;
  }
  if (record && !parse_record(*record)) return false;
  if (permitted_subclasses &&
      !read_class_list(*permitted_subclasses, "Wrong PermittedSubclasses attribute length",
                       "Permitted subclass class_info_index", cf_->permitted_subclasses)) {
    return false;
  }
  return true;
}

bool ClassFileParser::parse_source_file(Attribute& a) {
  uint16_t index = 0;
  if (!read_u2_attribute(a, "Wrong SourceFile attribute length", index)) return false;
  const std::string* file = utf8_at(index);
  if (file == nullptr) {
    return fail(a.offset + 6, "Invalid SourceFile attribute at constant pool index " + idx(index));
  }
  cf_->source_file = *file;
  return true;
}

// BootstrapMethods (JVMS §4.7.23): each entry a MethodHandle and loadable-constant arguments.
bool ClassFileParser::parse_bootstrap_methods(Attribute& a) {
  static constexpr std::string_view kWrongLength = "Bad length on BootstrapMethods";
  ByteReader& r = a.body;
  const uint16_t count = r.u2();
  if (!readable(r, kWrongLength)) return false;
  cf_->bootstrap_methods.resize(count);
  for (BootstrapMethod& bsm : cf_->bootstrap_methods) {
    const size_t at = r.offset();
    bsm.method_ref = r.u2();
    const uint16_t argument_count = r.u2();
    if (!readable(r, kWrongLength)) return false;
    if (!is(bsm.method_ref, CpTag::MethodHandle)) {
      return fail(at, "bootstrap_method_index " + idx(bsm.method_ref) + " has bad constant type");
    }
    if (r.remaining() < 2u * argument_count) {
      r.skip(2u * argument_count);
      return readable(r, kWrongLength);
    }
    bsm.arguments.resize(argument_count);
    for (uint16_t& argument : bsm.arguments) {
      const size_t arg_at = r.offset();
      argument = r.u2();
      if (!is_loadable(argument)) {
        return fail(arg_at, "argument_index " + idx(argument) + " has bad constant type");
      }
    }
  }
  if (r.remaining() != 0) return fail(r.offset(), kWrongLength);
  return true;
}

// Loadable constants (JVMS §4.4, Table 4.4-C).
bool ClassFileParser::is_loadable(uint16_t index) const {
  if (index == 0 || index >= cf_->constant_pool.size()) return false;
  switch (cf_->constant_pool[index].tag) {
    case CpTag::Integer:
    case CpTag::Float:
    case CpTag::Long:
    case CpTag::Double:
    case CpTag::Class:
    case CpTag::String:
    case CpTag::MethodHandle:
    case CpTag::MethodType:
    case CpTag::Dynamic: return true;
    default: return false;
  }
}

// InnerClasses (JVMS §4.7.6).
bool ClassFileParser::parse_inner_classes(Attribute& a) {
  static constexpr std::string_view kWrongLength = "Wrong InnerClasses attribute length";
  ByteReader& r = a.body;
  const uint16_t count = r.u2();
  if (!readable(r, kWrongLength)) return false;
  if (a.length != 2 + 8u * count) return fail(a.offset + 2, kWrongLength);
  cf_->inner_classes.resize(count);
  for (InnerClass& ic : cf_->inner_classes) {
    const size_t at = r.offset();
    const uint16_t inner_index = r.u2();
    const uint16_t outer_index = r.u2();
    const uint16_t name_index = r.u2();
    ic.access_flags = r.u2();
    if (ic.access_flags & acc::MODULE) return fail_not_a_class(at + 6);
    if (!legal_class_flags(ic.access_flags, cf_->major_version)) {
      return fail_plain(at + 6,
                        "Illegal class modifiers in class " + name_ + ": " + hex(ic.access_flags));
    }
    const std::string* inner = class_name_at(inner_index);
    if (inner == nullptr) {
      return fail(at, "inner_class_info_index " + idx(inner_index) + " has bad constant type");
    }
    ic.inner_class = *inner;
    if (outer_index != 0) {
      const std::string* outer = class_name_at(outer_index);
      if (outer == nullptr) {
        return fail(at + 2,
                    "outer_class_info_index " + idx(outer_index) + " has bad constant type");
      }
      if (outer_index == inner_index) return fail(at + 2, "Class is both outer and inner class");
      ic.outer_class = *outer;
    }
    if (name_index != 0) {
      const std::string* inner_name = utf8_at(name_index);
      if (inner_name == nullptr) {
        return fail(at + 4, "inner_name_index " + idx(name_index) + " has bad constant type");
      }
      ic.inner_name = *inner_name;
    }
  }
  return true;
}

bool ClassFileParser::parse_nest_host(Attribute& a) {
  uint16_t index = 0;
  if (!read_u2_attribute(a, "Wrong NestHost attribute length", index)) return false;
  const std::string* host = class_name_at(index);
  if (host == nullptr) {
    return fail(a.offset + 6,
                "Nest-host class_info_index " + idx(index) + " has bad constant type");
  }
  cf_->nest_host = *host;
  return true;
}

// EnclosingMethod (JVMS §4.7.7): a Class constant and an optional NameAndType; java's texts
// (HotSpot's ClassFileParser::parse_classfile_attributes).
bool ClassFileParser::check_enclosing_method(Attribute& a) {
  if (a.length != 4) {
    return fail(a.offset + 2, "Wrong EnclosingMethod attribute length " + std::to_string(a.length));
  }
  const uint16_t class_index = a.body.u2();
  const uint16_t method_index = a.body.u2();
  if (class_index == 0) return fail(a.offset + 6, "Invalid class index in EnclosingMethod attribute");
  if (class_name_at(class_index) == nullptr) {
    return fail(a.offset + 6, "Invalid or out-of-bounds class index in EnclosingMethod attribute");
  }
  if (method_index != 0 && !is(method_index, CpTag::NameAndType)) {
    return fail(a.offset + 8, "Invalid or out-of-bounds method index in EnclosingMethod attribute");
  }
  return true;
}

// Record (JVMS §4.7.30): components, each with attributes of its own (only Signature kept).
bool ClassFileParser::parse_record(Attribute& a) {
  static constexpr std::string_view kWrongLength = "Record attribute has wrong length";
  ByteReader& r = a.body;
  const uint16_t count = r.u2();
  if (!readable(r, kWrongLength)) return false;
  auto& components = cf_->record.emplace();
  components.resize(count);
  for (RecordComponent& c : components) {
    const size_t at = r.offset();
    const uint16_t name_index = r.u2();
    const uint16_t descriptor_index = r.u2();
    const uint16_t attribute_count = r.u2();
    if (!readable(r, kWrongLength)) return false;
    const std::string* name = utf8_at(name_index);
    if (name == nullptr) {
      return fail(
          at, "Invalid constant pool index " + idx(name_index) + " for name in Record attribute");
    }
    const std::string* descriptor = utf8_at(descriptor_index);
    if (descriptor == nullptr) {
      return fail(at + 2, "Invalid constant pool index " + idx(descriptor_index) +
                              " for descriptor in Record attribute");
    }
    // checked as a field's name and descriptor are
    if (!is_legal_field_name(*name)) {
      return fail_plain(at, "Illegal field name " + quoted(*name) + " in class " + name_);
    }
    if (!is_legal_field_descriptor(*descriptor)) {
      return fail_plain(at + 2, "Field " + quoted(*name) + " in class " + name_ +
                                    " has illegal signature " + quoted(*descriptor));
    }
    c.name = *name;
    c.descriptor = *descriptor;
    bool seen_signature = false;
    AttributesSeenOnce seen_once;
    for (uint32_t i = 0; i < attribute_count; ++i) {
      Attribute inner;
      if (!read_attribute(r, "Invalid Record attribute name index", inner, kWrongLength)) {
        return false;
      }
      if (AttributesSeenOnce::applies(inner.name, false)) {
        if (!check_seen_once(inner, " for Record component", seen_once)) return false;
      } else if (inner.name == "Signature") {
        if (seen_signature) {
          return fail(inner.offset, "Multiple Signature attributes for Record component");
        }
        seen_signature = true;
        if (!read_signature(inner, "Invalid Signature attribute length %u in Record component",
                            c.signature)) {
          return false;
        }
      }
    }
  }
  if (r.remaining() != 0) return fail(r.offset(), kWrongLength);
  return true;
}

}  // namespace jvmlab::classfile::parsing
