// Opcode mnemonics from the X-macro lists in bytecodes.hpp.
#include "bytecode/bytecodes.hpp"

#include <array>
#include <cctype>
#include <string>

namespace jvmlab::bc {

namespace {

struct Names {
  std::array<std::string, 256> text;
  Names() {
#define JVMLAB_NAME_JVM(op) text[op] = lower(#op);
#define JVMLAB_NAME_QUICK(op) text[op] = #op;
    JVMLAB_JVM_BYTECODES(JVMLAB_NAME_JVM)
    JVMLAB_QUICK_BYTECODES(JVMLAB_NAME_QUICK)
#undef JVMLAB_NAME_JVM
#undef JVMLAB_NAME_QUICK
  }
  static std::string lower(const char* s) {
    std::string out(s);
    for (char& c : out) c = char(std::tolower(static_cast<unsigned char>(c)));
    return out;
  }
};

}  // namespace

const char* name(uint8_t op) {
  static const Names names;
  const std::string& n = names.text[op];
  return n.empty() ? nullptr : n.c_str();
}

}  // namespace jvmlab::bc
