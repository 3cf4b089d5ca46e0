// Arbitrary-precision arithmetic with int[] limbs (base 10^9): factorials, powers of two, Fibonacci; long carries.
public class BigFactorial {
    static final int BASE = 1_000_000_000;

    static int[] mulSmall(int[] a, int m) {
        int[] r = new int[a.length + 2];
        long carry = 0;
        int len = 0;
        for (int i = 0; i < a.length || carry != 0; i++) {
            long cur = carry + (i < a.length ? (long) a[i] * m : 0);
            r[i] = (int) (cur % BASE);
            carry = cur / BASE;
            len = i + 1;
        }
        return trim(r, len);
    }

    static int[] add(int[] a, int[] b) {
        int n = Math.max(a.length, b.length);
        int[] r = new int[n + 1];
        int carry = 0;
        for (int i = 0; i < n; i++) {
            int s = carry + (i < a.length ? a[i] : 0) + (i < b.length ? b[i] : 0);
            r[i] = s % BASE;
            carry = s / BASE;
        }
        r[n] = carry;
        return trim(r, n + 1);
    }

    static int[] trim(int[] r, int len) {
        while (len > 1 && r[len - 1] == 0) len--;
        int[] out = new int[len];
        System.arraycopy(r, 0, out, 0, len);
        return out;
    }

    static String str(int[] a) {
        StringBuilder sb = new StringBuilder();
        sb.append(a[a.length - 1]);
        for (int i = a.length - 2; i >= 0; i--) {
            String part = Integer.toString(a[i]);
            for (int k = part.length(); k < 9; k++) sb.append('0');
            sb.append(part);
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        int[] f = {1};
        for (int i = 1; i <= 100; i++) {
            f = mulSmall(f, i);
            if (i == 20 || i == 25 || i == 50) System.out.println(i + "! = " + str(f));
        }
        String f100 = str(f);
        int digitSum = 0;
        for (int i = 0; i < f100.length(); i++) digitSum += f100.charAt(i) - '0';
        System.out.println("100! has " + f100.length() + " digits, digit sum " + digitSum);
        int[] p = {1};
        for (int i = 0; i < 200; i++) p = mulSmall(p, 2);
        System.out.println("2^200 = " + str(p));
        int[] a = {0}, b = {1};
        for (int i = 0; i < 300; i++) { int[] t = add(a, b); a = b; b = t; }
        System.out.println("fib(300) = " + str(a));
    }
}
