// The list of native registration functions, called once at VM start.
#include "runtime/natives/natives.hpp"

#include "runtime/jni/native_library.hpp"

namespace jvmlab::natives {

void register_all() {
  register_lang_natives();
  register_math_natives();
  register_throwable_natives();
  register_io_natives();
  register_file_natives();
  register_util_natives();  // java.util.zip, SecureRandom, TimeZone
  register_ref_natives();
  register_invoke_natives();  // java.lang.invoke
  register_native_library_natives();  // Runtime.load0 (System.load/loadLibrary)
}

}  // namespace jvmlab::natives
