// Class-file model: the immutable result of parsing one .class file (JVMS §4). Holds no VM state;
// the runtime links it into a Klass. Does not parse: see classfile/class_parser.hpp.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "classfile/utf8.hpp"  // decode_modified_utf8 for the Utf8 entries

namespace jvmlab::classfile {

/// Constant-pool tags (JVMS §4.4, Table 4.4-B).
enum class CpTag : uint8_t {
  Invalid = 0,  // index 0, and the unusable slot after a Long or Double
  Utf8 = 1,
  Integer = 3,
  Float = 4,
  Long = 5,
  Double = 6,
  Class = 7,
  String = 8,
  Fieldref = 9,
  Methodref = 10,
  InterfaceMethodref = 11,
  NameAndType = 12,
  MethodHandle = 15,
  MethodType = 16,
  Dynamic = 17,
  InvokeDynamic = 18,
  Module = 19,
  Package = 20,
};

/// One constant-pool entry. Which members are meaningful depends on `tag`:
/// - Utf8: `utf8` holds the raw modified-UTF-8 bytes (JVMS §4.4.7), already validated.
/// - Integer/Float: `bits` holds the 4 raw bytes (big-endian decoded) in its low 32 bits.
/// - Long/Double: `bits` holds the 8 raw bytes; the following index is `Invalid`.
/// - Class/String/MethodType/Module/Package: `index1` is the Utf8 index.
/// - Fieldref/Methodref/InterfaceMethodref: `index1` = class index, `index2` = NameAndType index.
/// - NameAndType: `index1` = name (Utf8), `index2` = descriptor (Utf8).
/// - MethodHandle: `index1` = reference_kind (1..9), `index2` = reference index.
/// - Dynamic/InvokeDynamic: `index1` = bootstrap_method_attr_index, `index2` = NameAndType index.
struct CpEntry {
  CpTag tag = CpTag::Invalid;
  uint16_t index1 = 0;
  uint16_t index2 = 0;
  uint64_t bits = 0;
  std::string utf8;
};

/// An entry of a Code attribute's exception_table (JVMS §4.7.3): handles [start_pc, end_pc).
struct ExceptionHandler {
  uint16_t start_pc;
  uint16_t end_pc;      // exclusive
  uint16_t handler_pc;
  uint16_t catch_type;  // Class index, or 0 for "any" (finally)
};

/// LineNumberTable entry (JVMS §4.7.12).
struct LineNumber {
  uint16_t start_pc;
  uint16_t line_number;
};

/// LocalVariableTable entry (JVMS §4.7.13): `name` lives in slot `index` for [start_pc, start_pc+length).
struct LocalVariable {
  uint16_t start_pc;
  uint16_t length;
  uint16_t index;
  std::string name;
};

/// The Code attribute (JVMS §4.7.3). `code` is at most 65535 bytes.
struct Code {
  uint16_t max_stack = 0;
  uint16_t max_locals = 0;
  std::vector<uint8_t> code;
  std::vector<ExceptionHandler> exception_table;
  std::vector<LineNumber> line_numbers;  // concatenated over all LineNumberTable attributes
  std::vector<LocalVariable> local_variables;  // LocalVariableTable entries (javac -g), for messages
  /// The StackMapTable attribute's body as written (JVMS §4.7.4; class files of version 50 and
  /// up), decoded by the verifier with classfile/stack_map_table.hpp.
  std::vector<uint8_t> stack_map_table;
  bool has_stack_map_table = false;
};

/// A field_info (JVMS §4.5).
struct FieldInfo {
  uint16_t access_flags = 0;
  std::string name;
  std::string descriptor;
  uint16_t constant_value_index = 0;  // ConstantValue attribute (JVMS §4.7.2), 0 if absent
  std::string signature;              // Signature attribute, empty if absent
  /// RuntimeVisibleAnnotations (JVMS §4.7.16) body as written, empty if absent; decoded by the
  /// class library's annotation parser through reflection's natives.
  std::vector<uint8_t> annotations;
};

/// A method_info (JVMS §4.6).
struct MethodInfo {
  uint16_t access_flags = 0;
  std::string name;
  std::string descriptor;
  std::optional<Code> code;             // absent for native and abstract methods
  std::vector<std::string> exceptions;  // Exceptions attribute: internal class names
  std::string signature;
  /// Bodies as written (empty if absent), decoded by the class library through reflection's
  /// natives: RuntimeVisibleAnnotations (JVMS §4.7.16), RuntimeVisibleParameterAnnotations
  /// (§4.7.18), AnnotationDefault (§4.7.22) and MethodParameters (§4.7.24).
  std::vector<uint8_t> annotations;
  std::vector<uint8_t> parameter_annotations;
  std::vector<uint8_t> annotation_default;
  std::vector<uint8_t> method_parameters;
};

/// BootstrapMethods entry (JVMS §4.7.23).
struct BootstrapMethod {
  uint16_t method_ref = 0;  // MethodHandle index
  std::vector<uint16_t> arguments;
};

/// InnerClasses entry (JVMS §4.7.6). Names are internal names; empty when the index was 0.
struct InnerClass {
  std::string inner_class;
  std::string outer_class;
  std::string inner_name;
  uint16_t access_flags = 0;
};

/// Record component (JVMS §4.7.30).
struct RecordComponent {
  std::string name;
  std::string descriptor;
  std::string signature;
  std::vector<uint8_t> annotations;  // RuntimeVisibleAnnotations body, empty if absent
};

/// Access flags (JVMS Tables 4.1-B, 4.5-A, 4.6-A).
namespace acc {
constexpr uint16_t PUBLIC = 0x0001, PRIVATE = 0x0002, PROTECTED = 0x0004, STATIC = 0x0008,
                   FINAL = 0x0010, SYNCHRONIZED = 0x0020, SUPER = 0x0020, VOLATILE = 0x0040,
                   BRIDGE = 0x0040, TRANSIENT = 0x0080, VARARGS = 0x0080, NATIVE = 0x0100,
                   INTERFACE = 0x0200, ABSTRACT = 0x0400, STRICT = 0x0800, SYNTHETIC = 0x1000,
                   ANNOTATION = 0x2000, ENUM = 0x4000, MODULE = 0x8000;
}

/// A parsed class file. Class names are internal names ("java/lang/String").
/// Immutable after parsing; safe to share between threads.
struct ClassFile {
  uint16_t minor_version = 0;
  uint16_t major_version = 0;
  std::vector<CpEntry> constant_pool;  // index 0 unused; size = constant_pool_count
  uint16_t access_flags = 0;
  std::string this_class;
  std::string super_class;  // empty only for java/lang/Object
  std::vector<std::string> interfaces;
  std::vector<FieldInfo> fields;
  std::vector<MethodInfo> methods;
  std::string source_file;  // SourceFile attribute, empty if absent
  std::string signature;
  std::vector<uint8_t> annotations;  // RuntimeVisibleAnnotations body, empty if absent
  std::vector<BootstrapMethod> bootstrap_methods;
  std::vector<InnerClass> inner_classes;
  /// EnclosingMethod (JVMS §4.7.7, version 49): the Class constant of the enclosing class
  /// (resolved only when reflection asks: Class.getEnclosingClass and the nesting queries), and
  /// the enclosing method's name and descriptor (empty when the class is not enclosed by a
  /// method). 0 if absent.
  uint16_t enclosing_class_index = 0;
  std::string enclosing_method_name;
  std::string enclosing_method_descriptor;
  std::string nest_host;  // empty if absent
  std::vector<std::string> nest_members;
  std::optional<std::vector<RecordComponent>> record;
  /// PermittedSubclasses (JVMS §4.7.31, version 61): internal names; the class is sealed when
  /// this is not empty.
  std::vector<std::string> permitted_subclasses;

  /// The Utf8 constant at `index`. Precondition: the parser checked that `index` is a Utf8 entry
  /// wherever the model refers to one.
  const std::string& utf8(uint16_t index) const { return constant_pool[index].utf8; }
  /// Internal name of the Class constant at `index`.
  const std::string& class_name(uint16_t index) const {
    return constant_pool[constant_pool[index].index1].utf8;
  }
};

}  // namespace jvmlab::classfile
