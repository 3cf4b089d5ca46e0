// java.io.OutputStreamWriter: a Writer encoding characters as UTF-8 onto an OutputStream.
package java.io;

/** Encodes chars in the default charset, normally UTF-8 (surrogate pairs may span writes). */
public class OutputStreamWriter extends Writer {
    private final OutputStream out;
    /** A high surrogate waiting for its low half, or 0. */
    private char pendingHigh;

    public OutputStreamWriter(OutputStream out) {
        super(out);
        this.out = out;
    }

    /** Only UTF-8 is supported. */
    public OutputStreamWriter(OutputStream out, String charsetName) throws UnsupportedEncodingException {
        this(out);
        String e = charsetName.toUpperCase();
        if (!e.equals("UTF-8") && !e.equals("UTF8")) {
            throw new UnsupportedEncodingException(charsetName);
        }
    }

    public String getEncoding() {
        return "UTF8";
    }

    public void write(char[] cbuf, int off, int len) throws IOException {
        OutputStream.checkFromIndexSize(off, len, cbuf.length);
        if (len == 0) {
            return;
        }
        StringBuilder sb = new StringBuilder(len + 1);
        if (pendingHigh != 0) {
            sb.append(pendingHigh);
            pendingHigh = 0;
        }
        sb.append(cbuf, off, len);
        char last = sb.charAt(sb.length() - 1);
        if (Character.isHighSurrogate(last)) {
            pendingHigh = last;
            sb.setLength(sb.length() - 1);
        }
        byte[] bytes = sb.toString().getBytes();
        out.write(bytes, 0, bytes.length);
    }

    public void flush() throws IOException {
        out.flush();
    }

    public void close() throws IOException {
        if (pendingHigh != 0) {
            pendingHigh = 0;
            out.write('?');
        }
        out.close();
    }
}
