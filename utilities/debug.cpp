// The failing path of JVMLAB_ASSERT, JVMLAB_GUARANTEE and JVMLAB_UNREACHABLE: one report on
// stderr, then abort. See debug.hpp.
#include "utilities/debug.hpp"

#include <pthread.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string_view>

#include <fmt/format.h>

namespace jvmlab::debug {

namespace {

/// `file` relative to the repository root when it lies below it (the root is where this file's
/// own path, utilities/debug.cpp, begins). A path the compiler was given relative to the build
/// directory (`../tests/unit/x.cpp`, as ccache's base_dir rewrites them) loses its leading `../`
/// and `./` steps, which lead back to the root.
std::string_view repository_path(const char* file) {
  std::string_view self = __FILE__;
  constexpr std::string_view kSelf = "utilities/debug.cpp";
  std::string_view path = file ? file : "?";
  if (self.size() >= kSelf.size() && self.ends_with(kSelf)) {
    const std::string_view root = self.substr(0, self.size() - kSelf.size());
    if (!root.empty() && path.starts_with(root)) path.remove_prefix(root.size());
  }
  while (path.starts_with("../") || path.starts_with("./")) path.remove_prefix(path.find('/') + 1);
  return path;
}

}  // namespace

void report_failure(const char* kind, const char* condition, const char* message, const char* file,
                    int line) {
  char thread_name[32] = "?";
  pthread_getname_np(pthread_self(), thread_name, sizeof thread_name);
  const long tid = syscall(SYS_gettid);
  const char* text = message ? message : "";
  // One write per line, formatted on the stack (no allocation on the way down).
  fmt::memory_buffer out;
  if (condition) {
    fmt::format_to(std::back_inserter(out), "# jvmlab: {}: {}: {}\n", kind, condition, text);
  } else {
    fmt::format_to(std::back_inserter(out), "# jvmlab: {}: {}\n", kind, text);
  }
  fmt::format_to(std::back_inserter(out), "#   at {}:{} in thread \"{}\" (tid {})\n",
                 repository_path(file), line, thread_name, tid);
  // The program's output so far comes first, unless another thread holds stdout (never wait).
  if (ftrylockfile(stdout) == 0) {
    fflush_unlocked(stdout);
    funlockfile(stdout);
  }
  std::fwrite(out.data(), 1, out.size(), stderr);
  std::fflush(stderr);
  std::abort();
}

}  // namespace jvmlab::debug
