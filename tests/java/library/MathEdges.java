// java.lang.Math on edge values: NaN, -0.0, infinities, MIN_VALUE; exact ops, floorDiv/Mod, fma, ulp, scalb, IEEEremainder.
public class MathEdges {
    static final double[] D = {0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1.5, -2.5, 2.5, 3.7, -3.7, 1e-310, -1e-310, Double.MIN_VALUE,
        Double.MIN_NORMAL, Double.MAX_VALUE, -Double.MAX_VALUE, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN,
        Math.PI, 1e16 + 1, 4503599627370497.0, -4503599627370496.5, 0.49999999999999994};
    static final float[] F = {0.0f, -0.0f, 1.0f, -1.5f, 2.5f, Float.MIN_VALUE, Float.MIN_NORMAL, Float.MAX_VALUE,
        Float.POSITIVE_INFINITY, Float.NaN, 0.49999997f, 8388609.5f};

    public static void main(String[] args) {
        for (double d : D) {
            System.out.println(d + ": abs=" + Math.abs(d) + " signum=" + Math.signum(d) + " floor=" + Math.floor(d) + " ceil="
                    + Math.ceil(d) + " rint=" + Math.rint(d) + " round=" + Math.round(d) + " ulp=" + Math.ulp(d) + " up="
                    + Math.nextUp(d) + " down=" + Math.nextDown(d) + " exp=" + Math.getExponent(d) + " sqrt=" + Math.sqrt(d)
                    + " cbrt=" + Math.cbrt(d) + " scalb=" + Math.scalb(d, 3) + "/" + Math.scalb(d, -1080) + " copySign="
                    + Math.copySign(2.0, d) + " toDeg=" + Math.toDegrees(d) + " toRad=" + Math.toRadians(d) + " after="
                    + Math.nextAfter(d, 0.0));
        }
        for (float f : F) {
            System.out.println(f + ": abs=" + Math.abs(f) + " signum=" + Math.signum(f) + " round=" + Math.round(f) + " ulp="
                    + Math.ulp(f) + " up=" + Math.nextUp(f) + " down=" + Math.nextDown(f) + " exp=" + Math.getExponent(f)
                    + " scalb=" + Math.scalb(f, 2) + " copySign=" + Math.copySign(3f, f) + " after=" + Math.nextAfter(f, 1.0));
        }
        System.out.println(Math.max(-0.0, 0.0) + " " + Math.min(-0.0, 0.0) + " " + Math.max(Double.NaN, 1) + " " + Math.min(1f, Float.NaN)
                + " " + Math.max(-0.0f, 0.0f) + " " + Math.min(0.0f, -0.0f));
        int[] is = {0, 1, -1, 7, -7, Integer.MAX_VALUE, Integer.MIN_VALUE};
        for (int a : is) {
            StringBuilder sb = new StringBuilder(a + ":");
            for (int b : new int[] {3, -3, 1, -1}) {
                sb.append(" ").append(Math.floorDiv(a, b)).append("/").append(Math.floorMod(a, b));
            }
            sb.append(" abs=").append(Math.abs(a)).append(" neg=").append(-a);
            sb.append(" ").append(tryExact("absExact", a)).append(" ").append(tryExact("negateExact", a)).append(" ")
                    .append(tryExact("incrementExact", a)).append(" ").append(tryExact("decrementExact", a));
            System.out.println(sb);
        }
        System.out.println(Math.floorDiv(Long.MIN_VALUE, -1L) + " " + Math.floorMod(-7L, 3) + " " + Math.floorMod(7, -3L)
                + " " + Math.floorDiv(-7L, 2) + " " + Math.floorMod(Long.MIN_VALUE, 10L));
        try {
            Math.floorDiv(1, 0);
        } catch (ArithmeticException e) {
            System.out.println("ArithmeticException: " + e.getMessage());
        }
        long[] ls = {0L, Long.MAX_VALUE, Long.MIN_VALUE, 3037000500L, -3037000500L};
        for (long a : ls) {
            for (long b : new long[] {2L, -1L, 3037000499L}) {
                System.out.print(tryLong(a, b) + " ");
            }
            System.out.println();
        }
        System.out.println(Math.multiplyHigh(Long.MAX_VALUE, Long.MAX_VALUE) + " " + Math.multiplyHigh(-5L, 7L) + " "
                + Math.multiplyFull(Integer.MAX_VALUE, Integer.MIN_VALUE));
        try {
            Math.toIntExact(1L << 31);
        } catch (ArithmeticException e) {
            System.out.println("ArithmeticException: " + e.getMessage());
        }
        System.out.println(Math.fma(2.0, 3.0, 1.0) + " " + Math.fma(0.1, 10.0, -1.0) + " " + Math.fma(1e308, 10.0, -1e308) + " "
                + Math.fma(Double.NaN, 0.0, 1.0) + " " + Math.fma(0.1f, 10.0f, -1.0f) + " " + Math.fma(-0.0, 0.0, 0.0));
        System.out.println(Math.hypot(3, 4) + " " + Math.hypot(Double.NaN, Double.POSITIVE_INFINITY) + " " + Math.hypot(1e300, 1e300)
                + " " + Math.expm1(1e-10) + " " + Math.log1p(-1.0) + " " + Math.log1p(1e-20) + " " + Math.expm1(-0.0));
        System.out.println(Math.IEEEremainder(10, 3) + " " + Math.IEEEremainder(11, 3) + " " + Math.IEEEremainder(-10, 4) + " "
                + Math.IEEEremainder(5, 0) + " " + Math.IEEEremainder(Double.POSITIVE_INFINITY, 2) + " " + Math.IEEEremainder(3, Double.POSITIVE_INFINITY)
                + " " + Math.IEEEremainder(-0.0, 1) + " " + (10 % 3.0) + " " + Math.IEEEremainder(9, 2));
        System.out.println(Math.pow(2, 10) + " " + Math.pow(-8, 1.0 / 3) + " " + Math.pow(0.0, -1) + " " + Math.pow(-0.0, -3) + " "
                + Math.pow(Double.NaN, 0) + " " + Math.pow(1, Double.NaN) + " " + Math.pow(-1, Double.POSITIVE_INFINITY) + " "
                + Math.pow(-2, 3) + " " + Math.pow(2, -1074) + " " + Math.pow(2, -1075));
        System.out.println(Math.atan2(0.0, -0.0) + " " + Math.atan2(-0.0, -0.0) + " " + Math.atan2(1, 0) + " " + Math.sqrt(-1) + " "
                + Math.log(0) + " " + Math.log10(1000) + " " + Math.exp(710) + " " + Math.sinh(-0.0) + " " + Math.tanh(50)
                + " " + Math.asin(2) + " " + Math.acos(1) + " " + Math.atan(Double.POSITIVE_INFINITY));
        System.out.println(Math.E + " " + Math.PI + " " + Math.round(-0.5) + " " + Math.round(0.5) + " " + Math.round(-2.5f) + " "
                + Math.round(Double.NaN) + " " + Math.round(1e20) + " " + Math.round(-1e20f) + " " + Math.rint(-0.4));
        System.out.println(StrictMath.sqrt(2) + " " + StrictMath.cbrt(27) + " " + StrictMath.floorMod(-1, 5) + " " + StrictMath.abs(-0.0f));
    }

    static String tryExact(String op, int a) {
        try {
            switch (op) {
                case "absExact": return String.valueOf(Math.absExact(a));
                case "negateExact": return String.valueOf(Math.negateExact(a));
                case "incrementExact": return String.valueOf(Math.incrementExact(a));
                default: return String.valueOf(Math.decrementExact(a));
            }
        } catch (ArithmeticException e) {
            return op + "!" + e.getMessage();
        }
    }

    static String tryLong(long a, long b) {
        StringBuilder sb = new StringBuilder();
        try {
            sb.append(Math.addExact(a, b));
        } catch (ArithmeticException e) {
            sb.append("add:").append(e.getMessage());
        }
        sb.append(',');
        try {
            sb.append(Math.multiplyExact(a, b));
        } catch (ArithmeticException e) {
            sb.append("mul:").append(e.getMessage());
        }
        sb.append(',');
        try {
            sb.append(Math.subtractExact(a, b));
        } catch (ArithmeticException e) {
            sb.append("sub:").append(e.getMessage());
        }
        sb.append(',');
        try {
            sb.append(Math.multiplyExact((int) a, (int) b)).append('i');
        } catch (ArithmeticException e) {
            sb.append("muli:").append(e.getMessage());
        }
        return sb.toString();
    }
}
