// java.util.InputMismatchException: Scanner's token does not match the expected type.
package java.util;

/** Thrown by Scanner when the next token is not of the requested type or is out of range. */
public class InputMismatchException extends NoSuchElementException {
    private static final long serialVersionUID = 8811230760997066428L;

    public InputMismatchException() {
        super();
    }

    public InputMismatchException(String s) {
        super(s);
    }
}
