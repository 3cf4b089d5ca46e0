// java.io.Writer: a sink of characters.
package java.io;

/** Abstract char sink: subclasses implement write(char[], int, int), flush and close. */
public abstract class Writer implements Appendable, Closeable, Flushable {
    /** The object synchronized on by this writer's operations. */
    protected Object lock;

    protected Writer() {
        this.lock = this;
    }

    protected Writer(Object lock) {
        if (lock == null) {
            throw new NullPointerException();
        }
        this.lock = lock;
    }

    public void write(int c) throws IOException {
        write(new char[] {(char) c}, 0, 1);
    }

    public void write(char[] cbuf) throws IOException {
        write(cbuf, 0, cbuf.length);
    }

    public abstract void write(char[] cbuf, int off, int len) throws IOException;

    public void write(String str) throws IOException {
        write(str, 0, str.length());
    }

    public void write(String str, int off, int len) throws IOException {
        char[] cbuf = new char[len];
        str.getChars(off, off + len, cbuf, 0);
        write(cbuf, 0, len);
    }

    public Writer append(CharSequence csq) throws IOException {
        write(String.valueOf(csq));
        return this;
    }

    public Writer append(CharSequence csq, int start, int end) throws IOException {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    public Writer append(char c) throws IOException {
        write(c);
        return this;
    }

    /** A writer that discards everything (IOException "Stream closed" after close). */
    public static Writer nullWriter() {
        return new Writer() {
            private volatile boolean closed;

            public void write(char[] cbuf, int off, int len) throws IOException {
                OutputStream.checkFromIndexSize(off, len, cbuf.length);
                if (closed) {
                    throw new IOException("Stream closed");
                }
            }

            public void flush() throws IOException {
                if (closed) {
                    throw new IOException("Stream closed");
                }
            }

            public void close() {
                closed = true;
            }
        };
    }

    public abstract void flush() throws IOException;

    public abstract void close() throws IOException;
}
