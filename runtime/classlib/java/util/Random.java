// java.util.Random: the JDK's 48-bit linear congruential generator, bit for bit.
package java.util;

/**
 * Pseudo-random numbers from the generator specified in java.util.Random's documentation (Knuth, TAOCP
 * vol. 2, 3.2.1): seed' = (seed * 0x5DEECE66D + 0xB) mod 2^48, next(bits) = top bits of seed'. Every
 * derived method (nextInt(bound) with its rejection loop, nextDouble from 26+27 bits, the polar-method
 * nextGaussian, and JDK 17's bounded nextInt/nextLong/nextDouble ranges) consumes the same bits as JDK 17,
 * so seeded sequences are identical. The no-argument constructor mixes a seed uniquifier with
 * System.nanoTime(). Not thread-safe (jvmlab's class library runs one thread).
 */
public class Random {
    private static final long MULTIPLIER = 0x5DEECE66DL;
    private static final long ADDEND = 0xBL;
    private static final long MASK = (1L << 48) - 1;
    private static final double DOUBLE_UNIT = 0x1.0p-53;

    private static long seedUniquifier = 8682522807148012L;

    private long seed;
    private double nextNextGaussian;
    private boolean haveNextNextGaussian = false;

    public Random() {
        this(nextSeedUniquifier() ^ System.nanoTime());
    }

    private static long nextSeedUniquifier() {
        // L'Ecuyer, "Tables of Linear Congruential Generators of Different Sizes and Good Lattice Structure"
        seedUniquifier *= 1181783497276652981L;
        return seedUniquifier;
    }

    public Random(long seed) {
        if (getClass() == Random.class) {
            this.seed = initialScramble(seed);
        } else {
            setSeed(seed); // a subclass may override setSeed
        }
    }

    private static long initialScramble(long seed) {
        return (seed ^ MULTIPLIER) & MASK;
    }

    public void setSeed(long seed) {
        this.seed = initialScramble(seed);
        haveNextNextGaussian = false;
    }

    /** Advances the generator and returns its top 'bits' bits (1..32). */
    protected int next(int bits) {
        seed = (seed * MULTIPLIER + ADDEND) & MASK;
        return (int) (seed >>> (48 - bits));
    }

    public void nextBytes(byte[] bytes) {
        for (int i = 0, len = bytes.length; i < len; ) {
            for (int rnd = nextInt(), n = Math.min(len - i, 4); n-- > 0; rnd >>= 8) bytes[i++] = (byte) rnd;
        }
    }

    public int nextInt() {
        return next(32);
    }

    public int nextInt(int bound) {
        if (bound <= 0) throw new IllegalArgumentException("bound must be positive");
        int r = next(31);
        int m = bound - 1;
        if ((bound & m) == 0) {
            r = (int) ((bound * (long) r) >> 31);
        } else {
            // Reject the top partial range so every value is equally likely
            for (int u = r; u - (r = u % bound) + m < 0; u = next(31)) {
            }
        }
        return r;
    }

    /** JDK 17 RandomGenerator.nextInt(origin, bound). */
    public int nextInt(int origin, int bound) {
        if (origin >= bound) throw new IllegalArgumentException("bound must be greater than origin");
        int r = nextInt();
        int n = bound - origin;
        int m = n - 1;
        if ((n & m) == 0) {
            r = (r & m) + origin;
        } else if (n > 0) {
            for (int u = r >>> 1; u + m - (r = u % n) < 0; u = nextInt() >>> 1) {
            }
            r += origin;
        } else {
            while (r < origin || r >= bound) r = nextInt();
        }
        return r;
    }

    public long nextLong() {
        return ((long) (next(32)) << 32) + next(32);
    }

    /** JDK 17 RandomGenerator.nextLong(bound). */
    public long nextLong(long bound) {
        if (bound <= 0) throw new IllegalArgumentException("bound must be positive");
        long m = bound - 1;
        long r = nextLong();
        if ((bound & m) == 0L) {
            r &= m;
        } else {
            for (long u = r >>> 1; u + m - (r = u % bound) < 0L; u = nextLong() >>> 1) {
            }
        }
        return r;
    }

    /** JDK 17 RandomGenerator.nextLong(origin, bound). */
    public long nextLong(long origin, long bound) {
        if (origin >= bound) throw new IllegalArgumentException("bound must be greater than origin");
        long r = nextLong();
        long n = bound - origin;
        long m = n - 1;
        if ((n & m) == 0L) {
            r = (r & m) + origin;
        } else if (n > 0L) {
            for (long u = r >>> 1; u + m - (r = u % n) < 0L; u = nextLong() >>> 1) {
            }
            r += origin;
        } else {
            while (r < origin || r >= bound) r = nextLong();
        }
        return r;
    }

    public boolean nextBoolean() {
        return next(1) != 0;
    }

    public float nextFloat() {
        return next(24) / ((float) (1 << 24));
    }

    public double nextDouble() {
        return (((long) (next(26)) << 27) + next(27)) * DOUBLE_UNIT;
    }

    /** JDK 17 RandomGenerator.nextDouble(bound). */
    public double nextDouble(double bound) {
        if (!(bound > 0.0 && bound < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("bound must be finite and positive");
        }
        double r = nextDouble() * bound;
        if (r >= bound) r = nextDown(bound);
        return r;
    }

    /** JDK 17 RandomGenerator.nextDouble(origin, bound). */
    public double nextDouble(double origin, double bound) {
        if (!(origin < bound && (bound - origin) < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        double r = nextDouble();
        r = r * (bound - origin) + origin;
        if (r >= bound) r = nextDown(bound);
        return r;
    }

    /** The largest double below d (d finite). */
    private static double nextDown(double d) {
        if (d == 0.0) return -Double.MIN_VALUE;
        return Double.longBitsToDouble(Double.doubleToLongBits(d) + ((d > 0.0) ? -1L : +1L));
    }

    /** Marsaglia's polar method; the second value of each pair is kept for the next call. */
    public double nextGaussian() {
        if (haveNextNextGaussian) {
            haveNextNextGaussian = false;
            return nextNextGaussian;
        }
        double v1;
        double v2;
        double s;
        do {
            v1 = 2 * nextDouble() - 1;
            v2 = 2 * nextDouble() - 1;
            s = v1 * v1 + v2 * v2;
        } while (s >= 1 || s == 0);
        double multiplier = StrictMath.sqrt(-2 * StrictMath.log(s) / s);
        nextNextGaussian = v2 * multiplier;
        haveNextNextGaussian = true;
        return v1 * multiplier;
    }
    // ---- streams (JDK 17: each element is nextInt()/nextInt(origin, bound)/... in order) ----

    private static void checkStreamSize(long size) {
        if (size < 0L) {
            throw new IllegalArgumentException("size must be non-negative");
        }
    }

    private static void checkRange(double origin, double bound) {
        if (!(origin < bound && (bound - origin) < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
    }

    private java.util.stream.IntStream intStream(final long size, final boolean bounded, final int origin, final int bound) {
        java.util.stream.IntStream s = java.util.stream.IntStream.generate(new java.util.function.IntSupplier() {
            public int getAsInt() {
                return bounded ? nextInt(origin, bound) : nextInt();
            }
        });
        return size < 0 ? s : s.limit(size);
    }

    public java.util.stream.IntStream ints(long streamSize) {
        checkStreamSize(streamSize);
        return intStream(streamSize, false, 0, 0);
    }

    public java.util.stream.IntStream ints() {
        return intStream(-1, false, 0, 0);
    }

    public java.util.stream.IntStream ints(long streamSize, int randomNumberOrigin, int randomNumberBound) {
        checkStreamSize(streamSize);
        if (randomNumberOrigin >= randomNumberBound) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        return intStream(streamSize, true, randomNumberOrigin, randomNumberBound);
    }

    public java.util.stream.IntStream ints(int randomNumberOrigin, int randomNumberBound) {
        if (randomNumberOrigin >= randomNumberBound) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        return intStream(-1, true, randomNumberOrigin, randomNumberBound);
    }

    private java.util.stream.LongStream longStream(final long size, final boolean bounded, final long origin, final long bound) {
        java.util.stream.LongStream s = java.util.stream.LongStream.generate(new java.util.function.LongSupplier() {
            public long getAsLong() {
                return bounded ? nextLong(origin, bound) : nextLong();
            }
        });
        return size < 0 ? s : s.limit(size);
    }

    public java.util.stream.LongStream longs(long streamSize) {
        checkStreamSize(streamSize);
        return longStream(streamSize, false, 0, 0);
    }

    public java.util.stream.LongStream longs() {
        return longStream(-1, false, 0, 0);
    }

    public java.util.stream.LongStream longs(long streamSize, long randomNumberOrigin, long randomNumberBound) {
        checkStreamSize(streamSize);
        if (randomNumberOrigin >= randomNumberBound) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        return longStream(streamSize, true, randomNumberOrigin, randomNumberBound);
    }

    public java.util.stream.LongStream longs(long randomNumberOrigin, long randomNumberBound) {
        if (randomNumberOrigin >= randomNumberBound) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        return longStream(-1, true, randomNumberOrigin, randomNumberBound);
    }

    private java.util.stream.DoubleStream doubleStream(final long size, final boolean bounded, final double origin,
            final double bound) {
        java.util.stream.DoubleStream s = java.util.stream.DoubleStream.generate(new java.util.function.DoubleSupplier() {
            public double getAsDouble() {
                return bounded ? nextDouble(origin, bound) : nextDouble();
            }
        });
        return size < 0 ? s : s.limit(size);
    }

    public java.util.stream.DoubleStream doubles(long streamSize) {
        checkStreamSize(streamSize);
        return doubleStream(streamSize, false, 0, 0);
    }

    public java.util.stream.DoubleStream doubles() {
        return doubleStream(-1, false, 0, 0);
    }

    public java.util.stream.DoubleStream doubles(long streamSize, double randomNumberOrigin, double randomNumberBound) {
        checkStreamSize(streamSize);
        checkRange(randomNumberOrigin, randomNumberBound);
        return doubleStream(streamSize, true, randomNumberOrigin, randomNumberBound);
    }

    public java.util.stream.DoubleStream doubles(double randomNumberOrigin, double randomNumberBound) {
        checkRange(randomNumberOrigin, randomNumberBound);
        return doubleStream(-1, true, randomNumberOrigin, randomNumberBound);
    }
}
