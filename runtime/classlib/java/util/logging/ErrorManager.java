// java.util.logging.ErrorManager: where a Handler reports its own failures.
package java.util.logging;

/**
 * Receives a Handler's failures. As JDK 17: the first error only is printed to System.err
 * ("java.util.logging.ErrorManager: <code>[: msg]" and the exception's stack trace), later ones
 * are ignored. Thread-safe (synchronized).
 */
public class ErrorManager {
    public static final int GENERIC_FAILURE = 0;
    public static final int WRITE_FAILURE = 1;
    public static final int FLUSH_FAILURE = 2;
    public static final int CLOSE_FAILURE = 3;
    public static final int OPEN_FAILURE = 4;
    public static final int FORMAT_FAILURE = 5;

    private boolean reported;

    public ErrorManager() {
    }

    public synchronized void error(String msg, Exception ex, int code) {
        if (reported) {
            return;
        }
        reported = true;
        String text = "java.util.logging.ErrorManager: " + code;
        if (msg != null) {
            text = text + ": " + msg;
        }
        System.err.println(text);
        if (ex != null) {
            ex.printStackTrace();
        }
    }
}
