// The tier policy: when a method or a loop is hot enough to compile, decided from the
// interpreter's invocation and back-edge counters with HotSpot's tier-3 predicates (one tier
// here: the baseline tier 1), and the hooks the interpreter calls at its notify points. Decides
// and submits; does not queue or compile (compile_broker.hpp does).
//
//   interpreter                      tier policy                         compile broker
//   -----------                      -----------                         --------------
//   count_invocation -> notify ----> on_invocation: call predicate? ---> submit(m)
//   count_backedge   -> notify ----> on_backedge: loop predicate?  ----> submit(m, bci)
//                    <-------------- OSR entry of (m, bci) if compiled
//   -Xcomp: Method::entry starts as compile_first_entry -> submit(m, blocking), then the new entry
//
// Notify points: the counters call the policy only when they reach a multiple of 2^k (HotSpot's
// Tier0InvokeNotifyFreqLog = 7, Tier0BackedgeNotifyFreqLog = 10, lowered for small thresholds),
// so an interpreted call or back-edge pays one AND and one compare.
#pragma once

#include <cstdint>
#include <string>

#include "runtime/oops/klass.hpp"

namespace jvmlab {
struct JavaThread;
struct VmOptions;
}  // namespace jvmlab

namespace jvmlab::compiler {

/// The JIT's configuration after the flags (HotSpot 17's compilationPolicy.cpp and
/// compilerDefinitions.cpp for the meanings). Thresholds are counts of invocations/back-edges.
struct TierConfig {
  bool enabled = true;         // false: -Xint or -XX:TieredStopAtLevel=0 (interpreter only)
  bool compile_all = false;    // -Xcomp: each method compiled (blocking) before its first run
  bool background = true;      // -XX:+BackgroundCompilation and no -Xbatch
  int compiler_count = 1;      // -XX:CICompilerCount
  int level = 1;               // the tier compiled (TieredStopAtLevel 1..4 all mean tier 1 here)
  // HotSpot's tier-3 predicates (Tier3InvocationThreshold, Tier3MinInvocationThreshold,
  // Tier3CompileThreshold, Tier3BackEdgeThreshold); an explicit -XX:CompileThreshold sets them
  // as HotSpot's legacy (non-tiered) emulation does.
  uint32_t invocation_threshold = 200;
  uint32_t min_invocation_threshold = 100;
  uint32_t compile_threshold = 2000;
  uint32_t backedge_threshold = 60000;
  uint32_t compile_options = 0;  // jit::CompileOption bits for every request
  std::string library_path;      // the JIT library; empty: libjvmlab_jit.so beside the executable
  bool print_compilation = false;  // -XX:+PrintCompilation
  bool citime = false;             // -XX:+CITime
  bool perf_map_at_exit = false;   // -XX:+DumpPerfMapAtExit
  double compiler_cpu_percent = 0; // -XX:CompilerCPUPercent (0: no bound), of all CPUs
};

/// The configuration the flags in `options` give (defaults for flags not given). Pure.
TierConfig tier_config(const VmOptions& options);

/// HotSpot's call predicate for tier 3 (CompilationPolicy::call_predicate_helper at level 0):
///   i >= Tier3InvocationThreshold || (i >= Tier3MinInvocationThreshold && i + b >= Tier3CompileThreshold)
/// with `i` invocations and `b` back-edges.
bool call_predicate(const TierConfig& config, uint32_t invocations, uint32_t backedges);
/// HotSpot's loop predicate (b >= Tier3BackEdgeThreshold): time for an OSR compilation.
bool loop_predicate(const TierConfig& config, uint32_t backedges);
/// The counter mask of a notify point: 2^min(freq_log, floor(log2(threshold))) - 1, so a
/// counter notifies at least once before it passes `threshold` (0 for thresholds 0 and 1).
uint32_t notify_mask(uint32_t threshold, int freq_log);

/// Sets up the policy and the broker from `options` (create_vm calls it once, before Java runs;
/// starts no thread and loads no library).
void initialize(const VmOptions& options);
/// The configuration in force (after initialize).
const TierConfig& config();

/// True when `m` still runs in the interpreter (its entry is the interpreter's or -Xcomp's
/// compile_first_entry).
bool is_interpreted(const Method* m);

/// Interpreter hook at an invocation notify point of `m` (the frame of `m` is built and synced:
/// this may block for a -Xbatch compile, a safepoint included). Submits `m` when the call
/// predicate holds. The current invocation stays interpreted; the next call takes the new entry.
void on_invocation(JavaThread* t, Method* m);

/// Interpreter hook at a back-edge notify point of `m`, the branch target `bci` being a loop
/// header (frame synced as above). Submits a standard compilation when the call predicate holds
/// and an OSR compilation at `bci` when the loop predicate holds, unless OSR is refused here:
/// `stack_empty` false (operand stack not empty at the header) or the frame may hold monitors
/// (a synchronized method, or one with monitorenter). Returns the OSR entry of (m, bci) when one
/// exists and OSR is allowed, for the interpreter to transfer to; else null.
MethodEntry on_backedge(JavaThread* t, Method* m, int bci, bool stack_empty);

/// -Xcomp's initial entry of every bytecode method (runtime/java_calls.hpp's initial_entry):
/// compiles `m` synchronously on a compiler thread (its arguments registered as GC roots while
/// the thread waits), installs the compiled entry or the interpreter's when refused, and calls
/// it. The MethodEntry convention.
Slot compile_first_entry(JavaThread* thread, Method* method, Slot* args);

/// True with -Xcomp (initial_entry asks).
bool compile_all();

}  // namespace jvmlab::compiler
