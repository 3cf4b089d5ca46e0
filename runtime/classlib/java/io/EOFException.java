// java.io.EOFException: thrown for end of input reached unexpectedly.
package java.io;

/** Thrown for end of input reached unexpectedly. */
public class EOFException extends IOException {
    public EOFException() {
        super();
    }

    public EOFException(String message) {
        super(message);
    }
}
