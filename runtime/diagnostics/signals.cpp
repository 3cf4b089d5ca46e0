// Signal handlers: a termination signal ends the VM with java's status, a fatal one writes the
// pending output and dies of the signal. See signals.hpp.
#include "runtime/diagnostics/signals.hpp"

#include <signal.h>
#include <unistd.h>

#include <csignal>
#include <initializer_list>

namespace jvmlab {

namespace {

/// SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT (a failed JVMLAB_GUARANTEE): write the output, then
/// die of the same signal (the default action: core dump, the shell's 128 + signal).
extern "C" void on_fatal_signal(int sig) {
  write_pending_output_from_signal();
  std::signal(sig, SIG_DFL);
  std::raise(sig);
}

/// SIGTERM, SIGINT, SIGHUP: exit with java's status, 128 + the signal (the JDK's Terminator
/// calls Shutdown.exit(0200 + signal)). Shutdown hooks do not run yet.
extern "C" void on_termination_signal(int sig) {
  ::_exit(128 + sig);
}

}  // namespace

void install_signal_handlers() {
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
  return;
#else
  struct sigaction fatal {};
  fatal.sa_handler = on_fatal_signal;
  fatal.sa_flags = SA_RESETHAND | SA_NODEFER;
  sigemptyset(&fatal.sa_mask);
  for (int sig : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT}) sigaction(sig, &fatal, nullptr);
  struct sigaction terminate {};
  terminate.sa_handler = on_termination_signal;
  sigemptyset(&terminate.sa_mask);
  for (int sig : {SIGTERM, SIGINT, SIGHUP}) {
    struct sigaction old {};
    // Keep an ignored signal ignored (nohup, a shell's background job), as java does.
    if (sigaction(sig, nullptr, &old) == 0 && old.sa_handler == SIG_IGN) continue;
    sigaction(sig, &terminate, nullptr);
  }
#endif
}

}  // namespace jvmlab
