// java.lang.NoSuchMethodException: thrown for a missing method looked up reflectively.
package java.lang;

/** Thrown for a missing method looked up reflectively. */
public class NoSuchMethodException extends ReflectiveOperationException {
    public NoSuchMethodException() {
        super();
    }

    public NoSuchMethodException(String message) {
        super(message);
    }
}
