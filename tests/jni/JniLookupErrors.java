// JNI lookup errors and their texts: GetMethodID/GetStaticMethodID for a missing method or the
// wrong static-ness (NoSuchMethodError), GetStaticFieldID (NoSuchFieldError), FindClass
// (NoClassDefFoundError), FindClass of an array class.
public class JniLookupErrors {
    static { System.loadLibrary("JniLookupErrors"); }

    static void st() {}

    void inst() {}

    static int field;

    static native String probe();

    public static void main(String[] args) {
        System.out.print(probe());
    }
}
