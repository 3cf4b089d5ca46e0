// ClassFileHierarchy: the verifier's class-hierarchy questions answered from class files on disk.
// See class_file_hierarchy.hpp.
#include "verifier/class_file_hierarchy.hpp"

#include <fstream>
#include <iterator>

#include "classfile/class_parser.hpp"

namespace jvmlab::verifier {

using classfile::ClassFile;

const ClassFile* ClassFileHierarchy::load(std::string_view name) {
  auto it = cache_.find(name);
  if (it != cache_.end()) return it->second.get();
  std::unique_ptr<ClassFile> found;
  for (const auto& d : dirs_) {
    std::ifstream in(d + "/" + std::string(name) + ".class", std::ios::binary);
    if (!in) continue;
    std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    auto result = classfile::parse_class_file(bytes, name);
    if (auto* cf = std::get_if<std::unique_ptr<ClassFile>>(&result)) found = std::move(*cf);
    break;
  }
  if (!found) missing.emplace_back(name);
  return (cache_[std::string(name)] = std::move(found)).get();
}

ClassHierarchy::Answer ClassFileHierarchy::is_interface(std::string_view name) {
  const ClassFile* cf = load(name);
  if (!cf) return Answer::Failed;
  return (cf->access_flags & classfile::acc::INTERFACE) ? Answer::Yes : Answer::No;
}

ClassHierarchy::Answer ClassFileHierarchy::is_subclass_of(std::string_view sub, std::string_view super) {
  if (!load(super)) return Answer::Failed;
  for (std::string c(sub); !c.empty();) {
    if (c == super) return Answer::Yes;
    const ClassFile* cf = load(c);
    if (!cf) return Answer::Failed;
    c = cf->super_class;
  }
  return Answer::No;
}

ClassHierarchy::Answer ClassFileHierarchy::superclass_of(std::string_view name, std::string& super) {
  const ClassFile* cf = load(name);
  if (!cf) return Answer::Failed;
  super = cf->super_class;
  return Answer::Yes;
}

ClassHierarchy::Answer ClassFileHierarchy::protected_member(std::string_view klass, std::string_view member,
                                                            std::string_view desc, bool is_method,
                                                            std::string& holder) {
  for (std::string c(klass); !c.empty();) {
    const ClassFile* cf = load(c);
    if (!cf) return Answer::Failed;
    if (is_method) {
      for (const auto& m : cf->methods) {
        if (m.name == member && m.descriptor == desc) {
          holder = c;
          return (m.access_flags & classfile::acc::PROTECTED) ? Answer::Yes : Answer::No;
        }
      }
    } else {
      for (const auto& f : cf->fields) {
        if (f.name == member && f.descriptor == desc) {
          holder = c;
          return (f.access_flags & classfile::acc::PROTECTED) ? Answer::Yes : Answer::No;
        }
      }
    }
    c = cf->super_class;
  }
  return Answer::No;
}

}  // namespace jvmlab::verifier
