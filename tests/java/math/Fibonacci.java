import java.math.BigInteger;

// Fibonacci numbers with BigInteger: the loop, fast doubling, and the identities between them.
public class Fibonacci {
    static BigInteger[] fib(int n) {
        // Fast doubling: F(2k) = F(k) * (2F(k+1) - F(k)), F(2k+1) = F(k)^2 + F(k+1)^2
        if (n == 0) return new BigInteger[] {BigInteger.ZERO, BigInteger.ONE};
        BigInteger[] h = fib(n / 2);
        BigInteger a = h[0], b = h[1];
        BigInteger c = a.multiply(b.shiftLeft(1).subtract(a));
        BigInteger d = a.multiply(a).add(b.multiply(b));
        return n % 2 == 0 ? new BigInteger[] {c, d} : new BigInteger[] {d, c.add(d)};
    }

    public static void main(String[] args) {
        BigInteger a = BigInteger.ZERO, b = BigInteger.ONE;
        for (int i = 0; i < 1000; i++) {
            BigInteger t = a.add(b);
            a = b;
            b = t;
        }
        System.out.println("F(1000) = " + a);
        System.out.println("digits " + a.toString().length() + ", hash " + a.hashCode() + ", equal to fast doubling: " + a.equals(fib(1000)[0]));
        BigInteger f10000 = fib(10000)[0];
        System.out.println("F(10000) has " + f10000.toString().length() + " digits, ends "
                + f10000.mod(BigInteger.TEN.pow(20)) + ", bitLength " + f10000.bitLength());
        System.out.println("gcd(F(1000), F(750)) = F(250)? " + a.gcd(fib(750)[0]).equals(fib(250)[0]));
        BigInteger f999 = fib(999)[0], f1001 = fib(1001)[0];
        System.out.println("Cassini: " + f999.multiply(f1001).subtract(a.multiply(a)));
        System.out.println("F(300) in base 36: " + fib(300)[0].toString(36));
        System.out.println("F(1000) mod 2^64 = " + a.longValue() + ", as double " + a.doubleValue());
        int count = 0;
        for (int i = 3; i < 200; i++) if (fib(i)[0].isProbablePrime(50)) count++;
        System.out.println("prime Fibonacci numbers among F(3..199): " + count);
    }
}
