// java.util.concurrent.CancellationException: an exception of the java.util.concurrent API.
package java.util.concurrent;

/** CancellationException, as in the JDK. */
public class CancellationException extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    public CancellationException() {
    }

    public CancellationException(String message) {
        super(message);
    }

}
