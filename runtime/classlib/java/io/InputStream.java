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
