// Assertions (utilities/debug.hpp): in a build with asserts JVMLAB_ASSERT(false) aborts with its
// message and location; without, its condition is compiled but never evaluated; JVMLAB_GUARANTEE
// and JVMLAB_UNREACHABLE abort in every build; and the asserts reach the libraries (a forwarding
// insert off its page aborts in gc/). Failures run in a forked child, whose stderr and exit status
// the parent reads.
#include <catch2/catch.hpp>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <string>

#include "gc/forwarding.hpp"
#include "utilities/debug.hpp"

namespace {

struct ChildResult {
  bool aborted = false;  // killed by SIGABRT
  int status = 0;
  std::string err;       // what the child wrote to stderr
};

/// Runs `body` in a forked child with stderr on a pipe; returns how the child ended.
template <typename F>
ChildResult run_in_child(F body) {
  int fds[2];
  REQUIRE(pipe(fds) == 0);
  const pid_t pid = fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    close(fds[0]);
    dup2(fds[1], STDERR_FILENO);
    signal(SIGABRT, SIG_DFL);  // not Catch2's handler, which would report a failure in the child
    alarm(20);  // a hang fails the test (SIGALRM), it does not hang the suite
    body();
    _exit(0);
  }
  close(fds[1]);
  ChildResult r;
  char buf[512];
  ssize_t n;
  while ((n = read(fds[0], buf, sizeof buf)) > 0) r.err.append(buf, size_t(n));
  close(fds[0]);
  REQUIRE(waitpid(pid, &r.status, 0) == pid);
  r.aborted = WIFSIGNALED(r.status) && WTERMSIG(r.status) == SIGABRT;
  return r;
}

}  // namespace

TEST_CASE("JVMLAB_GUARANTEE aborts with condition, message, file and line in every build", "[debug]") {
  const ChildResult r = run_in_child([] {
    const int granules = 3;
    JVMLAB_GUARANTEE(granules % 2 == 0, "a medium page has an even number of granules");
  });
  CHECK(r.aborted);
  CHECK(r.err.find("# jvmlab: guarantee failed: granules % 2 == 0: a medium page has an even number of granules\n") !=
        std::string::npos);
  CHECK(r.err.find("#   at tests/unit/debug_test.cpp:") != std::string::npos);
  CHECK(r.err.find("in thread \"") != std::string::npos);
}

TEST_CASE("JVMLAB_GUARANTEE that holds does nothing", "[debug]") {
  int evaluated = 0;
  JVMLAB_GUARANTEE(++evaluated == 1, "evaluated once");
  CHECK(evaluated == 1);
}

TEST_CASE("JVMLAB_UNREACHABLE aborts in every build", "[debug]") {
  const ChildResult r = run_in_child([] { JVMLAB_UNREACHABLE("every enumerator is handled above"); });
  CHECK(r.aborted);
  CHECK(r.err.find("# jvmlab: unreachable: every enumerator is handled above\n") != std::string::npos);
}

#if JVMLAB_ASSERTS

TEST_CASE("asserts build: JVMLAB_ASSERT(false) aborts with its message", "[debug]") {
  STATIC_REQUIRE(jvmlab::debug::kAssertsEnabled);
  const ChildResult r = run_in_child([] { JVMLAB_ASSERT(1 + 1 == 3, "arithmetic still works"); });
  CHECK(r.aborted);
  CHECK(r.err.find("# jvmlab: assert failed: 1 + 1 == 3: arithmetic still works\n") != std::string::npos);
  CHECK(r.err.find("#   at tests/unit/debug_test.cpp:") != std::string::npos);
}

TEST_CASE("asserts build: JVMLAB_ASSERT evaluates its condition once", "[debug]") {
  int evaluated = 0;
  JVMLAB_ASSERT(++evaluated == 1, "evaluated once");
  CHECK(evaluated == 1);
}

TEST_CASE("asserts build: the collector's asserts are compiled into gc/ (a forwarding insert off its page)",
          "[debug][gc]") {
  using namespace jvmlab::gc;
  const ChildResult r = run_in_child([] {
    const uintptr_t base = uintptr_t(1) << 40;  // no memory is touched: insert only encodes
    Page page(PageType::Small, base + kGranuleSize, kGranuleSize);
    Forwarding f(&page, base, 4, 64);
    f.insert(page.start + kGranuleSize, base + 8 * kGranuleSize);  // one past the page's end
  });
  CHECK(r.aborted);
  CHECK(r.err.find("a forwarded object starts 8-aligned on the Forwarding's page") != std::string::npos);
  CHECK(r.err.find("#   at gc/forwarding.cpp:") != std::string::npos);
}

#else

TEST_CASE("build without asserts: JVMLAB_ASSERT compiles its condition but never evaluates it", "[debug]") {
  STATIC_REQUIRE_FALSE(jvmlab::debug::kAssertsEnabled);
  int evaluated = 0;
  JVMLAB_ASSERT(++evaluated == 1, "not evaluated");
  JVMLAB_ASSERT(false, "not checked");
  CHECK(evaluated == 0);
}

#endif
