// The tier policy: thresholds from the flags, HotSpot's tier-3 predicates, and the hooks the
// interpreter calls at its notify points (see tier_policy.hpp).
#include "runtime/compiler/tier_policy.hpp"

#include <algorithm>
#include <bit>
#include <span>

#include "bytecode/bytecode_walk.hpp"
#include "bytecode/bytecodes.hpp"
#include "runtime/compiler/compile_broker.hpp"
#include "runtime/java_calls.hpp"
#include "runtime/oops/method_profile.hpp"
#include "runtime/options/options.hpp"
#include "utilities/debug.hpp"
#include "runtime/threads/thread.hpp"

namespace jvmlab::compiler {

namespace {

TierConfig g_config;
CompileBroker* g_broker = nullptr;  // created by initialize, lives until _Exit

uint32_t flag_u32(const VmOptions& o, const char* name) {
  return uint32_t(std::clamp<long long>(std::stoll(xx_flag(o, name)), 0, 0x7fffffff));
}
bool flag_bool(const VmOptions& o, const char* name) { return xx_flag(o, name) == "true"; }

// HotSpot's DontCompileHugeMethods with HugeMethodLimit: bigger methods stay interpreted.
constexpr size_t kHugeMethodLimit = 8000;  // bytes of bytecode

// Holder linked (so verified), not erroneous, and the method not huge: what a request needs
// (jit_interface.hpp).
bool holder_ready(const Method* m) {
  const InitState s = m->holder->init_state.load(std::memory_order_acquire);
  return s != InitState::Loaded && s != InitState::Erroneous && m->code.size() <= kHugeMethodLimit;
}

// -Xcomp compiles only once the holder's initialization started, as HotSpot's
// CompilationPolicy::compile_if_required (a method called through reflection-like lookups
// before that stays interpreted for that call).
bool initialization_started(const Method* m) {
  const InitState s = m->holder->init_state.load(std::memory_order_acquire);
  return s == InitState::BeingInitialized || s == InitState::Initialized;
}

// OSR is refused where the interpreter frame may hold monitors: a synchronized method or one
// with monitorenter (scanned once in the original bytecode, remembered in compile_state).
bool may_hold_monitors(Method* m) {
  if (m->is_synchronized()) return true;
  uint8_t state = m->compile_state.load(std::memory_order_relaxed);
  if (!(state & kOsrChecked)) {
    bool found = false;
    if (m->info != nullptr && m->info->code.has_value()) {
      const std::span<const uint8_t> code(m->info->code->code);
      for (int bci = 0; bci < int(code.size());) {
        if (code[size_t(bci)] == bc::MONITORENTER) found = true;
        const int len = bc::instruction_length(code, bci);
        if (len <= 0) {
          found = true;  // unreadable here: no OSR
          break;
        }
        bci += len;
      }
    }
    state = m->compile_state.fetch_or(uint8_t(kOsrChecked | (found ? kNotOsrCompilable : 0)),
                                      std::memory_order_acq_rel);
    state |= uint8_t(kOsrChecked | (found ? kNotOsrCompilable : 0));
  }
  return state & kNotOsrCompilable;
}

}  // namespace

TierConfig tier_config(const VmOptions& o) {
  TierConfig c;
  const int stop_level = int(std::stoll(xx_flag(o, "TieredStopAtLevel")));
  c.enabled = !o.interpreter_only && stop_level > 0;
  c.compile_all = c.enabled && o.compile_all;
  c.background = flag_bool(o, "BackgroundCompilation") && !c.compile_all;
  const auto ergo = o.xx_ergonomic.find("CICompilerCount");
  c.compiler_count = int(std::stoll(ergo != o.xx_ergonomic.end() ? ergo->second : xx_flag(o, "CICompilerCount")));
  c.level = 1;
  c.invocation_threshold = flag_u32(o, "Tier3InvocationThreshold");
  c.min_invocation_threshold = flag_u32(o, "Tier3MinInvocationThreshold");
  c.compile_threshold = flag_u32(o, "Tier3CompileThreshold");
  c.backedge_threshold = flag_u32(o, "Tier3BackEdgeThreshold");
  if (o.xx_flags.count("CompileThreshold")) {
    // HotSpot 17's legacy emulation (CompilerConfig::set_legacy_emulation_flags): the one
    // threshold for calls, and CompileThreshold * OnStackReplacePercentage / 100 for loops.
    const uint32_t t = flag_u32(o, "CompileThreshold");
    c.invocation_threshold = c.min_invocation_threshold = c.compile_threshold = t;
    c.backedge_threshold = uint32_t(uint64_t(t) * flag_u32(o, "OnStackReplacePercentage") / 100);
  }
  if (std::stoull(xx_flag(o, "GCStressInterval")) != 0) c.compile_options |= jit::kNoInlineAllocation;
  if (debug::kAssertsEnabled) c.compile_options |= jit::kVerifyOops;
  c.library_path = xx_flag(o, "JitLibraryPath");
  c.print_compilation = flag_bool(o, "PrintCompilation");
  c.citime = flag_bool(o, "CITime");
  c.perf_map_at_exit = flag_bool(o, "DumpPerfMapAtExit");
  c.compiler_cpu_percent = std::stod(xx_flag(o, "CompilerCPUPercent"));
  return c;
}

bool call_predicate(const TierConfig& c, uint32_t i, uint32_t b) {
  return i >= c.invocation_threshold || (i >= c.min_invocation_threshold && uint64_t(i) + b >= c.compile_threshold);
}

bool loop_predicate(const TierConfig& c, uint32_t b) { return b >= c.backedge_threshold; }

uint32_t notify_mask(uint32_t threshold, int freq_log) {
  if (threshold <= 1) return 0;
  const int log = std::min(freq_log, int(std::bit_width(threshold)) - 1);
  return (1u << log) - 1;
}

void initialize(const VmOptions& options) {
  g_config = tier_config(options);
  if (!g_config.enabled) return;  // MethodProfile's default masks: notified where profiles start
  g_broker = new CompileBroker(g_config);
  // Notify often enough to see the smallest threshold that can fire.
  const uint32_t call_threshold = std::min(g_config.invocation_threshold,
                                           std::max(g_config.min_invocation_threshold, 1u));
  MethodProfile::set_notify_masks(
      notify_mask(call_threshold, int(std::stoll(xx_flag(options, "Tier0InvokeNotifyFreqLog")))),
      notify_mask(std::min(g_config.backedge_threshold, g_config.compile_threshold),
                  int(std::stoll(xx_flag(options, "Tier0BackedgeNotifyFreqLog")))));
}

const TierConfig& config() { return g_config; }

CompileBroker* broker() { return g_broker; }

bool compile_all() { return g_config.compile_all; }

bool is_interpreted(const Method* m) {
  const MethodEntry e = m->entry.load(std::memory_order_relaxed);
  return e == interpreter_entry || e == compile_first_entry;
}

void on_invocation(JavaThread* t, Method* m) {
  MethodProfile::at_notify_point(m);
  CompileBroker* b = g_broker;
  if (b == nullptr || !b->available() || !is_interpreted(m)) return;
  const uint32_t i = m->invocation_count.load(std::memory_order_relaxed);
  const uint32_t be = m->backedge_count.load(std::memory_order_relaxed);
  if (!call_predicate(g_config, i, be) || !holder_ready(m)) return;
  b->submit(t, m, kInvocationEntryBci, !g_config.background);
}

MethodEntry on_backedge(JavaThread* t, Method* m, int bci, bool stack_empty) {
  MethodProfile::at_notify_point(m);
  CompileBroker* b = g_broker;
  if (b == nullptr) return nullptr;
  const bool can_compile = b->available() && holder_ready(m);
  const uint32_t i = m->invocation_count.load(std::memory_order_relaxed);
  const uint32_t be = m->backedge_count.load(std::memory_order_relaxed);
  // The next call of a method with hot loops takes compiled code
  if (can_compile && is_interpreted(m) && call_predicate(g_config, i, be))
    b->submit(t, m, kInvocationEntryBci, !g_config.background);
  // OSR for this invocation (an entry compiled earlier stays good)
  if (!stack_empty || may_hold_monitors(m)) return nullptr;
  if (const MethodEntry e = m->osr_entry_at(bci)) return e;
  if (!can_compile || !loop_predicate(g_config, be)) return nullptr;
  b->submit(t, m, bci, !g_config.background);
  return m->osr_entry_at(bci);
}

Slot compile_first_entry(JavaThread* t, Method* m, Slot* args) {
  CompileBroker* b = g_broker;
  if (b != nullptr && b->available() && holder_ready(m) && initialization_started(m) &&
      !(m->compile_state.load(std::memory_order_relaxed) & kNotCompilable)) {
    // The argument slots belong to no frame while the thread waits: registered as GC roots.
    const JavaThread::NativeArgs record{args, m->arg_slots, m, t->native_args};
    t->native_args = &record;
    b->submit(t, m, kInvocationEntryBci, true);
    t->native_args = record.outer;
  }
  // Compiled, or interpreted from now on (refused, library missing, or holder not linked yet)
  MethodEntry entry = m->entry.load(std::memory_order_acquire);
  if (entry == compile_first_entry) {
    const bool settled = b == nullptr || !b->available() || (m->compile_state.load() & kNotCompilable) ||
                         m->code.size() > kHugeMethodLimit;
    if (settled) m->entry.compare_exchange_strong(entry, interpreter_entry, std::memory_order_acq_rel);
    entry = interpreter_entry;
  }
  return entry(t, m, args);
}

}  // namespace jvmlab::compiler
