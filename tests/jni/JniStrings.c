#include <jni.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

JNIEXPORT jstring JNICALL Java_JniStrings_echo(JNIEnv *e, jclass c, jstring s) {
  const char *u = (*e)->GetStringUTFChars(e, s, NULL);
  jstring r = (*e)->NewStringUTF(e, u);
  (*e)->ReleaseStringUTFChars(e, s, u);
  return r;
}
JNIEXPORT jint JNICALL Java_JniStrings_utfLength(JNIEnv *e, jclass c, jstring s) {
  return (*e)->GetStringUTFLength(e, s);
}
JNIEXPORT jint JNICALL Java_JniStrings_length(JNIEnv *e, jclass c, jstring s) {
  return (*e)->GetStringLength(e, s);
}
JNIEXPORT jstring JNICALL Java_JniStrings_reverse(JNIEnv *e, jclass c, jstring s) {
  jsize n = (*e)->GetStringLength(e, s);
  const jchar *chars = (*e)->GetStringChars(e, s, NULL);
  jchar *buf = malloc(sizeof(jchar) * (n + 1));
  for (jsize i = 0; i < n; i++) buf[i] = chars[n - 1 - i];
  (*e)->ReleaseStringChars(e, s, chars);
  jstring r = (*e)->NewString(e, buf, n);
  free(buf);
  return r;
}
JNIEXPORT jstring JNICALL Java_JniStrings_fromChars(JNIEnv *e, jclass c) {
  jchar buf[] = {'J', 'N', 'I', ' ', 0x263A};
  jstring s = (*e)->NewString(e, buf, 5);
  char out[32];
  snprintf(out, sizeof out, "%d chars, %d utf bytes", (int)(*e)->GetStringLength(e, s),
           (int)(*e)->GetStringUTFLength(e, s));
  return (*e)->NewStringUTF(e, out);
}
JNIEXPORT jstring JNICALL Java_JniStrings_region(JNIEnv *e, jclass c, jstring s, jint start, jint len) {
  jchar buf[16];
  char utf[64];
  (*e)->GetStringRegion(e, s, start, len, buf);
  if ((*e)->ExceptionCheck(e)) return NULL;
  (*e)->GetStringUTFRegion(e, s, start, len, utf);
  char out[128];
  snprintf(out, sizeof out, "region %c..%c utf '%s'", (char)buf[0], (char)buf[len - 1], utf);
  return (*e)->NewStringUTF(e, out);
}
/* The modified UTF-8 bytes, in hex. */
JNIEXPORT jstring JNICALL Java_JniStrings_utfBytes(JNIEnv *e, jclass c, jstring s) {
  const char *u = (*e)->GetStringUTFChars(e, s, NULL);
  jsize n = (*e)->GetStringUTFLength(e, s);
  char out[256] = "";
  for (jsize i = 0; i < n && i < 60; i++) {
    char b[4];
    snprintf(b, sizeof b, "%02x", (unsigned char)u[i]);
    strcat(out, b);
  }
  (*e)->ReleaseStringUTFChars(e, s, u);
  return (*e)->NewStringUTF(e, out);
}
JNIEXPORT jstring JNICALL Java_JniStrings_nullString(JNIEnv *e, jclass c) { return NULL; }
