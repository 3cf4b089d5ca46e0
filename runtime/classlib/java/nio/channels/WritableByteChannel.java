// java.nio.channels.WritableByteChannel: a channel that writes bytes from a buffer.
package java.nio.channels;

/** a channel that writes bytes from a buffer. (JDK 17's type). */
public interface WritableByteChannel extends Channel {
    int write(java.nio.ByteBuffer src) throws java.io.IOException;
}
