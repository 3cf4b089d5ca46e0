// String.format %f %e %g %a on edge values: rounding HALF_UP on JDK 17's digits, NaN, infinities, -0.0, flags.
public class FormatFloats {
    public static void main(String[] args) {
        double[] values = {0.0, -0.0, 1.0, -1.0, 0.5, 1.5, 2.5, 0.15, 0.25, 0.35, 1.005, 1.045, 2.675,
            0.125, 9.995, 99.95, 999999.5, 0.1, 0.2 + 0.1, 1.0 / 3, 2.0 / 3, 123456.789, -98765.4321,
            1e-5, 1.5e-5, 0.0001, 0.00009999995, 1e7, 1.2345678e8, 1e23, 1e22, 1e100, 1.7976931348623157e308,
            Double.MIN_VALUE, Double.MIN_NORMAL, 4.35, 8.345, 0.000123456, 5e-324 * 3, 3.14159265358979,
            Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
        String[] specs = {"%f", "%.0f", "%.1f", "%.2f", "%.3f", "%.12f", "%e", "%.0e", "%.2e", "%.10e",
            "%g", "%.1g", "%.3g", "%.8g", "%E", "%G", "%12.3f", "%-12.3f|", "%012.3f", "%+.2f", "% .2f",
            "%(.2f", "%,.2f", "%#.0f", "%#.0e", "%(,15.2f", "%+12.4e", "%015.4e", "%-10.1g|", "%,.3g"};
        for (double v : values) {
            StringBuilder sb = new StringBuilder(Double.toString(v)).append(':');
            for (String s : specs) {
                sb.append(' ').append(String.format(s, v));
            }
            System.out.println(sb);
        }
        float[] fs = {0.1f, 1.1f, 3.4028235e38f, 1.4e-45f, 16777216f, 0.3f, -2.5f};
        for (float f : fs) {
            System.out.println(Float.toString(f) + ": " + String.format("%f %.3f %e %g %.10f", f, f, f, f, f));
        }
        System.out.println(String.format("%a %a %a %A %a %a %a %.20a", 1.0, -2.5, 0.1, 255.0, 0.0, Double.MIN_VALUE,
            Double.MAX_VALUE, 1.0));
        System.out.println(String.format("%10a|%-12a|%+a|%015a", 1.0, 3.0, 0.5, 1.5));
        System.out.println(String.format("%s %s %.3s", 1.0, 1.0f, 3.14159));
        System.out.println(String.format("%.3f %.3f", (Object) null, null));
    }
}
