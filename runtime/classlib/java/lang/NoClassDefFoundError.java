// java.lang.NoClassDefFoundError: thrown for a class that was found at compile time but cannot be loaded.
package java.lang;

/** Thrown for a class that was found at compile time but cannot be loaded. */
public class NoClassDefFoundError extends LinkageError {
    public NoClassDefFoundError() {
        super();
    }

    public NoClassDefFoundError(String message) {
        super(message);
    }
}
