// java.nio.MappedByteBuffer: a byte buffer whose content is a region of a file.
package java.nio;

import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * The type FileChannel.map returns (JDK 17's class). jvmlab maps no memory: FileChannel.map reads
 * the region into a DirectByteBuffer (a subclass, as in the JDK), and force() writes a READ_WRITE
 * mapping's bytes back to the file at the region's position; until then the file does not see
 * the buffer's writes, nor the buffer the file's. In jvmlab every heap ByteBuffer is a
 * MappedByteBuffer (unmapped: force, load and isLoaded do nothing), where the JDK's heap buffers
 * are not.
 */
public abstract class MappedByteBuffer extends ByteBuffer {
    /** The file channel and region of a READ_WRITE mapping, else null. */
    java.nio.channels.FileChannel channel;
    long filePosition;

    MappedByteBuffer(int mark, int pos, int lim, int cap, byte[] hb, int offset) {
        super(mark, pos, lim, cap, hb, offset);
    }

    /** FileChannelImpl.map's factory (reached by reflection): `bytes` of the region at `position`. */
    static MappedByteBuffer mapped(byte[] bytes, boolean readOnly, java.nio.channels.FileChannel channel, long position) {
        DirectByteBuffer b = new DirectByteBuffer(bytes, -1, 0, bytes.length, bytes.length, 0, readOnly);
        if (channel != null) {
            b.channel = channel;
            b.filePosition = position;
        }
        return b;
    }

    public final boolean isLoaded() {
        return true;
    }

    public final MappedByteBuffer load() {
        return this;
    }

    /** Writes a READ_WRITE mapping's content back to its file. */
    public final MappedByteBuffer force() {
        if (channel != null) {
            try {
                channel.write(ByteBuffer.wrap(hb, offset, capacity()), filePosition);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return this;
    }

    public final MappedByteBuffer force(int index, int length) {
        return force();
    }
}
