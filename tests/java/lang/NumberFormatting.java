public class NumberFormatting {
    public static void main(String[] args) {
        double[] ds = {0, 1, -1, 0.1, 1.0/3, 2.0/3, 100, 1234567.0, 12345678.9, 1e7, 9999999.999, 1e-5, 0.001, 1.0E-3 * 0.1, 123e300, 4.9e-324, Math.PI, Math.E * 1e-10, 5e-324 * 3, 0.30000000000000004, 2e22, 1.7976931348623157E308, 1e23, 8.41e21, 5.0E-4};
        for (double d : ds) System.out.print(d + " | ");
        System.out.println();
        float[] fs = {0f, 0.1f, 1f / 3, 1e10f, 1.4e-45f, 3.4028235e38f, 16777216f, 16777217f, 1e-3f, 123456.7f, 0.3f, 9.999999e-4f, 1e7f, 3.0e-44f};
        for (float f : fs) System.out.print(f + " | ");
        System.out.println();
        System.out.println(Double.toHexString(1.0) + " " + Double.MAX_VALUE + " " + Float.MIN_NORMAL + " " + Double.MIN_NORMAL + " " + Float.MIN_VALUE);
        System.out.println(Double.doubleToLongBits(-0.0) + " " + Float.floatToIntBits(1.5f) + " " + Double.longBitsToDouble(0x3ff8000000000000L) + " " + Float.intBitsToFloat(0x7fc00000) + " " + Long.toHexString(Double.doubleToRawLongBits(Double.NaN)));
        long cents = 123456789L; System.out.println(cents / 100 + "." + (cents % 100 < 10 ? "0" : "") + cents % 100);
        double money = 0; for (int i = 0; i < 100; i++) money += 0.01; System.out.println(money + " " + Math.round(money * 100) / 100.0);
        System.out.println((float) 0.1 + " " + (double) 0.1f + " " + (0.1f == 0.1) + " " + (float) 1e40 + " " + (float) -1e-50 + " " + (int) 3.99 + " " + (int) -3.99 + " " + (long) Float.POSITIVE_INFINITY + " " + (char) 65.7 + " " + (byte) 300.5 + " " + (short) -40000.0);
        System.out.println(Float.parseFloat("1e-46") + " " + Double.parseDouble("  12.5  ") + " " + Double.parseDouble("0x1p4") + " " + Double.parseDouble("Infinity") + " " + Double.parseDouble("-NaN") + " " + Float.valueOf("3.4028236e38") + " " + Double.parseDouble("1d") + " " + Double.parseDouble(".5f"));
        for (String s : new String[]{"abc", "", "1.2.3", "e5", "--1"}) { try { System.out.println(Double.parseDouble(s)); } catch (NumberFormatException e) { System.out.println("NFE " + e.getMessage()); } }
        System.out.println(Math.ulp(1.0) + " " + Math.nextUp(1.0) + " " + Math.nextAfter(1.0f, 2.0) + " " + Math.scalb(1.5, 10) + " " + Math.getExponent(1000.0) + " " + Math.copySign(3.0, -0.0) + " " + Math.signum(-2.5) + " " + Math.IEEEremainder(10, 3) + " " + Math.fma(2.0, 3.0, 1.0));
        System.out.println(Math.abs(-0.0) + " " + Math.max(-0.0f, 0.0f) + " " + Math.max(Double.NaN, 1) + " " + Math.sqrt(-1) + " " + Math.pow(0, 0) + " " + Math.pow(-8, 1.0 / 3) + " " + Math.log(0) + " " + Math.exp(710) + " " + Math.asin(2) + " " + Math.toRadians(180) + " " + Math.sinh(1) + " " + Math.tanh(0.5) + " " + Math.expm1(1e-10) + " " + Math.log1p(1e-10));
    }
}
