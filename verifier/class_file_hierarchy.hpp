// A ClassHierarchy answered from class files on disk (directories of <internal name>.class), with
// no VM: for unit tests, fuzzers and tools/verifier_check. Parses each class once and keeps it.
// Does not define or initialize anything; JAR files are not read.
#pragma once

#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "classfile/class_file.hpp"
#include "verifier/class_hierarchy.hpp"

namespace jvmlab::verifier {

/// Looks classes up in `dirs`, in order, as the bootstrap loader searches its path. A class that
/// is missing, fails to parse, or whose superclass fails to load (or is circular, where the VM
/// throws ClassCircularityError) makes the question Failed and is recorded in `missing`.
/// Not thread-safe.
class ClassFileHierarchy final : public ClassHierarchy {
 public:
  explicit ClassFileHierarchy(std::vector<std::string> dirs) : dirs_(std::move(dirs)) {}

  /// The parsed class `name` (internal form), or null when it cannot be read or parsed.
  const classfile::ClassFile* load(std::string_view name);

  Answer is_interface(std::string_view name) override;
  Answer is_subclass_of(std::string_view sub, std::string_view super) override;
  Answer superclass_of(std::string_view name, std::string& super) override;
  /// Resolution's order, simplified: the class and its superclasses (methods and fields), then
  /// for fields the superinterfaces of each.
  Answer protected_member(std::string_view klass, std::string_view member_name, std::string_view descriptor,
                          bool is_method, std::string& holder) override;

  std::vector<std::string> missing;  // classes asked for that could not be loaded

 private:
  std::vector<std::string> dirs_;
  std::map<std::string, std::unique_ptr<classfile::ClassFile>, std::less<>> cache_;
  std::set<std::string> loading_;  // classes whose superclass chain is being loaded
};

}  // namespace jvmlab::verifier
