// java.io.FileInputStream: bytes from a file, read(2) by read(2) (no buffering of its own).
package java.io;

import jvmlab.internal.Posix;

/**
 * Reads a file opened read-only. FileNotFoundException "name (strerror)" when it cannot be opened
 * (also "(Is a directory)"); IOException "Stream Closed" after close. Not thread-safe beyond the
 * descriptor's own atomicity.
 */
public class FileInputStream extends InputStream {
    private final FileDescriptor fd;
    private final String path;
    private volatile boolean closed;

    public FileInputStream(String name) throws FileNotFoundException {
        this(name != null ? new File(name) : null);
    }

    public FileInputStream(File file) throws FileNotFoundException {
        String name = file != null ? file.getPath() : null;
        if (name == null) {
            throw new NullPointerException();
        }
        if (file.isInvalid()) {
            throw new FileNotFoundException("Invalid file path");
        }
        this.path = name;
        this.fd = new FileDescriptor(Posix.openOrThrow(name, Posix.READ | Posix.REJECT_DIRECTORY));
    }

    public FileInputStream(FileDescriptor fdObj) {
        if (fdObj == null) {
            throw new NullPointerException();
        }
        this.fd = fdObj;
        this.path = null;
    }

    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = read(one, 0, 1);
        return n <= 0 ? -1 : one[0] & 0xff;
    }

    public int read(byte[] b) throws IOException {
        return read(b, 0, b.length);
    }

    public int read(byte[] b, int off, int len) throws IOException {
        if (b == null) {
            throw new NullPointerException();
        }
        if (off < 0 || len < 0 || len > b.length - off) {
            throw new IndexOutOfBoundsException();
        }
        Posix.checkOpen(fd.fd);
        if (len == 0) {
            return 0;
        }
        return Posix.read(fd.fd, b, off, len);
    }

    /** lseek forward (may pass the end, as the JDK's does); the distance moved. */
    public long skip(long n) throws IOException {
        Posix.checkOpen(fd.fd);
        long cur = Posix.lseek(fd.fd, 0, 1);
        if (cur < 0) {
            throw new IOException("Illegal seek");
        }
        long end = Posix.lseek(fd.fd, n, 1);
        if (end < 0) {
            throw new IOException(Posix.strerror((int) -end));
        }
        return end - cur;
    }

    public int available() throws IOException {
        Posix.checkOpen(fd.fd);
        return Posix.available(fd.fd);
    }

    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        int f = fd.fd;
        if (f > 2) {
            fd.fd = -1;
            Posix.close(f);
        }
    }

    public final FileDescriptor getFD() throws IOException {
        return fd;
    }

    private java.nio.channels.FileChannel channel;

    /** The FileChannel over this stream's descriptor: one position, and closing either closes both. */
    public java.nio.channels.FileChannel getChannel() {
        synchronized (this) {
            if (channel == null) {
                channel = new sun.nio.ch.FileChannelImpl(new java.util.function.IntSupplier() {
                    public int getAsInt() {
                        return fd.fd;
                    }
                }, this, true, false, false);
            }
            return channel;
        }
    }
}
