// java.math.BigInteger: immutable arbitrary-precision integers with JDK 17's results, hash codes and
// exception texts. Magnitude arithmetic is in Magnitude, primality and prime generation in Primes.
package java.math;

import java.util.Random;

/**
 * An immutable integer of any size: a sign and an unsigned magnitude.
 *
 * <pre>
 *   signum : -1, 0, 1                 (0 exactly when mag is empty)
 *   mag    : little-endian int words, trimmed (Magnitude)
 *   value  = signum * mag
 * </pre>
 *
 * <p>Bit operations see the infinite two's-complement form: {@link #word(int)} gives its n-th
 * 32-bit word, derived from the magnitude on the fly (for a negative value: words below the
 * lowest non-zero magnitude word are 0, that word is negated, the ones above are inverted).
 *
 * <p>What programs can observe is JDK 17's: {@code hashCode} (31-polynomial over the big-endian
 * magnitude words, times the sign), {@code toString}/{@code toByteArray} forms, correctly rounded
 * {@code doubleValue}/{@code floatValue}, the random-bits and random-prime constructors (they
 * consume a {@link Random} exactly as JDK 17 does, so a seeded Random gives the same numbers),
 * and the messages of every exception. Thread-safe: instances are immutable.
 */
public class BigInteger extends Number implements Comparable<BigInteger> {
    private static final long serialVersionUID = -8287574255936472291L;

    /** -1, 0 or 1. */
    final int signum;
    /** Trimmed little-endian magnitude; never modified after construction. */
    final int[] mag;

    private static final BigInteger[] POS_CACHE = new BigInteger[17];
    private static final BigInteger[] NEG_CACHE = new BigInteger[17];

    static {
        for (int i = 1; i <= 16; i++) {
            POS_CACHE[i] = new BigInteger(new int[] {i}, 1);
            NEG_CACHE[i] = new BigInteger(new int[] {i}, -1);
        }
    }

    public static final BigInteger ZERO = new BigInteger(Magnitude.EMPTY, 0);
    public static final BigInteger ONE = valueOf(1);
    public static final BigInteger TWO = valueOf(2);
    public static final BigInteger TEN = valueOf(10);
    static final BigInteger NEGATIVE_ONE = valueOf(-1);

    /** Internal: takes {@code mag} (trimmed, not copied) and a sign that is ignored for zero. */
    BigInteger(int[] mag, int signum) {
        this.mag = mag;
        this.signum = mag.length == 0 ? 0 : signum;
    }

    // ---- construction ----

    /** Parses decimal digits with an optional leading sign. */
    public BigInteger(String val) {
        this(val, 10);
    }

    /** Digits in JDK 17's digits-per-int groups, so a bad digit is reported with JDK 17's group. */
    private static final int[] DIGITS_PER_INT = {0, 0, 30, 19, 15, 13, 11,
        11, 10, 9, 9, 8, 8, 8, 8, 7, 7, 7, 7, 7, 7, 7, 6, 6, 6, 6,
        6, 6, 6, 6, 6, 6, 5, 5, 5, 5, 5};

    /**
     * Parses {@code val} in {@code radix}: one optional leading '-' or '+', then digits
     * ({@link Character#digit}). Errors as JDK 17: "Radix out of range", "Zero length BigInteger",
     * "Illegal embedded sign character", and {@code Integer.parseInt}'s "For input string" for
     * the group of digits (JDK 17's grouping) that holds a bad character.
     */
    public BigInteger(String val, int radix) {
        int len = val.length();
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX)
            throw new NumberFormatException("Radix out of range");
        if (len == 0) throw new NumberFormatException("Zero length BigInteger");
        int sign = 1, cursor = 0;
        int minus = val.lastIndexOf('-'), plus = val.lastIndexOf('+');
        if (minus >= 0) {
            if (minus != 0 || plus >= 0) throw new NumberFormatException("Illegal embedded sign character");
            sign = -1;
            cursor = 1;
        } else if (plus >= 0) {
            if (plus != 0) throw new NumberFormatException("Illegal embedded sign character");
            cursor = 1;
        }
        if (cursor == len) throw new NumberFormatException("Zero length BigInteger");
        while (cursor < len && Character.digit(val.charAt(cursor), radix) == 0) cursor++;
        if (cursor == len) {
            this.signum = 0;
            this.mag = Magnitude.EMPTY;
            return;
        }
        int numDigits = len - cursor;
        int per = DIGITS_PER_INT[radix];
        int first = numDigits % per;
        if (first == 0) first = per;
        int superRadix = 1;
        for (int i = 0; i < per; i++) superRadix *= radix;
        String group = val.substring(cursor, cursor + first);
        cursor += first;
        int g = Integer.parseInt(group, radix);
        if (g < 0) throw new NumberFormatException("Illegal digit");
        int[] m = Magnitude.ofLong(g);
        while (cursor < len) {
            group = val.substring(cursor, cursor + per);
            cursor += per;
            g = Integer.parseInt(group, radix);
            if (g < 0) throw new NumberFormatException("Illegal digit");
            m = Magnitude.mulAddWord(m, superRadix, g);
        }
        this.mag = m;
        this.signum = sign;
    }

    /** From a big-endian two's-complement byte array; an empty one is "Zero length BigInteger". */
    public BigInteger(byte[] val) {
        this(val, 0, val.length);
    }

    /** From {@code len} bytes of big-endian two's complement starting at {@code off}. */
    public BigInteger(byte[] val, int off, int len) {
        checkFromIndexSize(off, len, val.length);
        if (len == 0) throw new NumberFormatException("Zero length BigInteger");
        boolean negative = val[off] < 0;
        int[] words = new int[(len + 3) / 4];
        for (int i = 0; i < len; i++) {
            int b = val[off + len - 1 - i] & 0xff;
            words[i >>> 2] |= b << (8 * (i & 3));
        }
        if (negative) {
            // Sign-extend the top word, then negate
            int used = len & 3;
            if (used != 0) words[words.length - 1] |= -1 << (8 * used);
            BigInteger v = fromTwosComplement(words);
            this.mag = v.mag;
            this.signum = v.signum;
        } else {
            this.mag = Magnitude.trim(words);
            this.signum = this.mag.length == 0 ? 0 : 1;
        }
    }

    /** From a sign (-1, 0, 1) and a big-endian unsigned magnitude. */
    public BigInteger(int signum, byte[] magnitude) {
        this(signum, magnitude, 0, magnitude.length);
    }

    /** From a sign and {@code len} bytes of big-endian unsigned magnitude at {@code off}. */
    public BigInteger(int signum, byte[] magnitude, int off, int len) {
        if (signum < -1 || signum > 1) throw new NumberFormatException("Invalid signum value");
        checkFromIndexSize(off, len, magnitude.length);
        int[] m = bytesToMag(magnitude, off, len);
        if (m.length != 0 && signum == 0) throw new NumberFormatException("signum-magnitude mismatch");
        this.mag = m;
        this.signum = m.length == 0 ? 0 : signum;
    }

    /**
     * A uniformly random value in [0, 2^numBits): JDK 17 fills (numBits+7)/8 bytes with
     * {@code rnd.nextBytes} and masks the excess high bits of the first byte.
     */
    public BigInteger(int numBits, Random rnd) {
        byte[] bytes = randomBits(numBits, rnd);
        this.mag = bytesToMag(bytes, 0, bytes.length);
        this.signum = this.mag.length == 0 ? 0 : 1;
    }

    /** A random probable prime of exactly {@code bitLength} bits, as JDK 17 draws it from rnd. */
    public BigInteger(int bitLength, int certainty, Random rnd) {
        if (bitLength < 2) throw new ArithmeticException("bitLength < 2");
        BigInteger p = Primes.randomPrime(bitLength, certainty, rnd);
        this.mag = p.mag;
        this.signum = 1;
    }

    static byte[] randomBits(int numBits, Random rnd) {
        if (numBits < 0) throw new IllegalArgumentException("numBits must be non-negative");
        int numBytes = (int) (((long) numBits + 7) / 8);
        byte[] bytes = new byte[numBytes];
        if (numBytes > 0) {
            rnd.nextBytes(bytes);
            int excessBits = 8 * numBytes - numBits;
            bytes[0] &= (byte) ((1 << (8 - excessBits)) - 1);
        }
        return bytes;
    }

    private static void checkFromIndexSize(int off, int len, int length) {
        if ((length | off | len) < 0 || len > length - off)
            throw new IndexOutOfBoundsException("Range [" + off + ", " + off + " + " + len
                    + ") out of bounds for length " + length);
    }

    /** Big-endian unsigned bytes to a trimmed magnitude. */
    private static int[] bytesToMag(byte[] b, int off, int len) {
        int[] words = new int[(len + 3) / 4];
        for (int i = 0; i < len; i++) {
            words[i >>> 2] |= (b[off + len - 1 - i] & 0xff) << (8 * (i & 3));
        }
        return Magnitude.trim(words);
    }

    /** The value of little-endian two's-complement words (the top word's high bit is the sign). */
    static BigInteger fromTwosComplement(int[] words) {
        int n = words.length;
        if (n == 0 || words[n - 1] >= 0) return new BigInteger(Magnitude.trim(words), 1);
        // Negate: invert and add one
        int[] m = new int[n];
        long carry = 1;
        for (int i = 0; i < n; i++) {
            long s = (~words[i] & Magnitude.MASK) + carry;
            m[i] = (int) s;
            carry = s >>> 32;
        }
        return new BigInteger(Magnitude.trim(m), -1);
    }

    /** The BigInteger equal to {@code val}; -16..16 are cached as in the JDK. */
    public static BigInteger valueOf(long val) {
        if (val == 0) return ZERO;
        if (val > 0 && val <= 16) return POS_CACHE[(int) val];
        if (val < 0 && val >= -16) return NEG_CACHE[(int) -val];
        return val > 0 ? new BigInteger(Magnitude.ofLong(val), 1) : new BigInteger(Magnitude.ofLong(-val), -1);
    }

    /** A random probable prime of {@code bitLength} bits (composite with probability below 2^-100). */
    public static BigInteger probablePrime(int bitLength, Random rnd) {
        if (bitLength < 2) throw new ArithmeticException("bitLength < 2");
        return Primes.randomPrime(bitLength, Primes.DEFAULT_PRIME_CERTAINTY, rnd);
    }

    // ---- arithmetic ----

    private static BigInteger signed(int[] mag, int signum) {
        return mag.length == 0 ? ZERO : new BigInteger(mag, signum);
    }

    public BigInteger add(BigInteger val) {
        if (val.signum == 0) return this;
        if (signum == 0) return val;
        if (val.signum == signum) return new BigInteger(Magnitude.add(mag, val.mag), signum);
        int cmp = Magnitude.compare(mag, val.mag);
        if (cmp == 0) return ZERO;
        return cmp > 0 ? new BigInteger(Magnitude.subtract(mag, val.mag), signum)
                       : new BigInteger(Magnitude.subtract(val.mag, mag), -signum);
    }

    public BigInteger subtract(BigInteger val) {
        return add(val.negate());
    }

    /** Schoolbook below 80 words of either operand, Karatsuba above (exact either way); x*x squares. */
    public BigInteger multiply(BigInteger val) {
        if (signum == 0 || val.signum == 0) return ZERO;
        if (val == this && mag.length > 8) return new BigInteger(Magnitude.square(mag), 1);
        return new BigInteger(Magnitude.multiply(mag, val.mag), signum * val.signum);
    }

    private static ArithmeticException divideByZero() {
        return new ArithmeticException("BigInteger divide by zero");
    }

    /** Quotient rounded toward zero. */
    public BigInteger divide(BigInteger val) {
        if (val.signum == 0) throw divideByZero();
        if (signum == 0) return ZERO;
        return signed(Magnitude.divmod(mag, val.mag)[0], signum * val.signum);
    }

    /** {@code this - (this / val) * val}: the sign of the dividend. */
    public BigInteger remainder(BigInteger val) {
        if (val.signum == 0) throw divideByZero();
        if (signum == 0) return ZERO;
        return signed(Magnitude.divmod(mag, val.mag)[1], signum);
    }

    /** {@code {divide(val), remainder(val)}}. */
    public BigInteger[] divideAndRemainder(BigInteger val) {
        if (val.signum == 0) throw divideByZero();
        if (signum == 0) return new BigInteger[] {ZERO, ZERO};
        int[][] qr = Magnitude.divmod(mag, val.mag);
        return new BigInteger[] {signed(qr[0], signum * val.signum), signed(qr[1], signum)};
    }

    /** The non-negative residue modulo a positive {@code m}. */
    public BigInteger mod(BigInteger m) {
        if (m.signum <= 0) throw new ArithmeticException("BigInteger: modulus not positive");
        BigInteger r = remainder(m);
        return r.signum >= 0 ? r : r.add(m);
    }

    /** {@code this^exponent} by repeated squaring; "Negative exponent" below zero. */
    public BigInteger pow(int exponent) {
        if (exponent < 0) throw new ArithmeticException("Negative exponent");
        if (signum == 0) return exponent == 0 ? ONE : this;
        int[] result = new int[] {1};
        int[] base = mag;
        // Powers of two shift
        int low = Magnitude.lowestSetBit(mag);
        long shift = (long) low * exponent;
        if (shift > Integer.MAX_VALUE) throw new ArithmeticException("BigInteger would overflow supported range");
        if (low > 0) base = Magnitude.shiftRight(base, low);
        int e = exponent;
        while (e != 0) {
            if ((e & 1) != 0) result = Magnitude.multiply(result, base);
            e >>>= 1;
            if (e != 0) base = Magnitude.square(base);
        }
        result = Magnitude.shiftLeft(result, (int) shift);
        int sign = (signum < 0 && (exponent & 1) != 0) ? -1 : 1;
        return new BigInteger(result, sign);
    }

    /** Floor of the square root; "Negative BigInteger" below zero. */
    public BigInteger sqrt() {
        if (signum < 0) throw new ArithmeticException("Negative BigInteger");
        if (signum == 0) return ZERO;
        int bits = bitLength();
        if (bits <= 52) {
            long v = longValue();
            long r = (long) Math.sqrt((double) v);
            while (r * r > v) r--;
            while ((r + 1) * (r + 1) <= v) r++;
            return valueOf(r);
        }
        // Newton from above: x0 = 2^ceil(bits/2) >= sqrt(n); x' = (x + n/x) / 2 while it falls
        BigInteger x = ONE.shiftLeft((bits + 1) / 2);
        while (true) {
            BigInteger y = x.add(this.divide(x)).shiftRight(1);
            if (y.compareTo(x) >= 0) return x;
            x = y;
        }
    }

    /** {@code {s, this - s*s}} with {@code s = sqrt()}. */
    public BigInteger[] sqrtAndRemainder() {
        BigInteger s = sqrt();
        return new BigInteger[] {s, this.subtract(s.multiply(s))};
    }

    /** Greatest common divisor of the absolute values (0 when both are 0). Euclid's algorithm. */
    public BigInteger gcd(BigInteger val) {
        if (val.signum == 0) return abs();
        if (signum == 0) return val.abs();
        int[] a = mag, b = val.mag;
        while (b.length != 0) {
            if (a.length <= 2 && b.length <= 2) {
                long x = Magnitude.low64(a), y = Magnitude.low64(b);
                while (y != 0) {
                    long t = Long.remainderUnsigned(x, y);
                    x = y;
                    y = t;
                }
                return new BigInteger(Magnitude.ofLong(x), 1);
            }
            int[] r = Magnitude.divmod(a, b)[1];
            a = b;
            b = r;
        }
        return new BigInteger(a, 1);
    }

    public BigInteger abs() {
        return signum >= 0 ? this : negate();
    }

    public BigInteger negate() {
        return signum == 0 ? this : new BigInteger(mag, -signum);
    }

    public int signum() {
        return signum;
    }

    /**
     * {@code this^exponent mod m} (left-to-right sliding windows; Montgomery products for an
     * odd modulus, division after each product for an even one). JDK 17's special cases, in its order: "modulus not positive", exponent 0, base 1,
     * base 0, base -1 with an even exponent; a negative exponent inverts the result.
     */
    public BigInteger modPow(BigInteger exponent, BigInteger m) {
        if (m.signum <= 0) throw new ArithmeticException("BigInteger: modulus not positive");
        if (exponent.signum == 0) return m.equals(ONE) ? ZERO : ONE;
        if (this.equals(ONE)) return m.equals(ONE) ? ZERO : ONE;
        if (this.signum == 0 && exponent.signum >= 0) return ZERO;
        if (this.equals(NEGATIVE_ONE) && !exponent.testBit(0)) return m.equals(ONE) ? ZERO : ONE;
        boolean invert = exponent.signum < 0;
        if (invert) exponent = exponent.negate();
        BigInteger base = (signum < 0 || compareTo(m) >= 0) ? mod(m) : this;
        int[] result = modPowMag(base.mag, exponent.mag, m.mag);
        BigInteger r = signed(result, 1);
        return invert ? r.modInverse(m) : r;
    }

    /**
     * Sliding-window modular exponentiation on magnitudes: base < m, exponent > 0. An odd
     * modulus takes Montgomery multiplication (Magnitude.montgomeryMultiply), an even one
     * reduces each product by division.
     */
    private static int[] modPowMag(int[] base, int[] exp, int[] m) {
        if (m.length == 1 && m[0] == 1) return Magnitude.EMPTY;
        if ((m[0] & 1) != 0) return modPowMontgomery(base, exp, m);
        int ebits = Magnitude.bitLength(exp);
        int window = ebits > 512 ? 5 : ebits > 64 ? 4 : ebits > 16 ? 3 : 1;
        // Table of odd powers base^1, base^3, ..., base^(2^window - 1)
        int[][] table = new int[1 << (window - 1)][];
        table[0] = base;
        if (window > 1) {
            int[] sq = reduce(Magnitude.multiply(base, base), m);
            for (int i = 1; i < table.length; i++) table[i] = reduce(Magnitude.multiply(table[i - 1], sq), m);
        }
        int[] result = null;
        int i = ebits - 1;
        while (i >= 0) {
            if (!Magnitude.testBit(exp, i)) {
                result = reduce(Magnitude.multiply(result, result), m);
                i--;
                continue;
            }
            // Longest window [j, i] ending in a one bit
            int j = Math.max(i - window + 1, 0);
            while (!Magnitude.testBit(exp, j)) j++;
            int value = 0;
            for (int k = i; k >= j; k--) value = (value << 1) | (Magnitude.testBit(exp, k) ? 1 : 0);
            if (result == null) {
                result = table[value >>> 1];
            } else {
                for (int k = i; k >= j; k--) result = reduce(Magnitude.multiply(result, result), m);
                result = reduce(Magnitude.multiply(result, table[value >>> 1]), m);
            }
            i = j - 1;
        }
        return result;
    }

    /**
     * The same window walk in Montgomery form (x' = x * R mod m, R = 2^(32 * words of m)): the
     * operands enter as base * R mod m by one division, every product is a Montgomery product,
     * and the result leaves by a Montgomery product with 1.
     */
    private static int[] modPowMontgomery(int[] base, int[] exp, int[] m) {
        int n = m.length;
        int mInv = Magnitude.negInverseWord(m[0]);
        int[] scratch = new int[2 * n + 1];
        int[] baseM = Magnitude.padded(Magnitude.divmod(Magnitude.shiftLeft(base, 32 * n), m)[1], n);
        int ebits = Magnitude.bitLength(exp);
        int window = ebits > 512 ? 5 : ebits > 64 ? 4 : ebits > 16 ? 3 : 1;
        int[][] table = new int[1 << (window - 1)][];
        table[0] = baseM;
        if (window > 1) {
            int[] sq = Magnitude.montgomeryMultiply(baseM, baseM, m, mInv, scratch);
            for (int i = 1; i < table.length; i++) table[i] = Magnitude.montgomeryMultiply(table[i - 1], sq, m, mInv, scratch);
        }
        int[] result = null;
        int i = ebits - 1;
        while (i >= 0) {
            if (!Magnitude.testBit(exp, i)) {
                result = Magnitude.montgomeryMultiply(result, result, m, mInv, scratch);
                i--;
                continue;
            }
            int j = Math.max(i - window + 1, 0);
            while (!Magnitude.testBit(exp, j)) j++;
            int value = 0;
            for (int k = i; k >= j; k--) value = (value << 1) | (Magnitude.testBit(exp, k) ? 1 : 0);
            if (result == null) {
                result = table[value >>> 1];
            } else {
                for (int k = i; k >= j; k--) result = Magnitude.montgomeryMultiply(result, result, m, mInv, scratch);
                result = Magnitude.montgomeryMultiply(result, table[value >>> 1], m, mInv, scratch);
            }
            i = j - 1;
        }
        int[] one = new int[n];
        one[0] = 1;
        return Magnitude.trim(Magnitude.montgomeryMultiply(result, one, m, mInv, scratch));
    }

    private static int[] reduce(int[] x, int[] m) {
        return Magnitude.compare(x, m) < 0 ? x : Magnitude.divmod(x, m)[1];
    }

    /** {@code this^-1 mod m}: extended Euclid; "BigInteger not invertible." when gcd != 1. */
    public BigInteger modInverse(BigInteger m) {
        if (m.signum != 1) throw new ArithmeticException("BigInteger: modulus not positive");
        if (m.equals(ONE)) return ZERO;
        BigInteger a = (signum < 0 || compareTo(m) >= 0) ? mod(m) : this;
        if (a.equals(ONE)) return ONE;
        // Invariants: r0 = s0 * a (mod m), r1 = s1 * a (mod m)
        BigInteger r0 = m, r1 = a, s0 = ZERO, s1 = ONE;
        while (r1.signum != 0) {
            BigInteger[] qr = r0.divideAndRemainder(r1);
            BigInteger s2 = s0.subtract(qr[0].multiply(s1));
            r0 = r1;
            r1 = qr[1];
            s0 = s1;
            s1 = s2;
        }
        if (!r0.equals(ONE)) throw new ArithmeticException("BigInteger not invertible.");
        return s0.signum < 0 ? s0.add(m) : s0;
    }

    // ---- shifts and bits (two's complement view) ----

    /** {@code this * 2^n}; a negative n shifts right. */
    public BigInteger shiftLeft(int n) {
        if (signum == 0 || n == 0) return this;
        if (n < 0) return shiftRightImpl(n == Integer.MIN_VALUE ? Integer.MAX_VALUE : -n);
        return new BigInteger(Magnitude.shiftLeft(mag, n), signum);
    }

    /** {@code floor(this / 2^n)} (sign-extending); a negative n shifts left. */
    public BigInteger shiftRight(int n) {
        if (signum == 0 || n == 0) return this;
        if (n < 0) {
            if (n == Integer.MIN_VALUE) throw new ArithmeticException("Shift distance of Integer.MIN_VALUE not supported.");
            return new BigInteger(Magnitude.shiftLeft(mag, -n), signum);
        }
        return shiftRightImpl(n);
    }

    private BigInteger shiftRightImpl(int n) {
        int[] m = Magnitude.shiftRight(mag, n);
        if (signum < 0) {
            // Round toward negative infinity: one more when bits were shifted out
            if (Magnitude.anyLowBits(mag, n)) m = Magnitude.addWord(m, 1);
            return new BigInteger(m, -1);
        }
        return signed(m, 1);
    }

    /** Index of the lowest two's-complement word that is non-zero in the magnitude. */
    private int firstNonzeroWord() {
        int i = 0;
        while (mag[i] == 0) i++;
        return i;
    }

    /** Word {@code n} (little-endian) of the infinite two's-complement form. */
    int word(int n) {
        if (n < 0) return 0;
        if (n >= mag.length) return signum < 0 ? -1 : 0;
        int w = mag[n];
        if (signum >= 0) return w;
        int first = firstNonzeroWord();
        return n < first ? 0 : n == first ? -w : ~w;
    }

    /** Words needed for the two's-complement form including a sign bit. */
    private int intLength() {
        return (bitLength() >>> 5) + 1;
    }

    private BigInteger bitwise(BigInteger val, int op) {
        int n = Math.max(intLength(), val.intLength());
        int[] w = new int[n];
        for (int i = 0; i < n; i++) {
            int a = word(i), b = val.word(i);
            switch (op) {
                case 0: w[i] = a & b; break;
                case 1: w[i] = a | b; break;
                case 2: w[i] = a ^ b; break;
                default: w[i] = a & ~b; break;
            }
        }
        return normalize(fromTwosComplement(w));
    }

    private static BigInteger normalize(BigInteger v) {
        return v.signum == 0 ? ZERO : v;
    }

    public BigInteger and(BigInteger val) {
        return bitwise(val, 0);
    }

    public BigInteger or(BigInteger val) {
        return bitwise(val, 1);
    }

    public BigInteger xor(BigInteger val) {
        return bitwise(val, 2);
    }

    public BigInteger andNot(BigInteger val) {
        return bitwise(val, 3);
    }

    /** {@code ~this}, i.e. {@code -this - 1}. */
    public BigInteger not() {
        return negate().subtract(ONE);
    }

    private static ArithmeticException negativeBit() {
        return new ArithmeticException("Negative bit address");
    }

    public boolean testBit(int n) {
        if (n < 0) throw negativeBit();
        return (word(n >>> 5) & (1 << (n & 31))) != 0;
    }

    private BigInteger changeBit(int n, int op) {
        if (n < 0) throw negativeBit();
        int idx = n >>> 5;
        int len = Math.max(intLength(), idx + 2);
        int[] w = new int[len];
        for (int i = 0; i < len; i++) w[i] = word(i);
        int bit = 1 << (n & 31);
        if (op == 0) w[idx] |= bit;
        else if (op == 1) w[idx] &= ~bit;
        else w[idx] ^= bit;
        return normalize(fromTwosComplement(w));
    }

    public BigInteger setBit(int n) {
        return changeBit(n, 0);
    }

    public BigInteger clearBit(int n) {
        return changeBit(n, 1);
    }

    public BigInteger flipBit(int n) {
        return changeBit(n, 2);
    }

    /** Index of the lowest one bit; -1 for zero. */
    public int getLowestSetBit() {
        return signum == 0 ? -1 : Magnitude.lowestSetBit(mag);
    }

    /** Bits of the minimal two's-complement form, excluding the sign bit. */
    public int bitLength() {
        int n = Magnitude.bitLength(mag);
        if (signum < 0 && Magnitude.isPowerOfTwo(mag)) n--;
        return n;
    }

    /** Number of bits in the two's-complement form that differ from the sign bit. */
    public int bitCount() {
        int bc = 0;
        for (int w : mag) bc += Integer.bitCount(w);
        if (signum < 0) bc += Magnitude.lowestSetBit(mag) - 1;
        return bc;
    }

    // ---- primes ----

    /**
     * True when probably prime (composite with probability at most 2^-certainty), false when
     * certainly composite; JDK 17's Miller-Rabin round counts, plus Lucas-Lehmer from 100 bits.
     */
    public boolean isProbablePrime(int certainty) {
        if (certainty <= 0) return true;
        BigInteger w = abs();
        if (w.equals(TWO)) return true;
        if (!w.testBit(0) || w.equals(ONE)) return false;
        return Primes.primeToCertainty(w, certainty, null);
    }

    /** The first probable prime above this; "start < 0: " for a negative value. */
    public BigInteger nextProbablePrime() {
        if (signum < 0) throw new ArithmeticException("start < 0: " + this);
        return Primes.nextProbablePrime(this);
    }

    // ---- comparison ----

    public int compareTo(BigInteger val) {
        if (signum != val.signum) return signum > val.signum ? 1 : -1;
        int c = Magnitude.compare(mag, val.mag);
        return signum >= 0 ? c : -c;
    }

    public boolean equals(Object x) {
        if (x == this) return true;
        if (!(x instanceof BigInteger)) return false;
        BigInteger o = (BigInteger) x;
        return o.signum == signum && Magnitude.compare(mag, o.mag) == 0;
    }

    public BigInteger min(BigInteger val) {
        return compareTo(val) < 0 ? this : val;
    }

    public BigInteger max(BigInteger val) {
        return compareTo(val) > 0 ? this : val;
    }

    /** JDK 17's: {@code h = 31*h + word} over the magnitude from the most significant word, times signum. */
    public int hashCode() {
        int h = 0;
        for (int i = mag.length - 1; i >= 0; i--) h = (int) (31 * h + (mag[i] & Magnitude.MASK));
        return h * signum;
    }

    // ---- conversion ----

    /** Digits in {@code radix} (10 when out of range), lower case, '-' for negatives. */
    public String toString(int radix) {
        if (signum == 0) return "0";
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) radix = 10;
        String digits = Magnitude.toString(mag, radix);
        return signum < 0 ? "-" + digits : digits;
    }

    public String toString() {
        return toString(10);
    }

    /** Minimal big-endian two's complement: {@code bitLength()/8 + 1} bytes. */
    public byte[] toByteArray() {
        int byteLen = bitLength() / 8 + 1;
        byte[] b = new byte[byteLen];
        for (int i = 0; i < byteLen; i++) {
            b[byteLen - 1 - i] = (byte) (word(i >>> 2) >>> (8 * (i & 3)));
        }
        return b;
    }

    /** Low 32 bits of the two's-complement form. */
    public int intValue() {
        return word(0);
    }

    /** Low 64 bits of the two's-complement form. */
    public long longValue() {
        return ((long) word(1) << 32) | (word(0) & Magnitude.MASK);
    }

    /** Nearest float (ties to even), infinite beyond Float.MAX_VALUE. */
    public float floatValue() {
        if (signum == 0) return 0.0f;
        int exponent = Magnitude.bitLength(mag) - 1;
        if (exponent < 63) return (float) longValue();
        if (exponent > Float.MAX_EXPONENT) return signum > 0 ? Float.POSITIVE_INFINITY : Float.NEGATIVE_INFINITY;
        // Top 25 bits: 24 significand bits and the rounding bit; sticky = anything below
        int shift = exponent - 24;
        int twice = (int) Magnitude.bitsAt(mag, shift, 25);
        int floor = (twice >> 1) & ((1 << 23) - 1);
        boolean up = (twice & 1) != 0 && ((floor & 1) != 0 || Magnitude.lowestSetBit(mag) < shift);
        int bits = ((exponent + 127) << 23) + floor + (up ? 1 : 0);
        bits |= signum & 0x80000000;
        return Float.intBitsToFloat(bits);
    }

    /** Nearest double (ties to even), infinite beyond Double.MAX_VALUE. */
    public double doubleValue() {
        if (signum == 0) return 0.0;
        int exponent = Magnitude.bitLength(mag) - 1;
        if (exponent < 63) return (double) longValue();
        if (exponent > Double.MAX_EXPONENT) return signum > 0 ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
        // Top 54 bits: 53 significand bits and the rounding bit; sticky = anything below
        int shift = exponent - 53;
        long twice = Magnitude.bitsAt(mag, shift, 54);
        long floor = (twice >> 1) & ((1L << 52) - 1);
        boolean up = (twice & 1) != 0 && ((floor & 1) != 0 || Magnitude.lowestSetBit(mag) < shift);
        long bits = ((long) (exponent + 1023) << 52) + floor + (up ? 1 : 0);
        bits |= (long) signum & 0x8000000000000000L;
        return Double.longBitsToDouble(bits);
    }

    public long longValueExact() {
        if (mag.length <= 2 && bitLength() <= 63) return longValue();
        throw new ArithmeticException("BigInteger out of long range");
    }

    public int intValueExact() {
        if (mag.length <= 1 && bitLength() <= 31) return intValue();
        throw new ArithmeticException("BigInteger out of int range");
    }

    public short shortValueExact() {
        if (mag.length <= 1 && bitLength() <= 31) {
            int v = intValue();
            if (v >= Short.MIN_VALUE && v <= Short.MAX_VALUE) return (short) v;
        }
        throw new ArithmeticException("BigInteger out of short range");
    }

    public byte byteValueExact() {
        if (mag.length <= 1 && bitLength() <= 31) {
            int v = intValue();
            if (v >= Byte.MIN_VALUE && v <= Byte.MAX_VALUE) return (byte) v;
        }
        throw new ArithmeticException("BigInteger out of byte range");
    }
}
