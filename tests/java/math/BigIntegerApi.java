// BigInteger's API on edge values: construction, conversions, bit operations on negatives, primes, every exception text.
import java.math.BigInteger;
import java.util.Random;

public class BigIntegerApi {
    static void p(Object o) { System.out.println(o); }
    public static void main(String[] args) {
        BigInteger f = BigInteger.ONE;
        for (int i = 2; i <= 200; i++) f = f.multiply(BigInteger.valueOf(i));
        p("200! = " + f);
        p("hash " + f.hashCode() + " " + f.negate().hashCode() + " bits " + f.bitLength() + " " + f.bitCount() + " low " + f.getLowestSetBit());
        BigInteger a = BigInteger.ZERO, b = BigInteger.ONE;
        for (int i = 0; i < 1000; i++) { BigInteger t = a.add(b); a = b; b = t; }
        p("fib1000 = " + a);
        p(a.toString(16) + " " + a.toString(36) + " " + a.negate().toString(2).length());
        BigInteger x = new BigInteger("-123456789012345678901234567890");
        BigInteger y = new BigInteger("98765432109876543");
        BigInteger[] qr = x.divideAndRemainder(y);
        p(qr[0] + " " + qr[1] + " " + x.mod(y) + " " + x.remainder(y.negate()) + " " + x.divide(y.negate()));
        p(x.gcd(y) + " " + x.abs().sqrt() + " " + x.pow(5) + " " + x.signum() + " " + y.negate().signum());
        long[] vals = {0, 1, -1, 5, -5, 255, -256, 1L<<40, -(1L<<40), Long.MAX_VALUE, Long.MIN_VALUE, 0x80000000L, -0x80000000L};
        for (long v : vals) {
            BigInteger bv = BigInteger.valueOf(v);
            StringBuilder sb = new StringBuilder();
            for (byte bt : bv.toByteArray()) sb.append(bt).append(',');
            p(v + ": bytes " + sb + " bl " + bv.bitLength() + " bc " + bv.bitCount() + " lsb " + bv.getLowestSetBit()
              + " not " + bv.not() + " sl3 " + bv.shiftLeft(3) + " sr3 " + bv.shiftRight(3) + " sr70 " + bv.shiftRight(70)
              + " and " + bv.and(x) + " or " + bv.or(x) + " xor " + bv.xor(x) + " andNot " + bv.andNot(x)
              + " set " + bv.setBit(7) + " clr " + bv.clearBit(3) + " flip " + bv.flipBit(64) + " t " + bv.testBit(2) + bv.testBit(100)
              + " h " + bv.hashCode() + " d " + bv.doubleValue() + " f " + bv.floatValue() + " rt " + new BigInteger(bv.toByteArray()));
        }
        p(new BigInteger("ffffffffffffffffffffffff", 16).doubleValue());
        p(BigInteger.ONE.shiftLeft(1024).doubleValue() + " " + BigInteger.ONE.shiftLeft(1023).doubleValue() + " " + BigInteger.ONE.shiftLeft(1024).subtract(BigInteger.ONE).doubleValue());
        p(new BigInteger("123456789012345678901234567890123").doubleValue() + " " + new BigInteger("123456789012345678901234567890123").floatValue());
        p(BigInteger.ONE.shiftLeft(128).floatValue() + " " + BigInteger.ONE.shiftLeft(127).floatValue());
        BigInteger m = new BigInteger("1000000007");
        p(BigInteger.valueOf(3).modPow(BigInteger.valueOf(1000000005), m) + " " + BigInteger.valueOf(3).modInverse(m) + " " + BigInteger.valueOf(-3).modPow(BigInteger.valueOf(-7), m));
        Random r = new Random(42);
        BigInteger p1 = BigInteger.probablePrime(64, r), p2 = BigInteger.probablePrime(128, r);
        p("primes " + p1 + " " + p2 + " " + new BigInteger(200, r) + " " + new BigInteger(50, 20, r));
        BigInteger n = p1.multiply(p2), phi = p1.subtract(BigInteger.ONE).multiply(p2.subtract(BigInteger.ONE));
        BigInteger e = BigInteger.valueOf(65537), d = e.modInverse(phi);
        BigInteger msg = new BigInteger("1234567890123456789");
        BigInteger c = msg.modPow(e, n);
        p("rsa " + c + " " + c.modPow(d, n));
        int cnt = 0;
        for (int i = 0; i < 2000; i++) if (BigInteger.valueOf(i).isProbablePrime(20)) cnt++;
        p("primes<2000 " + cnt + " " + BigInteger.valueOf(1000).nextProbablePrime() + " " + BigInteger.TEN.pow(30).nextProbablePrime() + " " + BigInteger.ONE.shiftLeft(100).nextProbablePrime());
        p(BigInteger.valueOf(561).isProbablePrime(50) + " " + new BigInteger("170141183460469231731687303715884105727").isProbablePrime(100));
        String[] bad = {"", "-", "+", "12-3", "1+2", "--1", "12a", " 1", "1 ", "123456789012345678901234x5", "0x10"};
        for (String s : bad) {
            try { p(new BigInteger(s)); } catch (NumberFormatException ex) { p("NFE " + ex.getMessage()); }
        }
        try { new BigInteger("zz", 37); } catch (NumberFormatException ex) { p("NFE " + ex.getMessage()); }
        try { new BigInteger("zzg", 36); } catch (NumberFormatException ex) { p("NFE " + ex.getMessage()); }
        p(new BigInteger("-0000", 8) + " " + new BigInteger("+zz", 36) + " " + new BigInteger("-1010", 2));
        try { BigInteger.ONE.divide(BigInteger.ZERO); } catch (ArithmeticException ex) { p("AE " + ex.getMessage()); }
        try { BigInteger.ONE.mod(BigInteger.valueOf(-2)); } catch (ArithmeticException ex) { p("AE " + ex.getMessage()); }
        try { BigInteger.TWO.modInverse(BigInteger.TEN); } catch (ArithmeticException ex) { p("AE " + ex.getMessage()); }
        try { BigInteger.TWO.pow(-1); } catch (ArithmeticException ex) { p("AE " + ex.getMessage()); }
        try { BigInteger.TWO.negate().sqrt(); } catch (ArithmeticException ex) { p("AE " + ex.getMessage()); }
        try { BigInteger.TWO.testBit(-1); } catch (ArithmeticException ex) { p("AE " + ex.getMessage()); }
        try { BigInteger.TEN.pow(20).longValueExact(); } catch (ArithmeticException ex) { p("AE " + ex.getMessage()); }
        try { BigInteger.TEN.pow(10).intValueExact(); } catch (ArithmeticException ex) { p("AE " + ex.getMessage()); }
        try { BigInteger.valueOf(-5).nextProbablePrime(); } catch (ArithmeticException ex) { p("AE " + ex.getMessage()); }
        p(BigInteger.valueOf(Long.MIN_VALUE).longValueExact() + " " + BigInteger.ONE.shiftLeft(63).negate().longValueExact());
        BigInteger big = BigInteger.valueOf(7).pow(3000), big2 = BigInteger.valueOf(3).pow(4000).add(BigInteger.ONE);
        BigInteger prod = big.multiply(big2);
        p("kara " + prod.hashCode() + " " + prod.bitLength() + " " + prod.divide(big2).equals(big) + " " + prod.mod(big.add(BigInteger.ONE)).hashCode());
        p(big.sqrt().hashCode() + " " + big.compareTo(big2) + " " + big.equals(BigInteger.valueOf(7).pow(3000)) + " " + big.min(big2).hashCode());
        byte[] bytes = {(byte)0xff, (byte)0x00, 0x01};
        p(new BigInteger(bytes) + " " + new BigInteger(1, bytes) + " " + new BigInteger(-1, bytes) + " " + new BigInteger(bytes, 1, 2));
        p(new BigInteger(new byte[]{(byte)0x80, 0, 0, 0, 0}) + " " + new BigInteger(new byte[]{(byte)0xff, (byte)0xff}));
    }
}
