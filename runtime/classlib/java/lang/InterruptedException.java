// java.lang.InterruptedException: thrown for a thread interrupted while waiting or sleeping.
package java.lang;

/** Thrown for a thread interrupted while waiting or sleeping. */
public class InterruptedException extends Exception {
    public InterruptedException() {
        super();
    }

    public InterruptedException(String message) {
        super(message);
    }
}
