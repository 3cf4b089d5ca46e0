// Primality for BigInteger: JDK 17's Miller-Rabin and Lucas-Lehmer tests, its random-prime
// generators and its sieve, reproduced so that a seeded Random yields JDK 17's primes. No arithmetic of its own.
package java.math;

import java.util.Random;

/**
 * The prime searches of {@link BigInteger}. The random ones must consume the caller's
 * {@link Random} exactly as JDK 17 does (same candidates, same Miller-Rabin bases drawn in the
 * same order), so their structure follows JDK 17's {@code BigInteger.smallPrime/largePrime},
 * {@code primeToCertainty} and {@code BitSieve}:
 *
 * <pre>
 *   bits &lt; 95 : candidate = random words, top bit set, odd; pre-test by the primes 3..41;
 *               primeToCertainty
 *   bits &gt;= 95: p = random | top bit, even; sieve [p, p + 2*searchLen) by the odd primes below
 *               19,200 (searchLen = bits/20*64); primeToCertainty on the survivors in order;
 *               none (or the length changed): next window, or a fresh random p
 *   primeToCertainty: min(ceil(certainty/2), rounds(bits)) Miller-Rabin rounds with random
 *               bases in (1, n), then, from 100 bits, a strong Lucas-Lehmer test
 * </pre>
 *
 * Without a caller's Random (isProbablePrime, nextProbablePrime) the bases come from a private
 * Random, as JDK 17 takes ThreadLocalRandom. Thread-safe: the shared state is a Random and
 * the immutable small sieve.
 */
final class Primes {
    static final int DEFAULT_PRIME_CERTAINTY = 100;
    private static final int SMALL_PRIME_THRESHOLD = 95;
    private static final BigInteger SMALL_PRIME_PRODUCT = BigInteger.valueOf(3L * 5 * 7 * 11 * 13 * 17 * 19 * 23 * 29 * 31 * 37 * 41);
    private static Random fallback;

    private Primes() {}

    private static synchronized Random fallbackRandom() {
        if (fallback == null) fallback = new Random();
        return fallback;
    }

    private static boolean divisibleBySmallPrime(BigInteger p) {
        long r = p.remainder(SMALL_PRIME_PRODUCT).longValue();
        return r % 3 == 0 || r % 5 == 0 || r % 7 == 0 || r % 11 == 0 || r % 13 == 0 || r % 17 == 0
            || r % 19 == 0 || r % 23 == 0 || r % 29 == 0 || r % 31 == 0 || r % 37 == 0 || r % 41 == 0;
    }

    /** A random probable prime of exactly {@code bitLength >= 2} bits. */
    static BigInteger randomPrime(int bitLength, int certainty, Random rnd) {
        return bitLength < SMALL_PRIME_THRESHOLD ? smallPrime(bitLength, certainty, rnd)
                                                 : largePrime(bitLength, certainty, rnd);
    }

    private static BigInteger smallPrime(int bitLength, int certainty, Random rnd) {
        int magLen = (bitLength + 31) >>> 5;
        int highBit = 1 << (bitLength - 1);
        int highMask = (highBit << 1) - 1;
        while (true) {
            // Random words, most significant first
            int[] w = new int[magLen];
            for (int i = 0; i < magLen; i++) w[magLen - 1 - i] = rnd.nextInt();
            w[magLen - 1] = (w[magLen - 1] & highMask) | highBit;
            if (bitLength > 2) w[0] |= 1;
            BigInteger p = new BigInteger(Magnitude.trim(w), 1);
            if (bitLength > 6 && divisibleBySmallPrime(p)) continue;
            if (bitLength < 4) return p;
            if (primeToCertainty(p, certainty, rnd)) return p;
        }
    }

    private static BigInteger largePrime(int bitLength, int certainty, Random rnd) {
        BigInteger p = new BigInteger(bitLength, rnd).setBit(bitLength - 1).clearBit(0);
        int searchLen = searchLength(bitLength);
        BigInteger candidate = new Sieve(p, searchLen).retrieve(p, certainty, rnd);
        while (candidate == null || candidate.bitLength() != bitLength) {
            p = p.add(BigInteger.valueOf(2L * searchLen));
            if (p.bitLength() != bitLength) p = new BigInteger(bitLength, rnd).setBit(bitLength - 1);
            p = p.clearBit(0);
            candidate = new Sieve(p, searchLen).retrieve(p, certainty, rnd);
        }
        return candidate;
    }

    private static int searchLength(int bitLength) {
        return bitLength / 20 * 64;
    }

    /** The first probable prime above {@code n >= 0}. */
    static BigInteger nextProbablePrime(BigInteger n) {
        if (n.signum == 0 || n.equals(BigInteger.ONE)) return BigInteger.TWO;
        BigInteger result = n.add(BigInteger.ONE);
        if (result.bitLength() < SMALL_PRIME_THRESHOLD) {
            if (!result.testBit(0)) result = result.add(BigInteger.ONE);
            while (true) {
                if (result.bitLength() > 6 && divisibleBySmallPrime(result)) {
                    result = result.add(BigInteger.TWO);
                    continue;
                }
                if (result.bitLength() < 4) return result;
                if (primeToCertainty(result, DEFAULT_PRIME_CERTAINTY, null)) return result;
                result = result.add(BigInteger.TWO);
            }
        }
        if (result.testBit(0)) result = result.subtract(BigInteger.ONE);
        int searchLen = searchLength(result.bitLength());
        while (true) {
            BigInteger candidate = new Sieve(result, searchLen).retrieve(result, DEFAULT_PRIME_CERTAINTY, null);
            if (candidate != null) return candidate;
            result = result.add(BigInteger.valueOf(2L * searchLen));
        }
    }

    /** Probable primality of an odd {@code n > 2} (see the class comment for the rounds). */
    static boolean primeToCertainty(BigInteger n, int certainty, Random random) {
        int k = (Math.min(certainty, Integer.MAX_VALUE - 1) + 1) / 2;
        int bits = n.bitLength();
        if (bits < 100) return passesMillerRabin(n, Math.min(50, k), random);
        int rounds = bits < 256 ? 27 : bits < 512 ? 15 : bits < 768 ? 8 : bits < 1024 ? 4 : 2;
        return passesMillerRabin(n, Math.min(k, rounds), random) && passesLucasLehmer(n);
    }

    /** Miller-Rabin with {@code iterations} bases drawn uniformly from (1, n) (FIPS 186-2). */
    private static boolean passesMillerRabin(BigInteger n, int iterations, Random rnd) {
        BigInteger nMinusOne = n.subtract(BigInteger.ONE);
        int a = nMinusOne.getLowestSetBit();
        BigInteger m = nMinusOne.shiftRight(a);
        if (rnd == null) rnd = fallbackRandom();
        for (int i = 0; i < iterations; i++) {
            BigInteger b;
            do {
                b = new BigInteger(n.bitLength(), rnd);
            } while (b.compareTo(BigInteger.ONE) <= 0 || b.compareTo(n) >= 0);
            int j = 0;
            BigInteger z = b.modPow(m, n);
            while (!((j == 0 && z.equals(BigInteger.ONE)) || z.equals(nMinusOne))) {
                if ((j > 0 && z.equals(BigInteger.ONE)) || ++j == a) return false;
                z = z.modPow(BigInteger.TWO, n);
            }
        }
        return true;
    }

    /** Strong Lucas test with Selfridge's D (5, -7, 9, -11, ... the first with Jacobi(D, n) = -1). */
    private static boolean passesLucasLehmer(BigInteger n) {
        BigInteger nPlusOne = n.add(BigInteger.ONE);
        int d = 5;
        while (jacobiSymbol(d, n) != -1) d = d < 0 ? Math.abs(d) + 2 : -(d + 2);
        BigInteger u = lucasLehmerSequence(d, nPlusOne, n);
        return u.mod(n).equals(BigInteger.ZERO);
    }

    /** Jacobi(p, n) for an odd {@code n >= 3}. */
    private static int jacobiSymbol(int p, BigInteger n) {
        if (p == 0) return 0;
        int j = 1;
        int u = n.mag[0];
        if (p < 0) {
            p = -p;
            int n8 = u & 7;
            if (n8 == 3 || n8 == 7) j = -j;
        }
        while ((p & 3) == 0) p >>= 2;
        if ((p & 1) == 0) {
            p >>= 1;
            if (((u ^ (u >> 1)) & 2) != 0) j = -j;
        }
        if (p == 1) return j;
        if ((p & u & 2) != 0) j = -j;
        u = n.mod(BigInteger.valueOf(p)).intValue();
        while (u != 0) {
            while ((u & 3) == 0) u >>= 2;
            if ((u & 1) == 0) {
                u >>= 1;
                if (((p ^ (p >> 1)) & 2) != 0) j = -j;
            }
            if (u == 1) return j;
            int t = u; u = p; p = t;
            if ((u & p & 2) != 0) j = -j;
            u %= p;
        }
        return 0;
    }

    /** U_k of the Lucas sequence with P = 1, Q = (1 - z) / 4, modulo n. */
    private static BigInteger lucasLehmerSequence(int z, BigInteger k, BigInteger n) {
        BigInteger d = BigInteger.valueOf(z);
        BigInteger u = BigInteger.ONE, v = BigInteger.ONE;
        for (int i = k.bitLength() - 2; i >= 0; i--) {
            BigInteger u2 = u.multiply(v).mod(n);
            BigInteger v2 = v.multiply(v).add(d.multiply(u.multiply(u))).mod(n);
            if (v2.testBit(0)) v2 = v2.subtract(n);
            v2 = v2.shiftRight(1);
            u = u2;
            v = v2;
            if (k.testBit(i)) {
                u2 = u.add(v).mod(n);
                if (u2.testBit(0)) u2 = u2.subtract(n);
                u2 = u2.shiftRight(1);
                v2 = v.add(d.multiply(u)).mod(n);
                if (v2.testBit(0)) v2 = v2.subtract(n);
                v2 = v2.shiftRight(1);
                u = u2;
                v = v2;
            }
        }
        return u;
    }

    /**
     * A sieve over odd numbers: bit i stands for base + 2i + 1 (JDK 17's BitSieve). The shared
     * small sieve (base 0, 9,600 bits) lists the odd primes used to sieve a search window.
     */
    private static final class Sieve {
        private final long[] bits;
        private final int length;
        private static final Sieve SMALL = new Sieve();

        private Sieve() {
            length = 150 * 64;
            bits = new long[((length - 1) >>> 6) + 1];
            set(0);
            int nextIndex = 1, nextPrime = 3;
            do {
                sieveSingle(length, nextIndex + nextPrime, nextPrime);
                nextIndex = search(length, nextIndex + 1);
                nextPrime = 2 * nextIndex + 1;
            } while (nextIndex > 0 && nextPrime < length);
        }

        Sieve(BigInteger base, int searchLen) {
            bits = new long[((searchLen - 1) >>> 6) + 1];
            length = searchLen;
            int step = SMALL.search(SMALL.length, 0);
            int q = 2 * step + 1;
            int[] scratch = new int[base.mag.length];
            do {
                int start = q - Magnitude.divideByWord(base.mag, q, scratch);
                if (start % 2 == 0) start += q;
                sieveSingle(searchLen, (start - 1) / 2, q);
                step = SMALL.search(SMALL.length, step + 1);
                q = 2 * step + 1;
            } while (step > 0);
        }

        private boolean get(int i) {
            return (bits[i >>> 6] & (1L << (i & 63))) != 0;
        }

        private void set(int i) {
            bits[i >>> 6] |= 1L << (i & 63);
        }

        /** The first clear index from {@code start} (JDK 17's bounds: the last index is not searched). */
        private int search(int limit, int start) {
            if (start >= limit) return -1;
            int index = start;
            do {
                if (!get(index)) return index;
                index++;
            } while (index < limit - 1);
            return -1;
        }

        private void sieveSingle(int limit, int start, int step) {
            while (start < limit) {
                set(start);
                start += step;
            }
        }

        /** The first survivor base + offset that passes primeToCertainty, or null. */
        BigInteger retrieve(BigInteger base, int certainty, Random random) {
            int offset = 1;
            for (int i = 0; i < bits.length; i++) {
                long next = ~bits[i];
                for (int j = 0; j < 64; j++) {
                    if ((next & 1) == 1) {
                        BigInteger candidate = base.add(BigInteger.valueOf(offset));
                        if (primeToCertainty(candidate, certainty, random)) return candidate;
                    }
                    next >>>= 1;
                    offset += 2;
                }
            }
            return null;
        }
    }
}
