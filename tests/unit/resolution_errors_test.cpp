// Resolution errors are remembered per constant (JVMS §5.4.3, HotSpot's ResolutionErrorTable):
// a constant whose class was missing fails again with the same error class and message after the
// class file appears, while another class's constant naming the same class resolves.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

#include "runtime/java_calls.hpp"
#include "runtime/oops/strings.hpp"
#include "runtime/universe.hpp"
#include "runtime/vm.hpp"
#include "test_vm.hpp"

using namespace jvmlab;

namespace {

/// Calls the static ()-method `name` of class `cls`; returns the pending exception's class name
/// and message ("" when none was thrown) and clears it.
std::string call_error(const char* cls, const char* name, const char* desc) {
  JavaThread* t = test::vm_thread();
  Klass* k = find_class(t, cls);
  REQUIRE(k != nullptr);
  REQUIRE(initialize_class(t, k));
  Method* m = k->find_declared_method(name, desc);
  REQUIRE(m != nullptr);
  call_java(t, m, nullptr, 0);
  if (!t->has_pending_exception()) return "";
  Object* e = t->pending_exception;
  t->pending_exception = nullptr;
  std::string text = e->klass->name;
  Field* f = universe->throwable_klass->find_declared_field("detailMessage", "Ljava/lang/String;");
  REQUIRE(f != nullptr);
  if (Object* message = get_ref_field(e, f->offset)) text += ": " + string_utf8(message);
  return text;
}

/// Moves a class file away for the scope's life.
struct HiddenClassFile {
  std::filesystem::path file, hidden;
  explicit HiddenClassFile(const char* name)
      : file(std::filesystem::path(JVMLAB_TEST_DATA_DIR) / (std::string(name) + ".class")),
        hidden(file.string() + ".hidden") {
    std::filesystem::rename(file, hidden);
  }
  ~HiddenClassFile() { std::filesystem::rename(hidden, file); }
};

}  // namespace

TEST_CASE("a failed class resolution is thrown again after the class appears", "[resolution]") {
  const std::string missing = "java/lang/NoClassDefFoundError: ResolvingLater";
  {
    HiddenClassFile hide("ResolvingLater");
    CHECK(call_error("Resolving", "make", "()Ljava/lang/Object;") == missing);
    CHECK(call_error("Resolving", "field", "()I") == missing);
  }
  // The class file is back: Resolving's constants keep their errors, a fresh constant resolves.
  CHECK(call_error("Resolving", "make", "()Ljava/lang/Object;") == missing);
  CHECK(call_error("Resolving", "field", "()I") == missing);
  CHECK(call_error("ResolvingOther", "make", "()Ljava/lang/Object;").empty());
}
