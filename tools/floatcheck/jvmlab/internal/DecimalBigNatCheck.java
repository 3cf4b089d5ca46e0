// Randomised check of DecimalBigNat against java.math.BigInteger (runs under the real JDK only).
package jvmlab.internal;

import java.math.BigInteger;
import java.util.SplittableRandom;

/**
 * Exercises every DecimalBigNat operation FloatingDecimal uses, with BigInteger as the oracle,
 * including the rare shapes the digit loop seldom reaches: a quotient estimate one too big (the
 * add-back path), equal sums, and zero remainders. Lives in jvmlab.internal (split package on the
 * class path) because DecimalBigNat is package-private.
 */
public final class DecimalBigNatCheck {
    private DecimalBigNatCheck() {
    }

    /** Runs n random cases per operation; returns the number of failures (first few printed). */
    public static long run(long seed, int n) {
        SplittableRandom r = new SplittableRandom(seed);
        long bad = 0;
        for (int i = 0; i < n; i++) {
            bad += checkPow5AndShifts(r);
            bad += checkQuoRem(r);
            bad += checkCompareSum(r);
        }
        return bad;
    }

    private static BigInteger big(DecimalBigNat x) {
        int[] w = x.toWords();
        BigInteger v = BigInteger.ZERO;
        for (int i = w.length - 1; i >= 0; i--) {
            v = v.shiftLeft(32).or(BigInteger.valueOf(w[i] & 0xFFFFFFFFL));
        }
        return v;
    }

    private static DecimalBigNat nat(BigInteger v) {
        int n = (v.bitLength() + 31) / 32;
        int[] w = new int[n];
        for (int i = 0; i < n; i++) {
            w[i] = v.shiftRight(32 * i).intValue();
        }
        return DecimalBigNat.ofWords(w);
    }

    private static BigInteger unsigned(long v) {
        return BigInteger.valueOf(v >>> 1).shiftLeft(1).or(BigInteger.valueOf(v & 1));
    }

    private static int fail(String what) {
        if (failures++ < 10) {
            System.out.println("DecimalBigNat MISMATCH " + what);
        }
        return 1;
    }

    private static int failures;

    private static int checkPow5AndShifts(SplittableRandom r) {
        int p5 = r.nextInt(400);
        int p2 = r.nextInt(1200);
        long v = r.nextLong();
        DecimalBigNat x = DecimalBigNat.pow5(p5, p2 + 64);
        BigInteger e = BigInteger.valueOf(5).pow(p5);
        if (!big(x).equals(e)) {
            return fail("pow5 " + p5);
        }
        x.mulLong(v);
        e = e.multiply(unsigned(v));
        if (!big(x).equals(e)) {
            return fail("mulLong " + p5 + " " + v);
        }
        x.shiftLeft(p2);
        e = e.shiftLeft(p2);
        if (!big(x).equals(e) || x.bitLength() != e.bitLength()) {
            return fail("shiftLeft " + p5 + " " + p2);
        }
        int m = r.nextInt() & Integer.MAX_VALUE;
        x.mulSmall(m);
        e = e.multiply(BigInteger.valueOf(m));
        if (!big(x).equals(e)) {
            return fail("mulSmall " + m);
        }
        DecimalBigNat y = x.copy(0);
        if (!big(y).equals(e) || y.compareTo(x) != 0) {
            return fail("copy");
        }
        return 0;
    }

    private static int checkQuoRem(SplittableRandom r) {
        // A normalised divisor: top word in [2^27, 2^28), as FloatingDecimal builds it
        int words = 1 + r.nextInt(40);
        BigInteger s = new BigInteger(32 * words - 4, new java.util.Random(r.nextLong()))
                .setBit(32 * words - 5);
        // dividend 0 <= b < 10 s; often just below a multiple of s, where the estimate is high
        BigInteger b;
        int shape = r.nextInt(4);
        BigInteger q0 = BigInteger.valueOf(r.nextInt(10));
        if (shape == 0) {
            b = new BigInteger(s.bitLength() + 3, new java.util.Random(r.nextLong()))
                    .mod(s.multiply(BigInteger.TEN));
        } else if (shape == 1) {
            BigInteger k = q0.add(BigInteger.ONE);
            b = s.multiply(k).subtract(BigInteger.valueOf(1 + r.nextInt(1000)));
        } else if (shape == 2) {
            b = s.multiply(q0);                                  // zero remainder
        } else {
            b = s.multiply(q0).add(BigInteger.valueOf(r.nextInt(1000)));
        }
        if (b.signum() < 0) {
            b = BigInteger.ZERO;
        }
        DecimalBigNat x = nat(b);
        int q = x.quoRemTimesTen(nat(s));
        BigInteger[] qr = b.divideAndRemainder(s);
        if (q != qr[0].intValue() || !big(x).equals(qr[1].multiply(BigInteger.TEN))) {
            return fail("quoRemTimesTen b=" + b.toString(16) + " s=" + s.toString(16));
        }
        return 0;
    }

    private static int checkCompareSum(SplittableRandom r) {
        BigInteger a = new BigInteger(1 + r.nextInt(900), new java.util.Random(r.nextLong()));
        BigInteger b = new BigInteger(1 + r.nextInt(900), new java.util.Random(r.nextLong()));
        BigInteger c;
        int shape = r.nextInt(3);
        if (shape == 0) {
            c = a.add(b);                                        // equal
        } else if (shape == 1) {
            c = a.add(b).add(BigInteger.valueOf(r.nextInt(5) - 2)).abs();
        } else {
            c = new BigInteger(1 + r.nextInt(900), new java.util.Random(r.nextLong()));
        }
        int expected = a.add(b).compareTo(c);
        int got = DecimalBigNat.compareSum(nat(a), nat(b), nat(c));
        if (expected != got) {
            return fail("compareSum");
        }
        int cmp = nat(a).compareTo(nat(c));
        if (cmp != a.compareTo(c)) {
            return fail("compareTo");
        }
        return 0;
    }
}
