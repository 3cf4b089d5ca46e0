// java.nio.channels.ClosedChannelException: an operation on a closed channel.
package java.nio.channels;

/** an operation on a closed channel. (JDK 17's type). */
public class ClosedChannelException extends java.io.IOException {
    private static final long serialVersionUID = 882777185433553857L;

    public ClosedChannelException() {}
}
