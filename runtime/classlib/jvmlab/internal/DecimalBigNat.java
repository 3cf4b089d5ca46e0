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

    /** 5^(13 * j) for j = 0..POW5_STEP_COUNT-1, built once; read-only after class init. */
    private static final int POW5_STEP = 13;
    private static final int POW5_STEP_COUNT = 28;   // covers 5^363 and beyond via mulSmall
    private static final int[][] POW5_STEPS = new int[POW5_STEP_COUNT][];

    static {
        DecimalBigNat p = new DecimalBigNat(POW5_STEP_COUNT + 2);
        p.words[0] = 1;
        p.length = 1;
        for (int j = 0; j < POW5_STEP_COUNT; j++) {
            int[] w = new int[p.length];
            for (int i = 0; i < p.length; i++) {
                w[i] = p.words[i];
            }
            POW5_STEPS[j] = w;
            p.mulSmall(FIVE_POW_13);
        }
    }

    /**
     * Returns a fresh {@code 5^p5} (p5 >= 0) with room for {@code extraBits} more bits, so later
     * shifts and small multiplications do not reallocate.
     */
    static DecimalBigNat pow5(int p5, int extraBits) {
        int j = p5 / POW5_STEP;
        if (j >= POW5_STEP_COUNT) {
            j = POW5_STEP_COUNT - 1;
        }
        int[] base = POW5_STEPS[j];
        // log2(5) < 2.33, so 5^p5 needs at most (233 * p5) / 100 + 1 bits.
        int bits = (233 * p5) / 100 + 1 + extraBits;
        DecimalBigNat n = new DecimalBigNat(bits / 32 + 3);
        for (int i = 0; i < base.length; i++) {
            n.words[i] = base[i];
        }
        n.length = base.length;
        // Multiply by the remaining fives, thirteen at a time
        int rest = p5 - j * POW5_STEP;
        while (rest >= POW5_STEP) {
            n.mulSmall(FIVE_POW_13);
            rest -= POW5_STEP;
        }
        if (rest > 0) {
            int f = 1;
            for (int i = 0; i < rest; i++) {
                f *= 5;
            }
            n.mulSmall(f);
        }
        return n;
    }

    /** Bit length of this value (0 for zero). */
    int bitLength() {
        if (length == 0) {
            return 0;
        }
        int top = words[length - 1];
        int bits = 0;
        while (top != 0) {
            top >>>= 1;
            bits++;
        }
        return 32 * (length - 1) + bits;
    }

    /** Returns an independent copy with room for {@code extraBits} more bits. */
    DecimalBigNat copy(int extraBits) {
        DecimalBigNat n = new DecimalBigNat(length + extraBits / 32 + 2);
        for (int i = 0; i < length; i++) {
            n.words[i] = words[i];
        }
        n.length = length;
        return n;
    }

    /** this = this * v, v read as unsigned 64-bit; one pass, in place. */
    void mulLong(long v) {
        long hi = v >>> 32;
        if (hi == 0) {
            mulSmall((int) v);
            return;
        }
        long lo = v & WORD_MASK;
        int n = length;
        ensureCapacity(n + 2);
        int[] w = words;
        // result word i = w[i] * lo + w[i-1] * hi + carry, with w[n] = w[n+1] = 0
        long carry = 0;
        long prev = 0;
        for (int i = 0; i < n + 2; i++) {
            long x = i < n ? (w[i] & WORD_MASK) : 0L;
            long pl = x * lo;
            long ph = prev * hi;
            long low = (pl & WORD_MASK) + (ph & WORD_MASK) + (carry & WORD_MASK);
            w[i] = (int) low;
            carry = (pl >>> 32) + (ph >>> 32) + (carry >>> 32) + (low >>> 32);
            prev = x;
        }
        length = n + 2;
        trim();
    }

    /** Builds a value from little-endian words (used by tools/floatcheck's arithmetic check). */
    static DecimalBigNat ofWords(int[] w) {
        DecimalBigNat n = new DecimalBigNat(w.length + 2);
        for (int i = 0; i < w.length; i++) {
            n.words[i] = w[i];
        }
        n.length = w.length;
        n.trim();
        return n;
    }

    /** The value as little-endian words, no leading zero words (for tools/floatcheck). */
    int[] toWords() {
        int[] w = new int[length];
        for (int i = 0; i < length; i++) {
            w[i] = words[i];
        }
        return w;
    }

    /** The most significant word (0 for zero). */
    int topWord() {
        return length == 0 ? 0 : words[length - 1];
    }

    /** this = this * m, m read as unsigned 32-bit. */
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

    /**
     * Returns the sign of {@code a + b - c} (-1, 0 or 1) without materialising the sum.
     * Works from the top word down and usually decides after one or two words: the words not yet
     * seen add between -1 and +2 units of the current position, so a partial difference of at
     * least 1 or at most -2 settles the sign.
     */
    static int compareSum(DecimalBigNat a, DecimalBigNat b, DecimalBigNat c) {
        int n = a.length;
        if (b.length > n) {
            n = b.length;
        }
        if (c.length > n) {
            n = c.length;
        }
        long d = 0;   // value of (a + b - c) restricted to the words seen so far
        for (int i = n - 1; i >= 0; i--) {
            d = (d << 32) + a.word(i) + b.word(i) - c.word(i);
            if (d >= 1) {
                return 1;
            }
            if (d <= -2) {
                return -1;
            }
        }
        return d == 0 ? 0 : -1;
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
        if (length > n || (s.words[n - 1] & WORD_MASK) < (1L << 27)) {
            // Slow exact path; not reached for inputs FloatingDecimal builds.
            long q = 0;
            while (compareTo(s) >= 0) {
                subtract(s);
                q++;
            }
            mulSmall(10);
            return (int) q;
        }
        // Estimate q from the top words (never too small, at most one too big)
        long q = (words[n - 1] & WORD_MASK) / (s.words[n - 1] & WORD_MASK);
        // One pass: r = this - q s (signed, by words) and this = 10 r
        int[] w = words;
        int[] sw = s.words;
        long borrow = 0;
        long carry = 0;
        for (int i = 0; i < n; i++) {
            long t = (w[i] & WORD_MASK) - q * (sw[i] & WORD_MASK) + borrow;
            borrow = t >> 32;
            long u = (t & WORD_MASK) * 10 + carry;
            w[i] = (int) u;
            carry = u >>> 32;
        }
        // value = words + top * 2^(32n); negative top means q was one too big: add 10 s back
        long top = carry + 10 * borrow;
        while (top < 0) {
            long c = 0;
            for (int i = 0; i < n; i++) {
                long t = (w[i] & WORD_MASK) + 10 * (sw[i] & WORD_MASK) + c;
                w[i] = (int) t;
                c = t >>> 32;
            }
            top += c;
            q--;
        }
        // 10 (this mod s) < 10 s < 2^(32n): top is now 0
        length = n;
        trim();
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
