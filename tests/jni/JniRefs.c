#include <jni.h>
#include <stdio.h>

static jobject global;

JNIEXPORT jint JNICALL Java_JniRefs_manyLocals(JNIEnv *e, jclass c, jint n, jboolean del) {
  jint total = 0;
  for (jint i = 0; i < n; i++) {
    jstring s = (*e)->NewStringUTF(e, "abc");
    total += (*e)->GetStringLength(e, s);
    if (del) (*e)->DeleteLocalRef(e, s);
  }
  return total;
}

JNIEXPORT jstring JNICALL Java_JniRefs_framed(JNIEnv *e, jclass c, jint n) {
  jobject result = NULL;
  for (jint i = 0; i < n; i++) {
    if ((*e)->PushLocalFrame(e, 4) != 0) return NULL;
    char b[32];
    snprintf(b, sizeof b, "frame %d", i);
    jstring s = (*e)->NewStringUTF(e, b);
    (*e)->NewStringUTF(e, "garbage");
    result = (*e)->PopLocalFrame(e, s);
  }
  jobject copy = (*e)->NewLocalRef(e, result);
  (*e)->DeleteLocalRef(e, result);
  return (jstring)copy;
}

JNIEXPORT void JNICALL Java_JniRefs_keep(JNIEnv *e, jclass c, jobject o) {
  global = (*e)->NewGlobalRef(e, o);
}

JNIEXPORT jobject JNICALL Java_JniRefs_kept(JNIEnv *e, jclass c) {
  return global == NULL ? NULL : (*e)->NewLocalRef(e, global);
}

JNIEXPORT void JNICALL Java_JniRefs_release(JNIEnv *e, jclass c) {
  (*e)->DeleteGlobalRef(e, global);
  global = NULL;
}

JNIEXPORT jstring JNICALL Java_JniRefs_sameness(JNIEnv *e, jclass c, jobject a, jobject b) {
  jobject g = a == NULL ? NULL : (*e)->NewGlobalRef(e, a);
  char out[64];
  snprintf(out, sizeof out, "%d/%d/%d", (*e)->IsSameObject(e, a, b), (*e)->IsSameObject(e, g, a),
           a == NULL ? -1 : (int)(*e)->GetObjectRefType(e, g));
  if (g != NULL) (*e)->DeleteGlobalRef(e, g);
  return (*e)->NewStringUTF(e, out);
}
