// VerifyError texts: HotSpot's "Exception Details:" block (Location, Reason, Current Frame,
// Stackmap Frame, Bytecode, Exception Handler Table, Stackmap Table), from an ErrorContext.
// Source of the format: HotSpot verifier.cpp (ErrorContext::details and its parts).
#include <cstdio>

#include "bytecode/bytecode_walk.hpp"
#include "bytecode/bytecodes.hpp"
#include "verifier/internal_bytecodes.hpp"
#include "verifier/type_checker.hpp"

namespace jvmlab::verifier::detail {

std::string type_name(const VType& t) {
  switch (t.tag) {
    case VTag::Top: return "top";
    case VTag::Integer: return "integer";
    case VTag::Float: return "float";
    case VTag::Double: return "double";
    case VTag::Long: return "long";
    case VTag::Null: return "null";
    case VTag::UninitializedThis: return "uninitializedThis";
    case VTag::Object: {
      std::string s;
      s.reserve(t.name.size() + 2);
      s += '\'';
      s += t.name;
      s += '\'';
      return s;
    }
    case VTag::Uninitialized: return "uninitialized " + std::to_string(t.offset);
    case VTag::Long2: return "long_2nd";
    case VTag::Double2: return "double_2nd";
    default: break;
  }
  if (t.tag == kReferenceCheck) return "reference type";
  if (t.tag == kCategory1Check) return "category1 type";
  if (t.tag == kCategory2Check) return "category2 type";
  if (t.tag == kCategory2SecondCheck) return "category2_2nd type";
  if (t.tag == kReturnAddress) return "returnAddress";
  return "?";
}

namespace {

// The type followed by its origin: "integer (current frame, stack[0])".
std::string origin_text(const Origin& o) {
  std::string s = type_name(o.type);
  switch (o.kind) {
    case Origin::CfLocals: s += " (current frame, locals[" + std::to_string(o.index) + "])"; break;
    case Origin::CfStack: s += " (current frame, stack[" + std::to_string(o.index) + "])"; break;
    case Origin::SmLocals: s += " (stack map, locals[" + std::to_string(o.index) + "])"; break;
    case Origin::SmStack: s += " (stack map, stack[" + std::to_string(o.index) + "])"; break;
    case Origin::ConstPool: s += " (constant pool " + std::to_string(o.index) + ")"; break;
    case Origin::Sig: s += " (from method signature)"; break;
    default: break;
  }
  return s;
}

void frame_text(const Frame& f, const std::string& indent, std::string& out) {
  out += indent;
  out += "bci: @";
  out += std::to_string(f.offset);
  out += '\n';
  out += indent;
  out += f.this_uninit ? "flags: { flagThisUninit }\n" : "flags: { }\n";
  out += indent;
  out += "locals: {";
  for (int i = 0; i < f.locals_size; i++) {
    out += ' ';
    out += type_name(f.locals[size_t(i)]);
    if (i != f.locals_size - 1) out += ',';
  }
  out += " }\n";
  out += indent;
  out += "stack: {";
  const int depth = f.stack_mark >= 0 ? f.stack_mark : f.stack_size;
  for (int i = 0; i < depth; i++) {
    out += ' ';
    out += type_name(f.stack[size_t(i)]);
    if (i + 1 != depth) out += ',';
  }
  out += " }\n";
}

std::string reason(const ErrorContext& c) {
  switch (c.fault) {
    case ErrorContext::InvalidBytecode: return "Error exists in the bytecode";
    case ErrorContext::WrongType:
      if (c.expected.valid()) return "Type " + origin_text(c.type) + " is not assignable to " + origin_text(c.expected);
      return "Invalid type: " + origin_text(c.type);
    case ErrorContext::FlagsMismatch:
      return c.expected.valid() ? "Current frame's flags are not assignable to stack map frame's."
                                : "Current frame's flags are invalid in this context.";
    case ErrorContext::BadCpIndex: return "Constant pool index " + std::to_string(c.type.index) + " is invalid";
    case ErrorContext::BadLocalIndex: return "Local index " + std::to_string(c.type.index) + " is invalid";
    case ErrorContext::LocalsSizeMismatch: return "Current frame's local size doesn't match stackmap.";
    case ErrorContext::StackSizeMismatch: return "Current frame's stack size doesn't match stackmap.";
    case ErrorContext::StackOverflow: return "Exceeded max stack size.";
    case ErrorContext::StackUnderflow: return "Attempt to pop empty stack.";
    case ErrorContext::MissingStackmap: return "Expected stackmap frame at this location.";
    case ErrorContext::BadStackmap: return "Invalid stackmap specification.";
    default: return "Unknown";
  }
}

// outputStream::print_data without ASCII: 16 bytes a line in 2-byte groups, padded, and always
// one more (blank-padded) line when the length is a multiple of 16.
void hex_dump(const std::vector<uint8_t>& code, std::string& out) {
  const size_t limit = (code.size() + 16) / 16 * 16;
  char buf[32];
  for (size_t i = 0; i < limit; i++) {
    if (i % 16 == 0) {
      std::snprintf(buf, sizeof buf, "%07zx:", i);
      out += "    ";
      out += buf;
    }
    if (i % 2 == 0) out += ' ';
    if (i < code.size()) {
      std::snprintf(buf, sizeof buf, "%02x", code[i]);
      out += buf;
    } else {
      out += "  ";
    }
    if ((i + 1) % 16 == 0) out += '\n';
  }
}

}  // namespace

std::string details(const ErrorContext& c, const classfile::ClassFile& cf,
                    const classfile::MethodInfo& m) {
  if (c.fault == ErrorContext::None) return "";
  const classfile::Code& code = *m.code;
  std::string out = "\nException Details:\n";
  // Location
  if (c.bci != -1) {
    const char* name = "<invalid>";
    if (c.bci >= 0 && c.bci < int(code.code.size())) {
      const int op = code.code[size_t(c.bci)];
      if (const char* internal = internal_opcode_name(op)) {
        name = internal;
      } else if (bc::instruction_length(code.code, c.bci) > 0) {
        const char* n = bc::name(uint8_t(op));
        name = n ? n : "<illegal>";
      } else if (!bc::name(uint8_t(op))) {
        name = "<illegal>";
      }
    }
    out += "  Location:\n    " + cf.this_class + "." + m.name + m.descriptor + " @" +
           std::to_string(c.bci) + ": " + name + "\n";
  }
  // Reason
  out += "  Reason:\n    " + reason(c) + "\n";
  // Frames
  if (c.type.valid() && c.type.frame) {
    out += "  Current Frame:\n";
    frame_text(*c.type.frame, "    ", out);
  }
  if (c.expected.valid() && c.expected.frame) {
    out += "  Stackmap Frame:\n";
    frame_text(*c.expected.frame, "    ", out);
  }
  // Bytecode
  out += "  Bytecode:\n";
  hex_dump(code.code, out);
  if (!code.exception_table.empty()) {
    out += "  Exception Handler Table:\n";
    for (const auto& h : code.exception_table) {
      out += "    bci [" + std::to_string(h.start_pc) + ", " + std::to_string(h.end_pc) +
             "] => handler: " + std::to_string(h.handler_pc) + "\n";
    }
  }
  if (code.has_stack_map_table) {
    out += "  Stackmap Table:\n";
    for (const std::string& line : classfile::describe_stack_map_table(code.stack_map_table)) {
      out += "    " + line + "\n";
    }
  }
  return out;
}

}  // namespace jvmlab::verifier::detail
