// java.util.concurrent.ExecutionException: thrown by Future.get when the task threw; the cause is its exception.
package java.util.concurrent;

/** Thrown when retrieving the result of a task that ended with an exception (the cause). */
public class ExecutionException extends Exception {
    private static final long serialVersionUID = 7830266012832686185L;

    protected ExecutionException() {
    }

    protected ExecutionException(String message) {
        super(message);
    }

    public ExecutionException(String message, Throwable cause) {
        super(message, cause);
    }

    public ExecutionException(Throwable cause) {
        super(cause);
    }
}
