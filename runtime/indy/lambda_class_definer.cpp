// Defining generated classes (lambda proxies) from bytes in memory: hands the bytes to the
// bootstrap loader's in-memory entry point. Does not generate them (lambda_proxy_generator.cpp).
#include <string>
#include <vector>

#include "runtime/indy/lambda_metafactory.hpp"
#include "runtime/vm.hpp"

namespace jvmlab {
// runtime/classloading/class_loader.cpp: defines a class from class-file bytes under the loader lock and throws
// its linkage errors after releasing it (no Java code runs under the loader lock).
}  // namespace jvmlab

namespace jvmlab::interp {

Klass* define_generated_class(JavaThread* t, const std::string& name, const std::vector<uint8_t>& bytes) {
  return define_class_from_bytes(t, name, bytes);
}

bool is_lambda_proxy_class(const Klass* k) {
  return k != nullptr && k->name.find("$$Lambda$") != std::string::npos;
}

}  // namespace jvmlab::interp
