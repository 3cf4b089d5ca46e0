// jvmlab.internal.StdCharset: the charsets jvmlab's library implements (UTF-8, ISO-8859-1,
// US-ASCII, UTF-16, UTF-16BE, UTF-16LE) behind java.nio.charset.Charset, with their coders.
package jvmlab.internal;

import java.nio.charset.Charset;

/**
 * One Charset per codec id (UTF8 .. UTF16LE; ids 0-2 are VM.defaultCharset's). Encoding replaces
 * what cannot be encoded (single-byte: '?', UTF-16: U+FFFD), decoding replaces malformed input with
 * U+FFFD, as the JDK's String coders do. Immutable; thread-safe.
 */
public final class StdCharset extends Charset {
    public static final int UTF8 = 0, LATIN1 = 1, ASCII = 2, UTF16 = 3, UTF16BE = 4, UTF16LE = 5;

    public final int id;
    private final String[] aliasNames;

    private StdCharset(int id, String name, String[] aliases) {
        super(name, aliases);
        this.id = id;
        this.aliasNames = aliases;
    }

    private static final StdCharset[] ALL = {
        new StdCharset(UTF8, "UTF-8", new String[] {"unicode-1-1-utf-8", "UTF8"}),
        new StdCharset(LATIN1, "ISO-8859-1", new String[] {"iso-ir-100", "ISO_8859-1", "latin1", "l1", "IBM819",
            "cp819", "csISOLatin1", "819", "IBM-819", "ISO8859_1", "ISO_8859-1:1987", "ISO_8859_1", "8859_1",
            "ISO8859-1"}),
        new StdCharset(ASCII, "US-ASCII", new String[] {"iso-ir-6", "ANSI_X3.4-1986", "ISO_646.irv:1991", "ASCII",
            "ISO646-US", "us", "IBM367", "cp367", "csASCII", "default", "646", "iso_646.irv:1983",
            "ANSI_X3.4-1968", "ascii7"}),
        new StdCharset(UTF16, "UTF-16", new String[] {"UTF_16", "utf16", "unicode", "UnicodeBig"}),
        new StdCharset(UTF16BE, "UTF-16BE", new String[] {"UTF_16BE", "ISO-10646-UCS-2", "X-UTF-16BE",
            "UnicodeBigUnmarked"}),
        new StdCharset(UTF16LE, "UTF-16LE", new String[] {"UTF_16LE", "X-UTF-16LE", "UnicodeLittleUnmarked"}),
    };

    public static StdCharset get(int id) {
        return ALL[id];
    }

    /** The charset named `name` or one of its aliases (ASCII case ignored), or null. */
    public static StdCharset lookup(String name) {
        for (StdCharset cs : ALL) {
            if (cs.name().equalsIgnoreCase(name)) {
                return cs;
            }
            for (String a : cs.aliasNames) {
                if (a.equalsIgnoreCase(name)) {
                    return cs;
                }
            }
        }
        return null;
    }

    public static int count() {
        return ALL.length;
    }

    /** The codec id of `cs`, or -1 for a charset jvmlab does not implement. */
    public static int idOf(Charset cs) {
        return cs instanceof StdCharset ? ((StdCharset) cs).id : -1;
    }

    public boolean contains(Charset cs) {
        int other = idOf(cs);
        if (id == ASCII) {
            return other == ASCII;
        }
        if (id == LATIN1) {
            return other == ASCII || other == LATIN1;
        }
        return other >= 0;
    }

    public boolean canEncode() {
        return true;
    }

    /** Encodes chars: the UTF-16 forms here, the rest through String. */
    public static byte[] encode(Charset cs, char[] v, int off, int len) {
        int id = idOf(cs);
        if (id < UTF16) {
            return new String(v, off, len).getBytes(cs);
        }
        boolean bom = id == UTF16;
        boolean little = id == UTF16LE;
        byte[] out = new byte[len * 2 + (bom ? 2 : 0)];
        int j = 0;
        if (bom) {
            out[j++] = (byte) 0xFE;
            out[j++] = (byte) 0xFF;
        }
        for (int i = off; i < off + len; i++) {
            char c = v[i];
            if (Character.isHighSurrogate(c)) {
                if (i + 1 < off + len && Character.isLowSurrogate(v[i + 1])) {
                    j = put16(out, j, c, little);
                    c = v[++i];
                } else {
                    c = '\uFFFD';
                }
            } else if (Character.isLowSurrogate(c)) {
                c = '\uFFFD';
            }
            j = put16(out, j, c, little);
        }
        if (j == out.length) {
            return out;
        }
        byte[] r = new byte[j];
        System.arraycopy(out, 0, r, 0, j);
        return r;
    }

    private static int put16(byte[] out, int j, char c, boolean little) {
        if (little) {
            out[j++] = (byte) c;
            out[j++] = (byte) (c >> 8);
        } else {
            out[j++] = (byte) (c >> 8);
            out[j++] = (byte) c;
        }
        return j;
    }

    /** Decodes bytes: the UTF-16 forms here (a BOM chooses the order for UTF-16), the rest through String. */
    public static char[] decode(Charset cs, byte[] b, int off, int len) {
        int id = idOf(cs);
        if (id < UTF16) {
            return new String(b, off, len, cs).toCharArray();
        }
        boolean little = id == UTF16LE;
        int i = off;
        int end = off + len;
        if (id == UTF16 && len >= 2) {
            int b0 = b[off] & 0xff;
            int b1 = b[off + 1] & 0xff;
            if (b0 == 0xFE && b1 == 0xFF) {
                i += 2;
            } else if (b0 == 0xFF && b1 == 0xFE) {
                i += 2;
                little = true;
            }
        }
        char[] out = new char[(end - i + 1) / 2];
        int j = 0;
        while (i + 1 < end) {
            char c = little ? (char) ((b[i] & 0xff) | (b[i + 1] & 0xff) << 8)
                            : (char) ((b[i] & 0xff) << 8 | (b[i + 1] & 0xff));
            i += 2;
            if (Character.isHighSurrogate(c)) {
                if (i + 1 < end) {
                    char d = little ? (char) ((b[i] & 0xff) | (b[i + 1] & 0xff) << 8)
                                    : (char) ((b[i] & 0xff) << 8 | (b[i + 1] & 0xff));
                    if (Character.isLowSurrogate(d)) {
                        out[j++] = c;
                        out[j++] = d;
                        i += 2;
                        continue;
                    }
                }
                c = '\uFFFD';
            } else if (Character.isLowSurrogate(c)) {
                c = '\uFFFD';
            }
            out[j++] = c;
        }
        if (i < end) {
            out[j++] = '\uFFFD';
        }
        if (j == out.length) {
            return out;
        }
        char[] r = new char[j];
        System.arraycopy(out, 0, r, 0, j);
        return r;
    }

    /**
     * The length of the first malformed (or, for US-ASCII, unmappable) input in b[off, off + len),
     * or 0 when all of it decodes: what a REPORTing decoder's MalformedInputException carries.
     */
    public static int malformedLength(Charset cs, byte[] b, int off, int len) {
        int id = idOf(cs);
        int end = off + len;
        if (id == LATIN1) {
            return 0;
        }
        if (id == ASCII) {
            for (int i = off; i < end; i++) {
                if (b[i] < 0) {
                    return 1;
                }
            }
            return 0;
        }
        if (id >= UTF16) {
            char[] c = decode(cs, b, off, len);
            for (char ch : c) {
                if (ch == '\uFFFD') {
                    return 1;
                }
            }
            return 0;
        }
        int i = off;
        while (i < end) {
            int b0 = b[i] & 0xff;
            if (b0 < 0x80) {
                i++;
                continue;
            }
            int need;
            int min;
            if (b0 >= 0xC2 && b0 <= 0xDF) {
                need = 1;
                min = 0x80;
            } else if (b0 >= 0xE0 && b0 <= 0xEF) {
                need = 2;
                min = 0x800;
            } else if (b0 >= 0xF0 && b0 <= 0xF4) {
                need = 3;
                min = 0x10000;
            } else {
                return 1;
            }
            int cp = b0 & (0x3F >> need);
            for (int k = 1; k <= need; k++) {
                if (i + k >= end || (b[i + k] & 0xC0) != 0x80) {
                    return 1;
                }
                cp = (cp << 6) | (b[i + k] & 0x3F);
            }
            if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
                return 1;
            }
            i += need + 1;
        }
        return 0;
    }

    /**
     * The length of the prefix of b[0, n) that ends on a whole character, for coders that see
     * a stream in pieces (InputStreamReader): UTF-8 sequences, UTF-16 code units and pairs.
     */
    public static int completeLength(Charset cs, byte[] b, int n) {
        int id = idOf(cs);
        if (id == LATIN1 || id == ASCII) {
            return n;
        }
        if (id >= UTF16) {
            int m = n & ~1;
            if (m >= 2) {
                boolean little = id == UTF16LE;
                int hi = little ? b[m - 1] & 0xff : b[m - 2] & 0xff;
                if (hi >= 0xD8 && hi <= 0xDB) {
                    m -= 2;
                }
            }
            return m;
        }
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

    /** After the first piece of a stream: UTF-16 goes on in the order its BOM chose. */
    public static Charset afterFirstDecode(Charset cs, byte[] b, int n) {
        if (idOf(cs) != UTF16) {
            return cs;
        }
        if (n >= 2 && (b[0] & 0xff) == 0xFF && (b[1] & 0xff) == 0xFE) {
            return ALL[UTF16LE];
        }
        return ALL[UTF16BE];
    }

    /** After the first piece written: UTF-16 wrote its BOM, the rest is UTF-16BE. */
    public static Charset afterFirstEncode(Charset cs) {
        return idOf(cs) == UTF16 ? ALL[UTF16BE] : cs;
    }
}
