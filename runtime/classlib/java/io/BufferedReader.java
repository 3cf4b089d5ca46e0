// java.io.BufferedReader: a buffering Reader with readLine.
package java.io;

/** Buffers another Reader; readLine accepts "\n", "\r" and "\r\n" as line ends. */
public class BufferedReader extends Reader {
    private Reader in;
    private char[] cb;
    private int nChars;
    private int nextChar;
    private boolean skipLF;
    private static final int INVALIDATED = -2;
    private static final int UNMARKED = -1;
    /** Index of the marked char in cb, UNMARKED or INVALIDATED. */
    private int markedChar = UNMARKED;
    private int readAheadLimit = 0;
    private boolean markedSkipLF = false;

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

    /**
     * Refills the buffer, keeping the marked chars (JDK 17's fill: the buffer grows to the
     * read-ahead limit; past it the mark is invalidated). False at end of stream.
     */
    private boolean fill() throws IOException {
        int dst;
        if (markedChar <= UNMARKED) {
            dst = 0;
        } else {
            int delta = nextChar - markedChar;
            if (delta >= readAheadLimit) {
                markedChar = INVALIDATED;
                readAheadLimit = 0;
                dst = 0;
            } else {
                if (readAheadLimit <= cb.length) {
                    System.arraycopy(cb, markedChar, cb, 0, delta);
                    markedChar = 0;
                    dst = delta;
                } else {
                    char[] ncb = new char[readAheadLimit];
                    System.arraycopy(cb, markedChar, ncb, 0, delta);
                    cb = ncb;
                    markedChar = 0;
                    dst = delta;
                }
                nextChar = nChars = delta;
            }
        }
        int n;
        do {
            n = in.read(cb, dst, cb.length - dst);
        } while (n == 0);
        if (n > 0) {
            nChars = dst + n;
            nextChar = dst;
            return true;
        }
        return false;
    }

    public boolean markSupported() {
        return true;
    }

    /** Marks the position; reset returns to it while at most readAheadLimit chars were read. */
    public void mark(int readAheadLimit) throws IOException {
        if (readAheadLimit < 0) {
            throw new IllegalArgumentException("Read-ahead limit < 0");
        }
        synchronized (lock) {
            ensureOpen();
            this.readAheadLimit = readAheadLimit;
            markedChar = nextChar;
            markedSkipLF = skipLF;
        }
    }

    public void reset() throws IOException {
        synchronized (lock) {
            ensureOpen();
            if (markedChar < 0) {
                throw new IOException((markedChar == INVALIDATED) ? "Mark invalid" : "Stream not marked");
            }
            nextChar = markedChar;
            skipLF = markedSkipLF;
        }
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

    /** For LineNumberReader: a '\n' right after the '\r' just read is skipped. */
    void skipNextLF() {
        skipLF = true;
    }

    /** The lines that readLine would return, read lazily; an IOException becomes UncheckedIOException. */
    public java.util.stream.Stream<String> lines() {
        java.util.Iterator<String> iter = new java.util.Iterator<String>() {
            String nextLine = null;

            public boolean hasNext() {
                if (nextLine != null) {
                    return true;
                }
                try {
                    nextLine = readLine();
                    return nextLine != null;
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }

            public String next() {
                if (nextLine != null || hasNext()) {
                    String line = nextLine;
                    nextLine = null;
                    return line;
                }
                throw new java.util.NoSuchElementException();
            }
        };
        return java.util.stream.StreamSupport.stream(java.util.Spliterators.spliteratorUnknownSize(
                iter, java.util.Spliterator.ORDERED | java.util.Spliterator.NONNULL), false);
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
