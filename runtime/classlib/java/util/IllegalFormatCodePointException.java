// IllegalFormatCodePointException: one of java.util.Formatter's format-string errors (message as in JDK 17).
package java.util;

/** Thrown by {@link Formatter}; getMessage() reads exactly like JDK 17's. */
public class IllegalFormatCodePointException extends IllegalFormatException {
    private static final long serialVersionUID = 1L;

    private final int c;

    /** Records the offending part of the format specifier. */
    public IllegalFormatCodePointException(int c) {
        this.c = c;
    }

    /** The offending value. */
    public int getCodePoint() {
        return c;
    }

    @Override
    public String getMessage() {
        return "Code point = 0x" + Integer.toHexString(c);
    }
}
