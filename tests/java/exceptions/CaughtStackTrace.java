// Throwable.printStackTrace() of caught exceptions (to stderr): frames with File.java:line, Caused by, "... n more", Suppressed.
public class CaughtStackTrace {
    static class Inner {
        void fail(int n) {
            if (n == 0) throw new IllegalStateException("inner failure");
            fail(n - 1);
        }
    }

    static void level2() {
        new Inner().fail(2);
    }

    static void level1() {
        try {
            level2();
        } catch (IllegalStateException e) {
            throw new RuntimeException("level1 wrapped", e);
        }
    }

    static void vmThrown(int[] a) {
        a[a.length] = 1;
    }

    public static void main(String[] args) {
        try {
            level1();
        } catch (RuntimeException e) {
            System.out.println("caught: " + e.getMessage());
            e.printStackTrace();
        }
        try {
            vmThrown(new int[4]);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("caught: " + e.getMessage());
            e.printStackTrace();
        }
        Exception withSuppressed = new Exception("primary");
        withSuppressed.addSuppressed(new IllegalArgumentException("secondary"));
        withSuppressed.printStackTrace();
        StackTraceElement[] st = new Throwable().getStackTrace();
        System.out.println("frames: " + st.length + " top=" + st[0].getMethodName() + " line=" + st[0].getLineNumber()
            + " class=" + st[0].getClassName() + " file=" + st[0].getFileName());
        System.err.println("plain stderr line");
        System.out.println("done");
    }
}
