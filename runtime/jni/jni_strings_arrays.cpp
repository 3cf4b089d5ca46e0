// JNI strings and arrays: String contents as UTF-16 or modified UTF-8 (classfile/utf8.hpp),
// array lengths, elements and regions; contents are always copies (the *Critical forms too).
#include "runtime/jni/jni_internal.hpp"

#include <cstdlib>
#include <cstring>

#include "classfile/utf8.hpp"

namespace jvmlab::jni {

namespace {

// --- strings -------------------------------------------------------------------------------------

jstring JNICALL NewString(JNIEnv* env, const jchar* chars, jsize length) {
  JNI_ENTRY(env);
  return static_cast<jstring>(
      new_local(t, new_string(t, std::u16string_view(reinterpret_cast<const char16_t*>(chars), size_t(length)))));
}

jsize JNICALL GetStringLength(JNIEnv* env, jstring s) {
  JNI_ENTRY(env);
  Object* o = resolve(t, s);
  return o ? jsize(string_chars(o).size()) : 0;
}

const jchar* JNICALL GetStringChars(JNIEnv* env, jstring s, jboolean* is_copy) {
  JNI_ENTRY(env);
  Object* o = resolve(t, s);
  if (!o) return nullptr;
  std::u16string chars = string_chars(o);
  auto* buf = static_cast<jchar*>(std::malloc((chars.size() + 1) * sizeof(jchar)));
  std::memcpy(buf, chars.data(), chars.size() * sizeof(jchar));
  buf[chars.size()] = 0;
  if (is_copy) *is_copy = JNI_TRUE;
  return buf;
}

void JNICALL ReleaseStringChars(JNIEnv*, jstring, const jchar* chars) {
  std::free(const_cast<jchar*>(chars));
}

jstring JNICALL NewStringUTF(JNIEnv* env, const char* utf) {
  JNI_ENTRY(env);
  if (!utf) return nullptr;
  return static_cast<jstring>(new_local(t, new_string(t, classfile::decode_modified_utf8_lossy(utf))));
}

jsize JNICALL GetStringUTFLength(JNIEnv* env, jstring s) {
  JNI_ENTRY(env);
  Object* o = resolve(t, s);
  return o ? jsize(classfile::modified_utf8_length(string_chars(o))) : 0;
}

const char* JNICALL GetStringUTFChars(JNIEnv* env, jstring s, jboolean* is_copy) {
  JNI_ENTRY(env);
  Object* o = resolve(t, s);
  if (!o) return nullptr;
  std::string utf = classfile::encode_modified_utf8(string_chars(o));
  char* buf = static_cast<char*>(std::malloc(utf.size() + 1));
  std::memcpy(buf, utf.c_str(), utf.size() + 1);
  if (is_copy) *is_copy = JNI_TRUE;
  return buf;
}

void JNICALL ReleaseStringUTFChars(JNIEnv*, jstring, const char* chars) {
  std::free(const_cast<char*>(chars));
}

bool string_region_ok(JavaThread* t, Object* o, jsize start, jsize len, size_t length) {
  if (start < 0 || len < 0 || int64_t(start) + len > int64_t(length)) {
    throw_new(t, "java/lang/StringIndexOutOfBoundsException",
              "offset " + std::to_string(start) + ", count " + std::to_string(len) + ", length " +
                  std::to_string(length));
    return false;
  }
  return true;
}

void JNICALL GetStringRegion(JNIEnv* env, jstring s, jsize start, jsize len, jchar* buf) {
  JNI_ENTRY(env);
  Object* o = resolve(t, s);
  if (!o) return;
  std::u16string chars = string_chars(o);
  if (!string_region_ok(t, o, start, len, chars.size())) return;
  std::memcpy(buf, chars.data() + start, size_t(len) * sizeof(jchar));
}

void JNICALL GetStringUTFRegion(JNIEnv* env, jstring s, jsize start, jsize len, char* buf) {
  JNI_ENTRY(env);
  Object* o = resolve(t, s);
  if (!o) return;
  std::u16string chars = string_chars(o);
  if (!string_region_ok(t, o, start, len, chars.size())) return;
  std::string utf = classfile::encode_modified_utf8(std::u16string_view(chars).substr(size_t(start), size_t(len)));
  std::memcpy(buf, utf.c_str(), utf.size() + 1);
}

// --- arrays --------------------------------------------------------------------------------------

jsize JNICALL GetArrayLength(JNIEnv* env, jarray a) {
  JNI_ENTRY(env);
  Object* o = resolve(t, a);
  return o ? array_length(o) : 0;
}

jobjectArray JNICALL NewObjectArray(JNIEnv* env, jsize length, jclass element, jobject initial) {
  JNI_ENTRY(env);
  Klass* k = klass_of(t, element);
  if (!k) return nullptr;
  Object* a = new_object_array(t, k, length);
  if (!a) return nullptr;
  Object* init = resolve(t, initial);
  if (init) {
    for (jsize i = 0; i < length; i++) set_ref_element(a, i, init);
  }
  return static_cast<jobjectArray>(new_local(t, a));
}

bool index_ok(JavaThread* t, Object* a, jsize i) {
  if (i < 0 || i >= array_length(a)) {
    throw_new(t, "java/lang/ArrayIndexOutOfBoundsException",
              "Index " + std::to_string(i) + " out of bounds for length " +
                  std::to_string(array_length(a)));
    return false;
  }
  return true;
}

jobject JNICALL GetObjectArrayElement(JNIEnv* env, jobjectArray a, jsize i) {
  JNI_ENTRY(env);
  Object* arr = resolve(t, a);
  if (!arr) return reinterpret_cast<jobject>(throw_npe(t));
  if (!index_ok(t, arr, i)) return nullptr;
  return new_local(t, get_ref_element(arr, i));
}

void JNICALL SetObjectArrayElement(JNIEnv* env, jobjectArray a, jsize i, jobject v) {
  JNI_ENTRY(env);
  Object* arr = resolve(t, a);
  if (!arr) {
    throw_npe(t);
    return;
  }
  if (!index_ok(t, arr, i)) return;
  Object* value = resolve(t, v);
  if (value && arr->klass->component && !value->klass->is_subtype_of(arr->klass->component)) {
    throw_new(t, "java/lang/ArrayStoreException",
              "type mismatch: can not store " + value->klass->external_name() +
                  " to an array of class " + arr->klass->component->external_name());
    return;
  }
  set_ref_element(arr, i, value);
}

bool region_ok(JavaThread* t, Object* a, jsize start, jsize len) {
  const int32_t n = array_length(a);
  if (start < 0 || start > n || len < 0 || len > n - start) {
    throw_new(t, "java/lang/ArrayIndexOutOfBoundsException",
              "Array region " + std::to_string(start) + ".." + std::to_string(int64_t(start) + len) +
                  " out of bounds for length " + std::to_string(n));
    return false;
  }
  return true;
}

#define JVMLAB_JNI_ARRAYS(Name, jtype, BT)                                                         \
  jtype##Array JNICALL New##Name##Array(JNIEnv* env, jsize length) {                              \
    JNI_ENTRY(env);                                                                              \
    return static_cast<jtype##Array>(new_local(t, new_primitive_array(t, BasicType::BT, length))); \
  }                                                                                              \
  jtype* JNICALL Get##Name##ArrayElements(JNIEnv* env, jtype##Array a, jboolean* is_copy) {       \
    JNI_ENTRY(env);                                                                              \
    Object* arr = resolve(t, a);                                                                 \
    if (!arr) return nullptr;                                                                    \
    const size_t bytes = size_t(array_length(arr)) * sizeof(jtype);                              \
    auto* buf = static_cast<jtype*>(std::malloc(bytes ? bytes : 1));                            \
    std::memcpy(buf, array_data<jtype>(arr), bytes);                                             \
    if (is_copy) *is_copy = JNI_TRUE;                                                            \
    return buf;                                                                                  \
  }                                                                                              \
  void JNICALL Release##Name##ArrayElements(JNIEnv* env, jtype##Array a, jtype* elems, jint mode) { \
    JNI_ENTRY(env);                                                                              \
    Object* arr = resolve(t, a);                                                                 \
    if (arr && mode != JNI_ABORT) {                                                              \
      std::memcpy(array_data<jtype>(arr), elems, size_t(array_length(arr)) * sizeof(jtype));    \
    }                                                                                            \
    if (mode != JNI_COMMIT) std::free(elems);                                                    \
  }                                                                                              \
  void JNICALL Get##Name##ArrayRegion(JNIEnv* env, jtype##Array a, jsize start, jsize len,       \
                                      jtype* buf) {                                              \
    JNI_ENTRY(env);                                                                              \
    Object* arr = resolve(t, a);                                                                 \
    if (!arr || !region_ok(t, arr, start, len)) return;                                          \
    std::memcpy(buf, array_data<jtype>(arr) + start, size_t(len) * sizeof(jtype));               \
  }                                                                                              \
  void JNICALL Set##Name##ArrayRegion(JNIEnv* env, jtype##Array a, jsize start, jsize len,       \
                                      const jtype* buf) {                                        \
    JNI_ENTRY(env);                                                                              \
    Object* arr = resolve(t, a);                                                                 \
    if (!arr || !region_ok(t, arr, start, len)) return;                                          \
    std::memcpy(array_data<jtype>(arr) + start, buf, size_t(len) * sizeof(jtype));               \
  }

JVMLAB_JNI_ARRAYS(Boolean, jboolean, Boolean)
JVMLAB_JNI_ARRAYS(Byte, jbyte, Byte)
JVMLAB_JNI_ARRAYS(Char, jchar, Char)
JVMLAB_JNI_ARRAYS(Short, jshort, Short)
JVMLAB_JNI_ARRAYS(Int, jint, Int)
JVMLAB_JNI_ARRAYS(Long, jlong, Long)
JVMLAB_JNI_ARRAYS(Float, jfloat, Float)
JVMLAB_JNI_ARRAYS(Double, jdouble, Double)

/// GetPrimitiveArrayCritical: jvmlab pins nothing and never lets a pause wait for C code, so
/// "critical" access is a copy, exactly like Get<Type>ArrayElements (*is_copy = JNI_TRUE);
/// Release copies back (unless JNI_ABORT) and frees it (unless JNI_COMMIT). The JNI spec
/// allows a copy. Only primitive arrays (a reference array's words are colored pointers).
void* JNICALL GetPrimitiveArrayCritical(JNIEnv* env, jarray a, jboolean* is_copy) {
  JNI_ENTRY(env);
  Object* arr = resolve(t, a);
  if (!arr) return nullptr;
  if (!arr->klass->is_array || arr->klass->element_type == BasicType::Reference) {
    jni_fatal("GetPrimitiveArrayCritical: not a primitive array");
  }
  const size_t bytes = size_t(array_length(arr)) * basic_type_size(arr->klass->element_type);
  void* buf = std::malloc(bytes ? bytes : 1);
  std::memcpy(buf, array_data<uint8_t>(arr), bytes);
  if (is_copy) *is_copy = JNI_TRUE;
  return buf;
}

void JNICALL ReleasePrimitiveArrayCritical(JNIEnv* env, jarray a, void* elems, jint mode) {
  JNI_ENTRY(env);
  Object* arr = resolve(t, a);
  if (arr && mode != JNI_ABORT && arr->klass->element_type != BasicType::Reference) {
    std::memcpy(array_data<uint8_t>(arr), elems,
                size_t(array_length(arr)) * basic_type_size(arr->klass->element_type));
  }
  if (mode != JNI_COMMIT) std::free(elems);
}

/// GetStringCritical: a copy, like GetStringChars (see GetPrimitiveArrayCritical).
const jchar* JNICALL GetStringCritical(JNIEnv* env, jstring s, jboolean* is_copy) {
  return GetStringChars(env, s, is_copy);
}

void JNICALL ReleaseStringCritical(JNIEnv* env, jstring s, const jchar* chars) {
  ReleaseStringChars(env, s, chars);
}

}  // namespace

void install_string_array_functions(JNINativeInterface_& f) {
  f.NewString = NewString;
  f.GetStringLength = GetStringLength;
  f.GetStringChars = GetStringChars;
  f.ReleaseStringChars = ReleaseStringChars;
  f.NewStringUTF = NewStringUTF;
  f.GetStringUTFLength = GetStringUTFLength;
  f.GetStringUTFChars = GetStringUTFChars;
  f.ReleaseStringUTFChars = ReleaseStringUTFChars;
  f.GetStringRegion = GetStringRegion;
  f.GetStringUTFRegion = GetStringUTFRegion;
  f.GetArrayLength = GetArrayLength;
  f.NewObjectArray = NewObjectArray;
  f.GetObjectArrayElement = GetObjectArrayElement;
  f.SetObjectArrayElement = SetObjectArrayElement;
#define JVMLAB_SET_ARRAYS(Name)                                   \
  f.New##Name##Array = New##Name##Array;                          \
  f.Get##Name##ArrayElements = Get##Name##ArrayElements;          \
  f.Release##Name##ArrayElements = Release##Name##ArrayElements;  \
  f.Get##Name##ArrayRegion = Get##Name##ArrayRegion;              \
  f.Set##Name##ArrayRegion = Set##Name##ArrayRegion;
  JVMLAB_SET_ARRAYS(Boolean)
  JVMLAB_SET_ARRAYS(Byte)
  JVMLAB_SET_ARRAYS(Char)
  JVMLAB_SET_ARRAYS(Short)
  JVMLAB_SET_ARRAYS(Int)
  JVMLAB_SET_ARRAYS(Long)
  JVMLAB_SET_ARRAYS(Float)
  JVMLAB_SET_ARRAYS(Double)
  f.GetPrimitiveArrayCritical = GetPrimitiveArrayCritical;
  f.ReleasePrimitiveArrayCritical = ReleasePrimitiveArrayCritical;
  f.GetStringCritical = GetStringCritical;
  f.ReleaseStringCritical = ReleaseStringCritical;
}

}  // namespace jvmlab::jni
