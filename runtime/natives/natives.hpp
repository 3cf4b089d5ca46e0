// Registration of the class library's native methods. Each file in runtime/natives/ implements
// the natives of one area and exposes one register function, called once at VM start.
#pragma once

namespace jvmlab::natives {

void register_lang_natives();    // java.lang.Object, Class, System, Runtime, Thread, String
void register_math_natives();    // java.lang.Math/StrictMath, Float/Double bits and parsing
void register_throwable_natives();  // java.lang.Throwable backtraces
void register_io_natives();      // standard streams

/// Calls every register function above.
void register_all();

}  // namespace jvmlab::natives
