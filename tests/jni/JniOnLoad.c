#include <jni.h>

static JavaVM *saved_vm;
static int calls;

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved) {
  JNIEnv *e;
  calls++;
  saved_vm = vm;
  if ((*vm)->GetEnv(vm, (void **)&e, JNI_VERSION_1_8) != JNI_OK) return JNI_ERR;
  jclass c = (*e)->FindClass(e, "JniOnLoad");
  jfieldID f = (*e)->GetStaticFieldID(e, c, "setByOnLoad", "Ljava/lang/String;");
  (*e)->SetStaticObjectField(e, c, f, (*e)->NewStringUTF(e, "set by JNI_OnLoad"));
  return JNI_VERSION_1_8;
}

JNIEXPORT jint JNICALL Java_JniOnLoad_onLoadCalls(JNIEnv *e, jclass c) { return calls; }

JNIEXPORT jboolean JNICALL Java_JniOnLoad_sameVm(JNIEnv *e, jclass c) {
  JavaVM *vm;
  return (*e)->GetJavaVM(e, &vm) == JNI_OK && vm == saved_vm;
}

/* 1: GetEnv gives this thread's JNIEnv; 2: an unknown version is JNI_EVERSION. */
JNIEXPORT jint JNICALL Java_JniOnLoad_envVersionCheck(JNIEnv *e, jclass c) {
  JNIEnv *again;
  int r = 0;
  if ((*saved_vm)->GetEnv(saved_vm, (void **)&again, JNI_VERSION_1_6) == JNI_OK && again == e) r += 1;
  if ((*saved_vm)->GetEnv(saved_vm, (void **)&again, 0x7fff0000) == JNI_EVERSION) r += 2;
  return r;
}
