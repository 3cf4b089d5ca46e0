// jvmlab.internal.StdOutputStream: java's BufferedOutputStream(FileOutputStream(fd), 128) for
// stdout and stderr, with the buffer in the VM.
package jvmlab.internal;

import java.io.OutputStream;

/**
 * Writes to file descriptor 1 or 2 through a 128-byte buffer kept by the VM (vm_write in
 * runtime/vm.cpp), like the BufferedOutputStream that JDK 17's System.newPrintStream puts under
 * System.out and System.err: write(int) and write(byte[]) buffer, flush() writes. Nothing
 * flushes it at exit (java loses unflushed bytes too); System.out's autoflush PrintStream
 * flushes after every print.
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

    public void flush() {
        flush0(fd);
    }

    private static native void writeByte(int fd, int b);

    private static native void flush0(int fd);

    private static native void writeBytes(int fd, byte[] b, int off, int len);

    /**
     * Writes `s` as UTF-8 (unpaired surrogates as '?'), then '\n' if `newline`, through the
     * buffer, and flushes it if `flush` (what an autoflush PrintStream does after each print).
     */
    public static native void writeString(int fd, String s, boolean newline, boolean flush);
}
