// java.io.Reader: a source of characters.
package java.io;

/** Abstract char source: subclasses implement read(char[], int, int) and close. */
public abstract class Reader implements Readable, Closeable {
    protected Object lock;

    protected Reader() {
        this.lock = this;
    }

    protected Reader(Object lock) {
        if (lock == null) {
            throw new NullPointerException();
        }
        this.lock = lock;
    }

    /** The next char, or -1 at end of stream. */
    public int read() throws IOException {
        char[] cb = new char[1];
        return read(cb, 0, 1) == -1 ? -1 : cb[0];
    }

    public int read(char[] cbuf) throws IOException {
        return read(cbuf, 0, cbuf.length);
    }

    /**
     * Reads into the buffer's remaining space, as JDK 17's Reader.read(CharBuffer): straight into
     * the backing array of a heap buffer (advancing its position), else through a temporary array
     * and put (a read-only buffer throws ReadOnlyBufferException once chars were read). The count
     * read, or -1 at end of stream.
     */
    public int read(java.nio.CharBuffer target) throws IOException {
        int nread;
        if (target.hasArray()) {
            char[] cbuf = target.array();
            int pos = target.position();
            int rem = Math.max(target.limit() - pos, 0);
            int off = target.arrayOffset() + pos;
            nread = this.read(cbuf, off, rem);
            if (nread > 0) {
                target.position(pos + nread);
            }
        } else {
            int len = target.remaining();
            char[] cbuf = new char[len];
            nread = read(cbuf, 0, len);
            if (nread > 0) {
                target.put(cbuf, 0, nread);
            }
        }
        return nread;
    }

    public abstract int read(char[] cbuf, int off, int len) throws IOException;

    public long skip(long n) throws IOException {
        if (n < 0L) {
            throw new IllegalArgumentException("skip value is negative");
        }
        long remaining = n;
        while (remaining > 0 && read() != -1) {
            remaining--;
        }
        return n - remaining;
    }

    public boolean ready() throws IOException {
        return false;
    }

    public boolean markSupported() {
        return false;
    }

    public void mark(int readAheadLimit) throws IOException {
        throw new IOException("mark() not supported");
    }

    public void reset() throws IOException {
        throw new IOException("reset() not supported");
    }

    /** Copies the rest of this reader to out; the count of chars copied. */
    public long transferTo(Writer out) throws IOException {
        if (out == null) {
            throw new NullPointerException();
        }
        long transferred = 0;
        char[] buffer = new char[8192];
        int nRead;
        while ((nRead = read(buffer, 0, 8192)) >= 0) {
            out.write(buffer, 0, nRead);
            transferred += nRead;
        }
        return transferred;
    }

    /** A reader with no chars (IOException "Stream closed" after close). */
    public static Reader nullReader() {
        return new Reader() {
            private volatile boolean closed;

            public int read(char[] cbuf, int off, int len) throws IOException {
                if (closed) {
                    throw new IOException("Stream closed");
                }
                OutputStream.checkFromIndexSize(off, len, cbuf.length);
                return len == 0 ? 0 : -1;
            }

            public void close() {
                closed = true;
            }
        };
    }

    public abstract void close() throws IOException;
}
