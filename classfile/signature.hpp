// Descriptors (JVMS §4.3): the one scanner of field and method descriptors in jvmlab. Basic
// types, well-formedness with the position of the first error, a method's parameters in order
// with their local-variable slots, its return type, and Java source names for messages
// ("int", "java.lang.String[]"). Does not resolve or load classes; generic signatures (JVMS
// §4.7.9.1) are not descriptors and are not read here.
//
//   method descriptor  ( ParameterDescriptor* ) ReturnDescriptor
//                      "([[Ljava/lang/Object;IZ)[B"
//                        ^^^^^^^^^^^^^^^^^^^^ ^ ^  ^^
//                        param 0, slot 0      | |  return: Reference, class name "[B"
//                                 param 1, slot 1 param 2, slot 2     (long, double: 2 slots)
//
// Source of the idea: HotSpot's SignatureIterator and SignatureStream (in its signature.hpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace jvmlab::classfile {

// --- basic types -------------------------------------------------------------------------------

/// The basic type of a value, numbered like newarray's atype operand (JVMS §6.5.newarray, HotSpot's
/// T_BOOLEAN..T_LONG) so that it indexes per-primitive tables directly; Reference (12) stands for
/// objects and arrays alike, Void (14) only for return types. runtime/ uses it as jvmlab::BasicType.
enum class BasicType : uint8_t {
  Boolean = 4, Char = 5, Float = 6, Double = 7, Byte = 8, Short = 9, Int = 10, Long = 11,
  Reference = 12, Void = 14,
};

/// Basic type of a descriptor's first character: 'Z' 'C' 'F' 'D' 'B' 'S' 'I' 'J' 'V' their type,
/// anything else ('L', '[') Reference. Thread-safe.
constexpr BasicType basic_type_of(char descriptor_char) {
  switch (descriptor_char) {
    case 'Z': return BasicType::Boolean;
    case 'C': return BasicType::Char;
    case 'F': return BasicType::Float;
    case 'D': return BasicType::Double;
    case 'B': return BasicType::Byte;
    case 'S': return BasicType::Short;
    case 'I': return BasicType::Int;
    case 'J': return BasicType::Long;
    case 'V': return BasicType::Void;
    default: return BasicType::Reference;
  }
}

/// The descriptor character of `t` ('I', 'J', ...; 'L' for Reference, 'V' for Void).
constexpr char descriptor_char(BasicType t) {
  switch (t) {
    case BasicType::Boolean: return 'Z';
    case BasicType::Char: return 'C';
    case BasicType::Float: return 'F';
    case BasicType::Double: return 'D';
    case BasicType::Byte: return 'B';
    case BasicType::Short: return 'S';
    case BasicType::Int: return 'I';
    case BasicType::Long: return 'J';
    case BasicType::Void: return 'V';
    case BasicType::Reference: break;
  }
  return 'L';
}

/// Local-variable and operand-stack slots a value of `t` takes (JVMS §2.6.1): 2 for long and
/// double, 0 for void, 1 otherwise.
constexpr int slot_count(BasicType t) {
  return t == BasicType::Long || t == BasicType::Double ? 2 : (t == BasicType::Void ? 0 : 1);
}

/// Size in bytes of a field or array element of type `t` (references: 8, a heap word).
constexpr size_t basic_type_size(BasicType t) {
  switch (t) {
    case BasicType::Boolean: case BasicType::Byte: return 1;
    case BasicType::Char: case BasicType::Short: return 2;
    case BasicType::Int: case BasicType::Float: return 4;
    default: return 8;
  }
}

/// The Java keyword of a primitive type or void ("int", "boolean", "void"); "" for Reference.
std::string_view primitive_type_name(BasicType t);

// --- one type inside a descriptor ---------------------------------------------------------------

/// A field type (JVMS §4.3.2) or void, as found in a descriptor. Views into the descriptor's text:
/// valid while that text lives.
struct FieldType {
  BasicType type = BasicType::Void;
  std::string_view descriptor;  // this type's own text: "I", "[[I", "Ljava/lang/String;", "V"
  int dimensions = 0;           // array dimensions; 0 when not an array

  bool is_reference() const { return type == BasicType::Reference; }
  bool is_array() const { return dimensions > 0; }
  bool is_void() const { return type == BasicType::Void; }
  bool is_primitive() const { return !is_reference() && !is_void(); }
  /// Slots it takes: 2 for long and double, 0 for void, 1 otherwise.
  int slots() const { return slot_count(type); }
  /// The class name in internal form, as CONSTANT_Class and the loader spell it:
  /// "java/lang/String" for "Ljava/lang/String;", the descriptor itself for arrays ("[I"), ""
  /// for primitives and void.
  std::string_view class_name() const;
  /// The descriptor of the innermost element type: "I" for "[[I", itself when not an array.
  std::string_view element_descriptor() const { return descriptor.substr(size_t(dimensions)); }
};

/// The type that field descriptor `descriptor` (or "V") denotes, e.g. {Reference, "[I", 1}. On a
/// malformed descriptor (or trailing characters) the result has an empty `descriptor` and type
/// Void. Thread-safe.
FieldType field_type(std::string_view descriptor);

// --- well-formedness ------------------------------------------------------------------------------

/// Where and why a descriptor is not well formed. `position` is the byte offset of the first
/// character that cannot continue a well-formed descriptor (the descriptor's length when it ends
/// too early); `reason` is a static string such as "expected ';' after the class name".
struct DescriptorError {
  size_t position = 0;
  std::string_view reason;
  /// "<reason> at offset <position>", for ClassFormatError and diagnostic messages.
  std::string message() const;
};

/// Checks a field descriptor (JVMS §4.3.2): class names legal binary names in internal form
/// (JVMS §4.2.1), at most 255 array dimensions, nothing after the type. nullopt when legal.
/// Thread-safe.
std::optional<DescriptorError> field_descriptor_error(std::string_view descriptor);

/// Checks a method descriptor (JVMS §4.3.3) the same way; void only as the return type.
/// nullopt when legal. Thread-safe. (The 255-slot limit of JVMS §4.3.3 depends on the receiver:
/// the parser checks it with parameter_slots.)
std::optional<DescriptorError> method_descriptor_error(std::string_view descriptor);

/// field_descriptor_error(descriptor) is nullopt. Thread-safe.
bool is_legal_field_descriptor(std::string_view descriptor);

/// What the class-file parser needs to know about a legal method descriptor.
struct MethodDescriptorShape {
  int arg_slots = 0;  // local-variable slots the parameters take: long and double take two
  bool returns_void = false;
};

/// The shape of a legal method descriptor; nullopt when it is not legal. Thread-safe.
std::optional<MethodDescriptorShape> check_method_descriptor(std::string_view descriptor);

// --- iterating a method descriptor ----------------------------------------------------------------

/// Walks a method descriptor's parameters in order, then stops at its return type:
///
///     for (SignatureIterator it(m->descriptor); !it.at_return(); it.next()) {
///       if (it.type().is_reference()) visit(args[it.slot()]);
///     }
///
/// Allocates nothing (usable inside a safepoint pause). The descriptor must be well formed (the
/// parser checks every descriptor a class file holds); on a malformed one the iterator never reads
/// past its end: it stops early at a Void "return type" and malformed() is true. It does not check
/// the syntax of class names inside `L...;` (the parser did): malformed() is about the shape. The text must
/// outlive the iterator. Not thread-safe (a value type: one per walk).
class SignatureIterator {
 public:
  explicit SignatureIterator(std::string_view method_descriptor);

  /// True once past the last parameter: type() is then the return type.
  bool at_return() const { return at_return_; }
  /// Moves to the next parameter or, after the last, to the return type. Precondition: !at_return().
  void next();

  /// The current parameter's type (the return type when at_return()).
  const FieldType& type() const { return type_; }
  BasicType basic_type() const { return type_.type; }
  /// The current type's class name in internal form ("java/lang/String", "[I"); "" for primitives.
  std::string_view class_name() const { return type_.class_name(); }
  /// Index of the current parameter (0 for the first); at the return type, the parameter count.
  int index() const { return index_; }
  /// First slot of the current parameter counted from the first parameter (add 1 for a receiver);
  /// at the return type, the slots of all parameters.
  int slot() const { return slot_; }
  /// Slots the current type takes (2 for long and double, 0 for a void return type).
  int size() const { return type_.slots(); }
  /// The descriptor was not well formed: iteration stopped where it could not go on.
  bool malformed() const { return malformed_; }

 private:
  void scan_at(size_t pos);
  std::string_view d_;
  size_t end_ = 0;  // offset just past the current type
  FieldType type_;
  int index_ = 0;
  int slot_ = 0;
  bool at_return_ = false;
  bool malformed_ = false;
};

// --- what call sites ask of a method descriptor ---------------------------------------------------

/// Slots the arguments of `method_descriptor` take: its parameters, plus one for the receiver when
/// `with_receiver` (instance methods). Thread-safe.
int parameter_slots(std::string_view method_descriptor, bool with_receiver = false);

/// Number of parameters of `method_descriptor` (a long counts once). Thread-safe.
int parameter_count(std::string_view method_descriptor);

/// The return type of `method_descriptor` (Void for "V"). Thread-safe.
FieldType return_type(std::string_view method_descriptor);

/// The parameter part between the parentheses: "I[J" for "(I[J)V". Thread-safe.
std::string_view parameters_text(std::string_view method_descriptor);

// --- Java source names, for messages ----------------------------------------------------------------

/// The Java source name of a type: "int", "void", "java.lang.String", "int[][]". With
/// `short_lang`, java.lang.Object and java.lang.String (and arrays of them) lose their package,
/// as HotSpot's helpful NullPointerException messages print them. Thread-safe.
std::string java_type_name(const FieldType& type, bool short_lang = false);

/// The field descriptor of the class named `class_name` in internal form, as anewarray and
/// checkcast see it: "java/lang/String" -> "Ljava/lang/String;"; an array class's name is already
/// its descriptor ("[I" -> "[I"). Thread-safe.
std::string class_descriptor(std::string_view class_name);

/// java_type_name of field descriptor `descriptor` ("[Ljava/lang/String;" -> "java.lang.String[]").
std::string java_type_name(std::string_view descriptor, bool short_lang = false);

/// The parameter types of `method_descriptor` in source form, comma-separated:
/// "(I[Ljava/lang/String;)V" -> "int, java.lang.String[]". Thread-safe.
std::string java_parameter_list(std::string_view method_descriptor, bool short_lang = false);

}  // namespace jvmlab::classfile
