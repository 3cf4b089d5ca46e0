// java.util.concurrent.RejectedExecutionException: an exception of the java.util.concurrent API.
package java.util.concurrent;

/** RejectedExecutionException, as in the JDK. */
public class RejectedExecutionException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public RejectedExecutionException() {
    }

    public RejectedExecutionException(String message) {
        super(message);
    }

    public RejectedExecutionException(String message, Throwable cause) {
        super(message, cause);
    }

    public RejectedExecutionException(Throwable cause) {
        super(cause);
    }
}
