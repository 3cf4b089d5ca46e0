// UnsatisfiedLinkError texts: a native method whose symbol no library has, loadLibrary of a
// missing library (the message names java.library.path), load of a missing absolute path, of a
// relative path, a name with a directory separator, a file that is not a shared library; and
// loading the same library twice.
public class JniLinkErrors {
    static native int notThere(int a, long b, String c);
    static native void neverLinked();
    static native int present();

    static void tryLink(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": ok");
        } catch (UnsatisfiedLinkError e) {
            System.out.println(what + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        try {
            notThere(1, 2, "3");
        } catch (UnsatisfiedLinkError e) {
            System.out.println("before loading: " + e.getMessage());
        }
        System.loadLibrary("JniLinkErrors");
        System.loadLibrary("JniLinkErrors");
        System.out.println("present() = " + present());
        try {
            notThere(1, 2, "3");
        } catch (UnsatisfiedLinkError e) {
            System.out.println("after loading: " + e.getMessage());
        }
        tryLink("neverLinked", new Runnable() {
            public void run() {
                neverLinked();
            }
        });
        tryLink("load /nonexistent/libx.so", new Runnable() {
            public void run() {
                System.load("/nonexistent/libx.so");
            }
        });
        tryLink("load relative", new Runnable() {
            public void run() {
                System.load("lib/libx.so");
            }
        });
        tryLink("loadLibrary a/b", new Runnable() {
            public void run() {
                System.loadLibrary("a/b");
            }
        });
        tryLink("loadLibrary nosuchlib", new Runnable() {
            public void run() {
                System.loadLibrary("nosuchlib");
            }
        });
        System.out.println(System.mapLibraryName("z"));
    }
}
