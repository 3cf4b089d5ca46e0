// java.nio.channels.ReadableByteChannel: a channel that reads bytes into a buffer.
package java.nio.channels;

/** a channel that reads bytes into a buffer. (JDK 17's type). */
public interface ReadableByteChannel extends Channel {
    int read(java.nio.ByteBuffer dst) throws java.io.IOException;
}
