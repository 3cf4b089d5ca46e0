// IllegalFormatException: the common superclass of java.util.Formatter's format-string errors.
package java.util;

/** Unchecked exception thrown when a format string is illegal or does not fit its arguments. */
public class IllegalFormatException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    IllegalFormatException() {
    }
}
