// java.nio.channels.NonWritableChannelException: a write to a channel not opened for writing.
package java.nio.channels;

/** a write to a channel not opened for writing. (JDK 17's type). */
public class NonWritableChannelException extends IllegalStateException {
    private static final long serialVersionUID = -7071230488279011621L;

    public NonWritableChannelException() {}
}
