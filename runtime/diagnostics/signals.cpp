// Signal handlers and the "Signal Dispatcher" threads: a termination signal is queued for the
// dispatcher (which ends the VM, or has the Java shutdown sequence run when hooks exist), a fatal
// one writes the pending output and dies of the signal. See signals.hpp.
#include "runtime/diagnostics/signals.hpp"

#include <pthread.h>
#include <semaphore.h>
#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <initializer_list>

#include <string>

#include "runtime/diagnostics/crash_report.hpp"
#include "runtime/diagnostics/thread_dump.hpp"
#include "runtime/vm.hpp"

namespace jvmlab {

namespace {

// --- queues (HotSpot's os::signal_notify / os::signal_wait) ---------------------------------------
// A producer adds one to the signal's count and posts the semaphore; the consumer waits on the
// semaphore and takes one count. Both sides are async-signal-safe (atomics, sem_post).
//
//   handler ──g_from_handlers──► "Signal Dispatcher" (C++ thread, from VM start)
//                                  SIGQUIT: thread dump
//                                  TERM/INT/HUP, no hook registered: vm_exit(128 + signal)
//                                  TERM/INT/HUP with hooks ──g_to_java──► Java "Signal Dispatcher"
//                                    (jvmlab.internal.Shutdown, started by the first hook) runs
//                                    Runtime.exit(128 + signal) in a "SIGTERM handler" thread
// Without hooks java's Shutdown.exit has nothing to run either, so the C++ side ends the VM itself
// and Hello World pays for no Java thread.

struct SignalQueue {
  std::atomic<int> pending[NSIG];
  sem_t semaphore;

  void post(int sig) {
    pending[sig].fetch_add(1, std::memory_order_release);
    sem_post(&semaphore);
  }

  // Takes one queued signal, blocking until there is one.
  int take() {
    while (true) {
      while (sem_wait(&semaphore) != 0 && errno == EINTR) {
      }
      for (int sig = 1; sig < NSIG; sig++) {
        int n = pending[sig].load(std::memory_order_acquire);
        while (n > 0) {
          if (pending[sig].compare_exchange_weak(n, n - 1, std::memory_order_acq_rel)) return sig;
        }
      }
    }
  }
};

SignalQueue g_from_handlers;
SignalQueue g_to_java;
// Set once the C++ dispatcher runs: before that a termination signal ends the process at once.
std::atomic<bool> g_dispatcher_started{false};
// The thread that installed the handlers: the main thread, which dumps itself on SIGQUIT until
// the dispatcher runs.
pthread_t g_main_pthread;
// Set once start_signal_dispatcher was called (the thread may still be starting).
std::atomic<bool> g_dispatcher_requested{false};
// Set by Shutdown.enableJavaDispatch when the first hook is registered.
std::atomic<bool> g_java_dispatch{false};

// --- handlers ------------------------------------------------------------------------------------

/// SIGSEGV, SIGBUS, SIGFPE, SIGILL: a real crash (jvmlab uses no implicit null or stack
/// checks): the crash report, then abort().
extern "C" void on_crash_signal(int sig, siginfo_t* info, void* ucontext) {
  diagnostics::report_crash(sig, info, ucontext);
}

/// SIGABRT (a failed JVMLAB_GUARANTEE, which printed its message): write the output, then die of
/// the signal (the default action: core dump, the shell's 134).
extern "C" void on_fatal_signal(int sig) {
  write_pending_output_from_signal();
  std::signal(sig, SIG_DFL);
  std::raise(sig);
}

/// SIGTERM, SIGINT, SIGHUP: wake the dispatcher. Before it runs, exit at once with java's
/// status (no hook can have been registered yet). SIGQUIT: wake it for a thread dump (dropped
/// before it runs).
extern "C" void on_termination_signal(int sig) {
  if (!g_dispatcher_started.load(std::memory_order_acquire)) {
    if (sig != SIGQUIT) ::_exit(128 + sig);
    // One Java thread only: it dumps itself. On another (a collector's) thread, pass it on.
    if (!pthread_equal(pthread_self(), g_main_pthread)) {
      pthread_kill(g_main_pthread, SIGQUIT);
      return;
    }
    const int saved_errno = errno;
    diagnostics::print_thread_dump_from_signal();
    errno = saved_errno;
    return;
  }
  g_from_handlers.post(sig);
}

// --- the dispatchers ------------------------------------------------------------------------------

void* signal_dispatcher_main(void*) {
  while (true) {
    const int sig = g_from_handlers.take();
    if (sig == SIGQUIT) {
      // jstack's dump on stdout, and the program goes on. Written after the safepoint: a
      // stopped thread may hold the output lock.
      const std::string dump = diagnostics::thread_dump();
      vm_write(1, dump.data(), dump.size());
      continue;
    }
    if (g_java_dispatch.load(std::memory_order_acquire)) {
      g_to_java.post(sig);
      continue;
    }
    vm_exit(128 + sig);  // the JDK's Terminator: Shutdown.exit(0200 + signal), no hooks to run
  }
  return nullptr;
}

/// Shutdown.waitForSignal()I: blocks (Blocked: safe for the collector's pauses) until the C++
/// dispatcher hands a termination signal over and returns its number.
Slot wait_for_signal(JavaThread* t, Slot*) {
  int sig;
  {
    ThreadStateScope blocked(t, ThreadState::Blocked);
    sig = g_to_java.take();
  }
  return int_slot(sig);
}

/// Shutdown.enableJavaDispatch(Z)V: from now on (or no longer, if the thread could not start)
/// termination signals go to the Java dispatcher.
Slot enable_java_dispatch(JavaThread*, Slot* a) {
  start_signal_dispatcher();
  g_java_dispatch.store(slot_int(a[0]) != 0, std::memory_order_release);
  return 0;
}

}  // namespace

void install_signal_handlers() {
  g_main_pthread = pthread_self();
  sem_init(&g_from_handlers.semaphore, 0, 0);
  sem_init(&g_to_java.semaphore, 0, 0);
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
  return;
#else
  // The main thread's crash handler runs on an alternate stack, so a C stack overflow still
  // gets its report (other threads use their own stack).
  static char alternate_stack[64 * 1024];
  stack_t ss {};
  ss.ss_sp = alternate_stack;
  ss.ss_size = sizeof alternate_stack;
  sigaltstack(&ss, nullptr);
  struct sigaction crash {};
  crash.sa_sigaction = on_crash_signal;
  crash.sa_flags = SA_SIGINFO | SA_NODEFER | SA_ONSTACK;  // NODEFER: a fault in the report reaches it
  sigemptyset(&crash.sa_mask);
  for (int sig : {SIGSEGV, SIGBUS, SIGFPE, SIGILL}) sigaction(sig, &crash, nullptr);
  struct sigaction fatal {};
  fatal.sa_handler = on_fatal_signal;
  fatal.sa_flags = SA_RESETHAND | SA_NODEFER;
  sigemptyset(&fatal.sa_mask);
  sigaction(SIGABRT, &fatal, nullptr);
  struct sigaction terminate {};
  terminate.sa_handler = on_termination_signal;
  terminate.sa_flags = SA_RESTART;  // the other threads' system calls go on
  sigemptyset(&terminate.sa_mask);
  for (int sig : {SIGTERM, SIGINT, SIGHUP, SIGQUIT}) {
    struct sigaction old {};
    // Keep an ignored termination signal ignored (nohup, a shell's background job), as java
    // does; SIGQUIT is always taken over, as HotSpot does for its thread dumps.
    if (sig != SIGQUIT && sigaction(sig, nullptr, &old) == 0 && old.sa_handler == SIG_IGN) continue;
    sigaction(sig, &terminate, nullptr);
  }
#endif
}

/// Diagnostics.crash(I)V, the hidden test hook: a real fault of the kind asked for (11 SIGSEGV:
/// a write to address 16; 8 SIGFPE: an integer division by zero; 4 SIGILL: ud2; 7 SIGBUS: raised;
/// negated: the same, and the crash report then faults inside a step of its own).
Slot crash_for_testing(JavaThread*, Slot* a) {
  static volatile uintptr_t address = 16;
  static volatile int zero = 0;
  static volatile int numerator = 7;  // unknown to the compiler: a real idiv, not 1/x folded
  int kind = slot_int(a[0]);
  if (kind < 0) {
    diagnostics::fault_inside_crash_report_for_testing();
    kind = -kind;
  }
  switch (kind) {
    case SIGFPE: zero = numerator / zero; break;
    case SIGILL: __builtin_trap();
    case SIGBUS: std::raise(SIGBUS); break;
    default: *reinterpret_cast<volatile int*>(address) = 1; break;
  }
  return 0;
}

void register_signal_natives() {
  register_native("jvmlab/internal/Diagnostics", "crash", "(I)V", crash_for_testing);
  const char* S = "jvmlab/internal/Shutdown";
  register_native(S, "waitForSignal", "()I", wait_for_signal);
  register_native(S, "enableJavaDispatch", "(Z)V", enable_java_dispatch);
}

bool start_signal_dispatcher() {
  if (g_dispatcher_requested.exchange(true, std::memory_order_acq_rel)) return true;
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, 256 * 1024);  // prints thread dumps: fmt and strings, no Java
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  pthread_t thread;
  const bool started = pthread_create(&thread, &attr, signal_dispatcher_main, nullptr) == 0;
  pthread_attr_destroy(&attr);
  if (!started) {
    g_dispatcher_requested.store(false, std::memory_order_release);
    return false;
  }
  pthread_setname_np(thread, "Signal Dispatch");
  g_dispatcher_started.store(true, std::memory_order_release);
  return true;
}

}  // namespace jvmlab
