// The Code attribute (JVMS §4.7.3) and the attributes inside it that java checks:
// LineNumberTable and LocalVariableTable (kept), LocalVariableTypeTable (checked, not kept),
// StackMapTable (kept raw for the verifier).
// Part of ClassFileParser (classfile/class_file_parser.hpp).
#include "classfile/class_file_parser.hpp"
#include "classfile/descriptors.hpp"
#include "classfile/signature.hpp"

namespace jvmlab::classfile::parsing {

// The Code attribute (JVMS §4.7.3) and, inside it, LineNumberTable (JVMS §4.7.12).
bool ClassFileParser::parse_code(Attribute& a, MethodInfo& m, int arg_slots) {
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
    } else if (inner.name == "StackMapTable" && cf_->major_version >= kStackMapMajor) {
      // Kept raw; the verifier decodes it (classfile/stack_map_table.hpp), as HotSpot does.
      if (code.has_stack_map_table) return fail(inner.offset, "Multiple StackMapTable attributes in method");
      const std::span<const uint8_t> body = inner.body.bytes(inner.length);
      code.stack_map_table.assign(body.begin(), body.end());
      code.has_stack_map_table = true;
    } else if (inner.name == "LocalVariableTable" || inner.name == "LocalVariableTypeTable") {
      if (!check_local_variables(inner, code_length, code.max_locals, &code.local_variables)) {
        return false;
      }
    }
  }
  if (r.remaining() != 0) return fail(r.offset(), kWrongLength);
  return check_type_table_entries_match();
}

// Every LocalVariableTypeTable entry describes a variable of the LocalVariableTable: same
// range, name and slot (JVMS §4.7.14; java rejects the class otherwise).
bool ClassFileParser::check_type_table_entries_match() {
  if (trusted_ || local_variables_.empty()) return true;  // no LocalVariableTable: java checks nothing
  std::sort(local_variables_.begin(), local_variables_.end());
  for (const auto& [key, offset] : local_variable_types_) {
    if (!std::binary_search(local_variables_.begin(), local_variables_.end(), key)) {
      return fail_plain(offset, "LVTT entry for '" + std::string(key.name) + "' in class file " +
                                    name_ + " does not match any LVT entry");
    }
  }
  return true;
}

bool ClassFileParser::parse_line_numbers(Attribute& a, uint32_t code_length,
                                         std::vector<LineNumber>& out) {
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

// LocalVariableTable and LocalVariableTypeTable (JVMS §4.7.13, §4.7.14), checked as java checks
// them (ranges inside the code, slots inside max_locals); LocalVariableTable entries are kept.
bool ClassFileParser::check_local_variables(Attribute& a, uint32_t code_length,
                                            uint16_t max_locals,
                                            std::vector<LocalVariable>* keep) {
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
    if (trusted_) {  // the archive: names, descriptors and slots were checked at build time
      if (keep && !is_type_table) keep->push_back({start_pc, length, slot, *name});
      continue;
    }
    if (!is_legal_field_name(*name)) {
      return fail_plain(at + 4, "Illegal field name " + quoted(*name) + " in class " + name_);
    }
    // A LocalVariableTypeTable holds generic signatures, which the parser does not check
    // One scan gives legality and width (a field descriptor is never "V").
    const FieldType type = is_type_table ? FieldType{} : field_type(*descriptor);
    if (!is_type_table && type.is_void()) {
      return fail_plain(at + 6, "Field " + quoted(*name) + " in class " + name_ +
                                    " has illegal signature " + quoted(*descriptor));
    }
    const bool two_slots = !is_type_table && type.slots() == 2;
    if (slot >= max_locals || (two_slots && slot + 1 >= max_locals)) {
      return fail(at + 8, "Invalid index " + idx(slot) + " in " + std::string(table));
    }
    const LocalVariableKey key{start_pc, length, slot, *name};
    if (is_type_table) {
      local_variable_types_.emplace_back(key, at);
    } else {
      local_variables_.push_back(key);
      if (keep) keep->push_back({start_pc, length, slot, *name});
    }
  }
  return true;
}

}  // namespace jvmlab::classfile::parsing
