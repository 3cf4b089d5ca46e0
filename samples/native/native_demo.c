/* native_demo.c: the C side of NativeDemo.java, a JNI library (libnativedemo.so). */
#include <jni.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

JNIEXPORT jint JNICALL Java_NativeDemo_add(JNIEnv *env, jclass cls, jint a, jint b) {
  return a + b;
}

JNIEXPORT jdouble JNICALL Java_NativeDemo_hypot(JNIEnv *env, jclass cls, jdouble x, jdouble y) {
  return sqrt(x * x + y * y);
}

JNIEXPORT jlong JNICALL Java_NativeDemo_mix(JNIEnv *env, jclass cls, jbyte b, jshort s, jchar c,
                                            jlong l, jfloat f, jboolean z) {
  return b + s + c + l + (jlong)(f * 2) + (z ? 1000 : 0);
}

/* Instance method: reads and writes the int field `counter`. */
JNIEXPORT jint JNICALL Java_NativeDemo_bump(JNIEnv *env, jobject self, jint by) {
  jclass cls = (*env)->GetObjectClass(env, self);
  jfieldID fid = (*env)->GetFieldID(env, cls, "counter", "I");
  jint v = (*env)->GetIntField(env, self, fid) + by;
  (*env)->SetIntField(env, self, fid, v);
  return v;
}

JNIEXPORT jint JNICALL Java_NativeDemo_scale__I(JNIEnv *env, jclass cls, jint x) { return x * 3; }

JNIEXPORT jdouble JNICALL Java_NativeDemo_scale__D(JNIEnv *env, jclass cls, jdouble x) {
  return x * 0.5;
}

JNIEXPORT jstring JNICALL Java_NativeDemo_greet(JNIEnv *env, jclass cls, jstring who) {
  char buf[128];
  const char *name = (*env)->GetStringUTFChars(env, who, NULL);
  snprintf(buf, sizeof buf, "Hello, %s! (%d chars)", name, (int)(*env)->GetStringLength(env, who));
  (*env)->ReleaseStringUTFChars(env, who, name);
  return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT jint JNICALL Java_NativeDemo_sum(JNIEnv *env, jclass cls, jintArray values) {
  jsize n = (*env)->GetArrayLength(env, values);
  jint *e = (*env)->GetIntArrayElements(env, values, NULL);
  jint s = 0;
  for (jsize i = 0; i < n; i++) s += e[i];
  (*env)->ReleaseIntArrayElements(env, values, e, JNI_ABORT);
  return s;
}

JNIEXPORT jdoubleArray JNICALL Java_NativeDemo_squares(JNIEnv *env, jclass cls, jint n) {
  jdoubleArray a = (*env)->NewDoubleArray(env, n);
  for (jint i = 0; i < n; i++) {
    jdouble v = (jdouble)(i + 1) * (i + 1);
    (*env)->SetDoubleArrayRegion(env, a, i, 1, &v);
  }
  return a;
}

JNIEXPORT jobjectArray JNICALL Java_NativeDemo_split(JNIEnv *env, jclass cls, jstring csv) {
  const char *s = (*env)->GetStringUTFChars(env, csv, NULL);
  int count = 1;
  for (const char *p = s; *p; p++) count += *p == ',';
  jclass string_class = (*env)->FindClass(env, "java/lang/String");
  jobjectArray out = (*env)->NewObjectArray(env, count, string_class, NULL);
  const char *start = s;
  for (int i = 0; i < count; i++) {
    const char *end = strchr(start, ',');
    size_t len = end ? (size_t)(end - start) : strlen(start);
    char part[64];
    snprintf(part, sizeof part, "%.*s", (int)len, start);
    jstring js = (*env)->NewStringUTF(env, part);
    (*env)->SetObjectArrayElement(env, out, i, js);
    (*env)->DeleteLocalRef(env, js);
    start = end ? end + 1 : start + len;
  }
  (*env)->ReleaseStringUTFChars(env, csv, s);
  return out;
}

JNIEXPORT jobject JNICALL Java_NativeDemo_makePoint(JNIEnv *env, jclass cls, jint x, jint y) {
  jclass point = (*env)->FindClass(env, "NativeDemo$Point");
  jmethodID init = (*env)->GetMethodID(env, point, "<init>", "(II)V");
  return (*env)->NewObject(env, point, init, x, y);
}

/* Reads an object field and a static field, calls toString-free Java methods. */
JNIEXPORT jstring JNICALL Java_NativeDemo_describe(JNIEnv *env, jobject self) {
  jclass cls = (*env)->GetObjectClass(env, self);
  jstring label = (jstring)(*env)->GetObjectField(env, self, (*env)->GetFieldID(env, cls, "label", "Ljava/lang/String;"));
  jfieldID total = (*env)->GetStaticFieldID(env, cls, "total", "J");
  (*env)->SetStaticLongField(env, cls, total, (*env)->GetStaticLongField(env, cls, total) * 7);
  jclass string_class = (*env)->FindClass(env, "java/lang/String");
  jmethodID upper = (*env)->GetMethodID(env, string_class, "toUpperCase", "()Ljava/lang/String;");
  return (jstring)(*env)->CallObjectMethod(env, label, upper);
}

JNIEXPORT jint JNICALL Java_NativeDemo_callTwice(JNIEnv *env, jclass cls, jobject cb, jint x) {
  jobject global = (*env)->NewGlobalRef(env, cb);
  jclass cb_class = (*env)->FindClass(env, "NativeDemo$Callback");
  jmethodID apply = (*env)->GetMethodID(env, cb_class, "apply", "(I)I");
  jint once = (*env)->CallIntMethod(env, global, apply, x);
  jvalue arg;
  arg.i = once + 1;
  jint twice = (*env)->CallIntMethodA(env, global, apply, &arg);
  (*env)->DeleteGlobalRef(env, global);
  return twice;
}

JNIEXPORT void JNICALL Java_NativeDemo_fail(JNIEnv *env, jclass cls, jstring message) {
  const char *m = (*env)->GetStringUTFChars(env, message, NULL);
  jclass iae = (*env)->FindClass(env, "java/lang/IllegalArgumentException");
  (*env)->ThrowNew(env, iae, m);
  (*env)->ReleaseStringUTFChars(env, message, m);
}

/* Calls a Java method that throws, sees the exception, clears it and reports its message. */
JNIEXPORT jstring JNICALL Java_NativeDemo_catchInJava(JNIEnv *env, jclass cls) {
  jmethodID thrower = (*env)->GetStaticMethodID(env, cls, "thrower", "()I");
  (*env)->CallStaticIntMethod(env, cls, thrower);
  if (!(*env)->ExceptionCheck(env)) return (*env)->NewStringUTF(env, "no exception");
  jthrowable e = (*env)->ExceptionOccurred(env);
  (*env)->ExceptionClear(env);
  jclass throwable = (*env)->FindClass(env, "java/lang/Throwable");
  jmethodID get_message = (*env)->GetMethodID(env, throwable, "getMessage", "()Ljava/lang/String;");
  return (jstring)(*env)->CallObjectMethod(env, e, get_message);
}

/* JNI escapes: '_' in a method name is "_1". */
JNIEXPORT jint JNICALL Java_NativeDemo_under_1score(JNIEnv *env, jclass cls, jint x) { return x + 1; }
