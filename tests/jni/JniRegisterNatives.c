#include <jni.h>
#include <string.h>

static jint twice_impl(JNIEnv *e, jclass c, jint x) { return 2 * x; }
static jint thrice_impl(JNIEnv *e, jclass c, jint x) { return 3 * x; }

static jstring hello_impl(JNIEnv *e, jobject self, jstring who) {
  char out[64] = "hello, ";
  const char *u = (*e)->GetStringUTFChars(e, who, NULL);
  strncat(out, u, 40);
  (*e)->ReleaseStringUTFChars(e, who, u);
  return (*e)->NewStringUTF(e, out);
}

static void rebind_impl(JNIEnv *e, jclass c) {
  JNINativeMethod m[] = {{"twice", "(I)I", (void *)thrice_impl}};
  (*e)->RegisterNatives(e, c, m, 1);
}

static jstring bad_impl(JNIEnv *e, jclass c, jint which) {
  JNINativeMethod wrong_sig[] = {{"twice", "(J)I", (void *)twice_impl}};
  JNINativeMethod not_native[] = {{"notNative", "(I)I", (void *)twice_impl}};
  jint r = (*e)->RegisterNatives(e, c, which == 0 ? wrong_sig : not_native, 1);
  if (!(*e)->ExceptionCheck(e)) return (*e)->NewStringUTF(e, r == 0 ? "registered?" : "error, no exception");
  jthrowable t = (*e)->ExceptionOccurred(e);
  (*e)->ExceptionClear(e);
  jmethodID ts = (*e)->GetMethodID(e, (*e)->GetObjectClass(e, t), "toString", "()Ljava/lang/String;");
  return (jstring)(*e)->CallObjectMethod(e, t, ts);
}

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved) {
  JNIEnv *e;
  if ((*vm)->GetEnv(vm, (void **)&e, JNI_VERSION_1_6) != JNI_OK) return JNI_ERR;
  jclass c = (*e)->FindClass(e, "JniRegisterNatives");
  JNINativeMethod methods[] = {
      {"twice", "(I)I", (void *)twice_impl},
      {"hello", "(Ljava/lang/String;)Ljava/lang/String;", (void *)hello_impl},
      {"rebind", "()V", (void *)rebind_impl},
      {"badRegistration", "(I)Ljava/lang/String;", (void *)bad_impl},
  };
  if ((*e)->RegisterNatives(e, c, methods, 4) != JNI_OK) return JNI_ERR;
  return JNI_VERSION_1_6;
}
