// java.lang.IllegalCallerException: a method called from a caller it does not accept (Java 9).
package java.lang;

/** Thrown when a method is invoked by an inappropriate caller (StackWalker.getCallerClass at the bottom frame). */
public class IllegalCallerException extends RuntimeException {
    public IllegalCallerException() {
    }

    public IllegalCallerException(String s) {
        super(s);
    }

    public IllegalCallerException(String message, Throwable cause) {
        super(message, cause);
    }

    public IllegalCallerException(Throwable cause) {
        super(cause);
    }
}
