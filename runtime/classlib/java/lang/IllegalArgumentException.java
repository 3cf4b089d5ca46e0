// java.lang.IllegalArgumentException: thrown for an illegal or inappropriate argument.
package java.lang;

/** Thrown for an illegal or inappropriate argument. */
public class IllegalArgumentException extends RuntimeException {
    public IllegalArgumentException() {
        super();
    }

    public IllegalArgumentException(String message) {
        super(message);
    }

    public IllegalArgumentException(String message, Throwable cause) {
        super(message, cause);
    }

    public IllegalArgumentException(Throwable cause) {
        super(cause);
    }
}
