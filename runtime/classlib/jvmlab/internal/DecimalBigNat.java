// Natural-number scratch arithmetic for FloatingDecimal's digit loop; only what long division by 10^k needs.
package jvmlab.internal;

/**
 * A mutable natural number (no sign) held as little-endian unsigned 32-bit words, with just the
 * operations the JDK-17-compatible digit generator in {@link FloatingDecimal} needs:
 * build {@code v * 5^p5 * 2^p2}, multiply by a small int, compare, compare a sum, and the
 * "one decimal digit of a long division" step {@code q = this / s; this = (this % s) * 10}.
 *
 * <pre>
 *   words:  [ w0 | w1 | ... | w(length-1) | unused capacity ... ]
 *   value = sum( (w[i] & 0xFFFFFFFF) * 2^(32*i) ),  w[length-1] != 0 unless length == 0
 * </pre>
 *
 * Values stay small (a double needs at most about 1,200 bits), so every operation is the
 * schoolbook one. Instances are owned by a single conversion and never shared: not thread-safe.
 * Written with plain int/long arithmetic only (no java.math), so it runs in jvmlab's own class
 * library. Idea: Knuth TAOCP vol. 2, 4.3.1 (normalised divisor, one-word quotient estimate).
 */
final class DecimalBigNat {
    private static final long WORD_MASK = 0xFFFFFFFFL;
    /** 5^13, the largest power of five that fits in a signed int. */
    private static final int FIVE_POW_13 = 1220703125;

    private int[] words;
    private int length;

    private DecimalBigNat(int capacityWords) {
        words = new int[capacityWords < 2 ? 2 : capacityWords];
        length = 0;
    }

    /** Returns {@code 5^p5 * 2^p2}; p5, p2 >= 0. */
    static DecimalBigNat pow52(int p5, int p2) {
        return mulPow52(1L, p5, p2);
    }

    /** Returns {@code v * 5^p5 * 2^p2}; v is read as unsigned 64-bit, p5, p2 >= 0. */
    static DecimalBigNat mulPow52(long v, int p5, int p2) {
        // log2(5) < 2.33, so 5^p5 needs at most (233 * p5) / 100 + 1 bits.
        int bits = 64 + (233 * p5) / 100 + 1 + p2;
        DecimalBigNat n = new DecimalBigNat(bits / 32 + 3);
        // Load v
        n.words[0] = (int) v;
        n.words[1] = (int) (v >>> 32);
        n.length = 2;
        n.trim();
        // Multiply by 5^p5, thirteen fives at a time
        int rest = p5;
        while (rest >= 13) {
            n.mulSmall(FIVE_POW_13);
            rest -= 13;
        }
        if (rest > 0) {
            int f = 1;
            for (int i = 0; i < rest; i++) {
                f *= 5;
            }
            n.mulSmall(f);
        }
        // Multiply by 2^p2
        n.shiftLeft(p2);
        return n;
    }

    /** The most significant word (0 for zero). */
    int topWord() {
        return length == 0 ? 0 : words[length - 1];
    }

    /** this = this * m, for 0 <= m < 2^31. */
    void mulSmall(int m) {
        long factor = m & WORD_MASK;
        long carry = 0;
        for (int i = 0; i < length; i++) {
            long p = (words[i] & WORD_MASK) * factor + carry;
            words[i] = (int) p;
            carry = p >>> 32;
        }
        if (carry != 0) {
            ensureCapacity(length + 1);
            words[length++] = (int) carry;
        }
        trim();
    }

    /** this = this * 2^bits, bits >= 0. */
    void shiftLeft(int bits) {
        if (length == 0 || bits == 0) {
            return;
        }
        int wordShift = bits >>> 5;
        int bitShift = bits & 31;
        ensureCapacity(length + wordShift + 1);
        int[] w = words;
        if (bitShift == 0) {
            w[length + wordShift] = 0;
            for (int i = length - 1; i >= 0; i--) {
                w[i + wordShift] = w[i];
            }
        } else {
            int back = 32 - bitShift;
            w[length + wordShift] = w[length - 1] >>> back;
            for (int i = length - 1; i > 0; i--) {
                w[i + wordShift] = (w[i] << bitShift) | (w[i - 1] >>> back);
            }
            w[wordShift] = w[0] << bitShift;
        }
        for (int i = 0; i < wordShift; i++) {
            w[i] = 0;
        }
        length = length + wordShift + 1;
        trim();
    }

    /** Returns the sign of {@code this - other}: -1, 0 or 1. */
    int compareTo(DecimalBigNat other) {
        if (length != other.length) {
            return length < other.length ? -1 : 1;
        }
        for (int i = length - 1; i >= 0; i--) {
            int a = words[i] + Integer.MIN_VALUE;  // unsigned compare via bias
            int b = other.words[i] + Integer.MIN_VALUE;
            if (a != b) {
                return a < b ? -1 : 1;
            }
        }
        return 0;
    }

    /** Returns the sign of {@code a + b - c} (-1, 0 or 1) without materialising the sum. */
    static int compareSum(DecimalBigNat a, DecimalBigNat b, DecimalBigNat c) {
        int n = a.length;
        if (b.length > n) {
            n = b.length;
        }
        if (c.length > n) {
            n = c.length;
        }
        long carry = 0;          // running signed carry, always -1, 0 or 1 between words
        boolean nonZero = false;
        for (int i = 0; i < n; i++) {
            long t = a.word(i) + b.word(i) - c.word(i) + carry;
            if ((t & WORD_MASK) != 0) {
                nonZero = true;
            }
            carry = t >> 32;
        }
        if (carry != 0) {
            return carry < 0 ? -1 : 1;
        }
        return nonZero ? 1 : 0;
    }

    /**
     * One digit of long division: returns {@code q = floor(this / s)} and sets
     * {@code this = (this mod s) * 10}.
     *
     * Precondition for the fast path: s is normalised (its top word >= 2^27, as the caller
     * arranges) and this < 2^(32 * s.length). Then the quotient of the top words is never below
     * the true q and at most one above, so one add-back corrects it. Any other shape takes a slow
     * but exact repeated-subtraction path.
     */
    int quoRemTimesTen(DecimalBigNat s) {
        int n = s.length;
        if (length < n) {
            // this < s: quotient 0
            mulSmall(10);
            return 0;
        }
        long q;
        if (length == n && (s.words[n - 1] & WORD_MASK) >= (1L << 27)) {
            // Estimate q from the top words
            q = (words[n - 1] & WORD_MASK) / (s.words[n - 1] & WORD_MASK);
            // Subtract q * s
            long borrow = 0;
            for (int i = 0; i < n; i++) {
                long t = (words[i] & WORD_MASK) - q * (s.words[i] & WORD_MASK) + borrow;
                words[i] = (int) t;
                borrow = t >> 32;
            }
            // Add s back while the remainder is negative
            while (borrow < 0) {
                long carry = 0;
                for (int i = 0; i < n; i++) {
                    long t = (words[i] & WORD_MASK) + (s.words[i] & WORD_MASK) + carry;
                    words[i] = (int) t;
                    carry = t >>> 32;
                }
                borrow += carry;
                q--;
            }
            trim();
        } else {
            // Slow exact path; not reached for inputs FloatingDecimal builds.
            q = 0;
            while (compareTo(s) >= 0) {
                subtract(s);
                q++;
            }
        }
        mulSmall(10);
        return (int) q;
    }

    /** this = this - s, requires this >= s. */
    private void subtract(DecimalBigNat s) {
        long borrow = 0;
        for (int i = 0; i < length; i++) {
            long t = (words[i] & WORD_MASK) - s.word(i) + borrow;
            words[i] = (int) t;
            borrow = t >> 32;
        }
        trim();
    }

    private long word(int i) {
        return i < length ? (words[i] & WORD_MASK) : 0L;
    }

    private void trim() {
        while (length > 0 && words[length - 1] == 0) {
            length--;
        }
    }

    private void ensureCapacity(int needed) {
        if (needed <= words.length) {
            return;
        }
        int[] bigger = new int[needed + 4];
        for (int i = 0; i < length; i++) {
            bigger[i] = words[i];
        }
        words = bigger;
    }
}
