// Class-level attributes (JVMS §4.7): SourceFile, Signature, BootstrapMethods, InnerClasses,
// NestHost, NestMembers, Record, PermittedSubclasses, EnclosingMethod; Synthetic, Deprecated,
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
      if (a.name == "RuntimeVisibleAnnotations") keep_body(a, cf_->annotations);
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

// InnerClasses (JVMS §4.7.6), in the order of HotSpot's
// ClassFileParser::parse_classfile_inner_classes_attribute: each entry's inner class, outer
// class, inner name, then its flags (ACC_MODULE is NoClassDefFoundError, as for the class
// itself); then duplicate entries; the attribute's length last, and only from version 49. The
// entries are read by their count, so a short attribute reads on into the bytes after it, as
// HotSpot reads them (a count past the end of the file is a truncated file).
bool ClassFileParser::parse_inner_classes(Attribute& a) {
  static constexpr std::string_view kWrongLength = "Wrong InnerClasses attribute length";
  // the flags HotSpot keeps (RECOGNIZED_INNER_CLASS_MODIFIERS), and ACC_MODULE from 53
  static constexpr uint16_t kRecognized = acc::PUBLIC | acc::PRIVATE | acc::PROTECTED |
                                          acc::STATIC | acc::FINAL | acc::SUPER | acc::INTERFACE |
                                          acc::ABSTRACT | acc::SYNTHETIC | acc::ANNOTATION |
                                          acc::ENUM;
  const uint16_t major = cf_->major_version;
  const uint16_t recognized = major >= kJava9 ? kRecognized | acc::MODULE : kRecognized;
  ByteReader r(bytes_);
  r.skip(a.body.offset());
  const uint16_t count = r.u2();
  if (!readable(r)) return false;
  if (r.remaining() < 8u * count) {  // HotSpot asks for all the entries first
    r.skip(8u * count);
    return readable(r);
  }
  std::vector<InnerClassEntry> entries(count);
  for (InnerClassEntry& e : entries) {
    const size_t at = r.offset();
    e.inner = r.u2();
    e.outer = r.u2();
    e.name = r.u2();
    e.flags = r.u2() & recognized;
    if (!readable(r)) return false;
    if (class_name_at(e.inner) == nullptr) {
      return fail(at, "inner_class_info_index " + idx(e.inner) + " has bad constant type");
    }
    if (e.outer != 0) {
      const std::string* outer = class_name_at(e.outer);
      if (outer == nullptr) {
        return fail(at + 2, "outer_class_info_index " + idx(e.outer) + " has bad constant type");
      }
      if ((*outer)[0] == '[') return fail(at + 2, "Outer class is an array class");
    }
    if (e.name != 0 && utf8_at(e.name) == nullptr) {
      return fail(at + 4, "inner_name_index " + idx(e.name) + " has bad constant type");
    }
    if (e.outer == e.inner) return fail(at + 2, "Class is both outer and inner class");
    if ((e.flags & acc::INTERFACE) && major < kStackMapMajor) e.flags |= acc::ABSTRACT;
    if (e.flags & acc::MODULE) return fail_not_a_class(at + 6);
    if (!legal_class_flags(e.flags, major)) {
      return fail_plain(at + 6, "Illegal class modifiers in class " + name_ + ": " + hex(e.flags));
    }
  }
  bool ignored = false;
  if (!check_inner_class_entries(entries, a.offset, ignored)) return false;
  if (major >= kJava5 && a.length != 2 + 8u * count) return fail(a.offset + 2, kWrongLength);
  if (ignored) return true;  // a circular chain of outer classes: java ignores the attribute
  cf_->inner_classes.resize(count);
  for (size_t i = 0; i < entries.size(); ++i) {
    const InnerClassEntry& e = entries[i];
    InnerClass& ic = cf_->inner_classes[i];
    ic.inner_class = *class_name_at(e.inner);
    if (e.outer != 0) ic.outer_class = *class_name_at(e.outer);
    if (e.name != 0) ic.inner_name = *utf8_at(e.name);
    ic.access_flags = e.flags;
  }
  return true;
}

// HotSpot's check_inner_classes_circularity: for each entry in turn, a chain of outer classes
// that comes back to it (Floyd's cycle finding, each step to the outer class of the first entry
// naming that class as inner) or a later entry with the same inner_class_info_index makes
// java ignore the attribute (`ignored`); a later entry equal in all four fields is a
// ClassFormatError from version 49, when found before either.
bool ClassFileParser::check_inner_class_entries(const std::vector<InnerClassEntry>& entries,
                                                size_t offset, bool& ignored) {
  auto name_of = [&](int index) -> std::string_view { return *class_name_at(index); };
  auto jump_to_outer = [&](int index) -> int {  // -1: no entry names the class as inner
    if (index <= 0) return -1;
    for (const InnerClassEntry& e : entries) {
      if (name_of(e.inner) == name_of(index)) return e.outer;
    }
    return -1;
  };
  auto loops_through_outer = [&](const InnerClassEntry& e) {
    int slow = e.inner;
    int fast = e.outer;
    // Floyd's steps; the bound keeps a walk whose slow pointer never meets fast finite
    for (size_t steps = 0; fast != -1 && fast != 0; ++steps) {
      if (slow > 0 && name_of(slow) == name_of(fast)) return true;
      if (slow == -1 || steps > 2 * entries.size() + 2) return true;
      fast = jump_to_outer(fast);
      if (fast == -1) return false;
      fast = jump_to_outer(fast);
      if (fast == -1) return false;
      slow = jump_to_outer(slow);
    }
    return false;
  };
  for (size_t i = 0; i < entries.size(); ++i) {
    if (loops_through_outer(entries[i])) {
      ignored = true;
      return true;
    }
    for (size_t j = i + 1; j < entries.size(); ++j) {
      const InnerClassEntry& x = entries[i];
      const InnerClassEntry& y = entries[j];
      const bool same = x.inner == y.inner && x.outer == y.outer && x.name == y.name &&
                        x.flags == y.flags;
      if (same && cf_->major_version >= kJava5) {
        return fail(offset, "Duplicate entry in InnerClasses attribute");
      }
      if (x.inner == y.inner) {
        ignored = true;
        return true;
      }
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
// (HotSpot's ClassFileParser::parse_classfile_attributes). Kept for reflection.
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
  cf_->enclosing_class_index = class_index;
  if (method_index != 0) {
    const CpEntry& nat = cp()[method_index];
    cf_->enclosing_method_name = cf_->utf8(nat.index1);
    cf_->enclosing_method_descriptor = cf_->utf8(nat.index2);
  }
  return true;
}

// Record (JVMS §4.7.30): components, each with attributes of its own (Signature and annotations kept).
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
        if (inner.name == "RuntimeVisibleAnnotations") keep_body(inner, c.annotations);
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
