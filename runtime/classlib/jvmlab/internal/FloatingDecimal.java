// Double/float to text exactly as JDK 17's Double.toString / Float.toString print it; does not parse.
package jvmlab.internal;

/**
 * Binary-to-decimal conversion that reproduces JDK 17's {@code Double.toString(double)} and
 * {@code Float.toString(float)} byte for byte.
 *
 * <p>JDK 17 still uses the 1996 {@code FloatingDecimal} digit generator (a Steele &amp; White /
 * "free-format" style loop), not the shortest-digits algorithm of JDK 19+ (Giulietti, JDK-4511638).
 * Its output usually is the shortest decimal that reads back to the same value, but not always,
 * and jvmlab's differential tests compare with java 17, so every habit is kept. Examples (JDK 17
 * on the left, JDK 19+ on the right; checked with java 17 and 25 on this machine):
 *
 * <ul>
 *   <li>{@code 1e23}: "9.999999999999999E22" vs "1.0E23"; {@code 2e23}: "1.9999999999999998E23";
 *       {@code 8.41e21}: "8.409999999999999E21" (the loop stops on a symmetric half-ulp test; it
 *       does not search for the shortest digits that read back);</li>
 *   <li>{@code Float.MIN_NORMAL}: "1.17549435E-38" vs "1.1754944E-38", and
 *       {@code 2 * Double.MIN_VALUE}: "1.0E-323" vs "9.9E-324" (a power of two halves M, the
 *       last digit is rounded after the loop and a carry can leave trailing zeros);</li>
 *   <li>integral doubles below 2^63 take an exact integer path that keeps up to 18 digits:
 *       "3.1607015940265421E17" vs "3.160701594026542E17";</li>
 *   <li>below 10^-3 and from 10^8 on (E-form) the first digit never stops the loop, so at least
 *       two digits are developed; [10^7, 10^8) prints in E-form but does not get that rule.</li>
 * </ul>
 *
 * <pre>
 *   value = fraction * 2^(binExp - 52)              (fraction has bit 52 set)
 *      |
 *      +-- integer, binExp <= 62 ----------> integerDigits(): exact long, drop insignificant digits
 *      |
 *      +-- otherwise: decExp ~ floor(log10 value) (may be one too big)
 *             B / S = value / 10^decExp,   M = half an ulp, scaled like B
 *             loop: digit = B / S; B = 10 (B mod S); M = 10 M
 *                   stop when B < M (low) or B + M > 10 S (high)
 *             in int, long, or DecimalBigNat arithmetic, chosen by size
 *      |
 *   format(): "ddd.ddd" for 10^-3 <= |v| < 10^7, else "d.dddE[-]x"
 * </pre>
 *
 * <p>Dependencies are kept to the bare minimum so the class runs early in jvmlab's own class
 * library: {@code Double.doubleToRawLongBits}, {@code Float.floatToRawIntBits},
 * {@code new String(char[], int, int)} and {@code StringBuilder.append(char[], int, int)}. No
 * java.math, no formatting, no lambdas or invokedynamic, no {@code assert}, no thread-locals.
 *
 * <p>Thread-safety: all methods are static and allocate their own scratch state; safe to call from
 * any thread. Source of the behaviour: JDK 17 {@code jdk.internal.math.FloatingDecimal}
 * (observed and verified bit-pattern by bit-pattern with tools/floatcheck; this is an independent
 * implementation, not a copy).
 */
public final class FloatingDecimal {
    private FloatingDecimal() {
    }

    // binary64 layout
    private static final int DOUBLE_FRACTION_WIDTH = 52;
    private static final long DOUBLE_HIDDEN_BIT = 1L << DOUBLE_FRACTION_WIDTH;
    private static final long DOUBLE_FRACTION_MASK = DOUBLE_HIDDEN_BIT - 1;
    private static final int DOUBLE_EXP_MASK = 0x7FF;
    private static final int DOUBLE_EXP_BIAS = 1023;

    // binary32 layout
    private static final int FLOAT_FRACTION_WIDTH = 23;
    private static final int FLOAT_HIDDEN_BIT = 1 << FLOAT_FRACTION_WIDTH;
    private static final int FLOAT_FRACTION_MASK = FLOAT_HIDDEN_BIT - 1;
    private static final int FLOAT_EXP_MASK = 0xFF;
    private static final int FLOAT_EXP_BIAS = 127;

    /** The integer path is taken for integral values up to 2^62 (so they fit a signed long). */
    private static final int MAX_INTEGER_PATH_BIN_EXP = 62;

    /** 5^i as int, i = 0..13 (5^13 is the largest that fits). */
    static final int[] INT_POW5 = new int[14];
    /** 5^i as long, i = 0..26 (5^27 overflows). */
    static final long[] LONG_POW5 = new long[27];
    /** ceil(log2(5^i)), i.e. bits of 5^i, with 0 for i = 0; for i >= 27 callers use 3 * i. */
    static final int[] POW5_BITS = new int[27];

    static {
        long p = 1;
        for (int i = 0; i < LONG_POW5.length; i++) {
            LONG_POW5[i] = p;
            if (i < INT_POW5.length) {
                INT_POW5[i] = (int) p;
            }
            POW5_BITS[i] = i == 0 ? 0 : 64 - nlz64(p);
            p *= 5;
        }
    }

    // ---------------------------------------------------------------------------------------------
    // Public entry points
    // ---------------------------------------------------------------------------------------------

    /**
     * Returns the text JDK 17's {@code Double.toString(d)} returns: "NaN", "Infinity",
     * "-Infinity", "0.0", "-0.0", "123.45", "1.0E-5", "4.9E-324", ...
     */
    public static String toJavaFormatString(double d) {
        char[] buf = new char[32];
        int len = getChars(d, buf);
        return new String(buf, 0, len);
    }

    /** Returns the text JDK 17's {@code Float.toString(f)} returns ("1.4E-45", "0.1", ...). */
    public static String toJavaFormatString(float f) {
        char[] buf = new char[32];
        int len = getChars(f, buf);
        return new String(buf, 0, len);
    }

    /** Appends {@code Double.toString(d)} to sb, without an intermediate String. */
    public static void appendTo(double d, StringBuilder sb) {
        char[] buf = new char[32];
        int len = getChars(d, buf);
        sb.append(buf, 0, len);
    }

    /** Appends {@code Float.toString(f)} to sb, without an intermediate String. */
    public static void appendTo(float f, StringBuilder sb) {
        char[] buf = new char[32];
        int len = getChars(f, buf);
        sb.append(buf, 0, len);
    }

    /**
     * Writes {@code Double.toString(d)} into out[0..] and returns the number of chars written
     * (at most 26; out must have room for 32).
     */
    public static int getChars(double d, char[] out) {
        long bits = Double.doubleToRawLongBits(d);
        boolean negative = bits < 0;
        long fraction = bits & DOUBLE_FRACTION_MASK;
        int biasedExp = (int) (bits >>> DOUBLE_FRACTION_WIDTH) & DOUBLE_EXP_MASK;

        // NaN and infinities
        if (biasedExp == DOUBLE_EXP_MASK) {
            return putSpecial(fraction != 0, negative, out);
        }
        // Zeros
        if (biasedExp == 0 && fraction == 0) {
            return putZero(negative, out);
        }
        // Unpack: normalise subnormals so bit 52 is set, count significant bits
        int binExp;
        int significantBits;
        if (biasedExp == 0) {
            int leadingZeros = nlz64(fraction);
            int shift = leadingZeros - (63 - DOUBLE_FRACTION_WIDTH);
            fraction <<= shift;
            binExp = 1 - shift;
            significantBits = 64 - leadingZeros;
        } else {
            fraction |= DOUBLE_HIDDEN_BIT;
            binExp = biasedExp;
            significantBits = DOUBLE_FRACTION_WIDTH + 1;
        }
        binExp -= DOUBLE_EXP_BIAS;

        Conversion c = new Conversion(negative);
        c.develop(binExp, fraction, significantBits);
        return c.format(out);
    }

    /**
     * Writes {@code Float.toString(f)} into out[0..] and returns the number of chars written.
     * A float is converted by the same generator as a double, with its own (smaller) ulp.
     */
    public static int getChars(float f, char[] out) {
        int bits = Float.floatToRawIntBits(f);
        boolean negative = bits < 0;
        int fraction = bits & FLOAT_FRACTION_MASK;
        int biasedExp = (bits >>> FLOAT_FRACTION_WIDTH) & FLOAT_EXP_MASK;

        // NaN and infinities
        if (biasedExp == FLOAT_EXP_MASK) {
            return putSpecial(fraction != 0, negative, out);
        }
        // Zeros
        if (biasedExp == 0 && fraction == 0) {
            return putZero(negative, out);
        }
        // Unpack: normalise subnormals so bit 23 is set, count significant bits
        int binExp;
        int significantBits;
        if (biasedExp == 0) {
            int leadingZeros = nlz32(fraction);
            int shift = leadingZeros - (31 - FLOAT_FRACTION_WIDTH);
            fraction <<= shift;
            binExp = 1 - shift;
            significantBits = 32 - leadingZeros;
        } else {
            fraction |= FLOAT_HIDDEN_BIT;
            binExp = biasedExp;
            significantBits = FLOAT_FRACTION_WIDTH + 1;
        }
        binExp -= FLOAT_EXP_BIAS;

        Conversion c = new Conversion(negative);
        c.develop(binExp, ((long) fraction) << (DOUBLE_FRACTION_WIDTH - FLOAT_FRACTION_WIDTH),
                significantBits);
        return c.format(out);
    }

    /**
     * The digits java.util.Formatter starts from (JDK 17's FloatingDecimal in its non-compatible
     * form: like Double.toString's digits, but E-form digit rules everywhere). d must be finite
     * and non-zero (sign ignored). Writes the digits into out (room for 24) and returns
     * count | (decExponent << 8), value = 0.d1d2...dn * 10^decExponent.
     */
    public static int formatterDigits(double d, char[] out) {
        long bits = Double.doubleToRawLongBits(d);
        long fraction = bits & DOUBLE_FRACTION_MASK;
        int biasedExp = (int) (bits >>> DOUBLE_FRACTION_WIDTH) & DOUBLE_EXP_MASK;
        int binExp;
        int significantBits;
        if (biasedExp == 0) {
            int leadingZeros = nlz64(fraction);
            int shift = leadingZeros - (63 - DOUBLE_FRACTION_WIDTH);
            fraction <<= shift;
            binExp = 1 - shift;
            significantBits = 64 - leadingZeros;
        } else {
            fraction |= DOUBLE_HIDDEN_BIT;
            binExp = biasedExp;
            significantBits = DOUBLE_FRACTION_WIDTH + 1;
        }
        binExp -= DOUBLE_EXP_BIAS;
        Conversion c = new Conversion(false);
        c.compatible = false;
        c.develop(binExp, fraction, significantBits);
        System.arraycopy(c.digits, c.first, out, 0, c.count);
        return c.count | (c.decExponent << 8);
    }

    // ---------------------------------------------------------------------------------------------
    // Special values
    // ---------------------------------------------------------------------------------------------

    private static int putSpecial(boolean isNaN, boolean negative, char[] out) {
        String image = isNaN ? "NaN" : (negative ? "-Infinity" : "Infinity");
        int n = image.length();
        for (int i = 0; i < n; i++) {
            out[i] = image.charAt(i);
        }
        return n;
    }

    private static int putZero(boolean negative, char[] out) {
        int i = 0;
        if (negative) {
            out[i++] = '-';
        }
        out[i++] = '0';
        out[i++] = '.';
        out[i++] = '0';
        return i;
    }

    // ---------------------------------------------------------------------------------------------
    // One conversion: digits, decimal exponent, sign
    // ---------------------------------------------------------------------------------------------

    /**
     * The decimal form of one finite non-zero value: value = 0.d1d2...dn * 10^decExponent,
     * digits in digits[first .. first + count). Owned by one call; not shared.
     */
    private static final class Conversion {
        final boolean negative;
        /** true for Double.toString; false for java.util.Formatter (always a second digit). */
        boolean compatible = true;
        final char[] digits = new char[24];
        int first;
        int count;
        int decExponent;

        Conversion(boolean negative) {
            this.negative = negative;
        }

        /**
         * Develops the digits of fraction * 2^(binExp - 52). fraction has bit 52 set;
         * significantBits is the precision of the source format at this value (53 or 24 for
         * normal numbers, fewer for subnormals); it sets the half-ulp used by the stopping test.
         */
        void develop(int binExp, long fraction, int significantBits) {
            int tailZeros = ntz64(fraction);
            // significant bits actually present in fraction
            int fractionBits = DOUBLE_FRACTION_WIDTH + 1 - tailZeros;
            // bits right of the binary point
            int tinyBits = fractionBits - binExp - 1;
            if (tinyBits < 0) {
                tinyBits = 0;
            }

            // Phase 1: an integer that fits in a long
            if (tinyBits == 0 && binExp <= MAX_INTEGER_PATH_BIN_EXP) {
                int insignificant = 0;
                if (binExp > significantBits) {
                    insignificant = floorLog10Pow2(binExp - significantBits - 1);
                }
                long value = binExp >= DOUBLE_FRACTION_WIDTH
                        ? fraction << (binExp - DOUBLE_FRACTION_WIDTH)
                        : fraction >>> (DOUBLE_FRACTION_WIDTH - binExp);
                integerDigits(value, insignificant);
                return;
            }

            // Phase 2: scale so that B / S = value / 10^decExp and M = half an ulp (like B)
            int decExp = estimateDecExp(fraction, binExp);
            int b5 = decExp < 0 ? -decExp : 0;
            int b2 = b5 + tinyBits + binExp;
            int s5 = decExp > 0 ? decExp : 0;
            int s2 = s5 + tinyBits;
            int m5 = b5;
            int m2 = b2 - significantBits;

            // B is built from fraction without its trailing zeros
            fraction >>>= tailZeros;
            b2 -= fractionBits - 1;
            int common2 = b2 < s2 ? b2 : s2;
            b2 -= common2;
            s2 -= common2;
            m2 -= common2;
            // The generator's own fix-up for a power of two: halve M (the gap below is smaller)
            if (fractionBits == 1) {
                m2 -= 1;
            }
            // M cannot hold a negative power of two: scale everything up instead
            if (m2 < 0) {
                b2 -= m2;
                s2 -= m2;
                m2 = 0;
            }

            // Phase 3: generate digits in the narrowest arithmetic that holds B and 10*S
            int bBits = fractionBits + b2 + (b5 < POW5_BITS.length ? POW5_BITS[b5] : b5 * 3);
            int tenSBits = s2 + 1
                    + (s5 + 1 < POW5_BITS.length ? POW5_BITS[s5 + 1] : (s5 + 1) * 3);
            if (bBits < 32 && tenSBits < 32) {
                developInt(decExp, (int) fraction, b5, b2, s5, s2, m5, m2);
            } else if (bBits < 64 && tenSBits < 64) {
                developLong(decExp, fraction, b5, b2, s5, s2, m5, m2);
            } else {
                developBig(decExp, fraction, b5, b2, s5, s2, m5, m2);
            }
        }

        /** Digit loop in 32-bit arithmetic (with the same wrap-around as the original). */
        private void developInt(int decExp, int fraction, int b5, int b2, int s5, int s2, int m5,
                int m2) {
            int b = (fraction * INT_POW5[b5]) << b2;
            int s = INT_POW5[s5] << s2;
            int m = INT_POW5[m5] << m2;
            int tenS = s * 10;
            int n = 0;

            // First digit; a zero means decExp was one too big
            int q = b / s;
            b = 10 * (b % s);
            m *= 10;
            boolean low = b < m;
            boolean high = b + m > tenS;
            if (q == 0 && !high) {
                decExp--;
            } else {
                digits[n++] = (char) ('0' + q);
            }
            // E-form always shows a second digit
            if (!compatible || decExp < -3 || decExp >= 8) {
                low = false;
                high = false;
            }
            // Further digits until the remainder is within half an ulp
            while (!low && !high) {
                q = b / s;
                b = 10 * (b % s);
                m *= 10;
                if (m > 0) {
                    low = b < m;
                    high = b + m > tenS;
                } else {
                    // m overflowed: stop, let the tie test decide
                    low = true;
                    high = true;
                }
                digits[n++] = (char) ('0' + q);
            }
            int twiceRemainderMinusTenS = (b << 1) - tenS;
            finish(decExp, n, low, high, twiceRemainderMinusTenS);
        }

        /** Digit loop in 64-bit arithmetic (same shape as developInt). */
        private void developLong(int decExp, long fraction, int b5, int b2, int s5, int s2,
                int m5, int m2) {
            long b = (fraction * LONG_POW5[b5]) << b2;
            long s = LONG_POW5[s5] << s2;
            long m = LONG_POW5[m5] << m2;
            long tenS = s * 10L;
            int n = 0;

            // First digit; a zero means decExp was one too big
            int q = (int) (b / s);
            b = 10L * (b % s);
            m *= 10L;
            boolean low = b < m;
            boolean high = b + m > tenS;
            if (q == 0 && !high) {
                decExp--;
            } else {
                digits[n++] = (char) ('0' + q);
            }
            // E-form always shows a second digit
            if (!compatible || decExp < -3 || decExp >= 8) {
                low = false;
                high = false;
            }
            // Further digits until the remainder is within half an ulp
            while (!low && !high) {
                q = (int) (b / s);
                b = 10L * (b % s);
                m *= 10L;
                if (m > 0L) {
                    low = b < m;
                    high = b + m > tenS;
                } else {
                    // m overflowed: stop, let the tie test decide
                    low = true;
                    high = true;
                }
                digits[n++] = (char) ('0' + q);
            }
            long twiceRemainderMinusTenS = (b << 1) - tenS;
            finish(decExp, n, low, high, twiceRemainderMinusTenS);
        }

        /** Digit loop with arbitrary precision; the high test here is B + M >= 10 S. */
        private void developBig(int decExp, long fraction, int b5, int b2, int s5, int s2,
                int m5, int m2) {
            // S = 5^s5 2^s2, shifted further so its top word is in [2^27, 2^28): one-word
            // quotient estimates. The same extra power of two goes into B, M and 10 S.
            DecimalBigNat s = DecimalBigNat.pow5(s5, s2 + 40);
            int sBits = s.bitLength() + s2;
            int shift = (28 - (sBits & 31)) & 31;
            s.shiftLeft(s2 + shift);
            DecimalBigNat tenS = s.copy(8);
            tenS.mulSmall(10);
            // B = fraction 5^b5 2^b2 and 10 M = 10 5^m5 2^m2 share the power of five (m5 == b5)
            DecimalBigNat m = DecimalBigNat.pow5(m5, 64 + b2 + shift + 80);
            DecimalBigNat b = m.copy(64 + b2 + shift + 8);
            b.mulLong(fraction);
            b.shiftLeft(b2 + shift);
            m.mulSmall(10);   // the loop compares against 10 M from the first digit on
            m.shiftLeft(m2 + shift);
            int n = 0;

            // First digit; a zero means decExp was one too big
            int q = b.quoRemTimesTen(s);
            boolean low = b.compareTo(m) < 0;
            boolean high = DecimalBigNat.compareSum(b, m, tenS) >= 0;
            if (q == 0 && !high) {
                decExp--;
            } else {
                digits[n++] = (char) ('0' + q);
            }
            // E-form always shows a second digit
            if (!compatible || decExp < -3 || decExp >= 8) {
                low = false;
                high = false;
            }
            // Further digits until the remainder is within half an ulp
            while (!low && !high) {
                q = b.quoRemTimesTen(s);
                m.mulSmall(10);
                low = b.compareTo(m) < 0;
                high = DecimalBigNat.compareSum(b, m, tenS) >= 0;
                digits[n++] = (char) ('0' + q);
            }
            long twiceRemainderMinusTenS = (high && low) ? DecimalBigNat.compareSum(b, b, tenS) : 0;
            finish(decExp, n, low, high, twiceRemainderMinusTenS);
        }

        /**
         * Records the digits and rounds the last one: up when only "high" stopped the loop; when
         * both did, up if the remainder is above half (2B > 10S), and on an exact tie up only if
         * the last digit is odd.
         */
        private void finish(int decExp, int n, boolean low, boolean high, long twiceRemMinusTenS) {
            decExponent = decExp + 1;
            first = 0;
            count = n;
            if (!high) {
                return;
            }
            boolean roundUp;
            if (!low) {
                roundUp = true;
            } else if (twiceRemMinusTenS == 0) {
                roundUp = (digits[first + count - 1] & 1) != 0;
            } else {
                roundUp = twiceRemMinusTenS > 0;
            }
            if (roundUp) {
                roundUpLastDigit();
            }
        }

        /**
         * Adds one to the last digit. Carried-over nines become zeros and stay in the digits (so
         * they are printed); a carry out of the first digit turns it into '1' and bumps the
         * exponent, leaving the rest as zeros.
         */
        private void roundUpLastDigit() {
            int i = first + count - 1;
            char d = digits[i];
            while (d == '9' && i > first) {
                digits[i] = '0';
                d = digits[--i];
            }
            if (d == '9') {
                decExponent += 1;
                digits[first] = '1';
                return;
            }
            digits[i] = (char) (d + 1);
        }

        /**
         * Exact path for integers below 2^63: drops the low "insignificant" decimal digits with
         * round-half-up, then strips trailing zeros into the exponent.
         */
        private void integerDigits(long value, int insignificant) {
            int exponent = 0;
            if (insignificant != 0) {
                long pow10 = LONG_POW5[insignificant] << insignificant;
                long residue = value % pow10;
                value /= pow10;
                exponent += insignificant;
                if (residue >= (pow10 >> 1)) {
                    value++;
                }
            }
            // Strip trailing zeros
            while (value % 10 == 0) {
                value /= 10;
                exponent++;
            }
            // Write digits right to left
            int i = digits.length;
            while (value != 0) {
                digits[--i] = (char) ('0' + (int) (value % 10));
                value /= 10;
                exponent++;
            }
            first = i;
            count = digits.length - i;
            decExponent = exponent;
        }

        /** Lays out the digits in Java's F-form or E-form; returns the length written. */
        int format(char[] out) {
            int i = 0;
            if (negative) {
                out[i++] = '-';
            }
            int e = decExponent;
            if (e > 0 && e < 8) {
                // F-form, 1 <= |v| < 10^7: integer part, '.', fraction part (at least "0")
                int intDigits = count < e ? count : e;
                i = copy(digits, first, intDigits, out, i);
                if (intDigits < e) {
                    for (int z = intDigits; z < e; z++) {
                        out[i++] = '0';
                    }
                    out[i++] = '.';
                    out[i++] = '0';
                } else {
                    out[i++] = '.';
                    if (intDigits < count) {
                        i = copy(digits, first + intDigits, count - intDigits, out, i);
                    } else {
                        out[i++] = '0';
                    }
                }
            } else if (e <= 0 && e > -3) {
                // F-form, 10^-3 <= |v| < 1: "0." then -e zeros then the digits
                out[i++] = '0';
                out[i++] = '.';
                for (int z = e; z < 0; z++) {
                    out[i++] = '0';
                }
                i = copy(digits, first, count, out, i);
            } else {
                // E-form: d.ddd E [-] exponent
                out[i++] = digits[first];
                out[i++] = '.';
                if (count > 1) {
                    i = copy(digits, first + 1, count - 1, out, i);
                } else {
                    out[i++] = '0';
                }
                out[i++] = 'E';
                int x;
                if (e <= 0) {
                    out[i++] = '-';
                    x = 1 - e;
                } else {
                    x = e - 1;
                }
                if (x >= 100) {
                    out[i++] = (char) ('0' + x / 100);
                    x %= 100;
                    out[i++] = (char) ('0' + x / 10);
                } else if (x >= 10) {
                    out[i++] = (char) ('0' + x / 10);
                }
                out[i++] = (char) ('0' + x % 10);
            }
            return i;
        }
    }

    // ---------------------------------------------------------------------------------------------
    // Small helpers (kept local so the class needs nothing from Long/Integer/Math; package-private
    // like the tables above so the nested Conversion needs no synthetic accessors under -target 8)
    // ---------------------------------------------------------------------------------------------

    /**
     * floor(log10(value)) estimated in double arithmetic from the leading bits, exactly as the
     * JDK 17 generator estimates it: either right or one too big (the first digit then comes
     * out 0 and is dropped). Must stay bit-identical: it decides the digit count in E-form.
     */
    static int estimateDecExp(long fraction, int binExp) {
        // 1 <= d2 < 2, exact: the 52 fraction bits scaled by 2^-52, plus one
        double d2 = 1.0 + (double) (fraction & DOUBLE_FRACTION_MASK) * 0x1.0p-52;
        // log10(d2) ~ (d2 - 1.5) / (1.5 ln 10) + log10(1.5); log10(2) per binary exponent
        double est = (d2 - 1.5D) * 0.289529654D + 0.176091259 + (double) binExp * 0.301029995663981;
        int r = (int) est;
        if (est < r) {
            r--;   // floor for negative non-integers
        }
        return r;
    }

    /**
     * floor(log10(2^p)) for 2 <= p <= 62, else 0: how many low decimal digits of an integer with
     * p more bits than the format's precision carry no information. Callers pass p <= 60.
     */
    static int floorLog10Pow2(int p) {
        if (p <= 1 || p > 62) {
            return 0;
        }
        long v = 1L << p;
        int n = 0;
        while (v >= 10) {
            v /= 10;
            n++;
        }
        return n;
    }

    static int copy(char[] src, int from, int n, char[] dst, int at) {
        for (int k = 0; k < n; k++) {
            dst[at + k] = src[from + k];
        }
        return at + n;
    }

    /** Number of leading zero bits of a 64-bit value (64 for 0). */
    static int nlz64(long v) {
        if (v == 0) {
            return 64;
        }
        int n = 0;
        if ((v >>> 32) == 0) { n += 32; v <<= 32; }
        if ((v >>> 48) == 0) { n += 16; v <<= 16; }
        if ((v >>> 56) == 0) { n += 8; v <<= 8; }
        if ((v >>> 60) == 0) { n += 4; v <<= 4; }
        if ((v >>> 62) == 0) { n += 2; v <<= 2; }
        if ((v >>> 63) == 0) { n += 1; }
        return n;
    }

    /** Number of leading zero bits of a 32-bit value (32 for 0). */
    static int nlz32(int v) {
        return v == 0 ? 32 : nlz64(v & 0xFFFFFFFFL) - 32;
    }

    /** Number of trailing zero bits of a 64-bit value (64 for 0). */
    static int ntz64(long v) {
        if (v == 0) {
            return 64;
        }
        int n = 0;
        if ((v & 0xFFFFFFFFL) == 0) { n += 32; v >>>= 32; }
        if ((v & 0xFFFFL) == 0) { n += 16; v >>>= 16; }
        if ((v & 0xFFL) == 0) { n += 8; v >>>= 8; }
        if ((v & 0xFL) == 0) { n += 4; v >>>= 4; }
        if ((v & 0x3L) == 0) { n += 2; v >>>= 2; }
        if ((v & 0x1L) == 0) { n += 1; }
        return n;
    }
}
