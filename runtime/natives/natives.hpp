// Registration of the class library's native methods. Each file in runtime/natives/ implements
// the natives of one area and exposes one register function, called once at VM start.
#pragma once

#include "runtime/oops/object.hpp"
#include "runtime/threads/thread.hpp"

namespace jvmlab::natives {

void register_lang_natives();    // java.lang.Object, Class, System, Runtime, Thread, String
void register_math_natives();    // java.lang.Math/StrictMath, Float/Double bits and parsing
void register_throwable_natives();  // java.lang.Throwable backtraces
void register_io_natives();      // standard streams
void register_file_natives();    // jvmlab.internal.Posix: files and directories (file_natives.cpp)
void register_util_natives();    // zlib (CRC32, Adler32, Deflater, Inflater), SecureRandom, TimeZone
void register_ref_natives();     // java.lang.ref: Reference, SoftReference (ref_natives.cpp)
void register_invoke_natives();  // java.lang.invoke: direct method handles (invoke_natives.cpp)

/// java.lang.reflect and Class's reflective natives (reflect_natives.cpp): constructors,
/// Constructor.newInstance, methods, fields. Called by register_lang_natives.
void register_reflect_natives();

/// Writes the current thread's stack (as many frames as fit in the array's capacity) into the
/// long[] backtrace already attached to `throwable`, and clears the rest of it: the stack trace
/// of a preallocated OutOfMemoryError (throwable_natives.cpp). Never allocates.
void fill_backtrace_in_place(JavaThread* t, Object* throwable);

/// Calls every register function above.
void register_all();

}  // namespace jvmlab::natives
