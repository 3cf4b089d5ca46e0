// FormatFlagsConversionMismatchException: a flag that the conversion does not accept.
package java.util;

/** Thrown by {@link Formatter} when a flag does not fit the conversion (JDK 17's message). */
public class FormatFlagsConversionMismatchException extends IllegalFormatException {
    private static final long serialVersionUID = 1L;

    private final String f;
    private final char c;

    /** f: the flag, c: the conversion. */
    public FormatFlagsConversionMismatchException(String f, char c) {
        if (f == null) {
            throw new NullPointerException();
        }
        this.f = f;
        this.c = c;
    }

    public String getFlags() {
        return f;
    }

    public char getConversion() {
        return c;
    }

    @Override
    public String getMessage() {
        return "Conversion = " + c + ", Flags = " + f;
    }
}
