// libFuzzer target: parse, then verify (verifier/verifier.hpp) against a fake class hierarchy.
// Finds crashes, hangs and undefined behaviour in the type checker on class files the parser
// accepts; the seeds are javac-made classes, whose StackMapTables the mutations then bend.
#include <cstddef>
#include <cstdint>
#include <map>
#include <span>
#include <string>

#include "classfile/class_parser.hpp"
#include "verifier/class_hierarchy.hpp"
#include "verifier/verifier.hpp"

namespace {

using jvmlab::classfile::ClassFile;
using jvmlab::verifier::ClassHierarchy;

/// A hierarchy without class files: a few JDK classes, the fuzzed class itself, and every other
/// name a direct subclass of Object (not an interface) unless it contains "Missing", which fails
/// to load (the verifier's Failed path). Acyclic, as ClassHierarchy requires: a fuzzed class that
/// is its own superclass fails to load. Deterministic, so every crash replays.
class FakeHierarchy : public ClassHierarchy {
 public:
  explicit FakeHierarchy(const ClassFile& cf) {
    const bool is_interface = (cf.access_flags & jvmlab::classfile::acc::INTERFACE) != 0;
    if (cf.this_class.empty() || known_.count(cf.this_class)) return;
    if (cf.super_class == cf.this_class) {
      circular_ = cf.this_class;  // the VM's ClassCircularityError: the class fails to load
    } else {
      known_[cf.this_class] = {cf.super_class, is_interface};
    }
  }

  Answer is_interface(std::string_view name) override {
    Entry e;
    if (!find(name, e)) return Answer::Failed;
    return e.is_interface ? Answer::Yes : Answer::No;
  }
  Answer is_subclass_of(std::string_view sub, std::string_view super) override {
    std::string c(sub);
    for (int depth = 0; depth < 64 && !c.empty(); depth++) {  // a fuzzed super chain may loop
      if (c == super) return Answer::Yes;
      Entry e;
      if (!find(c, e)) return Answer::Failed;
      c = e.super;
    }
    return Answer::No;
  }
  Answer superclass_of(std::string_view name, std::string& super) override {
    Entry e;
    if (!find(name, e)) return Answer::Failed;
    super = e.super;
    return Answer::Yes;
  }
  Answer protected_member(std::string_view, std::string_view, std::string_view, bool,
                          std::string&) override {
    return Answer::No;
  }

 private:
  struct Entry {
    std::string super;
    bool is_interface = false;
  };
  bool find(std::string_view name, Entry& out) {
    auto it = known_.find(std::string(name));
    if (it != known_.end()) {
      out = it->second;
      return true;
    }
    if (name == circular_ || name.find("Missing") != std::string_view::npos) return false;
    out = {"java/lang/Object", false};
    return true;
  }
  std::string circular_;  // the fuzzed class, when it names itself as its superclass
  std::map<std::string, Entry> known_ = {
      {"java/lang/Object", {"", false}},
      {"java/lang/Throwable", {"java/lang/Object", false}},
      {"java/lang/Exception", {"java/lang/Throwable", false}},
      {"java/lang/RuntimeException", {"java/lang/Exception", false}},
      {"java/lang/Error", {"java/lang/Throwable", false}},
      {"java/lang/String", {"java/lang/Object", false}},
      {"java/lang/Number", {"java/lang/Object", false}},
      {"java/lang/Integer", {"java/lang/Number", false}},
      {"java/lang/Runnable", {"java/lang/Object", true}},
      {"java/lang/Comparable", {"java/lang/Object", true}},
      {"java/io/Serializable", {"java/lang/Object", true}},
      {"java/lang/Cloneable", {"java/lang/Object", true}},
  };
};

}  // namespace

/// libFuzzer's entry: one input, any bytes. Must never crash, whatever the input.
extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  auto r = jvmlab::classfile::parse_class_file(std::span<const uint8_t>(data, size), "Fuzzed");
  auto* cf = std::get_if<std::unique_ptr<ClassFile>>(&r);
  if (cf == nullptr) return 0;
  FakeHierarchy hierarchy(**cf);
  (void)jvmlab::verifier::verify(**cf, hierarchy);
  return 0;
}
