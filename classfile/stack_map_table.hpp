// StackMapTable (JVMS §4.7.4): the verification types of the type checker and the decoding of a
// method's raw StackMapTable attribute into full frames (every local and stack slot spelled out).
// Does not check bytecode against the frames: verifier/ does that.
//
//   raw attribute                 decoded frames (slot form: a long/double takes two slots)
//   same_frame(@9)           ->   {offset 9,  locals [Object this, Integer, Long, Long2], stack []}
//   append_frame(@20,Integer) ->  {offset 20, locals [..., Integer], stack []}
//   full_frame(@43,{..},{..}) ->  {offset 43, locals ..., stack ...}
//
// Each frame's offset is the previous offset + offset_delta + 1 (the first frame: offset_delta);
// the implicit frame before the first one comes from the method descriptor (initial_frame).
// Source: JVMS §4.7.4, §4.10.1.4 (frame semantics); HotSpot stackMapTable.cpp
// (StackMapReader, whose error texts the decoder uses).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "classfile/class_file.hpp"

namespace jvmlab::classfile {

/// A verification type (JVMS §4.10.1.2). Tags 0-8 are the StackMapTable's item tags
/// (Table 4.7.4-A); Long2/Double2 are the upper halves of a two-slot value in slot form
/// (HotSpot's long_2nd/double_2nd), never written in a class file.
enum class VTag : uint8_t {
  Top = 0,
  Integer = 1,
  Float = 2,
  Double = 3,
  Long = 4,
  Null = 5,
  UninitializedThis = 6,
  Object = 7,         // `name`: internal class name or array descriptor ("[I")
  Uninitialized = 8,  // `offset`: bci of the `new` that made it
  Long2 = 9,
  Double2 = 10,
};

/// One verification type. `name` views text owned by the ClassFile (a constant-pool Utf8 or a
/// descriptor) or by the verifier's name arena; it is empty unless tag is Object.
struct VType {
  VTag tag = VTag::Top;
  uint16_t offset = 0;     // Uninitialized: bci of its `new`
  uint16_t cp_index = 0;   // Object read from a StackMapTable: its Class constant (for printing)
  std::string_view name;   // Object: "java/lang/String", "[I", "[Ljava/lang/Object;"

  static VType top() { return {}; }
  static VType of(VTag t) { return VType{t, 0, 0, {}}; }
  static VType object(std::string_view name, uint16_t cp_index = 0) {
    return VType{VTag::Object, 0, cp_index, name};
  }
  static VType uninitialized(uint16_t new_bci) { return VType{VTag::Uninitialized, new_bci, 0, {}}; }
  bool is_two_slot() const { return tag == VTag::Long || tag == VTag::Double; }
  bool is_array() const { return tag == VTag::Object && !name.empty() && name[0] == '['; }
  /// Same type (Object: same name; Uninitialized, and the verifier's own tags past Double2: same
  /// `offset`).
  bool operator==(const VType& o) const {
    return tag == o.tag && (tag != VTag::Object || name == o.name) &&
           ((tag != VTag::Uninitialized && tag <= VTag::Double2) || offset == o.offset);
  }
};

/// A full frame: the types before the instruction at `offset`, in slot form.
struct StackMapFrame {
  uint16_t offset = 0;
  bool this_uninit = false;  // flagThisUninit: some local is UninitializedThis (JVMS §4.10.1.4)
  std::vector<VType> locals;
  std::vector<VType> stack;
};

/// A decoding failure, with HotSpot's exception class and text.
struct StackMapError {
  bool class_format_error = false;  // ClassFormatError, else VerifyError
  std::string message;              // "StackMapTable format error: bad class index"
  bool in_method_suffix = false;    // ClassFormatError text gets " in method '...'" appended
                                    // (every format error does, as HotSpot's class_format_error)
  int frame_index = -1;             // VerifyError "bad offset": the frame (for the details)
  std::optional<StackMapFrame> frame;
};

/// The implicit frame at offset 0 (JVMS §4.10.1.6): `this` (UninitializedThis in an <init> other
/// than java/lang/Object's, with flagThisUninit) and the parameters by descriptor; stack empty.
/// Locals beyond the parameters are absent (the frame's size is the parameter slots).
StackMapFrame initial_frame(const ClassFile& cf, const MethodInfo& method);

/// What the decoder needs to know of the code: for each bci, 0 (inside an instruction or past a
/// bad one), 1 (an instruction starts), 2 (a `new` starts there). Indexed by bci; size = code length.
using InstructionStarts = std::span<const uint8_t>;

/// Decodes `method.code->stack_map_table` into full frames, each checked as HotSpot's
/// StackMapReader checks it: known frame types and tags, Class constants for Object, Uninitialized
/// offsets at a `new`, locals within max_locals and stack within max_stack, frame offsets at
/// instruction starts inside the code, the attribute's size. No attribute: no frames. Thread-safe.
std::variant<std::vector<StackMapFrame>, StackMapError> decode_stack_map_table(
    const ClassFile& cf, const MethodInfo& method, InstructionStarts starts);

/// The frames of the raw table as written, in HotSpot's "Stackmap Table:" notation, one line each:
/// "same_frame(@9)", "append_frame(@20,Integer)", "full_frame(@43,{Object[#2],Integer},{})".
/// Stops (with a truncated last line) where the table is malformed. For VerifyError details.
std::vector<std::string> describe_stack_map_table(std::span<const uint8_t> table);

}  // namespace jvmlab::classfile
