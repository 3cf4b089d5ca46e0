#include <jni.h>
#include <stdio.h>
#include <string.h>

static char out[2048];

static void show(JNIEnv *e, const char *what) {
  strcat(out, what);
  strcat(out, ": ");
  if (!(*e)->ExceptionCheck(e)) {
    strcat(out, "no exception\n");
    return;
  }
  jthrowable t = (*e)->ExceptionOccurred(e);
  (*e)->ExceptionClear(e);
  jmethodID ts = (*e)->GetMethodID(e, (*e)->GetObjectClass(e, t), "toString", "()Ljava/lang/String;");
  jstring s = (jstring)(*e)->CallObjectMethod(e, t, ts);
  const char *u = (*e)->GetStringUTFChars(e, s, NULL);
  strcat(out, u);
  strcat(out, "\n");
  (*e)->ReleaseStringUTFChars(e, s, u);
}

JNIEXPORT jstring JNICALL Java_JniLookupErrors_probe(JNIEnv *e, jclass c) {
  out[0] = 0;
  (*e)->GetMethodID(e, c, "st", "()V");
  show(e, "GetMethodID of a static method");
  (*e)->GetMethodID(e, c, "zz", "(I)I");
  show(e, "GetMethodID of a missing method");
  (*e)->GetStaticMethodID(e, c, "inst", "()V");
  show(e, "GetStaticMethodID of an instance method");
  (*e)->GetStaticMethodID(e, c, "zz", "(I)I");
  show(e, "GetStaticMethodID of a missing method");
  (*e)->GetStaticFieldID(e, c, "zz", "I");
  show(e, "GetStaticFieldID of a missing field");
  (*e)->GetStaticFieldID(e, c, "field", "J");
  show(e, "GetStaticFieldID with the wrong type");
  (*e)->FindClass(e, "no/Such");
  show(e, "FindClass of a missing class");
  jclass arr = (*e)->FindClass(e, "[I");
  show(e, arr != NULL ? "FindClass [I found" : "FindClass [I null");
  jclass str = (*e)->FindClass(e, "java/lang/String");
  jclass obj = (*e)->GetSuperclass(e, str);
  strcat(out, (*e)->IsAssignableFrom(e, str, obj) ? "String is an Object\n" : "String is not an Object\n");
  strcat(out, (*e)->IsAssignableFrom(e, obj, str) ? "Object is a String\n" : "Object is not a String\n");
  strcat(out, (*e)->GetSuperclass(e, obj) == NULL ? "Object has no superclass\n" : "Object has a superclass\n");
  strcat(out, (*e)->GetVersion(e) >= JNI_VERSION_1_8 ? "version >= 1.8\n" : "old version\n");
  return (*e)->NewStringUTF(e, out);
}
