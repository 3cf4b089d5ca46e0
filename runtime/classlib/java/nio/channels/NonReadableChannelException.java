// java.nio.channels.NonReadableChannelException: a read from a channel not opened for reading.
package java.nio.channels;

/** a read from a channel not opened for reading. (JDK 17's type). */
public class NonReadableChannelException extends IllegalStateException {
    private static final long serialVersionUID = -3200915679294993514L;

    public NonReadableChannelException() {}
}
