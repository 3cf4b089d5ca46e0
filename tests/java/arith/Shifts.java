// ishl/ishr/iushr/lshl/lshr/lushr: shift counts masked to 5 / 6 bits, negative values, sub-int types.
public class Shifts {
    public static void main(String[] args) {
        int[] counts = {-1, 0, 1, 5, 31, 32, 33, 63, 64, 65, -32, -33, Integer.MIN_VALUE, Integer.MAX_VALUE};
        int[] vals = {1, -1, 0x12345678, Integer.MIN_VALUE, Integer.MAX_VALUE, -123456};
        for (int v : vals) {
            for (int c : counts) {
                System.out.println("int " + v + " c=" + c + ": " + (v << c) + " " + (v >> c) + " " + (v >>> c));
            }
        }
        long[] lvals = {1L, -1L, 0x123456789abcdef0L, Long.MIN_VALUE, Long.MAX_VALUE, -9876543210L};
        for (long v : lvals) {
            for (int c : counts) {
                System.out.println("long " + v + " c=" + c + ": " + (v << c) + " " + (v >> c) + " " + (v >>> c));
            }
        }
        long lc = 65; // long shift count narrowed to int
        System.out.println("long count: " + (1 << lc) + " " + (1L << lc) + " " + (-8L >> (lc + 1)));
        byte b = -16; short s = -16; char ch = 0xfff0;
        System.out.println("byte>>>2=" + (b >>> 2) + " short>>>2=" + (s >>> 2) + " char>>>2=" + (ch >>> 2));
        b >>>= 2; s >>>= 2; ch >>>= 2;
        System.out.println("compound: " + b + " " + s + " " + (int) ch);
        b = -1; b >>>= 28;
        System.out.println("byte -1 >>>= 28 -> " + b);
        int x = 1;
        for (int i = 0; i < 40; i += 7) { x = (x << 3) ^ (x >>> 5) ^ i; }
        System.out.println("mix=" + x);
        long y = 1;
        for (int i = 0; i < 80; i += 9) { y = (y << 7) ^ (y >>> 11) ^ (y >> 3) ^ i; }
        System.out.println("lmix=" + y);
    }
}
