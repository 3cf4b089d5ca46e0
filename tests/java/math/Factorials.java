import java.math.BigInteger;

// Factorials, binomials and digit sums with BigInteger, as a textbook program computes them.
public class Factorials {
    static BigInteger factorial(int n) {
        BigInteger f = BigInteger.ONE;
        for (int i = 2; i <= n; i++) f = f.multiply(BigInteger.valueOf(i));
        return f;
    }

    static BigInteger binomial(int n, int k) {
        BigInteger r = BigInteger.ONE;
        for (int i = 0; i < k; i++) r = r.multiply(BigInteger.valueOf(n - i)).divide(BigInteger.valueOf(i + 1));
        return r;
    }

    public static void main(String[] args) {
        for (int n : new int[] {0, 1, 5, 20, 21, 25, 50, 100}) System.out.println(n + "! = " + factorial(n));
        BigInteger f1000 = factorial(1000);
        String s = f1000.toString();
        int digitSum = 0;
        for (char c : s.toCharArray()) digitSum += c - '0';
        System.out.println("1000! has " + s.length() + " digits, digit sum " + digitSum
                + ", trailing zeros " + (s.length() - s.replaceAll("0+$", "").length()));
        System.out.println("1000! bitLength " + f1000.bitLength() + " bitCount " + f1000.bitCount()
                + " lowestSetBit " + f1000.getLowestSetBit() + " hashCode " + f1000.hashCode());
        System.out.println("1000! / 998! = " + f1000.divide(factorial(998)));
        System.out.println("C(100, 50) = " + binomial(100, 50));
        System.out.println("C(1000, 500) mod 1e9+7 = " + binomial(1000, 500).mod(BigInteger.valueOf(1_000_000_007)));
        System.out.println("20! fits a long: " + factorial(20).longValueExact() + ", 21! as long " + factorial(21).longValue());
        try {
            factorial(21).longValueExact();
        } catch (ArithmeticException e) {
            System.out.println("21!: " + e.getMessage());
        }
        System.out.println("100! in hex " + factorial(100).toString(16));
        System.out.println("100! as double " + factorial(100).doubleValue() + ", 171! " + factorial(171).doubleValue());
        System.out.println("sqrt(1000!) has " + f1000.sqrt().toString().length() + " digits");
    }
}
