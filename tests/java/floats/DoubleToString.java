// Double.toString exactly as JDK 17 prints it: boundaries of plain vs E notation, subnormals, known-tricky values.
public class DoubleToString {
    public static void main(String[] args) {
        double[] ds = {
            0.0, -0.0, 1.0, -1.0, 0.1, 0.2, 0.3, 0.1 + 0.2, 1.0 / 3, 2.0 / 3, 10.0, 100.0, 1000.0,
            1e6, 1e7 - 1, 1e7, 1.0000001e7, 12345678.9, 1e-3, 9.99e-4, 1e-4, 0.001, 0.0001234,
            1e21, 1e22, 1e23, 2e23, 8.41e21, 5e-324, 1e-323, 2.2250738585072014E-308, 2.225073858507201E-308,
            Double.MAX_VALUE, Double.MIN_VALUE, Double.MIN_NORMAL, Math.PI, Math.E, 123456789.0,
            1.0E-5, 100.5, 0.5, 0.25, 0.125, 1.5e300, -1.5e-300, 4.35, 0.3 * 3, 2.0 / 3 * 3, 9007199254740993.0,
            9007199254740992.0, 1.7976931348623157E308 / 3, 1e16, 1.2345678901234567e16, 123e-310,
            2.0E-3, 5.0E-3, 1.0E-2, 3.0E-2, 1.1, 2.2, 3.3, 4.4, 5.5, 6.6, 7.7, 8.8, 9.9,
            1.0E15, 9.999999999999999E22, 1.0E-322, 4.9E-324 * 3, 0.30000000000000004, 1.0 - 0.9,
            Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 1e-7, 1.0E-6, 9.999999999999999E-4,
            5.0E-324 * 1024, 1.4E-45, 3.4028234663852886E38, 0.1f, 16777216.0, 2.5e-8, 33.333333333333336
        };
        for (double d : ds) {
            System.out.println(d + " | " + Double.toString(-d) + " | " + String.valueOf(d * 1000));
        }
        double v = 1.0;
        for (int i = 0; i < 40; i++) {
            System.out.println("pow10 " + v + " " + (1 / v) + " " + (v * 1.5) + " " + (v / 7));
            v *= 10;
        }
        double w = 1.0;
        for (int i = 0; i < 70; i++) {
            System.out.print(w + " ");
            w *= 2;
        }
        System.out.println();
        StringBuilder sb = new StringBuilder();
        sb.append(1.5).append(' ').append(-0.0).append(' ').append(1e100);
        System.out.println(sb);
        System.out.println(Double.valueOf(2.5e-5).toString() + " " + String.valueOf(7e-300));
    }
}
