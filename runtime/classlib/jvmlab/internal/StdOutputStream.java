// jvmlab.internal.StdOutputStream: an OutputStream onto the VM's buffered stdout/stderr.
package jvmlab.internal;

import java.io.OutputStream;

/**
 * Writes to file descriptor 1 or 2 through vm_write (runtime/natives/io_natives.cpp). The VM
 * buffers and flushes at exit and before the other stream is written, so flush() does nothing.
 */
public final class StdOutputStream extends OutputStream {
    private final int fd;

    public StdOutputStream(int fd) {
        this.fd = fd;
    }

    /** The file descriptor (1 or 2). */
    public int fd() {
        return fd;
    }

    public void write(int b) {
        writeByte(fd, b);
    }

    public void write(byte[] b, int off, int len) {
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new IndexOutOfBoundsException("Range [" + off + ", " + off + " + " + len
                    + ") out of bounds for length " + b.length);
        }
        writeBytes(fd, b, off, len);
    }

    private static native void writeByte(int fd, int b);

    private static native void writeBytes(int fd, byte[] b, int off, int len);

    /** Writes `s` as UTF-8 (unpaired surrogates as '?'), then '\n' if `newline`. */
    public static native void writeString(int fd, String s, boolean newline);
}
