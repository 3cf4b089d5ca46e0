// java.io.UncheckedIOException: an IOException wrapped in an unchecked exception.
package java.io;

/** Wraps an IOException (never null) as its cause. */
public class UncheckedIOException extends RuntimeException {
    public UncheckedIOException(String message, IOException cause) {
        super(message, requireNonNull(cause));
    }

    public UncheckedIOException(IOException cause) {
        super(requireNonNull(cause));
    }

    private static IOException requireNonNull(IOException cause) {
        if (cause == null) {
            throw new NullPointerException();
        }
        return cause;
    }

    @Override
    public IOException getCause() {
        return (IOException) super.getCause();
    }
}
