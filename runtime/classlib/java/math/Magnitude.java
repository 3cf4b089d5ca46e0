// Unsigned magnitudes of BigInteger: little-endian int[] arithmetic (add, subtract, multiply with
// Karatsuba, Knuth division, shifts, radix conversion). Knows nothing of signs or two's complement.
package java.math;

/**
 * Arithmetic on unsigned magnitudes stored as little-endian {@code int[]} words (word 0 is the
 * least significant 32 bits). Every array passed in or returned is <em>trimmed</em>: its top word
 * is non-zero, and zero is the empty array {@link #EMPTY}. Arrays handed out are never modified
 * afterwards, so results may share their argument when nothing changes.
 *
 * <pre>
 *   value = sum( (word[i] &amp; 0xffffffff) * 2^(32*i) ),  i = 0 .. length-1
 * </pre>
 *
 * <p>Multiplication is schoolbook below {@link #KARATSUBA_THRESHOLD} words (the JDK's threshold,
 * so both switch at the same size) and Karatsuba above; division is Knuth's Algorithm D (TAOCP
 * vol. 2, 4.3.1; Hacker's Delight 9-2 "divmnu"). Results are exact, hence identical to the JDK's
 * whatever algorithm either side uses. Not thread-unsafe in any way: no state.
 */
final class Magnitude {
    static final long MASK = 0xffffffffL;
    static final int[] EMPTY = new int[0];
    /** Below this many words of either operand multiplication is schoolbook (JDK 17's value). */
    static final int KARATSUBA_THRESHOLD = 80;

    private Magnitude() {}

    /** The array without leading (top) zero words; {@code a} itself when already trimmed. */
    static int[] trim(int[] a) {
        return trim(a, a.length);
    }

    /** The first {@code len} words of {@code a} without top zero words. */
    static int[] trim(int[] a, int len) {
        while (len > 0 && a[len - 1] == 0) len--;
        if (len == a.length) return a;
        if (len == 0) return EMPTY;
        int[] r = new int[len];
        System.arraycopy(a, 0, r, 0, len);
        return r;
    }

    /** Magnitude of an unsigned 64-bit value. */
    static int[] ofLong(long v) {
        if (v == 0) return EMPTY;
        int hi = (int) (v >>> 32);
        return hi == 0 ? new int[] {(int) v} : new int[] {(int) v, hi};
    }

    /** Low 64 bits of {@code a} as an unsigned long. */
    static long low64(int[] a) {
        if (a.length == 0) return 0;
        long lo = a[0] & MASK;
        return a.length == 1 ? lo : lo | ((long) a[1] << 32);
    }

    /** -1, 0 or 1 as {@code a} is below, equal to or above {@code b}. */
    static int compare(int[] a, int[] b) {
        if (a.length != b.length) return a.length < b.length ? -1 : 1;
        for (int i = a.length - 1; i >= 0; i--) {
            if (a[i] != b[i]) return (a[i] & MASK) < (b[i] & MASK) ? -1 : 1;
        }
        return 0;
    }

    /** Number of significant bits (0 for zero). */
    static int bitLength(int[] a) {
        int n = a.length;
        return n == 0 ? 0 : 32 * (n - 1) + 32 - Integer.numberOfLeadingZeros(a[n - 1]);
    }

    /** Index of the lowest one bit; -1 for zero. */
    static int lowestSetBit(int[] a) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] != 0) return 32 * i + Integer.numberOfTrailingZeros(a[i]);
        }
        return -1;
    }

    /** True when {@code a} is a power of two (exactly one bit set). */
    static boolean isPowerOfTwo(int[] a) {
        int n = a.length;
        if (n == 0 || Integer.bitCount(a[n - 1]) != 1) return false;
        for (int i = 0; i < n - 1; i++) if (a[i] != 0) return false;
        return true;
    }

    /** Bit {@code n} of the magnitude. */
    static boolean testBit(int[] a, int n) {
        int w = n >>> 5;
        return w < a.length && (a[w] & (1 << (n & 31))) != 0;
    }

    /** {@code count <= 63} bits of {@code a} starting at bit {@code shift}, as a long. */
    static long bitsAt(int[] a, int shift, int count) {
        int w = shift >>> 5, b = shift & 31;
        // 64 bits from words w+2 .. w, shifted down by b
        long top = w + 2 < a.length ? a[w + 2] & MASK : 0;
        long lowTwo = ((w + 1 < a.length ? a[w + 1] & MASK : 0) << 32) | (w < a.length ? a[w] & MASK : 0);
        long v = (lowTwo >>> b) | (b == 0 ? 0 : top << (64 - b));
        return count == 64 ? v : v & ((1L << count) - 1);
    }

    // ---- addition and subtraction ----

    /** {@code a + b}. */
    static int[] add(int[] a, int[] b) {
        if (a.length < b.length) { int[] t = a; a = b; b = t; }
        if (b.length == 0) return a;
        int[] r = new int[a.length + 1];
        long carry = 0;
        int i = 0;
        for (; i < b.length; i++) {
            long s = (a[i] & MASK) + (b[i] & MASK) + carry;
            r[i] = (int) s;
            carry = s >>> 32;
        }
        for (; i < a.length; i++) {
            long s = (a[i] & MASK) + carry;
            r[i] = (int) s;
            carry = s >>> 32;
        }
        r[i] = (int) carry;
        return trim(r);
    }

    /** {@code a + v} for an unsigned 32-bit {@code v}. */
    static int[] addWord(int[] a, int v) {
        return add(a, v == 0 ? EMPTY : new int[] {v});
    }

    /** {@code a - b}; requires {@code a >= b}. */
    static int[] subtract(int[] a, int[] b) {
        if (b.length == 0) return a;
        int[] r = new int[a.length];
        long borrow = 0;
        int i = 0;
        for (; i < b.length; i++) {
            long d = (a[i] & MASK) - (b[i] & MASK) - borrow;
            r[i] = (int) d;
            borrow = d < 0 ? 1 : 0;
        }
        for (; i < a.length; i++) {
            long d = (a[i] & MASK) - borrow;
            r[i] = (int) d;
            borrow = d < 0 ? 1 : 0;
        }
        return trim(r);
    }

    /** Adds {@code x} into {@code r} starting at word {@code off}; {@code r} must be long enough. */
    private static void addInto(int[] r, int off, int[] x) {
        long carry = 0;
        int i = 0;
        for (; i < x.length; i++) {
            long s = (r[off + i] & MASK) + (x[i] & MASK) + carry;
            r[off + i] = (int) s;
            carry = s >>> 32;
        }
        for (int k = off + i; carry != 0 && k < r.length; k++) {
            long s = (r[k] & MASK) + carry;
            r[k] = (int) s;
            carry = s >>> 32;
        }
    }

    // ---- multiplication ----

    /** {@code a * m} for an unsigned 32-bit {@code m}, plus the unsigned 32-bit {@code add}. */
    static int[] mulAddWord(int[] a, int m, int add) {
        long mm = m & MASK;
        int[] r = new int[a.length + 1];
        long carry = add & MASK;
        for (int i = 0; i < a.length; i++) {
            long p = (a[i] & MASK) * mm + carry;
            r[i] = (int) p;
            carry = p >>> 32;
        }
        r[a.length] = (int) carry;
        return trim(r);
    }

    /** {@code a * b}: schoolbook below {@link #KARATSUBA_THRESHOLD} words, else Karatsuba. */
    static int[] multiply(int[] a, int[] b) {
        if (a.length == 0 || b.length == 0) return EMPTY;
        if (b.length == 1) return mulAddWord(a, b[0], 0);
        if (a.length == 1) return mulAddWord(b, a[0], 0);
        if (a.length < KARATSUBA_THRESHOLD || b.length < KARATSUBA_THRESHOLD) return schoolbook(a, b);
        return karatsuba(a, b);
    }

    private static int[] schoolbook(int[] a, int[] b) {
        int[] r = new int[a.length + b.length];
        for (int j = 0; j < b.length; j++) {
            long bj = b[j] & MASK;
            if (bj == 0) continue;
            long carry = 0;
            for (int i = 0; i < a.length; i++) {
                long p = (a[i] & MASK) * bj + (r[i + j] & MASK) + carry;
                r[i + j] = (int) p;
                carry = p >>> 32;
            }
            r[j + a.length] = (int) carry;
        }
        return trim(r);
    }

    /** Below this many words squaring is schoolbook (JDK 17's value), else Karatsuba. */
    static final int KARATSUBA_SQUARE_THRESHOLD = 128;

    /** {@code a * a}: each cross product once, doubled, plus the squares of the words. */
    static int[] square(int[] a) {
        int n = a.length;
        if (n == 0) return EMPTY;
        if (n >= KARATSUBA_SQUARE_THRESHOLD) return karatsubaSquare(a);
        int[] r = new int[2 * n];
        // Cross products a[i]*a[j], i < j
        for (int i = 0; i < n; i++) {
            long ai = a[i] & MASK;
            long carry = 0;
            for (int j = i + 1; j < n; j++) {
                long p = ai * (a[j] & MASK) + (r[i + j] & MASK) + carry;
                r[i + j] = (int) p;
                carry = p >>> 32;
            }
            r[i + n] = (int) carry;
        }
        // Double them (the sum is below 2^(64n-1))
        int top = 0;
        for (int i = 0; i < 2 * n; i++) {
            int w = r[i];
            r[i] = (w << 1) | top;
            top = w >>> 31;
        }
        // Add the squares
        long carry = 0;
        for (int i = 0; i < n; i++) {
            long sq = (a[i] & MASK) * (a[i] & MASK);
            long lo = (r[2 * i] & MASK) + (sq & MASK) + carry;
            r[2 * i] = (int) lo;
            long hi = (r[2 * i + 1] & MASK) + (sq >>> 32) + (lo >>> 32);
            r[2 * i + 1] = (int) hi;
            carry = hi >>> 32;
        }
        return trim(r);
    }

    /** Karatsuba on one operand: a^2 = a1^2*B^2h + ((a0+a1)^2 - a1^2 - a0^2)*B^h + a0^2. */
    private static int[] karatsubaSquare(int[] a) {
        int h = (a.length + 1) / 2;
        int[] a0 = slice(a, 0, h), a1 = slice(a, h, a.length);
        int[] p1 = square(a1);
        int[] p2 = square(a0);
        int[] p3 = square(add(a0, a1));
        int[] mid = subtract(subtract(p3, p1), p2);
        int[] r = new int[2 * a.length + 1];
        addInto(r, 0, p2);
        addInto(r, h, mid);
        addInto(r, 2 * h, p1);
        return trim(r);
    }

    /** Words [from, to) of {@code a}, trimmed (to may exceed the length). */
    private static int[] slice(int[] a, int from, int to) {
        if (to > a.length) to = a.length;
        if (from >= to) return EMPTY;
        int[] r = new int[to - from];
        System.arraycopy(a, from, r, 0, to - from);
        return trim(r);
    }

    /**
     * Karatsuba: with h = half the longer length, a = a1*B^h + a0 and b = b1*B^h + b0,
     * a*b = p1*B^2h + (p3 - p1 - p2)*B^h + p2 where p1 = a1*b1, p2 = a0*b0,
     * p3 = (a0+a1)*(b0+b1).
     */
    private static int[] karatsuba(int[] a, int[] b) {
        int h = (Math.max(a.length, b.length) + 1) / 2;
        int[] a0 = slice(a, 0, h), a1 = slice(a, h, a.length);
        int[] b0 = slice(b, 0, h), b1 = slice(b, h, b.length);
        int[] p1 = multiply(a1, b1);
        int[] p2 = multiply(a0, b0);
        int[] p3 = multiply(add(a0, a1), add(b0, b1));
        int[] mid = subtract(subtract(p3, p1), p2);
        int[] r = new int[a.length + b.length + 1];
        addInto(r, 0, p2);
        addInto(r, h, mid);
        addInto(r, 2 * h, p1);
        return trim(r);
    }

    // ---- Montgomery multiplication (odd moduli) ----

    /** {@code -v^-1 mod 2^32} for an odd word v (Newton's iteration doubles the correct bits). */
    static int negInverseWord(int v) {
        int inv = v;
        for (int i = 0; i < 5; i++) inv *= 2 - v * inv;
        return -inv;
    }

    /** {@code a} zero-extended to {@code n} words (a copy). */
    static int[] padded(int[] a, int n) {
        int[] r = new int[n];
        System.arraycopy(a, 0, r, 0, a.length);
        return r;
    }

    /**
     * Montgomery product {@code a * b * R^-1 mod m}, R = 2^(32n), for an odd {@code m} of n
     * words and untrimmed n-word {@code a, b < m}; {@code mInv = -m^-1 mod 2^32}, {@code t} a
     * scratch array of 2n+1 words. Schoolbook product, then word-by-word REDC (Montgomery 1985;
     * HAC 14.32): add u*m*2^(32i) with u chosen to clear word i, keep the top half, subtract m
     * once if needed. Returns a new n-word array below m.
     */
    static int[] montgomeryMultiply(int[] a, int[] b, int[] m, int mInv, int[] t) {
        int n = m.length;
        java.util.Arrays.fill(t, 0);
        // Product
        for (int j = 0; j < n; j++) {
            long bj = b[j] & MASK;
            long carry = 0;
            for (int i = 0; i < n; i++) {
                long p = (a[i] & MASK) * bj + (t[i + j] & MASK) + carry;
                t[i + j] = (int) p;
                carry = p >>> 32;
            }
            t[j + n] = (int) carry;
        }
        // Reduce: clear the low n words
        for (int i = 0; i < n; i++) {
            long u = (t[i] * mInv) & MASK;
            long carry = 0;
            for (int k = 0; k < n; k++) {
                long p = u * (m[k] & MASK) + (t[i + k] & MASK) + carry;
                t[i + k] = (int) p;
                carry = p >>> 32;
            }
            for (int k = i + n; carry != 0; k++) {
                long sum = (t[k] & MASK) + carry;
                t[k] = (int) sum;
                carry = sum >>> 32;
            }
        }
        int[] r = new int[n];
        System.arraycopy(t, n, r, 0, n);
        // At most one subtraction: the top half is below 2m
        boolean geq = t[2 * n] != 0;
        if (!geq) {
            geq = true;
            for (int i = n - 1; i >= 0; i--) {
                if (r[i] != m[i]) {
                    geq = (r[i] & MASK) > (m[i] & MASK);
                    break;
                }
            }
        }
        if (geq) {
            long borrow = 0;
            for (int i = 0; i < n; i++) {
                long d = (r[i] & MASK) - (m[i] & MASK) - borrow;
                r[i] = (int) d;
                borrow = d < 0 ? 1 : 0;
            }
        }
        return r;
    }

    // ---- division ----

    /**
     * Divides {@code u} by the word {@code d} (unsigned, non-zero), writing the quotient's words
     * into {@code q} (same length as {@code u}, untrimmed) and returning the remainder.
     */
    static int divideByWord(int[] u, int d, int[] q) {
        long dl = d & MASK;
        long r = 0;
        if (d > 0) {
            // r < d < 2^31, so (r << 32 | word) stays below 2^63: plain signed division
            for (int i = u.length - 1; i >= 0; i--) {
                long num = (r << 32) | (u[i] & MASK);
                long qw = num / dl;
                q[i] = (int) qw;
                r = num - qw * dl;
            }
        } else {
            for (int i = u.length - 1; i >= 0; i--) {
                long num = (r << 32) | (u[i] & MASK);
                long qw = Long.divideUnsigned(num, dl);
                q[i] = (int) qw;
                r = num - qw * dl;
            }
        }
        return (int) r;
    }

    /**
     * {@code {u / v, u % v}} for a non-zero {@code v}: Knuth's Algorithm D on normalized
     * operands (divisor shifted so its top bit is set; the quotient digit estimate from the top
     * two words is then at most two too large, corrected by the test on the next word and by
     * one add-back).
     */
    static int[][] divmod(int[] u, int[] v) {
        if (compare(u, v) < 0) return new int[][] {EMPTY, u};
        int n = v.length, m = u.length;
        if (n == 1) {
            int[] q = new int[m];
            int r = divideByWord(u, v[0], q);
            return new int[][] {trim(q), r == 0 ? EMPTY : new int[] {r}};
        }
        // Normalize
        int s = Integer.numberOfLeadingZeros(v[n - 1]);
        int[] vn = new int[n];
        int[] un = new int[m + 1];
        if (s == 0) {
            System.arraycopy(v, 0, vn, 0, n);
            System.arraycopy(u, 0, un, 0, m);
        } else {
            for (int i = n - 1; i > 0; i--) vn[i] = (v[i] << s) | (v[i - 1] >>> (32 - s));
            vn[0] = v[0] << s;
            un[m] = u[m - 1] >>> (32 - s);
            for (int i = m - 1; i > 0; i--) un[i] = (u[i] << s) | (u[i - 1] >>> (32 - s));
            un[0] = u[0] << s;
        }
        int[] q = new int[m - n + 1];
        long vTop = vn[n - 1] & MASK, vNext = vn[n - 2] & MASK;
        for (int j = m - n; j >= 0; j--) {
            // Estimate the quotient digit from the top two words
            long num = ((un[j + n] & MASK) << 32) | (un[j + n - 1] & MASK);
            long qhat = num >= 0 ? num / vTop : Long.divideUnsigned(num, vTop);
            long rhat = num - qhat * vTop;
            while (qhat > MASK
                    || Long.compareUnsigned(qhat * vNext, (rhat << 32) | (un[j + n - 2] & MASK)) > 0) {
                qhat--;
                rhat += vTop;
                if (rhat > MASK) break;
            }
            // Multiply and subtract
            long carry = 0, borrow = 0;
            for (int i = 0; i < n; i++) {
                long p = qhat * (vn[i] & MASK) + carry;
                carry = p >>> 32;
                long t = (un[i + j] & MASK) - (p & MASK) - borrow;
                un[i + j] = (int) t;
                borrow = t < 0 ? 1 : 0;
            }
            long t = (un[j + n] & MASK) - carry - borrow;
            un[j + n] = (int) t;
            // Add back when the estimate was one too large
            if (t < 0) {
                qhat--;
                long c = 0;
                for (int i = 0; i < n; i++) {
                    long sum = (un[i + j] & MASK) + (vn[i] & MASK) + c;
                    un[i + j] = (int) sum;
                    c = sum >>> 32;
                }
                un[j + n] += (int) c;
            }
            q[j] = (int) qhat;
        }
        // Unnormalize the remainder
        int[] r = new int[n];
        if (s == 0) {
            System.arraycopy(un, 0, r, 0, n);
        } else {
            for (int i = 0; i < n; i++) r[i] = (un[i] >>> s) | (un[i + 1] << (32 - s));
        }
        return new int[][] {trim(q), trim(r)};
    }

    // ---- shifts ----

    /** {@code a << n}, {@code n >= 0}. */
    static int[] shiftLeft(int[] a, int n) {
        if (a.length == 0 || n == 0) return a;
        int words = n >>> 5, bits = n & 31;
        int[] r = new int[a.length + words + 1];
        if (bits == 0) {
            System.arraycopy(a, 0, r, words, a.length);
        } else {
            int carry = 0;
            for (int i = 0; i < a.length; i++) {
                r[i + words] = (a[i] << bits) | carry;
                carry = a[i] >>> (32 - bits);
            }
            r[a.length + words] = carry;
        }
        return trim(r);
    }

    /** {@code a >>> n} (floor), {@code n >= 0}. */
    static int[] shiftRight(int[] a, int n) {
        int words = n >>> 5, bits = n & 31;
        if (words >= a.length) return EMPTY;
        if (n == 0) return a;
        int len = a.length - words;
        int[] r = new int[len];
        if (bits == 0) {
            System.arraycopy(a, words, r, 0, len);
        } else {
            for (int i = 0; i < len; i++) {
                int hi = i + words + 1 < a.length ? a[i + words + 1] << (32 - bits) : 0;
                r[i] = (a[i + words] >>> bits) | hi;
            }
        }
        return trim(r);
    }

    /** True when any of the low {@code n} bits of {@code a} is set. */
    static boolean anyLowBits(int[] a, int n) {
        int words = n >>> 5;
        for (int i = 0; i < words && i < a.length; i++) if (a[i] != 0) return true;
        int bits = n & 31;
        return bits != 0 && words < a.length && (a[words] & ((1 << bits) - 1)) != 0;
    }

    // ---- radix conversion ----

    /** For each radix, the number of digits that fit in a positive int: radix^k < 2^31. */
    private static final int[] DIGITS_PER_CHUNK = new int[37];
    /** For each radix, radix^DIGITS_PER_CHUNK[radix]. */
    private static final int[] CHUNK_RADIX = new int[37];

    static {
        for (int radix = 2; radix <= 36; radix++) {
            long p = radix;
            int k = 1;
            while (p * radix < Integer.MAX_VALUE) { p *= radix; k++; }
            DIGITS_PER_CHUNK[radix] = k;
            CHUNK_RADIX[radix] = (int) p;
        }
    }

    /**
     * The digits of {@code a} in {@code radix} (2..36), lower-case, without sign; "0" for zero.
     * Repeated division by the largest power of the radix that fits an int: quadratic in the
     * length, which stays well under a second for 10,000-digit numbers.
     */
    static String toString(int[] a, int radix) {
        if (a.length == 0) return "0";
        if (a.length <= 2) return Long.toUnsignedString(low64(a), radix);
        int chunk = CHUNK_RADIX[radix], width = DIGITS_PER_CHUNK[radix];
        int[] cur = a.clone();
        int len = cur.length;
        int[] rems = new int[len + 2];
        int count = 0;
        while (len > 0) {
            // One pass of division by the chunk radix, in place
            long r = 0, d = chunk & MASK;
            for (int i = len - 1; i >= 0; i--) {
                long num = (r << 32) | (cur[i] & MASK);
                long qw = num / d;
                cur[i] = (int) qw;
                r = num - qw * d;
            }
            if (count == rems.length) {
                int[] bigger = new int[rems.length * 2];
                System.arraycopy(rems, 0, bigger, 0, count);
                rems = bigger;
            }
            rems[count++] = (int) r;
            while (len > 0 && cur[len - 1] == 0) len--;
        }
        StringBuilder sb = new StringBuilder(count * width);
        sb.append(Integer.toString(rems[count - 1], radix));
        for (int i = count - 2; i >= 0; i--) {
            String digits = Integer.toString(rems[i], radix);
            for (int z = digits.length(); z < width; z++) sb.append('0');
            sb.append(digits);
        }
        return sb.toString();
    }
}
