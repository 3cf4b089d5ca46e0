import java.util.*;
public class PrimesFactor {
    static List<Long> factor(long n) { List<Long> f = new ArrayList<>(); for (long p = 2; p * p <= n; p++) while (n % p == 0) { f.add(p); n /= p; } if (n > 1) f.add(n); return f; }
    static long gcd(long a, long b) { return b == 0 ? Math.abs(a) : gcd(b, a % b); }
    static long modpow(long b, long e, long m) { long r = 1; b %= m; while (e > 0) { if ((e & 1) != 0) r = mulmod(r, b, m); b = mulmod(b, b, m); e >>= 1; } return r; }
    static long mulmod(long a, long b, long m) { long r = 0; a %= m; while (b > 0) { if ((b & 1) != 0) r = (r + a) % m; a = (a << 1) % m; b >>= 1; } return r; }
    static boolean millerRabin(long n) { if (n < 2) return false; for (long p : new long[]{2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37}) { if (n % p == 0) return n == p; } long d = n - 1; int s = 0; while (d % 2 == 0) { d /= 2; s++; }
        for (long a : new long[]{2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37}) { long x = modpow(a, d, n); if (x == 1 || x == n - 1) continue; boolean comp = true; for (int i = 1; i < s; i++) { x = mulmod(x, x, n); if (x == n - 1) { comp = false; break; } } if (comp) return false; } return true; }
    public static void main(String[] args) {
        for (long n : new long[]{1, 2, 360, 9999991, 600851475143L, 1L << 40, 999999000001L}) System.out.println(n + " = " + factor(n));
        System.out.println(gcd(1071, 462) + " " + gcd(-48, 18) + " " + gcd(Long.MAX_VALUE, 1L << 62));
        int cnt = 0; for (long n = 1_000_000_000L; n < 1_000_000_300L; n++) if (millerRabin(n)) cnt++;
        System.out.println("primes in window: " + cnt + " " + millerRabin(2305843009213693951L) + " " + millerRabin(4611686018427387903L));
        BitSetLike bs = new BitSetLike(10000); for (int i = 2; i < 10000; i++) if (!bs.get(i)) for (int j = i * 2; j < 10000; j += i) bs.set(j);
        int c = 0; long s = 0; for (int i = 2; i < 10000; i++) if (!bs.get(i)) { c++; s += i; } System.out.println(c + " " + s);
    }
    static class BitSetLike { final long[] w; BitSetLike(int n) { w = new long[(n + 63) >>> 6]; } void set(int i) { w[i >>> 6] |= 1L << i; } boolean get(int i) { return (w[i >>> 6] & (1L << i)) != 0; } }
}
