// java.io.InputStreamReader: a Reader decoding bytes from an InputStream with a Charset.
package java.io;

import java.nio.charset.Charset;
import jvmlab.internal.StdCharset;

/**
 * Decodes incrementally (8192 bytes at a time, an incomplete character kept for the next read)
 * in the default charset or a given one; malformed input becomes U+FFFD. Synchronized on `lock`.
 */
public class InputStreamReader extends Reader {
    private final InputStream in;
    private Charset cs;
    private final Charset named;
    private boolean started;
    private final byte[] bytes = new byte[8192];
    private int byteCount;       // bytes in `bytes` not yet decoded
    private char[] chars = new char[0];
    private int charPos;
    private boolean eof;
    private boolean closed;

    public InputStreamReader(InputStream in) {
        super(in);
        this.in = in;
        this.cs = Charset.defaultCharset();
        this.named = cs;
    }

    public InputStreamReader(InputStream in, String charsetName) throws UnsupportedEncodingException {
        super(in);
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        Charset c = null;
        try {
            if (Charset.isSupported(charsetName)) {
                c = Charset.forName(charsetName);
            }
        } catch (IllegalArgumentException x) {
            // an illegal name is unsupported, as in the JDK's StreamDecoder
        }
        if (c == null) {
            throw new UnsupportedEncodingException(charsetName);
        }
        this.in = in;
        this.cs = c;
        this.named = c;
    }

    public InputStreamReader(InputStream in, Charset cs) {
        super(in);
        if (cs == null) {
            throw new NullPointerException("charset");
        }
        this.in = in;
        this.cs = cs;
        this.named = cs;
    }

    /** The historical name of the charset (UTF8, ISO8859_1, ASCII, ...), null once closed. */
    public String getEncoding() {
        return closed ? null : historicalName(named);
    }

    static String historicalName(Charset cs) {
        switch (StdCharset.idOf(cs)) {
            case StdCharset.UTF8: return "UTF8";
            case StdCharset.LATIN1: return "ISO8859_1";
            case StdCharset.ASCII: return "ASCII";
            case StdCharset.UTF16: return "UTF-16";
            case StdCharset.UTF16BE: return "UnicodeBigUnmarked";
            case StdCharset.UTF16LE: return "UnicodeLittleUnmarked";
            default: return cs.name();
        }
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
    }

    /** Refills `chars`; false at end of input. */
    private boolean fill() throws IOException {
        while (charPos >= chars.length) {
            if (eof && byteCount == 0) {
                return false;
            }
            if (!eof) {
                int n = in.read(bytes, byteCount, bytes.length - byteCount);
                if (n < 0) {
                    eof = true;
                } else {
                    byteCount += n;
                }
            }
            // Decode whole characters; keep an incomplete tail for the next read (unless at EOF).
            int end = eof ? byteCount : StdCharset.completeLength(cs, bytes, byteCount);
            if (end == 0 && !eof) {
                continue;
            }
            chars = StdCharset.decode(cs, bytes, 0, end);
            if (!started && end > 0) {
                started = true;
                cs = StdCharset.afterFirstDecode(cs, bytes, end);
            }
            charPos = 0;
            System.arraycopy(bytes, end, bytes, 0, byteCount - end);
            byteCount -= end;
        }
        return true;
    }

    public int read() throws IOException {
        synchronized (lock) {
            ensureOpen();
            if (!fill()) {
                return -1;
            }
            return chars[charPos++];
        }
    }

    public int read(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            OutputStream.checkFromIndexSize(off, len, cbuf.length);
            if (len == 0) {
                return 0;
            }
            if (!fill()) {
                return -1;
            }
            int n = Math.min(len, chars.length - charPos);
            System.arraycopy(chars, charPos, cbuf, off, n);
            charPos += n;
            return n;
        }
    }

    public boolean ready() throws IOException {
        synchronized (lock) {
            ensureOpen();
            return charPos < chars.length || in.available() > 0;
        }
    }

    public void close() throws IOException {
        synchronized (lock) {
            if (closed) {
                return;
            }
            closed = true;
            in.close();
        }
    }
}
