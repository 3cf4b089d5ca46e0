#include <jni.h>
#include <math.h>

JNIEXPORT jboolean JNICALL Java_JniPrimitives_not(JNIEnv *e, jclass c, jboolean z) { return !z; }
JNIEXPORT jbyte JNICALL Java_JniPrimitives_negByte(JNIEnv *e, jclass c, jbyte b) { return (jbyte)-b; }
JNIEXPORT jchar JNICALL Java_JniPrimitives_nextChar(JNIEnv *e, jclass c, jchar ch) { return (jchar)(ch + 1); }
JNIEXPORT jshort JNICALL Java_JniPrimitives_twiceShort(JNIEnv *e, jclass c, jshort s) { return (jshort)(s * 2); }
JNIEXPORT jint JNICALL Java_JniPrimitives_addInts(JNIEnv *e, jclass c, jint a, jint b) {
  return (jint)((unsigned)a + (unsigned)b);
}
JNIEXPORT jlong JNICALL Java_JniPrimitives_mulLongs(JNIEnv *e, jclass c, jlong a, jlong b) {
  return (jlong)((unsigned long long)a * (unsigned long long)b);
}
JNIEXPORT jfloat JNICALL Java_JniPrimitives_halfFloat(JNIEnv *e, jclass c, jfloat f) { return f / 2; }
JNIEXPORT jdouble JNICALL Java_JniPrimitives_sqrtDouble(JNIEnv *e, jclass c, jdouble d) { return sqrt(d); }
JNIEXPORT jdouble JNICALL Java_JniPrimitives_mixAll(JNIEnv *e, jclass c, jboolean z, jbyte b, jchar ch,
                                                    jshort s, jint i, jlong j, jfloat f, jdouble d) {
  return (z ? 1 : 0) + b + ch + s + i + (jdouble)j + f + d;
}
JNIEXPORT jlong JNICALL Java_JniPrimitives_manyLongs(JNIEnv *e, jclass c, jlong a, jdouble b, jlong cc,
                                                     jdouble d, jlong ee, jdouble f, jlong g, jdouble h,
                                                     jlong i, jdouble j) {
  return a * 10000 + cc * 1000 + ee * 100 + g * 10 + i + (jlong)((b + d + f + h + j) * 1000000);
}
JNIEXPORT void JNICALL Java_JniPrimitives_nothing(JNIEnv *e, jclass c) {}
JNIEXPORT jint JNICALL Java_JniPrimitives_plusField(JNIEnv *e, jobject self, jint x) {
  jclass c = (*e)->GetObjectClass(e, self);
  return x + (*e)->GetIntField(e, self, (*e)->GetFieldID(e, c, "base", "I"));
}
JNIEXPORT jint JNICALL Java_JniPrimitives_over__I(JNIEnv *e, jclass c, jint x) { return 10 + x; }
JNIEXPORT jint JNICALL Java_JniPrimitives_over__J(JNIEnv *e, jclass c, jlong x) { return 20 + (jint)x; }
JNIEXPORT jint JNICALL Java_JniPrimitives_over__Ljava_lang_String_2_3I(JNIEnv *e, jclass c, jstring s,
                                                                       jintArray a) {
  return 30 + (*e)->GetStringLength(e, s) + (*e)->GetArrayLength(e, a);
}
JNIEXPORT jint JNICALL Java_JniPrimitives_snake_1case_1name(JNIEnv *e, jclass c, jint x) { return x * x; }
JNIEXPORT jint JNICALL Java_JniPrimitives_00024Nested_inNested(JNIEnv *e, jclass c, jint x) { return -x; }
