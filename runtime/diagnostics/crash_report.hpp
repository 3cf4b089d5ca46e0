// The crash report of a real crash (SIGSEGV, SIGBUS, SIGFPE, SIGILL): HotSpot's banner on stdout
// and an hs_err_pid<pid>.log file with the signal, the crashing thread and its Java and native
// stacks, the other threads, the VM arguments and the heap. Best effort and careful in a signal
// handler: no heap allocation, a fault inside a step skips to the next one. Ends in abort().
#pragma once

#include <signal.h>

namespace jvmlab {

struct VmOptions;

namespace diagnostics {

/// Copies what the report needs up front (-XX:ErrorFile, the VM's start time) and warms up
/// glibc's backtrace (its first call loads libgcc_s, which allocates). Call once at VM start,
/// before the handlers can run it. Not thread-safe.
void prepare_crash_report(const VmOptions& options);

/// The execution mode as -version words it ("mixed mode", "interpreted mode", "compiled mode",
/// with ", emulated-client" for TieredStopAtLevel 1-3; vm_mode_text), copied by
/// prepare_crash_report for the crash report's and the thread dumps' VM lines ("mixed mode"
/// before it ran). Async-signal-safe.
const char* vm_mode_for_reports();

/// Test hook: the next report faults inside its "thread" step (tests/signals checks that the
/// step is reported as failed and the report goes on). Thread-safe.
void fault_inside_crash_report_for_testing();

/// Writes the banner and the report for fatal signal `sig`, then aborts (exit status 134 in a
/// shell, as HotSpot). Call from the signal handler only (`info` and `ucontext` are its
/// arguments). A second crash on the reporting thread during a step is reported in place
/// ("[error occurred during error reporting (...)]") and the report goes on; a crash on another
/// thread while one reports waits for the first one's abort. HotSpot's VMError::report_and_die.
[[noreturn]] void report_crash(int sig, siginfo_t* info, void* ucontext);

}  // namespace diagnostics

}  // namespace jvmlab
