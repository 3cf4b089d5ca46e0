// jvmlab.internal.StdInputStream: an InputStream reading file descriptor 0.
package jvmlab.internal;

import java.io.IOException;
import java.io.InputStream;

/** Reads standard input with read(2) (runtime/natives/io_natives.cpp). */
public final class StdInputStream extends InputStream {
    private final int fd;

    public StdInputStream(int fd) {
        this.fd = fd;
    }

    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = read(one, 0, 1);
        return n <= 0 ? -1 : one[0] & 0xff;
    }

    public int read(byte[] b, int off, int len) throws IOException {
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new IndexOutOfBoundsException("Range [" + off + ", " + off + " + " + len
                    + ") out of bounds for length " + b.length);
        }
        if (len == 0) {
            return 0;
        }
        return readBytes(fd, b, off, len);
    }

    public int available() throws IOException {
        return available0(fd);
    }

    /** Bytes read, or -1 at end of input; IOException on a read error. */
    private static native int readBytes(int fd, byte[] b, int off, int len) throws IOException;

    private static native int available0(int fd) throws IOException;
}
