import java.math.BigInteger;

// Digits of pi two ways: Gibbons' unbounded spigot and Machin's formula in fixed point.
public class PiDigits {
    static final BigInteger THREE = BigInteger.valueOf(3), FOUR = BigInteger.valueOf(4), SEVEN = BigInteger.valueOf(7);

    static String spigot(int n) {
        StringBuilder sb = new StringBuilder();
        BigInteger q = BigInteger.ONE, r = BigInteger.ZERO, t = BigInteger.ONE, k = BigInteger.ONE, m = THREE, l = THREE;
        while (sb.length() < n) {
            if (FOUR.multiply(q).add(r).subtract(t).compareTo(m.multiply(t)) < 0) {
                sb.append(m);
                BigInteger nr = BigInteger.TEN.multiply(r.subtract(m.multiply(t)));
                m = BigInteger.TEN.multiply(THREE.multiply(q).add(r)).divide(t).subtract(BigInteger.TEN.multiply(m));
                q = q.multiply(BigInteger.TEN);
                r = nr;
            } else {
                BigInteger nr = BigInteger.TWO.multiply(q).add(r).multiply(l);
                BigInteger nm = q.multiply(SEVEN.multiply(k)).add(BigInteger.TWO).add(r.multiply(l)).divide(t.multiply(l));
                q = q.multiply(k);
                t = t.multiply(l);
                l = l.add(BigInteger.TWO);
                k = k.add(BigInteger.ONE);
                m = nm;
                r = nr;
            }
        }
        return sb.toString();
    }

    static BigInteger arctanInverse(int x, BigInteger unity) {
        BigInteger sum, term, xs = BigInteger.valueOf((long) x * x);
        sum = term = unity.divide(BigInteger.valueOf(x));
        for (int i = 3; term.signum() != 0; i += 2) {
            term = term.divide(xs);
            BigInteger t = term.divide(BigInteger.valueOf(i));
            sum = (i / 2) % 2 == 1 ? sum.subtract(t) : sum.add(t);
        }
        return sum;
    }

    public static void main(String[] args) {
        String a = spigot(300);
        System.out.println(a);
        BigInteger unity = BigInteger.TEN.pow(1010);
        BigInteger pi = arctanInverse(5, unity).multiply(BigInteger.valueOf(16)).subtract(arctanInverse(239, unity).multiply(FOUR));
        String b = pi.divide(BigInteger.TEN.pow(10)).toString();
        System.out.println(b);
        System.out.println("agree on " + a.length() + " digits: " + b.startsWith(a));
    }
}
