// java.nio.MappedByteBuffer: a byte buffer whose content is a memory-mapped region of a file.
package java.nio;

/**
 * The type FileChannel.map returns (JDK 17's class). jvmlab maps no files, so no instance is
 * ever made: FileChannel.map throws UnsupportedOperationException.
 */
public abstract class MappedByteBuffer extends ByteBuffer {
    MappedByteBuffer(int mark, int pos, int lim, int cap, byte[] hb, int offset) {
        super(mark, pos, lim, cap, hb, offset);
    }

    public final boolean isLoaded() {
        return true;
    }

    public final MappedByteBuffer load() {
        return this;
    }

    public final MappedByteBuffer force() {
        return this;
    }
}
