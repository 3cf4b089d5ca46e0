// Assertions: JVMLAB_ASSERT (checked in builds with asserts: Debug, or -DJVMLAB_ASSERTS=ON),
// JVMLAB_GUARANTEE (checked in every build) and JVMLAB_UNREACHABLE (fatal in every build). The
// check is inline; the failing path (report to stderr, abort) is out of line in utilities/debug.cpp.
// Stops there: no error recovery, no logging (a broken invariant is not an error of the program).
//
// The bottom folder: every other folder may include it, gc/ and classfile/ too; it includes
// nothing of the project. After HotSpot's utilities/debug.hpp (assert, guarantee,
// ShouldNotReachHere) and LLVM's "assert liberally".
//
// Which one to use (STYLE.md: three kinds of failure, three paths):
//   JVMLAB_ASSERT      an invariant of jvmlab's own code, cheap enough to check in test builds
//                      but not on every product path: `JVMLAB_ASSERT(page != nullptr, "a marked
//                      address maps to a page")`. Disabled, the condition still compiles (it
//                      cannot rot) but is never evaluated: write no side effect in it.
//   JVMLAB_GUARANTEE   an invariant whose violation would corrupt memory or hang if it went on,
//                      and whose check costs nothing next to the work around it.
//   JVMLAB_UNREACHABLE a path that cannot be taken (a switch over every enumerator, ...).
// An error in the Java program is never one of these: it is a Java exception.
//
// A failure prints, and aborts (SIGABRT, so a core dump or a debugger stops there):
//   # jvmlab: assert failed: page != nullptr: a marked address maps to a page
//   #   at gc/mark.cpp:60 in thread "ZWorker#0" (tid 4711)
#pragma once

// JVMLAB_ASSERTS: 1 when JVMLAB_ASSERT checks (CMake option JVMLAB_ASSERTS, defined for every
// translation unit so that inline code is the same everywhere), else 0.
#ifndef JVMLAB_ASSERTS
#define JVMLAB_ASSERTS 0
#endif

namespace jvmlab::debug {

/// True in builds where JVMLAB_ASSERT checks its condition.
inline constexpr bool kAssertsEnabled = JVMLAB_ASSERTS != 0;

/// The failing path of the three macros: writes `# jvmlab: <kind>: <condition>: <message>` and
/// `#   at <file>:<line> in thread "<name>" (tid <n>)` to stderr, flushes it and aborts.
/// `kind` is "assert failed", "guarantee failed" or "unreachable" (then `condition` is null).
/// `file` may be absolute: the part up to the repository root is dropped. Never returns; safe to
/// call from any thread (two failing threads may interleave their lines).
[[noreturn, gnu::cold, gnu::noinline]] void report_failure(const char* kind, const char* condition,
                                                           const char* message, const char* file,
                                                           int line);

}  // namespace jvmlab::debug

/// Checks `cond` in builds with asserts; otherwise compiles it without evaluating it.
/// `msg`: a string literal naming the invariant ("page must be in the relocation set").
#if JVMLAB_ASSERTS
#define JVMLAB_ASSERT(cond, msg)                                                              \
  do {                                                                                        \
    if (!(cond)) [[unlikely]]                                                                 \
      ::jvmlab::debug::report_failure("assert failed", #cond, (msg), __FILE__, __LINE__);     \
  } while (0)
#else
#define JVMLAB_ASSERT(cond, msg)  \
  do {                            \
    if (false) {                  \
      (void)(cond);               \
      (void)(msg);                \
    }                             \
  } while (0)
#endif

/// Checks `cond` in every build.
#define JVMLAB_GUARANTEE(cond, msg)                                                           \
  do {                                                                                        \
    if (!(cond)) [[unlikely]]                                                                 \
      ::jvmlab::debug::report_failure("guarantee failed", #cond, (msg), __FILE__, __LINE__);  \
  } while (0)

/// Marks a path that cannot be taken: fatal in every build.
#define JVMLAB_UNREACHABLE(msg) \
  ::jvmlab::debug::report_failure("unreachable", nullptr, (msg), __FILE__, __LINE__)
