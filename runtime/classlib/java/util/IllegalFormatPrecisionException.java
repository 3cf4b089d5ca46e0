// IllegalFormatPrecisionException: one of java.util.Formatter's format-string errors (message as in JDK 17).
package java.util;

/** Thrown by {@link Formatter}; getMessage() reads exactly like JDK 17's. */
public class IllegalFormatPrecisionException extends IllegalFormatException {
    private static final long serialVersionUID = 1L;

    private final int p;

    /** Records the offending part of the format specifier. */
    public IllegalFormatPrecisionException(int p) {
        this.p = p;
    }

    /** The offending value. */
    public int getPrecision() {
        return p;
    }

    @Override
    public String getMessage() {
        return Integer.toString(p);
    }
}
