// Class-file parser: bytes -> ClassFile (JVMS §4), every read bounds-checked. Does not load,
// link or verify bytecode; the runtime does that.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <variant>
#include <vector>

#include "classfile/class_file.hpp"

namespace jvmlab::classfile {

/// Why a class file was rejected: becomes java.lang.ClassFormatError (or
/// UnsupportedClassVersionError when `unsupported_version`, NoClassDefFoundError when
/// `no_class_def`: java's error for an ACC_MODULE "class" and for a class file of another name)
/// with `message`, which says what was wrong and at which byte offset, e.g. "Truncated class
/// file: 2 bytes needed at offset 118".
struct FormatError {
  std::string message;
  size_t offset = 0;
  bool unsupported_version = false;
  bool no_class_def = false;
  /// The superinterfaces read (each a valid Class constant) before the error. HotSpot's
  /// ClassFileParser resolves each superinterface as soon as it reads it, so a loader that wants
  /// java's first error resolves these before reporting a later format error.
  std::vector<std::string> interfaces_read = {};
};

using ParseResult = std::variant<std::unique_ptr<ClassFile>, FormatError>;

/// How much of the format checking of JVMS §4.8 a parse makes.
enum class FormatChecks : uint8_t {
  /// Every check: for class files from the class path, JAR files and defineClass.
  Full,
  /// For the class library's archive (build/classlib.jimg), which javac made from this
  /// repository and which the build checks in full, and verifies, before packing it
  /// (tools/classlib_pack). Skips what that check already guaranteed: modified UTF-8, the
  /// legality of class, field and method names and descriptors, access flags, duplicate members
  /// and interfaces, argument slots against max_locals, and the contents of LocalVariableTable
  /// and LocalVariableTypeTable entries. Keeps every bounds check, every constant-pool index and
  /// tag check and every attribute length, so a damaged archive still cannot make the parser
  /// read out of bounds or hand out a dangling constant. As HotSpot's ClassFileParser relaxes
  /// its checks for the boot loader (`_need_verify` is false when BytecodeVerificationLocal is
  /// off).
  Trusted,
};

/// Parses a class file of version 45.0 through 61.0. Checks: magic, versions, every constant-pool
/// tag and every cross-reference's tag, modified UTF-8, attribute lengths, Code sizes, exception
/// table ranges within the code, and that no read goes past `bytes`. Unknown attributes are
/// skipped. Never throws for malformed input, never reads out of bounds. Thread-safe.
/// `name_hint` only appears in messages: pass the internal class name, as java prints it
/// ("p/Foo"); when empty, messages use this_class once it is read, "<Unknown>" before.
/// `expected_name`, when not empty, is the name the class file must have: another this_class
/// stops parsing right after it is read, with NoClassDefFoundError "<expected> (wrong name:
/// <this_class>)", so that later format errors do not hide it (HotSpot's ClassFileParser checks
/// the name before fields, methods and attributes).
/// `checks`: FormatChecks::Trusted only for the class library's archive (see FormatChecks).
ParseResult parse_class_file(std::span<const uint8_t> bytes, std::string_view name_hint = {},
                             std::string_view expected_name = {},
                             FormatChecks checks = FormatChecks::Full);

}  // namespace jvmlab::classfile
