// java.lang.BootstrapMethodError: thrown for a failed invokedynamic bootstrap.
package java.lang;

/** Thrown for a failed invokedynamic bootstrap. */
public class BootstrapMethodError extends LinkageError {
    public BootstrapMethodError() {
        super();
    }

    public BootstrapMethodError(String message) {
        super(message);
    }

    public BootstrapMethodError(String message, Throwable cause) {
        super(message, cause);
    }

    /** Message cause.toString() (or null), cause `cause`. */
    public BootstrapMethodError(Throwable cause) {
        super(cause == null ? null : cause.toString(), cause);
    }
}
