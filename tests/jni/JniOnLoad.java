// JNI_OnLoad: called once when the library is loaded (not again on a second loadLibrary), with a
// JavaVM whose GetEnv gives the JNIEnv; GetJavaVM returns the same VM; what OnLoad stored in a
// static field is visible to Java.
public class JniOnLoad {
    static String setByOnLoad = "unset";

    static native int onLoadCalls();
    static native boolean sameVm();
    static native int envVersionCheck();

    public static void main(String[] args) {
        System.out.println("before: " + setByOnLoad);
        System.loadLibrary("JniOnLoad");
        System.loadLibrary("JniOnLoad");
        System.out.println("after: " + setByOnLoad);
        System.out.println("JNI_OnLoad calls: " + onLoadCalls());
        System.out.println("same JavaVM: " + sameVm());
        System.out.println("GetEnv checks: " + envVersionCheck());
    }
}
