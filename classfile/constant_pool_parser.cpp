// Constant pool (JVMS §4.4): reading every entry (pass 1), then checking every reference's
// target tag and the names and descriptors of member references (pass 2). Part of
// ClassFileParser (classfile/class_file_parser.hpp).
#include "classfile/class_file_parser.hpp"
#include "classfile/descriptors.hpp"
#include "classfile/utf8.hpp"

namespace jvmlab::classfile::parsing {

namespace {

// MethodHandle reference kinds (JVMS §5.4.3.5, Table 5.4.3.5-A).
enum RefKind : uint16_t {
  kGetField = 1,
  kGetStatic = 2,
  kPutField = 3,
  kPutStatic = 4,
  kInvokeVirtual = 5,
  kInvokeStatic = 6,
  kInvokeSpecial = 7,
  kNewInvokeSpecial = 8,
  kInvokeInterface = 9,
};

}  // namespace

// Pass 1: read every entry, check tags, lengths and modified UTF-8. References may point
// forward, so their targets are checked in pass 2 (check_constant_pool).
bool ClassFileParser::parse_constant_pool(ByteReader& r) {
  const uint16_t count = r.u2();
  if (!readable(r)) return false;
  if (count < 1) return fail(8, "Illegal constant pool size " + idx(count));
  cp().resize(count);
  entry_offsets_.resize(count);
  const uint16_t major = cf_->major_version;
  for (uint32_t i = 1; i < count; ++i) {
    const size_t offset = r.offset();
    entry_offsets_[i] = static_cast<uint32_t>(offset);
    CpEntry& e = cp()[i];
    const uint8_t tag = r.u1();
    if (!readable(r)) return false;
    uint16_t min_major = kMinMajor;
    switch (tag) {
      case 1: {  // Utf8
        const uint16_t length = r.u2();
        const std::string_view chars = r.chars(length);
        if (!readable(r)) return false;
        if (!trusted_ && !is_valid_modified_utf8(chars)) {
          return fail(offset, "Illegal UTF8 string in constant pool");
        }
        e.utf8.assign(chars);
        break;
      }
      case 3:  // Integer
      case 4:  // Float
        e.bits = r.u4();
        break;
      case 5:  // Long
      case 6:  // Double: takes two slots, the second unusable (JVMS §4.4.5)
        e.bits = r.u8();
        if (i + 1 >= count) return fail(offset, "Invalid constant pool entry " + idx(i));
        break;
      case 7:   // Class
      case 8:   // String
      case 16:  // MethodType
      case 19:  // Module
      case 20:  // Package
        e.index1 = r.u2();
        if (tag == 16) min_major = kJava7;
        if (tag >= 19) min_major = kJava9;
        break;
      case 9:   // Fieldref
      case 10:  // Methodref
      case 11:  // InterfaceMethodref
      case 12:  // NameAndType
      case 17:  // Dynamic
      case 18:  // InvokeDynamic
        e.index1 = r.u2();
        e.index2 = r.u2();
        if (tag == 17) min_major = kJava11;
        if (tag == 18) min_major = kJava7;
        break;
      case 15:  // MethodHandle: u1 reference_kind, u2 reference_index
        e.index1 = r.u1();
        e.index2 = r.u2();
        min_major = kJava7;
        break;
      default: return fail(offset, "Unknown constant tag " + std::to_string(tag));
    }
    if (!readable(r)) return false;
    if (major < min_major) {
      return fail(offset,
                  "Class file version does not support constant tag " + std::to_string(tag));
    }
    e.tag = static_cast<CpTag>(tag);
    if (tag == 5 || tag == 6) ++i;  // skip the unusable slot; it stays Invalid
  }
  return true;
}

bool ClassFileParser::check_utf8_references() {
  const auto& pool = cp();
  for (uint32_t i = 1; i < pool.size(); ++i) {
    const CpEntry& e = pool[i];
    const size_t offset = entry_offsets_[i];
    switch (e.tag) {
      case CpTag::Class: {
        const std::string* name = utf8_at(e.index1);
        if (name == nullptr) return fail(offset, "Invalid constant pool index " + idx(e.index1));
        if (!trusted_ && !is_legal_class_name(*name)) {
          return fail(offset, "Illegal class name " + quoted(*name));
        }
        break;
      }
      case CpTag::String:
      case CpTag::Module:
      case CpTag::Package:
        if (utf8_at(e.index1) == nullptr) {
          return fail(offset, "Invalid constant pool index " + idx(e.index1));
        }
        break;
      case CpTag::MethodType: {
        const std::string* descriptor = utf8_at(e.index1);
        if (descriptor == nullptr) {
          return fail(offset, "Invalid constant pool index " + idx(e.index1));
        }
        if (!trusted_ && !check_method_descriptor(*descriptor)) {
          return fail_plain(offset, "Method type descriptor " + quoted(*descriptor) + " in class " +
                                        name_ + " is illegal");
        }
        break;
      }
      case CpTag::NameAndType: {
        const std::string* name = utf8_at(e.index1);
        const std::string* descriptor = utf8_at(e.index2);
        if (name == nullptr) return fail(offset, "Invalid constant pool index " + idx(e.index1));
        if (descriptor == nullptr) return fail(offset, "Invalid constant pool index " + idx(e.index2));
        // Every NameAndType is a legal member, used or not, as java checks: a method when its
        // descriptor starts with '(', else a field.
        if (descriptor->empty() || name->empty()) {
          return fail_plain(offset, "Illegal zero length constant pool entry at " +
                                        idx(descriptor->empty() ? e.index2 : e.index1) +
                                        " in class " + name_);
        }
        if (!check_member_name_and_type(uint16_t(i), (*descriptor)[0] != '(', offset)) return false;
        break;
      }
      default: break;
    }
  }
  return true;
}

bool ClassFileParser::check_compound_references() {
  const auto& pool = cp();
  for (uint32_t i = 1; i < pool.size(); ++i) {
    const CpEntry& e = pool[i];
    const size_t offset = entry_offsets_[i];
    switch (e.tag) {
      case CpTag::Fieldref:
      case CpTag::Methodref:
      case CpTag::InterfaceMethodref:
        if (!is(e.index1, CpTag::Class)) {
          return fail(offset, "Invalid constant pool index " + idx(e.index1));
        }
        if (!check_member_name_and_type(e.index2, e.tag == CpTag::Fieldref, offset)) {
          return false;
        }
        if (e.tag != CpTag::Fieldref) {
          // Of the special names only <init> may be referenced (JVMS §4.4.2; <clinit> never).
          const uint16_t name_index = pool[e.index2].index1;
          const std::string& name = pool[name_index].utf8;
          if (!name.empty() && name[0] == '<' && name != "<init>") {
            return fail(offset, "Bad method name at constant pool index " + idx(name_index));
          }
        }
        break;
      case CpTag::Dynamic:
      case CpTag::InvokeDynamic:
        if (!check_member_name_and_type(e.index2, e.tag == CpTag::Dynamic, offset)) {
          return false;
        }
        if (!has_dynamic_constants_ || e.index1 > max_bootstrap_index_) {
          max_bootstrap_index_ = e.index1;
          max_bootstrap_offset_ = offset;
        }
        has_dynamic_constants_ = true;
        break;
      case CpTag::MethodHandle:
        if (!check_method_handle(static_cast<uint16_t>(i), e, offset)) return false;
        break;
      default:  // checked in the first round, or nothing to check
        break;
    }
  }
  return true;
}

// A NameAndType used by a field reference (or Dynamic) or a method reference (or
// InvokeDynamic): both parts legal for that kind of member. NameAndTypes are checked already.
bool ClassFileParser::check_member_name_and_type(uint16_t nat_index, bool is_field, size_t offset) {
  if (!is(nat_index, CpTag::NameAndType)) {
    return fail(offset, "Invalid constant pool index " + idx(nat_index));
  }
  if (trusted_) return true;  // the tags above keep the parse safe; the build checked the rest
  const CpEntry& nat = cp()[nat_index];
  const std::string& name = cp()[nat.index1].utf8;
  const std::string& descriptor = cp()[nat.index2].utf8;
  if (is_field) {
    if (!is_legal_field_name(name)) {
      return fail_plain(offset, "Illegal field name " + quoted(name) + " in class " + name_);
    }
    if (!is_legal_field_descriptor(descriptor)) {
      return fail_plain(offset, "Field " + quoted(name) + " in class " + name_ +
                                    " has illegal signature " + quoted(descriptor));
    }
    return true;
  }
  if (!is_legal_method_name(name)) {
    return fail_plain(offset, "Illegal method name " + quoted(name) + " in class " + name_);
  }
  const auto shape = check_method_descriptor(descriptor);
  const bool init_not_void = name == "<init>" && shape && !shape->returns_void;
  if (!shape || init_not_void) {
    return fail_plain(offset, "Method " + quoted(name) + " in class " + name_ +
                                  " has illegal signature " + quoted(descriptor));
  }
  return true;
}

// CONSTANT_MethodHandle (JVMS §4.4.8): the kind decides the tag and name of the reference.
bool ClassFileParser::check_method_handle(uint16_t index, const CpEntry& e, size_t offset) {
  const uint16_t kind = e.index1;
  const uint16_t ref = e.index2;
  if (kind < kGetField || kind > kInvokeInterface) {
    return fail(offset, "Bad method handle kind at constant pool index " + idx(index));
  }
  const auto bad_ref = [&] {
    return "Invalid constant pool index " + idx(ref) + " in class file " + name_;
  };
  if (kind <= kPutStatic) {
    if (!is(ref, CpTag::Fieldref)) return fail_plain(offset, bad_ref() + " (not a field)");
    return true;
  }
  const bool interface_ok =
      kind == kInvokeInterface ||
      ((kind == kInvokeStatic || kind == kInvokeSpecial) && cf_->major_version >= kJava8);
  const bool method_ok = kind != kInvokeInterface;
  const bool tag_ok = (method_ok && is(ref, CpTag::Methodref)) ||
                      (interface_ok && is(ref, CpTag::InterfaceMethodref));
  if (!tag_ok) {
    return fail_plain(offset,
                      bad_ref() + (method_ok ? " (not a method)" : " (not an interface method)"));
  }
  // The reference itself may come later in the pool than this entry: check what we use of it
  const uint16_t nat_index = cp()[ref].index2;
  const uint16_t name_index = is(nat_index, CpTag::NameAndType) ? cp()[nat_index].index1 : 0;
  const std::string* name_ptr = utf8_at(name_index);
  if (name_ptr == nullptr) return fail(offset, "Invalid constant pool index " + idx(nat_index));
  const std::string& name = *name_ptr;
  // java names the method name's Utf8 here, not the MethodHandle
  if (kind == kNewInvokeSpecial) {
    if (name != "<init>") {
      return fail(offset, "Bad constructor name at constant pool index " + idx(name_index));
    }
  } else if (name == "<init>" || name == "<clinit>") {
    return fail(offset, "Bad method name at constant pool index " + idx(name_index));
  }
  return true;
}

}  // namespace jvmlab::classfile::parsing
