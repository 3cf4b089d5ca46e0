// ClassFileParser: the state of one parse and its phases, shared by the files that implement
// them: class_parser.cpp (driver, header, fields, methods), constant_pool_parser.cpp,
// code_attribute_parser.cpp, class_attributes_parser.cpp. Internal to classfile/: callers use
// parse_class_file (classfile/class_parser.hpp).
//
// Failure model: every structure is read through a ByteReader (classfile/byte_reader.hpp), then
// checked once with `readable()`; the first error found is the one reported and parsing stops.
// Messages use HotSpot's ClassFormatError wording (the reference `java` 17 prints them) followed
// by " at offset N"; version errors match java's UnsupportedClassVersionError text exactly.
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "classfile/byte_reader.hpp"
#include "classfile/class_file.hpp"
#include "classfile/class_parser.hpp"

namespace jvmlab::classfile::parsing {

constexpr uint32_t kMagic = 0xCAFEBABE;
// Class-file major versions (JVMS §4.1, Table 4.1-A).
constexpr uint16_t kMinMajor = 45;  // JDK 1.0.2
constexpr uint16_t kJava5 = 49;     // Signature, annotations, EnclosingMethod attributes
constexpr uint16_t kStackMapMajor = 50;  // Java 6: StackMapTable, the type-checking verifier
constexpr uint16_t kJava7 = 51;     // MethodHandle, MethodType, InvokeDynamic constants
constexpr uint16_t kJava8 = 52;     // method handles to interface methods
constexpr uint16_t kJava9 = 53;     // Module, Package constants
constexpr uint16_t kJava11 = 55;    // Dynamic constants, NestHost, NestMembers
constexpr uint16_t kJava12 = 56;    // minor version must be 0 or the preview minor
constexpr uint16_t kJava16 = 60;    // Record
constexpr uint16_t kJava17 = 61;    // PermittedSubclasses
constexpr uint16_t kMaxMajor = 61;  // Java 17
constexpr uint16_t kPreviewMinor = 0xFFFF;
constexpr uint32_t kMaxCodeLength = 65535;  // JVMS §4.7.3
constexpr int kMaxArgSlots = 255;           // JVMS §4.3.3

// "name" with its quotes, as java quotes names in messages.
inline std::string quoted(std::string_view s) {
  std::string out;
  out.reserve(s.size() + 2);
  out += '"';
  out += s;
  out += '"';
  return out;
}

// "0x1F": java prints access flags with %X.
inline std::string hex(uint16_t value) {
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
inline bool find_duplicate(std::vector<NamePair>& pairs, NamePair& dup) {
  std::sort(pairs.begin(), pairs.end());
  const auto it = std::adjacent_find(pairs.begin(), pairs.end());
  if (it == pairs.end()) return false;
  dup = *it;
  return true;
}

// One attribute_info header (JVMS §4.7) and its body, as a reader limited to the body.
struct Attribute {
  std::string_view name;
  size_t offset = 0;  // of the attribute_name_index
  uint32_t length = 0;
  ByteReader body;
};

// The attributes a class, field or method may hold at most once that the parser otherwise
// skips: annotations, and on methods parameter annotations and AnnotationDefault (version 49
// and later; HotSpot's ClassFileParser rejects a second one: "Multiple <name> attributes").
class AttributesSeenOnce {
 public:
  /// True when `name` is one of them for a method (`on_method`) or a field or class.
  static bool applies(std::string_view name, bool on_method) {
    static constexpr std::string_view kEverywhere[] = {
        "RuntimeVisibleAnnotations", "RuntimeInvisibleAnnotations",
        "RuntimeVisibleTypeAnnotations", "RuntimeInvisibleTypeAnnotations"};
    static constexpr std::string_view kMethodOnly[] = {"RuntimeVisibleParameterAnnotations",
                                                      "RuntimeInvisibleParameterAnnotations",
                                                      "AnnotationDefault"};
    for (std::string_view n : kEverywhere)
      if (n == name) return true;
    if (!on_method) return false;
    for (std::string_view n : kMethodOnly)
      if (n == name) return true;
    return false;
  }
  /// Records `name`; false when it was recorded before.
  bool first(std::string_view name) {
    if (std::find(names_.begin(), names_.end(), name) != names_.end()) return false;
    names_.push_back(name);
    return true;
  }

 private:
  std::vector<std::string_view> names_;  // views into the constant pool's Utf8s
};

// What identifies a local variable across LocalVariableTable and LocalVariableTypeTable.
struct LocalVariableKey {
  uint16_t start_pc;
  uint16_t length;
  uint16_t slot;
  std::string_view name;
  auto operator<=>(const LocalVariableKey&) const = default;
};

/// One parse of one class file. Not thread-safe; use once: construct, then run().
class ClassFileParser {
 public:
  ClassFileParser(std::span<const uint8_t> bytes, std::string_view name_hint,
                  std::string_view expected_name = {}, FormatChecks checks = FormatChecks::Full)
      : trusted_(checks == FormatChecks::Trusted),
        bytes_(bytes),
        name_(name_hint.empty() ? std::string("<Unknown>") : std::string(name_hint)),
        name_from_hint_(!name_hint.empty()),
        expected_name_(expected_name),
        cf_(std::make_unique<ClassFile>()) {}

  ParseResult run();

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
    // java's exact text (a NoClassDefFoundError, no offset)
    error_ = FormatError{name_ + " is not a class because access_flag ACC_MODULE is set", offset,
                         false, true};
    return false;
  }
  // Records java's UnsupportedClassVersionError text, unchanged.
  bool fail_version(std::string message) {
    error_ = FormatError{std::move(message), 4, true};
    return false;
  }
  // True when `r` has not overrun; otherwise records why. An overrun of the whole file is a
  // truncated file; an overrun of an attribute's window (whose end is inside the file: the
  // window was checked when it was made) is that attribute's `wrong_length` error.
  // The check is inline (it runs after nearly every read); the message is built out of line.
  bool readable(const ByteReader& r, std::string_view wrong_length = {}) {
    if (r.ok()) [[likely]] return true;
    return overrun(r, wrong_length);
  }
  [[gnu::noinline, gnu::cold]] bool overrun(const ByteReader& r, std::string_view wrong_length) {
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

  bool parse_magic(ByteReader& r);

  bool parse_version(ByteReader& r);

  // ---- constant pool (JVMS §4.4) --------------------------------------------------------------

  // Pass 1: read every entry, check tags, lengths and modified UTF-8. References may point
  // forward, so their targets are checked in pass 2 (check_constant_pool).
  bool parse_constant_pool(ByteReader& r);

  // Pass 2: every reference points at an entry of the right tag; names and descriptors in
  // member references are legal (JVMS §4.4.1-§4.4.10). In two rounds, because references may
  // point forward: first the entries that point at Utf8s, then those that point at entries of
  // the first round (Fieldref -> Class, NameAndType), which can then be trusted.
  bool check_constant_pool() { return check_utf8_references() && check_compound_references(); }

  bool check_utf8_references();

  bool check_compound_references();

  // A NameAndType used by a field reference (or Dynamic) or a method reference (or
  // InvokeDynamic): both parts legal for that kind of member. NameAndTypes are checked already.
  bool check_member_name_and_type(uint16_t nat_index, bool is_field, size_t offset);

  // CONSTANT_MethodHandle (JVMS §4.4.8): the kind decides the tag and name of the reference.
  bool check_method_handle(uint16_t index, const CpEntry& e, size_t offset);

  // ---- access flags, this, super, interfaces (JVMS §4.1) --------------------------------------

  bool parse_class_header(ByteReader& r);

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
  bool read_u2_attribute(Attribute& a, std::string_view wrong_length, uint16_t& value);

  // Synthetic and Deprecated carry nothing: their length must be 0. `owner` is java's word for
  // where the attribute is ("field", "method", "classfile").
  bool check_empty_attribute(const Attribute& a, std::string_view owner) {
    if (a.length == 0) return true;
    return fail(a.offset + 2, "Invalid " + std::string(a.name) + " " + std::string(owner) +
                                  " attribute length " + std::to_string(a.length));
  }

  // Annotations and the like (AttributesSeenOnce): skipped, but at most one of each. `owner`
  // is " for field", " for method" or empty (the class), as java's message puts it.
  bool check_seen_once(const Attribute& a, std::string_view owner, AttributesSeenOnce& seen) {
    if (seen.first(a.name)) return true;
    return fail(a.offset, "Multiple " + std::string(a.name) + " attributes" + std::string(owner));
  }

  // The body of `a` copied into `out` (reflection's attributes, decoded by the class library).
  static void keep_body(const Attribute& a, std::vector<uint8_t>& out) {
    ByteReader r = a.body;
    const std::span<const uint8_t> b = r.bytes(a.length);
    out.assign(b.begin(), b.end());
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
      if (name == nullptr)
        return fail(at, std::string(bad_entry) + " " + idx(index) + " " + "has bad constant type");
      out.push_back(*name);
    }
    return true;
  }

  // ---- fields (JVMS §4.5) ---------------------------------------------------------------------

  bool parse_fields(ByteReader& r);

  bool parse_field(ByteReader& r, FieldInfo& f);

  // ConstantValue must name a constant whose type matches the field's (JVMS §4.7.2, Table
  // 4.7.2-A).
  bool check_constant_value(const FieldInfo& f, size_t offset);

  // A Signature attribute (JVMS §4.7.9): length 2, a Utf8 index.
  bool read_signature(Attribute& a, std::string_view wrong_length, std::string& out);

  // ---- methods (JVMS §4.6) --------------------------------------------------------------------

  bool parse_methods(ByteReader& r);

  bool parse_method(ByteReader& r, MethodInfo& m);

  // MethodParameters (JVMS §4.7.24): only its length is checked, as HotSpot checks it.
  bool check_method_parameters(Attribute& a);

  // Method flags (JVMS §4.6). A class initializer's flags other than STATIC (and STRICT before
  // 61.0) are ignored, so the model keeps only those; before 51.0 it need not even say STATIC.
  bool check_method_flags(MethodInfo& m, std::string_view name, size_t offset);

  // The Code attribute (JVMS §4.7.3) and, inside it, LineNumberTable (JVMS §4.7.12).
  bool parse_code(Attribute& a, MethodInfo& m, int arg_slots);

  // Every LocalVariableTypeTable entry describes a variable of the LocalVariableTable: same
  // range, name and slot (JVMS §4.7.14; java rejects the class otherwise).
  bool check_type_table_entries_match();

  bool parse_line_numbers(Attribute& a, uint32_t code_length, std::vector<LineNumber>& out);

  // LocalVariableTable and LocalVariableTypeTable (JVMS §4.7.13, §4.7.14), checked as java
  // checks them (ranges inside the code, slots inside max_locals); LocalVariableTable entries
  // are appended to `keep` when given.
  bool check_local_variables(Attribute& a, uint32_t code_length, uint16_t max_locals,
                             std::vector<LocalVariable>* keep = nullptr);

  // ---- class attributes -----------------------------------------------------------------------

  bool parse_class_attributes(ByteReader& r);

  bool parse_source_file(Attribute& a);

  // BootstrapMethods (JVMS §4.7.23): each entry a MethodHandle and loadable-constant arguments.
  bool parse_bootstrap_methods(Attribute& a);

  // Loadable constants (JVMS §4.4, Table 4.4-C).
  bool is_loadable(uint16_t index) const;

  // InnerClasses (JVMS §4.7.6), checked in HotSpot's order.
  bool parse_inner_classes(Attribute& a);

  // One InnerClasses entry as read: constant-pool indexes and the recognized flags.
  struct InnerClassEntry {
    uint16_t inner = 0, outer = 0, name = 0, flags = 0;
  };

  // Duplicate and circular InnerClasses entries, as HotSpot's check_inner_classes_circularity:
  // a duplicate is an error; a circular chain of outer classes, or two entries for one inner
  // class, sets `ignored` (java then ignores the attribute).
  bool check_inner_class_entries(const std::vector<InnerClassEntry>& entries, size_t offset,
                                 bool& ignored);

  bool parse_nest_host(Attribute& a);

  // EnclosingMethod (JVMS §4.7.7): checked as java checks it, kept for reflection.
  bool check_enclosing_method(Attribute& a);

  // Record (JVMS §4.7.30): components, each with attributes of its own (only Signature kept).
  bool parse_record(Attribute& a);

  // ---- whole-file checks ----------------------------------------------------------------------

  // Every Dynamic/InvokeDynamic constant names an existing BootstrapMethods entry.
  bool check_bootstrap_references();

  bool check_no_extra_bytes(const ByteReader& r);

  // FormatChecks::Trusted: the class library's archive, checked in full at build time
  const bool trusted_;
  std::span<const uint8_t> bytes_;
  std::string name_;  // the class's name in messages: the hint, else this_class
  bool name_from_hint_;
  std::string expected_name_;  // the name this_class must be; empty: any
  std::unique_ptr<ClassFile> cf_;
  FormatError error_;
  std::vector<uint32_t> entry_offsets_;  // file offset of each constant-pool entry
  // The current Code attribute's local variables, to match type-table entries against
  std::vector<LocalVariableKey> local_variables_;
  std::vector<std::pair<LocalVariableKey, size_t>> local_variable_types_;  // with file offsets
  bool seen_bootstrap_methods_ = false;
  bool has_dynamic_constants_ = false;
  uint16_t max_bootstrap_index_ = 0;  // largest bootstrap_method_attr_index in the pool
  size_t max_bootstrap_offset_ = 0;   // where it was
};

}  // namespace jvmlab::classfile::parsing
