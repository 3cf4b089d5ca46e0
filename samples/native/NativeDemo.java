// NativeDemo: Java calling C through JNI (System.loadLibrary), and C calling back into Java.
// Run: jvmlab -Djava.library.path=<build>/samples/native -cp <build>/samples/native NativeDemo
public class NativeDemo {
    static { System.loadLibrary("nativedemo"); }

    private int counter = 40;
    private String label = "demo";
    static long total = 5;

    // Primitives, static and instance.
    static native int add(int a, int b);
    static native double hypot(double x, double y);
    static native long mix(byte b, short s, char c, long l, float f, boolean z);
    native int bump(int by);

    // Overloads: the long JNI names (Java_NativeDemo_scale__I, ...__D).
    static native int scale(int x);
    static native double scale(double x);

    // Strings, arrays, objects.
    static native String greet(String who);
    static native int sum(int[] values);
    static native double[] squares(int n);
    static native String[] split(String csv);
    static native Object makePoint(int x, int y);
    native String describe();

    // Calls back into Java, and exceptions.
    static native int callTwice(Callback cb, int x);
    static native void fail(String message);
    static native String catchInJava();
    static native int under_score(int x);

    /** Called from C. */
    interface Callback {
        int apply(int x);
    }

    static final class Point {
        final int x;
        final int y;

        Point(int x, int y) {
            this.x = x;
            this.y = y;
        }

        @Override
        public String toString() {
            return "Point(" + x + ", " + y + ")";
        }
    }

    static int thrower() {
        throw new IllegalStateException("from Java");
    }

    public static void main(String[] args) {
        System.out.println("add(2, 3) = " + add(2, 3));
        System.out.println("hypot(3, 4) = " + hypot(3, 4));
        System.out.println("mix = " + mix((byte) -2, (short) 300, 'A', 1L << 40, 1.5f, true));
        NativeDemo d = new NativeDemo();
        System.out.println("bump(2) = " + d.bump(2) + ", counter = " + d.counter);
        System.out.println("scale(7) = " + scale(7) + ", scale(1.5) = " + scale(1.5));
        System.out.println(greet("jvmlab"));
        System.out.println("sum = " + sum(new int[] {1, 2, 3, 4, 5}));
        double[] sq = squares(4);
        System.out.println("squares = " + sq[0] + " " + sq[1] + " " + sq[2] + " " + sq[3]);
        String[] parts = split("a,bb,ccc");
        System.out.println("split = " + parts.length + " " + parts[0] + "|" + parts[1] + "|" + parts[2]);
        System.out.println("makePoint = " + makePoint(3, 4));
        System.out.println("describe = " + d.describe() + ", total = " + total);
        System.out.println("callTwice = " + callTwice(new Callback() {
            public int apply(int x) {
                return x * 10;
            }
        }, 4));
        try {
            fail("bad input");
        } catch (IllegalArgumentException e) {
            System.out.println("caught " + e.getClass().getName() + ": " + e.getMessage());
        }
        System.out.println("catchInJava = " + catchInJava());
        System.out.println("under_score(20) = " + under_score(20));
    }
}
