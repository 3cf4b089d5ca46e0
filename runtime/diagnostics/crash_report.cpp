// The crash report (HotSpot's hs_err_pid<pid>.log): banner on stderr, report file, abort. See
// crash_report.hpp. Everything here runs inside a fatal signal's handler, so it formats into
// fixed buffers (snprintf, write(2)) and allocates nothing. Design after HotSpot's VMError
// (vmError.cpp): numbered steps, each protected against a fault of its own.
#include "runtime/diagnostics/crash_report.hpp"

#include <dlfcn.h>
#include <execinfo.h>
#include <fcntl.h>
#include <setjmp.h>
#include <sys/resource.h>
#include <sys/utsname.h>
#include <ucontext.h>
#include <unistd.h>

#include <atomic>
#include <cinttypes>
#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <ctime>

#include "runtime/diagnostics/signals.hpp"
#include "runtime/frames/stack_walker.hpp"
#include "runtime/options/flags.hpp"
#include "runtime/options/options.hpp"
#include "runtime/threads/threads.hpp"
#include "runtime/universe.hpp"

namespace jvmlab::diagnostics {

namespace {

// --- what prepare_crash_report copies ahead ------------------------------------------------------
char g_error_file[1024];  // -XX:ErrorFile (may hold %p), empty for the default
int64_t g_vm_start_ns = 0;
char g_vm_mode[64] = "mixed mode";  // vm_mode_text(options), copied at start

// --- the reporting thread and its steps ------------------------------------------------------------
std::atomic<int> g_reporter_tid{0};   // kernel tid of the thread writing the report, 0 before
sigjmp_buf g_step_jump;               // where a fault inside a step returns to
volatile sig_atomic_t g_step_active = 0;
volatile sig_atomic_t g_secondary_signal = 0;
volatile sig_atomic_t g_secondary_count = 0;

// Test hook (Diagnostics.crash with a negative signal): the "thread" step faults on purpose, so
// tests see a fault inside the report skipped, not looping.
std::atomic<bool> g_fault_in_report{false};

int64_t monotonic_ns() {
  timespec now {};
  clock_gettime(CLOCK_MONOTONIC, &now);
  return int64_t(now.tv_sec) * 1000000000 + now.tv_nsec;
}

/// Formats into a fixed buffer and writes to one or two file descriptors (-1: none).
class Out {
 public:
  Out(int fd1, int fd2 = -1) : fd1_(fd1), fd2_(fd2) {}
  void print(const char* s) { write_both(s, std::strlen(s)); }
  [[gnu::format(printf, 2, 3)]] void printf(const char* format, ...) {
    char buf[1024];
    va_list ap;
    va_start(ap, format);
    const int n = std::vsnprintf(buf, sizeof buf, format, ap);
    va_end(ap);
    if (n > 0) write_both(buf, std::min(size_t(n), sizeof buf - 1));
  }
  int fd1() const { return fd1_; }

 private:
  void write_both(const char* p, size_t n) {
    for (int fd : {fd1_, fd2_}) {
      if (fd < 0) continue;
      const char* q = p;
      size_t left = n;
      while (left > 0) {
        const ssize_t w = ::write(fd, q, left);
        if (w <= 0) break;
        q += w;
        left -= size_t(w);
      }
    }
  }
  int fd1_, fd2_;
};

const char* signal_name(int sig) {
  switch (sig) {
    case SIGSEGV: return "SIGSEGV";
    case SIGBUS: return "SIGBUS";
    case SIGFPE: return "SIGFPE";
    case SIGILL: return "SIGILL";
    default: return "SIG?";
  }
}

const char* code_name(int sig, int code) {
  if (code == SI_USER) return "SI_USER";
  if (code == SI_TKILL) return "SI_TKILL";
  if (code == SI_QUEUE) return "SI_QUEUE";
  switch (sig) {
    case SIGSEGV:
      if (code == SEGV_MAPERR) return "SEGV_MAPERR";
      if (code == SEGV_ACCERR) return "SEGV_ACCERR";
      break;
    case SIGBUS:
      if (code == BUS_ADRALN) return "BUS_ADRALN";
      if (code == BUS_ADRERR) return "BUS_ADRERR";
      if (code == BUS_OBJERR) return "BUS_OBJERR";
      break;
    case SIGFPE:
      if (code == FPE_INTDIV) return "FPE_INTDIV";
      if (code == FPE_INTOVF) return "FPE_INTOVF";
      if (code == FPE_FLTDIV) return "FPE_FLTDIV";
      break;
    case SIGILL:
      if (code == ILL_ILLOPC) return "ILL_ILLOPC";
      if (code == ILL_ILLOPN) return "ILL_ILLOPN";
      if (code == ILL_PRVOPC) return "ILL_PRVOPC";
      break;
  }
  return "unknown";
}

const void* fault_pc(void* ucontext) {
#if defined(__x86_64__)
  return ucontext ? reinterpret_cast<const void*>(static_cast<ucontext_t*>(ucontext)->uc_mcontext.gregs[REG_RIP]) : nullptr;
#elif defined(__aarch64__)
  return ucontext ? reinterpret_cast<const void*>(static_cast<ucontext_t*>(ucontext)->uc_mcontext.pc) : nullptr;
#else
  return nullptr;
#endif
}

// "V  [jvmlab+0x1234]  symbol+0x12" (V: the VM's own code; C: any other library), HotSpot's form.
void print_native_frame(Out& out, const void* pc) {
  Dl_info info {};
  if (!pc || dladdr(pc, &info) == 0 || !info.dli_fname) {
    out.printf("C  0x%016" PRIxPTR "\n", reinterpret_cast<uintptr_t>(pc));
    return;
  }
  const char* lib = std::strrchr(info.dli_fname, '/');
  lib = lib ? lib + 1 : info.dli_fname;
  const bool vm = std::strcmp(lib, "jvmlab") == 0;
  const uintptr_t offset = reinterpret_cast<uintptr_t>(pc) - reinterpret_cast<uintptr_t>(info.dli_fbase);
  if (info.dli_sname && info.dli_saddr) {
    out.printf("%s  [%s+0x%" PRIxPTR "]  %s+0x%" PRIxPTR "\n", vm ? "V" : "C", lib, offset, info.dli_sname,
               reinterpret_cast<uintptr_t>(pc) - reinterpret_cast<uintptr_t>(info.dli_saddr));
  } else {
    out.printf("%s  [%s+0x%" PRIxPTR "]\n", vm ? "V" : "C", lib, offset);
  }
}

// A Java String's text, ASCII (others as '?'), into `buf`; no allocation.
void copy_java_string(Object* s, char* buf, size_t size) {
  buf[0] = 0;
  if (!s || !universe || !universe->heap.contains(s)) return;
  Object* value = get_ref_field(s, universe->string_value_offset);
  if (!value || !universe->heap.contains(value)) return;
  const char16_t* c = array_data<char16_t>(value);
  const size_t n = std::min(size_t(array_length(value)), size - 1);
  for (size_t i = 0; i < n; i++) buf[i] = c[i] < 0x80 && c[i] >= 0x20 ? char(c[i]) : '?';
  buf[n] = 0;
}

// The thread's name from its java.lang.Thread object (the "name" field, found without loading).
void thread_name(JavaThread* t, char* buf, size_t size) {
  // The main thread has no Thread object until the program asks for one.
  std::snprintf(buf, size, "%s", universe && t == universe->main_thread ? "main" : "?");
  Object* thread = t->java_thread;
  if (!thread || !universe || !universe->heap.contains(thread)) return;
  Klass* k = thread->klass;
  while (k && k->name != "java/lang/Thread") k = k->super;
  if (!k) return;
  if (Field* f = k->find_declared_field("name", "Ljava/lang/String;")) copy_java_string(get_ref_field(thread, f->offset), buf, size);
}

const char* vm_state_name(ThreadState s) {
  switch (s) {
    case ThreadState::New: return "_thread_new";
    case ThreadState::InJava: return "_thread_in_Java";
    case ThreadState::InVM: return "_thread_in_vm";
    case ThreadState::InNative: return "_thread_in_native";
    case ThreadState::Blocked: return "_thread_blocked";
    case ThreadState::Terminated: return "_thread_terminated";
  }
  return "_thread_unknown";
}

// `JavaThread "main" [_thread_in_vm, id=123, java stack(0x..,0x..)]`
void print_thread_line(Out& out, JavaThread* t) {
  char name[128];
  thread_name(t, name, sizeof name);
  out.printf("JavaThread \"%s\"%s [%s, id=%d, java stack(0x%016" PRIxPTR ",0x%016" PRIxPTR ")]", name,
             t->daemon ? " daemon" : "", vm_state_name(t->state.load(std::memory_order_relaxed)),
             t->os_tid.load(std::memory_order_relaxed), reinterpret_cast<uintptr_t>(t->stack_start),
             reinterpret_cast<uintptr_t>(t->stack_limit));
}

// --- the steps ---------------------------------------------------------------------------------

struct Report {
  Out& out;
  int sig;
  siginfo_t* info;
  void* ucontext;
  JavaThread* thread;  // the crashing Java thread, or null
};

void step_summary(Report& r) {
  r.out.print("---------------  S U M M A R Y ------------\n\nCommand Line:");
  char buf[4096];
  const int fd = ::open("/proc/self/cmdline", O_RDONLY | O_CLOEXEC);
  ssize_t n = fd >= 0 ? ::read(fd, buf, sizeof buf - 1) : -1;
  if (fd >= 0) ::close(fd);
  if (n > 0) {
    buf[n] = 0;
    const char* p = buf + std::strlen(buf) + 1;  // after the executable
    while (p < buf + n) {
      r.out.printf(" %s", p);
      p += std::strlen(p) + 1;
    }
  }
  r.out.print("\n\n");
  utsname u {};
  uname(&u);
  r.out.printf("Host: %s %s, %ld cores\n", u.sysname, u.machine, sysconf(_SC_NPROCESSORS_ONLN));
  const time_t now = std::time(nullptr);
  tm utc {};
  gmtime_r(&now, &utc);
  char date[64];
  std::strftime(date, sizeof date, "%a %b %e %H:%M:%S %Y UTC", &utc);
  r.out.printf("Time: %s elapsed time: %.6f seconds\n\n", date, double(monotonic_ns() - g_vm_start_ns) / 1e9);
}

void step_thread(Report& r) {
  r.out.print("---------------  T H R E A D  ---------------\n\n");
  if (g_fault_in_report.load(std::memory_order_relaxed)) {
    static volatile uintptr_t bad = 24;
    *reinterpret_cast<volatile int*>(bad) = 1;
  }
  if (r.thread) {
    r.out.printf("Current thread (0x%016" PRIxPTR "):  ", reinterpret_cast<uintptr_t>(r.thread));
    print_thread_line(r.out, r.thread);
    r.out.print("\n\n");
  } else {
    r.out.printf("Current thread is native thread (not a Java thread), id=%d\n\n", int(::gettid()));
  }
}

void step_native_frames(Report& r) {
  // jvmlab exports no symbols (dynamic symbols cost start-up time): its frames are offsets,
  // which `addr2line -f -C -e build/jvmlab 0x<offset>` names.
  r.out.print("Native frames: (J=compiled Java code, j=interpreted, Vv=VM code, C=native code;"
              " name jvmlab+0x.. with addr2line -f -C -e <jvmlab> 0x..)\n");
  void* frames[64];
  const int n = backtrace(frames, 64);
  // Skip the handler's own frames: start at the faulting pc when the unwinder saw it.
  const void* pc = fault_pc(r.ucontext);
  int first = 0;
  for (int i = 0; i < n; i++) {
    if (frames[i] == pc) {
      first = i;
      break;
    }
  }
  if (first == 0 && pc) print_native_frame(r.out, pc);
  for (int i = first; i < n; i++) print_native_frame(r.out, frames[i]);
  r.out.print("\n");
}

void step_java_frames(Report& r) {
  r.out.print("Java frames: (J=compiled Java code, j=interpreted, Vv=VM code)\n");
  if (!r.thread) {
    r.out.print("(not a Java thread)\n\n");
    return;
  }
  for (StackWalker w(r.thread); !w.done(); w.next()) {
    const JavaFrame& f = w.current();
    Method* m = f.method;
    if (!m) continue;
    char klass[512];
    std::snprintf(klass, sizeof klass, "%s", m->holder->name.c_str());
    for (char* p = klass; *p; p++) {
      if (*p == '/') *p = '.';
    }
    const char* source = m->holder->class_file ? m->holder->class_file->source_file.c_str() : "";
    const int line = f.bci >= 0 && !m->is_native() ? m->line_number(f.bci) : -1;
    if (m->is_native()) {
      r.out.printf("j  %s.%s%s+0 (Native Method)\n", klass, m->name.c_str(), m->descriptor.c_str());
    } else if (line >= 0 && *source) {
      r.out.printf("j  %s.%s%s+%d (%s:%d)\n", klass, m->name.c_str(), m->descriptor.c_str(), f.bci, source, line);
    } else {
      r.out.printf("j  %s.%s%s+%d\n", klass, m->name.c_str(), m->descriptor.c_str(), f.bci);
    }
  }
  r.out.print("\n");
}

void step_siginfo(Report& r) {
  r.out.printf("siginfo: si_signo: %d (%s), si_code: %d (%s), si_addr: 0x%016" PRIxPTR "\n\n", r.sig,
               signal_name(r.sig), r.info ? r.info->si_code : 0, code_name(r.sig, r.info ? r.info->si_code : 0),
               reinterpret_cast<uintptr_t>(r.info ? r.info->si_addr : nullptr));
#if defined(__x86_64__)
  if (r.ucontext) {
    const greg_t* g = static_cast<ucontext_t*>(r.ucontext)->uc_mcontext.gregs;
    r.out.printf("Registers:\nRAX=0x%016llx, RBX=0x%016llx, RCX=0x%016llx, RDX=0x%016llx\n"
                 "RSP=0x%016llx, RBP=0x%016llx, RSI=0x%016llx, RDI=0x%016llx\n"
                 "RIP=0x%016llx, EFLAGS=0x%016llx\n\n",
                 (unsigned long long)g[REG_RAX], (unsigned long long)g[REG_RBX], (unsigned long long)g[REG_RCX],
                 (unsigned long long)g[REG_RDX], (unsigned long long)g[REG_RSP], (unsigned long long)g[REG_RBP],
                 (unsigned long long)g[REG_RSI], (unsigned long long)g[REG_RDI], (unsigned long long)g[REG_RIP],
                 (unsigned long long)g[REG_EFL]);
  }
#endif
}

void step_threads(Report& r) {
  r.out.print("---------------  P R O C E S S  ---------------\n\nJava Threads: ( => current thread )\n");
  struct Arg {
    Out* out;
    JavaThread* current;
  } arg{&r.out, r.thread};
  // The thread list's lock: held only briefly by threads starting or ending.
  threads::for_each(
      [](JavaThread* t, void* p) {
        auto* a = static_cast<Arg*>(p);
        a->out->printf("%s0x%016" PRIxPTR " ", t == a->current ? "=>" : "  ", reinterpret_cast<uintptr_t>(t));
        print_thread_line(*a->out, t);
        a->out->print("\n");
      },
      &arg);
  r.out.print("\n");
}

void step_heap(Report& r) {
  if (!universe) return;
  // Lock-free figures only (the page allocator's statistics take its lock).
  const gc::PageAllocator& pages = universe->heap.page_allocator();
  r.out.printf("Heap:\n jvmlab heap     committed %zuM, max capacity %zuM, reserved [0x%016" PRIxPTR ", 0x%016" PRIxPTR ")\n\n",
               pages.committed_bytes() >> 20, pages.max_capacity() >> 20, pages.base(),
               pages.base() + pages.reserved_bytes());
}

void step_vm_arguments(Report& r) {
  // The launcher's words, from /proc/self/cmdline: options up to the main class, then the rest.
  char buf[8192];
  const int fd = ::open("/proc/self/cmdline", O_RDONLY | O_CLOEXEC);
  ssize_t n = fd >= 0 ? ::read(fd, buf, sizeof buf - 1) : -1;
  if (fd >= 0) ::close(fd);
  if (n <= 0) return;
  buf[n] = 0;
  const char* main_class = universe ? universe->options.main_class.c_str() : "";
  r.out.print("VM Arguments:\njvm_args:");
  const char* p = buf + std::strlen(buf) + 1;
  bool command = false;
  while (p < buf + n) {
    if (!command && (std::strcmp(p, main_class) == 0 || std::strcmp(p, "-jar") == 0)) {
      command = true;
      r.out.print("\njava_command:");
      if (std::strcmp(p, "-jar") == 0) {
        p += std::strlen(p) + 1;
        continue;
      }
    }
    r.out.printf(" %s", p);
    p += std::strlen(p) + 1;
  }
  if (universe) {
    r.out.print("\njava_class_path (initial):");
    const std::vector<std::string>& cp = universe->options.class_path;
    for (size_t i = 0; i < cp.size(); i++) r.out.printf("%s%s", i ? ":" : " ", cp[i].c_str());
  }
  r.out.print("\n\n");
}

/// Runs one step; a fault inside it is reported and the report goes on with the next.
void run_step(Report& r, const char* name, void (*step)(Report&)) {
  if (sigsetjmp(g_step_jump, 1) == 0) {
    g_step_active = 1;
    step(r);
  } else {
    r.out.printf("[error occurred during error reporting (%s), id 0x%x]\n\n", name, int(g_secondary_signal));
  }
  g_step_active = 0;
}

// The report file: -XX:ErrorFile (with %p) or hs_err_pid<pid>.log in the working directory, then
// the same name in /tmp. Writes the path the banner shows into `path`: absolute for the default
// name, -XX:ErrorFile's as given.
int open_report_file(char* path, size_t size) {
  const int pid = int(::getpid());
  char name[1100];
  if (g_error_file[0]) {
    size_t j = 0;
    for (const char* p = g_error_file; *p && j + 12 < sizeof name; p++) {
      if (p[0] == '%' && p[1] == 'p') {
        j += size_t(std::snprintf(name + j, sizeof name - j, "%d", pid));
        p++;
      } else if (p[0] == '%' && p[1] == '%') {
        name[j++] = '%';
        p++;
      } else {
        name[j++] = *p;
      }
    }
    name[j] = 0;
  } else {
    std::snprintf(name, sizeof name, "hs_err_pid%d.log", pid);
  }
  if (name[0] == '/' || g_error_file[0]) {
    std::snprintf(path, size, "%s", name);  // -XX:ErrorFile's name as given, as HotSpot shows it
  } else {
    char cwd[900];
    if (!getcwd(cwd, sizeof cwd)) cwd[0] = 0;
    std::snprintf(path, size, "%s/%s", cwd, name);
  }
  int fd = ::open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
  if (fd >= 0) return fd;
  const char* base = std::strrchr(name, '/');
  std::snprintf(path, size, "/tmp/%s", base ? base + 1 : name);
  return ::open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
}

void print_banner(Out& out, Report& r) {
  out.print("#\n# A fatal error has been detected by the Java Runtime Environment:\n#\n");
  out.printf("#  %s (0x%x) at pc=0x%016" PRIxPTR ", pid=%d, tid=%d\n#\n", signal_name(r.sig), r.sig,
             reinterpret_cast<uintptr_t>(fault_pc(r.ucontext)), int(::getpid()), int(::gettid()));
  out.print("# JRE version: jvmlab Runtime Environment (0.1.0) (build 0.1.0)\n");
  out.printf("# Java VM: jvmlab 64-Bit VM (0.1.0, %s, linux-amd64)\n", g_vm_mode);
  out.print("# Problematic frame:\n# ");
  print_native_frame(out, fault_pc(r.ucontext));
  out.print("#\n");
  rlimit core {};
  if (getrlimit(RLIMIT_CORE, &core) == 0 && core.rlim_cur == 0) {
    out.print("# No core dump will be written. Core dumps have been disabled. To enable core dumping, "
              "try \"ulimit -c unlimited\" before starting Java again\n#\n");
  } else {
    out.print("# Core dump will be written. Default location: as /proc/sys/kernel/core_pattern says\n#\n");
  }
}

[[noreturn]] void die() {
  struct sigaction dfl {};
  dfl.sa_handler = SIG_DFL;
  sigemptyset(&dfl.sa_mask);
  sigaction(SIGABRT, &dfl, nullptr);
  sigset_t abrt;
  sigemptyset(&abrt);
  sigaddset(&abrt, SIGABRT);
  pthread_sigmask(SIG_UNBLOCK, &abrt, nullptr);
  ::abort();
}

}  // namespace

void fault_inside_crash_report_for_testing() { g_fault_in_report.store(true, std::memory_order_relaxed); }

const char* vm_mode_for_reports() { return g_vm_mode; }

void prepare_crash_report(const VmOptions& options) {
  g_vm_start_ns = monotonic_ns();
  std::snprintf(g_vm_mode, sizeof g_vm_mode, "%s", vm_mode_text(options).c_str());
  const std::string error_file = xx_flag_value(options, "ErrorFile", nullptr);
  std::snprintf(g_error_file, sizeof g_error_file, "%s", error_file.c_str());
  void* warm[2];
  backtrace(warm, 2);  // loads libgcc_s now, not in the handler
}

void report_crash(int sig, siginfo_t* info, void* ucontext) {
  const int self = int(::gettid());
  int expected = 0;
  if (!g_reporter_tid.compare_exchange_strong(expected, self)) {
    if (expected == self) {
      // A fault inside the report: back to its step, or, outside one (or too many), give up.
      g_secondary_signal = sig;
      g_secondary_count = g_secondary_count + 1;  // C++20 deprecates ++ on a volatile
      if (g_step_active && g_secondary_count < 16) siglongjmp(g_step_jump, 1);
      die();
    }
    while (true) pause();  // another thread is reporting; its abort() ends this one too
  }
  write_pending_output_from_signal();
  JavaThread* t = JavaThread::current();
  Out err(1);  // HotSpot's error stream is stdout (DisplayVMOutputToStderr is off by default)
  Report r{err, sig, info, ucontext, t};
  print_banner(err, r);
  char path[2048];
  const int fd = open_report_file(path, sizeof path);
  if (fd >= 0) {
    err.printf("# An error report file with more information is saved as:\n# %s\n#\n", path);
  } else {
    err.print("# Can not save log file, dump to screen..\n#\n");
  }
  Out file(fd >= 0 ? fd : 1);
  Report fr{file, sig, info, ucontext, t};
  if (fd >= 0) {
    print_banner(file, fr);
    file.print("\n");
  }
  run_step(fr, "summary", step_summary);
  run_step(fr, "thread", step_thread);
  run_step(fr, "native frames", step_native_frames);
  run_step(fr, "java frames", step_java_frames);
  run_step(fr, "siginfo", step_siginfo);
  run_step(fr, "threads", step_threads);
  run_step(fr, "heap", step_heap);
  run_step(fr, "vm arguments", step_vm_arguments);
  file.print("END.\n");
  if (fd >= 0) ::close(fd);
  die();
}

}  // namespace jvmlab::diagnostics
