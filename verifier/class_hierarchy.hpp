// The class-hierarchy questions the verifier asks (JVMS §4.10.1.2 isJavaAssignable, §4.10.1.8
// protected access), by internal class name. The runtime answers them by loading classes
// through the verified class's defining loader (runtime/classloading/verification.hpp); tests
// and fuzzers answer them from a table. The verifier itself loads nothing.
#pragma once

#include <string>
#include <string_view>

namespace jvmlab::verifier {

/// The oracle the verifier consults. Every question may need a class loaded: when that fails the
/// answer is Failed, the implementation keeps the loading error (to be thrown in place of a
/// VerifyError, as HotSpot throws the NoClassDefFoundError of a class it could not load while
/// verifying) and verification stops. The hierarchy must be acyclic, as the VM's is (a circular
/// superclass chain fails to load with ClassCircularityError): the verifier walks superclass
/// chains until java/lang/Object or a Failed answer, so an oracle that answers a cycle makes it
/// loop. Not required to be thread-safe: one verification uses one oracle on one thread.
class ClassHierarchy {
 public:
  enum class Answer : unsigned char { No, Yes, Failed };

  virtual ~ClassHierarchy() = default;

  /// Is the class `name` (never an array) an interface?
  virtual Answer is_interface(std::string_view name) = 0;

  /// Is class `sub` (never an array) `super` or a subclass of it, following superclasses only
  /// (interfaces are not followed: the verifier treats interfaces as Object)? HotSpot's
  /// Klass::is_subclass_of.
  virtual Answer is_subclass_of(std::string_view sub, std::string_view super) = 0;

  /// The direct superclass of class `name` into `super` ("" for java/lang/Object).
  virtual Answer superclass_of(std::string_view name, std::string& super) = 0;

  /// Looks up member `member_name`:`descriptor` (a method when `is_method`, else a field) from
  /// class `klass` as resolution would (HotSpot's uncached_lookup_method / find_field): Yes with
  /// `holder` set to the declaring class when the member found is protected; No when it is not
  /// found or not protected.
  virtual Answer protected_member(std::string_view klass, std::string_view member_name,
                                  std::string_view descriptor, bool is_method,
                                  std::string& holder) = 0;

  /// Told before each method is checked, in order (the runtime logs "Verifying method ..." as
  /// HotSpot does under -Xlog:verification). Default: nothing.
  virtual void verifying_method(std::string_view /*name*/, std::string_view /*descriptor*/) {}
};

}  // namespace jvmlab::verifier
