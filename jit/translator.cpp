// Tier 1's bytecode -> LLVM IR translator (translator.hpp).
#include "jit/translator.hpp"

#include <llvm/IR/Module.h>

#include "bytecode/bytecodes.hpp"
#include "runtime/oops/klass.hpp"

namespace jvmlab::jit {

Translation translate(const RuntimeStubs& stubs, const CompileRequest& request, llvm::Module& module) {
  Translation t;
  const Method* m = request.method;
  const auto& code = m->info->code->code;
  const char* name = code.empty() ? "empty code" : bc::name(code[0]);
  t.failure = std::string("not yet supported: ") + (name ? name : "undefined opcode");
  return t;
}

}  // namespace jvmlab::jit
