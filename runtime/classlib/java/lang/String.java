// java.lang.String: immutable UTF-16 text. Search, case mapping, splitting, UTF-8 coding.
package java.lang;

import java.io.UnsupportedEncodingException;
import java.util.Comparator;
import java.util.Iterator;

/**
 * An immutable sequence of UTF-16 code units. Layout is fixed by the VM, which creates strings by
 * filling `value` (runtime/vm.hpp new_string): no compact strings, one char[] per string.
 * Exception messages follow JDK 17 word for word; regular expressions are limited to the JDK's
 * own split fast path (one literal char), anything else throws UnsupportedOperationException.
 */
public final class String implements java.io.Serializable, Comparable<String>, CharSequence {
    /** The characters; never modified after construction, never shared with callers. */
    private final char[] value;
    /** Cached hash code; 0 until computed (or when the hash is 0). */
    private int hash;

    private static final char[] EMPTY = new char[0];

    /** JDK 17's value, so serialized strings are compatible. */
    private static final long serialVersionUID = -6849794470754667710L;

    /**
     * False: jvmlab keeps one char[] per string and never the JDK's Latin-1 form (JDK 17's
     * `String.COMPACT_STRINGS`, JEP 254, is true by default).
     */
    static final boolean COMPACT_STRINGS = false;

    /** Compares strings ignoring case, as compareToIgnoreCase does. */
    public static final Comparator<String> CASE_INSENSITIVE_ORDER = new CaseInsensitiveComparator();

    private static final class CaseInsensitiveComparator implements Comparator<String>, java.io.Serializable {
        public int compare(String s1, String s2) {
            return s1.compareToIgnoreCase(s2);
        }
    }

    // ---- constructors -------------------------------------------------------------------------

    public String() {
        this.value = EMPTY;
    }

    public String(String original) {
        this.value = original.value;
        this.hash = original.hash;
    }

    public String(char[] value) {
        this.value = copyOf(value, 0, value.length);
    }

    public String(char[] value, int offset, int count) {
        checkBoundsOffCount(offset, count, value.length);
        this.value = copyOf(value, offset, count);
    }

    public String(int[] codePoints, int offset, int count) {
        checkBoundsOffCount(offset, count, codePoints.length);
        int n = count;
        for (int i = offset; i < offset + count; i++) {
            int cp = codePoints[i];
            if (cp >= Character.MIN_SUPPLEMENTARY_CODE_POINT && cp <= Character.MAX_CODE_POINT) {
                n++;
            } else if (cp < 0 || cp > Character.MAX_CODE_POINT) {
                throw new IllegalArgumentException(Integer.toString(cp));
            }
        }
        char[] v = new char[n];
        int j = 0;
        for (int i = offset; i < offset + count; i++) {
            j += Character.toChars(codePoints[i], v, j);
        }
        this.value = v;
    }

    /**
     * Deprecated JDK constructor: char i is `((hibyte & 0xff) << 8) | (ascii[offset + i] & 0xff)`.
     * IndexOutOfBoundsException as the JDK's when the range is outside `ascii`.
     */
    @Deprecated(since = "1.1")
    public String(byte[] ascii, int hibyte, int offset, int count) {
        checkBoundsOffCount(offset, count, ascii.length);
        char[] v = new char[count];
        int high = (hibyte & 0xff) << 8;
        for (int i = 0; i < count; i++) {
            v[i] = (char) (high | (ascii[offset + i] & 0xff));
        }
        this.value = v;
    }

    /** Deprecated JDK constructor: `this(ascii, hibyte, 0, ascii.length)`. */
    @Deprecated(since = "1.1")
    public String(byte[] ascii, int hibyte) {
        this(ascii, hibyte, 0, ascii.length);
    }

    /** Decodes with the default charset (UTF-8 unless the locale says otherwise). */
    public String(byte[] bytes) {
        this(bytes, 0, bytes.length);
    }

    public String(byte[] bytes, int offset, int length) {
        checkBoundsOffCount(offset, length, bytes.length);
        int cs = defaultCharset();
        this.value = cs == CS_UTF8 ? decodeUtf8(bytes, offset, length) : decodeSingleByte(bytes, offset, length, cs);
    }

    /** Decodes with a named charset: UTF-8, ISO-8859-1 or US-ASCII. */
    public String(byte[] bytes, String charsetName) throws UnsupportedEncodingException {
        this(bytes, 0, bytes.length, charsetName);
    }

    public String(byte[] bytes, int offset, int length, String charsetName)
            throws UnsupportedEncodingException {
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        checkBoundsOffCount(offset, length, bytes.length);
        int cs = charsetId(charsetName);
        this.value = cs == CS_UTF8 ? decodeUtf8(bytes, offset, length)
                : cs <= CS_ASCII ? decodeSingleByte(bytes, offset, length, cs)
                : jvmlab.internal.StdCharset.decode(jvmlab.internal.StdCharset.get(cs), bytes, offset, length);
    }

    /** Decodes with a Charset: malformed input becomes U+FFFD. */
    public String(byte[] bytes, java.nio.charset.Charset charset) {
        this(bytes, 0, bytes.length, charset);
    }

    public String(byte[] bytes, int offset, int length, java.nio.charset.Charset charset) {
        if (charset == null) {
            throw new NullPointerException("charset");
        }
        checkBoundsOffCount(offset, length, bytes.length);
        int cs = jvmlab.internal.StdCharset.idOf(charset);
        this.value = cs == CS_UTF8 ? decodeUtf8(bytes, offset, length)
                : cs == CS_LATIN1 || cs == CS_ASCII ? decodeSingleByte(bytes, offset, length, cs)
                : jvmlab.internal.StdCharset.decode(charset, bytes, offset, length);
    }

    private static char[] decodeSingleByte(byte[] bytes, int offset, int length, int cs) {
        char[] v = new char[length];
        for (int i = 0; i < length; i++) {
            int b = bytes[offset + i] & 0xff;
            v[i] = (cs == CS_ASCII && b >= 0x80) ? '\uFFFD' : (char) b;
        }
        return v;
    }

    public String(StringBuffer buffer) {
        synchronized (buffer) {
            this.value = copyOf(buffer.getValue(), 0, buffer.length());
        }
    }

    public String(StringBuilder builder) {
        this.value = copyOf(builder.getValue(), 0, builder.length());
    }

    /** Takes ownership of `value` without copying: callers must not modify it afterwards. */
    String(char[] value, boolean share) {
        this.value = value;
    }

    // ---- basic access -------------------------------------------------------------------------

    public int length() {
        return value.length;
    }

    public boolean isEmpty() {
        return value.length == 0;
    }

    public char charAt(int index) {
        if (index < 0 || index >= value.length) {
            throw new StringIndexOutOfBoundsException("String index out of range: " + index);
        }
        return value[index];
    }

    public int codePointAt(int index) {
        if (index < 0 || index >= value.length) {
            throw new StringIndexOutOfBoundsException("index " + index + ", length " + value.length);
        }
        return Character.codePointAtImpl(value, index, value.length);
    }

    public int codePointBefore(int index) {
        int i = index - 1;
        if (i < 0 || i >= value.length) {
            throw new StringIndexOutOfBoundsException("String index out of range: " + index);
        }
        return Character.codePointBeforeImpl(value, index, 0);
    }

    public int codePointCount(int beginIndex, int endIndex) {
        if (beginIndex < 0 || beginIndex > endIndex || endIndex > value.length) {
            throw new IndexOutOfBoundsException();
        }
        return Character.codePointCountImpl(value, beginIndex, endIndex - beginIndex);
    }

    public int offsetByCodePoints(int index, int codePointOffset) {
        if (index < 0 || index > value.length) {
            throw new IndexOutOfBoundsException();
        }
        return Character.offsetByCodePoints(this, index, codePointOffset);
    }

    public void getChars(int srcBegin, int srcEnd, char[] dst, int dstBegin) {
        checkBoundsBeginEnd(srcBegin, srcEnd, value.length);
        checkBoundsOffCount(dstBegin, srcEnd - srcBegin, dst.length);
        System.arraycopy(value, srcBegin, dst, dstBegin, srcEnd - srcBegin);
    }

    /** Deprecated JDK method: stores the low 8 bits of chars [srcBegin, srcEnd) into `dst` from `dstBegin`. */
    @Deprecated(since = "1.1")
    public void getBytes(int srcBegin, int srcEnd, byte[] dst, int dstBegin) {
        checkBoundsBeginEnd(srcBegin, srcEnd, value.length);
        java.util.Objects.requireNonNull(dst);
        checkBoundsOffCount(dstBegin, srcEnd - srcBegin, dst.length);
        for (int i = srcBegin; i < srcEnd; i++) {
            dst[dstBegin++] = (byte) value[i];
        }
    }

    /** Copies all chars into `dst` at `dstBegin` without checks (for AbstractStringBuilder). */
    void getChars(char[] dst, int dstBegin) {
        System.arraycopy(value, 0, dst, dstBegin, value.length);
    }

    /** The backing array, for java.lang classes that only read it. */
    char[] value() {
        return value;
    }

    public char[] toCharArray() {
        return copyOf(value, 0, value.length);
    }

    // ---- encoding -----------------------------------------------------------------------------

    /** Bytes in the default charset; unmappable chars become '?', as the JDK's encoders do. */
    public byte[] getBytes() {
        int cs = defaultCharset();
        return cs == CS_UTF8 ? encodeUtf8(value, 0, value.length) : encodeSingleByte(cs);
    }

    public byte[] getBytes(String charsetName) throws UnsupportedEncodingException {
        if (charsetName == null) {
            throw new NullPointerException();
        }
        int cs = charsetId(charsetName);
        return cs == CS_UTF8 ? encodeUtf8(value, 0, value.length)
                : cs <= CS_ASCII ? encodeSingleByte(cs)
                : jvmlab.internal.StdCharset.encode(jvmlab.internal.StdCharset.get(cs), value, 0, value.length);
    }

    /** Encodes with a Charset: what it cannot encode becomes its replacement ('?' or U+FFFD). */
    public byte[] getBytes(java.nio.charset.Charset charset) {
        if (charset == null) {
            throw new NullPointerException();
        }
        int cs = jvmlab.internal.StdCharset.idOf(charset);
        return cs == CS_UTF8 ? encodeUtf8(value, 0, value.length)
                : cs == CS_LATIN1 || cs == CS_ASCII ? encodeSingleByte(cs)
                : jvmlab.internal.StdCharset.encode(charset, value, 0, value.length);
    }

    private byte[] encodeSingleByte(int cs) {
        int limit = cs == CS_ASCII ? 0x80 : 0x100;
        byte[] out = new byte[value.length];
        int n = 0;
        for (int i = 0; i < value.length; i++) {
            char c = value[i];
            if (c < limit) {
                out[n++] = (byte) c;
            } else {
                if (Character.isHighSurrogate(c) && i + 1 < value.length && Character.isLowSurrogate(value[i + 1])) {
                    i++;
                }
                out[n++] = (byte) '?';
            }
        }
        return n == out.length ? out : copyBytes(out, n);
    }

    private static final int CS_UTF8 = 0, CS_LATIN1 = 1, CS_ASCII = 2;

    /** Default charset id + 1, or 0 before the VM was asked (no <clinit> needed). */
    private static int defaultCharsetPlusOne;

    /** The locale's charset as JDK 17 chooses it (jvmlab.internal.VM.defaultCharset). */
    static int defaultCharset() {
        int cs = defaultCharsetPlusOne - 1;
        if (cs < 0) {
            cs = jvmlab.internal.VM.defaultCharset();
            defaultCharsetPlusOne = cs + 1;
        }
        return cs;
    }

    private static int charsetId(String name) throws UnsupportedEncodingException {
        String n = name.toUpperCase();
        if (n.equals("UTF-8") || n.equals("UTF8")) {
            return CS_UTF8;
        }
        if (n.equals("ISO-8859-1") || n.equals("ISO8859_1") || n.equals("LATIN1") || n.equals("ISO-LATIN-1")) {
            return CS_LATIN1;
        }
        if (n.equals("US-ASCII") || n.equals("ASCII")) {
            return CS_ASCII;
        }
        // every other name or alias of a charset jvmlab implements (the UTF-16 forms, "latin1", ...)
        jvmlab.internal.StdCharset cs = jvmlab.internal.StdCharset.lookup(name);
        if (cs != null) {
            return cs.id;
        }
        throw new UnsupportedEncodingException(name);
    }

    private static byte[] copyBytes(byte[] b, int n) {
        byte[] r = new byte[n];
        System.arraycopy(b, 0, r, 0, n);
        return r;
    }

    /** UTF-16 to UTF-8; unpaired surrogates become '?'. */
    static byte[] encodeUtf8(char[] v, int off, int len) {
        int n = 0;
        int end = off + len;
        for (int i = off; i < end; i++) {
            char c = v[i];
            if (c < 0x80) {
                n++;
            } else if (c < 0x800) {
                n += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < end && Character.isLowSurrogate(v[i + 1])) {
                n += 4;
                i++;
            } else if (Character.isSurrogate(c)) {
                n++;
            } else {
                n += 3;
            }
        }
        byte[] out = new byte[n];
        int j = 0;
        for (int i = off; i < end; i++) {
            char c = v[i];
            if (c < 0x80) {
                out[j++] = (byte) c;
            } else if (c < 0x800) {
                out[j++] = (byte) (0xC0 | (c >> 6));
                out[j++] = (byte) (0x80 | (c & 0x3F));
            } else if (Character.isHighSurrogate(c) && i + 1 < end && Character.isLowSurrogate(v[i + 1])) {
                int cp = Character.toCodePoint(c, v[++i]);
                out[j++] = (byte) (0xF0 | (cp >> 18));
                out[j++] = (byte) (0x80 | ((cp >> 12) & 0x3F));
                out[j++] = (byte) (0x80 | ((cp >> 6) & 0x3F));
                out[j++] = (byte) (0x80 | (cp & 0x3F));
            } else if (Character.isSurrogate(c)) {
                out[j++] = (byte) '?';
            } else {
                out[j++] = (byte) (0xE0 | (c >> 12));
                out[j++] = (byte) (0x80 | ((c >> 6) & 0x3F));
                out[j++] = (byte) (0x80 | (c & 0x3F));
            }
        }
        return out;
    }

    /**
     * UTF-8 to UTF-16. Each malformed sequence (bad lead byte, truncated or interrupted
     * sequence, overlong form, surrogate, > U+10FFFF) becomes one U+FFFD, as the JDK decoder does.
     */
    static char[] decodeUtf8(byte[] b, int off, int len) {
        char[] out = new char[len];
        int j = 0;
        int i = off;
        int end = off + len;
        while (i < end) {
            int b0 = b[i];
            if (b0 >= 0) {
                out[j++] = (char) b0;
                i++;
                continue;
            }
            b0 &= 0xff;
            int need;
            int min;
            int cp;
            if (b0 >= 0xC2 && b0 <= 0xDF) {
                need = 1; min = 0x80; cp = b0 & 0x1F;
            } else if (b0 >= 0xE0 && b0 <= 0xEF) {
                need = 2; min = 0x800; cp = b0 & 0x0F;
            } else if (b0 >= 0xF0 && b0 <= 0xF4) {
                need = 3; min = 0x10000; cp = b0 & 0x07;
            } else {
                out[j++] = '\uFFFD';
                i++;
                continue;
            }
            int k = 1;
            boolean bad = false;
            for (; k <= need; k++) {
                if (i + k >= end) {
                    bad = true;
                    break;
                }
                int bk = b[i + k] & 0xff;
                if ((bk & 0xC0) != 0x80) {
                    bad = true;
                    break;
                }
                // Reject overlong, surrogate and out-of-range forms at the second byte.
                if (k == 1) {
                    if ((b0 == 0xE0 && bk < 0xA0) || (b0 == 0xED && bk > 0x9F)
                            || (b0 == 0xF0 && bk < 0x90) || (b0 == 0xF4 && bk > 0x8F)) {
                        bad = true;
                        break;
                    }
                }
                cp = (cp << 6) | (bk & 0x3F);
            }
            if (bad || cp < min) {
                out[j++] = '\uFFFD';
                i += k;
                continue;
            }
            i += need + 1;
            if (cp >= 0x10000) {
                out[j++] = Character.highSurrogate(cp);
                out[j++] = Character.lowSurrogate(cp);
            } else {
                out[j++] = (char) cp;
            }
        }
        return j == len ? out : copyOf(out, 0, j);
    }

    // ---- comparison ---------------------------------------------------------------------------

    public boolean equals(Object anObject) {
        if (this == anObject) {
            return true;
        }
        if (!(anObject instanceof String)) {
            return false;
        }
        char[] a = value;
        char[] b = ((String) anObject).value;
        int n = a.length;
        if (n != b.length) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (a[i] != b[i]) {
                return false;
            }
        }
        return true;
    }

    public boolean contentEquals(StringBuffer sb) {
        return contentEquals((CharSequence) sb);
    }

    public boolean contentEquals(CharSequence cs) {
        int n = value.length;
        if (cs.length() != n) {
            return false;
        }
        if (cs instanceof String) {
            return equals(cs);
        }
        for (int i = 0; i < n; i++) {
            if (value[i] != cs.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    public boolean equalsIgnoreCase(String anotherString) {
        if (this == anotherString) {
            return true;
        }
        return anotherString != null && anotherString.value.length == value.length
                && regionMatches(true, 0, anotherString, 0, value.length);
    }

    public int compareTo(String anotherString) {
        char[] a = value;
        char[] b = anotherString.value;
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            if (a[i] != b[i]) {
                return a[i] - b[i];
            }
        }
        return a.length - b.length;
    }

    /** Compares char by char after upper- then lower-casing each char, like the JDK. */
    public int compareToIgnoreCase(String str) {
        char[] a = value;
        char[] b = str.value;
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            char c1 = a[i];
            char c2 = b[i];
            if (c1 != c2) {
                c1 = foldCase(c1);
                c2 = foldCase(c2);
                if (c1 != c2) {
                    return c1 - c2;
                }
            }
        }
        return a.length - b.length;
    }

    private static char foldCase(char c) {
        return Character.toLowerCase(Character.toUpperCase(c));
    }

    public boolean regionMatches(int toffset, String other, int ooffset, int len) {
        return regionMatches(false, toffset, other, ooffset, len);
    }

    public boolean regionMatches(boolean ignoreCase, int toffset, String other, int ooffset, int len) {
        char[] a = value;
        char[] b = other.value;
        if (ooffset < 0 || toffset < 0 || toffset > (long) a.length - len || ooffset > (long) b.length - len) {
            return false;
        }
        for (int i = 0; i < len; i++) {
            char c1 = a[toffset + i];
            char c2 = b[ooffset + i];
            if (c1 == c2) {
                continue;
            }
            if (!ignoreCase) {
                return false;
            }
            char u1 = Character.toUpperCase(c1);
            char u2 = Character.toUpperCase(c2);
            if (u1 == u2 || Character.toLowerCase(u1) == Character.toLowerCase(u2)) {
                continue;
            }
            return false;
        }
        return true;
    }

    public boolean startsWith(String prefix, int toffset) {
        char[] p = prefix.value;
        if (toffset < 0 || toffset > value.length - p.length) {
            return false;
        }
        for (int i = 0; i < p.length; i++) {
            if (value[toffset + i] != p[i]) {
                return false;
            }
        }
        return true;
    }

    public boolean startsWith(String prefix) {
        return startsWith(prefix, 0);
    }

    public boolean endsWith(String suffix) {
        return startsWith(suffix, value.length - suffix.value.length);
    }

    /** s[0]*31^(n-1) + ... + s[n-1], as the JDK specifies. */
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            char[] v = value;
            for (int i = 0; i < v.length; i++) {
                h = 31 * h + v[i];
            }
            hash = h;
        }
        return h;
    }

    // ---- searching ----------------------------------------------------------------------------

    public int indexOf(int ch) {
        return indexOf(ch, 0);
    }

    public int indexOf(int ch, int fromIndex) {
        return indexOf(value, value.length, ch, fromIndex);
    }

    /** indexOf over the first `count` chars of `v` (shared with AbstractStringBuilder). */
    static int indexOf(char[] v, int count, int ch, int fromIndex) {
        if (fromIndex < 0) {
            fromIndex = 0;
        }
        if (ch < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
            for (int i = fromIndex; i < count; i++) {
                if (v[i] == ch) {
                    return i;
                }
            }
            return -1;
        }
        if (!Character.isValidCodePoint(ch)) {
            return -1;
        }
        char hi = Character.highSurrogate(ch);
        char lo = Character.lowSurrogate(ch);
        for (int i = fromIndex; i < count - 1; i++) {
            if (v[i] == hi && v[i + 1] == lo) {
                return i;
            }
        }
        return -1;
    }

    public int lastIndexOf(int ch) {
        return lastIndexOf(ch, value.length - 1);
    }

    public int lastIndexOf(int ch, int fromIndex) {
        char[] v = value;
        if (ch < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
            for (int i = Math.min(fromIndex, v.length - 1); i >= 0; i--) {
                if (v[i] == ch) {
                    return i;
                }
            }
            return -1;
        }
        if (!Character.isValidCodePoint(ch)) {
            return -1;
        }
        char hi = Character.highSurrogate(ch);
        char lo = Character.lowSurrogate(ch);
        for (int i = Math.min(fromIndex, v.length - 2); i >= 0; i--) {
            if (v[i] == hi && v[i + 1] == lo) {
                return i;
            }
        }
        return -1;
    }

    public int indexOf(String str) {
        return indexOf(value, value.length, str.value, 0);
    }

    public int indexOf(String str, int fromIndex) {
        return indexOf(value, value.length, str.value, fromIndex);
    }

    /** First index >= fromIndex of `target` in the first `count` chars of `v`, or -1. */
    static int indexOf(char[] v, int count, char[] target, int fromIndex) {
        int tlen = target.length;
        if (fromIndex >= count) {
            return tlen == 0 ? count : -1;
        }
        if (fromIndex < 0) {
            fromIndex = 0;
        }
        if (tlen == 0) {
            return fromIndex;
        }
        char first = target[0];
        int max = count - tlen;
        for (int i = fromIndex; i <= max; i++) {
            if (v[i] != first) {
                continue;
            }
            int k = 1;
            while (k < tlen && v[i + k] == target[k]) {
                k++;
            }
            if (k == tlen) {
                return i;
            }
        }
        return -1;
    }

    public int lastIndexOf(String str) {
        return lastIndexOf(value, value.length, str.value, value.length);
    }

    public int lastIndexOf(String str, int fromIndex) {
        return lastIndexOf(value, value.length, str.value, fromIndex);
    }

    /** Last index <= fromIndex of `target` in the first `count` chars of `v`, or -1. */
    static int lastIndexOf(char[] v, int count, char[] target, int fromIndex) {
        int tlen = target.length;
        int start = Math.min(fromIndex, count - tlen);
        if (start < 0) {
            return -1;
        }
        if (tlen == 0) {
            return start;
        }
        for (int i = start; i >= 0; i--) {
            int k = 0;
            while (k < tlen && v[i + k] == target[k]) {
                k++;
            }
            if (k == tlen) {
                return i;
            }
        }
        return -1;
    }

    public boolean contains(CharSequence s) {
        return indexOf(s.toString()) >= 0;
    }

    // ---- derived strings ----------------------------------------------------------------------

    public String substring(int beginIndex) {
        return substring(beginIndex, value.length);
    }

    public String substring(int beginIndex, int endIndex) {
        int length = value.length;
        checkBoundsBeginEnd(beginIndex, endIndex, length);
        if (beginIndex == 0 && endIndex == length) {
            return this;
        }
        return new String(copyOf(value, beginIndex, endIndex - beginIndex), true);
    }

    public CharSequence subSequence(int beginIndex, int endIndex) {
        return substring(beginIndex, endIndex);
    }

    public String concat(String str) {
        if (str.isEmpty()) {
            return this;
        }
        char[] v = new char[value.length + str.value.length];
        System.arraycopy(value, 0, v, 0, value.length);
        System.arraycopy(str.value, 0, v, value.length, str.value.length);
        return new String(v, true);
    }

    public String replace(char oldChar, char newChar) {
        if (oldChar == newChar) {
            return this;
        }
        int i = indexOf(oldChar);
        if (i < 0) {
            return this;
        }
        char[] v = toCharArray();
        for (; i < v.length; i++) {
            if (v[i] == oldChar) {
                v[i] = newChar;
            }
        }
        return new String(v, true);
    }

    public String replace(CharSequence target, CharSequence replacement) {
        String tgt = target.toString();
        String repl = replacement.toString();
        int tlen = tgt.value.length;
        if (tlen == 0) {
            // The empty target matches before every char and at the end.
            StringBuilder sb = new StringBuilder(value.length * (repl.length() + 1) + repl.length());
            sb.append(repl);
            for (int i = 0; i < value.length; i++) {
                sb.append(value[i]).append(repl);
            }
            return sb.toString();
        }
        int j = indexOf(tgt);
        if (j < 0) {
            return this;
        }
        StringBuilder sb = new StringBuilder(value.length + 16);
        int i = 0;
        do {
            sb.append(value, i, j - i).append(repl);
            i = j + tlen;
        } while ((j = indexOf(tgt, i)) >= 0);
        sb.append(value, i, value.length - i);
        return sb.toString();
    }

    public String trim() {
        int start = 0;
        int end = value.length;
        while (start < end && value[start] <= ' ') {
            start++;
        }
        while (end > start && value[end - 1] <= ' ') {
            end--;
        }
        return start > 0 || end < value.length ? substring(start, end) : this;
    }

    public String strip() {
        int start = skipWhitespace(0);
        int end = skipWhitespaceBackward(start);
        return start > 0 || end < value.length ? substring(start, end) : this;
    }

    public String stripLeading() {
        int start = skipWhitespace(0);
        return start > 0 ? substring(start) : this;
    }

    public String stripTrailing() {
        int end = skipWhitespaceBackward(0);
        return end < value.length ? substring(0, end) : this;
    }

    public boolean isBlank() {
        return skipWhitespace(0) == value.length;
    }

    private int skipWhitespace(int i) {
        while (i < value.length) {
            int cp = Character.codePointAtImpl(value, i, value.length);
            if (!Character.isWhitespace(cp)) {
                break;
            }
            i += Character.charCount(cp);
        }
        return i;
    }

    private int skipWhitespaceBackward(int start) {
        int end = value.length;
        while (end > start) {
            int cp = Character.codePointBeforeImpl(value, end, start);
            if (!Character.isWhitespace(cp)) {
                break;
            }
            end -= Character.charCount(cp);
        }
        return end;
    }

    public String repeat(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("count is negative: " + count);
        }
        if (count == 1) {
            return this;
        }
        int len = value.length;
        if (len == 0 || count == 0) {
            return "";
        }
        if (Integer.MAX_VALUE / count < len) {
            throw new OutOfMemoryError("Required length exceeds implementation limit");
        }
        char[] v = new char[len * count];
        for (int i = 0; i < count; i++) {
            System.arraycopy(value, 0, v, i * len, len);
        }
        return new String(v, true);
    }

    public String toString() {
        return this;
    }

    // ---- case mapping -------------------------------------------------------------------------

    /** Lower case by Unicode's default rules (final sigma and U+0130 included). */
    public String toLowerCase() {
        int i = 0;
        while (i < value.length) {
            char c = value[i];
            if (c == '\u03A3' || c == '\u0130' || Character.isSurrogate(c) || Character.toLowerCase(c) != c) {
                break;
            }
            i++;
        }
        if (i == value.length) {
            return this;
        }
        StringBuilder sb = new StringBuilder(value.length + 8);
        sb.append(value, 0, i);
        while (i < value.length) {
            int cp = Character.codePointAtImpl(value, i, value.length);
            int n = Character.charCount(cp);
            if (cp == 0x130) {
                sb.append('i').append('\u0307');
            } else if (cp == 0x3A3) {
                sb.append(isFinalSigma(i) ? '\u03C2' : '\u03C3');
            } else {
                sb.appendCodePoint(Character.toLowerCase(cp));
            }
            i += n;
        }
        return sb.toString();
    }

    /** Σ at the end of a word (preceded by a cased letter, not followed by one) lowers to ς. */
    private boolean isFinalSigma(int index) {
        int i = index;
        boolean casedBefore = false;
        while (i > 0) {
            int cp = Character.codePointBeforeImpl(value, i, 0);
            i -= Character.charCount(cp);
            if (Character.getType(cp) == Character.NON_SPACING_MARK) {
                continue;
            }
            casedBefore = Character.isLowerCase(cp) || Character.isUpperCase(cp) || Character.isTitleCase(cp);
            break;
        }
        if (!casedBefore) {
            return false;
        }
        i = index + 1;
        while (i < value.length) {
            int cp = Character.codePointAtImpl(value, i, value.length);
            i += Character.charCount(cp);
            if (Character.getType(cp) == Character.NON_SPACING_MARK) {
                continue;
            }
            return !(Character.isLowerCase(cp) || Character.isUpperCase(cp) || Character.isTitleCase(cp));
        }
        return true;
    }

    /** Upper case by Unicode's default rules; 'ß' becomes "SS". */
    public String toUpperCase() {
        int i = 0;
        while (i < value.length) {
            char c = value[i];
            if (Character.isSurrogate(c) || Character.toUpperCaseEx(c) != c
                    || (c >= '\u00DF' && Character.specialUpperCase(c) != null)) {
                break;
            }
            i++;
        }
        if (i == value.length) {
            return this;
        }
        StringBuilder sb = new StringBuilder(value.length + 8);
        sb.append(value, 0, i);
        while (i < value.length) {
            int cp = Character.codePointAtImpl(value, i, value.length);
            i += Character.charCount(cp);
            String special = Character.specialUpperCase(cp);
            if (special != null) {
                sb.append(special);
            } else {
                sb.appendCodePoint(Character.toUpperCaseEx(cp));
            }
        }
        return sb.toString();
    }

    // ---- splitting and joining ----------------------------------------------------------------

    public String[] split(String regex) {
        return split(regex, 0);
    }

    /**
     * Splits around matches of `regex`. Literal regexes (no metacharacters, or a backslash and a
     * non-alphanumeric char) take a fast path like the JDK's; others go to java.util.regex.Pattern.
     */
    public String[] split(String regex, int limit) {
        String literal = literalOf(regex);
        if (literal == null || literal.isEmpty()) {
            return java.util.regex.Pattern.compile(regex).split(this, limit);
        }
        char[] lit = literal.value;
        String[] parts = new String[8];
        int n = 0;
        int off = 0;
        int next;
        boolean limited = limit > 0;
        while ((next = indexOf(value, value.length, lit, off)) >= 0) {
            if (limited && n == limit - 1) {
                break;
            }
            if (n == parts.length) {
                parts = growArray(parts);
            }
            parts[n++] = substring(off, next);
            off = next + lit.length;
        }
        if (off == 0 && n == 0) {
            return new String[] {this};
        }
        if (n == parts.length) {
            parts = growArray(parts);
        }
        parts[n++] = substring(off, value.length);
        if (limit == 0) {
            while (n > 0 && parts[n - 1].isEmpty()) {
                n--;
            }
        }
        String[] result = new String[n];
        System.arraycopy(parts, 0, result, 0, n);
        return result;
    }

    private static String[] growArray(String[] a) {
        String[] b = new String[a.length * 2];
        System.arraycopy(a, 0, b, 0, a.length);
        return b;
    }

    private static final String METACHARS = ".$|()[{^?*+\\";

    /** The literal text a regex matches if it has no regex semantics, else null. */
    private static String literalOf(String regex) {
        int len = regex.value.length;
        if (len == 2 && regex.value[0] == '\\') {
            char c = regex.value[1];
            boolean alnum = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
            return alnum ? null : valueOf(c);
        }
        for (int i = 0; i < len; i++) {
            if (METACHARS.indexOf(regex.value[i]) >= 0) {
                return null;
            }
        }
        return regex;
    }

    /** True if the whole string matches `regex` (java.util.regex.Pattern.matches). */
    public boolean matches(String regex) {
        return java.util.regex.Pattern.matches(regex, this);
    }

    /** Replaces every match of `regex`; `$n` in the replacement inserts group n. */
    public String replaceAll(String regex, String replacement) {
        String literal = literalOf(regex);
        if (literal != null && !literal.isEmpty() && replacement.indexOf('$') < 0 && replacement.indexOf('\\') < 0) {
            return replace(literal, replacement);
        }
        return java.util.regex.Pattern.compile(regex).matcher(this).replaceAll(replacement);
    }

    public String replaceFirst(String regex, String replacement) {
        return java.util.regex.Pattern.compile(regex).matcher(this).replaceFirst(replacement);
    }

    public static String join(CharSequence delimiter, CharSequence... elements) {
        if (delimiter == null || elements == null) {
            throw new NullPointerException();
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < elements.length; i++) {
            if (i > 0) {
                sb.append(delimiter);
            }
            sb.append(elements[i]);
        }
        return sb.toString();
    }

    public static String join(CharSequence delimiter, Iterable<? extends CharSequence> elements) {
        if (delimiter == null || elements == null) {
            throw new NullPointerException();
        }
        StringBuilder sb = new StringBuilder();
        boolean first = true;
        for (Iterator<? extends CharSequence> it = elements.iterator(); it.hasNext(); ) {
            CharSequence cs = it.next();
            if (!first) {
                sb.append(delimiter);
            }
            first = false;
            sb.append(cs);
        }
        return sb.toString();
    }

    // ---- valueOf ------------------------------------------------------------------------------

    /** The chars of this string as an IntStream (zero-extended). */
    public java.util.stream.IntStream chars() {
        int[] a = new int[value.length];
        for (int i = 0; i < a.length; i++) {
            a[i] = value[i];
        }
        return java.util.stream.IntStream.of(a);
    }

    /** The code points of this string as an IntStream (unpaired surrogates as themselves). */
    public java.util.stream.IntStream codePoints() {
        int[] a = new int[value.length];
        int n = 0;
        for (int i = 0; i < value.length; ) {
            int cp = codePointAt(i);
            a[n++] = cp;
            i += Character.charCount(cp);
        }
        return java.util.stream.StreamSupport.intStream(a, 0, n);
    }

    /** The lines of this string (terminators \n, \r, \r\n; no trailing empty line). */
    public java.util.stream.Stream<String> lines() {
        java.util.ArrayList<String> out = new java.util.ArrayList<String>();
        int len = value.length;
        int start = 0;
        int i = 0;
        while (i < len) {
            char c = value[i];
            if (c == '\n' || c == '\r') {
                out.add(substring(start, i));
                if (c == '\r' && i + 1 < len && value[i + 1] == '\n') {
                    i++;
                }
                start = i + 1;
            }
            i++;
        }
        if (start < len) {
            out.add(substring(start, len));
        }
        return out.stream();
    }

    /** Formats args by format (java.util.Formatter, JDK 17's output, locale-free). */
    public static String format(String format, Object... args) {
        return new java.util.Formatter().format(format, args).toString();
    }

    /** String.format(format, args): the locale is ignored (jvmlab formats with ROOT symbols). */
    public static String format(java.util.Locale l, String format, Object... args) {
        return new java.util.Formatter().format(format, args).toString();
    }

    /** toLowerCase(): jvmlab's case mapping is locale-independent. */
    public String toLowerCase(java.util.Locale locale) {
        if (locale == null) {
            throw new NullPointerException();
        }
        return toLowerCase();
    }

    /** toUpperCase(): jvmlab's case mapping is locale-independent. */
    public String toUpperCase(java.util.Locale locale) {
        if (locale == null) {
            throw new NullPointerException();
        }
        return toUpperCase();
    }

    /** f.apply(this). */
    public <R> R transform(java.util.function.Function<? super String, ? extends R> f) {
        return f.apply(this);
    }

    /** Adds n spaces to (n > 0) or removes up to -n leading whitespace from (n < 0) every line; normalizes line ends to \n. */
    public String indent(int n) {
        if (isEmpty()) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        java.util.Iterator<String> it = lines().iterator();
        while (it.hasNext()) {
            String line = it.next();
            if (n > 0) {
                for (int i = 0; i < n; i++) {
                    sb.append(' ');
                }
                sb.append(line);
            } else if (n < 0) {
                int skip = 0;
                while (skip < -n && skip < line.length() && Character.isWhitespace(line.charAt(skip))) {
                    skip++;
                }
                sb.append(line, skip, line.length());
            } else {
                sb.append(line);
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /**
     * Removes the incidental white space of a text block (JLS §3.10.6, JDK 17's algorithm): every
     * line loses the smallest indentation of the non-blank lines (and of the last line when it is
     * blank) and its trailing white space; lines end in \n; a string ending in a line terminator
     * keeps all indentation and ends in \n.
     */
    public String stripIndent() {
        int length = value.length;
        if (length == 0) {
            return "";
        }
        char lastChar = value[length - 1];
        boolean optOut = lastChar == '\n' || lastChar == '\r';
        java.util.ArrayList<String> lines = new java.util.ArrayList<>();
        java.util.Iterator<String> it = lines().iterator();
        while (it.hasNext()) {
            lines.add(it.next());
        }
        int outdent = 0;
        if (!optOut) {
            outdent = Integer.MAX_VALUE;
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                int leading = line.indexOfNonWhitespace();
                if (leading != line.length()) {
                    outdent = Math.min(outdent, leading);
                }
            }
            String lastLine = lines.get(lines.size() - 1);
            if (lastLine.isBlank()) {
                outdent = Math.min(outdent, lastLine.length());
            }
        }
        StringBuilder sb = new StringBuilder(length);
        for (int i = 0; i < lines.size(); i++) {
            if (i > 0) {
                sb.append('\n');
            }
            String line = lines.get(i);
            int first = line.indexOfNonWhitespace();
            int last = line.lastIndexOfNonWhitespace();
            if (first <= last) {
                sb.append(line, Math.min(outdent, first), last);
            }
        }
        if (optOut) {
            sb.append('\n');
        }
        return sb.toString();
    }

    /** Index of the first code point that is not Character.isWhitespace, or length(). */
    private int indexOfNonWhitespace() {
        int i = 0;
        while (i < value.length) {
            int cp = Character.codePointAt(value, i);
            if (!Character.isWhitespace(cp)) {
                break;
            }
            i += Character.charCount(cp);
        }
        return i;
    }

    /** One past the last code point that is not Character.isWhitespace, or 0. */
    private int lastIndexOfNonWhitespace() {
        int i = value.length;
        while (i > 0) {
            int cp = Character.codePointBefore(value, i);
            if (!Character.isWhitespace(cp)) {
                break;
            }
            i -= Character.charCount(cp);
        }
        return i;
    }

    /**
     * Translates the escape sequences of string literals (JLS §3.10.7: \b \t \n \f \r \s \" \'
     * \\, octal escapes, and a backslash before a line terminator, which drops both); no \\u
     * escapes. IllegalArgumentException "Invalid escape sequence: \c \\uXXXX" as JDK 17's.
     */
    public String translateEscapes() {
        if (value.length == 0) {
            return "";
        }
        char[] chars = toCharArray();
        int length = chars.length;
        int from = 0;
        int to = 0;
        while (from < length) {
            char ch = chars[from++];
            if (ch == '\\') {
                ch = from < length ? chars[from++] : '\0';
                switch (ch) {
                    case 'b': ch = '\b'; break;
                    case 'f': ch = '\f'; break;
                    case 'n': ch = '\n'; break;
                    case 'r': ch = '\r'; break;
                    case 's': ch = ' '; break;
                    case 't': ch = '\t'; break;
                    case '\'': case '"': case '\\': break;
                    case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': {
                        int limit = Math.min(from + (ch <= '3' ? 2 : 1), length);
                        int code = ch - '0';
                        while (from < limit) {
                            ch = chars[from];
                            if (ch < '0' || '7' < ch) {
                                break;
                            }
                            from++;
                            code = (code << 3) | (ch - '0');
                        }
                        ch = (char) code;
                        break;
                    }
                    case '\n':
                        continue;
                    case '\r':
                        if (from < length && chars[from] == '\n') {
                            from++;
                        }
                        continue;
                    default: {
                        String hex = Integer.toHexString(ch).toUpperCase();
                        while (hex.length() < 4) {
                            hex = "0" + hex;
                        }
                        throw new IllegalArgumentException("Invalid escape sequence: \\" + ch + " \\\\u" + hex);
                    }
                }
            }
            chars[to++] = ch;
        }
        return new String(chars, 0, to);
    }

    /** This string as its own nominal descriptor (java.lang.constant.Constable in the JDK). */
    public java.util.Optional<String> describeConstable() {
        return java.util.Optional.of(this);
    }

    /** This string: a string is its own constant (java.lang.constant.ConstantDesc in the JDK). */
    public String resolveConstantDesc(java.lang.invoke.MethodHandles.Lookup lookup) {
        return this;
    }

    /** String.format(this, args). */
    public String formatted(Object... args) {
        return new java.util.Formatter().format(this, args).toString();
    }

    public static String valueOf(Object obj) {
        return obj == null ? "null" : obj.toString();
    }

    public static String valueOf(char[] data) {
        return new String(data);
    }

    public static String valueOf(char[] data, int offset, int count) {
        return new String(data, offset, count);
    }

    public static String copyValueOf(char[] data, int offset, int count) {
        return new String(data, offset, count);
    }

    public static String copyValueOf(char[] data) {
        return new String(data);
    }

    public static String valueOf(boolean b) {
        return b ? "true" : "false";
    }

    public static String valueOf(char c) {
        return new String(new char[] {c}, true);
    }

    public static String valueOf(int i) {
        return Integer.toString(i);
    }

    public static String valueOf(long l) {
        return Long.toString(l);
    }

    public static String valueOf(float f) {
        return Float.toString(f);
    }

    public static String valueOf(double d) {
        return Double.toString(d);
    }

    /** The canonical (interned) instance with these contents. */
    public native String intern();

    // ---- helpers ------------------------------------------------------------------------------

    static char[] copyOf(char[] src, int offset, int count) {
        char[] v = new char[count];
        System.arraycopy(src, offset, v, 0, count);
        return v;
    }

    /** StringIndexOutOfBoundsException "offset O, count C, length L" unless the range fits. */
    static void checkBoundsOffCount(int offset, int count, int length) {
        if (offset < 0 || count < 0 || offset > length - count) {
            throw new StringIndexOutOfBoundsException("offset " + offset + ", count " + count + ", length " + length);
        }
    }

    /** StringIndexOutOfBoundsException "begin B, end E, length L" unless the range fits. */
    static void checkBoundsBeginEnd(int begin, int end, int length) {
        if (begin < 0 || begin > end || end > length) {
            throw new StringIndexOutOfBoundsException("begin " + begin + ", end " + end + ", length " + length);
        }
    }
}
