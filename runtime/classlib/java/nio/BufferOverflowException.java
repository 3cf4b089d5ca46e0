// java.nio.BufferOverflowException: thrown by buffer operations (no message, as in the JDK).
package java.nio;

/** Unchecked; carries no message. */
public class BufferOverflowException extends RuntimeException {
    public BufferOverflowException() {
    }
}
