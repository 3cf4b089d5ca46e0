// java.lang.NoSuchFieldError: thrown for a field that no longer exists at link time.
package java.lang;

/** Thrown for a field that no longer exists at link time. */
public class NoSuchFieldError extends IncompatibleClassChangeError {
    public NoSuchFieldError() {
        super();
    }

    public NoSuchFieldError(String message) {
        super(message);
    }
}
