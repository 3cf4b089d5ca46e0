// java.io.BufferedReader: a buffering Reader with readLine.
package java.io;

/** Buffers another Reader; readLine accepts "\n", "\r" and "\r\n" as line ends. */
public class BufferedReader extends Reader {
    private Reader in;
    private char[] cb;
    private int nChars;
    private int nextChar;
    private boolean skipLF;

    public BufferedReader(Reader in, int sz) {
        super(in);
        if (sz <= 0) {
            throw new IllegalArgumentException("Buffer size <= 0");
        }
        this.in = in;
        this.cb = new char[sz];
    }

    public BufferedReader(Reader in) {
        this(in, 8192);
    }

    private void ensureOpen() throws IOException {
        if (in == null) {
            throw new IOException("Stream closed");
        }
    }

    /** Refills the buffer; false at end of stream. */
    private boolean fill() throws IOException {
        int n;
        do {
            n = in.read(cb, 0, cb.length);
        } while (n == 0);
        if (n < 0) {
            return false;
        }
        nChars = n;
        nextChar = 0;
        return true;
    }

    public int read() throws IOException {
        synchronized (lock) {
            ensureOpen();
            while (true) {
                if (nextChar >= nChars && !fill()) {
                    return -1;
                }
                if (skipLF) {
                    skipLF = false;
                    if (cb[nextChar] == '\n') {
                        nextChar++;
                        continue;
                    }
                }
                return cb[nextChar++];
            }
        }
    }

    public int read(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            OutputStream.checkFromIndexSize(off, len, cbuf.length);
            if (len == 0) {
                return 0;
            }
            int n = 0;
            while (n < len) {
                if (nextChar >= nChars) {
                    if (n > 0 && !in.ready()) {
                        break;
                    }
                    if (!fill()) {
                        break;
                    }
                }
                if (skipLF) {
                    skipLF = false;
                    if (cb[nextChar] == '\n') {
                        nextChar++;
                        continue;
                    }
                }
                int k = Math.min(len - n, nChars - nextChar);
                System.arraycopy(cb, nextChar, cbuf, off + n, k);
                nextChar += k;
                n += k;
            }
            return n == 0 ? -1 : n;
        }
    }

    /** The next line without its terminator, or null at end of stream. */
    public String readLine() throws IOException {
        synchronized (lock) {
            ensureOpen();
            StringBuilder sb = null;
            while (true) {
                if (nextChar >= nChars && !fill()) {
                    return sb != null && sb.length() > 0 ? sb.toString() : (sb != null ? "" : null);
                }
                if (skipLF) {
                    skipLF = false;
                    if (cb[nextChar] == '\n') {
                        nextChar++;
                        continue;
                    }
                }
                int start = nextChar;
                int i = start;
                while (i < nChars && cb[i] != '\n' && cb[i] != '\r') {
                    i++;
                }
                if (i < nChars) {
                    String line;
                    if (sb == null) {
                        line = new String(cb, start, i - start);
                    } else {
                        sb.append(cb, start, i - start);
                        line = sb.toString();
                    }
                    skipLF = cb[i] == '\r';
                    nextChar = i + 1;
                    return line;
                }
                if (sb == null) {
                    sb = new StringBuilder(80);
                }
                sb.append(cb, start, i - start);
                nextChar = i;
            }
        }
    }

    public boolean ready() throws IOException {
        synchronized (lock) {
            ensureOpen();
            return nextChar < nChars || in.ready();
        }
    }

    public void close() throws IOException {
        synchronized (lock) {
            if (in != null) {
                in.close();
                in = null;
                cb = null;
            }
        }
    }
}
