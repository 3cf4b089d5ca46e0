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
  const std::string key(name);
  if (loading_.count(key)) return nullptr;  // its own superclass chain came back to it
  std::unique_ptr<ClassFile> found;
  for (const auto& d : dirs_) {
    std::ifstream in(d + "/" + key + ".class", std::ios::binary);
    if (!in) continue;
    std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    auto result = classfile::parse_class_file(bytes, name);
    if (auto* cf = std::get_if<std::unique_ptr<ClassFile>>(&result)) found = std::move(*cf);
    break;
  }
  // As class loading does (JVMS §5.3.5 step 3): the superclass is loaded first, and a class whose
  // superclass fails to load, or whose chain is circular, fails too. So every walk up a chain of
  // loaded classes ends at java/lang/Object or at a failed class, never in a loop.
  if (found && !found->super_class.empty()) {
    loading_.insert(key);
    const bool super_loaded = load(found->super_class) != nullptr;
    loading_.erase(key);
    if (!super_loaded) found.reset();
  }
  if (!found) missing.push_back(key);
  return (cache_[key] = std::move(found)).get();
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
