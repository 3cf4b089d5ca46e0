#include <jni.h>

JNIEXPORT jint JNICALL Java_JniLinkErrors_present(JNIEnv *e, jclass c) { return 42; }
