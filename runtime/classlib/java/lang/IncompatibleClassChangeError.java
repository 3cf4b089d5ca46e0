// java.lang.IncompatibleClassChangeError: thrown for an incompatible change to a class's definition.
package java.lang;

/** Thrown for an incompatible change to a class's definition. */
public class IncompatibleClassChangeError extends LinkageError {
    public IncompatibleClassChangeError() {
        super();
    }

    public IncompatibleClassChangeError(String message) {
        super(message);
    }
}
