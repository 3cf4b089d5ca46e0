// JNI exceptions: ThrowNew and Throw from C, ExceptionOccurred/Check/Clear, a Java exception
// thrown by a callback passing through the native frame to the Java caller, and a native that
// clears one exception and throws another.
public class JniExceptions {
    static { System.loadLibrary("JniExceptions"); }

    static class AppException extends Exception {
        AppException(String message) {
            super(message);
        }
    }

    static native void throwNew(String className, String message);
    static native void throwObject(Throwable t);
    static native int callAndPropagate(Runnable r);
    static native String callAndCatch(Runnable r);
    static native void replace(Runnable r);

    public static void main(String[] args) {
        String[][] cases = {
            {"java/lang/IllegalStateException", "bad state"},
            {"java/lang/ArithmeticException", "divide"},
            {"JniExceptions$AppException", "custom checked"},
            {"java/lang/RuntimeException", null},
        };
        for (String[] c : cases) {
            try {
                throwNew(c[0], c[1]);
                System.out.println("no exception");
            } catch (Throwable t) {
                System.out.println("caught " + t);
            }
        }
        try {
            throwObject(new UnsupportedOperationException("thrown object"));
        } catch (UnsupportedOperationException e) {
            System.out.println("caught " + e.getMessage());
        }
        Runnable failing = new Runnable() {
            public void run() {
                throw new IndexOutOfBoundsException("from the callback");
            }
        };
        try {
            callAndPropagate(failing);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("propagated " + e.getMessage());
        }
        System.out.println(callAndCatch(failing));
        System.out.println(callAndCatch(new Runnable() {
            public void run() {
            }
        }));
        try {
            replace(failing);
        } catch (IllegalArgumentException e) {
            System.out.println("replaced: " + e.getMessage());
        }
    }
}
