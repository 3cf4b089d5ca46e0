// JavaThread: construction of a thread's Java stack and the current-thread pointer.
#include <sys/mman.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include "runtime/threads/thread.hpp"

#include "runtime/oops/klass.hpp"

namespace jvmlab {

namespace {
thread_local JavaThread* g_current_thread = nullptr;
}

JavaThread::JavaThread(size_t stack_bytes) {
  size_t slots = std::max<size_t>(stack_bytes / sizeof(Slot), 4096);
  size_t reserve = slots / 8 + 16384;  // room to construct StackOverflowError and its trace
  size_t bytes = (slots + reserve) * sizeof(Slot);
  void* mem = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (mem == MAP_FAILED) {
    std::fprintf(stderr, "Error: could not allocate the Java thread stack\n");
    std::_Exit(1);
  }
  stack_start = static_cast<Slot*>(mem);
  stack_limit = stack_start + slots;
  stack_reserve_end = stack_start + slots + reserve - 64;
  stack_top = stack_start;
}

JavaThread::~JavaThread() {
  munmap(stack_start, size_t(stack_reserve_end + 64 - stack_start) * sizeof(Slot));
}

JavaThread* JavaThread::current() { return g_current_thread; }
void JavaThread::set_current(JavaThread* t) { g_current_thread = t; }

int Frame::bci() const { return pc ? int(pc - method->code.data()) : -1; }

}  // namespace jvmlab
