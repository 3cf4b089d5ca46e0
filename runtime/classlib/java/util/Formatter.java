// Formatter: printf-style formatting (String.format, PrintStream.printf) with JDK 17's output.
package java.util;

import java.io.IOException;
import jvmlab.internal.FloatingDecimal;

/**
 * An interpreter for printf-style format strings, following java.util.Formatter of JDK 17
 * (locale-free: always the ROOT/US symbols '.', ',' and '0').
 *
 * Supported: general %b %h %s, character %c, integral %d %o %x (Byte, Short, Integer, Long),
 * floating %e %f %g %a (Float, Double), %% and %n, their upper-case forms, flags "-#+ 0,(<",
 * width, precision, explicit ("1$") and relative ("<") argument indexes. Floating-point values
 * are rounded as JDK 17 rounds them: HALF_UP on the decimal digits of FloatingDecimal's
 * non-compatible form (see FloatingDecimal.formatterDigits), not on the exact binary value.
 * Errors are the IllegalFormatException subclasses with JDK 17's messages; the whole format
 * string is parsed before anything is printed. BigInteger (%d %o %x) and BigDecimal (%e %f %g)
 * print their own digits as JDK 17 does. Not supported: date/time (%t), Formattable, Locale overloads.
 *
 * Not thread-safe (like the JDK's). Written from the java.util.Formatter specification.
 */
public final class Formatter implements java.io.Closeable, java.io.Flushable {
    private Appendable a;
    private IOException lastException;
    private Locale locale = Locale.getDefault();

    /** A formatter that writes into a new StringBuilder. */
    public Formatter() {
        this.a = new StringBuilder();
    }

    /** A formatter that writes into a (a new StringBuilder when a is null). */
    public Formatter(Appendable a) {
        this.a = a == null ? new StringBuilder() : a;
    }

    /** A formatter into a new StringBuilder; the locale is accepted and ignored (see class doc). */
    public Formatter(Locale l) {
        this();
        locale = l;
    }

    /** A formatter into a; the locale is accepted and ignored. */
    public Formatter(Appendable a, Locale l) {
        this(a);
        locale = l;
    }

    /** The locale given at construction (or the default); formatting ignores it. */
    public Locale locale() {
        ensureOpen();
        return locale;
    }

    /** format(format, args): jvmlab formats locale-independently. */
    public Formatter format(Locale l, String format, Object... args) {
        return format(format, args);
    }

    /** The destination. */
    public Appendable out() {
        ensureOpen();
        return a;
    }

    /** The destination's toString(). */
    @Override
    public String toString() {
        ensureOpen();
        return a.toString();
    }

    /** Flushes the destination if it is Flushable. */
    @Override
    public void flush() {
        ensureOpen();
        if (a instanceof java.io.Flushable) {
            try {
                ((java.io.Flushable) a).flush();
            } catch (IOException e) {
                lastException = e;
            }
        }
    }

    /** Closes the destination if it is Closeable; later calls throw FormatterClosedException. */
    @Override
    public void close() {
        if (a == null) {
            return;
        }
        try {
            if (a instanceof java.io.Closeable) {
                ((java.io.Closeable) a).close();
            }
        } catch (IOException e) {
            lastException = e;
        } finally {
            a = null;
        }
    }

    /** The last IOException thrown by the destination, or null. */
    public IOException ioException() {
        return lastException;
    }

    private void ensureOpen() {
        if (a == null) {
            throw new FormatterClosedException();
        }
    }

    /**
     * Formats args by format into the destination and returns this formatter.
     * Throws IllegalFormatException subclasses for bad format strings or arguments.
     */
    public Formatter format(String format, Object... args) {
        ensureOpen();
        ArrayList<Object> parts = parse(format);
        int last = -1;
        int lasto = -1;
        try {
            for (int p = 0; p < parts.size(); p++) {
                Object part = parts.get(p);
                if (part instanceof String) {
                    a.append((String) part);
                    continue;
                }
                Spec fs = (Spec) part;
                int index = fs.index;
                if (index == -2) {
                    fs.print(a, null);
                } else if (index == -1) {
                    if (last < 0 || (args != null && last > args.length - 1)) {
                        throw new MissingFormatArgumentException(fs.toString());
                    }
                    fs.print(a, args == null ? null : args[last]);
                } else if (index == 0) {
                    lasto++;
                    last = lasto;
                    if (args != null && lasto > args.length - 1) {
                        throw new MissingFormatArgumentException(fs.toString());
                    }
                    fs.print(a, args == null ? null : args[lasto]);
                } else {
                    last = index - 1;
                    if (args != null && last > args.length - 1) {
                        throw new MissingFormatArgumentException(fs.toString());
                    }
                    fs.print(a, args == null ? null : args[last]);
                }
            }
        } catch (IOException e) {
            lastException = e;
        }
        return this;
    }

    // ---------------------------------------------------------------------------------------------
    // Parsing: literal text becomes Strings, specifiers become Specs
    // ---------------------------------------------------------------------------------------------

    static final int LEFT = 1;
    static final int UPPER = 2;
    static final int ALT = 4;
    static final int PLUS = 8;
    static final int SPACE = 16;
    static final int ZERO = 32;
    static final int GROUP = 64;
    static final int PAREN = 128;
    static final int PREVIOUS = 256;

    static String flagString(int f) {
        StringBuilder sb = new StringBuilder();
        if ((f & LEFT) != 0) {
            sb.append('-');
        }
        if ((f & UPPER) != 0) {
            sb.append('^');
        }
        if ((f & ALT) != 0) {
            sb.append('#');
        }
        if ((f & PLUS) != 0) {
            sb.append('+');
        }
        if ((f & SPACE) != 0) {
            sb.append(' ');
        }
        if ((f & ZERO) != 0) {
            sb.append('0');
        }
        if ((f & GROUP) != 0) {
            sb.append(',');
        }
        if ((f & PAREN) != 0) {
            sb.append('(');
        }
        if ((f & PREVIOUS) != 0) {
            sb.append('<');
        }
        return sb.toString();
    }

    static int flagOf(char c) {
        switch (c) {
            case '-': return LEFT;
            case '#': return ALT;
            case '+': return PLUS;
            case ' ': return SPACE;
            case '0': return ZERO;
            case ',': return GROUP;
            case '(': return PAREN;
            case '<': return PREVIOUS;
            default: return 0;
        }
    }

    static boolean isConversion(char c) {
        switch (c) {
            case 'b': case 'B': case 'h': case 'H': case 's': case 'S': case 'c': case 'C':
            case 'd': case 'o': case 'x': case 'X': case 'e': case 'E': case 'f': case 'g':
            case 'G': case 'a': case 'A': case 't': case 'T': case '%': case 'n':
                return true;
            default:
                return false;
        }
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isAsciiLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    /**
     * Splits s like JDK 17: a '%' followed by a conversion character is a simple specifier;
     * anything else must match %(\d+\$)?([-#+ 0,(\<]*)?(\d+)?(\.\d+)?([tT])?([a-zA-Z%]) at once.
     */
    static ArrayList<Object> parse(String s) {
        ArrayList<Object> al = new ArrayList<Object>();
        int i = 0;
        int max = s.length();
        while (i < max) {
            int n = s.indexOf('%', i);
            if (n < 0) {
                al.add(s.substring(i, max));
                break;
            }
            if (i != n) {
                al.add(s.substring(i, n));
            }
            i = n + 1;
            if (i >= max) {
                throw new UnknownFormatConversionException("%");
            }
            char c = s.charAt(i);
            if (isConversion(c)) {
                al.add(new Spec(c));
                i++;
            } else {
                int end = matchSpec(s, n, al);
                if (end < 0) {
                    throw new UnknownFormatConversionException(String.valueOf(c));
                }
                i = end;
            }
        }
        return al;
    }

    /** Matches the full specifier syntax at s[n] == '%'; adds the Spec and returns its end. */
    private static int matchSpec(String s, int n, ArrayList<Object> al) {
        int max = s.length();
        int p = n + 1;
        // (\d+\$)? : digits then '$'; otherwise the group is absent
        int idxStart = -1;
        int idxEnd = -1;
        int q = p;
        while (q < max && isDigit(s.charAt(q))) {
            q++;
        }
        if (q > p && q < max && s.charAt(q) == '$') {
            idxStart = p;
            idxEnd = q;
            p = q + 1;
        }
        // flags (greedy; a flag '0' is taken before the width, as the regex does)
        int flStart = p;
        while (p < max && flagOf(s.charAt(p)) != 0) {
            p++;
        }
        int flEnd = p;
        // width
        int wStart = p;
        while (p < max && isDigit(s.charAt(p))) {
            p++;
        }
        int wEnd = p;
        // precision
        int prStart = -1;
        int prEnd = -1;
        if (p < max && s.charAt(p) == '.') {
            q = p + 1;
            while (q < max && isDigit(s.charAt(q))) {
                q++;
            }
            if (q > p + 1) {
                prStart = p + 1;
                prEnd = q;
                p = q;
            }
        }
        boolean dt = false;
        boolean dtUpper = false;
        if (p < max && (s.charAt(p) == 't' || s.charAt(p) == 'T')) {
            if (p + 1 < max && (isAsciiLetter(s.charAt(p + 1)) || s.charAt(p + 1) == '%')) {
                dt = true;
                dtUpper = s.charAt(p) == 'T';
                p++;
            }
        }
        if (p >= max || !(isAsciiLetter(s.charAt(p)) || s.charAt(p) == '%')) {
            return -1;
        }
        Spec spec = new Spec(s, idxStart, idxEnd, flStart, flEnd, wStart, wEnd, prStart, prEnd,
                dt, dtUpper, s.charAt(p));
        al.add(spec);
        return p + 1;
    }

    // ---------------------------------------------------------------------------------------------
    // One format specifier
    // ---------------------------------------------------------------------------------------------

    static final class Spec {
        int index;
        int f;
        int width = -1;
        int precision = -1;
        boolean dt;
        char c;

        /** A simple specifier "%c" with no flags, width or precision. */
        Spec(char conv) {
            c = conv;
            if (conv >= 'A' && conv <= 'Z') {
                f = UPPER;
                c = (char) (conv + ('a' - 'A'));
            }
            if (c == '%' || c == 'n') {
                index = -2;
            }
            if (c == 't') {
                throw new UnknownFormatConversionException(String.valueOf(conv));
            }
        }

        Spec(String s, int idxStart, int idxEnd, int flStart, int flEnd, int wStart, int wEnd,
                int prStart, int prEnd, boolean dt, boolean dtUpper, char conv) {
            if (idxStart >= 0) {
                int v = parseIntOrMin(s, idxStart, idxEnd);
                if (v == Integer.MIN_VALUE) {
                    throw new IllegalFormatArgumentIndexException(Integer.MIN_VALUE);
                }
                index = v;
                if (index <= 0) {
                    throw new IllegalFormatArgumentIndexException(index);
                }
            }
            for (int i = flStart; i < flEnd; i++) {
                int v = flagOf(s.charAt(i));
                if ((f & v) != 0) {
                    throw new DuplicateFormatFlagsException(flagString(v));
                }
                f |= v;
            }
            if ((f & PREVIOUS) != 0) {
                index = -1;
            }
            if (wEnd > wStart) {
                width = parseIntOrMin(s, wStart, wEnd);
                if (width < 0) {
                    throw new IllegalFormatWidthException(width);
                }
            }
            if (prStart >= 0) {
                precision = parseIntOrMin(s, prStart, prEnd);
                if (precision < 0) {
                    throw new IllegalFormatPrecisionException(precision);
                }
            }
            if (dt) {
                this.dt = true;
                if (dtUpper) {
                    f |= UPPER;
                }
                throw new UnsupportedOperationException(
                        "date/time conversions are not supported by jvmlab: %" + (dtUpper ? 'T' : 't')
                                + conv);
            }
            c = conv;
            if (!isConversion(c)) {
                throw new UnknownFormatConversionException(String.valueOf(c));
            }
            if (c >= 'A' && c <= 'Z') {
                f |= UPPER;
                c = (char) (c + ('a' - 'A'));
            }
            if (c == '%' || c == 'n') {
                index = -2;
            }
            switch (c) {
                case 'b': case 'h': case 's':
                    checkGeneral();
                    break;
                case 'c':
                    checkCharacter();
                    break;
                case 'd': case 'o': case 'x':
                    checkInteger();
                    break;
                case 'e': case 'f': case 'g': case 'a':
                    checkFloat();
                    break;
                case '%': case 'n':
                    checkText();
                    break;
                default:
                    throw new UnknownFormatConversionException(String.valueOf(c));
            }
        }

        private static int parseIntOrMin(String s, int from, int to) {
            long v = 0;
            for (int i = from; i < to; i++) {
                v = v * 10 + (s.charAt(i) - '0');
                if (v > Integer.MAX_VALUE) {
                    return Integer.MIN_VALUE;
                }
            }
            return (int) v;
        }

        private boolean has(int flag) {
            return (f & flag) != 0;
        }

        private void failMismatch(int flag) {
            throw new FormatFlagsConversionMismatchException(flagString(flag), c);
        }

        private void checkGeneral() {
            if ((c == 'b' || c == 'h') && has(ALT)) {
                failMismatch(ALT);
            }
            if (width == -1 && has(LEFT)) {
                throw new MissingFormatWidthException(toString());
            }
            checkBadFlagsInOrder(new int[] {PLUS, SPACE, ZERO, GROUP, PAREN});
        }

        /** checkBadFlags with the JDK's argument order (the first present flag is reported). */
        private void checkBadFlagsInOrder(int[] flags) {
            for (int i = 0; i < flags.length; i++) {
                if (has(flags[i])) {
                    failMismatch(flags[i]);
                }
            }
        }

        private void checkCharacter() {
            if (precision != -1) {
                throw new IllegalFormatPrecisionException(precision);
            }
            checkBadFlagsInOrder(new int[] {ALT, PLUS, SPACE, ZERO, GROUP, PAREN});
            if (width == -1 && has(LEFT)) {
                throw new MissingFormatWidthException(toString());
            }
        }

        private void checkNumeric() {
            if (width != -1 && width < 0) {
                throw new IllegalFormatWidthException(width);
            }
            if (precision != -1 && precision < 0) {
                throw new IllegalFormatPrecisionException(precision);
            }
            if (width == -1 && (has(LEFT) || has(ZERO))) {
                throw new MissingFormatWidthException(toString());
            }
            if ((has(PLUS) && has(SPACE)) || (has(LEFT) && has(ZERO))) {
                throw new IllegalFormatFlagsException(flagString(f));
            }
        }

        private void checkInteger() {
            checkNumeric();
            if (precision != -1) {
                throw new IllegalFormatPrecisionException(precision);
            }
            if (c == 'd') {
                checkBadFlagsInOrder(new int[] {ALT});
            } else {
                checkBadFlagsInOrder(new int[] {GROUP});
            }
        }

        private void checkFloat() {
            checkNumeric();
            if (c == 'a') {
                checkBadFlagsInOrder(new int[] {PAREN, GROUP});
            } else if (c == 'e') {
                checkBadFlagsInOrder(new int[] {GROUP});
            } else if (c == 'g') {
                checkBadFlagsInOrder(new int[] {ALT});
            }
        }

        private void checkText() {
            if (precision != -1) {
                throw new IllegalFormatPrecisionException(precision);
            }
            if (c == '%') {
                if (f != LEFT && f != 0) {
                    throw new IllegalFormatFlagsException(flagString(f));
                }
                if (width == -1 && has(LEFT)) {
                    throw new MissingFormatWidthException(toString());
                }
            } else {
                if (width != -1) {
                    throw new IllegalFormatWidthException(width);
                }
                if (f != 0) {
                    throw new IllegalFormatFlagsException(flagString(f));
                }
            }
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder("%");
            sb.append(flagString(f & ~UPPER));
            if (index > 0) {
                sb.append(index).append('$');
            }
            if (width != -1) {
                sb.append(width);
            }
            if (precision != -1) {
                sb.append('.').append(precision);
            }
            if (dt) {
                sb.append(has(UPPER) ? 'T' : 't');
            }
            sb.append(has(UPPER) ? Character.toUpperCase(c) : c);
            return sb.toString();
        }

        // -----------------------------------------------------------------------------------------
        // Printing
        // -----------------------------------------------------------------------------------------

        void print(Appendable a, Object arg) throws IOException {
            switch (c) {
                case 'd': case 'o': case 'x':
                    printInteger(a, arg);
                    break;
                case 'e': case 'f': case 'g': case 'a':
                    printFloat(a, arg);
                    break;
                case 'c':
                    printCharacter(a, arg);
                    break;
                case 'b':
                    printString(a, arg == null ? "false"
                            : (arg instanceof Boolean ? arg.toString() : "true"));
                    break;
                case 's':
                    if (has(ALT)) {
                        failMismatch(ALT);
                    }
                    printString(a, arg == null ? "null" : arg.toString());
                    break;
                case 'h':
                    printString(a, arg == null ? "null" : Integer.toHexString(arg.hashCode()));
                    break;
                case 'n':
                    a.append(System.lineSeparator());
                    break;
                case '%':
                    printString(a, "%");
                    break;
                default:
                    throw new UnknownFormatConversionException(String.valueOf(c));
            }
        }

        private void failConversion(Object arg) {
            throw new IllegalFormatConversionException(c, arg.getClass());
        }

        private void printString(Appendable a, String s) throws IOException {
            if (precision != -1 && precision < s.length()) {
                s = s.substring(0, precision);
            }
            if (has(UPPER)) {
                s = s.toUpperCase();
            }
            appendJustified(a, s);
        }

        private void appendJustified(Appendable a, CharSequence cs) throws IOException {
            if (width == -1) {
                a.append(cs);
                return;
            }
            boolean padRight = has(LEFT);
            int sp = width - cs.length();
            if (padRight) {
                a.append(cs);
            }
            for (int i = 0; i < sp; i++) {
                a.append(' ');
            }
            if (!padRight) {
                a.append(cs);
            }
        }

        private void printCharacter(Appendable a, Object arg) throws IOException {
            if (arg == null) {
                printString(a, "null");
                return;
            }
            String s;
            if (arg instanceof Character) {
                s = arg.toString();
            } else if (arg instanceof Byte || arg instanceof Short || arg instanceof Integer) {
                int cp = ((Number) arg).intValue();
                if (!Character.isValidCodePoint(cp)) {
                    throw new IllegalFormatCodePointException(cp);
                }
                s = new String(Character.toChars(cp));
            } else {
                failConversion(arg);
                return;
            }
            printString(a, s);
        }

        private void printInteger(Appendable a, Object arg) throws IOException {
            if (arg == null) {
                printString(a, "null");
                return;
            }
            long v;
            int bits;
            if (arg instanceof Byte) {
                v = ((Byte) arg).byteValue();
                bits = 8;
            } else if (arg instanceof Short) {
                v = ((Short) arg).shortValue();
                bits = 16;
            } else if (arg instanceof Integer) {
                v = ((Integer) arg).intValue();
                bits = 32;
            } else if (arg instanceof Long) {
                v = ((Long) arg).longValue();
                bits = 64;
            } else if (arg instanceof java.math.BigInteger) {
                printBigInteger(a, (java.math.BigInteger) arg);
                return;
            } else {
                failConversion(arg);
                return;
            }
            if (v < 0 && bits < 64 && (c == 'o' || c == 'x')) {
                v += 1L << bits;
            }
            StringBuilder sb = new StringBuilder();
            if (c == 'd') {
                boolean neg = v < 0;
                String valueStr = Long.toString(v);
                leadingSign(sb, neg);
                localizedMagnitude(sb, valueStr, neg ? 1 : 0, adjustWidth(width, neg));
                trailingSign(sb, neg);
            } else if (c == 'o') {
                checkBadFlagsInOrder(new int[] {PAREN, SPACE, PLUS});
                String s = Long.toOctalString(v);
                int len = has(ALT) ? s.length() + 1 : s.length();
                if (has(ALT)) {
                    sb.append('0');
                }
                if (has(ZERO)) {
                    for (int i = len; i < width; i++) {
                        sb.append('0');
                    }
                }
                sb.append(s);
            } else {
                checkBadFlagsInOrder(new int[] {PAREN, SPACE, PLUS});
                String s = Long.toHexString(v);
                int len = has(ALT) ? s.length() + 2 : s.length();
                if (has(ALT)) {
                    sb.append(has(UPPER) ? "0X" : "0x");
                }
                if (has(ZERO)) {
                    for (int i = len; i < width; i++) {
                        sb.append('0');
                    }
                }
                if (has(UPPER)) {
                    s = s.toUpperCase();
                }
                sb.append(s);
            }
            appendJustified(a, sb);
        }

        private void leadingSign(StringBuilder sb, boolean neg) {
            if (!neg) {
                if (has(PLUS)) {
                    sb.append('+');
                } else if (has(SPACE)) {
                    sb.append(' ');
                }
            } else {
                sb.append(has(PAREN) ? '(' : '-');
            }
        }

        private void trailingSign(StringBuilder sb, boolean neg) {
            if (neg && has(PAREN)) {
                sb.append(')');
            }
        }

        private int adjustWidth(int w, boolean neg) {
            if (w != -1 && neg && has(PAREN)) {
                w--;
            }
            return w;
        }

        /** Appends the digits of value[offset..] with grouping and zero padding to w. */
        private void localizedMagnitude(StringBuilder sb, CharSequence value, int offset, int w) {
            int begin = sb.length();
            int len = value.length();
            int dot = len;
            for (int j = offset; j < len; j++) {
                if (value.charAt(j) == '.') {
                    dot = j;
                    break;
                }
            }
            boolean grouping = has(GROUP);
            for (int j = offset; j < len; j++) {
                if (j == dot) {
                    sb.append('.');
                    grouping = false;
                    continue;
                }
                sb.append(value.charAt(j));
                if (grouping && j != dot - 1 && ((dot - j) % 3 == 1)) {
                    sb.append(',');
                }
            }
            if (w != -1 && has(ZERO)) {
                for (int k = sb.length(); k < w; k++) {
                    sb.insert(begin, '0');
                }
            }
        }

        /** %d %o %x of a BigInteger: sign and magnitude (JDK 17 allows '+', ' ', '(' with %o/%x here). */
        private void printBigInteger(Appendable a, java.math.BigInteger value) throws IOException {
            StringBuilder sb = new StringBuilder();
            boolean neg = value.signum() == -1;
            java.math.BigInteger v = value.abs();
            leadingSign(sb, neg);
            if (c == 'd') {
                localizedMagnitude(sb, v.toString(), 0, adjustWidth(width, neg));
            } else {
                String s = v.toString(c == 'o' ? 8 : 16);
                int len = s.length() + sb.length();
                if (neg && has(PAREN)) len++;
                if (has(ALT)) {
                    len += c == 'o' ? 1 : 2;
                    sb.append(c == 'o' ? "0" : has(UPPER) ? "0X" : "0x");
                }
                if (has(ZERO)) {
                    for (int i = len; i < width; i++) sb.append('0');
                }
                sb.append(has(UPPER) ? s.toUpperCase() : s);
            }
            trailingSign(sb, neg);
            appendJustified(a, sb);
        }

        /** %e %f %g of a BigDecimal: its own digits, rounded HALF_UP (JDK 17's print(BigDecimal)). */
        private void printBigDecimal(Appendable a, java.math.BigDecimal value) throws IOException {
            StringBuilder sb = new StringBuilder();
            boolean neg = value.signum() == -1;
            leadingSign(sb, neg);
            printBigDecimal(sb, value.abs(), c, precision, neg);
            trailingSign(sb, neg);
            appendJustified(a, sb);
        }

        private void printBigDecimal(StringBuilder sb, java.math.BigDecimal value, char conv, int prec, boolean neg) {
            if (conv == 'e') {
                prec = prec == -1 ? 6 : prec;
                int origPrec = value.precision();
                int nzeros = 0, compPrec;
                if (prec > origPrec - 1) {
                    compPrec = origPrec;
                    nzeros = prec - (origPrec - 1);
                } else {
                    compPrec = prec + 1;
                }
                java.math.BigDecimal v = new java.math.BigDecimal(value.unscaledValue(), value.scale(),
                        new java.math.MathContext(compPrec));
                BigDecimalLayout bdl = new BigDecimalLayout(v.unscaledValue(), v.scale(), true);
                StringBuilder mant = bdl.mant;
                if ((origPrec == 1 || !bdl.dot) && (nzeros > 0 || has(ALT))) mant.append('.');
                for (int i = 0; i < nzeros; i++) mant.append('0');
                StringBuilder exp = bdl.exp;
                int newW = width;
                if (width != -1) newW = adjustWidth(width - exp.length() - 1, neg);
                localizedMagnitude(sb, mant, 0, newW);
                sb.append(has(UPPER) ? 'E' : 'e');
                sb.append(exp);
            } else if (conv == 'f') {
                prec = prec == -1 ? 6 : prec;
                int scale = value.scale();
                if (scale > prec) {
                    int compPrec = value.precision();
                    if (compPrec <= scale) {
                        value = value.setScale(prec, java.math.RoundingMode.HALF_UP);
                    } else {
                        compPrec -= scale - prec;
                        value = new java.math.BigDecimal(value.unscaledValue(), scale, new java.math.MathContext(compPrec));
                    }
                }
                BigDecimalLayout bdl = new BigDecimalLayout(value.unscaledValue(), value.scale(), false);
                StringBuilder mant = bdl.mant;
                int nzeros = bdl.scale < prec ? prec - bdl.scale : 0;
                if (bdl.scale == 0 && (has(ALT) || nzeros > 0)) mant.append('.');
                for (int i = 0; i < nzeros; i++) mant.append('0');
                localizedMagnitude(sb, mant, 0, adjustWidth(width, neg));
            } else {
                if (prec == -1) prec = 6;
                else if (prec == 0) prec = 1;
                value = value.round(new java.math.MathContext(prec));
                java.math.BigDecimal tenToTheNegFour = java.math.BigDecimal.valueOf(1, 4);
                java.math.BigDecimal tenToThePrec = java.math.BigDecimal.valueOf(1, -prec);
                if (value.equals(java.math.BigDecimal.ZERO)
                        || (value.compareTo(tenToTheNegFour) != -1 && value.compareTo(tenToThePrec) == -1)) {
                    int e = -value.scale() + (value.unscaledValue().toString().length() - 1);
                    printBigDecimal(sb, value, 'f', prec - e - 1, neg);
                } else {
                    printBigDecimal(sb, value, 'e', prec - 1, neg);
                }
            }
        }

        /** Mantissa and exponent strings of unscaled * 10^-scale (JDK 17's BigDecimalLayout). */
        private final class BigDecimalLayout {
            final StringBuilder mant;
            StringBuilder exp;
            boolean dot;
            int scale;

            BigDecimalLayout(java.math.BigInteger intVal, int scale, boolean scientific) {
                String coeff = intVal.toString();
                int len = coeff.length();
                this.scale = scale;
                mant = new StringBuilder(len + 14);
                if (scale == 0) {
                    if (len > 1) {
                        mant.append(coeff.charAt(0));
                        if (scientific) {
                            mant.append('.');
                            dot = true;
                            mant.append(coeff, 1, len);
                            exp = new StringBuilder("+");
                            if (len < 10) exp.append('0').append(len - 1);
                            else exp.append(len - 1);
                        } else {
                            mant.append(coeff, 1, len);
                        }
                    } else {
                        mant.append(coeff);
                        if (scientific) exp = new StringBuilder("+00");
                    }
                } else if (!scientific) {
                    if (scale >= len) {
                        mant.append("0.");
                        dot = true;
                        for (int i = len; i < scale; i++) mant.append('0');
                        mant.append(coeff);
                    } else if (scale > 0) {
                        int pad = len - scale;
                        mant.append(coeff, 0, pad).append('.');
                        dot = true;
                        mant.append(coeff, pad, len);
                    } else {
                        mant.append(coeff);
                        for (int i = 0; i < -scale; i++) mant.append('0');
                        this.scale = 0;
                    }
                } else {
                    mant.append(coeff.charAt(0));
                    if (len > 1) {
                        mant.append('.');
                        dot = true;
                        mant.append(coeff, 1, len);
                    }
                    exp = new StringBuilder();
                    long adjusted = -(long) scale + (len - 1);
                    if (adjusted != 0) {
                        long abs = Math.abs(adjusted);
                        exp.append(adjusted < 0 ? '-' : '+');
                        if (abs < 10) exp.append('0');
                        exp.append(abs);
                    } else {
                        exp.append("+00");
                    }
                }
            }
        }

        private void printFloat(Appendable a, Object arg) throws IOException {
            double value;
            if (arg == null) {
                printString(a, "null");
                return;
            } else if (arg instanceof Float) {
                value = ((Float) arg).floatValue();
            } else if (arg instanceof Double) {
                value = ((Double) arg).doubleValue();
            } else if (arg instanceof java.math.BigDecimal && c != 'a') {
                printBigDecimal(a, (java.math.BigDecimal) arg);
                return;
            } else {
                failConversion(arg);
                return;
            }
            StringBuilder sb = new StringBuilder();
            boolean neg = Double.compare(value, 0.0) == -1;
            if (!Double.isNaN(value)) {
                double v = Math.abs(value);
                leadingSign(sb, neg);
                if (!Double.isInfinite(v)) {
                    printFinite(sb, v, neg);
                } else {
                    sb.append(has(UPPER) ? "INFINITY" : "Infinity");
                }
                trailingSign(sb, neg);
            } else {
                sb.append(has(UPPER) ? "NAN" : "NaN");
            }
            appendJustified(a, sb);
        }

        private void printFinite(StringBuilder sb, double value, boolean neg) {
            if (c == 'a') {
                printHex(sb, value, neg);
                return;
            }
            Digits d = new Digits(value);
            if (c == 'e') {
                int prec = precision == -1 ? 6 : precision;
                int exp = d.round(prec + 1);
                StringBuilder mant = new StringBuilder();
                String expStr = d.scientific(mant, prec, exp);
                addZeros(mant, prec);
                if (has(ALT) && prec == 0) {
                    mant.append('.');
                }
                if (value == 0.0) {
                    expStr = "+00";
                }
                int newW = width;
                if (width != -1) {
                    newW = adjustWidth(width - expStr.length() - 1, neg);
                }
                localizedMagnitude(sb, mant, 0, newW);
                sb.append(has(UPPER) ? 'E' : 'e');
                sb.append(expStr);
            } else if (c == 'f') {
                int prec = precision == -1 ? 6 : precision;
                int exp = d.round(d.decExp + prec);
                StringBuilder mant = new StringBuilder();
                d.decimal(mant, prec, exp);
                addZeros(mant, prec);
                if (has(ALT) && prec == 0) {
                    mant.append('.');
                }
                localizedMagnitude(sb, mant, 0, width == -1 ? -1 : adjustWidth(width, neg));
            } else {
                int prec = precision;
                if (precision == -1) {
                    prec = 6;
                } else if (precision == 0) {
                    prec = 1;
                }
                StringBuilder mant = new StringBuilder();
                String expStr = null;
                if (value == 0.0) {
                    mant.append('0');
                    prec -= 1;
                } else {
                    int exp = d.round(prec);
                    if (exp - 1 < -4 || exp - 1 >= prec) {
                        expStr = d.scientific(mant, prec - 1, exp);
                        prec -= 1;
                    } else {
                        d.decimal(mant, prec - exp, exp);
                        prec -= exp;
                    }
                }
                addZeros(mant, prec);
                if (has(ALT) && prec == 0) {
                    mant.append('.');
                }
                int newW = width;
                if (width != -1) {
                    newW = adjustWidth(expStr != null ? width - expStr.length() - 1 : width, neg);
                }
                localizedMagnitude(sb, mant, 0, newW);
                if (expStr != null) {
                    sb.append(has(UPPER) ? 'E' : 'e');
                    sb.append(expStr);
                }
            }
        }

        /** Pads sb's fraction with zeros to prec digits (adding the '.' if needed). */
        private static void addZeros(StringBuilder sb, int prec) {
            int len = sb.length();
            int i = sb.indexOf(".");
            boolean needDot = i < 0;
            if (needDot) {
                i = len;
            }
            int outPrec = len - i - (needDot ? 0 : 1);
            if (outPrec >= prec) {
                return;
            }
            if (needDot) {
                sb.append('.');
            }
            for (int k = outPrec; k < prec; k++) {
                sb.append('0');
            }
        }

        /** %a: Double.toHexString's form, with the precision rounding of JDK 17 for 1..12. */
        private void printHex(StringBuilder sb, double value, boolean neg) {
            int prec = precision;
            String s;
            if (prec == 0) {
                prec = 1;
            }
            if (prec == -1 || prec >= 13 || value == 0.0) {
                s = Double.toHexString(value);
                if (prec > 13) {
                    int dot = s.indexOf('.');
                    int p = s.indexOf('p');
                    StringBuilder t = new StringBuilder(s.substring(0, p));
                    for (int k = p - dot - 1; k < prec; k++) {
                        t.append('0');
                    }
                    s = t.append(s.substring(p)).toString();
                } else if (prec != -1 && value == 0.0) {
                    int dot = s.indexOf('.');
                    int p = s.indexOf('p');
                    StringBuilder t = new StringBuilder(s.substring(0, dot + 1));
                    for (int k = 0; k < prec; k++) {
                        t.append('0');
                    }
                    s = t.append(s.substring(p)).toString();
                }
            } else {
                throw new UnsupportedOperationException(
                        "%a with a precision of 1..12 is not supported by jvmlab");
            }
            boolean upper = has(UPPER);
            // s is "0x1.8p1": the "0x" prefix, then the digits, zero padded after the prefix
            String body = s.substring(2);
            int padTo = width == -1 ? -1 : adjustWidth(width, neg);
            sb.append(upper ? "0X" : "0x");
            if (has(ZERO)) {
                int total = sb.length() + body.length();
                for (int k = total; k < padTo; k++) {
                    sb.append('0');
                }
            }
            sb.append(upper ? body.toUpperCase() : body);
        }
    }

    /**
     * The decimal digits of a finite non-negative double as JDK 17's formatter sees them:
     * value = 0.d1d2...dn * 10^decExp; zero is the single digit "0" with decExp 1... see ctor.
     */
    static final class Digits {
        final char[] digits = new char[32];
        final int count;
        final int decExp;

        Digits(double v) {
            if (v == 0.0) {
                digits[0] = '0';
                count = 1;
                decExp = 1;
            } else {
                int r = FloatingDecimal.formatterDigits(v, digits);
                count = r & 0xff;
                decExp = r >> 8;
            }
        }

        /**
         * Rounds HALF_UP to prec significant digits in place (digits past them become '0');
         * returns the possibly bumped decimal exponent. prec < 0 or >= count: no rounding.
         */
        int round(int prec) {
            if (prec >= count || prec < 0) {
                return decExp;
            }
            if (prec == 0) {
                if (digits[0] >= '5') {
                    digits[0] = '1';
                    fill(1, count);
                    return decExp + 1;
                }
                fill(0, count);
                return decExp;
            }
            if (digits[prec] >= '5') {
                int i = prec - 1;
                while (i >= 0 && digits[i] == '9') {
                    i--;
                }
                if (i < 0) {
                    digits[0] = '1';
                    fill(1, count);
                    return decExp + 1;
                }
                digits[i]++;
                fill(i + 1, count);
            } else {
                fill(prec, count);
            }
            return decExp;
        }

        private void fill(int from, int to) {
            for (int i = from; i < to; i++) {
                digits[i] = '0';
            }
        }

        /** Writes "ddd.ddd" (at most prec fraction digits) for 0.digits * 10^exp. */
        void decimal(StringBuilder mant, int prec, int exp) {
            if (digits[0] == '0' && count == 1 && exp == 1) {
                mant.append('0');
                return;
            }
            if (exp > 0) {
                if (count < exp) {
                    mant.append(digits, 0, count);
                    for (int i = count; i < exp; i++) {
                        mant.append('0');
                    }
                } else {
                    mant.append(digits, 0, exp);
                    int t = Math.min(count - exp, prec);
                    if (t > 0) {
                        mant.append('.');
                        mant.append(digits, exp, t);
                    }
                }
            } else {
                int zeros = Math.max(0, Math.min(-exp, prec));
                int t = Math.max(0, Math.min(count, prec + exp));
                if (zeros > 0 || t > 0) {
                    mant.append("0.");
                    for (int i = 0; i < zeros; i++) {
                        mant.append('0');
                    }
                    if (t > 0) {
                        mant.append(digits, 0, t);
                    }
                } else {
                    mant.append('0');
                }
            }
        }

        /** Writes "d.ddd" (at most prec fraction digits); returns the exponent text "+05". */
        String scientific(StringBuilder mant, int prec, int exp) {
            int t = Math.max(0, Math.min(count - 1, prec));
            mant.append(digits[0]);
            if (t > 0) {
                mant.append('.');
                mant.append(digits, 1, t);
            }
            char sign;
            int e;
            if (exp <= 0) {
                sign = '-';
                e = -exp + 1;
            } else {
                sign = '+';
                e = exp - 1;
            }
            StringBuilder x = new StringBuilder();
            x.append(sign);
            if (e <= 9) {
                x.append('0');
            }
            x.append(e);
            return x.toString();
        }
    }
}
