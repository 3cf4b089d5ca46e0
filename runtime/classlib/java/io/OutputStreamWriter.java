// java.io.OutputStreamWriter: a Writer encoding characters onto an OutputStream with a Charset.
package java.io;

import java.nio.charset.Charset;
import jvmlab.internal.StdCharset;

/**
 * Encodes chars in the default charset or a given one (surrogate pairs may span writes; what the
 * charset cannot encode becomes its replacement). Bytes collect in an 8192-byte buffer, as in the
 * JDK's StreamEncoder: flush or close sends them (an unclosed writer loses its tail, as in java).
 * Synchronized on `lock`.
 */
public class OutputStreamWriter extends Writer {
    private final OutputStream out;
    private Charset cs;
    private final Charset named;
    private boolean started;
    private boolean closed;
    /** A high surrogate waiting for its low half, or 0. */
    private char pendingHigh;
    private final byte[] bb = new byte[8192];
    private int bbCount;

    public OutputStreamWriter(OutputStream out) {
        super(out);
        this.out = out;
        this.cs = Charset.defaultCharset();
        this.named = cs;
    }

    public OutputStreamWriter(OutputStream out, String charsetName) throws UnsupportedEncodingException {
        super(out);
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        Charset c = null;
        try {
            if (Charset.isSupported(charsetName)) {
                c = Charset.forName(charsetName);
            }
        } catch (IllegalArgumentException x) {
            // an illegal name is unsupported, as in the JDK's StreamEncoder
        }
        if (c == null) {
            throw new UnsupportedEncodingException(charsetName);
        }
        this.out = out;
        this.cs = c;
        this.named = c;
    }

    public OutputStreamWriter(OutputStream out, Charset cs) {
        super(out);
        if (cs == null) {
            throw new NullPointerException("charset");
        }
        this.out = out;
        this.cs = cs;
        this.named = cs;
    }

    public String getEncoding() {
        return closed ? null : InputStreamReader.historicalName(named);
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
    }

    public void write(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            OutputStream.checkFromIndexSize(off, len, cbuf.length);
            if (len == 0) {
                return;
            }
            char[] v;
            int voff;
            int n;
            if (pendingHigh != 0) {
                v = new char[len + 1];
                v[0] = pendingHigh;
                System.arraycopy(cbuf, off, v, 1, len);
                voff = 0;
                n = len + 1;
                pendingHigh = 0;
            } else {
                v = cbuf;
                voff = off;
                n = len;
            }
            if (Character.isHighSurrogate(v[voff + n - 1])) {
                pendingHigh = v[voff + n - 1];
                n--;
            }
            if (n == 0) {
                return;
            }
            byte[] bytes = StdCharset.encode(cs, v, voff, n);
            if (!started) {
                started = true;
                cs = StdCharset.afterFirstEncode(cs);
            }
            if (bytes.length > bb.length - bbCount) {
                flushBuffer();
            }
            if (bytes.length >= bb.length) {
                out.write(bytes, 0, bytes.length);
            } else {
                System.arraycopy(bytes, 0, bb, bbCount, bytes.length);
                bbCount += bytes.length;
            }
        }
    }

    /** Sends the buffered bytes to the stream without flushing it (PrintStream's use). */
    void flushBuffer() throws IOException {
        synchronized (lock) {
            ensureOpen();
            if (bbCount > 0) {
                int n = bbCount;
                bbCount = 0;
                out.write(bb, 0, n);
            }
        }
    }

    public void write(String str, int off, int len) throws IOException {
        char[] cbuf = new char[len];
        str.getChars(off, off + len, cbuf, 0);
        write(cbuf, 0, len);
    }

    public void flush() throws IOException {
        synchronized (lock) {
            flushBuffer();
            out.flush();
        }
    }

    public void close() throws IOException {
        synchronized (lock) {
            if (closed) {
                return;
            }
            if (pendingHigh != 0) {
                byte[] r = StdCharset.encode(cs, new char[] {pendingHigh}, 0, 1);
                pendingHigh = 0;
                flushBuffer();
                out.write(r);
            }
            try {
                flushBuffer();
            } finally {
                closed = true;
                out.close();
            }
        }
    }
}
