// Loads and stores on every primitive array type (baload/bastore on boolean[] too), default values, truncation on store.
public class PrimitiveArrays {
    public static void main(String[] args) {
        boolean[] z = new boolean[4];
        byte[] b = new byte[4];
        char[] c = new char[4];
        short[] s = new short[4];
        int[] i = new int[4];
        long[] l = new long[4];
        float[] f = new float[4];
        double[] d = new double[4];
        System.out.println(z[0] + " " + b[0] + " " + (int) c[0] + " " + s[0] + " " + i[0] + " " + l[0] + " " + f[0] + " " + d[0]);
        int v = 0x12345678;
        for (int k = 0; k < 4; k++) {
            z[k] = (k & 1) == 1;
            b[k] = (byte) (v >> (k * 8));
            c[k] = (char) (v >> (k * 4));
            s[k] = (short) (v << k);
            i[k] = v * (k - 2);
            l[k] = (long) v << (k * 12);
            f[k] = v / (k + 1.0f);
            d[k] = -v / (k + 3.0);
        }
        for (int k = 0; k < 4; k++) {
            System.out.println(k + ": " + z[k] + " " + b[k] + " " + (int) c[k] + " " + s[k] + " " + i[k] + " " + l[k] + " " + f[k] + " " + d[k]);
        }
        b[0] += 200;
        c[1] -= 0x10000;
        s[2] *= 3;
        i[3] <<= 33;
        f[0] /= 0;
        d[1] %= 1000;
        z[2] |= true;
        System.out.println(b[0] + " " + (int) c[1] + " " + s[2] + " " + i[3] + " " + f[0] + " " + d[1] + " " + z[2]);
        int sum = 0;
        byte[] bytes = new byte[256];
        for (int k = 0; k < bytes.length; k++) bytes[k] = (byte) k;
        for (byte x : bytes) sum += x;
        int usum = 0;
        for (byte x : bytes) usum += x & 0xff;
        System.out.println("byte sums " + sum + " " + usum);
        char[] chars = new char[700];
        for (int k = 0; k < chars.length; k++) chars[k] = (char) ('a' + k % 26);
        System.out.println(new String(chars, 0, 30) + " " + chars.length);
        long[] big = new long[100];
        for (int k = 1; k < big.length; k++) big[k] = big[k - 1] * 3 + k;
        System.out.println(big[99] + " " + big[50]);
        double[] dd = {1e308, -1e308, Double.MIN_VALUE};
        dd[0] *= 10;
        dd[1] *= 10;
        dd[2] /= 2;
        System.out.println(dd[0] + " " + dd[1] + " " + dd[2]);
        int[] empty = {};
        System.out.println(empty.length + " " + new int[0].length + " " + new String[]{"x"}.length);
    }
}
