// java.util.Scanner: tokens, lines and numbers read from a String or a stream (JDK 17's rules).
package java.util;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.StringReader;
import java.io.UnsupportedEncodingException;
import java.math.BigDecimal;
import java.math.BigInteger;
import jvmlab.internal.Regex;

/**
 * A text scanner as JDK 17's: tokens separated by a delimiter (by default runs of
 * Character.isWhitespace), lines ended by \r\n, \n, \r, \u2028, \u2029 or \u0085, and the nextXxx
 * number readers with the English locale's rules (JDK 17's integer and float patterns: an
 * optional sign, "," digit groups, "NaN"/"Infinity", radix digits), which do not consume a token
 * that fails (InputMismatchException, with NumberFormatException's text when a token matched
 * but is out of range). hasNextXxx never consumes input.
 *
 * Design: the input is read into a char buffer in chunks as far as a decision needs (a token is
 * complete once a delimiter or the end of input follows it), so an interactive System.in is read
 * line by line. Custom delimiters and the String pattern methods use jvmlab.internal.Regex (the
 * subset String.split knows). Locales are accepted and ignored (English rules). Not thread-safe.
 * Not here (no java.util.regex): delimiter(), useDelimiter(Pattern), the other Pattern overloads,
 * findWithinHorizon, match(); nor Scanner(Readable) and Scanner(File/Path).
 */
public final class Scanner implements Iterator<String>, Closeable {
    private static final String WHITESPACE = "\\p{javaWhitespace}+";

    private Reader source;
    private char[] buf = new char[1024];
    private int len;
    private int pos;
    private boolean eof;
    private boolean closed;
    private IOException lastException;

    private String delimPattern = WHITESPACE;
    /** Null: the default whitespace delimiter (scanned directly). */
    private Regex delim;
    private int radix = 10;
    private Locale locale = Locale.getDefault();

    public Scanner(String source) {
        this.source = null;
        char[] c = source.toCharArray();
        buf = c.length == 0 ? new char[1] : c;
        len = c.length;
        eof = true;
    }

    public Scanner(InputStream source) {
        this.source = new InputStreamReader(Objects.requireNonNull(source, "source"));
    }

    public Scanner(InputStream source, String charsetName) {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(charsetName, "charsetName");
        try {
            this.source = new InputStreamReader(source, charsetName);
        } catch (UnsupportedEncodingException e) {
            throw new IllegalArgumentException(charsetName);
        }
    }

    // ---- input ------------------------------------------------------------------------------------

    /** Reads one more chunk; false at the end of input. */
    private boolean fill() {
        if (eof) {
            return false;
        }
        if (len == buf.length) {
            if (pos > buf.length / 2) {
                System.arraycopy(buf, pos, buf, 0, len - pos);
                len -= pos;
                pos = 0;
            } else {
                buf = Arrays.copyOf(buf, buf.length * 2);
            }
        }
        int n;
        try {
            n = source.read(buf, len, buf.length - len);
        } catch (IOException e) {
            lastException = e;
            n = -1;
        }
        if (n < 0) {
            eof = true;
            return false;
        }
        len += n;
        return true;
    }

    private void ensureOpen() {
        if (closed) {
            throw new IllegalStateException("Scanner closed");
        }
    }

    // ---- tokens ---------------------------------------------------------------------------------

    /** Position after the delimiter at `from` (one match of it), reading input as needed. */
    private int skipDelimiter(int from) {
        if (delim == null) {
            int p = from;
            while (true) {
                while (p < len && Character.isWhitespace(buf[p])) {
                    p++;
                }
                if (p < len || eof) {
                    return p;
                }
                int before = pos;
                fill();
                p -= before - pos;
            }
        }
        while (true) {
            int end = delim.lookingAt(buf, len, from);
            if ((end == len || (end < 0 && len - from < 2)) && !eof) {
                int before = pos;
                fill();
                from -= before - pos;
                continue;
            }
            return end < 0 ? from : end;
        }
    }

    /**
     * Bounds {start, end} of the next complete token, or null when only delimiters remain.
     * Consumes nothing (indices are relative to the current buffer).
     */
    private int[] nextTokenBounds() {
        ensureOpen();
        int start = skipDelimiter(pos);
        if (start >= len) {
            return null;
        }
        if (delim == null) {
            int p = start;
            while (true) {
                while (p < len && !Character.isWhitespace(buf[p])) {
                    p++;
                }
                if (p < len || eof) {
                    return new int[] {start, p};
                }
                int before = pos;
                fill();
                int s = before - pos;
                start -= s;
                p -= s;
            }
        }
        while (true) {
            int[] m = delim.find(buf, len, start);
            while (m != null && m[1] == m[0] && m[0] == start) {
                m = m[0] + 1 <= len ? delim.find(buf, len, m[0] + 1) : null;
            }
            if ((m == null || m[1] == len) && !eof) {
                int before = pos;
                fill();
                start -= before - pos;
                continue;
            }
            return new int[] {start, m == null ? len : m[0]};
        }
    }

    private String tokenText(int[] t) {
        return new String(buf, t[0], t[1] - t[0]);
    }

    public boolean hasNext() {
        return nextTokenBounds() != null;
    }

    public String next() {
        int[] t = nextTokenBounds();
        if (t == null) {
            throw new NoSuchElementException();
        }
        pos = t[1];
        return tokenText(t);
    }

    public boolean hasNext(String pattern) {
        int[] t = nextTokenBounds();
        return t != null && Regex.compile(pattern).matches(tokenText(t));
    }

    public String next(String pattern) {
        int[] t = nextTokenBounds();
        if (t == null) {
            throw new NoSuchElementException();
        }
        String s = tokenText(t);
        if (!Regex.compile(pattern).matches(s)) {
            throw new InputMismatchException();
        }
        pos = t[1];
        return s;
    }

    public void remove() {
        throw new UnsupportedOperationException();
    }

    // ---- lines ----------------------------------------------------------------------------------

    /** {lineEnd, afterTerminator} from pos, or null at the end of input. Consumes nothing. */
    private int[] lineBounds() {
        ensureOpen();
        int p = pos;
        while (true) {
            while (p < len) {
                char c = buf[p];
                if (c == '\n' || c == '\u2028' || c == '\u2029' || c == '\u0085') {
                    return new int[] {p, p + 1};
                }
                if (c == '\r') {
                    if (p + 1 < len || eof) {
                        return new int[] {p, p + 1 < len && buf[p + 1] == '\n' ? p + 2 : p + 1};
                    }
                    break;
                }
                p++;
            }
            if (eof) {
                return pos < len ? new int[] {len, len} : null;
            }
            int before = pos;
            fill();
            p -= before - pos;
        }
    }

    public boolean hasNextLine() {
        return lineBounds() != null;
    }

    public String nextLine() {
        int[] l = lineBounds();
        if (l == null) {
            throw new NoSuchElementException("No line found");
        }
        String s = new String(buf, pos, l[0] - pos);
        pos = l[1];
        return s;
    }

    /** The next match of pattern before the next line terminator, consumed through the match; else null. */
    public String findInLine(String pattern) {
        ensureOpen();
        Regex r = Regex.compile(pattern);
        int[] l = lineBounds();
        if (l == null) {
            return null;
        }
        char[] line = Arrays.copyOfRange(buf, pos, l[0]);
        int[] m = r.find(line, line.length, 0);
        if (m == null) {
            return null;
        }
        String s = new String(line, m[0], m[1] - m[0]);
        pos += m[1];
        return s;
    }

    /** Skips input matching pattern at the current position; NoSuchElementException if it does not match. */
    public Scanner skip(String pattern) {
        ensureOpen();
        Regex r = Regex.compile(pattern);
        while (!eof) {
            fill();
        }
        int end = r.lookingAt(buf, len, pos);
        if (end < 0) {
            throw new NoSuchElementException();
        }
        pos = end;
        return this;
    }

    // ---- numbers --------------------------------------------------------------------------------

    private static boolean isRadixDigit(char c, int radix) {
        if (Character.isDigit(c)) {
            return true;
        }
        return Character.digit(c, radix) >= 0 && c < 128;
    }

    /** Digits of `radix`, either plain or 1-3 digits (first non-zero) then ",ddd" groups; returns the end or -1. */
    private static int numeral(String s, int i, int radix) {
        int n = s.length();
        int j = i;
        while (j < n && isRadixDigit(s.charAt(j), radix)) {
            j++;
        }
        if (j == i) {
            return -1;
        }
        if (j == n || s.charAt(j) != ',') {
            return j;
        }
        // Grouped form: 1..3 leading digits, the first not zero, then groups of three.
        if (j - i > 3 || Character.digit(s.charAt(i), 10) == 0) {
            return j;
        }
        while (j < n && s.charAt(j) == ',') {
            int k = j + 1;
            int d = 0;
            while (d < 3 && k < n && isRadixDigit(s.charAt(k), radix)) {
                k++;
                d++;
            }
            if (d != 3) {
                return j;
            }
            j = k;
        }
        return j;
    }

    /** The token with its sign and group separators processed, if it is an integer of `radix`; else null. */
    private static String integerToken(String s, int radix) {
        int i = 0;
        if (s.startsWith("-") || s.startsWith("+")) {
            i = 1;
        }
        int end = numeral(s, i, radix);
        if (end != s.length()) {
            return null;
        }
        String digits = s.indexOf(',') >= 0 ? s.replace(",", "") : s;
        if (digits.startsWith("+")) {
            digits = digits.substring(1);
        }
        return digits;
    }

    private String integerAt(int[] t, int radix) {
        if (t == null) {
            throw new NoSuchElementException();
        }
        String s = integerToken(tokenText(t), radix);
        if (s == null) {
            throw new InputMismatchException();
        }
        return s;
    }

    private static void checkRadix(int radix) {
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            throw new IllegalArgumentException("radix:" + radix);
        }
    }

    private boolean hasInteger(int radix, long min, long max) {
        checkRadix(radix);
        int[] t = nextTokenBounds();
        if (t == null) {
            return false;
        }
        String s = integerToken(tokenText(t), radix);
        if (s == null) {
            return false;
        }
        try {
            long v = Long.parseLong(s, radix);
            return v >= min && v <= max;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    public boolean hasNextInt() {
        return hasNextInt(radix);
    }

    public boolean hasNextInt(int radix) {
        return hasInteger(radix, Integer.MIN_VALUE, Integer.MAX_VALUE);
    }

    public boolean hasNextLong() {
        return hasNextLong(radix);
    }

    public boolean hasNextLong(int radix) {
        return hasInteger(radix, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    public boolean hasNextShort() {
        return hasNextShort(radix);
    }

    public boolean hasNextShort(int radix) {
        return hasInteger(radix, Short.MIN_VALUE, Short.MAX_VALUE);
    }

    public boolean hasNextByte() {
        return hasNextByte(radix);
    }

    public boolean hasNextByte(int radix) {
        return hasInteger(radix, Byte.MIN_VALUE, Byte.MAX_VALUE);
    }

    public boolean hasNextBigInteger() {
        return hasNextBigInteger(radix);
    }

    public boolean hasNextBigInteger(int radix) {
        checkRadix(radix);
        int[] t = nextTokenBounds();
        return t != null && integerToken(tokenText(t), radix) != null;
    }

    public int nextInt() {
        return nextInt(radix);
    }

    public int nextInt(int radix) {
        checkRadix(radix);
        int[] t = nextTokenBounds();
        String s = integerAt(t, radix);
        try {
            int v = Integer.parseInt(s, radix);
            pos = t[1];
            return v;
        } catch (NumberFormatException nfe) {
            throw new InputMismatchException(nfe.getMessage());
        }
    }

    public long nextLong() {
        return nextLong(radix);
    }

    public long nextLong(int radix) {
        checkRadix(radix);
        int[] t = nextTokenBounds();
        String s = integerAt(t, radix);
        try {
            long v = Long.parseLong(s, radix);
            pos = t[1];
            return v;
        } catch (NumberFormatException nfe) {
            throw new InputMismatchException(nfe.getMessage());
        }
    }

    public short nextShort() {
        return nextShort(radix);
    }

    public short nextShort(int radix) {
        checkRadix(radix);
        int[] t = nextTokenBounds();
        String s = integerAt(t, radix);
        try {
            short v = Short.parseShort(s, radix);
            pos = t[1];
            return v;
        } catch (NumberFormatException nfe) {
            throw new InputMismatchException(nfe.getMessage());
        }
    }

    public byte nextByte() {
        return nextByte(radix);
    }

    public byte nextByte(int radix) {
        checkRadix(radix);
        int[] t = nextTokenBounds();
        String s = integerAt(t, radix);
        try {
            byte v = Byte.parseByte(s, radix);
            pos = t[1];
            return v;
        } catch (NumberFormatException nfe) {
            throw new InputMismatchException(nfe.getMessage());
        }
    }

    public BigInteger nextBigInteger() {
        return nextBigInteger(radix);
    }

    public BigInteger nextBigInteger(int radix) {
        checkRadix(radix);
        int[] t = nextTokenBounds();
        String s = integerAt(t, radix);
        try {
            BigInteger v = new BigInteger(s, radix);
            pos = t[1];
            return v;
        } catch (NumberFormatException nfe) {
            throw new InputMismatchException(nfe.getMessage());
        }
    }

    /** Digits: ASCII or any Unicode decimal digit (the float pattern's \p{javaDigit}). */
    private static int digits(String s, int i) {
        while (i < s.length() && Character.isDigit(s.charAt(i))) {
            i++;
        }
        return i;
    }

    /** The decimal part of JDK 17's float pattern: numeral, numeral.digits*, or .digits+, then an exponent. */
    private static int decimalNumeral(String s, int i) {
        int n = s.length();
        int j = numeral(s, i, 10);
        if (j < 0) {
            if (i < n && s.charAt(i) == '.') {
                int k = digits(s, i + 1);
                return k > i + 1 ? k : -1;
            }
            return -1;
        }
        if (j < n && s.charAt(j) == '.') {
            j = digits(s, j + 1);
        }
        return j;
    }

    private static int exponent(String s, int i) {
        if (i < s.length() && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
            int j = i + 1;
            if (j < s.length() && (s.charAt(j) == '+' || s.charAt(j) == '-')) {
                j++;
            }
            int k = digits(s, j);
            return k > j ? k : i;
        }
        return i;
    }

    /** The token as Double.parseDouble/BigDecimal text if it is a decimal (or, when allowed, NaN/Infinity/hex); else null. */
    private static String floatToken(String s, boolean nonNumbers) {
        int i = 0;
        if (s.startsWith("-") || s.startsWith("+")) {
            i = 1;
        }
        int e = decimalNumeral(s, i);
        if (e >= 0) {
            e = exponent(s, e);
            if (e == s.length()) {
                StringBuilder sb = new StringBuilder();
                for (int k = 0; k < s.length(); k++) {
                    char c = s.charAt(k);
                    if (c == ',' || (c == '+' && k == 0)) {
                        continue;
                    }
                    if (Character.isDigit(c) && c > '9') {
                        c = (char) ('0' + Character.digit(c, 10));
                    }
                    sb.append(c);
                }
                return sb.toString();
            }
        }
        if (!nonNumbers) {
            return null;
        }
        String rest = s.substring(i);
        if (rest.equals("NaN") || rest.equals("Infinity") || rest.equals("\u221E")) {
            String v = rest.equals("NaN") ? "NaN" : "Infinity";
            return (s.startsWith("-") ? "-" : "") + v;
        }
        if (isHexFloat(s)) {
            return s;
        }
        return null;
    }

    private static boolean isHexFloat(String s) {
        int i = 0;
        int n = s.length();
        if (i < n && (s.charAt(i) == '-' || s.charAt(i) == '+')) {
            i++;
        }
        if (!(i + 1 < n && s.charAt(i) == '0' && (s.charAt(i + 1) == 'x' || s.charAt(i + 1) == 'X'))) {
            return false;
        }
        i += 2;
        while (i < n && Character.digit(s.charAt(i), 16) >= 0 && s.charAt(i) < 128) {
            i++;
        }
        if (i >= n || s.charAt(i) != '.') {
            return false;
        }
        int j = ++i;
        while (i < n && Character.digit(s.charAt(i), 16) >= 0 && s.charAt(i) < 128) {
            i++;
        }
        if (i == j) {
            return false;
        }
        if (i < n && (s.charAt(i) == 'p' || s.charAt(i) == 'P')) {
            i++;
            if (i < n && (s.charAt(i) == '-' || s.charAt(i) == '+')) {
                i++;
            }
            int k = i;
            while (i < n && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
                i++;
            }
            if (i == k) {
                return false;
            }
        }
        return i == n;
    }

    public boolean hasNextDouble() {
        int[] t = nextTokenBounds();
        return t != null && floatToken(tokenText(t), true) != null;
    }

    public boolean hasNextFloat() {
        return hasNextDouble();
    }

    public boolean hasNextBigDecimal() {
        int[] t = nextTokenBounds();
        return t != null && floatToken(tokenText(t), false) != null;
    }

    private String floatAt(int[] t, boolean nonNumbers) {
        if (t == null) {
            throw new NoSuchElementException();
        }
        String s = floatToken(tokenText(t), nonNumbers);
        if (s == null) {
            throw new InputMismatchException();
        }
        return s;
    }

    public double nextDouble() {
        int[] t = nextTokenBounds();
        String s = floatAt(t, true);
        try {
            double v = Double.parseDouble(s);
            pos = t[1];
            return v;
        } catch (NumberFormatException nfe) {
            throw new InputMismatchException(nfe.getMessage());
        }
    }

    public float nextFloat() {
        int[] t = nextTokenBounds();
        String s = floatAt(t, true);
        try {
            float v = Float.parseFloat(s);
            pos = t[1];
            return v;
        } catch (NumberFormatException nfe) {
            throw new InputMismatchException(nfe.getMessage());
        }
    }

    public BigDecimal nextBigDecimal() {
        int[] t = nextTokenBounds();
        String s = floatAt(t, false);
        try {
            BigDecimal v = new BigDecimal(s);
            pos = t[1];
            return v;
        } catch (NumberFormatException nfe) {
            throw new InputMismatchException(nfe.getMessage());
        }
    }

    private static boolean isBoolean(String s) {
        return s.equalsIgnoreCase("true") || s.equalsIgnoreCase("false");
    }

    public boolean hasNextBoolean() {
        int[] t = nextTokenBounds();
        return t != null && isBoolean(tokenText(t));
    }

    public boolean nextBoolean() {
        int[] t = nextTokenBounds();
        if (t == null) {
            throw new NoSuchElementException();
        }
        String s = tokenText(t);
        if (!isBoolean(s)) {
            throw new InputMismatchException();
        }
        pos = t[1];
        return Boolean.parseBoolean(s);
    }

    // ---- settings -------------------------------------------------------------------------------

    public Scanner useDelimiter(String pattern) {
        delimPattern = pattern;
        delim = pattern.equals(WHITESPACE) ? null : Regex.compile(pattern);
        return this;
    }

    public Locale locale() {
        return locale;
    }

    public Scanner useLocale(Locale locale) {
        this.locale = Objects.requireNonNull(locale);
        return this;
    }

    public int radix() {
        return radix;
    }

    public Scanner useRadix(int radix) {
        checkRadix(radix);
        this.radix = radix;
        return this;
    }

    public Scanner reset() {
        delimPattern = WHITESPACE;
        delim = null;
        radix = 10;
        locale = Locale.getDefault();
        return this;
    }

    public IOException ioException() {
        return lastException;
    }

    public void close() {
        if (closed) {
            return;
        }
        if (source != null) {
            try {
                source.close();
            } catch (IOException e) {
                lastException = e;
            }
        }
        closed = true;
    }

    /** The remaining tokens as a sequential stream (JDK 9's tokens()). */
    public java.util.stream.Stream<String> tokens() {
        ensureOpen();
        return java.util.stream.StreamSupport.stream(
            Spliterators.spliteratorUnknownSize(this, Spliterator.ORDERED | Spliterator.NONNULL), false);
    }
}
