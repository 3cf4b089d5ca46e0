// UnknownFormatFlagsException: one of java.util.Formatter's format-string errors (message as in JDK 17).
package java.util;

/** Thrown by {@link Formatter}; getMessage() reads exactly like JDK 17's. */
public class UnknownFormatFlagsException extends IllegalFormatException {
    private static final long serialVersionUID = 1L;

    private final String flags;

    /** Records the offending part of the format specifier. */
    public UnknownFormatFlagsException(String f) {
        if (f == null) {
            throw new NullPointerException();
        }
        this.flags = f;
    }

    /** The offending value. */
    public String getFlags() {
        return flags;
    }

    @Override
    public String getMessage() {
        return "Flags = " + flags;
    }
}
