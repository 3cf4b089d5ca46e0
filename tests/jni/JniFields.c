#include <jni.h>
#include <stdio.h>

#define FID(name, sig) (*e)->GetFieldID(e, cls, name, sig)

JNIEXPORT void JNICALL Java_JniFields_fill(JNIEnv *e, jclass c, jobject d) {
  jclass cls = (*e)->GetObjectClass(e, d);
  (*e)->SetBooleanField(e, d, FID("z", "Z"), JNI_TRUE);
  (*e)->SetByteField(e, d, FID("b", "B"), -100);
  (*e)->SetCharField(e, d, FID("c", "C"), 'Q');
  (*e)->SetShortField(e, d, FID("s", "S"), -30000);
  (*e)->SetIntField(e, d, FID("i", "I"), 123456789);
  (*e)->SetLongField(e, d, FID("j", "J"), -(1LL << 50));
  (*e)->SetFloatField(e, d, FID("f", "F"), 0.1f);
  (*e)->SetDoubleField(e, d, FID("d", "D"), 1.0 / 3);
  (*e)->SetObjectField(e, d, FID("str", "Ljava/lang/String;"), (*e)->NewStringUTF(e, "set by C"));
  (*e)->SetIntField(e, d, FID("inherited", "I"), 77);
  jmethodID init = (*e)->GetMethodID(e, cls, "<init>", "()V");
  jobject next = (*e)->NewObject(e, cls, init);
  (*e)->SetObjectField(e, d, FID("next", "LJniFields$Data;"), next);
}

JNIEXPORT jstring JNICALL Java_JniFields_read(JNIEnv *e, jclass c, jobject d) {
  jclass cls = (*e)->GetObjectClass(e, d);
  char out[256];
  jstring s = (jstring)(*e)->GetObjectField(e, d, FID("str", "Ljava/lang/String;"));
  const char *u = (*e)->GetStringUTFChars(e, s, NULL);
  snprintf(out, sizeof out, "%d %d %c %d %d %lld %.3f %.5f %s %d", (*e)->GetBooleanField(e, d, FID("z", "Z")),
           (*e)->GetByteField(e, d, FID("b", "B")), (char)(*e)->GetCharField(e, d, FID("c", "C")),
           (*e)->GetShortField(e, d, FID("s", "S")), (*e)->GetIntField(e, d, FID("i", "I")),
           (long long)(*e)->GetLongField(e, d, FID("j", "J")), (*e)->GetFloatField(e, d, FID("f", "F")),
           (*e)->GetDoubleField(e, d, FID("d", "D")), u, (*e)->GetIntField(e, d, FID("inherited", "I")));
  (*e)->ReleaseStringUTFChars(e, s, u);
  return (*e)->NewStringUTF(e, out);
}

#define SFID(name, sig) (*e)->GetStaticFieldID(e, c, name, sig)

JNIEXPORT void JNICALL Java_JniFields_fillStatics(JNIEnv *e, jclass c) {
  (*e)->SetStaticBooleanField(e, c, SFID("sz", "Z"), JNI_TRUE);
  (*e)->SetStaticByteField(e, c, SFID("sb", "B"), 12);
  (*e)->SetStaticCharField(e, c, SFID("sc", "C"), 'W');
  (*e)->SetStaticShortField(e, c, SFID("ss", "S"), -2);
  (*e)->SetStaticIntField(e, c, SFID("si", "I"), (*e)->GetStaticIntField(e, c, SFID("si", "I")) * 9);
  (*e)->SetStaticLongField(e, c, SFID("sj", "J"), 1LL << 62);
  (*e)->SetStaticFloatField(e, c, SFID("sf", "F"), -1.5f);
  (*e)->SetStaticDoubleField(e, c, SFID("sd", "D"), 6.02e23);
  (*e)->SetStaticObjectField(e, c, SFID("sstr", "Ljava/lang/String;"), (*e)->NewStringUTF(e, "static"));
}

JNIEXPORT jstring JNICALL Java_JniFields_missing(JNIEnv *e, jclass c, jobject d) {
  jclass cls = (*e)->GetObjectClass(e, d);
  jfieldID f = (*e)->GetFieldID(e, cls, "nope", "I");
  if (f != NULL || !(*e)->ExceptionCheck(e)) return (*e)->NewStringUTF(e, "found?");
  jthrowable t = (*e)->ExceptionOccurred(e);
  (*e)->ExceptionClear(e);
  jclass tc = (*e)->GetObjectClass(e, t);
  jmethodID ts = (*e)->GetMethodID(e, tc, "toString", "()Ljava/lang/String;");
  return (jstring)(*e)->CallObjectMethod(e, t, ts);
}
