// java.util.IllformedLocaleException: a Locale.Builder argument is not well-formed BCP 47.
package java.util;

/** Thrown by Locale.Builder for ill-formed input; the message ends " [at index N]" when N >= 0. */
public class IllformedLocaleException extends RuntimeException {
    private static final long serialVersionUID = -5245986824925681401L;

    private int errIdx = -1;

    public IllformedLocaleException() {
        super();
    }

    public IllformedLocaleException(String message) {
        super(message);
    }

    public IllformedLocaleException(String message, int errorIndex) {
        super((message == null ? "" : message) + ((errorIndex < 0) ? "" : " [at index " + errorIndex + "]"));
        errIdx = errorIndex;
    }

    public int getErrorIndex() {
        return errIdx;
    }
}
