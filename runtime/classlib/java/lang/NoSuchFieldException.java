// java.lang.NoSuchFieldException: thrown for a missing field looked up reflectively.
package java.lang;

/** Thrown for a missing field looked up reflectively. */
public class NoSuchFieldException extends ReflectiveOperationException {
    public NoSuchFieldException() {
        super();
    }

    public NoSuchFieldException(String message) {
        super(message);
    }
}
