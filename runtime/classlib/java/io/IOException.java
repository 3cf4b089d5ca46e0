// java.io.IOException: thrown for a failed or interrupted I/O operation.
package java.io;

/** Thrown for a failed or interrupted I/O operation. */
public class IOException extends Exception {
    public IOException() {
        super();
    }

    public IOException(String message) {
        super(message);
    }

    public IOException(String message, Throwable cause) {
        super(message, cause);
    }

    public IOException(Throwable cause) {
        super(cause);
    }
}
