// Math.sqrt, Math/StrictMath abs, min and max of int and long in compiled code. Under -Xcomp a
// method is compiled before its first run, when its calls are not yet linked; warm() links the
// class's Math constants at run time, so the methods that main calls after it are compiled with
// them resolved and take the intrinsic forms. Expected output from java 17.
public class JitIntrinsics {
    static double warm(double x) {
        return Math.sqrt(x) + Math.abs((int) x) + Math.abs((long) x) + Math.min(1, (int) x)
            + Math.max(1, (int) x) + Math.min(1L, (long) x) + Math.max(1L, (long) x)
            + StrictMath.sqrt(x) + StrictMath.abs((int) x) + StrictMath.min(2, (int) x) + StrictMath.max(2L, (long) x);
    }

    static double sq(double x) { return Math.sqrt(x); }
    static double ssq(double x) { return StrictMath.sqrt(x); }
    static int iabs(int x) { return Math.abs(x); }
    static long labs(long x) { return Math.abs(x); }
    static int imin(int a, int b) { return Math.min(a, b); }
    static int imax(int a, int b) { return Math.max(a, b); }
    static long lmin(long a, long b) { return Math.min(a, b); }
    static long lmax(long a, long b) { return Math.max(a, b); }

    static double loop(int n) {  // sqrt in a loop with a safepoint poll and an array
        double[] a = new double[n];
        for (int i = 0; i < n; i++) a[i] = Math.sqrt(i * 3.0 + 0.5);
        double s = 0;
        for (int i = 0; i < n; i++) s += a[i] * Math.sqrt(a[i]);
        return s;
    }

    public static void main(String[] args) {
        System.out.println(warm(2.0));
        double[] ds = {0.0, -0.0, 1.0, 2.0, 4.0, 1e-310, Double.MIN_VALUE, Double.MAX_VALUE, -1.0,
                       Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN, 0.1, 1e300};
        for (double d : ds) {
            double r = sq(d);
            System.out.println(d + " -> " + r + " " + Long.toHexString(Double.doubleToRawLongBits(r))
                               + " " + (ssq(d) == r || (r != r && ssq(d) != ssq(d))));
        }
        int[] is = {0, 1, -1, 7, -7, Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MIN_VALUE + 1};
        for (int a : is) {
            System.out.print(a + ": abs " + iabs(a));
            for (int b : is) System.out.print(" " + imin(a, b) + "/" + imax(a, b));
            System.out.println();
        }
        long[] ls = {0L, 1L, -1L, 1L << 40, -(1L << 40), Long.MAX_VALUE, Long.MIN_VALUE, Long.MIN_VALUE + 1};
        for (long a : ls) {
            System.out.print(a + ": abs " + labs(a));
            for (long b : ls) System.out.print(" " + lmin(a, b) + "/" + lmax(a, b));
            System.out.println();
        }
        System.out.println(loop(1000));
    }
}
