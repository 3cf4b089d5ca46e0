// libFuzzer target: the class-file parser (classfile/class_parser.hpp) on arbitrary bytes, then
// the descriptor checks and scans the class loader runs on what it accepted. Finds reads out of
// bounds, crashes, hangs and undefined behaviour (built with ASan+UBSan); does not verify code.
#include <cstddef>
#include <cstdint>
#include <span>

#include "classfile/class_parser.hpp"
#include "classfile/signature.hpp"

namespace {

using namespace jvmlab::classfile;

/// What the runtime does with a parsed class's descriptors: check them, then scan the good ones.
void scan_descriptors(const ClassFile& cf) {
  for (const FieldInfo& f : cf.fields) {
    if (field_descriptor_error(f.descriptor)) continue;
    (void)field_type(f.descriptor);
    (void)java_type_name(f.descriptor);
  }
  for (const MethodInfo& m : cf.methods) {
    if (method_descriptor_error(m.descriptor)) continue;
    (void)parameter_slots(m.descriptor, true);
    (void)parameter_count(m.descriptor);
    (void)return_type(m.descriptor);
    (void)java_parameter_list(m.descriptor);
  }
}

}  // namespace

/// libFuzzer's entry: one input, any bytes. Must never crash, whatever the input.
extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  ParseResult r = parse_class_file(std::span<const uint8_t>(data, size), "Fuzzed");
  if (auto* cf = std::get_if<std::unique_ptr<ClassFile>>(&r)) scan_descriptors(**cf);
  return 0;
}
