// java.nio.channels.SeekableByteChannel: a byte channel with a current position and a size.
package java.nio.channels;

/** a byte channel with a current position and a size. (JDK 17's type). */
public interface SeekableByteChannel extends ByteChannel {
    int read(java.nio.ByteBuffer dst) throws java.io.IOException;

    int write(java.nio.ByteBuffer src) throws java.io.IOException;

    long position() throws java.io.IOException;

    SeekableByteChannel position(long newPosition) throws java.io.IOException;

    long size() throws java.io.IOException;

    SeekableByteChannel truncate(long size) throws java.io.IOException;
}
