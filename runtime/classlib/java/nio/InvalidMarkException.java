// java.nio.InvalidMarkException: thrown by buffer operations (no message, as in the JDK).
package java.nio;

/** Unchecked; carries no message. */
public class InvalidMarkException extends IllegalStateException {
    public InvalidMarkException() {
    }
}
