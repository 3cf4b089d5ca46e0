// Verification at link time: the runtime's ClassHierarchy (classes loaded through the bootstrap
// loader by name) and link_class, which decides whether a class is verified, runs the verifier
// and turns its failure into the Java exception java throws. See verification.hpp.
#include "runtime/classloading/verification.hpp"

#include <mutex>
#include <unordered_set>

#include "bytecode/reference_map.hpp"
#include "runtime/classloading/class_loader.hpp"
#include "runtime/exceptions/exceptions.hpp"
#include "runtime/logging/log.hpp"
#include "runtime/options/flags.hpp"
#include "runtime/universe.hpp"
#include "verifier/verifier.hpp"

namespace jvmlab {

namespace {

/// Answers the verifier's questions by loading the named classes (find_class: loaded and
/// defined, not initialized). A class that cannot be loaded leaves its error pending on the
/// thread and the answer is Failed.
class LoadingClassHierarchy final : public verifier::ClassHierarchy {
 public:
  LoadingClassHierarchy(JavaThread* t, const Klass* k) : t_(t), k_(k) {}

  void verifying_method(std::string_view name, std::string_view descriptor) override {
    JVMLAB_LOG(Verification, "Verifying method {}.{}{}", k_->external_name(), name, descriptor);
  }

  Answer is_interface(std::string_view name) override {
    Klass* k = load(name);
    if (!k) return Answer::Failed;
    return k->is_interface() ? Answer::Yes : Answer::No;
  }
  Answer is_subclass_of(std::string_view sub, std::string_view super) override {
    Klass* s = load(super);
    if (!s) return Answer::Failed;
    Klass* k = load(sub);
    if (!k) return Answer::Failed;
    for (; k; k = k->super) {
      if (k == s) return Answer::Yes;
    }
    return Answer::No;
  }
  Answer superclass_of(std::string_view name, std::string& super) override {
    Klass* k = load(name);
    if (!k) return Answer::Failed;
    super = k->super ? k->super->name : std::string();
    return Answer::Yes;
  }
  Answer protected_member(std::string_view klass, std::string_view member_name, std::string_view descriptor,
                          bool is_method, std::string& holder) override {
    Klass* k = load(klass);
    if (!k) return Answer::Failed;
    if (is_method) {
      Method* m = resolve_method(k, member_name, descriptor);
      if (!m || !(m->access & classfile::acc::PROTECTED)) return Answer::No;
      holder = m->holder->name;
      return Answer::Yes;
    }
    Field* f = resolve_field(k, member_name, descriptor);
    if (!f || !(f->access & classfile::acc::PROTECTED)) return Answer::No;
    holder = f->holder->name;
    return Answer::Yes;
  }

 private:
  Klass* load(std::string_view name) { return find_class(t_, name); }
  JavaThread* t_;
  const Klass* k_;  // the class being verified
};

std::mutex g_linked_lock;                      // guards g_linked; never held across Java or loading
std::unordered_set<const Klass*> g_linked;     // classes whose link_class succeeded

bool is_linked(const Klass* k) {
  std::lock_guard<std::mutex> guard(g_linked_lock);
  return g_linked.count(k) != 0;
}

/// The class library (trusted like HotSpot's boot classes unless -XX:+BytecodeVerificationLocal):
/// decided by where the class came from, not by its name, so a class-path class named
/// `jvmlab/...` is verified like any other.
bool is_class_library(const Klass* k) { return k->class_library; }

/// Runs the type checker on `k`; false with the exception pending.
bool verify(JavaThread* t, Klass* k) {
  // HotSpot's lines, in its order (class+init and verification).
  const std::string name = k->external_name();
  JVMLAB_LOG(ClassInit, "Start class verification for: {}", name);
  JVMLAB_LOG(Verification, "Verifying class {} with {} format", name,
             k->class_file->major_version >= verifier::kTypeCheckingMajorVersion ? "new" : "old");
  LoadingClassHierarchy hierarchy(t, k);
  const std::optional<verifier::VerifyFailure> failure = verifier::verify(*k->class_file, hierarchy);
  if (failure) JVMLAB_LOG(ClassInit, "Verification for {} failed", name);
  JVMLAB_LOG(ClassInit, "End class verification for: {}", name);
  if (failure) JVMLAB_LOG(Verification, "Verification for {} failed", name);
  JVMLAB_LOG(Verification, "End class verification for: {}", name);
  if (!failure) return true;
  switch (failure->kind) {
    case verifier::VerifyFailure::Kind::LoadFailed: break;  // the loading error is pending
    case verifier::VerifyFailure::Kind::ClassFormatError:
      throw_new(t, "java/lang/ClassFormatError", failure->message);
      break;
    case verifier::VerifyFailure::Kind::VerifyError:
      throw_new(t, "java/lang/VerifyError", failure->message);
      break;
  }
  return false;
}

/// The structural check (bytecode/reference_map.hpp) of unverified classes outside the class
/// library (verification off): code it rejects would crash the interpreter.
bool check_structure(JavaThread* t, Klass* k) {
  for (auto& m : k->methods) {
    if (m->code.empty()) continue;
    const ReferenceMap* map = ReferenceMap::of(m.get());
    if (!map->ok()) {
      throw_new(t, "java/lang/VerifyError", "(class: " + k->name + ", method: " + map->error() + ")");
      return false;
    }
  }
  return true;
}

}  // namespace

bool link_class(JavaThread* t, Klass* k) {
  if (k->is_array || k->is_primitive || !k->class_file) return true;
  if (is_linked(k)) return true;
  // Supertypes first (JVMS §5.4: a class is linked after its superclass and superinterfaces).
  if (k->super && !link_class(t, k->super)) return false;
  for (Klass* i : k->interfaces) {
    if (!link_class(t, i)) return false;
  }
  const bool library = is_class_library(k);
  const VmOptions& options = universe->options;
  const bool should_verify = library ? xx_bool(options, "BytecodeVerificationLocal")
                                     : xx_bool(options, "BytecodeVerificationRemote");
  if (should_verify && !verify(t, k)) return false;
  // A verified class has every property the structural check looks for (instruction starts,
  // branch targets, local indices, stack depths): its reference maps are left to be computed when
  // a collection first needs them. Unverified classes outside the library are checked here.
  if (!library && !should_verify && !check_structure(t, k)) return false;
  std::lock_guard<std::mutex> guard(g_linked_lock);
  g_linked.insert(k);
  return true;
}

}  // namespace jvmlab
