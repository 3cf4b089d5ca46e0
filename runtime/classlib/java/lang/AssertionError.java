// java.lang.AssertionError: a failed assert statement or an impossible state.
package java.lang;

/** Thrown by `assert` (JLS 14.10); AssertionError(Object) makes a Throwable argument the cause. */
public class AssertionError extends Error {
    public AssertionError() {
    }

    private AssertionError(String detailMessage) {
        super(detailMessage);
    }

    /** Message String.valueOf(detailMessage); a Throwable argument also becomes the cause. */
    public AssertionError(Object detailMessage) {
        this(String.valueOf(detailMessage));
        if (detailMessage instanceof Throwable) {
            initCause((Throwable) detailMessage);
        }
    }

    public AssertionError(boolean detailMessage) {
        this(String.valueOf(detailMessage));
    }

    public AssertionError(char detailMessage) {
        this(String.valueOf(detailMessage));
    }

    public AssertionError(int detailMessage) {
        this(String.valueOf(detailMessage));
    }

    public AssertionError(long detailMessage) {
        this(String.valueOf(detailMessage));
    }

    public AssertionError(float detailMessage) {
        this(String.valueOf(detailMessage));
    }

    public AssertionError(double detailMessage) {
        this(String.valueOf(detailMessage));
    }

    public AssertionError(String message, Throwable cause) {
        super(message, cause);
    }
}
