// java.nio.charset.StandardCharsets: the six charsets every Java platform has.
package java.nio.charset;

import jvmlab.internal.StdCharset;

/** Constants for US-ASCII, ISO-8859-1, UTF-8, UTF-16BE, UTF-16LE and UTF-16. */
public final class StandardCharsets {
    private StandardCharsets() {
        throw new AssertionError("No java.nio.charset.StandardCharsets instances for you!");
    }

    public static final Charset US_ASCII = StdCharset.get(StdCharset.ASCII);
    public static final Charset ISO_8859_1 = StdCharset.get(StdCharset.LATIN1);
    public static final Charset UTF_8 = StdCharset.get(StdCharset.UTF8);
    public static final Charset UTF_16BE = StdCharset.get(StdCharset.UTF16BE);
    public static final Charset UTF_16LE = StdCharset.get(StdCharset.UTF16LE);
    public static final Charset UTF_16 = StdCharset.get(StdCharset.UTF16);
}
