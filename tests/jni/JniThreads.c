#include <jni.h>

/* Sums square(id + k % 7) through a Java callback, with a string and an array per round. */
JNIEXPORT jint JNICALL Java_JniThreads_work(JNIEnv *e, jclass c, jint id, jint rounds) {
  jmethodID square = (*e)->GetStaticMethodID(e, c, "square", "(I)I");
  jint sum = 0;
  for (jint k = 0; k < rounds; k++) {
    jstring s = (*e)->NewStringUTF(e, "round");
    jintArray a = (*e)->NewIntArray(e, 3);
    jint v[3] = {id, k, 1};
    (*e)->SetIntArrayRegion(e, a, 0, 3, v);
    jint back[3];
    (*e)->GetIntArrayRegion(e, a, 0, 3, back);
    sum += (*e)->CallStaticIntMethod(e, c, square, back[0] + back[1] % 7) + (*e)->GetStringLength(e, s) - 5;
    (*e)->DeleteLocalRef(e, s);
    (*e)->DeleteLocalRef(e, a);
  }
  return sum;
}

JNIEXPORT void JNICALL Java_JniThreads_addLocked(JNIEnv *e, jclass c, jobject lock, jint n) {
  jfieldID f = (*e)->GetStaticFieldID(e, c, "counter", "I");
  (*e)->MonitorEnter(e, lock);
  (*e)->SetStaticIntField(e, c, f, (*e)->GetStaticIntField(e, c, f) + n);
  (*e)->MonitorExit(e, lock);
}
