// Two's-complement wrap-around for int/long arithmetic, negation of MIN, Math.abs(MIN), iinc with large constants.
public class IntOverflow {
    public static void main(String[] args) {
        int max = Integer.MAX_VALUE, min = Integer.MIN_VALUE;
        System.out.println((max + 1) + " " + (min - 1) + " " + (-min) + " " + (max * 2) + " " + (min * -1) + " " + Math.abs(min));
        long lmax = Long.MAX_VALUE, lmin = Long.MIN_VALUE;
        System.out.println((lmax + 1) + " " + (lmin - 1) + " " + (-lmin) + " " + (lmax * 2) + " " + (lmin * -1) + " " + Math.abs(lmin));
        int h = 0;
        for (int i = 0; i < 1000; i++) h = 31 * h + i * 0x9e3779b9;
        System.out.println("hash " + h);
        long lh = 0;
        for (int i = 0; i < 1000; i++) lh = 6364136223846793005L * lh + 1442695040888963407L + i;
        System.out.println("lcg " + lh);
        int a = 46341;
        System.out.println("square " + (a * a) + " " + ((long) a * a));
        int i = 0;
        i += 127; i += 128; i -= 129; i += 32767; i += 32768; i -= 32769; i += 100000;
        System.out.println("iinc " + i);
        int j = max;
        j++;
        System.out.println("inc " + j);
        j--;
        System.out.println("dec " + j);
        System.out.println("neg " + (~0) + " " + (~min) + " " + (~lmax) + " " + (-(-5)));
        System.out.println("and/or/xor " + (0xF0F0F0F0 & 0x0FF00FF0) + " " + (0xF0F0F0F0 | 0x0F) + " " + (0xF0F0F0F0 ^ -1)
            + " " + (0xF0F0F0F0F0F0F0F0L & 0xFFL) + " " + (0x8000000000000000L | 1L) + " " + (-1L ^ 0x5555L));
        char c = Character.MAX_VALUE;
        c++;
        System.out.println("char wrap " + (int) c);
        short s = Short.MAX_VALUE;
        s++;
        byte b = Byte.MIN_VALUE;
        b--;
        System.out.println("short/byte wrap " + s + " " + b);
        int mul = 1;
        for (int k = 1; k <= 20; k++) mul *= k;
        System.out.println("20! as int " + mul);
        System.out.println("int cmp " + Integer.compare(min, max) + " " + Integer.compareUnsigned(min, max) + " " + Integer.toUnsignedString(-1)
            + " " + Integer.divideUnsigned(-1, 3) + " " + Integer.remainderUnsigned(-1, 3));
        System.out.println("long unsigned " + Long.toUnsignedString(-1L) + " " + Long.compareUnsigned(-1L, 1L) + " " + Long.divideUnsigned(-1L, 10) + " " + Long.remainderUnsigned(-1L, 10));
    }
}
