// Class-file writer: builds the bytes of a small class file (JVMS §4) from a constant-pool builder,
// fields and methods with ready-made Code. Used for classes the VM generates at run time (lambda
// proxies). Does not assemble bytecode (callers emit it) and writes no StackMapTable, so generated
// methods must be straight-line code (no branches, no exception handlers).
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

namespace jvmlab::classfile {

/// Interns constant-pool entries (JVMS §4.4) and hands out their indices; equal entries share one
/// index. Not thread-safe: one builder per class being written.
class ConstantPoolBuilder {
 public:
  uint16_t utf8(std::string_view s);
  uint16_t class_ref(std::string_view internal_name);
  uint16_t integer(int32_t v);
  uint16_t name_and_type(std::string_view name, std::string_view descriptor);
  uint16_t field_ref(std::string_view cls, std::string_view name, std::string_view descriptor);
  /// A Methodref, or an InterfaceMethodref when `is_interface`.
  uint16_t method_ref(std::string_view cls, std::string_view name, std::string_view descriptor,
                      bool is_interface);
  /// constant_pool_count (one more than the last index used).
  uint16_t count() const { return next_; }
  /// The encoded entries (without the count), in index order.
  const std::vector<uint8_t>& bytes() const { return bytes_; }

 private:
  uint16_t add(std::string key, std::vector<uint8_t> entry);
  std::map<std::string, uint16_t> index_;  // "tag:contents" -> index
  std::vector<uint8_t> bytes_;
  uint16_t next_ = 1;
};

/// One method of a class being written: access flags, name, descriptor and (unless abstract or
/// native) its Code attribute.
struct WrittenMethod {
  uint16_t access = 0;
  std::string name;
  std::string descriptor;
  bool has_code = false;
  uint16_t max_stack = 0;
  uint16_t max_locals = 0;
  std::vector<uint8_t> code;
};

/// Builds a class file. Usage: construct, add interfaces/fields/methods (emitting constant-pool
/// indices into code through pool()), then bytes(). Class-file version 52 (Java 8).
class ClassWriter {
 public:
  ClassWriter(std::string_view this_class, std::string_view super_class, uint16_t access);
  ConstantPoolBuilder& pool() { return pool_; }
  void add_interface(std::string_view internal_name);
  void add_field(uint16_t access, std::string_view name, std::string_view descriptor);
  void add_method(WrittenMethod m);
  /// The complete class file. Call once, after everything is added.
  std::vector<uint8_t> bytes();

 private:
  ConstantPoolBuilder pool_;
  uint16_t access_;
  uint16_t this_index_, super_index_;
  std::vector<uint16_t> interfaces_;
  std::vector<std::tuple<uint16_t, uint16_t, uint16_t>> fields_;  // access, name, descriptor
  std::vector<WrittenMethod> methods_;
};

}  // namespace jvmlab::classfile
