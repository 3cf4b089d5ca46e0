// java.nio.file.ProviderMismatchException: a Path of another file system.
package java.nio.file;

/** Thrown when a Path from another provider is given. */
public class ProviderMismatchException extends IllegalArgumentException {
    public ProviderMismatchException() {
    }

    public ProviderMismatchException(String msg) {
        super(msg);
    }
}
