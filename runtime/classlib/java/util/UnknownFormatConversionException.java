// UnknownFormatConversionException: one of java.util.Formatter's format-string errors (message as in JDK 17).
package java.util;

/** Thrown by {@link Formatter}; getMessage() reads exactly like JDK 17's. */
public class UnknownFormatConversionException extends IllegalFormatException {
    private static final long serialVersionUID = 1L;

    private final String s;

    /** Records the offending part of the format specifier. */
    public UnknownFormatConversionException(String s) {
        if (s == null) {
            throw new NullPointerException();
        }
        this.s = s;
    }

    /** The offending value. */
    public String getConversion() {
        return s;
    }

    @Override
    public String getMessage() {
        return "Conversion = '" + s + "'";
    }
}
