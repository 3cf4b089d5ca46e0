// java.math.MathContext: a precision (significant digits, 0 = unlimited) and a rounding mode.
package java.math;

/**
 * Settings for BigDecimal operations that round: {@code precision} decimal digits (0 means exact,
 * unlimited) and a {@link RoundingMode}. Immutable; messages and {@code toString} as JDK 17.
 */
public final class MathContext implements java.io.Serializable {
    private static final long serialVersionUID = 5579720004786848255L;

    public static final MathContext UNLIMITED = new MathContext(0, RoundingMode.HALF_UP);
    public static final MathContext DECIMAL32 = new MathContext(7, RoundingMode.HALF_EVEN);
    public static final MathContext DECIMAL64 = new MathContext(16, RoundingMode.HALF_EVEN);
    public static final MathContext DECIMAL128 = new MathContext(34, RoundingMode.HALF_EVEN);

    final int precision;
    final RoundingMode roundingMode;

    /** {@code setPrecision} digits, HALF_UP. */
    public MathContext(int setPrecision) {
        this(setPrecision, RoundingMode.HALF_UP);
    }

    public MathContext(int setPrecision, RoundingMode setRoundingMode) {
        if (setPrecision < 0) throw new IllegalArgumentException("Digits < 0");
        if (setRoundingMode == null) throw new NullPointerException("null RoundingMode");
        precision = setPrecision;
        roundingMode = setRoundingMode;
    }

    /** Parses {@code toString()}'s form, "precision=N roundingMode=NAME". */
    public MathContext(String val) {
        if (val == null) throw new NullPointerException("null String");
        int p;
        RoundingMode rm;
        try {
            if (!val.startsWith("precision=")) throw new RuntimeException();
            int fence = val.indexOf(' ');
            p = Integer.parseInt(val.substring(10, fence));
            if (!val.startsWith("roundingMode=", fence + 1)) throw new RuntimeException();
            rm = RoundingMode.valueOf(val.substring(fence + 1 + 13));
        } catch (RuntimeException re) {
            throw new IllegalArgumentException("bad string format");
        }
        if (p < 0) throw new IllegalArgumentException("Digits < 0");
        precision = p;
        roundingMode = rm;
    }

    public int getPrecision() {
        return precision;
    }

    public RoundingMode getRoundingMode() {
        return roundingMode;
    }

    public boolean equals(Object x) {
        if (!(x instanceof MathContext)) return false;
        MathContext mc = (MathContext) x;
        return mc.precision == precision && mc.roundingMode == roundingMode;
    }

    public int hashCode() {
        return precision + roundingMode.hashCode() * 59;
    }

    public String toString() {
        return "precision=" + precision + " roundingMode=" + roundingMode.toString();
    }
}
