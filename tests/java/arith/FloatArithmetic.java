// float vs double precision: rounding of each operation to float, widening, mixed int/float expressions.
public class FloatArithmetic {
    public static void main(String[] args) {
        float a = 0.1f, b = 0.2f, c = 0.3f;
        System.out.println((a + b) + " " + (a + b == c) + " " + (a * b) + " " + (c / a) + " " + (c - b - a));
        double da = 0.1, db = 0.2;
        System.out.println((da + db) + " " + (da * db) + " " + (0.3 / da) + " " + (0.3 - db - da));
        float f = 1.0f;
        for (int i = 0; i < 30; i++) f = f * 1.1f + 0.3f;
        System.out.println("f loop " + f);
        double d = 1.0;
        for (int i = 0; i < 30; i++) d = d * 1.1 + 0.3;
        System.out.println("d loop " + d);
        float big = 16777216f;
        System.out.println("float ulp " + (big + 1f) + " " + (big + 2f) + " " + ((big + 1f) - big));
        System.out.println("mixed " + (1 / 2 * 3.0) + " " + (1 / 2.0 * 3) + " " + (7 / 2f) + " " + ('a' + 0.5f) + " " + (3L * 0.1f));
        float sumf = 0;
        double sumd = 0;
        for (int i = 1; i <= 1000; i++) { sumf += 1.0f / i; sumd += 1.0 / i; }
        System.out.println("harmonic " + sumf + " " + sumd);
        float x = 3.4028235e38f;
        System.out.println("overflow " + (x * 2) + " " + (x * 2.0) + " " + (-x * 10) + " underflow " + (1.4e-45f / 2) + " " + (Float.MIN_NORMAL / 2));
        double m = 1e308;
        System.out.println("double overflow " + (m * 10) + " " + (m * 10 / 10) + " " + (Double.MIN_VALUE / 2) + " " + (Double.MIN_NORMAL / 4));
        float neg = -0.0f;
        System.out.println("negzero " + neg + " " + (neg + 0.0f) + " " + (neg * -1) + " " + (0.0f == neg) + " " + Float.valueOf(neg).equals(0.0f));
        double p = 1.0;
        int n = 0;
        while (1.0 + p != 1.0) { p /= 2; n++; }
        System.out.println("epsilon steps " + n + " " + p);
        float fp = 1.0f;
        int fn = 0;
        while (1.0f + fp != 1.0f) { fp /= 2; fn++; }
        System.out.println("float epsilon steps " + fn + " " + fp);
        System.out.println("bits " + Float.floatToIntBits(1.0f) + " " + Double.doubleToLongBits(-2.0) + " " + Float.intBitsToFloat(0x7f800001) + " " + Double.longBitsToDouble(0x0010000000000000L));
        System.out.println("raw NaN " + Integer.toHexString(Float.floatToIntBits(Float.intBitsToFloat(0x7fc00123))) + " " + Long.toHexString(Double.doubleToLongBits(0.0 / 0.0)));
    }
}
