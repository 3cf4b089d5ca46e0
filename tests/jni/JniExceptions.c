#include <jni.h>
#include <stdio.h>

JNIEXPORT void JNICALL Java_JniExceptions_throwNew(JNIEnv *e, jclass c, jstring cls, jstring msg) {
  const char *name = (*e)->GetStringUTFChars(e, cls, NULL);
  jclass k = (*e)->FindClass(e, name);
  (*e)->ReleaseStringUTFChars(e, cls, name);
  if (msg == NULL) {
    (*e)->ThrowNew(e, k, NULL);
    return;
  }
  const char *m = (*e)->GetStringUTFChars(e, msg, NULL);
  (*e)->ThrowNew(e, k, m);
  (*e)->ReleaseStringUTFChars(e, msg, m);
}

JNIEXPORT void JNICALL Java_JniExceptions_throwObject(JNIEnv *e, jclass c, jthrowable t) {
  (*e)->Throw(e, t);
}

static void run(JNIEnv *e, jobject r) {
  jclass rc = (*e)->FindClass(e, "java/lang/Runnable");
  (*e)->CallVoidMethod(e, r, (*e)->GetMethodID(e, rc, "run", "()V"));
}

JNIEXPORT jint JNICALL Java_JniExceptions_callAndPropagate(JNIEnv *e, jclass c, jobject r) {
  run(e, r);
  return (*e)->ExceptionCheck(e) ? -1 : 1;
}

JNIEXPORT jstring JNICALL Java_JniExceptions_callAndCatch(JNIEnv *e, jclass c, jobject r) {
  run(e, r);
  jthrowable t = (*e)->ExceptionOccurred(e);
  if (t == NULL) return (*e)->NewStringUTF(e, "callback returned normally");
  (*e)->ExceptionClear(e);
  char out[128];
  snprintf(out, sizeof out, "caught in C, pending after clear: %d", (*e)->ExceptionCheck(e));
  return (*e)->NewStringUTF(e, out);
}

JNIEXPORT void JNICALL Java_JniExceptions_replace(JNIEnv *e, jclass c, jobject r) {
  run(e, r);
  if ((*e)->ExceptionCheck(e)) {
    (*e)->ExceptionClear(e);
    (*e)->ThrowNew(e, (*e)->FindClass(e, "java/lang/IllegalArgumentException"), "replaced in C");
  }
}
