// java.nio.channels.ByteChannel: a channel that reads and writes bytes.
package java.nio.channels;

/** a channel that reads and writes bytes. (JDK 17's type). */
public interface ByteChannel extends ReadableByteChannel, WritableByteChannel {
}
