// java.lang.Double: the double wrapper: bits, comparison, parsing (native), JDK 17 toString.
package java.lang;

import jvmlab.internal.FloatingDecimal;

/**
 * Wraps a double. toString is FloatingDecimal's port of JDK 17's algorithm (not the shortest
 * representation of JDK 19+); parsing is a native that accepts exactly Java's syntax
 * (runtime/natives/math_natives.cpp).
 */
public final class Double extends Number implements Comparable<Double> {
    public static final double POSITIVE_INFINITY = 1.0 / 0.0;
    public static final double NEGATIVE_INFINITY = -1.0 / 0.0;
    public static final double NaN = 0.0d / 0.0;
    public static final double MAX_VALUE = 0x1.fffffffffffffP+1023;
    public static final double MIN_NORMAL = 0x1.0p-1022;
    public static final double MIN_VALUE = 0x0.0000000000001P-1022;
    public static final int MAX_EXPONENT = 1023;
    public static final int MIN_EXPONENT = -1022;
    public static final int SIZE = 64;
    public static final int BYTES = 8;
    @SuppressWarnings("unchecked")
    public static final Class<Double> TYPE = (Class<Double>) Class.getPrimitiveClass("double");

    private final double value;

    @Deprecated
    public Double(double value) {
        this.value = value;
    }

    @Deprecated
    public Double(String s) throws NumberFormatException {
        value = parseDouble(s);
    }

    public static String toString(double d) {
        return FloatingDecimal.toJavaFormatString(d);
    }

    /** Hexadecimal form, e.g. "0x1.8p1", "0x0.0000000000001p-1022", "-0x0.0p0". */
    public static String toHexString(double d) {
        if (isNaN(d)) {
            return "NaN";
        }
        if (isInfinite(d)) {
            return d > 0 ? "Infinity" : "-Infinity";
        }
        long bits = doubleToRawLongBits(d);
        StringBuilder sb = new StringBuilder(24);
        if (bits < 0) {
            sb.append('-');
        }
        if (d == 0.0) {
            return sb.append("0x0.0p0").toString();
        }
        boolean subnormal = d > -MIN_NORMAL && d < MIN_NORMAL;
        long significand = bits & 0x000fffffffffffffL;
        sb.append(subnormal ? "0x0." : "0x1.");
        String digits = Long.toHexString(significand | 0x0010000000000000L).substring(1);
        int end = digits.length();
        while (end > 1 && digits.charAt(end - 1) == '0') {
            end--;
        }
        sb.append(digits, 0, end).append('p');
        sb.append(subnormal ? MIN_EXPONENT : Math.getExponent(d));
        return sb.toString();
    }

    public static Double valueOf(String s) throws NumberFormatException {
        return new Double(parseDouble(s));
    }

    public static Double valueOf(double d) {
        return new Double(d);
    }

    /** Java's floating-point literal syntax, trimmed; NumberFormatException otherwise. */
    public static double parseDouble(String s) throws NumberFormatException {
        return parse(s);
    }

    private static native double parse(String s);

    public static boolean isNaN(double v) {
        return v != v;
    }

    public static boolean isInfinite(double v) {
        return v == POSITIVE_INFINITY || v == NEGATIVE_INFINITY;
    }

    public static boolean isFinite(double d) {
        return Math.abs(d) <= MAX_VALUE;
    }

    public boolean isNaN() {
        return isNaN(value);
    }

    public boolean isInfinite() {
        return isInfinite(value);
    }

    public String toString() {
        return toString(value);
    }

    public byte byteValue() {
        return (byte) value;
    }

    public short shortValue() {
        return (short) value;
    }

    public int intValue() {
        return (int) value;
    }

    public long longValue() {
        return (long) value;
    }

    public float floatValue() {
        return (float) value;
    }

    public double doubleValue() {
        return value;
    }

    public int hashCode() {
        return hashCode(value);
    }

    public static int hashCode(double value) {
        long bits = doubleToLongBits(value);
        return (int) (bits ^ (bits >>> 32));
    }

    /** Equal bit patterns (so NaN equals NaN and 0.0 differs from -0.0). */
    public boolean equals(Object obj) {
        return obj instanceof Double && doubleToLongBits(((Double) obj).value) == doubleToLongBits(value);
    }

    /** Raw bits with every NaN collapsed to 0x7ff8000000000000L. */
    public static long doubleToLongBits(double value) {
        if (value != value) {
            return 0x7ff8000000000000L;
        }
        return doubleToRawLongBits(value);
    }

    public static native long doubleToRawLongBits(double value);

    public static native double longBitsToDouble(long bits);

    public int compareTo(Double anotherDouble) {
        return compare(value, anotherDouble.value);
    }

    /** Total order: -0.0 < 0.0, NaN greater than everything and equal to itself. */
    public static int compare(double d1, double d2) {
        if (d1 < d2) {
            return -1;
        }
        if (d1 > d2) {
            return 1;
        }
        long b1 = doubleToLongBits(d1);
        long b2 = doubleToLongBits(d2);
        return b1 == b2 ? 0 : (b1 < b2 ? -1 : 1);
    }

    public static double sum(double a, double b) {
        return a + b;
    }

    public static double max(double a, double b) {
        return Math.max(a, b);
    }

    public static double min(double a, double b) {
        return Math.min(a, b);
    }
}
