// java.lang.IllegalAccessError: thrown for access to an inaccessible field or method at link time.
package java.lang;

/** Thrown for access to an inaccessible field or method at link time. */
public class IllegalAccessError extends IncompatibleClassChangeError {
    public IllegalAccessError() {
        super();
    }

    public IllegalAccessError(String message) {
        super(message);
    }
}
