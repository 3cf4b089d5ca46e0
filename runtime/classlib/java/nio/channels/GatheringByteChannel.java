// java.nio.channels.GatheringByteChannel: a channel that writes from a sequence of buffers.
package java.nio.channels;

/** a channel that writes from a sequence of buffers. (JDK 17's type). */
public interface GatheringByteChannel extends WritableByteChannel {
    long write(java.nio.ByteBuffer[] srcs, int offset, int length) throws java.io.IOException;

    long write(java.nio.ByteBuffer[] srcs) throws java.io.IOException;
}
