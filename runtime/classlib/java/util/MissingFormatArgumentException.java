// MissingFormatArgumentException: one of java.util.Formatter's format-string errors (message as in JDK 17).
package java.util;

/** Thrown by {@link Formatter}; getMessage() reads exactly like JDK 17's. */
public class MissingFormatArgumentException extends IllegalFormatException {
    private static final long serialVersionUID = 1L;

    private final String s;

    /** Records the offending part of the format specifier. */
    public MissingFormatArgumentException(String s) {
        if (s == null) {
            throw new NullPointerException();
        }
        this.s = s;
    }

    /** The offending value. */
    public String getFormatSpecifier() {
        return s;
    }

    @Override
    public String getMessage() {
        return "Format specifier '" + s + "'";
    }
}
