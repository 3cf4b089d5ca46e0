// java.io.FileOutputStream: bytes to a file, each write one write(2) (no buffering of its own).
package java.io;

import jvmlab.internal.Posix;

/**
 * Writes a file created or truncated (or appended to) on open. FileNotFoundException
 * "name (strerror)" when it cannot be opened ("(Is a directory)", "(Permission denied)");
 * IOException "Stream Closed" after close.
 */
public class FileOutputStream extends OutputStream {
    private final FileDescriptor fd;
    private volatile boolean closed;

    public FileOutputStream(String name) throws FileNotFoundException {
        this(name != null ? new File(name) : null, false);
    }

    public FileOutputStream(String name, boolean append) throws FileNotFoundException {
        this(name != null ? new File(name) : null, append);
    }

    public FileOutputStream(File file) throws FileNotFoundException {
        this(file, false);
    }

    public FileOutputStream(File file, boolean append) throws FileNotFoundException {
        String name = file != null ? file.getPath() : null;
        if (name == null) {
            throw new NullPointerException();
        }
        if (file.isInvalid()) {
            throw new FileNotFoundException("Invalid file path");
        }
        int flags = Posix.WRITE | Posix.CREATE | (append ? Posix.APPEND : Posix.TRUNCATE);
        this.fd = new FileDescriptor(Posix.openOrThrow(name, flags));
        this.append = append;
    }

    /** Opened in append mode. */
    private boolean append;

    public FileOutputStream(FileDescriptor fdObj) {
        if (fdObj == null) {
            throw new NullPointerException();
        }
        this.fd = fdObj;
    }

    public void write(int b) throws IOException {
        write(new byte[] {(byte) b}, 0, 1);
    }

    public void write(byte[] b) throws IOException {
        write(b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        if (b == null) {
            throw new NullPointerException();
        }
        if (off < 0 || len < 0 || len > b.length - off) {
            throw new IndexOutOfBoundsException();
        }
        Posix.checkOpen(fd.fd);
        if (len == 0) {
            return;
        }
        if (fd.fd <= 2) {
            // System.out's descriptor: through the VM's buffer so the order with System.out holds.
            System.out.flush();
            System.err.flush();
        }
        Posix.write(fd.fd, b, off, len);
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
                }, this, false, true, append);
            }
            return channel;
        }
    }
}
