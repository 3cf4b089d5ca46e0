// Sieve of Eratosthenes over boolean[] and a bit set in long[]: loops, array stores, shifts.
public class Sieve {
    public static void main(String[] args) {
        int n = 200000;
        boolean[] composite = new boolean[n + 1];
        int count = 0;
        long sum = 0;
        for (int i = 2; i <= n; i++) {
            if (!composite[i]) {
                count++;
                sum += i;
                for (long j = (long) i * i; j <= n; j += i) composite[(int) j] = true;
            }
        }
        System.out.println("primes <= " + n + ": " + count + " sum " + sum);
        long[] bits = new long[(n >> 6) + 1];
        int count2 = 0;
        for (int i = 2; i <= n; i++) {
            if ((bits[i >> 6] & (1L << i)) == 0) {
                count2++;
                for (int j = i * 2; j <= n; j += i) bits[j >> 6] |= 1L << j;
            }
        }
        StringBuilder last = new StringBuilder();
        int shown = 0;
        for (int i = n; i > 1 && shown < 10; i--) if (!composite[i]) { last.append(i).append(' '); shown++; }
        System.out.println("bitset count " + count2 + " largest: " + last);
        int twin = 0;
        for (int i = 3; i + 2 <= n; i += 2) if (!composite[i] && !composite[i + 2]) twin++;
        System.out.println("twin pairs " + twin);
    }
}
