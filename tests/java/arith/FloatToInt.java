// f2i/f2l/d2i/d2l: round toward zero, saturation at MIN/MAX, NaN -> 0; also d2f/f2d and i2f/l2f/l2d rounding.
public class FloatToInt {
    public static void main(String[] args) {
        double[] ds = {0.0, -0.0, 0.5, -0.5, 0.999999, -0.999999, 1.5, -1.5, 2.5, -2.5,
            2147483647.0, 2147483647.5, 2147483648.0, -2147483648.0, -2147483648.9, -2147483649.0,
            1e10, -1e10, 9.223372036854775807e18, 9.3e18, -9.3e18, 1e300, -1e300,
            Double.MAX_VALUE, -Double.MAX_VALUE, Double.MIN_VALUE, Double.NaN,
            Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 4503599627370497.0, -123456789.987};
        for (double d : ds) {
            System.out.println("d=" + d + " i=" + (int) d + " l=" + (long) d + " f=" + (float) d
                + " s=" + (short) d + " b=" + (byte) d + " c=" + (int) (char) d);
        }
        float[] fs = {0.0f, -0.0f, 0.75f, -0.75f, 16777216f, 16777217f, 2.1474836E9f, -2.1474836E9f,
            3e9f, -3e9f, 9.2233715E18f, 9.223372E18f, -9.223372E18f, 1e20f, -1e20f, Float.MAX_VALUE,
            Float.MIN_VALUE, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 12345.678f};
        for (float f : fs) {
            System.out.println("f=" + f + " i=" + (int) f + " l=" + (long) f + " d=" + (double) f);
        }
        int[] is = {16777217, 16777219, Integer.MAX_VALUE, Integer.MIN_VALUE, -16777217, 123456789};
        for (int i : is) {
            System.out.println("i=" + i + " f=" + (float) i + " d=" + (double) i);
        }
        long[] ls = {Long.MAX_VALUE, Long.MIN_VALUE, 9007199254740993L, -9007199254740993L, 1L << 62, 123456789012345678L};
        for (long l : ls) {
            System.out.println("l=" + l + " f=" + (float) l + " d=" + (double) l);
        }
        double tiny = 1e-50;
        System.out.println("d2f underflow " + (float) tiny + " " + (float) -tiny + " overflow " + (float) 1e40 + " " + (float) -1e40);
        long acc = 0;
        for (int k = 0; k < 200; k++) {
            double v = (k - 100) * 12345.6789 * k;
            acc = acc * 31 + (long) v + (int) (float) v;
        }
        System.out.println("acc=" + acc);
    }
}
