// java.lang.IllegalThreadStateException: thrown for a thread not in the state the operation needs.
package java.lang;

/** Thrown for a thread not in the state the operation needs. */
public class IllegalThreadStateException extends IllegalArgumentException {
    public IllegalThreadStateException() {
        super();
    }

    public IllegalThreadStateException(String message) {
        super(message);
    }
}
