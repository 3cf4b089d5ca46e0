// long/double take two slots in locals, operand stack and argument lists; mixed-width parameters and fields.
public class LongTwoSlot {
    long lf = 1L << 40;
    double df = 2.5;
    int itf = 3;
    static long slf = -5L;
    static double sdf = -0.125;

    static long mix(int a, long b, double c, int d, float e, long f, char g, double h, byte i) {
        return a + b + (long) c + d + (long) e + f + g + (long) h + i;
    }

    long instMix(long a, int b, double c, long d) {
        return a * b + (long) (c * d) + lf + itf;
    }

    static double dswap(double a, double b) {
        double t = a;
        a = b;
        b = t;
        return a - b;
    }

    static long manyLocals(long seed) {
        long a = seed, b = a + 1;
        int i1 = (int) b;
        double c = a * 0.5;
        long d = b * 3;
        int i2 = i1 * 2;
        double e = c + d;
        long f = a ^ d;
        float g = 1.5f;
        long h = f - a;
        for (int k = 0; k < 5; k++) {
            long t = h + k;
            double u = t / 2.0;
            a += t;
            c -= u;
            i2 ^= k;
        }
        return a + b + i1 + (long) c + d + i2 + (long) e + f + (long) g + h;
    }

    static long[] retPair(long x) { return new long[] {x, ~x}; }

    static double fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

    static long lfact(long n) { return n <= 1 ? 1 : n * lfact(n - 1); }

    public static void main(String[] args) {
        System.out.println(mix(1, 2L, 3.9, 4, 5.9f, 6L, 'A', -7.9, (byte) -1));
        System.out.println(mix(-1, Long.MIN_VALUE, 1e3, 0, -2.5f, Long.MAX_VALUE, '\uffff', 0.0, (byte) 127));
        LongTwoSlot o = new LongTwoSlot();
        System.out.println(o.instMix(10L, 3, 2.5, 4L));
        System.out.println(dswap(1.25, -8.5) + " " + manyLocals(17) + " " + manyLocals(-1000000007L));
        long[] p = retPair(0x0f0f0f0f0f0f0f0fL);
        System.out.println(p[0] + " " + p[1]);
        System.out.println(fib(20) + " " + lfact(20) + " " + lfact(21));
        o.lf = o.lf * 3 + slf;
        o.df = o.df * sdf - o.itf;
        slf = o.lf >> 3;
        sdf = o.df / 4;
        System.out.println(o.lf + " " + o.df + " " + slf + " " + sdf);
        long x = 1;
        double y = 1;
        for (int i = 0; i < 62; i++) { x = x * 3 + i; y = y * 1.5 - i; }
        System.out.println(x + " " + y);
        long cmpA = 5, cmpB = -5;
        System.out.println((cmpA > cmpB) + " " + (cmpA < cmpB) + " " + (cmpA == -cmpB) + " " + Long.compare(cmpA, cmpB));
        long big = Long.MAX_VALUE;
        big++;
        System.out.println(big + " " + (big - 1) + " " + (-big) + " " + Math.abs(big));
        double dd = 0.1 + 0.2;
        float ff = 0.1f + 0.2f;
        System.out.println(dd + " " + ff + " " + (dd == 0.3) + " " + (ff == 0.3f) + " " + (float) dd);
    }
}
