// java.nio.channels.ScatteringByteChannel: a channel that reads into a sequence of buffers.
package java.nio.channels;

/** a channel that reads into a sequence of buffers. (JDK 17's type). */
public interface ScatteringByteChannel extends ReadableByteChannel {
    long read(java.nio.ByteBuffer[] dsts, int offset, int length) throws java.io.IOException;

    long read(java.nio.ByteBuffer[] dsts) throws java.io.IOException;
}
