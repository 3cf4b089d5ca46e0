// The tier-1 translator's interface: one method's original bytecode to one LLVM IR function with
// the MethodEntry convention, or the reason it refuses. Knows the VM only through the runtime-stub
// table and the layouts it pins; does not optimize, generate machine code or link
// (jit_library.cpp does).
#pragma once

#include <cstdint>
#include <string>

#include "runtime/compiler/jit_interface.hpp"
#include "runtime/runtime_stubs.hpp"

namespace llvm {
class Module;
}

namespace jvmlab::jit {

/// What translate() produced.
struct Translation {
  bool ok = false;
  std::string function_name;  // the IR function with the MethodEntry convention (ok only)
  std::string failure;        // why not (HotSpot's "COMPILE SKIPPED: <failure>"), when !ok
  uint32_t inlined = 0;       // methods inlined
};

/// Translates `request.method` (or its OSR entry at request.osr_bci) into a new function of
/// `module`, whose context it uses. `stubs` is the VM's table (checked at init). Reads the
/// method's original bytecode (Method::info), its holder's constant pool and constant-pool
/// cache (acquire loads of entry kinds only). Never throws, never allocates on the Java heap;
/// thread-safe as long as `module` is the caller's own.
Translation translate(const RuntimeStubs& stubs, const CompileRequest& request, llvm::Module& module);

}  // namespace jvmlab::jit
