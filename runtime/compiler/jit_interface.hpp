// The C ABI between the VM's compile broker (runtime/compiler/) and the JIT library
// (libjvmlab_jit.so, built from jit/ and dlopen'ed by the broker on a compiler thread): one
// request in, one result out, per compilation. The library reaches the VM only through the
// runtime-stub table it was given at init (runtime/runtime_stubs.hpp) and through the structs
// whose layout that table pins; it never calls VM functions by symbol.
//
//   compiler thread (broker)                      libjvmlab_jit.so
//   ------------------------                      ----------------
//   load_runtime_library(path) ---------------->  jvmlab_library_init(stubs)   once per process
//   dlsym(kJitCompileSymbol)
//   per thread, once: kJitThreadInitSymbol        builds the thread's TargetMachine, linker and
//                                                 pass pipelines (optional; timed apart)
//   per task: CompileRequest{method, osr_bci} ->  jvmlab_jit_compile(&req, &res)
//             res.entry != null ? publish it      (this thread's own LLVMContext, TargetMachine
//             : "COMPILE SKIPPED: res.failure"     and LLJIT; ORC only links)
//   thread exit: dlsym(kJitThreadExitSymbol)()    frees the calling thread's LLVM state
//
// Publishing is the broker's: a standard entry goes into Method::entry with a release store; an
// OSR entry into the method's OSR table. The library keeps the code alive for the VM's life.
#pragma once

#include <cstdint>

#include "runtime/oops/klass.hpp"

namespace jvmlab::jit {

/// Version of CompileRequest/CompileResult and of the OSR calling convention below. Bump on any
/// change; a library built against another version refuses the request.
constexpr uint32_t kJitInterfaceVersion = 1;

/// extern "C" int32_t jvmlab_jit_compile(const CompileRequest* request, CompileResult* result);
/// Compiles on the calling thread; returns 1 with result->entry set, or 0 with result->failure
/// set (never throws, never leaves a Java exception pending, never reaches a safepoint).
constexpr const char* kJitCompileSymbol = "jvmlab_jit_compile";
/// extern "C" int32_t jvmlab_jit_thread_init(char* error, uint32_t size); builds the calling
/// compiler thread's LLVM state before its first task (HotSpot's compiler threads initialize
/// their compiler's runtime first, and CITime does not count it per method). Returns 1, or 0
/// with a reason in error. Optional: a library without it builds the state in the first
/// compilation.
constexpr const char* kJitThreadInitSymbol = "jvmlab_jit_thread_init";
/// extern "C" void jvmlab_jit_thread_exit(void); frees the calling compiler thread's LLVM state.
constexpr const char* kJitThreadExitSymbol = "jvmlab_jit_thread_exit";

/// Options of one compilation (bits of CompileRequest::options).
enum CompileOption : uint32_t {
  kNoInlineAllocation = 1u << 0,  // GC stress: every allocation through the new_* stubs
  kVerifyOops = 1u << 1,          // checks of each loaded reference in the generated code (asserts build)
};

/// One compilation task as the broker hands it to the library.
struct CompileRequest {
  uint32_t version;     // kJitInterfaceVersion
  uint32_t size;        // sizeof(CompileRequest)
  Method* method;       // linked and verified, holder at least Linked; not native, not abstract
  int32_t osr_bci;      // -1: the standard entry; else the bci of a loop header (an OSR entry)
  int32_t level;        // tier: 1 (the baseline tier)
  uint32_t compile_id;  // the broker's id, for names in the code (perf map, IR dumps)
  uint32_t options;     // CompileOption bits
};

/// What one compilation produced.
///
/// Standard entry: `entry` has the MethodEntry convention (runtime/oops/klass.hpp).
/// OSR entry (request.osr_bci >= 0): also a MethodEntry, called by the interpreter with `args`
/// pointing at a copy of the interpreted frame's `max_locals` local slots (in the callee's
/// locals layout, at the top of the used Java stack: thread->stack_top == args + max_locals),
/// after the interpreter popped its own frame; the operand stack at an OSR bci is empty (the
/// library refuses a loop header where it is not). It runs the method from `osr_bci` to its end
/// and returns the method's result, as a standard entry does.
struct CompileResult {
  MethodEntry entry;     // null: not compiled
  uint32_t code_bytes;   // machine code size in bytes (PrintCompilation, CITime)
  uint32_t inlined;      // methods inlined into this one
  uint64_t ir_ns;        // bytecode to LLVM IR, nanoseconds
  uint64_t optimize_ns;  // IR passes
  uint64_t codegen_ns;   // IR to machine code (object file)
  uint64_t link_ns;      // ORC linking and symbol lookup
  char failure[160];     // when entry is null: HotSpot's "COMPILE SKIPPED: <failure>" reason
};

/// The library's compile function (kJitCompileSymbol).
using CompileFn = int32_t (*)(const CompileRequest* request, CompileResult* result);
/// The library's per-thread set-up (kJitThreadInitSymbol).
using ThreadInitFn = int32_t (*)(char* error, uint32_t size);
/// The library's per-thread clean-up (kJitThreadExitSymbol).
using ThreadExitFn = void (*)();

}  // namespace jvmlab::jit
