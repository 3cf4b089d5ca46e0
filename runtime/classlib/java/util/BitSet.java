// java.util.BitSet: a growable vector of bits in 64-bit words, with JDK 17's growth policy (size()),
// hashCode, toString, byte/long array forms and IndexOutOfBoundsException texts. No ByteBuffer/LongBuffer forms.
package java.util;

import java.util.stream.IntStream;

/**
 * Bits in {@code long} words, bit {@code i} at {@code words[i >> 6] & (1L << i)}.
 *
 * <pre>
 *   words       : the storage; words.length * 64 is size()
 *   wordsInUse  : words below it may be non-zero, words[wordsInUse - 1] != 0 (or wordsInUse == 0)
 *   sizeIsSticky: the user chose the size (BitSet(nbits)); clone() trims only when false
 * </pre>
 *
 * Growth doubles the storage or takes what is needed, whichever is more, as JDK 17 does, so
 * {@code size()} reads the same. Not thread-safe.
 */
public class BitSet implements Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 7997698588986878753L;
    private static final int ADDRESS_BITS_PER_WORD = 6;
    private static final int BITS_PER_WORD = 1 << ADDRESS_BITS_PER_WORD;
    private static final long WORD_MASK = 0xffffffffffffffffL;

    private long[] words;
    private transient int wordsInUse = 0;
    private transient boolean sizeIsSticky = false;

    private static int wordIndex(int bitIndex) {
        return bitIndex >> ADDRESS_BITS_PER_WORD;
    }

    /** An empty set of 64 bits' capacity. */
    public BitSet() {
        words = new long[wordIndex(BITS_PER_WORD - 1) + 1];
        sizeIsSticky = false;
    }

    /** An empty set with room for {@code nbits}; "nbits < 0: n" for a negative size. */
    public BitSet(int nbits) {
        if (nbits < 0) throw new NegativeArraySizeException("nbits < 0: " + nbits);
        words = new long[wordIndex(nbits - 1) + 1];
        sizeIsSticky = true;
    }

    private BitSet(long[] words) {
        this.words = words;
        this.wordsInUse = words.length;
    }

    /** The set whose bit {@code n} is {@code (longs[n/64] & (1L << (n%64))) != 0}. */
    public static BitSet valueOf(long[] longs) {
        int n = longs.length;
        while (n > 0 && longs[n - 1] == 0) n--;
        return new BitSet(Arrays.copyOf(longs, n));
    }

    /** The set whose bit {@code n} is {@code (bytes[n/8] & (1 << (n%8))) != 0}. */
    public static BitSet valueOf(byte[] bytes) {
        int n = bytes.length;
        while (n > 0 && bytes[n - 1] == 0) n--;
        long[] w = new long[(n + 7) / 8];
        for (int i = 0; i < n; i++) w[i >> 3] |= (bytes[i] & 0xffL) << (8 * (i & 7));
        return new BitSet(w);
    }

    /** Little-endian bytes up to the highest set bit. */
    public byte[] toByteArray() {
        int n = wordsInUse;
        if (n == 0) return new byte[0];
        int len = 8 * (n - 1);
        for (long x = words[n - 1]; x != 0; x >>>= 8) len++;
        byte[] bytes = new byte[len];
        for (int i = 0; i < len; i++) bytes[i] = (byte) (words[i >> 3] >>> (8 * (i & 7)));
        return bytes;
    }

    /** The words up to the highest non-zero one. */
    public long[] toLongArray() {
        return Arrays.copyOf(words, wordsInUse);
    }

    private void recalculateWordsInUse() {
        int i;
        for (i = wordsInUse - 1; i >= 0; i--) if (words[i] != 0) break;
        wordsInUse = i + 1;
    }

    private void ensureCapacity(int wordsRequired) {
        if (words.length < wordsRequired) {
            int request = Math.max(2 * words.length, wordsRequired);
            words = Arrays.copyOf(words, request);
            sizeIsSticky = false;
        }
    }

    private void expandTo(int wordIndex) {
        int wordsRequired = wordIndex + 1;
        if (wordsInUse < wordsRequired) {
            ensureCapacity(wordsRequired);
            wordsInUse = wordsRequired;
        }
    }

    private static void checkRange(int fromIndex, int toIndex) {
        if (fromIndex < 0) throw new IndexOutOfBoundsException("fromIndex < 0: " + fromIndex);
        if (toIndex < 0) throw new IndexOutOfBoundsException("toIndex < 0: " + toIndex);
        if (fromIndex > toIndex)
            throw new IndexOutOfBoundsException("fromIndex: " + fromIndex + " > toIndex: " + toIndex);
    }

    private static IndexOutOfBoundsException negativeIndex(int bitIndex) {
        return new IndexOutOfBoundsException("bitIndex < 0: " + bitIndex);
    }

    public void flip(int bitIndex) {
        if (bitIndex < 0) throw negativeIndex(bitIndex);
        int wi = wordIndex(bitIndex);
        expandTo(wi);
        words[wi] ^= 1L << bitIndex;
        recalculateWordsInUse();
    }

    /** Flips bits [fromIndex, toIndex). */
    public void flip(int fromIndex, int toIndex) {
        checkRange(fromIndex, toIndex);
        if (fromIndex == toIndex) return;
        int startWord = wordIndex(fromIndex), endWord = wordIndex(toIndex - 1);
        expandTo(endWord);
        long firstMask = WORD_MASK << fromIndex, lastMask = WORD_MASK >>> -toIndex;
        if (startWord == endWord) {
            words[startWord] ^= firstMask & lastMask;
        } else {
            words[startWord] ^= firstMask;
            for (int i = startWord + 1; i < endWord; i++) words[i] ^= WORD_MASK;
            words[endWord] ^= lastMask;
        }
        recalculateWordsInUse();
    }

    public void set(int bitIndex) {
        if (bitIndex < 0) throw negativeIndex(bitIndex);
        int wi = wordIndex(bitIndex);
        expandTo(wi);
        words[wi] |= 1L << bitIndex;
    }

    public void set(int bitIndex, boolean value) {
        if (value) set(bitIndex);
        else clear(bitIndex);
    }

    /** Sets bits [fromIndex, toIndex). */
    public void set(int fromIndex, int toIndex) {
        checkRange(fromIndex, toIndex);
        if (fromIndex == toIndex) return;
        int startWord = wordIndex(fromIndex), endWord = wordIndex(toIndex - 1);
        expandTo(endWord);
        long firstMask = WORD_MASK << fromIndex, lastMask = WORD_MASK >>> -toIndex;
        if (startWord == endWord) {
            words[startWord] |= firstMask & lastMask;
        } else {
            words[startWord] |= firstMask;
            for (int i = startWord + 1; i < endWord; i++) words[i] = WORD_MASK;
            words[endWord] |= lastMask;
        }
    }

    public void set(int fromIndex, int toIndex, boolean value) {
        if (value) set(fromIndex, toIndex);
        else clear(fromIndex, toIndex);
    }

    public void clear(int bitIndex) {
        if (bitIndex < 0) throw negativeIndex(bitIndex);
        int wi = wordIndex(bitIndex);
        if (wi >= wordsInUse) return;
        words[wi] &= ~(1L << bitIndex);
        recalculateWordsInUse();
    }

    /** Clears bits [fromIndex, toIndex). */
    public void clear(int fromIndex, int toIndex) {
        checkRange(fromIndex, toIndex);
        if (fromIndex == toIndex) return;
        int startWord = wordIndex(fromIndex);
        if (startWord >= wordsInUse) return;
        int endWord = wordIndex(toIndex - 1);
        if (endWord >= wordsInUse) {
            toIndex = length();
            endWord = wordsInUse - 1;
        }
        long firstMask = WORD_MASK << fromIndex, lastMask = WORD_MASK >>> -toIndex;
        if (startWord == endWord) {
            words[startWord] &= ~(firstMask & lastMask);
        } else {
            words[startWord] &= ~firstMask;
            for (int i = startWord + 1; i < endWord; i++) words[i] = 0;
            words[endWord] &= ~lastMask;
        }
        recalculateWordsInUse();
    }

    public void clear() {
        while (wordsInUse > 0) words[--wordsInUse] = 0;
    }

    public boolean get(int bitIndex) {
        if (bitIndex < 0) throw negativeIndex(bitIndex);
        int wi = wordIndex(bitIndex);
        return wi < wordsInUse && (words[wi] & (1L << bitIndex)) != 0;
    }

    /** A new set of bits [fromIndex, toIndex) of this one, shifted down to 0. */
    public BitSet get(int fromIndex, int toIndex) {
        checkRange(fromIndex, toIndex);
        int len = length();
        if (len <= fromIndex || fromIndex == toIndex) return new BitSet(0);
        if (toIndex > len) toIndex = len;
        BitSet result = new BitSet(toIndex - fromIndex);
        int targetWords = wordIndex(toIndex - fromIndex - 1) + 1;
        int sourceIndex = wordIndex(fromIndex);
        boolean wordAligned = (fromIndex & (BITS_PER_WORD - 1)) == 0;
        for (int i = 0; i < targetWords - 1; i++, sourceIndex++) {
            result.words[i] = wordAligned ? words[sourceIndex]
                    : (words[sourceIndex] >>> fromIndex) | (words[sourceIndex + 1] << -fromIndex);
        }
        long lastWordMask = WORD_MASK >>> -toIndex;
        result.words[targetWords - 1] = ((toIndex - 1) & (BITS_PER_WORD - 1)) < (fromIndex & (BITS_PER_WORD - 1))
                ? (words[sourceIndex] >>> fromIndex) | ((words[sourceIndex + 1] & lastWordMask) << -fromIndex)
                : (words[sourceIndex] & lastWordMask) >>> fromIndex;
        result.wordsInUse = targetWords;
        result.recalculateWordsInUse();
        return result;
    }

    /** The first set bit at or after {@code fromIndex}, or -1. */
    public int nextSetBit(int fromIndex) {
        if (fromIndex < 0) throw new IndexOutOfBoundsException("fromIndex < 0: " + fromIndex);
        int u = wordIndex(fromIndex);
        if (u >= wordsInUse) return -1;
        long word = words[u] & (WORD_MASK << fromIndex);
        while (true) {
            if (word != 0) return (u * BITS_PER_WORD) + Long.numberOfTrailingZeros(word);
            if (++u == wordsInUse) return -1;
            word = words[u];
        }
    }

    /** The first clear bit at or after {@code fromIndex}. */
    public int nextClearBit(int fromIndex) {
        if (fromIndex < 0) throw new IndexOutOfBoundsException("fromIndex < 0: " + fromIndex);
        int u = wordIndex(fromIndex);
        if (u >= wordsInUse) return fromIndex;
        long word = ~words[u] & (WORD_MASK << fromIndex);
        while (true) {
            if (word != 0) return (u * BITS_PER_WORD) + Long.numberOfTrailingZeros(word);
            if (++u == wordsInUse) return wordsInUse * BITS_PER_WORD;
            word = ~words[u];
        }
    }

    /** The last set bit at or before {@code fromIndex}, or -1 (fromIndex -1 allowed). */
    public int previousSetBit(int fromIndex) {
        if (fromIndex < 0) {
            if (fromIndex == -1) return -1;
            throw new IndexOutOfBoundsException("fromIndex < -1: " + fromIndex);
        }
        int u = wordIndex(fromIndex);
        if (u >= wordsInUse) return length() - 1;
        long word = words[u] & (WORD_MASK >>> -(fromIndex + 1));
        while (true) {
            if (word != 0) return (u + 1) * BITS_PER_WORD - 1 - Long.numberOfLeadingZeros(word);
            if (u-- == 0) return -1;
            word = words[u];
        }
    }

    /** The last clear bit at or before {@code fromIndex}, or -1 (fromIndex -1 allowed). */
    public int previousClearBit(int fromIndex) {
        if (fromIndex < 0) {
            if (fromIndex == -1) return -1;
            throw new IndexOutOfBoundsException("fromIndex < -1: " + fromIndex);
        }
        int u = wordIndex(fromIndex);
        if (u >= wordsInUse) return fromIndex;
        long word = ~words[u] & (WORD_MASK >>> -(fromIndex + 1));
        while (true) {
            if (word != 0) return (u + 1) * BITS_PER_WORD - 1 - Long.numberOfLeadingZeros(word);
            if (u-- == 0) return -1;
            word = ~words[u];
        }
    }

    /** Index of the highest set bit plus one; 0 when empty. */
    public int length() {
        if (wordsInUse == 0) return 0;
        return BITS_PER_WORD * (wordsInUse - 1) + (BITS_PER_WORD - Long.numberOfLeadingZeros(words[wordsInUse - 1]));
    }

    public boolean isEmpty() {
        return wordsInUse == 0;
    }

    public boolean intersects(BitSet set) {
        for (int i = Math.min(wordsInUse, set.wordsInUse) - 1; i >= 0; i--) {
            if ((words[i] & set.words[i]) != 0) return true;
        }
        return false;
    }

    /** Number of set bits. */
    public int cardinality() {
        int sum = 0;
        for (int i = 0; i < wordsInUse; i++) sum += Long.bitCount(words[i]);
        return sum;
    }

    public void and(BitSet set) {
        if (this == set) return;
        while (wordsInUse > set.wordsInUse) words[--wordsInUse] = 0;
        for (int i = 0; i < wordsInUse; i++) words[i] &= set.words[i];
        recalculateWordsInUse();
    }

    public void or(BitSet set) {
        if (this == set) return;
        int wordsInCommon = Math.min(wordsInUse, set.wordsInUse);
        if (wordsInUse < set.wordsInUse) {
            ensureCapacity(set.wordsInUse);
            wordsInUse = set.wordsInUse;
        }
        for (int i = 0; i < wordsInCommon; i++) words[i] |= set.words[i];
        if (wordsInCommon < set.wordsInUse)
            System.arraycopy(set.words, wordsInCommon, words, wordsInCommon, wordsInUse - wordsInCommon);
    }

    public void xor(BitSet set) {
        int wordsInCommon = Math.min(wordsInUse, set.wordsInUse);
        if (wordsInUse < set.wordsInUse) {
            ensureCapacity(set.wordsInUse);
            wordsInUse = set.wordsInUse;
        }
        for (int i = 0; i < wordsInCommon; i++) words[i] ^= set.words[i];
        if (wordsInCommon < set.wordsInUse)
            System.arraycopy(set.words, wordsInCommon, words, wordsInCommon, set.wordsInUse - wordsInCommon);
        recalculateWordsInUse();
    }

    public void andNot(BitSet set) {
        for (int i = Math.min(wordsInUse, set.wordsInUse) - 1; i >= 0; i--) words[i] &= ~set.words[i];
        recalculateWordsInUse();
    }

    /** JDK 17's: {@code h = 1234 ^ sum(words[i] * (i + 1))} folded to 32 bits. */
    public int hashCode() {
        long h = 1234;
        for (int i = wordsInUse; --i >= 0;) h ^= words[i] * (i + 1);
        return (int) ((h >> 32) ^ h);
    }

    /** Bits of storage (a multiple of 64). */
    public int size() {
        return words.length * BITS_PER_WORD;
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof BitSet)) return false;
        if (this == obj) return true;
        BitSet set = (BitSet) obj;
        if (wordsInUse != set.wordsInUse) return false;
        for (int i = 0; i < wordsInUse; i++) if (words[i] != set.words[i]) return false;
        return true;
    }

    /** A copy; trims this set's storage first unless its size was chosen (JDK 17 does, size() shows it). */
    public Object clone() {
        if (!sizeIsSticky) trimToSize();
        try {
            BitSet result = (BitSet) super.clone();
            result.words = words.clone();
            return result;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    private void trimToSize() {
        if (wordsInUse != words.length) words = Arrays.copyOf(words, wordsInUse);
    }

    /** "{i, j, ...}" of the set bits in increasing order. */
    public String toString() {
        StringBuilder b = new StringBuilder();
        b.append('{');
        int i = nextSetBit(0);
        if (i != -1) {
            b.append(i);
            while (true) {
                if (++i < 0) break;
                if ((i = nextSetBit(i)) < 0) break;
                int endOfRun = nextClearBit(i);
                do {
                    b.append(", ").append(i);
                } while (++i != endOfRun);
            }
        }
        b.append('}');
        return b.toString();
    }

    /** The indices of the set bits in increasing order, read as the stream runs. */
    public IntStream stream() {
        // Anonymous classes: the class library is compiled without java.lang.invoke, so no lambdas
        return IntStream.iterate(nextSetBit(0), new java.util.function.IntPredicate() {
            public boolean test(int i) {
                return i >= 0;
            }
        }, new java.util.function.IntUnaryOperator() {
            public int applyAsInt(int i) {
                return i == Integer.MAX_VALUE ? -1 : nextSetBit(i + 1);
            }
        });
    }
}
