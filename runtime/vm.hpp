// The VM's public services for natives, the interpreter and the launcher. This header gathers the
// per-concept ones (class loading, allocation, strings, exceptions, calls into Java) and adds
// the VM-wide few: options, output, exit, native registration. Implemented in vm.cpp.
// Every function taking a JavaThread* may throw a Java exception: it then sets
// thread->pending_exception and returns null/0/false; callers check and return.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "runtime/classloading/class_loader.hpp"
#include "runtime/exceptions/exceptions.hpp"
#include "runtime/heap/allocation.hpp"
#include "runtime/java_calls.hpp"
#include "runtime/oops/klass.hpp"
#include "runtime/oops/strings.hpp"
#include "runtime/options/options.hpp"
#include "runtime/oops/object.hpp"
#include "runtime/threads/thread.hpp"

namespace jvmlab {

// --- natives ----------------------------------------------------------------------------------

/// Registers the C++ implementation of a native method. Call during VM start only.
void register_native(std::string_view class_name, std::string_view method_name,
                     std::string_view descriptor, NativeFn fn);

/// The options the VM was started with (-D properties, sizes, flags).
const VmOptions& vm_options();
/// The java.lang.Thread object of `t`, created on first use ("main" for the main thread).
Object* java_thread_object(JavaThread* t);

/// Requests VM exit with `code` after flushing output (System.exit, Runtime.halt).
[[noreturn]] void vm_exit(int code);
/// Writes bytes to a standard stream (fd 1 or 2) through its 128-byte buffer, java's
/// BufferedOutputStream under System.out/System.err, then flushes it when `flush` (what an
/// autoflush PrintStream does after each print). Thread-safe: one call's bytes never interleave
/// with another's. `data` may point into the Java heap (it is copied before any wait).
void vm_write(int fd, const char* data, size_t length, bool flush = true);
/// Writes what the buffer of fd 1 or 2 holds (BufferedOutputStream.flush). Thread-safe.
void vm_flush(int fd);

}  // namespace jvmlab
