// java.lang.NullPointerException: thrown for use of null where an object is required.
package java.lang;

/** Thrown for use of null where an object is required. */
public class NullPointerException extends RuntimeException {
    public NullPointerException() {
        super();
    }

    public NullPointerException(String message) {
        super(message);
    }
}
