// java.lang.UnsatisfiedLinkError: thrown for a native method without an implementation.
package java.lang;

/** Thrown for a native method without an implementation. */
public class UnsatisfiedLinkError extends LinkageError {
    public UnsatisfiedLinkError() {
        super();
    }

    public UnsatisfiedLinkError(String message) {
        super(message);
    }
}
