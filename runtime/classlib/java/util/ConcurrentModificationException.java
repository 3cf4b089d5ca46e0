// java.util.ConcurrentModificationException: the exception; messages follow JDK 17.
package java.util;

/** Thrown by fail-fast iterators when a collection is structurally modified during iteration. */
public class ConcurrentModificationException extends RuntimeException {
    public ConcurrentModificationException() { super(); }
    public ConcurrentModificationException(String message) { super(message); }
    public ConcurrentModificationException(Throwable cause) { super(cause); }
    public ConcurrentModificationException(String message, Throwable cause) { super(message, cause); }
}
