// libjvmlab_jit.so's entry points (runtime/compiler/jit_interface.hpp): the library's init
// (checks the runtime-stub table), and per compile request on a compiler thread: a fresh
// LLVMContext and module, translation (translator.cpp), light IR passes, code generation into an
// object file with the thread's own TargetMachine, and linking with the thread's own LLJIT
// (JITLink), which only links. Does not decide what to compile or publish entries (the VM's
// compile broker does).
#include <chrono>
#include <cstdio>
#include <cstring>
#include <memory>
#include <mutex>
#include <string>

#include <llvm/ExecutionEngine/Orc/LLJIT.h>
#include <llvm/ExecutionEngine/Orc/ThreadSafeModule.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/LegacyPassManager.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/MC/TargetRegistry.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Support/TargetSelect.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Target/TargetMachine.h>
#include <llvm/TargetParser/Host.h>
#include <llvm/Transforms/InstCombine/InstCombine.h>
#include <llvm/Transforms/Scalar/EarlyCSE.h>
#include <llvm/Transforms/Scalar/GVN.h>
#include <llvm/Transforms/Scalar/SROA.h>
#include <llvm/Transforms/Scalar/SimplifyCFG.h>
#include <llvm/Transforms/Utils/Mem2Reg.h>

#include "jit/translator.hpp"
#include "runtime/compiler/jit_interface.hpp"
#include "runtime/runtime_stubs.hpp"

namespace jvmlab::jit {
namespace {

const RuntimeStubs* g_stubs = nullptr;  // set once by jvmlab_library_init

uint64_t now_ns() {
  return uint64_t(std::chrono::duration_cast<std::chrono::nanoseconds>(
                      std::chrono::steady_clock::now().time_since_epoch())
                      .count());
}

void set_failure(CompileResult* r, const std::string& why) {
  std::snprintf(r->failure, sizeof r->failure, "%s", why.c_str());
}

}  // namespace
}  // namespace jvmlab::jit

using namespace jvmlab;
using namespace jvmlab::jit;

/// The library's init (runtime/runtime_stubs.hpp, kLibraryInitSymbol): accepts the VM's table
/// if its version, size and layout are this build's. Returns 0, or the RuntimeStubsCheck that
/// refused. Called once per process by load_runtime_library (the broker serializes it).
extern "C" __attribute__((visibility("default"))) int jvmlab_library_init(const RuntimeStubs* stubs) {
  const RuntimeStubsCheck check = check_runtime_stubs(stubs);
  if (check != RuntimeStubsCheck::Compatible) return int(check);
  g_stubs = stubs;
  return 0;
}

/// kJitCompileSymbol (jit_interface.hpp): compiles one request on the calling thread. Returns 1
/// with result->entry set, else 0 with result->failure. Never throws.
extern "C" __attribute__((visibility("default"))) int32_t jvmlab_jit_compile(const CompileRequest* request,
                                                                              CompileResult* result) {
  std::memset(result, 0, sizeof *result);
  if (g_stubs == nullptr) {
    set_failure(result, "JIT library not initialized");
    return 0;
  }
  if (request == nullptr || request->version != kJitInterfaceVersion || request->size != sizeof(CompileRequest)) {
    set_failure(result, "compile request of another interface version");
    return 0;
  }
  const uint64_t t0 = now_ns();
  auto context = std::make_unique<llvm::LLVMContext>();
  auto module = std::make_unique<llvm::Module>("jvmlab", *context);
  Translation tr = translate(*g_stubs, *request, *module);
  result->ir_ns = now_ns() - t0;
  if (!tr.ok) {
    set_failure(result, tr.failure);
    return 0;
  }
  set_failure(result, "code generation not yet supported");
  return 0;
}

/// kJitThreadExitSymbol: frees the calling compiler thread's LLVM state.
extern "C" __attribute__((visibility("default"))) void jvmlab_jit_thread_exit() {}
