// java.io.InputStreamReader: a Reader decoding UTF-8 bytes from an InputStream.
package java.io;

/** Decodes the default charset (normally UTF-8) incrementally; malformed input becomes U+FFFD. */
public class InputStreamReader extends Reader {
    private final InputStream in;
    private final byte[] bytes = new byte[8192];
    private int byteCount;       // bytes in `bytes` not yet decoded
    private char[] chars = new char[0];
    private int charPos;
    private boolean eof;

    public InputStreamReader(InputStream in) {
        super(in);
        this.in = in;
    }

    /** Only UTF-8 is supported. */
    public InputStreamReader(InputStream in, String charsetName) throws UnsupportedEncodingException {
        this(in);
        String e = charsetName.toUpperCase();
        if (!e.equals("UTF-8") && !e.equals("UTF8")) {
            throw new UnsupportedEncodingException(charsetName);
        }
    }

    public String getEncoding() {
        return "UTF8";
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
            // Decode whole sequences; keep an incomplete tail for the next read (unless at EOF).
            int end = eof ? byteCount : completeLength(bytes, byteCount);
            chars = new String(bytes, 0, end).toCharArray();
            charPos = 0;
            System.arraycopy(bytes, end, bytes, 0, byteCount - end);
            byteCount -= end;
        }
        return true;
    }

    /** Length of the prefix of b[0, n) that ends on a UTF-8 sequence boundary. */
    private static int completeLength(byte[] b, int n) {
        int i = n - 1;
        int back = 0;
        while (i >= 0 && back < 3 && (b[i] & 0xC0) == 0x80) {
            i--;
            back++;
        }
        if (i < 0) {
            return n;
        }
        int lead = b[i] & 0xff;
        int need = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
        return (n - i) < need ? i : n;
    }

    public int read() throws IOException {
        synchronized (lock) {
            if (!fill()) {
                return -1;
            }
            return chars[charPos++];
        }
    }

    public int read(char[] cbuf, int off, int len) throws IOException {
        OutputStream.checkFromIndexSize(off, len, cbuf.length);
        if (len == 0) {
            return 0;
        }
        synchronized (lock) {
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
        return charPos < chars.length || in.available() > 0;
    }

    public void close() throws IOException {
        in.close();
    }
}
