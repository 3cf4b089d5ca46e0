#include <jni.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static jint call_int_v(JNIEnv *e, jobject o, jmethodID m, ...) {
  va_list ap;
  va_start(ap, m);
  jint r = (*e)->CallIntMethodV(e, o, m, ap);
  va_end(ap);
  return r;
}

static void append_string(JNIEnv *e, char *out, size_t size, jstring s) {
  const char *u = (*e)->GetStringUTFChars(e, s, NULL);
  strncat(out, u, size - strlen(out) - 1);
  (*e)->ReleaseStringUTFChars(e, s, u);
}

JNIEXPORT jstring JNICALL Java_JniCalls_callAll(JNIEnv *e, jclass c, jobject animal, jobject greeter) {
  char out[256] = "";
  jclass animal_class = (*e)->FindClass(e, "JniCalls$Animal");
  jmethodID sound = (*e)->GetMethodID(e, animal_class, "sound", "()Ljava/lang/String;");
  jmethodID legs = (*e)->GetMethodID(e, animal_class, "legs", "()I");
  append_string(e, out, sizeof out, (jstring)(*e)->CallObjectMethod(e, animal, sound));
  char b[64];
  snprintf(b, sizeof b, " legs=%d/%d nonvirtual=", call_int_v(e, animal, legs),
           (*e)->CallIntMethodA(e, animal, legs, NULL));
  strcat(out, b);
  append_string(e, out, sizeof out, (jstring)(*e)->CallNonvirtualObjectMethod(e, animal, animal_class, sound));
  jclass greeter_class = (*e)->FindClass(e, "JniCalls$Greeter");
  jmethodID greet = (*e)->GetMethodID(e, greeter_class, "greet", "(Ljava/lang/String;)Ljava/lang/String;");
  jvalue arg;
  arg.l = (*e)->NewStringUTF(e, "jni");
  strcat(out, " ");
  append_string(e, out, sizeof out, (jstring)(*e)->CallObjectMethodA(e, greeter, greet, &arg));
  return (*e)->NewStringUTF(e, out);
}

JNIEXPORT jstring JNICALL Java_JniCalls_callStatics(JNIEnv *e, jclass c) {
  char out[512];
  jboolean z = (*e)->CallStaticBooleanMethod(e, c, (*e)->GetStaticMethodID(e, c, "flip", "(Z)Z"), JNI_FALSE);
  jbyte by = (*e)->CallStaticByteMethod(e, c, (*e)->GetStaticMethodID(e, c, "inc", "(B)B"), (jbyte)127);
  jchar ch = (*e)->CallStaticCharMethod(e, c, (*e)->GetStaticMethodID(e, c, "upper", "(C)C"), (jchar)'q');
  jshort sh = (*e)->CallStaticShortMethod(e, c, (*e)->GetStaticMethodID(e, c, "neg", "(S)S"), (jshort)-32768);
  jlong j = (*e)->CallStaticLongMethod(e, c, (*e)->GetStaticMethodID(e, c, "big", "(JI)J"), (jlong)1 << 40, 1000);
  jfloat f = (*e)->CallStaticFloatMethod(e, c, (*e)->GetStaticMethodID(e, c, "third", "(F)F"), 1.0f);
  jmethodID sum = (*e)->GetStaticMethodID(e, c, "sum", "(DFJISBCZ)D");
  jdouble d1 = (*e)->CallStaticDoubleMethod(e, c, sum, 0.5, 0.25f, (jlong)3, 4, (jshort)5, (jbyte)6, (jchar)7, JNI_TRUE);
  jvalue args[8];
  args[0].d = 0.5; args[1].f = 0.25f; args[2].j = 3; args[3].i = 4;
  args[4].s = 5; args[5].b = 6; args[6].c = 7; args[7].z = JNI_FALSE;
  jdouble d2 = (*e)->CallStaticDoubleMethodA(e, c, sum, args);
  jmethodID bump = (*e)->GetStaticMethodID(e, c, "bump", "(I)V");
  (*e)->CallStaticVoidMethod(e, c, bump, 40);
  (*e)->CallStaticVoidMethodA(e, c, bump, args + 3);
  jstring s = (jstring)(*e)->CallStaticObjectMethod(e, c,
      (*e)->GetStaticMethodID(e, c, "concat", "(Ljava/lang/String;Ljava/lang/Object;)Ljava/lang/String;"),
      (*e)->NewStringUTF(e, "con"), (*e)->NewStringUTF(e, "cat"));
  const char *u = (*e)->GetStringUTFChars(e, s, NULL);
  snprintf(out, sizeof out, "%d %d %c %d %lld %.6f %.3f %.3f %s", z, by, (char)ch, sh, (long long)j, f, d1, d2, u);
  (*e)->ReleaseStringUTFChars(e, s, u);
  return (*e)->NewStringUTF(e, out);
}

JNIEXPORT jobject JNICALL Java_JniCalls_make(JNIEnv *e, jclass c, jstring name, jint wings) {
  jclass bird = (*e)->FindClass(e, "JniCalls$Bird");
  jmethodID init = (*e)->GetMethodID(e, bird, "<init>", "(Ljava/lang/String;I)V");
  return (*e)->NewObject(e, bird, init, name, wings);
}

JNIEXPORT jstring JNICALL Java_JniCalls_missing(JNIEnv *e, jclass c) {
  char out[512] = "";
  jmethodID m = (*e)->GetMethodID(e, c, "nothing", "()V");
  if (m == NULL && (*e)->ExceptionCheck(e)) {
    jthrowable t = (*e)->ExceptionOccurred(e);
    (*e)->ExceptionClear(e);
    jmethodID ts = (*e)->GetMethodID(e, (*e)->GetObjectClass(e, t), "toString", "()Ljava/lang/String;");
    append_string(e, out, sizeof out, (jstring)(*e)->CallObjectMethod(e, t, ts));
  }
  strcat(out, " | ");
  m = (*e)->GetStaticMethodID(e, c, "callStatics", "()I");
  if (m == NULL && (*e)->ExceptionCheck(e)) {
    jthrowable t = (*e)->ExceptionOccurred(e);
    (*e)->ExceptionClear(e);
    jmethodID ts = (*e)->GetMethodID(e, (*e)->GetObjectClass(e, t), "toString", "()Ljava/lang/String;");
    append_string(e, out, sizeof out, (jstring)(*e)->CallObjectMethod(e, t, ts));
  }
  return (*e)->NewStringUTF(e, out);
}
