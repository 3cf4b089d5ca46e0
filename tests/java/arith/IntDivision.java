// idiv/irem/ldiv/lrem: division by zero, MIN / -1, signs of quotient and remainder.
public class IntDivision {
    static int idiv(int a, int b) { return a / b; }
    static int irem(int a, int b) { return a % b; }
    static long ldiv(long a, long b) { return a / b; }
    static long lrem(long a, long b) { return a % b; }

    public static void main(String[] args) {
        int[] as = {0, 1, -1, 7, -7, 13, -13, Integer.MAX_VALUE, Integer.MIN_VALUE};
        int[] bs = {1, -1, 2, -2, 3, -3, 7, Integer.MAX_VALUE, Integer.MIN_VALUE, 0};
        for (int a : as) {
            StringBuilder sb = new StringBuilder();
            for (int b : bs) {
                try {
                    sb.append(idiv(a, b)).append('/').append(irem(a, b)).append(' ');
                } catch (ArithmeticException e) {
                    sb.append("AE(").append(e.getMessage()).append(") ");
                }
            }
            System.out.println("int " + a + ": " + sb);
        }
        long[] las = {0L, 1L, -1L, 7L, -7L, 10000000000L, -10000000000L, Long.MAX_VALUE, Long.MIN_VALUE};
        long[] lbs = {1L, -1L, 2L, -3L, 7L, 4294967296L, Long.MAX_VALUE, Long.MIN_VALUE, 0L};
        for (long a : las) {
            StringBuilder sb = new StringBuilder();
            for (long b : lbs) {
                try {
                    sb.append(ldiv(a, b)).append('/').append(lrem(a, b)).append(' ');
                } catch (ArithmeticException e) {
                    sb.append("AE(").append(e.getMessage()).append(") ");
                }
            }
            System.out.println("long " + a + ": " + sb);
        }
        int zero = 0;
        try { int x = 5 % zero; System.out.println(x); } catch (ArithmeticException e) { System.out.println("irem: " + e); }
        long lz = 0;
        try { long x = 5L / lz; System.out.println(x); } catch (ArithmeticException e) { System.out.println("ldiv: " + e); }
        try { long x = 5L % lz; System.out.println(x); } catch (ArithmeticException e) { System.out.println("lrem: " + e); }
        int m = Integer.MIN_VALUE, n = -1;
        System.out.println("MIN/-1=" + (m / n) + " MIN%-1=" + (m % n));
        long lm = Long.MIN_VALUE, ln = -1;
        System.out.println("LMIN/-1=" + (lm / ln) + " LMIN%-1=" + (lm % ln));
        int acc = 1000;
        acc /= 7; acc %= 9;
        System.out.println("compound=" + acc);
        short s = -32768; byte by = -128; char ch = 65535;
        System.out.println("short/-1=" + (s / -1) + " byte/-1=" + (by / -1) + " char/-1=" + (ch / -1));
        s /= -1; by /= -1;
        System.out.println("narrowed: " + s + " " + by);
    }
}
