// java.io.RandomAccessFile: reading and writing a file at any position, JDK 17's data format.
package java.io;

import jvmlab.internal.Posix;

/**
 * Modes "r", "rw", "rws", "rwd" (the last two as "rw": every write goes to the kernel at once).
 * Unbuffered, as the JDK's: each read or write is a system call. EOFException at a premature end;
 * IOException "Stream Closed" after close.
 */
public class RandomAccessFile implements DataOutput, DataInput, Closeable {
    private final FileDescriptor fd;
    private final String path;
    private volatile boolean closed;

    public RandomAccessFile(String name, String mode) throws FileNotFoundException {
        this(name != null ? new File(name) : null, mode);
    }

    public RandomAccessFile(File file, String mode) throws FileNotFoundException {
        String name = (file != null ? file.getPath() : null);
        int flags;
        if (mode.equals("r")) {
            flags = Posix.READ;
        } else if (mode.equals("rw") || mode.equals("rws") || mode.equals("rwd")) {
            flags = Posix.READ | Posix.WRITE | Posix.CREATE;
        } else {
            throw new IllegalArgumentException("Illegal mode \"" + mode
                    + "\" must be one of \"r\", \"rw\", \"rws\", or \"rwd\"");
        }
        if (name == null) {
            throw new NullPointerException();
        }
        if (file.isInvalid()) {
            throw new FileNotFoundException("Invalid file path");
        }
        this.path = name;
        this.rw = (flags & Posix.WRITE) != 0;
        this.fd = new FileDescriptor(Posix.openOrThrow(name, flags | Posix.REJECT_DIRECTORY));
    }

    /** Opened for writing ("rw", "rws", "rwd"). */
    private final boolean rw;

    public final FileDescriptor getFD() throws IOException {
        return fd;
    }

    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = read(one, 0, 1);
        return n <= 0 ? -1 : one[0] & 0xff;
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

    public int read(byte[] b) throws IOException {
        return read(b, 0, b.length);
    }

    public final void readFully(byte[] b) throws IOException {
        readFully(b, 0, b.length);
    }

    public final void readFully(byte[] b, int off, int len) throws IOException {
        int n = 0;
        do {
            int count = this.read(b, off + n, len - n);
            if (count < 0) {
                throw new EOFException();
            }
            n += count;
        } while (n < len);
    }

    public int skipBytes(int n) throws IOException {
        if (n <= 0) {
            return 0;
        }
        long pos = getFilePointer();
        long len = length();
        long newpos = pos + n;
        if (newpos > len) {
            newpos = len;
        }
        seek(newpos);
        return (int) (newpos - pos);
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
        Posix.write(fd.fd, b, off, len);
    }

    public long getFilePointer() throws IOException {
        Posix.checkOpen(fd.fd);
        long r = Posix.lseek(fd.fd, 0, 1);
        if (r < 0) {
            throw new IOException(Posix.strerror((int) -r));
        }
        return r;
    }

    public void seek(long pos) throws IOException {
        if (pos < 0) {
            throw new IOException("Negative seek offset");
        }
        Posix.checkOpen(fd.fd);
        long r = Posix.lseek(fd.fd, pos, 0);
        if (r < 0) {
            throw new IOException(Posix.strerror((int) -r));
        }
    }

    public long length() throws IOException {
        Posix.checkOpen(fd.fd);
        long r = Posix.fsize(fd.fd);
        if (r < 0) {
            throw new IOException(Posix.strerror((int) -r));
        }
        return r;
    }

    /** ftruncate; the file pointer moves back to the new end when it was past it. */
    public void setLength(long newLength) throws IOException {
        Posix.checkOpen(fd.fd);
        long old = getFilePointer();
        int r = Posix.ftruncate(fd.fd, newLength);
        if (r < 0) {
            throw new IOException(Posix.strerror(-r));
        }
        if (old > newLength) {
            seek(newLength);
        }
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

    public final boolean readBoolean() throws IOException {
        return readUnsignedByte() != 0;
    }

    public final byte readByte() throws IOException {
        return (byte) readUnsignedByte();
    }

    public final int readUnsignedByte() throws IOException {
        int ch = this.read();
        if (ch < 0) {
            throw new EOFException();
        }
        return ch;
    }

    public final short readShort() throws IOException {
        return (short) readUnsignedShort();
    }

    public final int readUnsignedShort() throws IOException {
        byte[] b = new byte[2];
        readFully(b, 0, 2);
        return ((b[0] & 0xff) << 8) | (b[1] & 0xff);
    }

    public final char readChar() throws IOException {
        return (char) readUnsignedShort();
    }

    public final int readInt() throws IOException {
        byte[] b = new byte[4];
        readFully(b, 0, 4);
        return ((b[0] & 0xff) << 24) | ((b[1] & 0xff) << 16) | ((b[2] & 0xff) << 8) | (b[3] & 0xff);
    }

    public final long readLong() throws IOException {
        return ((long) (readInt()) << 32) + (readInt() & 0xFFFFFFFFL);
    }

    public final float readFloat() throws IOException {
        return Float.intBitsToFloat(readInt());
    }

    public final double readDouble() throws IOException {
        return Double.longBitsToDouble(readLong());
    }

    /** Bytes as Latin-1 chars up to "\n", "\r" or "\r\n", as the JDK's. */
    public final String readLine() throws IOException {
        StringBuilder input = new StringBuilder();
        int c = -1;
        boolean eol = false;
        while (!eol) {
            switch (c = read()) {
                case -1:
                case '\n':
                    eol = true;
                    break;
                case '\r':
                    eol = true;
                    long cur = getFilePointer();
                    if ((read()) != '\n') {
                        seek(cur);
                    }
                    break;
                default:
                    input.append((char) c);
                    break;
            }
        }
        if ((c == -1) && (input.length() == 0)) {
            return null;
        }
        return input.toString();
    }

    public final String readUTF() throws IOException {
        return DataInputStream.readUTF(this);
    }

    public final void writeBoolean(boolean v) throws IOException {
        write(v ? 1 : 0);
    }

    public final void writeByte(int v) throws IOException {
        write(v);
    }

    public final void writeShort(int v) throws IOException {
        write(new byte[] {(byte) (v >>> 8), (byte) v}, 0, 2);
    }

    public final void writeChar(int v) throws IOException {
        writeShort(v);
    }

    public final void writeInt(int v) throws IOException {
        write(new byte[] {(byte) (v >>> 24), (byte) (v >>> 16), (byte) (v >>> 8), (byte) v}, 0, 4);
    }

    public final void writeLong(long v) throws IOException {
        byte[] b = new byte[8];
        for (int i = 0; i < 8; i++) {
            b[i] = (byte) (v >>> (56 - 8 * i));
        }
        write(b, 0, 8);
    }

    public final void writeFloat(float v) throws IOException {
        writeInt(Float.floatToIntBits(v));
    }

    public final void writeDouble(double v) throws IOException {
        writeLong(Double.doubleToLongBits(v));
    }

    public final void writeBytes(String s) throws IOException {
        int len = s.length();
        byte[] b = new byte[len];
        for (int i = 0; i < len; i++) {
            b[i] = (byte) s.charAt(i);
        }
        write(b, 0, len);
    }

    public final void writeChars(String s) throws IOException {
        int clen = s.length();
        byte[] b = new byte[clen * 2];
        for (int i = 0; i < clen; i++) {
            char c = s.charAt(i);
            b[2 * i] = (byte) (c >>> 8);
            b[2 * i + 1] = (byte) c;
        }
        write(b, 0, b.length);
    }

    public final void writeUTF(String str) throws IOException {
        byte[] b = DataOutputStream.utf(str);
        write(b, 0, b.length);
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
                }, this, true, rw, false);
            }
            return channel;
        }
    }
}
