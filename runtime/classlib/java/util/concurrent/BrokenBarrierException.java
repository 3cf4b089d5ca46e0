// java.util.concurrent.BrokenBarrierException: an exception of the java.util.concurrent API.
package java.util.concurrent;

/** BrokenBarrierException, as in the JDK. */
public class BrokenBarrierException extends Exception {
    private static final long serialVersionUID = 1L;

    public BrokenBarrierException() {
    }

    public BrokenBarrierException(String message) {
        super(message);
    }

}
