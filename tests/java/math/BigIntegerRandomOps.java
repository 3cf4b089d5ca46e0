// Seeded random operands (all-ones, powers of two, runs of ones, random up to 6,000 bits) through every
// operation; checksums of the results, and the division identity checked on each pair.
import java.math.BigInteger;
import java.util.Random;

public class BigIntegerRandomOps {
    static BigInteger gen(Random r) {
        int kind = r.nextInt(6);
        int bits = r.nextInt(kind == 5 ? 6000 : 300);
        BigInteger v;
        switch (kind) {
            case 0: v = BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE); break;
            case 1: v = BigInteger.ONE.shiftLeft(bits); break;
            case 2: v = BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE.shiftLeft(r.nextInt(bits + 1))); break;
            default: v = new BigInteger(bits, r);
        }
        return r.nextBoolean() ? v.negate() : v;
    }
    public static void main(String[] args) {
        Random r = new Random(7);
        int N = 300;
        long[] h = new long[30];
        for (int i = 0; i < N; i++) {
            BigInteger a = gen(r), b = gen(r);
            int s = r.nextInt(200) - 100;
            int k = 0;
            h[k++] += a.add(b).hashCode();
            h[k++] += a.subtract(b).hashCode();
            h[k++] += a.multiply(b).hashCode();
            if (b.signum() != 0) {
                BigInteger[] qr = a.divideAndRemainder(b);
                h[k] += qr[0].hashCode() * 31 + qr[1].hashCode();
                if (!qr[0].multiply(b).add(qr[1]).equals(a)) System.out.println("DIVBUG " + a + " " + b);
            }
            k++;
            h[k++] += a.gcd(b).hashCode();
            h[k++] += a.and(b).hashCode() + 3 * a.or(b).hashCode() + 7 * a.xor(b).hashCode() + 11 * a.andNot(b).hashCode();
            h[k++] += a.shiftLeft(s).hashCode() + 5 * a.shiftRight(s).hashCode();
            h[k++] += a.toString().hashCode() + a.toString(r.nextInt(35) + 2).hashCode();
            h[k++] += java.util.Arrays.hashCode(a.toByteArray());
            h[k++] += Double.doubleToLongBits(a.doubleValue()) + Float.floatToIntBits(a.floatValue());
            h[k++] += a.longValue() + a.intValue() + a.bitLength() * 7 + a.bitCount() * 13 + a.getLowestSetBit();
            h[k++] += a.compareTo(b) + (a.equals(b) ? 1 : 0);
            if (a.signum() >= 0) h[k] += a.sqrt().hashCode();
            k++;
            BigInteger m = b.abs().add(BigInteger.ONE);
            if (a.bitLength() < 1200 && m.bitLength() < 1200) {
                BigInteger e = new BigInteger(r.nextInt(200), r);
                h[k] += a.modPow(e, m).hashCode();
                try { h[k] += a.modInverse(m).hashCode(); } catch (ArithmeticException ex) { h[k] += 1; }
            }
            k++;
            h[k++] += a.mod(m).hashCode();
            int bit = r.nextInt(400);
            h[k++] += a.setBit(bit).hashCode() + a.clearBit(bit).hashCode() * 3 + a.flipBit(bit).hashCode() * 5 + (a.testBit(bit) ? 1 : 0);
            if (a.bitLength() < 2000) h[k] += a.pow(r.nextInt(5)).hashCode();
            k++;
            h[k++] += new BigInteger(a.toString(r.nextInt(35) + 2 > 1 ? 10 : 10)).hashCode();
            h[k++] += a.not().hashCode();
        }
        for (int i = 0; i < 20; i++) System.out.println(i + " " + h[i]);
        BigInteger small = BigInteger.valueOf(3);
        int primes = 0;
        for (int i = 0; i < 300; i++) { if (small.isProbablePrime(30)) primes++; small = small.add(BigInteger.valueOf(r.nextInt(1000000))); }
        System.out.println("primes " + primes);
    }
}
