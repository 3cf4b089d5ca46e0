// java.nio.BufferUnderflowException: thrown by buffer operations (no message, as in the JDK).
package java.nio;

/** Unchecked; carries no message. */
public class BufferUnderflowException extends RuntimeException {
    public BufferUnderflowException() {
    }
}
