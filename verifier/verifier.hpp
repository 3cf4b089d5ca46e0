// The bytecode verifier's entry point: type checking (JVMS §4.10.1) of every method of a class
// file of version 50 or later against its StackMapTable frames, type inference (JVMS §4.10.2) for
// older class files. Depends on classfile/, bytecode/ and a ClassHierarchy oracle only (no VM), so
// it runs in unit tests and fuzzers. Does not verify jsr/ret subroutines by inference.
#pragma once

#include <optional>
#include <string>

#include "classfile/class_file.hpp"
#include "verifier/class_hierarchy.hpp"

namespace jvmlab::verifier {

/// Why a class failed verification.
struct VerifyFailure {
  enum class Kind : unsigned char {
    VerifyError,       // java.lang.VerifyError with `message`
    ClassFormatError,  // java.lang.ClassFormatError with `message` (a malformed StackMapTable,
                       // exception table or local variable table found while verifying)
    LoadFailed,        // the oracle could not load a class: it holds the error to throw
  };
  Kind kind = Kind::VerifyError;
  /// HotSpot's text: the reason ("Bad type on operand stack"), then for VerifyErrors a new line and
  /// the "Exception Details:" block (Location, Reason, Current Frame, Stackmap Frame, Bytecode,
  /// Exception Handler Table, Stackmap Table), each line ending in a new line.
  std::string message;
  std::string method;  // "name(descriptor)" of the failing method, empty if none
  int bci = -1;        // where, or -1
};

/// First class-file version the type checker handles (Java 6: StackMapTable).
constexpr int kTypeCheckingMajorVersion = 50;

/// Verifies every method with code of `cf` (JVMS §4.10.1), in declaration order, stopping at the
/// first failure, as HotSpot's ClassVerifier does: instruction boundaries and operands, constant
/// pool indices and tags, locals and max_locals, stack depth and max_stack, the type rules of
/// every instruction, stack-map frames at branch targets, handlers and after unconditional
/// branches, `new`/<init> and flagThisUninit, protected access, return types, control falling
/// off the end. Class files before version 50 are verified by type inference instead
/// (verify_by_inference's rules, errors in the inference verifier's "(class: C, method: m
/// signature: d) reason" shape); for version 50 a method that fails type checking is accepted
/// when inference accepts it (HotSpot's fail-over). nullopt when the class verifies.
/// Thread-safe for distinct oracles; the ClassFile is only read.
std::optional<VerifyFailure> verify(const classfile::ClassFile& cf, ClassHierarchy& hierarchy);

/// Type inference (JVMS §4.10.2) of every method of `cf`, whatever its version, ignoring any
/// StackMapTable: the per-instruction rules of `verify`, driven by a worklist that merges frames
/// at branch targets, fall-throughs and handlers (least upper bound of class types by superclass
/// chains, interfaces as classes under Object, arrays by component) until a fixpoint. Methods
/// with jsr/ret are not checked (left to the structural check). Used by `verify` and by tests.
std::optional<VerifyFailure> verify_by_inference(const classfile::ClassFile& cf, ClassHierarchy& hierarchy);

}  // namespace jvmlab::verifier
