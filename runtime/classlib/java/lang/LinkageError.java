// java.lang.LinkageError: thrown for a class whose dependencies changed incompatibly.
package java.lang;

/** Thrown for a class whose dependencies changed incompatibly. */
public class LinkageError extends Error {
    public LinkageError() {
        super();
    }

    public LinkageError(String message) {
        super(message);
    }

    public LinkageError(String message, Throwable cause) {
        super(message, cause);
    }
}
