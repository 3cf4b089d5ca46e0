// jvmlab.internal.FdOutputStream: the OutputStream Files.newOutputStream returns (a descriptor).
package jvmlab.internal;

import java.io.IOException;
import java.io.OutputStream;

/** Writes an open descriptor, each write one write(2); IOException "Stream Closed" after close. */
public final class FdOutputStream extends OutputStream {
    private int fd;

    public FdOutputStream(int fd) {
        this.fd = fd;
    }

    public void write(int b) throws IOException {
        write(new byte[] {(byte) b}, 0, 1);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        java.util.Objects.checkFromIndexSize(off, len, b.length);
        Posix.checkOpen(fd);
        if (len == 0) {
            return;
        }
        Posix.write(fd, b, off, len);
    }

    public void close() {
        if (fd >= 0) {
            Posix.close(fd);
            fd = -1;
        }
    }
}
