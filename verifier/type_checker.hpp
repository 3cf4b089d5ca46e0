// Internal to verifier/: the type state of one method being checked (HotSpot's StackMapFrame as
// ClassVerifier mutates it) and the error context a failure records (HotSpot's ErrorContext and
// TypeOrigin), shared by type_checker.cpp (the rules) and error_details.cpp (the text).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "classfile/stack_map_table.hpp"

namespace jvmlab::verifier::detail {

using classfile::VTag;
using classfile::VType;

/// Pseudo types that only an instruction's expectation uses, never a frame (HotSpot's query
/// types): any reference or uninitialized value; any one-slot value; the halves of a long/double.
constexpr VTag kReferenceCheck = VTag(100);
constexpr VTag kCategory1Check = VTag(101);
constexpr VTag kCategory2Check = VTag(102);
constexpr VTag kCategory2SecondCheck = VTag(103);
/// Type inference only: the return address of a jsr into the subroutine starting at `offset`.
constexpr VTag kReturnAddress = VTag(110);

/// A frame. For the current frame `locals` has max_locals entries (Top past locals_size) and
/// `stack` max_stack entries of which stack_size are live; stack_mark is the stack size before
/// the instruction being checked (a failure prints the frame as it was then). For a stack-map
/// frame the vectors hold exactly locals_size and stack_size entries and stack_mark is -1.
/// `offset` is the bci of the instruction (or of the stack-map frame).
struct Frame {
  int offset = 0;
  bool this_uninit = false;
  int locals_size = 0;
  int stack_size = 0;
  int stack_mark = -1;
  std::vector<VType> locals;
  std::vector<VType> stack;
  /// Type inference only: locals written since the innermost subroutine was entered (JVMS
  /// §4.10.2.5: after `ret` they come from the subroutine, the others from the `jsr`).
  std::vector<uint8_t> modified;
};

/// Where a type in an error message came from (HotSpot's TypeOrigin).
struct Origin {
  enum Kind : uint8_t { None, CfLocals, CfStack, SmLocals, SmStack, ConstPool, Sig, Implicit, FrameOnly };
  Kind kind = None;
  int index = 0;
  VType type;
  std::optional<Frame> frame;  // a copy taken when the error was found
  bool valid() const { return kind != None; }
};

/// What failed (HotSpot's ErrorContext::FaultType) and where.
struct ErrorContext {
  enum Fault : uint8_t {
    None, InvalidBytecode, WrongType, FlagsMismatch, BadCpIndex, BadLocalIndex,
    LocalsSizeMismatch, StackSizeMismatch, StackOverflow, StackUnderflow, MissingStackmap,
    BadStackmap,
  };
  int bci = -1;
  Fault fault = None;
  Origin type;
  Origin expected;
};

/// HotSpot's name of a verification type in frame listings: "integer", "'java/lang/String'",
/// "uninitialized(3)", "top", "long_2nd".
std::string type_name(const VType& t);

/// The "Exception Details:" block for a failure in `method` of `cf` (starts with a new line).
std::string details(const ErrorContext& ctx, const classfile::ClassFile& cf,
                    const classfile::MethodInfo& method);

}  // namespace jvmlab::verifier::detail
