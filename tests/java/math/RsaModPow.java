import java.math.BigInteger;
import java.util.Random;

// Textbook RSA with BigInteger: seeded random primes, modInverse, modPow, CRT decryption, signatures.
public class RsaModPow {
    public static void main(String[] args) {
        Random rnd = new Random(2024);
        BigInteger p = BigInteger.probablePrime(256, rnd);
        BigInteger q = BigInteger.probablePrime(256, rnd);
        System.out.println("p = " + p);
        System.out.println("q = " + q);
        BigInteger n = p.multiply(q);
        BigInteger phi = p.subtract(BigInteger.ONE).multiply(q.subtract(BigInteger.ONE));
        BigInteger e = BigInteger.valueOf(65537);
        System.out.println("gcd(e, phi) = " + e.gcd(phi));
        BigInteger d = e.modInverse(phi);
        System.out.println("n = " + n.toString(16));
        System.out.println("d = " + d);
        BigInteger m = new BigInteger(1, "attack at dawn".getBytes());
        BigInteger c = m.modPow(e, n);
        System.out.println("c = " + c);
        BigInteger back = c.modPow(d, n);
        System.out.println("decrypted: " + new String(back.toByteArray()));
        // CRT
        BigInteger dp = d.mod(p.subtract(BigInteger.ONE)), dq = d.mod(q.subtract(BigInteger.ONE));
        BigInteger qinv = q.modInverse(p);
        BigInteger m1 = c.modPow(dp, p), m2 = c.modPow(dq, q);
        BigInteger h = qinv.multiply(m1.subtract(m2)).mod(p);
        System.out.println("CRT agrees: " + m2.add(h.multiply(q)).equals(back));
        BigInteger sig = BigInteger.valueOf(123456789).modPow(d, n);
        System.out.println("signature verifies: " + sig.modPow(e, n));
        System.out.println("negative exponent: " + BigInteger.valueOf(3).modPow(BigInteger.valueOf(-5), BigInteger.valueOf(1000003)));
        System.out.println("Fermat 2^(p-1) mod p = " + BigInteger.TWO.modPow(p.subtract(BigInteger.ONE), p));
        System.out.println("new BigInteger(100, 20, rnd) = " + new BigInteger(100, 20, rnd));
        System.out.println("random 300 bits: " + new BigInteger(300, rnd));
        System.out.println("next prime after 10^40: " + BigInteger.TEN.pow(40).nextProbablePrime());
        System.out.println("Mersenne 2^127-1 prime: " + BigInteger.ONE.shiftLeft(127).subtract(BigInteger.ONE).isProbablePrime(100)
                + ", 2^128+1 prime: " + BigInteger.ONE.shiftLeft(128).add(BigInteger.ONE).isProbablePrime(100));
        String[] tries = {"modulus 0", "not invertible", "modulus -7"};
        BigInteger[][] cases = {{BigInteger.TEN, BigInteger.ZERO}, {BigInteger.valueOf(6), BigInteger.valueOf(9)}, {BigInteger.TEN, BigInteger.valueOf(-7)}};
        for (int i = 0; i < cases.length; i++) {
            try {
                System.out.println(cases[i][0].modInverse(cases[i][1]));
            } catch (ArithmeticException ex) {
                System.out.println(tries[i] + ": " + ex.getMessage());
            }
        }
        try {
            BigInteger.TWO.modPow(BigInteger.ONE, BigInteger.ZERO);
        } catch (ArithmeticException ex) {
            System.out.println("modPow: " + ex.getMessage());
        }
    }
}
