// fdiv/ddiv by zero, frem/drem like C fmod (sign of dividend), NaN and infinity operands, signed zeros.
public class FloatDivRem {
    static String sz(double d) {
        if (d == 0.0) return (1.0 / d) > 0 ? "+0.0" : "-0.0";
        return Double.toString(d);
    }

    static String szf(float f) {
        if (f == 0.0f) return (1.0f / f) > 0 ? "+0.0f" : "-0.0f";
        return Float.toString(f);
    }

    public static void main(String[] args) {
        double[] vals = {0.0, -0.0, 1.0, -1.0, 5.5, -5.5, 3.0, -3.0, 0.1, 1e308, Double.MIN_VALUE,
            Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN};
        for (double a : vals) {
            StringBuilder div = new StringBuilder();
            StringBuilder rem = new StringBuilder();
            for (double b : vals) {
                div.append(sz(a / b)).append(' ');
                rem.append(sz(a % b)).append(' ');
            }
            System.out.println("ddiv " + a + ": " + div);
            System.out.println("drem " + a + ": " + rem);
        }
        float[] fvals = {0.0f, -0.0f, 1.0f, -1.0f, 7.25f, -7.25f, 2.0f, 0.3f, Float.MAX_VALUE,
            Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.NaN};
        for (float a : fvals) {
            StringBuilder div = new StringBuilder();
            StringBuilder rem = new StringBuilder();
            for (float b : fvals) {
                div.append(szf(a / b)).append(' ');
                rem.append(szf(a % b)).append(' ');
            }
            System.out.println("fdiv " + a + ": " + div);
            System.out.println("frem " + a + ": " + rem);
        }
        System.out.println("drem big " + (1e300 % 3.0) + " " + (-1e300 % 7.0) + " " + (123456789.123 % 0.001));
        System.out.println("frem big " + (1e30f % 3.0f) + " " + (-16777217f % 10f) + " " + (100.5f % -3.25f));
        double x = 10.0; x %= 3.3; double y = -10.0; y /= 0.0;
        System.out.println("compound " + x + " " + y);
        System.out.println("neg zero " + sz(-0.0 * 5) + " " + sz(0.0 * -5) + " " + sz(-0.0 + 0.0) + " " + sz(-0.0 - 0.0) + " " + sz(0.0 - 0.0) + " " + sz(-(0.0)));
        System.out.println("inf arith " + (Double.POSITIVE_INFINITY - Double.POSITIVE_INFINITY) + " " + (Double.POSITIVE_INFINITY * 0.0) + " " + (Float.POSITIVE_INFINITY + Float.NEGATIVE_INFINITY));
    }
}
