// IllegalFormatWidthException: one of java.util.Formatter's format-string errors (message as in JDK 17).
package java.util;

/** Thrown by {@link Formatter}; getMessage() reads exactly like JDK 17's. */
public class IllegalFormatWidthException extends IllegalFormatException {
    private static final long serialVersionUID = 1L;

    private final int w;

    /** Records the offending part of the format specifier. */
    public IllegalFormatWidthException(int w) {
        this.w = w;
    }

    /** The offending value. */
    public int getWidth() {
        return w;
    }

    @Override
    public String getMessage() {
        return Integer.toString(w);
    }
}
