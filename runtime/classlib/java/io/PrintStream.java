// java.io.PrintStream: text output (UTF-8) onto a byte stream; System.out and System.err.
package java.io;

import jvmlab.internal.StdOutputStream;

/**
 * Prints values as text, encoded as UTF-8 (unpaired surrogates become '?'); println ends lines
 * with "\n". Never throws IOException: errors set a flag for checkError(). Text goes through
 * write(byte[], int, int) like the JDK's, so subclasses that override it see everything; a plain
 * PrintStream over the standard streams takes a native shortcut (no byte[] per print).
 * printf/format are not part of jvmlab's library yet.
 */
public class PrintStream extends FilterOutputStream implements Appendable, Closeable {
    private final boolean autoFlush;
    private boolean trouble;
    private boolean closing;
    /** A high surrogate printed last, held until the next text (0: none). */
    private char pendingHigh;
    /** fd of the standard stream for the native shortcut, or -1. */
    private final int stdFd;

    public PrintStream(OutputStream out) {
        this(out, false);
    }

    public PrintStream(OutputStream out, boolean autoFlush) {
        super(requireNonNull(out));
        this.autoFlush = autoFlush;
        this.stdFd = (getClass() == PrintStream.class && out instanceof StdOutputStream)
                ? ((StdOutputStream) out).fd() : -1;
    }

    /** Only UTF-8 is supported; other encodings throw UnsupportedEncodingException. */
    public PrintStream(OutputStream out, boolean autoFlush, String encoding) throws UnsupportedEncodingException {
        this(out, autoFlush);
        String e = encoding.toUpperCase();
        if (!e.equals("UTF-8") && !e.equals("UTF8")) {
            throw new UnsupportedEncodingException(encoding);
        }
    }

    public PrintStream(String fileName) throws FileNotFoundException {
        this(new FileOutputStream(fileName), false);
    }

    public PrintStream(File file) throws FileNotFoundException {
        this(new FileOutputStream(file), false);
    }

    private static OutputStream requireNonNull(OutputStream out) {
        if (out == null) {
            throw new NullPointerException("Null output stream");
        }
        return out;
    }

    public void flush() {
        try {
            if (out != null) {
                out.flush();
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    public void close() {
        if (closing) {
            return;
        }
        closing = true;
        try {
            out.close();
        } catch (IOException x) {
            trouble = true;
        }
        out = null;
    }

    public boolean checkError() {
        if (out != null) {
            flush();
        }
        return trouble;
    }

    protected void setError() {
        trouble = true;
    }

    protected void clearError() {
        trouble = false;
    }

    public void write(int b) {
        try {
            ensureOpen();
            out.write(b);
            if (b == '\n' && autoFlush) {
                out.flush();
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    public void write(byte[] buf, int off, int len) {
        try {
            ensureOpen();
            out.write(buf, off, len);
            if (autoFlush) {
                out.flush();
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    public void write(byte[] buf) throws IOException {
        this.write(buf, 0, buf.length);
    }

    public void writeBytes(byte[] buf) {
        this.write(buf, 0, buf.length);
    }

    private void ensureOpen() throws IOException {
        if (out == null) {
            throw new IOException("Stream closed");
        }
    }

    /**
     * Writes `s` (and "\n" if `newline`) as UTF-8 in one write call. With autoflush the stream
     * is flushed after it, as JDK 17's print and println do (their bytes reach write(byte[])).
     */
    private void writeText(String s, boolean newline) {
        // A high surrogate at the end waits for its low half, as in the JDK's encoder (print(char)
        // of a pair's two halves prints one character); unpaired it becomes '?'.
        if (pendingHigh != 0) {
            s = pendingHigh + s;
            pendingHigh = 0;
        }
        int n = s.length();
        if (!newline && n > 0 && Character.isHighSurrogate(s.charAt(n - 1))) {
            pendingHigh = s.charAt(n - 1);
            s = s.substring(0, n - 1);
            if (n == 1) {
                return;
            }
        }
        if (stdFd >= 0 && out != null) {
            StdOutputStream.writeString(stdFd, s, newline, autoFlush);
            return;
        }
        byte[] bytes = (newline ? s + "\n" : s).getBytes();
        write(bytes, 0, bytes.length);
    }

    public void print(boolean b) {
        writeText(b ? "true" : "false", false);
    }

    public void print(char c) {
        writeText(String.valueOf(c), false);
    }

    public void print(int i) {
        writeText(String.valueOf(i), false);
    }

    public void print(long l) {
        writeText(String.valueOf(l), false);
    }

    public void print(float f) {
        writeText(String.valueOf(f), false);
    }

    public void print(double d) {
        writeText(String.valueOf(d), false);
    }

    public void print(char[] s) {
        writeText(new String(s), false);
    }

    public void print(String s) {
        writeText(s == null ? "null" : s, false);
    }

    public void print(Object obj) {
        writeText(String.valueOf(obj), false);
    }

    public void println() {
        writeText("", true);
    }

    public void println(boolean x) {
        writeText(x ? "true" : "false", true);
    }

    public void println(char x) {
        writeText(String.valueOf(x), true);
    }

    public void println(int x) {
        writeText(String.valueOf(x), true);
    }

    public void println(long x) {
        writeText(String.valueOf(x), true);
    }

    public void println(float x) {
        writeText(String.valueOf(x), true);
    }

    public void println(double x) {
        writeText(String.valueOf(x), true);
    }

    public void println(char[] x) {
        writeText(new String(x), true);
    }

    public void println(String x) {
        writeText(x == null ? "null" : x, true);
    }

    public void println(Object x) {
        writeText(String.valueOf(x), true);
    }

    /** Writes String.format(format, args) through append (like JDK 17: partial output stays). */
    public PrintStream printf(String format, Object... args) {
        return format(format, args);
    }

    /** printf(format, args): the locale is ignored (jvmlab formats with ROOT symbols). */
    public PrintStream printf(java.util.Locale l, String format, Object... args) {
        return format(format, args);
    }

    /** format(format, args): the locale is ignored. */
    public PrintStream format(java.util.Locale l, String format, Object... args) {
        return format(format, args);
    }

    /** Writes String.format(format, args) through this stream's append. */
    public PrintStream format(String format, Object... args) {
        new java.util.Formatter(this).format(format, args);
        return this;
    }

    public PrintStream append(CharSequence csq) {
        print(String.valueOf(csq));
        return this;
    }

    public PrintStream append(CharSequence csq, int start, int end) {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    public PrintStream append(char c) {
        print(c);
        return this;
    }
}
