// i2b/i2c/i2s/l2i and loads from byte/short/char arrays and fields: char zero-extends, byte/short sign-extend.
public class Narrowing {
    static byte fb = (byte) 0x80;
    static short fs = (short) 0x8000;
    static char fc = (char) 0x8000;
    byte ib = -1;
    char ic = '\uffff';

    static int neg() { return -100; }          // bipush -100
    static int negWide() { return -30000; }    // sipush -30000
    static int negM1() { return -1; }          // iconst_m1
    static int big() { return -40000; }        // ldc

    public static void main(String[] args) {
        int[] ints = {0, 127, 128, 255, 256, -1, -128, -129, 32767, 32768, 65535, 65536, -32768, -32769, 0x12345678, Integer.MIN_VALUE};
        for (int i : ints) {
            System.out.println(i + " -> b=" + (byte) i + " s=" + (short) i + " c=" + (int) (char) i);
        }
        long[] longs = {4294967296L, 4294967295L, -4294967297L, Long.MAX_VALUE, Long.MIN_VALUE, 0x80000000L};
        for (long l : longs) {
            System.out.println(l + " -> i=" + (int) l + " b=" + (byte) l + " c=" + (int) (char) l);
        }
        byte[] ba = {(byte) 0xff, (byte) 0x7f, (byte) 0x80};
        short[] sa = {(short) 0xffff, (short) 0x7fff, (short) 0x8000};
        char[] ca = {(char) 0xffff, (char) 0x7fff, (char) 0x8000};
        for (int i = 0; i < 3; i++) {
            int b = ba[i], s = sa[i], c = ca[i];
            System.out.println("arrays " + b + " " + s + " " + c);
        }
        System.out.println("fields " + fb + " " + fs + " " + (int) fc);
        Narrowing n = new Narrowing();
        System.out.println("inst " + n.ib + " " + (int) n.ic + " " + (n.ic + 1) + " " + (n.ib & 0xff));
        System.out.println("consts " + neg() + " " + negWide() + " " + negM1() + " " + big());
        byte b = 100;
        b += 100;
        short s = 30000;
        s += 30000;
        char c = 65000;
        c += 1000;
        System.out.println("compound " + b + " " + s + " " + (int) c);
        b++; s--; c--;
        System.out.println("incdec " + b + " " + s + " " + (int) c);
        char d = 'A';
        d += 2;
        System.out.println("char arith " + d + " " + (d + 1) + " " + (char) (d + 1));
        int fromChar = '\uffff';
        int fromByte = (byte) '\uffff';
        System.out.println("ext " + fromChar + " " + fromByte);
        boolean[] bools = new boolean[3];
        bools[1] = true;
        System.out.println("bools " + bools[0] + " " + bools[1] + " " + bools[2]);
        System.out.println("i2l " + (long) Integer.MIN_VALUE + " " + ((long) -1 >>> 32));
        int wide = 0;
        wide += 1000;   // wide iinc
        wide -= 30000;  // wide iinc
        wide += 127; wide -= 128;
        System.out.println("iinc " + wide);
    }
}
