// RegisterNatives: JNI_OnLoad binds C functions with arbitrary names to native methods (no JNI
// symbol names), re-registration replaces a binding, and registering a method that does not
// exist or is not native fails with NoSuchMethodError.
public class JniRegisterNatives {
    static { System.loadLibrary("JniRegisterNatives"); }

    static native int twice(int x);
    native String hello(String who);
    static native void rebind();
    static native String badRegistration(int which);

    static int notNative(int x) {
        return x;
    }

    public static void main(String[] args) {
        System.out.println(twice(21));
        System.out.println(new JniRegisterNatives().hello("registered"));
        rebind();
        System.out.println(twice(21));
        System.out.println(badRegistration(0));
        System.out.println(badRegistration(1));
    }
}
