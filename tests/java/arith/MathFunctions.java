// Math functions with exactly specified results: abs/min/max/sqrt/pow (exact cases)/round/floor/ceil/rint/signum/hypot-free.
public class MathFunctions {
    public static void main(String[] args) {
        double[] ds = {0.0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
            1e15 + 0.5, 4503599627370497.0, -4503599627370497.0, 1e300, Double.MIN_VALUE, -Double.MIN_VALUE,
            Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 9.3e18, -9.3e18, 123.456, -123.456};
        for (double d : ds) {
            System.out.println(d + ": abs=" + Math.abs(d) + " floor=" + Math.floor(d) + " ceil=" + Math.ceil(d)
                + " rint=" + Math.rint(d) + " round=" + Math.round(d) + " signum=" + Math.signum(d)
                + " sqrt=" + Math.sqrt(d));
        }
        float[] fs = {0.5f, -0.5f, 1.5f, 2.5f, -2.5f, 0.49999997f, 8388609f, 3e9f, -3e9f, Float.NaN, Float.NEGATIVE_INFINITY, -0.0f};
        for (float f : fs) {
            System.out.println(f + ": abs=" + Math.abs(f) + " round=" + Math.round(f) + " signum=" + Math.signum(f));
        }
        System.out.println("sqrt " + Math.sqrt(2.0) + " " + Math.sqrt(1e-300) + " " + Math.sqrt(-1.0) + " " + Math.sqrt(144.0) + " " + (float) Math.sqrt(3));
        System.out.println("pow " + Math.pow(2, 10) + " " + Math.pow(2, -3) + " " + Math.pow(-2, 3) + " " + Math.pow(0.0, -1) + " " + Math.pow(-0.0, -1)
            + " " + Math.pow(Double.NaN, 0) + " " + Math.pow(1, Double.NaN) + " " + Math.pow(-1, Double.POSITIVE_INFINITY)
            + " " + Math.pow(10, 15) + " " + Math.pow(2, 1024) + " " + Math.pow(2, -1075) + " " + Math.pow(9, 0.5) + " " + Math.pow(-8, 1.0 / 3));
        System.out.println("min/max int " + Math.min(-5, 3) + " " + Math.max(Integer.MIN_VALUE, -1) + " long " + Math.min(1L, -1L) + " " + Math.max(Long.MAX_VALUE, 0L));
        System.out.println("min/max fp " + Math.min(1.0f, Float.NaN) + " " + Math.max(-0.0f, 0.0f) + " " + Math.max(2.0, Double.NEGATIVE_INFINITY));
        System.out.println("abs int " + Math.abs(-7) + " " + Math.abs(7L) + " " + Math.abs(Long.MIN_VALUE + 1));
        System.out.println("exact simple " + Math.exp(0) + " " + Math.log(1) + " " + Math.sin(0.0) + " " + Math.cos(0.0) + " " + Math.log10(1000) + " " + Math.atan2(0.0, -0.0));
        System.out.println("toRadians/Degrees " + Math.toDegrees(0.0) + " " + Math.toRadians(180.0) + " " + Math.PI + " " + Math.E);
        System.out.println("hypot " + Math.hypot(3, 4) + " " + Math.hypot(Double.POSITIVE_INFINITY, Double.NaN) + " " + Math.hypot(0.0, -0.0));
        System.out.println("copySign " + Math.copySign(3.0, -0.0) + " " + Math.copySign(-2.0f, 1.0f) + " nextUp " + Math.nextUp(1.0) + " ulp " + Math.ulp(1.0));
        System.out.println("StrictMath " + StrictMath.sqrt(2.0) + " " + StrictMath.abs(-3) + " " + StrictMath.floor(-1.5) + " " + StrictMath.max(3, 4));
        long sum = 0;
        for (int i = -50; i <= 50; i++) {
            double v = i / 4.0;
            sum = sum * 7 + Math.round(v) + (long) Math.floor(v) + (long) Math.ceil(v) + (long) Math.rint(v);
        }
        System.out.println("sum " + sum);
    }
}
