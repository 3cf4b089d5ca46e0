// Differential check: jvmlab.internal.FloatingDecimal vs the real JDK 17 Double/Float.toString.
import jvmlab.internal.FloatingDecimal;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Runs under the real java 17 and compares jvmlab's FloatingDecimal with {@code Double.toString}
 * and {@code Float.toString} value by value. Prints one line per test group with its count and
 * mismatches, the first mismatches in full, and a timing of both implementations.
 * Exit code 0 when there is no mismatch, 1 otherwise, 2 on bad arguments.
 *
 * <pre>
 * usage: FloatCheck [--doubles N] [--floats N | --floats-all] [--threads T] [--seed S]
 *   --doubles N    random 64-bit patterns (default 20,000,000)
 *   --floats N     random 32-bit patterns (default 100,000,000)
 *   --floats-all   every one of the 2^32 float bit patterns instead of random ones
 *   --float-binades E,E,...  also every positive float with these biased exponents (0 = the
 *                  subnormals), 2^23 values each; negatives differ only by the '-' prefix
 *   --threads T    worker threads for the big random/exhaustive groups (default 1)
 *   --seed S       seed for the random groups (default 17)
 * </pre>
 */
public final class FloatCheck {
    private static final int MAX_REPORTED = 25;
    private static final List<String> reported = new ArrayList<>();
    private static long totalChecked;
    private static long totalMismatches;

    public static void main(String[] args) throws Exception {
        long doubles = 20_000_000L;
        long floats = 100_000_000L;
        boolean floatsAll = false;
        String binades = "";
        int threads = 1;
        long seed = 17;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--doubles")) {
                doubles = Long.parseLong(args[++i].replace("_", ""));
            } else if (a.equals("--floats")) {
                floats = Long.parseLong(args[++i].replace("_", ""));
            } else if (a.equals("--floats-all")) {
                floatsAll = true;
            } else if (a.equals("--float-binades")) {
                binades = args[++i];
            } else if (a.equals("--threads")) {
                threads = Integer.parseInt(args[++i]);
            } else if (a.equals("--seed")) {
                seed = Long.parseLong(args[++i]);
            } else {
                System.err.println("unknown argument: " + a);
                System.exit(2);
            }
        }
        System.out.println("java " + System.getProperty("java.version")
                + " (reference), threads=" + threads + ", seed=" + seed);
        long start = System.nanoTime();

        // The big-number helper alone, against java.math.BigInteger
        long t0 = System.nanoTime();
        long natBad = jvmlab.internal.DecimalBigNatCheck.run(seed, 100_000);
        totalMismatches += natBad;
        summary("DecimalBigNat vs BigInteger (3 ops x 100,000)", 300_000, natBad, t0);

        // Deterministic groups
        group("double specials and boundaries", specialDoubles());
        group("double powers of two +-4 ulp", powersOfTwo());
        group("double powers of ten +-4 ulp", powersOfTen());
        group("double d*10^k, d=1..99 +-2 ulp", smallMantissaTimesPowersOfTen());
        group("double integers 0..2^21 and around 2^53, 2^62, 2^63", integers());
        group("double 1e-3 / 1e7 format switch +-20000 ulp", formatSwitch());
        groupFloat("float specials, powers of 2 and 10, boundaries", specialFloats());

        // Random groups
        SplittableRandom rnd = new SplittableRandom(seed);
        group("double random short decimals +-1 ulp", shortDecimals(rnd, 3_000_000));
        group("double random, exponent in integer/long range", midRange(rnd, 3_000_000));
        randomDoubles(doubles, seed + 1, threads);
        if (floatsAll) {
            allFloats(threads);
        } else {
            randomFloats(floats, seed + 2, threads);
        }
        for (String e : binades.split(",")) {
            if (!e.isEmpty()) {
                floatBinade(Integer.parseInt(e.trim()), threads);
            }
        }

        // Timing
        benchmark(seed + 3);

        for (String r : reported) {
            System.out.println("MISMATCH " + r);
        }
        double secs = (System.nanoTime() - start) / 1e9;
        System.out.printf("TOTAL checked=%d mismatches=%d time=%.1fs%n",
                totalChecked, totalMismatches, secs);
        System.exit(totalMismatches == 0 ? 0 : 1);
    }

    // ---------------------------------------------------------------------------------------------
    // Comparison
    // ---------------------------------------------------------------------------------------------

    /** Returns true when FloatingDecimal agrees with Double.toString for these bits. */
    private static boolean sameDouble(long bits, char[] buf) {
        double d = Double.longBitsToDouble(bits);
        String expected = Double.toString(d);
        int n = FloatingDecimal.getChars(d, buf);
        return equal(expected, buf, n);
    }

    private static boolean sameFloat(int bits, char[] buf) {
        float f = Float.intBitsToFloat(bits);
        String expected = Float.toString(f);
        int n = FloatingDecimal.getChars(f, buf);
        return equal(expected, buf, n);
    }

    private static boolean equal(String s, char[] buf, int n) {
        if (s.length() != n) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (s.charAt(i) != buf[i]) {
                return false;
            }
        }
        return true;
    }

    private static synchronized void report(String what) {
        totalMismatches++;
        if (reported.size() < MAX_REPORTED) {
            reported.add(what);
        }
    }

    private static void reportDouble(long bits) {
        double d = Double.longBitsToDouble(bits);
        report(String.format("double bits=0x%016x expected=%s got=%s", bits, Double.toString(d),
                FloatingDecimal.toJavaFormatString(d)));
    }

    private static void reportFloat(int bits) {
        float f = Float.intBitsToFloat(bits);
        report(String.format("float bits=0x%08x expected=%s got=%s", bits, Float.toString(f),
                FloatingDecimal.toJavaFormatString(f)));
    }

    /** Checks a list of double bit patterns, both signs, and prints a summary line. */
    private static void group(String name, long[] bits) {
        long t0 = System.nanoTime();
        char[] buf = new char[32];
        long bad = 0;
        for (long b : bits) {
            for (int sign = 0; sign < 2; sign++) {
                long x = sign == 0 ? b : b ^ Long.MIN_VALUE;
                if (!sameDouble(x, buf)) {
                    bad++;
                    reportDouble(x);
                }
            }
        }
        summary(name, 2L * bits.length, bad, t0);
    }

    private static void groupFloat(String name, int[] bits) {
        long t0 = System.nanoTime();
        char[] buf = new char[32];
        long bad = 0;
        for (int b : bits) {
            for (int sign = 0; sign < 2; sign++) {
                int x = sign == 0 ? b : b ^ Integer.MIN_VALUE;
                if (!sameFloat(x, buf)) {
                    bad++;
                    reportFloat(x);
                }
            }
        }
        summary(name, 2L * bits.length, bad, t0);
    }

    private static synchronized void summary(String name, long n, long bad, long t0) {
        totalChecked += n;
        System.out.printf("%-55s checked=%,14d mismatches=%d (%.1fs)%n", name, n, bad,
                (System.nanoTime() - t0) / 1e9);
    }

    // ---------------------------------------------------------------------------------------------
    // Deterministic inputs (bit patterns; every group is checked with both signs)
    // ---------------------------------------------------------------------------------------------

    private static long[] around(long center, int ulps) {
        long[] r = new long[2 * ulps + 1];
        int k = 0;
        for (long d = -ulps; d <= ulps; d++) {
            r[k++] = center + d;
        }
        return r;
    }

    private static long[] concat(List<long[]> parts) {
        int n = 0;
        for (long[] p : parts) {
            n += p.length;
        }
        long[] r = new long[n];
        int k = 0;
        for (long[] p : parts) {
            for (long v : p) {
                // keep only non-negative finite-or-special patterns; sign is added by group()
                r[k++] = v & Long.MAX_VALUE;
            }
        }
        return r;
    }

    private static long[] specialDoubles() {
        List<long[]> p = new ArrayList<>();
        p.add(new long[] {
            0L,                                                  // 0.0
            Double.doubleToRawLongBits(Double.POSITIVE_INFINITY),
            Double.doubleToRawLongBits(Double.NaN),
            0x7FF0000000000001L, 0x7FF8000000000001L, 0x7FFFFFFFFFFFFFFFL, // other NaNs
            Double.doubleToRawLongBits(Double.MAX_VALUE),
            Double.doubleToRawLongBits(Double.MIN_NORMAL),
            Double.doubleToRawLongBits(Math.nextDown(Double.MIN_NORMAL)), // largest subnormal
            Double.doubleToRawLongBits(1.0), Double.doubleToRawLongBits(0.1),
            Double.doubleToRawLongBits(1e23), Double.doubleToRawLongBits(2e-3),
            Double.doubleToRawLongBits(1e-5), Double.doubleToRawLongBits(Math.PI),
            Double.doubleToRawLongBits(Math.E),
        });
        p.add(new long[] {1L}); // Double.MIN_VALUE
        // the first 100,000 subnormals and the last 100,000 below MIN_NORMAL
        long[] lowSub = new long[100_000];
        long[] highSub = new long[100_000];
        for (int i = 0; i < lowSub.length; i++) {
            lowSub[i] = i + 1;
            highSub[i] = 0x000FFFFFFFFFFFFFL - i;
        }
        p.add(lowSub);
        p.add(highSub);
        // every subnormal of the form 2^k * m for small m
        long[] subPow = new long[52 * 16];
        int k = 0;
        for (int e = 0; e < 52; e++) {
            for (int m = 1; m <= 16; m++) {
                subPow[k++] = ((long) m << e) & 0x000FFFFFFFFFFFFFL;
            }
        }
        p.add(subPow);
        p.add(around(Double.doubleToRawLongBits(Double.MAX_VALUE) - 1000, 1000));
        p.add(around(Double.doubleToRawLongBits(Double.MIN_NORMAL), 1000));
        return concat(p);
    }

    private static long[] powersOfTwo() {
        List<long[]> p = new ArrayList<>();
        for (int e = -1074; e <= 1023; e++) {
            long b = Double.doubleToRawLongBits(Math.scalb(1.0, e));
            long[] a = around(b, 4);
            p.add(filterFinite(a));
        }
        return concat(p);
    }

    private static long[] powersOfTen() {
        List<long[]> p = new ArrayList<>();
        for (int e = -325; e <= 309; e++) {
            double d = Double.parseDouble("1e" + e);
            p.add(filterFinite(around(Double.doubleToRawLongBits(d), 4)));
        }
        return concat(p);
    }

    private static long[] smallMantissaTimesPowersOfTen() {
        List<long[]> p = new ArrayList<>();
        for (int e = -325; e <= 309; e++) {
            for (int d = 1; d <= 99; d++) {
                double v = Double.parseDouble(d + "e" + e);
                p.add(filterFinite(around(Double.doubleToRawLongBits(v), 2)));
            }
        }
        return concat(p);
    }

    private static long[] integers() {
        List<long[]> p = new ArrayList<>();
        long[] small = new long[1 << 21];
        for (int i = 0; i < small.length; i++) {
            small[i] = Double.doubleToRawLongBits((double) i);
        }
        p.add(small);
        double[] centers = {0x1p53, 0x1p54, 0x1p62, 0x1p63, 0x1p64, 1e15, 1e16, 1e17, 1e18, 1e19};
        for (double c : centers) {
            p.add(around(Double.doubleToRawLongBits(c), 5000));
        }
        return concat(p);
    }

    private static long[] formatSwitch() {
        List<long[]> p = new ArrayList<>();
        for (double c : new double[] {1e-3, 1e7, 1e8, 1e-4, 1.0, 10.0}) {
            p.add(around(Double.doubleToRawLongBits(c), 20_000));
        }
        return concat(p);
    }

    private static long[] filterFinite(long[] a) {
        int n = 0;
        for (long v : a) {
            if (v >= 0 && v < 0x7FF0000000000000L) {
                n++;
            }
        }
        long[] r = new long[n];
        int k = 0;
        for (long v : a) {
            if (v >= 0 && v < 0x7FF0000000000000L) {
                r[k++] = v;
            }
        }
        return r;
    }

    private static int[] specialFloats() {
        List<Integer> v = new ArrayList<>();
        int[] fixed = {
            0, 1, 2, 3, 0x7F800000, 0x7FC00000, 0x7F800001, 0x7FFFFFFF,
            Float.floatToRawIntBits(Float.MAX_VALUE), Float.floatToRawIntBits(Float.MIN_NORMAL),
            0x007FFFFF, Float.floatToRawIntBits(1e-5f), Float.floatToRawIntBits(0.1f),
        };
        for (int f : fixed) {
            v.add(f);
        }
        for (int e = -149; e <= 127; e++) {
            int b = Float.floatToRawIntBits(Math.scalb(1.0f, e));
            for (int d = -4; d <= 4; d++) {
                int x = b + d;
                if (x >= 0 && x < 0x7F800000) {
                    v.add(x);
                }
            }
        }
        for (int e = -46; e <= 39; e++) {
            int b = Float.floatToRawIntBits(Float.parseFloat("1e" + e));
            for (int d = -4; d <= 4; d++) {
                int x = b + d;
                if (x >= 0 && x < 0x7F800000) {
                    v.add(x);
                }
            }
        }
        int[] r = new int[v.size()];
        for (int i = 0; i < r.length; i++) {
            r[i] = v.get(i);
        }
        return r;
    }

    // ---------------------------------------------------------------------------------------------
    // Random inputs
    // ---------------------------------------------------------------------------------------------

    /** Random decimals with 1..17 significant digits and any exponent, and their neighbours. */
    private static long[] shortDecimals(SplittableRandom rnd, int n) {
        long[] r = new long[n];
        int k = 0;
        StringBuilder sb = new StringBuilder();
        while (k < n) {
            int digits = 1 + rnd.nextInt(17);
            sb.setLength(0);
            sb.append((char) ('1' + rnd.nextInt(9)));
            for (int i = 1; i < digits; i++) {
                sb.append((char) ('0' + rnd.nextInt(10)));
            }
            sb.append('e').append(rnd.nextInt(-340, 310));
            long b = Double.doubleToRawLongBits(Double.parseDouble(sb.toString()));
            for (int d = -1; d <= 1 && k < n; d++) {
                long x = b + d;
                if (x >= 0 && x < 0x7FF0000000000000L) {
                    r[k++] = x;
                }
            }
        }
        return r;
    }

    /** Random mantissas with binary exponents in [-70, 130]: the int/long digit loops. */
    private static long[] midRange(SplittableRandom rnd, int n) {
        long[] r = new long[n];
        for (int i = 0; i < n; i++) {
            long mant = rnd.nextLong() & 0x000FFFFFFFFFFFFFL;
            // a third get short mantissas (few significant bits), which hit exact/tie cases
            if (i % 3 == 0) {
                mant &= -1L << (52 - rnd.nextInt(53));
                mant &= 0x000FFFFFFFFFFFFFL;
            }
            long exp = 1023 + rnd.nextInt(-70, 131);
            r[i] = (exp << 52) | mant;
        }
        return r;
    }

    private interface Chunk {
        long run(long from, long to, char[] buf);
    }

    /** Splits [0, total) over threads; each chunk returns its mismatch count. */
    private static long parallel(long total, int threads, Chunk chunk) throws InterruptedException {
        final AtomicLong bad = new AtomicLong();
        final AtomicLong next = new AtomicLong();
        final long step = 1L << 22;
        Thread[] ts = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            ts[t] = new Thread(() -> {
                char[] buf = new char[32];
                while (true) {
                    long from = next.getAndAdd(step);
                    if (from >= total) {
                        return;
                    }
                    long to = Math.min(total, from + step);
                    bad.addAndGet(chunk.run(from, to, buf));
                }
            });
            ts[t].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        return bad.get();
    }

    private static void randomDoubles(long n, long seed, int threads) throws InterruptedException {
        long t0 = System.nanoTime();
        long bad = parallel(n, threads, (from, to, buf) -> {
            SplittableRandom r = new SplittableRandom(seed ^ (from * 0x9E3779B97F4A7C15L));
            long m = 0;
            for (long i = from; i < to; i++) {
                long bits = r.nextLong();
                if (!sameDouble(bits, buf)) {
                    m++;
                    reportDouble(bits);
                }
            }
            return m;
        });
        summary("double random 64-bit patterns", n, bad, t0);
    }

    private static void randomFloats(long n, long seed, int threads) throws InterruptedException {
        long t0 = System.nanoTime();
        long bad = parallel(n, threads, (from, to, buf) -> {
            SplittableRandom r = new SplittableRandom(seed ^ (from * 0x9E3779B97F4A7C15L));
            long m = 0;
            for (long i = from; i < to; i++) {
                int bits = r.nextInt();
                if (!sameFloat(bits, buf)) {
                    m++;
                    reportFloat(bits);
                }
            }
            return m;
        });
        summary("float random 32-bit patterns", n, bad, t0);
    }

    /** Every positive float whose biased exponent is e (0..254). */
    private static void floatBinade(int e, int threads) throws InterruptedException {
        long t0 = System.nanoTime();
        final int base = e << 23;
        long bad = parallel(1L << 23, threads, (from, to, buf) -> {
            long m = 0;
            for (long i = from; i < to; i++) {
                int bits = base | (int) i;
                if (!sameFloat(bits, buf)) {
                    m++;
                    reportFloat(bits);
                }
            }
            return m;
        });
        summary("float all of binade " + e + (e == 0 ? " (subnormals)" : ""), 1L << 23, bad, t0);
    }

    private static void allFloats(int threads) throws InterruptedException {
        long t0 = System.nanoTime();
        final long total = 1L << 32;
        final AtomicLong done = new AtomicLong();
        long bad = parallel(total, threads, (from, to, buf) -> {
            long m = 0;
            for (long i = from; i < to; i++) {
                int bits = (int) i;
                if (!sameFloat(bits, buf)) {
                    m++;
                    reportFloat(bits);
                }
            }
            long d = done.addAndGet(to - from);
            if ((d & ((1L << 28) - 1)) == 0) {
                System.out.printf("  ... floats %d/16 done (%.0fs)%n", d >>> 28,
                        (System.nanoTime() - t0) / 1e9);
            }
            return m;
        });
        summary("float all 2^32 bit patterns", total, bad, t0);
    }

    // ---------------------------------------------------------------------------------------------
    // Timing
    // ---------------------------------------------------------------------------------------------

    /**
     * Times each implementation alone on the same 2M random values (after a warm-up pass), in
     * thread CPU time so that other load on the machine disturbs the numbers less.
     */
    private static void benchmark(long seed) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        int n = 2_000_000;
        SplittableRandom rnd = new SplittableRandom(seed);
        double[] ds = new double[n];
        float[] fs = new float[n];
        for (int i = 0; i < n; i++) {
            ds[i] = Double.longBitsToDouble(rnd.nextLong());
            fs[i] = Float.intBitsToFloat(rnd.nextInt());
        }
        char[] buf = new char[32];
        long sink = 0;
        for (int round = 0; round < 3; round++) {   // rounds 0, 1 warm up the JIT
            long t0 = mx.getCurrentThreadCpuTime();
            for (double d : ds) {
                sink += FloatingDecimal.toJavaFormatString(d).length();
            }
            long t1 = mx.getCurrentThreadCpuTime();
            for (double d : ds) {
                sink += Double.toString(d).length();
            }
            long t2 = mx.getCurrentThreadCpuTime();
            for (float f : fs) {
                sink += FloatingDecimal.toJavaFormatString(f).length();
            }
            long t3 = mx.getCurrentThreadCpuTime();
            for (float f : fs) {
                sink += Float.toString(f).length();
            }
            long t4 = mx.getCurrentThreadCpuTime();
            if (round == 2) {
                double perM = 1e6 / n / 1e6;  // ns total -> ms per million
                System.out.printf("timing (CPU ms per million random bit patterns, HotSpot C2): "
                        + "double jvmlab=%.0f jdk=%.0f | float jvmlab=%.0f jdk=%.0f  [sink %d]%n",
                        (t1 - t0) * perM, (t2 - t1) * perM, (t3 - t2) * perM, (t4 - t3) * perM,
                        sink % 10);
            }
        }
    }
}
