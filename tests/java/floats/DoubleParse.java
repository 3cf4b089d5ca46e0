// Double.parseDouble / Float.parseFloat / valueOf of decimal strings, bit accessors and Double/Float statics.
public class DoubleParse {
    public static void main(String[] args) {
        String[] ss = {"0", "-0", "1", "1.0", "-1.5", "0.1", "3.14159", "1e10", "1E-10", "-2.5e+3", "  42.5  ",
            "1.7976931348623157E308", "1.8e308", "4.9e-324", "2e-324", "1e-400", "123456789012345678901234567890",
            "0.30000000000000004", ".5", "5.", "NaN", "-Infinity", "Infinity", "+7", "1d", "2.5f", "0.1F",
            "2.2250738585072011e-308", "9007199254740993", "1.00000000000000011102230246251565404236316680908203125"};
        for (String s : ss) {
            double d = Double.parseDouble(s);
            float f = Float.parseFloat(s);
            System.out.println("[" + s + "] -> " + d + " " + f + " bits=" + Long.toHexString(Double.doubleToLongBits(d)));
        }
        String[] bad = {"", "abc", "1.2.3", "e5", "--1", "0x", "1e"};
        for (String s : bad) {
            try {
                System.out.println(Double.parseDouble(s));
            } catch (NumberFormatException e) {
                System.out.println("NFE [" + s + "] " + e.getMessage());
            }
        }
        try {
            Double.parseDouble(null);
        } catch (NullPointerException e) {
            System.out.println("NPE for null");
        }
        System.out.println(Double.valueOf("2.5").doubleValue() + " " + Float.valueOf("2.5").floatValue() + " " + Double.valueOf(3).intValue());
        System.out.println(Double.isNaN(0.0 / 0) + " " + Double.isInfinite(-1 / 0.0) + " " + Double.isFinite(1e308) + " " + Float.isFinite(Float.POSITIVE_INFINITY));
        System.out.println(Double.MAX_EXPONENT + " " + Double.MIN_EXPONENT + " " + Float.MAX_EXPONENT + " " + Double.SIZE + " " + Float.BYTES);
        System.out.println(Double.hashCode(1.5) + " " + Double.valueOf(-0.0).hashCode() + " " + Float.hashCode(1.5f) + " " + Double.valueOf(Double.NaN).hashCode());
        System.out.println(Double.compare(0.0, -0.0) + " " + Double.valueOf(1.0).compareTo(2.0) + " " + Float.compare(Float.NaN, Float.POSITIVE_INFINITY));
        System.out.println(Double.sum(1, 2) + " " + Double.max(1, 2) + " " + Float.min(-1f, 1f));
        System.out.println(Long.toHexString(Double.doubleToRawLongBits(-0.0)) + " " + Integer.toHexString(Float.floatToRawIntBits(-1.0f)));
        Double boxed = 2.0;
        Float fboxed = 3.0f;
        System.out.println(boxed.equals(2.0) + " " + boxed.equals(2.0f) + " " + fboxed.equals(3.0f) + " " + boxed.longValue() + " " + fboxed.byteValue());
    }
}
