// java.lang.ReflectiveOperationException: thrown for the common superclass of reflection failures.
package java.lang;

/** Thrown for the common superclass of reflection failures. */
public class ReflectiveOperationException extends Exception {
    public ReflectiveOperationException() {
        super();
    }

    public ReflectiveOperationException(String message) {
        super(message);
    }

    public ReflectiveOperationException(String message, Throwable cause) {
        super(message, cause);
    }

    public ReflectiveOperationException(Throwable cause) {
        super(cause);
    }
}
