// Class-file parser (JVMS §4): bytes -> ClassFile, in the order the file is laid out. Checks the
// format (JVMS §4.8 "format checking"); does not verify bytecode and does not load anything.
//
//   magic u4 | minor u2 major u2 | constant_pool | access this super | interfaces
//   | fields | methods | attributes | (nothing: extra bytes are an error)
//
// Failure model: every structure is read through a ByteReader (classfile/byte_reader.hpp), then
// checked once with `readable()`; the first error found is the one reported and parsing stops.
// Messages use HotSpot's ClassFormatError wording (the reference `java` 17 prints them) followed
// by " at offset N"; version errors match java's UnsupportedClassVersionError text exactly.
#include "classfile/class_parser.hpp"

#include <algorithm>
#include <string_view>
#include <utility>
#include <vector>

#include "classfile/access_flags.hpp"
#include "classfile/byte_reader.hpp"
#include "classfile/descriptors.hpp"
#include "classfile/modified_utf8.hpp"

namespace jvmlab::classfile {

namespace {

constexpr uint32_t kMagic = 0xCAFEBABE;
// Class-file major versions (JVMS §4.1, Table 4.1-A).
constexpr uint16_t kMinMajor = 45;      // JDK 1.0.2
constexpr uint16_t kJava7 = 51;         // MethodHandle, MethodType, InvokeDynamic constants
constexpr uint16_t kJava8 = 52;         // method handles to interface methods
constexpr uint16_t kJava9 = 53;         // Module, Package constants
constexpr uint16_t kJava11 = 55;        // Dynamic constants, NestHost, NestMembers
constexpr uint16_t kJava12 = 56;        // minor version must be 0 or the preview minor
constexpr uint16_t kJava16 = 60;        // Record
constexpr uint16_t kMaxMajor = 61;      // Java 17
constexpr uint16_t kPreviewMinor = 0xFFFF;
constexpr uint32_t kMaxCodeLength = 65535;  // JVMS §4.7.3
constexpr int kMaxArgSlots = 255;           // JVMS §4.3.3

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

std::string quoted(std::string_view s) {
  std::string out;
  out.reserve(s.size() + 2);
  out += '"';
  out += s;
  out += '"';
  return out;
}

// "0x1F": java prints access flags with %X.
std::string hex(uint16_t value) {
  static constexpr char kDigits[] = "0123456789ABCDEF";
  std::string digits;
  do {
    digits.insert(digits.begin(), kDigits[value & 0xF]);
    value = static_cast<uint16_t>(value >> 4);
  } while (value != 0);
  return "0x" + digits;
}

// True when a sorted list of (name, descriptor) pairs has two equal neighbours; `dup` gets one.
using NamePair = std::pair<std::string_view, std::string_view>;
bool find_duplicate(std::vector<NamePair>& pairs, NamePair& dup) {
  std::sort(pairs.begin(), pairs.end());
  const auto it = std::adjacent_find(pairs.begin(), pairs.end());
  if (it == pairs.end()) return false;
  dup = *it;
  return true;
}

/// One attribute_info header (JVMS §4.7) and its body, as a reader limited to the body.
struct Attribute {
  std::string_view name;
  size_t offset = 0;  // of the attribute_name_index
  uint32_t length = 0;
  ByteReader body;
};

// What identifies a local variable across LocalVariableTable and LocalVariableTypeTable.
struct LocalVariableKey {
  uint16_t start_pc;
  uint16_t length;
  uint16_t slot;
  std::string_view name;
  auto operator<=>(const LocalVariableKey&) const = default;
};

class Parser {
 public:
  Parser(std::span<const uint8_t> bytes, std::string_view name_hint)
      : bytes_(bytes), name_(name_hint.empty() ? std::string("<Unknown>") : std::string(name_hint)),
        name_from_hint_(!name_hint.empty()), cf_(std::make_unique<ClassFile>()) {}

  ParseResult run() {
    ByteReader r(bytes_);
    const bool parsed = parse_magic(r) && parse_version(r) && parse_constant_pool(r) &&
                        check_constant_pool() && parse_class_header(r) && parse_fields(r) &&
                        parse_methods(r) && parse_class_attributes(r) &&
                        check_bootstrap_references() && check_no_extra_bytes(r);
    if (!parsed) return std::move(error_);
    return std::move(cf_);
  }

 private:
  // ---- errors -------------------------------------------------------------------------------

  // Records "<what> in class file <name> at offset <offset>" (HotSpot's shape plus the offset).
  bool fail(size_t offset, std::string_view what) {
    std::string message(what);
    message += " in class file ";
    message += name_;
    return fail_plain(offset, std::move(message));
  }
  // Records "<message> at offset <offset>", for messages whose java wording has its own shape.
  bool fail_plain(size_t offset, std::string message) {
    message += " at offset ";
    message += std::to_string(offset);
    error_ = FormatError{std::move(message), offset, false};
    return false;
  }
  // java's NoClassDefFoundError text for module-info and other ACC_MODULE "classes".
  bool fail_not_a_class(size_t offset) {
    return fail_plain(offset, name_ + " is not a class because access_flag ACC_MODULE is set");
  }
  // Records java's UnsupportedClassVersionError text, unchanged.
  bool fail_version(std::string message) {
    error_ = FormatError{std::move(message), 4, true};
    return false;
  }
  // True when `r` has not overrun; otherwise records why. An overrun of the whole file is a
  // truncated file; an overrun of an attribute's window (whose end is inside the file: the
  // window was checked when it was made) is that attribute's `wrong_length` error.
  bool readable(const ByteReader& r, std::string_view wrong_length = {}) {
    if (r.ok()) return true;
    const std::string needed = std::to_string(r.overrun_needed()) + " bytes needed at offset " +
                               std::to_string(r.overrun_offset());
    if (wrong_length.empty()) {
      error_ = FormatError{"Truncated class file: " + needed, r.overrun_offset(), false};
      return false;
    }
    std::string message(wrong_length);
    message += " in class file " + name_ + ": " + needed + ", but the attribute ends at offset " +
               std::to_string(r.end());
    error_ = FormatError{std::move(message), r.overrun_offset(), false};
    return false;
  }

  // ---- constant-pool queries ------------------------------------------------------------------

  std::vector<CpEntry>& cp() { return cf_->constant_pool; }
  bool is(uint16_t index, CpTag tag) const {
    const auto& pool = cf_->constant_pool;
    return index != 0 && index < pool.size() && pool[index].tag == tag;
  }
  // The Utf8 at `index`, or nullptr when `index` is not a Utf8 entry.
  const std::string* utf8_at(uint16_t index) const {
    return is(index, CpTag::Utf8) ? &cf_->constant_pool[index].utf8 : nullptr;
  }
  const std::string* class_name_at(uint16_t index) const {
    return is(index, CpTag::Class) ? &cf_->utf8(cf_->constant_pool[index].index1) : nullptr;
  }
  std::string idx(uint16_t index) const { return std::to_string(index); }

  // ---- magic and version (JVMS §4.1) ----------------------------------------------------------

  bool parse_magic(ByteReader& r) {
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

  bool parse_version(ByteReader& r) {
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

  // ---- constant pool (JVMS §4.4) --------------------------------------------------------------

  // Pass 1: read every entry, check tags, lengths and modified UTF-8. References may point
  // forward, so their targets are checked in pass 2 (check_constant_pool).
  bool parse_constant_pool(ByteReader& r) {
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
          if (!is_valid_modified_utf8(chars)) {
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
        default:
          return fail(offset, "Unknown constant tag " + std::to_string(tag));
      }
      if (!readable(r)) return false;
      if (major < min_major) {
        return fail(offset, "Class file version does not support constant tag " +
                                std::to_string(tag));
      }
      e.tag = static_cast<CpTag>(tag);
      if (tag == 5 || tag == 6) ++i;  // skip the unusable slot; it stays Invalid
    }
    return true;
  }

  // Pass 2: every reference points at an entry of the right tag; names and descriptors in
  // member references are legal (JVMS §4.4.1-§4.4.10). In two rounds, because references may
  // point forward: first the entries that point at Utf8s, then those that point at entries of
  // the first round (Fieldref -> Class, NameAndType), which can then be trusted.
  bool check_constant_pool() { return check_utf8_references() && check_compound_references(); }

  bool check_utf8_references() {
    const auto& pool = cp();
    for (uint32_t i = 1; i < pool.size(); ++i) {
      const CpEntry& e = pool[i];
      const size_t offset = entry_offsets_[i];
      switch (e.tag) {
        case CpTag::Class: {
          const std::string* name = utf8_at(e.index1);
          if (name == nullptr) return fail(offset, "Invalid constant pool index " + idx(e.index1));
          if (!is_legal_class_name(*name)) {
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
          if (!check_method_descriptor(*descriptor)) {
            return fail_plain(offset, "Method type descriptor " + quoted(*descriptor) +
                                          " in class " + name_ + " is illegal");
          }
          break;
        }
        case CpTag::NameAndType:
          if (utf8_at(e.index1) == nullptr) {
            return fail(offset, "Invalid constant pool index " + idx(e.index1));
          }
          if (utf8_at(e.index2) == nullptr) {
            return fail(offset, "Invalid constant pool index " + idx(e.index2));
          }
          break;
        default:
          break;
      }
    }
    return true;
  }

  bool check_compound_references() {
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
  bool check_member_name_and_type(uint16_t nat_index, bool is_field, size_t offset) {
    if (!is(nat_index, CpTag::NameAndType)) {
      return fail(offset, "Invalid constant pool index " + idx(nat_index));
    }
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
  bool check_method_handle(uint16_t index, const CpEntry& e, size_t offset) {
    const uint16_t kind = e.index1;
    const uint16_t ref = e.index2;
    if (kind < kGetField || kind > kInvokeInterface) {
      return fail(offset, "Bad method handle kind at constant pool index " + idx(index));
    }
    const auto bad_ref = [&] { return "Invalid constant pool index " + idx(ref) + " in class file " + name_; };
    if (kind <= kPutStatic) {
      if (!is(ref, CpTag::Fieldref)) return fail_plain(offset, bad_ref() + " (not a field)");
      return true;
    }
    const bool interface_ok = kind == kInvokeInterface ||
                              ((kind == kInvokeStatic || kind == kInvokeSpecial) &&
                               cf_->major_version >= kJava8);
    const bool method_ok = kind != kInvokeInterface;
    const bool tag_ok = (method_ok && is(ref, CpTag::Methodref)) ||
                        (interface_ok && is(ref, CpTag::InterfaceMethodref));
    if (!tag_ok) {
      return fail_plain(offset, bad_ref() + (method_ok ? " (not a method)"
                                                     : " (not an interface method)"));
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

  // ---- access flags, this, super, interfaces (JVMS §4.1) --------------------------------------

  bool parse_class_header(ByteReader& r) {
    const size_t offset = r.offset();
    const uint16_t access = r.u2();
    const uint16_t this_index = r.u2();
    const uint16_t super_index = r.u2();
    const uint16_t interface_count = r.u2();
    if (!readable(r)) return false;
    cf_->access_flags = access;
    if (access & acc::MODULE) return fail_not_a_class(offset);
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
    if (find_duplicate(names, dup)) {
      return fail(offset + 8, "Duplicate interface name " + quoted(dup.first));
    }
    return true;
  }

  // ---- attributes (JVMS §4.7) -----------------------------------------------------------------

  // Reads attribute_name_index, attribute_length and the body window. `bad_name` is java's
  // message prefix for a name index that is not a Utf8 entry; `wrong_length` the enclosing
  // attribute's length error when `r` is itself an attribute's window (Code, Record).
  bool read_attribute(ByteReader& r, std::string_view bad_name, Attribute& a,
                      std::string_view wrong_length = {}) {
    a.offset = r.offset();
    const uint16_t name_index = r.u2();
    a.length = r.u4();
    if (!readable(r, wrong_length)) return false;
    const std::string* name = utf8_at(name_index);
    if (name == nullptr) return fail(a.offset, std::string(bad_name) + " " + idx(name_index));
    a.name = *name;
    a.body = r.window(a.length);
    return readable(r, wrong_length);
  }

  // Reads a u2 constant-pool index from an attribute whose length must be exactly 2
  // (SourceFile, Signature, NestHost, ConstantValue). `wrong_length` is java's message, with
  // "%u" standing for the length (built only on failure: this runs for every such attribute).
  bool read_u2_attribute(Attribute& a, std::string_view wrong_length, uint16_t& value) {
    if (a.length != 2) {
      std::string message(wrong_length);
      const size_t at = message.find("%u");
      if (at != std::string::npos) message.replace(at, 2, std::to_string(a.length));
      return fail(a.offset + 2, message);
    }
    value = a.body.u2();
    return true;  // two bytes in a two-byte window
  }

  // Reads a u2 count followed by `count` u2 class indexes (Exceptions, NestMembers); the
  // attribute length must be exactly 2 + 2 * count.
  bool read_class_list(Attribute& a, std::string_view wrong_length, std::string_view bad_entry,
                       std::vector<std::string>& out) {
    const uint16_t count = a.body.u2();
    if (!readable(a.body, wrong_length)) return false;
    if (a.length != 2 + 2u * count) return fail(a.offset + 2, wrong_length);
    out.reserve(count);
    for (uint32_t i = 0; i < count; ++i) {
      const size_t at = a.body.offset();
      const uint16_t index = a.body.u2();
      const std::string* name = class_name_at(index);
      if (name == nullptr) return fail(at, std::string(bad_entry) + " " + idx(index) + " " +
                                               "has bad constant type");
      out.push_back(*name);
    }
    return true;
  }

  // ---- fields (JVMS §4.5) ---------------------------------------------------------------------

  bool parse_fields(ByteReader& r) {
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
    if (find_duplicate(names, dup)) {
      return fail(offset, "Duplicate field name " + quoted(dup.first) +
                                      " with signature " + quoted(dup.second));
    }
    return true;
  }

  bool parse_field(ByteReader& r, FieldInfo& f) {
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
      return fail(offset + 4, "Invalid constant pool index " + idx(descriptor_index) +
                                  " for field signature");
    }
    if (!is_legal_field_name(*name)) {
      return fail_plain(offset + 2, "Illegal field name " + quoted(*name) + " in class " + name_);
    }
    if (!is_legal_field_descriptor(*descriptor)) {
      return fail_plain(offset + 4, "Field " + quoted(*name) + " in class " + name_ +
                                        " has illegal signature " + quoted(*descriptor));
    }
    const bool in_interface = cf_->access_flags & acc::INTERFACE;
    if (!legal_field_flags(f.access_flags, in_interface, cf_->major_version)) {
      return fail_plain(offset, "Illegal field modifiers in class " + name_ + ": " +
                                    hex(f.access_flags));
    }
    f.name = *name;
    f.descriptor = *descriptor;
    const bool is_static = f.access_flags & acc::STATIC;
    bool seen_constant_value = false;
    bool seen_signature = false;
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
  bool check_constant_value(const FieldInfo& f, size_t offset) {
    const uint16_t index = f.constant_value_index;
    if (index == 0 || index >= cp().size() || cp()[index].tag == CpTag::Invalid) {
      return fail(offset, "Bad initial value index " + idx(index) + " in ConstantValue attribute");
    }
    const CpTag tag = cp()[index].tag;
    CpTag expected = CpTag::Invalid;
    switch (f.descriptor[0]) {
      case 'J': expected = CpTag::Long; break;
      case 'F': expected = CpTag::Float; break;
      case 'D': expected = CpTag::Double; break;
      case 'B': case 'C': case 'I': case 'S': case 'Z': expected = CpTag::Integer; break;
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
  bool read_signature(Attribute& a, std::string_view wrong_length, std::string& out) {
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

  // ---- methods (JVMS §4.6) --------------------------------------------------------------------

  bool parse_methods(ByteReader& r) {
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
    if (find_duplicate(names, dup)) {
      return fail(offset, "Duplicate method name " + quoted(dup.first) + " with signature " +
                              quoted(dup.second));
    }
    return true;
  }

  bool parse_method(ByteReader& r, MethodInfo& m) {
    const size_t offset = r.offset();
    m.access_flags = r.u2();
    const uint16_t name_index = r.u2();
    const uint16_t descriptor_index = r.u2();
    const uint16_t attribute_count = r.u2();
    if (!readable(r)) return false;
    const std::string* name = utf8_at(name_index);
    if (name == nullptr) {
      return fail(offset + 2,
                  "Illegal constant pool index " + idx(name_index) + " for method name");
    }
    const std::string* descriptor = utf8_at(descriptor_index);
    if (descriptor == nullptr) {
      return fail(offset + 4, "Illegal constant pool index " + idx(descriptor_index) +
                                  " for method signature");
    }
    if (!is_legal_method_name(*name)) {
      return fail_plain(offset + 2, "Illegal method name " + quoted(*name) + " in class " + name_);
    }
    const auto shape = check_method_descriptor(*descriptor);
    const bool special = *name == "<init>" || *name == "<clinit>";
    if (!shape || (special && !shape->returns_void)) {
      return fail_plain(offset + 4, "Method " + quoted(*name) + " in class " + name_ +
                                        " has illegal signature " + quoted(*descriptor));
    }
    if (!check_method_flags(m, *name, offset)) return false;
    const int arg_slots = shape->arg_slots + ((m.access_flags & acc::STATIC) ? 0 : 1);
    if (arg_slots > kMaxArgSlots) {
      return fail(offset + 4, "Too many arguments in method signature");
    }
    m.name = *name;
    m.descriptor = *descriptor;
    const bool has_no_code = m.access_flags & (acc::NATIVE | acc::ABSTRACT);
    bool seen_exceptions = false;
    bool seen_signature = false;
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

  // Method flags (JVMS §4.6). A class initializer's flags other than STATIC (and STRICT before
  // 61.0) are ignored, so the model keeps only those; before 51.0 it need not even say STATIC.
  bool check_method_flags(MethodInfo& m, std::string_view name, size_t offset) {
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
    if (!legal_method_flags(m.access_flags, name, in_interface, major)) {
      return fail_plain(offset, "Method " + std::string(name) + " in class " + name_ +
                                    " has illegal modifiers: " + hex(m.access_flags));
    }
    return true;
  }

  // The Code attribute (JVMS §4.7.3) and, inside it, LineNumberTable (JVMS §4.7.12).
  bool parse_code(Attribute& a, MethodInfo& m, int arg_slots) {
    static constexpr std::string_view kWrongLength = "Code segment has wrong length";
    ByteReader& r = a.body;
    Code& code = m.code.emplace();
    local_variables_.clear();
    local_variable_types_.clear();
    code.max_stack = r.u2();
    code.max_locals = r.u2();
    const size_t length_offset = r.offset();
    const uint32_t code_length = r.u4();
    if (!readable(r, kWrongLength)) return false;
    if (code_length == 0 || code_length > kMaxCodeLength) {
      return fail(length_offset, "Invalid method Code length " + std::to_string(code_length));
    }
    const std::span<const uint8_t> bytecode = r.bytes(code_length);
    if (!readable(r, kWrongLength)) return false;
    code.code.assign(bytecode.begin(), bytecode.end());
    if (code.max_locals < arg_slots) {
      return fail(a.offset, "Arguments can't fit into locals");
    }
    // Exception table
    const uint16_t handler_count = r.u2();
    if (!readable(r, kWrongLength)) return false;
    code.exception_table.reserve(handler_count);
    for (uint32_t i = 0; i < handler_count; ++i) {
      const size_t at = r.offset();
      ExceptionHandler h;
      h.start_pc = r.u2();
      h.end_pc = r.u2();
      h.handler_pc = r.u2();
      h.catch_type = r.u2();
      if (!readable(r, kWrongLength)) return false;
      if (h.start_pc >= h.end_pc || h.end_pc > code_length) {
        return fail(at, "Illegal exception table range");
      }
      if (h.handler_pc >= code_length) return fail(at + 4, "Illegal exception table handler");
      if (h.catch_type != 0 && !is(h.catch_type, CpTag::Class)) {
        return fail(at + 6, "Catch type in exception table has bad constant type");
      }
      code.exception_table.push_back(h);
    }
    // Attributes of the code
    const uint16_t attribute_count = r.u2();
    if (!readable(r, kWrongLength)) return false;
    for (uint32_t i = 0; i < attribute_count; ++i) {
      Attribute inner;
      if (!read_attribute(r, "Invalid code attribute name index", inner, kWrongLength)) {
        return false;
      }
      if (inner.name == "LineNumberTable") {
        if (!parse_line_numbers(inner, code_length, code.line_numbers)) return false;
      } else if (inner.name == "LocalVariableTable" || inner.name == "LocalVariableTypeTable") {
        if (!check_local_variables(inner, code_length, code.max_locals)) return false;
      }
    }
    if (r.remaining() != 0) return fail(r.offset(), kWrongLength);
    return check_type_table_entries_match();
  }

  // Every LocalVariableTypeTable entry describes a variable of the LocalVariableTable: same
  // range, name and slot (JVMS §4.7.14; java rejects the class otherwise).
  bool check_type_table_entries_match() {
    if (local_variables_.empty()) return true;  // no LocalVariableTable: java checks nothing
    std::sort(local_variables_.begin(), local_variables_.end());
    for (const auto& [key, offset] : local_variable_types_) {
      if (!std::binary_search(local_variables_.begin(), local_variables_.end(), key)) {
        return fail_plain(offset, "LVTT entry for '" + std::string(key.name) + "' in class file " +
                                      name_ + " does not match any LVT entry");
      }
    }
    return true;
  }


  bool parse_line_numbers(Attribute& a, uint32_t code_length, std::vector<LineNumber>& out) {
    static constexpr std::string_view kWrongLength = "LineNumberTable attribute has wrong length";
    const uint16_t count = a.body.u2();
    if (!readable(a.body, kWrongLength)) return false;
    if (a.length != 2 + 4u * count) return fail(a.offset + 2, kWrongLength);
    out.reserve(out.size() + count);
    for (uint32_t i = 0; i < count; ++i) {
      const size_t at = a.body.offset();
      LineNumber ln;
      ln.start_pc = a.body.u2();
      ln.line_number = a.body.u2();
      if (ln.start_pc >= code_length) return fail(at, "Invalid pc in LineNumberTable");
      out.push_back(ln);
    }
    return true;
  }

  // LocalVariableTable and LocalVariableTypeTable (JVMS §4.7.13, §4.7.14): not kept in the
  // model, but checked as java checks them (ranges inside the code, slots inside max_locals).
  bool check_local_variables(Attribute& a, uint32_t code_length, uint16_t max_locals) {
    const std::string_view table = a.name;
    const bool is_type_table = a.name == "LocalVariableTypeTable";
    const uint16_t count = a.body.u2();
    if (!a.body.ok() || a.length != 2 + 10u * count) {
      return fail(a.offset + 2, std::string(table) + " has wrong length");
    }
    for (uint32_t i = 0; i < count; ++i) {
      const size_t at = a.body.offset();
      const uint16_t start_pc = a.body.u2();
      const uint16_t length = a.body.u2();
      const uint16_t name_index = a.body.u2();
      const uint16_t descriptor_index = a.body.u2();
      const uint16_t slot = a.body.u2();
      if (start_pc >= code_length) {
        return fail(at, "Invalid start_pc " + idx(start_pc) + " in " + std::string(table));
      }
      if (uint32_t{start_pc} + length > code_length) {
        return fail(at + 2, "Invalid length " + idx(length) + " in " + std::string(table));
      }
      const std::string* name = utf8_at(name_index);
      if (name == nullptr) {
        return fail(at + 4, "Name index " + idx(name_index) + " in " + std::string(table) +
                                " has bad constant type");
      }
      const std::string* descriptor = utf8_at(descriptor_index);
      if (descriptor == nullptr) {
        return fail(at + 6, "Signature index " + idx(descriptor_index) + " in " + std::string(table) +
                                " has bad constant type");
      }
      if (!is_legal_field_name(*name)) {
        return fail_plain(at + 4, "Illegal field name " + quoted(*name) + " in class " + name_);
      }
      // A LocalVariableTypeTable holds generic signatures, which the parser does not check
      if (!is_type_table && !is_legal_field_descriptor(*descriptor)) {
        return fail_plain(at + 6, "Field " + quoted(*name) + " in class " + name_ +
                                      " has illegal signature " + quoted(*descriptor));
      }
      const bool two_slots = !is_type_table && ((*descriptor)[0] == 'J' || (*descriptor)[0] == 'D');
      if (slot >= max_locals || (two_slots && slot + 1 >= max_locals)) {
        return fail(at + 8, "Invalid index " + idx(slot) + " in " + std::string(table));
      }
      const LocalVariableKey key{start_pc, length, slot, *name};
      if (is_type_table) {
        local_variable_types_.emplace_back(key, at);
      } else {
        local_variables_.push_back(key);
      }
    }
    return true;
  }

  // ---- class attributes -----------------------------------------------------------------------

  bool parse_class_attributes(ByteReader& r) {
    const uint16_t attribute_count = r.u2();
    if (!readable(r)) return false;
    const uint16_t major = cf_->major_version;
    bool seen_source_file = false, seen_signature = false, seen_inner_classes = false;
    bool seen_nest_host = false, seen_nest_members = false;
    for (uint32_t i = 0; i < attribute_count; ++i) {
      Attribute a;
      if (!read_attribute(r, "Attribute name has bad constant pool index", a)) return false;
      bool ok = true;
      if (a.name == "SourceFile") {
        if (seen_source_file) return fail(a.offset, "Multiple SourceFile attributes");
        seen_source_file = true;
        ok = parse_source_file(a);
      } else if (a.name == "Signature") {
        if (seen_signature) return fail(a.offset, "Multiple Signature attributes");
        seen_signature = true;
        ok = read_signature(a, "Wrong Signature attribute length %u", cf_->signature);
      } else if (a.name == "BootstrapMethods") {
        if (seen_bootstrap_methods_) return fail(a.offset, "Multiple BootstrapMethods attributes");
        seen_bootstrap_methods_ = true;
        ok = parse_bootstrap_methods(a);
      } else if (a.name == "InnerClasses") {
        if (seen_inner_classes) return fail(a.offset, "Multiple InnerClasses attributes");
        seen_inner_classes = true;
        ok = parse_inner_classes(a);
      } else if (a.name == "NestHost" && major >= kJava11) {
        if (seen_nest_host) return fail(a.offset, "Multiple NestHost attributes");
        if (seen_nest_members) return fail(a.offset, "Conflicting NestMembers and NestHost attributes");
        seen_nest_host = true;
        ok = parse_nest_host(a);
      } else if (a.name == "NestMembers" && major >= kJava11) {
        if (seen_nest_members) return fail(a.offset, "Multiple NestMembers attributes");
        if (seen_nest_host) return fail(a.offset, "Conflicting NestHost and NestMembers attributes");
        seen_nest_members = true;
        ok = read_class_list(a, "Wrong NestMembers attribute length",
                             "Nest member class_info_index", cf_->nest_members);
      } else if (a.name == "Record" && major >= kJava16) {
        if (cf_->record) return fail(a.offset, "Multiple Record attributes");
        ok = parse_record(a);
      }
      if (!ok) return false;
    }
    return true;
  }

  bool parse_source_file(Attribute& a) {
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
  bool parse_bootstrap_methods(Attribute& a) {
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
  bool is_loadable(uint16_t index) const {
    if (index == 0 || index >= cf_->constant_pool.size()) return false;
    switch (cf_->constant_pool[index].tag) {
      case CpTag::Integer: case CpTag::Float: case CpTag::Long: case CpTag::Double:
      case CpTag::Class: case CpTag::String: case CpTag::MethodHandle: case CpTag::MethodType:
      case CpTag::Dynamic:
        return true;
      default:
        return false;
    }
  }

  // InnerClasses (JVMS §4.7.6).
  bool parse_inner_classes(Attribute& a) {
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
        return fail_plain(at + 6, "Illegal class modifiers in class " + name_ + ": " +
                                      hex(ic.access_flags));
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

  bool parse_nest_host(Attribute& a) {
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

  // Record (JVMS §4.7.30): components, each with attributes of its own (only Signature kept).
  bool parse_record(Attribute& a) {
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
        return fail(at, "Invalid constant pool index " + idx(name_index) +
                            " for name in Record attribute");
      }
      const std::string* descriptor = utf8_at(descriptor_index);
      if (descriptor == nullptr) {
        return fail(at + 2, "Invalid constant pool index " + idx(descriptor_index) +
                                " for descriptor in Record attribute");
      }
      c.name = *name;
      c.descriptor = *descriptor;
      bool seen_signature = false;
      for (uint32_t i = 0; i < attribute_count; ++i) {
        Attribute inner;
        if (!read_attribute(r, "Invalid Record attribute name index", inner, kWrongLength)) {
          return false;
        }
        if (inner.name == "Signature") {
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

  // ---- whole-file checks ----------------------------------------------------------------------

  // Every Dynamic/InvokeDynamic constant names an existing BootstrapMethods entry.
  bool check_bootstrap_references() {
    if (!has_dynamic_constants_) return true;
    if (!seen_bootstrap_methods_) {
      return fail(max_bootstrap_offset_, "Missing BootstrapMethods attribute");
    }
    if (max_bootstrap_index_ >= cf_->bootstrap_methods.size()) {
      return fail(max_bootstrap_offset_, "Short length on BootstrapMethods");
    }
    return true;
  }

  bool check_no_extra_bytes(const ByteReader& r) {
    if (r.remaining() != 0) {
      return fail_plain(r.offset(), "Extra bytes at the end of class file " + name_);
    }
    return true;
  }

  std::span<const uint8_t> bytes_;
  std::string name_;         // the class's name in messages: the hint, else this_class
  bool name_from_hint_;
  std::unique_ptr<ClassFile> cf_;
  FormatError error_;
  std::vector<uint32_t> entry_offsets_;  // file offset of each constant-pool entry
  // The current Code attribute's local variables, to match type-table entries against
  std::vector<LocalVariableKey> local_variables_;
  std::vector<std::pair<LocalVariableKey, size_t>> local_variable_types_;  // with file offsets
  bool seen_bootstrap_methods_ = false;
  bool has_dynamic_constants_ = false;
  uint16_t max_bootstrap_index_ = 0;   // largest bootstrap_method_attr_index in the pool
  size_t max_bootstrap_offset_ = 0;    // where it was
};

}  // namespace

ParseResult parse_class_file(std::span<const uint8_t> bytes, std::string_view name_hint) {
  return Parser(bytes, name_hint).run();
}

}  // namespace jvmlab::classfile
