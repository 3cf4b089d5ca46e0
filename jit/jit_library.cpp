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

#include <llvm/Analysis/TargetTransformInfo.h>
#include <llvm/ExecutionEngine/Orc/CompileUtils.h>
#include <llvm/ExecutionEngine/Orc/LLJIT.h>
#include <llvm/ExecutionEngine/Orc/ObjectLinkingLayer.h>
#include <llvm/Object/ELFObjectFile.h>
#include <llvm/Object/ObjectFile.h>
#include <llvm/ExecutionEngine/Orc/ThreadSafeModule.h>
#include <llvm/ADT/DenseSet.h>
#include <llvm/ADT/PostOrderIterator.h>
#include <llvm/CodeGen/MachineModuleInfo.h>
#include <llvm/CodeGen/Passes.h>
#include <llvm/CodeGen/TargetPassConfig.h>
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

/// One compiler thread's code generator and linker, built once by jvmlab_jit_thread_init (or the
/// thread's first compilation) and reused by every compilation of the thread: its own
/// TargetMachine (host CPU, codegen at CodeGenOptLevel::None, see set_codegen_options), its own
/// LLJIT, which only links the object files this thread generated (JITLink), the IR pass
/// pipeline with its analysis managers, and the code generator's legacy pass pipeline writing
/// into `object`. A fresh LLVMContext and module per compilation. Building the code generator's
/// pipeline is a fixed cost of about 1.1 M instructions (12 % of a 6-byte method's compilation),
/// which llc's -compile-twice shows may be paid once: after each module, the AsmPrinter resets
/// its streamer and drops its per-module handlers, the MachineModuleInfo its MCContext, and
/// FreeMachineFunction each function's machine code. The LLJIT owns the code's memory, so it
/// outlives the thread (jvmlab_jit_thread_exit keeps it): the VM may run the code until it
/// exits. Used by its own thread only.
struct CompilerThreadState {
  std::unique_ptr<llvm::TargetMachine> tm;
  std::unique_ptr<llvm::orc::LLJIT> jit;
  // IR passes (new pass manager): analyses cleared after each compilation (they are keyed by
  // the Function, whose memory a later module may reuse).
  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cgam;
  llvm::ModuleAnalysisManager mam;
  std::unique_ptr<llvm::PassBuilder> pb;
  llvm::FunctionPassManager fpm;
  // Code generation (legacy pass manager): IR -> ELF object file in `object`.
  llvm::SmallVector<char, 0> object;
  std::unique_ptr<llvm::raw_svector_ostream> object_stream;
  std::unique_ptr<llvm::legacy::PassManager> codegen;
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

/// The IR passes of tier 1 into state.fpm (docs/jit.md has the measurements behind the choice),
/// or JVMLAB_JIT_PASSES's pipeline (opt's syntax) for experiments. False with *error set when
/// that text does not parse.
bool build_ir_pipeline(CompilerThreadState& state, std::string* error) {
  state.pb = std::make_unique<llvm::PassBuilder>(state.tm.get());
  llvm::PassBuilder& pb = *state.pb;
  pb.registerModuleAnalyses(state.mam);
  pb.registerCGSCCAnalyses(state.cgam);
  pb.registerFunctionAnalyses(state.fam);
  pb.registerLoopAnalyses(state.lam);
  pb.crossRegisterProxies(state.lam, state.fam, state.cgam, state.mam);
  if (const char* text = std::getenv("JVMLAB_JIT_PASSES")) {
    if (auto err = pb.parsePassPipeline(state.fpm, text)) {
      *error = "JVMLAB_JIT_PASSES: " + llvm::toString(std::move(err));
      return false;
    }
    return true;
  }
  // EarlyCSE without MemorySSA, GVN without PRE and one InstCombine: 7-10 % fewer instructions
  // per compilation than the version with MemorySSA, PRE and a second InstCombine, and the same
  // code by jitperf's wall times (docs/jit.md, Measurements).
  state.fpm.addPass(llvm::SROAPass(llvm::SROAOptions::ModifyCFG));
  state.fpm.addPass(llvm::EarlyCSEPass(/*UseMemorySSA=*/false));
  state.fpm.addPass(llvm::InstCombinePass());
  state.fpm.addPass(llvm::SimplifyCFGPass());
  llvm::GVNOptions gvn;
  gvn.setPRE(false);
  state.fpm.addPass(llvm::GVNPass(gvn));
  state.fpm.addPass(llvm::SimplifyCFGPass());
  return true;
}

/// The code generator's legacy pass pipeline into state.codegen, writing the object file into
/// state.object_stream: what LLVMTargetMachine::addPassesToEmitFile builds (the target's
/// TargetPassConfig: instruction selection and the machine passes of the opt level), plus
/// LLVM's BreakFalseDeps before emission when the level is None, which leaves it out (X86's
/// addPreEmitPass runs it from Less up). Without it an instruction that writes only the low
/// part of an XMM register (cvtsi2sd, cvtss2sd, sqrtsd) waits for that register's previous
/// value: SpectralNorm's inner loop `1.0 / (int) ...` chained each iteration's division to the
/// last one's (SpectralNorm 2000: 0.85 s, against 0.27 s at Less and java C1's 0.21 s);
/// BreakFalseDeps clears the register first (vxorps) where it is not known to be ready.
/// JVMLAB_JIT_NO_BREAK_FALSE_DEPS=1 leaves it out (experiments). False if the target cannot.
bool build_codegen_pipeline(CompilerThreadState& state) {
  auto* ltm = static_cast<llvm::LLVMTargetMachine*>(state.tm.get());
  llvm::legacy::PassManager& pm = *state.codegen;
  auto* mmiwp = new llvm::MachineModuleInfoWrapperPass(ltm);
  llvm::TargetPassConfig* config = ltm->createPassConfig(pm);
  config->setDisableVerify(true);
  pm.add(config);
  pm.add(mmiwp);
  if (config->addISelPasses()) return false;
  config->addMachinePasses();
  config->setInitialized();
  static const bool keep_false_deps = std::getenv("JVMLAB_JIT_NO_BREAK_FALSE_DEPS") != nullptr;
  if (ltm->getOptLevel() == llvm::CodeGenOptLevel::None && !keep_false_deps) pm.add(llvm::createBreakFalseDeps());
  if (ltm->addAsmPrinter(pm, *state.object_stream, nullptr, llvm::CodeGenFileType::ObjectFile,
                         mmiwp->getMMI().getContext())) {
    return false;
  }
  pm.add(llvm::createFreeMachineFunctionPass());
  return true;
}

/// Builds the calling thread's state once (see CompilerThreadState). Also creates the
/// TargetMachine's subtarget for the functions tier 1 generates (X86Subtarget with its
/// lowering tables, about 2.5 M instructions, cached by the TargetMachine per CPU and feature
/// string), so that the first compilation does not pay for it. Null with *error set on failure.
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
  llvm::TargetMachine* tmp = tm->get();
  // ORC only links object files: its IR compile layer gets a compiler over this thread's
  // TargetMachine instead of building a TargetMachine of its own, and is never used.
  auto jit = llvm::orc::LLJITBuilder()
                 .setJITTargetMachineBuilder(*jtmb)
                 .setCompileFunctionCreator([tmp](llvm::orc::JITTargetMachineBuilder)
                                                -> llvm::Expected<std::unique_ptr<llvm::orc::IRCompileLayer::IRCompiler>> {
                   return std::make_unique<llvm::orc::SimpleCompiler>(*tmp);
                 })
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
  auto state = std::make_unique<CompilerThreadState>();
  state->tm = std::move(*tm);
  state->jit = std::move(*jit);
  if (!build_ir_pipeline(*state, error)) return nullptr;
  state->object_stream = std::make_unique<llvm::raw_svector_ostream>(state->object);
  state->codegen = std::make_unique<llvm::legacy::PassManager>();
  if (!build_codegen_pipeline(*state)) {
    *error = "the target cannot emit object files";
    return nullptr;
  }
  {
    // The subtarget, keyed by the function's CPU and features: tier 1's functions set neither.
    llvm::LLVMContext context;
    llvm::Module module("jvmlab_init", context);
    llvm::Function* f = llvm::Function::Create(llvm::FunctionType::get(llvm::Type::getVoidTy(context), false),
                                               llvm::GlobalValue::ExternalLinkage, "init", module);
    (void)state->tm->getTargetTransformInfo(*f);
  }
  tl_state = state.release();
  return tl_state;
}

/// Runs the thread's IR pipeline over the module's functions, then forgets every analysis.
void optimize(CompilerThreadState& state, llvm::Module& module) {
  for (llvm::Function& f : module) {
    if (!f.isDeclaration()) state.fpm.run(f, state.fam);
  }
  state.lam.clear();
  state.fam.clear();
  state.cgam.clear();
  state.mam.clear();
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

/// Recomputes in each using block the constant-offset addresses (GEPs with constant indices)
/// that the IR passes shared between blocks (EarlyCSE and GVN keep one `thread + 48` or
/// `frame + 24` for the whole function). FastISel selects one block at a time: an address from
/// another block is a virtual register live across everything in between, calls included
/// (five callee-saved registers), which the greedy allocator then splits and spills, while an
/// address computed in the using block folds into the memory operand (CodeGenPrepare's address
/// sinking does this above CodeGenOptLevel::None). PHI uses are left alone. Changes no value.
void localize_addresses(llvm::Function& f) {
  llvm::SmallVector<llvm::GetElementPtrInst*, 128> work;
  for (llvm::BasicBlock& bb : f)
    for (llvm::Instruction& i : bb)
      if (auto* g = llvm::dyn_cast<llvm::GetElementPtrInst>(&i); g != nullptr && g->hasAllConstantIndices())
        work.push_back(g);
  const llvm::SmallVector<llvm::GetElementPtrInst*, 128> all = work;
  while (!work.empty()) {
    llvm::GetElementPtrInst* g = work.pop_back_val();
    llvm::SmallDenseMap<llvm::BasicBlock*, llvm::Instruction*, 8> clones;
    for (llvm::Use& u : llvm::make_early_inc_range(g->uses())) {
      auto* user = llvm::cast<llvm::Instruction>(u.getUser());
      llvm::BasicBlock* ub = user->getParent();
      if (llvm::isa<llvm::PHINode>(user) || ub == g->getParent()) continue;
      llvm::Instruction*& c = clones[ub];
      if (c == nullptr) {
        // The base dominates g's block, which strictly dominates ub: the block's start will do.
        c = g->clone();
        c->insertBefore(&*ub->getFirstInsertionPt());
        if (auto* base = llvm::dyn_cast<llvm::GetElementPtrInst>(g->getPointerOperand());
            base != nullptr && base->hasAllConstantIndices() && base->getParent() != ub)
          work.push_back(base);  // the clone is a new use of a shared base
      }
      u.set(c);
    }
  }
  for (llvm::GetElementPtrInst* g : all)
    if (g->use_empty()) g->eraseFromParent();
}

/// After the IR passes, before x86-64 code generation: atomic loads of at most 8 naturally
/// aligned bytes, whatever their ordering, and unordered, monotonic or release stores become
/// volatile plain ones. X86's FastISel selects no atomic access, so each one sent its block's
/// instructions above it through SelectionDAG (reference loads and barrier masks are unordered,
/// polls monotonic: most blocks of object code), and on x86-64 they are the same MOV: every
/// aligned access up to 8 bytes is single-copy atomic, every load has acquire and every store
/// release semantics (the mapping of the C++11 orderings onto x86-TSO; a sequentially
/// consistent load is a MOV too). The IR passes saw the atomics, so nothing was hoisted or
/// merged across them; what runs after this (instruction selection, register allocation at
/// CodeGenOptLevel::None) moves no volatile access and rematerializes no non-invariant load.
/// Sequentially consistent stores (XCHG) and fences (MFENCE) stay atomic and SelectionDAG
/// selects them, but each starts a block of its own (a fence right after such a store joins
/// it), so that the fallback covers them alone: FastISel goes up a block and, where it fails,
/// hands that instruction and all above it to SelectionDAG.
void lower_atomics(llvm::Function& f) {
  llvm::SmallVector<llvm::Instruction*, 8> split_at;
  for (llvm::BasicBlock& bb : f)
    for (llvm::Instruction& i : bb) {
      if (auto* l = llvm::dyn_cast<llvm::LoadInst>(&i); l != nullptr && l->isAtomic()) {
        const uint64_t bytes = l->getType()->getPrimitiveSizeInBits() / 8;
        if (bytes == 0 || bytes > 8 || l->getAlign().value() < bytes) continue;
        l->setAtomic(llvm::AtomicOrdering::NotAtomic);
        l->setVolatile(true);
      } else if (auto* st = llvm::dyn_cast<llvm::StoreInst>(&i); st != nullptr && st->isAtomic()) {
        const uint64_t bytes = st->getValueOperand()->getType()->getPrimitiveSizeInBits() / 8;
        if (bytes == 0 || bytes > 8 || st->getAlign().value() < bytes) continue;
        if (st->getOrdering() == llvm::AtomicOrdering::SequentiallyConsistent) {
          split_at.push_back(st);
          continue;
        }
        st->setAtomic(llvm::AtomicOrdering::NotAtomic);
        st->setVolatile(true);
      } else if (auto* fence = llvm::dyn_cast<llvm::FenceInst>(&i)) {
        auto* prev = llvm::dyn_cast_or_null<llvm::StoreInst>(fence->getPrevNode());
        if (prev == nullptr || prev->getOrdering() != llvm::AtomicOrdering::SequentiallyConsistent)
          split_at.push_back(fence);
      }
    }
  for (llvm::Instruction* i : split_at)
    if (i != &i->getParent()->front()) i->getParent()->splitBasicBlock(i);
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
  optimize(state, *module);
  if (state.tm->getOptLevel() == llvm::CodeGenOptLevel::None) {
    for (llvm::Function& f : *module)
      if (!f.isDeclaration()) sink_cold_blocks(f);
  }
  static const bool localize = std::getenv("JVMLAB_JIT_NO_LOCALIZE") == nullptr;  // experiments
  if (localize) {
    for (llvm::Function& f : *module)
      if (!f.isDeclaration()) localize_addresses(f);
  }
  static const bool plain = std::getenv("JVMLAB_JIT_KEEP_ATOMICS") == nullptr;  // experiments
  if (plain && state.tm->getTargetTriple().getArch() == llvm::Triple::x86_64) {
    for (llvm::Function& f : *module)
      if (!f.isDeclaration()) lower_atomics(f);
  }
  result->optimize_ns = now_ns() - t;
  if (dump) {
    llvm::errs() << "; --- after passes\n";
    module->print(llvm::errs(), nullptr);
  }
  // Code generation into an object file, with this thread's TargetMachine.
  t = now_ns();
  state.object.clear();
  state.codegen->run(*module);
  out->object.assign(state.object.begin(), state.object.end());
  state.object.clear();
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

/// kJitThreadInitSymbol (jit_interface.hpp): builds the calling compiler thread's LLVM state
/// (TargetMachine and subtarget, LLJIT, pass pipelines; see CompilerThreadState), as HotSpot's
/// compiler threads initialize their compiler's runtime before the first task. Returns 1, or 0
/// with a reason in error[0..size). Optional for the broker: the first compilation builds what
/// is missing. Idempotent per thread.
extern "C" __attribute__((visibility("default"))) int32_t jvmlab_jit_thread_init(char* error, uint32_t size) {
  std::string why;
  if (thread_state(&why) != nullptr) return 1;
  if (error != nullptr && size > 0) std::snprintf(error, size, "LLVM: %s", why.c_str());
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
