// java.nio.ReadOnlyBufferException: thrown by buffer operations (no message, as in the JDK).
package java.nio;

/** Unchecked; carries no message. */
public class ReadOnlyBufferException extends UnsupportedOperationException {
    public ReadOnlyBufferException() {
    }
}
