// java.nio.channels.AsynchronousCloseException: a channel closed by another thread during an operation.
package java.nio.channels;

/** a channel closed by another thread during an operation. (JDK 17's type). */
public class AsynchronousCloseException extends ClosedChannelException {
    private static final long serialVersionUID = 6891178312432313966L;

    public AsynchronousCloseException() {}
}
