// java.util.NoSuchElementException: the exception; messages follow JDK 17.
package java.util;

/** Thrown by iterators and accessors when the requested element does not exist. */
public class NoSuchElementException extends RuntimeException {
    public NoSuchElementException() { super(); }
    public NoSuchElementException(String message) { super(message); }
    public NoSuchElementException(Throwable cause) { super(cause); }
    public NoSuchElementException(String message, Throwable cause) { super(message, cause); }
}
