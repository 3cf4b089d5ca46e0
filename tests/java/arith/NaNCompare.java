// NaN with every relational operator (fcmpl/fcmpg/dcmpl/dcmpg), signed zeros, Float/Double.compare and equals.
public class NaNCompare {
    static String rel(double a, double b) {
        return (a < b ? "T" : "F") + (a <= b ? "T" : "F") + (a > b ? "T" : "F") + (a >= b ? "T" : "F")
            + (a == b ? "T" : "F") + (a != b ? "T" : "F");
    }

    static String relf(float a, float b) {
        return (a < b ? "T" : "F") + (a <= b ? "T" : "F") + (a > b ? "T" : "F") + (a >= b ? "T" : "F")
            + (a == b ? "T" : "F") + (a != b ? "T" : "F");
    }

    static String neg(double a, double b) {
        // negated forms compile to the opposite branch instruction
        StringBuilder sb = new StringBuilder();
        if (!(a < b)) sb.append('a'); else sb.append('-');
        if (!(a <= b)) sb.append('b'); else sb.append('-');
        if (!(a > b)) sb.append('c'); else sb.append('-');
        if (!(a >= b)) sb.append('d'); else sb.append('-');
        boolean lt = a < b, gt = a > b;
        sb.append(lt).append(gt);
        return sb.toString();
    }

    static String negf(float a, float b) {
        StringBuilder sb = new StringBuilder();
        if (!(a < b)) sb.append('a'); else sb.append('-');
        if (!(a <= b)) sb.append('b'); else sb.append('-');
        if (!(a > b)) sb.append('c'); else sb.append('-');
        if (!(a >= b)) sb.append('d'); else sb.append('-');
        while (a < b) { sb.append('w'); break; }
        return sb.toString();
    }

    public static void main(String[] args) {
        double[] ds = {Double.NaN, 0.0, -0.0, 1.0, -1.0, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (double a : ds) {
            for (double b : ds) {
                System.out.println("d " + a + " ? " + b + " : " + rel(a, b) + " " + neg(a, b)
                    + " cmp=" + Double.compare(a, b) + " eq=" + Double.valueOf(a).equals(b));
            }
        }
        float[] fs = {Float.NaN, 0.0f, -0.0f, 2.5f, Float.NEGATIVE_INFINITY};
        for (float a : fs) {
            for (float b : fs) {
                System.out.println("f " + a + " ? " + b + " : " + relf(a, b) + " " + negf(a, b)
                    + " cmp=" + Float.compare(a, b) + " eq=" + Float.valueOf(a).equals(b));
            }
        }
        double nan = 0.0 / 0.0;
        System.out.println("nan != nan " + (nan != nan) + " isNaN " + Double.isNaN(nan) + " " + Float.isNaN((float) nan));
        System.out.println("min/max " + Math.min(nan, 1.0) + " " + Math.max(-0.0, 0.0) + " " + Math.min(-0.0, 0.0) + " " + Math.min(0.0f, -0.0f));
        int count = 0;
        for (double d = 0; d < 1.0; d += 0.1) count++;
        System.out.println("loop count " + count);
    }
}
