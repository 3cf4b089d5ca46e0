// Signals as java handles them: the termination signals (SIGTERM, SIGINT, SIGHUP) and the fatal
// ones (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT). Installs the handlers; does not run Java code.
#pragma once

namespace jvmlab {

/// Installs the VM's signal handlers; call once at VM start, before any other thread exists.
/// An ignored termination signal stays ignored (nohup, a background job), as under java. Not
/// installed under ASan or TSan, whose own handlers report a crash.
void install_signal_handlers();

/// Writes what the standard streams' 128-byte buffers hold, without locks (async-signal-safe:
/// write(2) only). Best effort: a thread writing at that instant may leave a torn buffer, which
/// is skipped. Implemented in runtime/vm.cpp, beside the buffers.
void write_pending_output_from_signal();

}  // namespace jvmlab
