// java.lang.NoSuchMethodError: thrown for a method that no longer exists at link time.
package java.lang;

/** Thrown for a method that no longer exists at link time. */
public class NoSuchMethodError extends IncompatibleClassChangeError {
    public NoSuchMethodError() {
        super();
    }

    public NoSuchMethodError(String message) {
        super(message);
    }
}
