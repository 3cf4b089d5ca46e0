// java.util.concurrent.TimeoutException: an exception of the java.util.concurrent API.
package java.util.concurrent;

/** TimeoutException, as in the JDK. */
public class TimeoutException extends Exception {
    private static final long serialVersionUID = 1L;

    public TimeoutException() {
    }

    public TimeoutException(String message) {
        super(message);
    }

}
