// jvmlab.internal.FdInputStream: the InputStream Files.newInputStream returns (a descriptor).
package jvmlab.internal;

import java.io.IOException;
import java.io.InputStream;

/** Reads an open descriptor; IOException "Stream Closed" after close. */
public final class FdInputStream extends InputStream {
    private int fd;

    public FdInputStream(int fd) {
        this.fd = fd;
    }

    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = read(one, 0, 1);
        return n <= 0 ? -1 : one[0] & 0xff;
    }

    public int read(byte[] b, int off, int len) throws IOException {
        java.util.Objects.checkFromIndexSize(off, len, b.length);
        Posix.checkOpen(fd);
        if (len == 0) {
            return 0;
        }
        return Posix.read(fd, b, off, len);
    }

    public long skip(long n) throws IOException {
        Posix.checkOpen(fd);
        if (n <= 0) {
            return 0;
        }
        long cur = Posix.lseek(fd, 0, 1);
        long size = Posix.fsize(fd);
        if (cur < 0 || size < 0) {
            return super.skip(n);
        }
        long target = Math.min(size, cur + n);
        if (target < cur) {
            return 0;
        }
        Posix.lseek(fd, target, 0);
        return target - cur;
    }

    public int available() throws IOException {
        Posix.checkOpen(fd);
        return Posix.available(fd);
    }

    public void close() {
        if (fd >= 0) {
            Posix.close(fd);
            fd = -1;
        }
    }
}
