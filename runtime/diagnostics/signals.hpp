// Signals as java handles them: the termination signals (SIGTERM, SIGINT, SIGHUP) start the Java
// shutdown sequence through the "Signal Dispatcher" thread, SIGQUIT prints a thread dump, the
// fatal ones (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT) write the crash report. The handlers
// only queue and wake; the Java work runs on the dispatcher (jvmlab.internal.Shutdown).
#pragma once

namespace jvmlab {

/// Installs the VM's signal handlers; call once at VM start, before any other thread exists.
/// An ignored termination signal stays ignored (nohup, a background job), as under java. Not
/// installed under ASan or TSan, whose own handlers report a crash. A termination signal that
/// arrives before the dispatcher runs ends the process at once with 128 + the signal.
void install_signal_handlers();

/// Registers jvmlab.internal.Shutdown's natives; call with the other natives at VM start.
void register_signal_natives();

/// Starts the VM's "Signal Dispatcher" thread (a C++ thread, not a Java one) the first time it
/// is called; later calls return at once. Called when the VM gets a second Java thread
/// (Thread.start, the first shutdown hook): a program with one thread pays for no extra thread
/// (measured: a second thread in the process costs Hello World milliseconds of wall time on a
/// loaded machine). Until then a termination signal ends the process at once with 128 + the
/// signal (no hook can exist) and SIGQUIT has the main thread dump itself from the handler.
/// From then on a termination signal ends the VM through vm_exit, or, once a hook is
/// registered, through the Java shutdown sequence (jvmlab.internal.Shutdown's own dispatcher
/// thread). Returns false when no thread could be created. Thread-safe.
bool start_signal_dispatcher();

/// Writes what the standard streams' 128-byte buffers hold, without locks (async-signal-safe:
/// write(2) only). Best effort: a thread writing at that instant may leave a torn buffer, which
/// is skipped. Implemented in runtime/vm.cpp, beside the buffers.
void write_pending_output_from_signal();

}  // namespace jvmlab
