// Natives of the standard streams: jvmlab.internal.StdOutputStream (vm_write into the VM's
// 128-byte buffers, java's BufferedOutputStream) and jvmlab.internal.StdInputStream (read(2) on
// fd 0); and the two that serialization needs (ObjectInputStream.newSerialInstance,
// ObjectStreamClass.hasStaticInitializer). Does not open files (file_natives.cpp does).
// GC safety: writeString reads the String's chars in place into a C++ buffer (no safepoint in
// between); writeBytes hands vm_write a pointer into the byte[], which vm_write copies before it
// may block; the reader blocks outside the heap (see read_bytes).
#include <sys/ioctl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <string>
#include <vector>

#include "runtime/classloading/class_loader.hpp"
#include "runtime/heap/allocation.hpp"
#include "runtime/java_calls.hpp"
#include "runtime/natives/native_encoding.hpp"
#include "classfile/utf8.hpp"
#include "runtime/natives/natives.hpp"
#include "runtime/universe.hpp"  // String.value offset
#include "runtime/vm.hpp"

namespace jvmlab::natives {

namespace {

int std_fd(int32_t fd) { return fd == 2 ? 2 : 1; }

Slot write_byte(JavaThread*, Slot* a) {
  char c = char(slot_int(a[1]));
  vm_write(std_fd(slot_int(a[0])), &c, 1, /*flush=*/false);
  return 0;
}

/// writeBytes(fd, b, off, len): buffered, like BufferedOutputStream.write; the range was checked
/// in Java.
Slot write_bytes(JavaThread* t, Slot* a) {
  Object* b = slot_ref(a[1]);
  if (!b) return throw_npe(t);
  int32_t off = slot_int(a[2]);
  int32_t len = slot_int(a[3]);
  vm_write(std_fd(slot_int(a[0])), reinterpret_cast<const char*>(array_data<int8_t>(b)) + off, size_t(len),
           /*flush=*/false);
  return 0;
}

/// writeString(fd, s, newline, flush): UTF-16 straight to the platform encoding, plus '\n', in
/// one vm_write, flushed when `flush` (an autoflush PrintStream's print and println). UTF-8: unpaired surrogates become '?', like the JDK's encoder; ASCII/Latin-1 (POSIX
/// locale): unmappable chars, a surrogate pair counting as one, become '?'.
Slot write_string(JavaThread* t, Slot* a) {
  Object* s = slot_ref(a[1]);
  if (!s) return throw_npe(t);
  Object* value = get_ref_field(s, universe->string_value_offset);
  const char16_t* c = value ? array_data<char16_t>(value) : nullptr;
  int32_t n = value ? array_length(value) : 0;
  thread_local std::string buf;
  buf.clear();
  // ASCII text is the same bytes in every platform encoding: it is copied without asking the
  // locale, which Hello World then never loads (newlocale reads the locale files: ~0.3 ms).
  int32_t ascii = 0;
  while (ascii < n && c[ascii] < 0x80) ascii++;
  buf.assign(c, c + ascii);
  const NativeEncoding enc = ascii < n ? native_encoding() : NativeEncoding::kUtf8;
  const uint32_t single_byte_limit = enc == NativeEncoding::kAscii ? 0x80 : 0x100;
  if (enc == NativeEncoding::kUtf8) {
    classfile::append_utf8(buf, std::u16string_view(c + ascii, size_t(n - ascii)));
  } else {
    for (int32_t i = ascii; i < n; i++) {
      const uint32_t u = c[i];
      const bool pair = u >= 0xD800 && u <= 0xDBFF && i + 1 < n && c[i + 1] >= 0xDC00 && c[i + 1] <= 0xDFFF;
      if (pair) i++;
      buf.push_back(u < single_byte_limit ? char(u) : '?');
    }
  }
  if (slot_int(a[2])) buf.push_back('\n');
  vm_write(std_fd(slot_int(a[0])), buf.data(), buf.size(), slot_int(a[3]) != 0);
  return 0;
}

/// flush0(fd): BufferedOutputStream.flush.
Slot flush(JavaThread*, Slot* a) {
  vm_flush(std_fd(slot_int(a[0])));
  return 0;
}

/// readBytes(fd, b, off, len): read(2). Pending output is not flushed first, as under java (a
/// prompt printed with print() is already out: autoflush).
/// Returns the count, or -1 at end of input; IOException with strerror on failure.
/// read(2) may block for as long as the user types, so it runs Blocked (safe for the collector)
/// into a C++ buffer, never into the array body (the array may move meanwhile); the bytes are
/// copied into the array, re-read from its handle, afterwards.
Slot read_bytes(JavaThread* t, Slot* a) {
  HandleScope hs(t);
  Handle b(t, slot_ref(a[1]));
  if (!b) return throw_npe(t);
  const int fd = slot_int(a[0]);
  const int32_t off = slot_int(a[2]);
  const int32_t len = slot_int(a[3]);
  thread_local std::vector<char> buf;
  buf.resize(size_t(len));
  ssize_t n;
  int error = 0;
  {
    ThreadStateScope blocked(t, ThreadState::Blocked);
    do {
      n = ::read(fd, buf.data(), size_t(len));
    } while (n < 0 && errno == EINTR);
    if (n < 0) error = errno;
  }
  if (n < 0) return throw_new(t, "java/io/IOException", std::string(std::strerror(error)));
  if (n > 0) std::memcpy(reinterpret_cast<char*>(array_data<int8_t>(b.get())) + off, buf.data(), size_t(n));
  return int_slot(n == 0 ? -1 : int32_t(n));
}

Slot available(JavaThread* t, Slot* a) {
  int count = 0;
  if (ioctl(slot_int(a[0]), FIONREAD, &count) < 0) return int_slot(0);
  return int_slot(count);
}

/// ObjectInputStream.newSerialInstance(cl, ctorClass): a new instance of cl on which the
/// no-argument constructor of ctorClass (cl's first non-serializable superclass) runs, as the JDK's
/// serialization constructor does (ReflectionFactory.newConstructorForSerialization). The class is
/// initialized first; InstantiationException for an abstract class or interface, NoSuchMethodError
/// when ctorClass has no such constructor (the caller checked it).
Slot object_input_new_serial_instance(JavaThread* t, Slot* a) {
  Object* cl = slot_ref(a[0]);
  Object* cc = slot_ref(a[1]);
  if (!cl || !cc) return throw_npe(t);
  Klass* k = klass_of_mirror(cl);
  Klass* ck = klass_of_mirror(cc);
  if (k->is_interface() || (k->access & classfile::acc::ABSTRACT)) return throw_new(t, "java/lang/InstantiationException", k->external_name());
  if (!initialize_class(t, k)) return 0;
  Method* m = ck->find_declared_method("<init>", "()V");
  if (!m) return throw_new(t, "java/lang/NoSuchMethodError", ck->external_name() + ".<init>()V");
  HandleScope hs(t);
  Object* o = new_object(t, k);
  if (!o) return 0;
  Handle obj(t, o);
  Slot receiver = ref_slot(obj.get());
  call_java(t, m, &receiver, 1);
  return t->pending_exception ? 0 : ref_slot(obj.get());
}

/// ObjectStreamClass.hasStaticInitializer(c): whether the class file declares <clinit> (part of
/// the default serialVersionUID).
Slot object_stream_class_has_clinit(JavaThread*, Slot* a) {
  Object* c = slot_ref(a[0]);
  if (!c) return int_slot(0);
  Klass* k = klass_of_mirror(c);
  return int_slot(k && k->find_declared_method("<clinit>", "()V") ? 1 : 0);
}

}  // namespace

void register_io_natives() {
  const char* out = "jvmlab/internal/StdOutputStream";
  register_native(out, "writeByte", "(II)V", write_byte);
  register_native(out, "writeBytes", "(I[BII)V", write_bytes);
  register_native(out, "writeString", "(ILjava/lang/String;ZZ)V", write_string);
  register_native(out, "flush0", "(I)V", flush);
  const char* in = "jvmlab/internal/StdInputStream";
  register_native(in, "readBytes", "(I[BII)I", read_bytes);
  register_native(in, "available0", "(I)I", available);
  register_native("java/io/ObjectInputStream", "newSerialInstance",
                  "(Ljava/lang/Class;Ljava/lang/Class;)Ljava/lang/Object;", object_input_new_serial_instance);
  register_native("java/io/ObjectStreamClass", "hasStaticInitializer", "(Ljava/lang/Class;)Z",
                  object_stream_class_has_clinit);
}

}  // namespace jvmlab::natives
