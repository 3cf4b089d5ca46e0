// libjvmlab_jit.so's entry points (runtime/compiler/jit_interface.hpp): the library's init
// (checks the runtime-stub table), and per compile request on a compiler thread: a fresh
// LLVMContext and module, translation (translator.cpp), light IR passes, code generation into an
// object file with the thread's own TargetMachine, and linking with the thread's own LLJIT
// (JITLink), which only links. Does not decide what to compile or publish entries (the VM's
// compile broker does).
#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <memory>
#include <mutex>
#include <string>

#include <llvm/ExecutionEngine/Orc/LLJIT.h>
#include <llvm/ExecutionEngine/Orc/ObjectLinkingLayer.h>
#include <llvm/Object/ELFObjectFile.h>
#include <llvm/Object/ObjectFile.h>
#include <llvm/ExecutionEngine/Orc/ThreadSafeModule.h>
#include <llvm/ADT/DenseSet.h>
#include <llvm/ADT/PostOrderIterator.h>
#include <llvm/IR/CFG.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/ProfDataUtils.h>
#include <llvm/IR/LegacyPassManager.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/MC/TargetRegistry.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Support/CommandLine.h>
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

#ifdef NDEBUG
constexpr bool kVerifyIR = false;  // the translator's IR is checked by the verifier in debug builds
#else
constexpr bool kVerifyIR = true;
#endif

/// Phase clock: wall time (what CITime reports, as HotSpot's elapsed timers), or this thread's
/// CPU time with JVMLAB_JIT_CPU_TIMES=1 (on a loaded machine the wall time mostly waits).
uint64_t now_ns() {
  static const bool cpu = std::getenv("JVMLAB_JIT_CPU_TIMES") != nullptr;
  timespec ts;
  clock_gettime(cpu ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC, &ts);
  return uint64_t(ts.tv_sec) * 1000000000ull + uint64_t(ts.tv_nsec);
}

void set_failure(CompileResult* r, const std::string& why) {
  std::snprintf(r->failure, sizeof r->failure, "%s", why.c_str());
}

/// One compiler thread's code generator and linker: its own TargetMachine (host CPU, codegen at
/// CodeGenOptLevel::None, see set_codegen_options) and its own LLJIT, which only links the object files this thread
/// generated (JITLink). The LLJIT owns the code's memory, so it outlives the thread
/// (jvmlab_jit_thread_exit keeps it): the VM may run the code until it exits.
struct CompilerThreadState {
  std::unique_ptr<llvm::TargetMachine> tm;
  std::unique_ptr<llvm::orc::LLJIT> jit;
};

thread_local CompilerThreadState* tl_state = nullptr;
std::mutex g_retired_lock;
std::vector<std::unique_ptr<llvm::orc::LLJIT>>* g_retired = nullptr;  // LLJITs of exited threads

/// LLVM's command-line options for the code generator, set once per process (they are global
/// to libLLVM, which only this library uses in the VM). Tier 1 generates code at
/// CodeGenOptLevel::None, which selects instructions with FastISel (SelectionDAG only for a
/// block FastISel cannot do) and runs none of the machine-level optimizations, but with
/// -optimize-regalloc: the greedy register allocator with live intervals and coalescing
/// instead of the fast one, which spills every value live across blocks. sink_cold_blocks
/// replaces block placement. Against CodeGenOptLevel::Less (SelectionDAG, machine CSE, LICM,
/// sinking, block placement, scheduling, loop strength reduction) this takes about 30 % off a
/// compilation at a cost within the noise of the samples' run times (docs/jit.md has the
/// figures). For JVMLAB_JIT_CODEGEN=less, loop strength reduction and the machine scheduler
/// stay off: they cost most and bought nothing measurable. JVMLAB_JIT_LLVM_ARGS adds options,
/// for experiments ("-debug-pass=Structure" lists the pipeline).
void set_codegen_options() {
  std::vector<std::string> args = {"jvmlab-jit", "-optimize-regalloc", "-disable-lsr", "-enable-misched=false"};
  if (const char* extra = std::getenv("JVMLAB_JIT_LLVM_ARGS")) {
    std::string a;
    for (const char* p = extra;; p++) {
      if (*p == ' ' || *p == 0) {
        if (!a.empty()) args.push_back(a);
        a.clear();
        if (*p == 0) break;
      } else {
        a += *p;
      }
    }
  }
  std::vector<const char*> argv;
  for (const std::string& a : args) argv.push_back(a.c_str());
  llvm::cl::ParseCommandLineOptions(int(argv.size()), argv.data(), "jvmlab JIT\n");
}

CompilerThreadState* thread_state(std::string* error) {
  if (tl_state != nullptr) return tl_state;
  static std::once_flag once;
  std::call_once(once, [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
    set_codegen_options();
  });
  auto jtmb = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!jtmb) {
    *error = llvm::toString(jtmb.takeError());
    return nullptr;
  }
  jtmb->setCodeGenOptLevel(llvm::CodeGenOptLevel::None);  // see set_codegen_options
  jtmb->setRelocationModel(llvm::Reloc::PIC_);  // RIP-relative constants: JIT memory is above 4 GB
  jtmb->setCodeModel(llvm::CodeModel::Small);
  auto tm = jtmb->createTargetMachine();
  if (!tm) {
    *error = llvm::toString(tm.takeError());
    return nullptr;
  }
  auto jit = llvm::orc::LLJITBuilder()
                 .setJITTargetMachineBuilder(*jtmb)
                 .setObjectLinkingLayerCreator([](llvm::orc::ExecutionSession& es, const llvm::Triple&) {
                   return std::make_unique<llvm::orc::ObjectLinkingLayer>(es);
                 })
                 .create();
  if (!jit) {
    *error = llvm::toString(jit.takeError());
    return nullptr;
  }
  // FastISel unless JVMLAB_JIT_FASTISEL=0 (at CodeGenOptLevel::None FastISel is used anyway).
  const char* fast_isel = std::getenv("JVMLAB_JIT_FASTISEL");
  (*tm)->setFastISel(fast_isel == nullptr || std::strcmp(fast_isel, "0") != 0);
  if (const char* level = std::getenv("JVMLAB_JIT_CODEGEN")) {  // experiments: none, less, default
    const std::string l = level;
    (*tm)->setOptLevel(l == "less" ? llvm::CodeGenOptLevel::Less
                       : l == "default" ? llvm::CodeGenOptLevel::Default : llvm::CodeGenOptLevel::None);
  }
  tl_state = new CompilerThreadState{std::move(*tm), std::move(*jit)};
  return tl_state;
}

/// The light cleanup passes of tier 1 (docs/jit.md has the measurements behind the choice).
void optimize(llvm::Module& module, llvm::TargetMachine& tm) {
  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cgam;
  llvm::ModuleAnalysisManager mam;
  llvm::PassBuilder pb(&tm);
  pb.registerModuleAnalyses(mam);
  pb.registerCGSCCAnalyses(cgam);
  pb.registerFunctionAnalyses(fam);
  pb.registerLoopAnalyses(lam);
  pb.crossRegisterProxies(lam, fam, cgam, mam);
  llvm::FunctionPassManager fpm;
  if (const char* text = std::getenv("JVMLAB_JIT_PASSES")) {  // experiments: a function pipeline
    if (auto err = pb.parsePassPipeline(fpm, text)) {
      llvm::errs() << "JVMLAB_JIT_PASSES: " << llvm::toString(std::move(err)) << "\n";
      std::abort();
    }
    for (llvm::Function& f : module) {
      if (!f.isDeclaration()) fpm.run(f, fam);
    }
    return;
  }
  fpm.addPass(llvm::SROAPass(llvm::SROAOptions::ModifyCFG));
  fpm.addPass(llvm::EarlyCSEPass(true));
  fpm.addPass(llvm::InstCombinePass());
  fpm.addPass(llvm::SimplifyCFGPass());
  fpm.addPass(llvm::GVNPass());
  fpm.addPass(llvm::InstCombinePass());
  fpm.addPass(llvm::SimplifyCFGPass());
  for (llvm::Function& f : module) {
    if (!f.isDeclaration()) fpm.run(f, fam);
  }
}

/// Block layout for code generation without MachineBlockPlacement (CodeGenOptLevel::None
/// emits blocks in IR order): moves every cold block (one entered only through an edge the
/// translator weighted as unlikely, or only from other cold blocks: null, bounds and stack
/// checks, barrier and poll slow paths, exception dispatch) after the hot ones, keeping each
/// group's order, so the hot path falls through. Changes no instruction.
void sink_cold_blocks(llvm::Function& f) {
  llvm::DenseSet<const llvm::BasicBlock*> cold;
  auto edge_is_cold = [&](const llvm::BasicBlock* pred, const llvm::BasicBlock* succ) {
    if (cold.contains(pred)) return true;
    const auto* br = llvm::dyn_cast<llvm::BranchInst>(pred->getTerminator());
    if (br == nullptr || !br->isConditional()) return false;
    llvm::SmallVector<uint32_t, 2> w;
    if (!llvm::extractBranchWeights(*br, w) || w.size() != 2) return false;
    const unsigned i = br->getSuccessor(0) == succ ? 0 : 1;
    return br->getSuccessor(0) != br->getSuccessor(1) && w[i] * 100 < w[1 - i];
  };
  llvm::ReversePostOrderTraversal<llvm::Function*> rpo(&f);
  for (llvm::BasicBlock* bb : rpo) {
    if (bb == &f.getEntryBlock() || llvm::pred_empty(bb)) continue;
    bool all_cold = true;
    for (const llvm::BasicBlock* pred : llvm::predecessors(bb)) {
      if (!edge_is_cold(pred, bb)) {
        all_cold = false;
        break;
      }
    }
    if (all_cold) cold.insert(bb);
  }
  llvm::SmallVector<llvm::BasicBlock*, 32> move;
  for (llvm::BasicBlock& bb : f)
    if (cold.contains(&bb)) move.push_back(&bb);
  for (llvm::BasicBlock* bb : move) bb->moveAfter(&f.back());
}

uint64_t thread_cpu_ns() {
  timespec c;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &c);
  return uint64_t(c.tv_sec) * 1000000000ull + uint64_t(c.tv_nsec);
}

/// One request's object file and the translation that named its entry.
struct ObjectCode {
  Translation translation;
  llvm::SmallVector<char, 0> object;
};

/// Translation, IR passes and code generation of one request into an ELF object file in
/// `out`, with a fresh LLVMContext and this thread's TargetMachine; the phases' times go into
/// `result` (ir_ns, optimize_ns, codegen_ns). Returns false with result->failure set.
bool compile_to_object(CompilerThreadState& state, const CompileRequest& request, CompileResult* result,
                       ObjectCode* out) {
  uint64_t t = now_ns();
  auto context = std::make_unique<llvm::LLVMContext>();
  auto module = std::make_unique<llvm::Module>("jvmlab", *context);
  module->setDataLayout(state.tm->createDataLayout());
  module->setTargetTriple(state.tm->getTargetTriple().str());
  out->translation = translate(*g_stubs, request, *module);
  const Translation& tr = out->translation;
  result->ir_ns = now_ns() - t;
  if (!tr.ok) {
    set_failure(result, tr.failure);
    return false;
  }
  static const bool dump = std::getenv("JVMLAB_JIT_DUMP_IR") != nullptr;
  if (dump) {
    llvm::errs() << "; --- before passes\n";
    module->print(llvm::errs(), nullptr);
  }
  if (kVerifyIR) {
    std::string verify;
    llvm::raw_string_ostream os(verify);
    if (llvm::verifyModule(*module, &os)) {
      set_failure(result, "internal error: bad IR: " + verify.substr(0, 100));
      return false;
    }
  }
  t = now_ns();
  optimize(*module, *state.tm);
  if (state.tm->getOptLevel() == llvm::CodeGenOptLevel::None) {
    for (llvm::Function& f : *module)
      if (!f.isDeclaration()) sink_cold_blocks(f);
  }
  result->optimize_ns = now_ns() - t;
  if (dump) {
    llvm::errs() << "; --- after passes\n";
    module->print(llvm::errs(), nullptr);
  }
  // Code generation into an object file, with this thread's TargetMachine.
  t = now_ns();
  {
    llvm::raw_svector_ostream os(out->object);
    llvm::legacy::PassManager pm;
    if (state.tm->addPassesToEmitFile(pm, os, nullptr, llvm::CodeGenFileType::ObjectFile)) {
      set_failure(result, "LLVM: the target cannot emit object files");
      return false;
    }
    pm.run(*module);
  }
  result->codegen_ns = now_ns() - t;
  return true;
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
  std::string error;
  CompilerThreadState* state = thread_state(&error);
  if (state == nullptr) {
    set_failure(result, "LLVM: " + error);
    return 0;
  }
  const uint64_t t00 = now_ns();
  const uint64_t cpu0 = thread_cpu_ns();
  ObjectCode oc;
  if (!compile_to_object(*state, *request, result, &oc)) return 0;
  // Measurement aid: JVMLAB_JIT_REPEAT=N compiles the request N-1 more times (not linked) and
  // reports each phase's minimum, the figure least disturbed by other processes on the machine.
  static const int repeat = std::getenv("JVMLAB_JIT_REPEAT") ? std::atoi(std::getenv("JVMLAB_JIT_REPEAT")) : 1;
  const uint64_t first_cpu = thread_cpu_ns() - cpu0;  // the compilation the VM uses
  uint64_t best_cpu = first_cpu;
  for (int k = 1; k < repeat; k++) {
    CompileResult again;
    std::memset(&again, 0, sizeof again);
    ObjectCode discard;
    const uint64_t c0 = thread_cpu_ns();
    if (!compile_to_object(*state, *request, &again, &discard)) break;
    best_cpu = std::min(best_cpu, thread_cpu_ns() - c0);
    result->ir_ns = std::min(result->ir_ns, again.ir_ns);
    result->optimize_ns = std::min(result->optimize_ns, again.optimize_ns);
    result->codegen_ns = std::min(result->codegen_ns, again.codegen_ns);
  }
  Translation& tr = oc.translation;
  llvm::SmallVector<char, 0>& object = oc.object;
  uint64_t t;
  // Linking: the object file into this thread's LLJIT, then the entry's address.
  t = now_ns();
  if (auto err = state->jit->addObjectFile(llvm::MemoryBuffer::getMemBufferCopy(
          llvm::StringRef(object.data(), object.size()), tr.function_name))) {
    set_failure(result, "LLVM link: " + llvm::toString(std::move(err)));
    return 0;
  }
  auto sym = state->jit->lookup(tr.function_name);
  if (!sym) {
    const std::string e = llvm::toString(sym.takeError());
    if (std::getenv("JVMLAB_JIT_DUMP_IR")) llvm::errs() << e << "\n";
    set_failure(result, "LLVM lookup: " + e);
    return 0;
  }
  result->link_ns = now_ns() - t;
  result->entry = sym->toPtr<jvmlab::MethodEntry>();
  result->code_bytes = uint32_t(object.size());
  if (auto obj = llvm::object::ObjectFile::createObjectFile(llvm::MemoryBufferRef(
          llvm::StringRef(object.data(), object.size()), "jit"))) {
    for (const llvm::object::SymbolRef& s : (*obj)->symbols()) {
      auto name = s.getName();
      if (name && *name == tr.function_name) {
        result->code_bytes = uint32_t(llvm::object::ELFSymbolRef(s).getSize());
      }
    }
  } else {
    llvm::consumeError(obj.takeError());
  }
  result->inlined = tr.inlined;
  static const bool times = std::getenv("JVMLAB_JIT_TIMES") != nullptr;
  if (times) {
    const uint64_t cpu = first_cpu + result->link_ns;  // without the repetitions
    std::fprintf(stderr,
                 "jit: %s cpu %.3f ms wall %.3f ms (ir %.3f opt %.3f codegen %.3f link %.3f) bytecodes %d "
                 "code %u best-cpu %.3f\n",
                 tr.function_name.c_str(), cpu / 1e6, (now_ns() - t00) / 1e6, result->ir_ns / 1e6,
                 result->optimize_ns / 1e6, result->codegen_ns / 1e6, result->link_ns / 1e6,
                 request->method->info && request->method->info->code ? int(request->method->info->code->code.size()) : 0,
                 result->code_bytes, (best_cpu + result->link_ns) / 1e6);
  }
  return 1;
}

/// kJitThreadExitSymbol: frees the calling compiler thread's LLVM state.
/// The thread's LLJIT is kept (it owns code the VM may still run); its TargetMachine is freed.
extern "C" __attribute__((visibility("default"))) void jvmlab_jit_thread_exit() {
  if (tl_state == nullptr) return;
  {
    std::lock_guard<std::mutex> g(g_retired_lock);
    if (g_retired == nullptr) g_retired = new std::vector<std::unique_ptr<llvm::orc::LLJIT>>();
    g_retired->push_back(std::move(tl_state->jit));
  }
  delete tl_state;
  tl_state = nullptr;
}
