#include <jni.h>
#include <stdio.h>
#include <string.h>

JNIEXPORT jintArray JNICALL Java_JniArrays_range(JNIEnv *e, jclass c, jint n) {
  jintArray a = (*e)->NewIntArray(e, n);
  jint *p = (*e)->GetIntArrayElements(e, a, NULL);
  for (jint i = 0; i < n; i++) p[i] = i * i;
  (*e)->ReleaseIntArrayElements(e, a, p, 0);
  return a;
}
/* mode: 0 -> release 0, 1 -> JNI_COMMIT then JNI_ABORT (keeps the commit), 2 -> JNI_ABORT. */
JNIEXPORT void JNICALL Java_JniArrays_doubleInPlace(JNIEnv *e, jclass c, jintArray a, jint mode) {
  jsize n = (*e)->GetArrayLength(e, a);
  jint *p = (*e)->GetIntArrayElements(e, a, NULL);
  for (jsize i = 0; i < n; i++) p[i] *= 2;
  if (mode == 0) {
    (*e)->ReleaseIntArrayElements(e, a, p, 0);
  } else if (mode == 1) {
    (*e)->ReleaseIntArrayElements(e, a, p, JNI_COMMIT);
    p[0] = 12345;
    (*e)->ReleaseIntArrayElements(e, a, p, JNI_ABORT);
  } else {
    (*e)->ReleaseIntArrayElements(e, a, p, JNI_ABORT);
  }
}
JNIEXPORT jlong JNICALL Java_JniArrays_sumLongs(JNIEnv *e, jclass c, jlongArray a) {
  jlong buf[8];
  jsize n = (*e)->GetArrayLength(e, a);
  (*e)->GetLongArrayRegion(e, a, 0, n, buf);
  jlong s = 0;
  for (jsize i = 0; i < n; i++) s += buf[i];
  return s;
}
JNIEXPORT jbyteArray JNICALL Java_JniArrays_bytes(JNIEnv *e, jclass c, jstring s) {
  const char *u = (*e)->GetStringUTFChars(e, s, NULL);
  jsize n = (jsize)strlen(u);
  jbyteArray a = (*e)->NewByteArray(e, n);
  (*e)->SetByteArrayRegion(e, a, 0, n, (const jbyte *)u);
  (*e)->ReleaseStringUTFChars(e, s, u);
  return a;
}
JNIEXPORT void JNICALL Java_JniArrays_fillRegion(JNIEnv *e, jclass c, jdoubleArray a, jint start,
                                                 jint len, jdouble v) {
  jdouble buf[16];
  for (int i = 0; i < 16; i++) buf[i] = v;
  (*e)->SetDoubleArrayRegion(e, a, start, len, buf);
}
JNIEXPORT jfloatArray JNICALL Java_JniArrays_floats(JNIEnv *e, jclass c, jint n) {
  jfloatArray a = (*e)->NewFloatArray(e, n);
  for (jint i = 0; i < n; i++) {
    jfloat v = 1.0f / (i + 1);
    (*e)->SetFloatArrayRegion(e, a, i, 1, &v);
  }
  return a;
}
JNIEXPORT jboolean JNICALL Java_JniArrays_anyTrue(JNIEnv *e, jclass c, jbooleanArray a) {
  jsize n = (*e)->GetArrayLength(e, a);
  jboolean *p = (*e)->GetBooleanArrayElements(e, a, NULL);
  jboolean r = JNI_FALSE;
  for (jsize i = 0; i < n; i++) r |= p[i];
  (*e)->ReleaseBooleanArrayElements(e, a, p, JNI_ABORT);
  return r;
}
JNIEXPORT jstring JNICALL Java_JniArrays_shortsAndChars(JNIEnv *e, jclass c, jshortArray s, jcharArray ch) {
  jshort *ps = (*e)->GetShortArrayElements(e, s, NULL);
  jchar *pc = (*e)->GetCharArrayElements(e, ch, NULL);
  char out[64];
  snprintf(out, sizeof out, "%d %d %c%c%c", ps[0], ps[1], pc[0], pc[1], pc[2]);
  (*e)->ReleaseShortArrayElements(e, s, ps, 0);
  (*e)->ReleaseCharArrayElements(e, ch, pc, 0);
  return (*e)->NewStringUTF(e, out);
}
JNIEXPORT jobjectArray JNICALL Java_JniArrays_names(JNIEnv *e, jclass c, jint n) {
  jclass str = (*e)->FindClass(e, "java/lang/String");
  jobjectArray a = (*e)->NewObjectArray(e, n, str, NULL);
  for (jint i = 0; i < n; i++) {
    char b[16];
    snprintf(b, sizeof b, "name%d", i);
    (*e)->SetObjectArrayElement(e, a, i, (*e)->NewStringUTF(e, b));
  }
  return a;
}
JNIEXPORT jobjectArray JNICALL Java_JniArrays_filled(JNIEnv *e, jclass c, jint n, jobject v) {
  return (*e)->NewObjectArray(e, n, (*e)->FindClass(e, "java/lang/Object"), v);
}
JNIEXPORT jint JNICALL Java_JniArrays_countNonNull(JNIEnv *e, jclass c, jobjectArray a) {
  jint k = 0;
  for (jsize i = 0; i < (*e)->GetArrayLength(e, a); i++) {
    jobject o = (*e)->GetObjectArrayElement(e, a, i);
    if (o != NULL) k++;
    (*e)->DeleteLocalRef(e, o);
  }
  return k;
}
JNIEXPORT void JNICALL Java_JniArrays_store(JNIEnv *e, jclass c, jobjectArray a, jint i, jobject v) {
  (*e)->SetObjectArrayElement(e, a, i, v);
}
