// A compile task: one request for the compile broker (a method's standard entry, or an OSR entry
// at a loop header), from the moment a Java thread submits it until a compiler thread finishes
// or drops it. Does not compile (the JIT library does) and does not queue (compile_queue.hpp).
#pragma once

#include <cstdint>

namespace jvmlab {
struct Method;
}

namespace jvmlab::compiler {

/// The osr_bci of a task for the standard entry (HotSpot's InvocationEntryBci).
constexpr int kInvocationEntryBci = -1;

/// Bits of Method::compile_state.
enum MethodCompileState : uint8_t {
  kQueued = 1u << 0,            // a standard-entry task is in the queue or being compiled
  kNotCompilable = 1u << 1,     // the library refused the method: never requested again
  kNotOsrCompilable = 1u << 2,  // no OSR for this method (refused, monitors, or the library said so)
  kOsrQueued = 1u << 3,         // an OSR task is in the queue or being compiled
  kOsrChecked = 1u << 4,        // the policy looked for monitorenter (kNotOsrCompilable if found)
};

/// How a task ended (for PrintCompilation, CITime and the waiting thread of a blocking task).
enum class TaskOutcome : uint8_t { Pending, Compiled, Failed, Stale };

/// One request. Owned by the broker from submit to completion; a blocking task's submitter
/// waits until `outcome` is no longer Pending (guarded by the broker's lock).
struct CompileTask {
  Method* method = nullptr;
  int osr_bci = kInvocationEntryBci;  // loop-header bci for OSR, else kInvocationEntryBci
  uint32_t compile_id = 0;            // assigned when a compiler thread takes the task
  bool blocking = false;              // the submitter waits (-Xbatch, -Xcomp)
  uint64_t submit_ns = 0;             // CLOCK_MONOTONIC at submit
  TaskOutcome outcome = TaskOutcome::Pending;

  bool is_osr() const { return osr_bci != kInvocationEntryBci; }
};

}  // namespace jvmlab::compiler
