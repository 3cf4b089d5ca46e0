// java.lang.ExceptionInInitializerError: a static initializer threw (JVMS 5.5 step 11).
package java.lang;

/** Wraps the exception a static initializer threw; the wrapped one is the cause. */
public class ExceptionInInitializerError extends LinkageError {
    /** No message, no cause (initCause can no longer set one). */
    public ExceptionInInitializerError() {
        initCause(null);
    }

    /** Wraps `thrown` as the cause, with a null message. */
    public ExceptionInInitializerError(Throwable thrown) {
        super(null, thrown);
    }

    public ExceptionInInitializerError(String s) {
        super(s, null);
    }

    /** The exception thrown by the initializer (same as getCause()). */
    public Throwable getException() {
        return super.getCause();
    }
}
