// java.io.InputStream: a source of bytes.
package java.io;

/** Abstract byte source: subclasses implement read(); the rest loops over it. */
public abstract class InputStream implements Closeable {
    public InputStream() {}

    /** The next byte (0-255), or -1 at end of stream. */
    public abstract int read() throws IOException;

    public int read(byte[] b) throws IOException {
        return read(b, 0, b.length);
    }

    public int read(byte[] b, int off, int len) throws IOException {
        OutputStream.checkFromIndexSize(off, len, b.length);
        if (len == 0) {
            return 0;
        }
        int c = read();
        if (c == -1) {
            return -1;
        }
        b[off] = (byte) c;
        int i = 1;
        for (; i < len; i++) {
            c = read();
            if (c == -1) {
                break;
            }
            b[off + i] = (byte) c;
        }
        return i;
    }

    /** Reads everything up to end of stream. */
    public byte[] readAllBytes() throws IOException {
        byte[] buf = new byte[8192];
        int n = 0;
        int r;
        while ((r = read(buf, n, buf.length - n)) > 0) {
            n += r;
            if (n == buf.length) {
                byte[] grown = new byte[buf.length * 2];
                System.arraycopy(buf, 0, grown, 0, n);
                buf = grown;
            }
        }
        byte[] result = new byte[n];
        System.arraycopy(buf, 0, result, 0, n);
        return result;
    }

    /** A stream with no bytes (IOException "Stream closed" after close). */
    public static InputStream nullInputStream() {
        return new InputStream() {
            private volatile boolean closed;

            public int read() throws IOException {
                if (closed) {
                    throw new IOException("Stream closed");
                }
                return -1;
            }

            public void close() {
                closed = true;
            }
        };
    }

    /** Up to len bytes, fewer only at end of stream. */
    public byte[] readNBytes(int len) throws IOException {
        if (len < 0) {
            throw new IllegalArgumentException("len < 0");
        }
        byte[] buf = new byte[Math.min(len, 8192)];
        int n = 0;
        while (n < len) {
            if (n == buf.length) {
                byte[] grown = new byte[(int) Math.min((long) len, buf.length * 2L)];
                System.arraycopy(buf, 0, grown, 0, n);
                buf = grown;
            }
            int r = read(buf, n, buf.length - n);
            if (r < 0) {
                break;
            }
            n += r;
        }
        if (n == buf.length) {
            return buf;
        }
        byte[] result = new byte[n];
        System.arraycopy(buf, 0, result, 0, n);
        return result;
    }

    /** Reads until len bytes are in b or the stream ends; the count read. */
    public int readNBytes(byte[] b, int off, int len) throws IOException {
        OutputStream.checkFromIndexSize(off, len, b.length);
        int n = 0;
        while (n < len) {
            int count = read(b, off + n, len - n);
            if (count < 0) {
                break;
            }
            n += count;
        }
        return n;
    }

    /** Copies the rest of this stream to out; the count copied. */
    public long transferTo(OutputStream out) throws IOException {
        if (out == null) {
            throw new NullPointerException();
        }
        long transferred = 0;
        byte[] buffer = new byte[8192];
        int read;
        while ((read = this.read(buffer, 0, 8192)) >= 0) {
            out.write(buffer, 0, read);
            transferred += read;
        }
        return transferred;
    }

    /** Skips exactly n bytes: EOFException when the stream ends first. */
    public void skipNBytes(long n) throws IOException {
        while (n > 0) {
            long ns = skip(n);
            if (ns > 0 && ns <= n) {
                n -= ns;
            } else if (ns == 0) {
                if (read() == -1) {
                    throw new EOFException();
                }
                n--;
            } else {
                throw new IOException("Unable to skip exactly");
            }
        }
    }

    public long skip(long n) throws IOException {
        long remaining = n;
        while (remaining > 0 && read() != -1) {
            remaining--;
        }
        return n - remaining;
    }

    public int available() throws IOException {
        return 0;
    }

    public void close() throws IOException {
    }

    public synchronized void mark(int readlimit) {
    }

    public synchronized void reset() throws IOException {
        throw new IOException("mark/reset not supported");
    }

    public boolean markSupported() {
        return false;
    }
}
