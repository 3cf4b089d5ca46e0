// JNI fields: field IDs and Get/Set<Type>Field, static and instance, through the barriers for
// references.
#include "runtime/jni/jni_internal.hpp"
#include "runtime/oops/access.hpp"

namespace jvmlab::jni {

namespace {

// --- fields --------------------------------------------------------------------------------------

jfieldID field_id(JNIEnv* env, jclass c, const char* name, const char* sig, bool want_static) {
  JNI_ENTRY(env);
  Klass* k = klass_of(t, c);
  if (!k || !initialize_class(t, k)) return nullptr;
  Field* f = resolve_field(k, name, sig);
  if (!f || f->is_static() != want_static) {
    // HotSpot 17's texts: "pkg.Class.name signature" for instance fields, the name for static.
    throw_new(t, "java/lang/NoSuchFieldError",
              want_static ? std::string(name) : k->external_name() + "." + name + " " + sig);
    return nullptr;
  }
  return reinterpret_cast<jfieldID>(f);
}

jfieldID JNICALL GetFieldID(JNIEnv* env, jclass c, const char* name, const char* sig) {
  return field_id(env, c, name, sig, false);
}
jfieldID JNICALL GetStaticFieldID(JNIEnv* env, jclass c, const char* name, const char* sig) {
  return field_id(env, c, name, sig, true);
}

Field* as_field(jfieldID id) { return reinterpret_cast<Field*>(id); }

// Every access goes through the access API (runtime/oops/access.hpp): the field's own width,
// the barriers for references, and Java's volatile order for volatile fields, as the
// interpreter's getfield/putfield give them.
jobject JNICALL GetObjectField(JNIEnv* env, jobject o, jfieldID id) {
  JNI_ENTRY(env);
  Object* obj = resolve(t, o);
  if (!obj) return nullptr;
  return new_local(t, slot_ref(access::load_field(obj, *as_field(id))));
}
void JNICALL SetObjectField(JNIEnv* env, jobject o, jfieldID id, jobject v) {
  JNI_ENTRY(env);
  Object* obj = resolve(t, o);
  if (obj) access::store_field(obj, *as_field(id), ref_slot(resolve(t, v)));
}
jobject JNICALL GetStaticObjectField(JNIEnv* env, jclass, jfieldID id) {
  JNI_ENTRY(env);
  return new_local(t, slot_ref(access::load_static(*as_field(id))));
}
void JNICALL SetStaticObjectField(JNIEnv* env, jclass, jfieldID id, jobject v) {
  JNI_ENTRY(env);
  access::store_static(*as_field(id), ref_slot(resolve(t, v)));
}

#define JVMLAB_JNI_FIELDS(Name, jtype, ctype)                                              \
  jtype JNICALL Get##Name##Field(JNIEnv* env, jobject o, jfieldID id) {                  \
    JNI_ENTRY(env);                                                                      \
    Object* obj = resolve(t, o);                                                         \
    return obj ? from_slot<jtype>(access::load_field(obj, *as_field(id))) : jtype(0);    \
  }                                                                                      \
  void JNICALL Set##Name##Field(JNIEnv* env, jobject o, jfieldID id, jtype v) {          \
    JNI_ENTRY(env);                                                                      \
    Object* obj = resolve(t, o);                                                         \
    if (obj) access::store_field(obj, *as_field(id), to_slot<jtype>(v));                 \
  }                                                                                      \
  jtype JNICALL GetStatic##Name##Field(JNIEnv*, jclass, jfieldID id) {                   \
    return from_slot<jtype>(access::load_static(*as_field(id)));                         \
  }                                                                                      \
  void JNICALL SetStatic##Name##Field(JNIEnv*, jclass, jfieldID id, jtype v) {           \
    access::store_static(*as_field(id), to_slot<jtype>(v));                              \
  }

JVMLAB_JNI_FIELDS(Boolean, jboolean, uint8_t)
JVMLAB_JNI_FIELDS(Byte, jbyte, int8_t)
JVMLAB_JNI_FIELDS(Char, jchar, uint16_t)
JVMLAB_JNI_FIELDS(Short, jshort, int16_t)
JVMLAB_JNI_FIELDS(Int, jint, int32_t)
JVMLAB_JNI_FIELDS(Long, jlong, int64_t)
JVMLAB_JNI_FIELDS(Float, jfloat, float)
JVMLAB_JNI_FIELDS(Double, jdouble, double)

}  // namespace

void install_field_functions(JNINativeInterface_& f) {
  f.GetFieldID = GetFieldID;
  f.GetStaticFieldID = GetStaticFieldID;
  f.GetObjectField = GetObjectField;
  f.SetObjectField = SetObjectField;
  f.GetStaticObjectField = GetStaticObjectField;
  f.SetStaticObjectField = SetStaticObjectField;
#define JVMLAB_SET_FIELDS(Name)                         \
  f.Get##Name##Field = Get##Name##Field;                \
  f.Set##Name##Field = Set##Name##Field;                \
  f.GetStatic##Name##Field = GetStatic##Name##Field;    \
  f.SetStatic##Name##Field = SetStatic##Name##Field;
  JVMLAB_SET_FIELDS(Boolean)
  JVMLAB_SET_FIELDS(Byte)
  JVMLAB_SET_FIELDS(Char)
  JVMLAB_SET_FIELDS(Short)
  JVMLAB_SET_FIELDS(Int)
  JVMLAB_SET_FIELDS(Long)
  JVMLAB_SET_FIELDS(Float)
  JVMLAB_SET_FIELDS(Double)
}

}  // namespace jvmlab::jni
