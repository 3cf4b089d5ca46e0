public class KnapsackDP {
    static long lcs(String a, String b) {
        long[][] dp = new long[a.length() + 1][b.length() + 1];
        for (int i = 1; i <= a.length(); i++)
            for (int j = 1; j <= b.length(); j++)
                dp[i][j] = a.charAt(i-1) == b.charAt(j-1) ? dp[i-1][j-1] + 1 : Math.max(dp[i-1][j], dp[i][j-1]);
        return dp[a.length()][b.length()];
    }
    public static void main(String[] args) {
        int[] w = {12, 7, 11, 8, 9, 3, 15, 4, 6, 10};
        long[] v = {24, 13, 23, 15, 16, 5, 30, 9, 11, 19};
        int cap = 40;
        long[] best = new long[cap + 1];
        for (int i = 0; i < w.length; i++)
            for (int c = cap; c >= w[i]; c--)
                best[c] = Math.max(best[c], best[c - w[i]] + v[i]);
        System.out.println("knapsack " + best[cap]);
        long[] fib = new long[93]; fib[1] = 1;
        for (int i = 2; i < 93; i++) fib[i] = fib[i-1] + fib[i-2];
        System.out.println("fib92 " + fib[92] + " overflow " + (fib[92] + fib[91]));
        long[] ways = new long[501]; ways[0] = 1;
        int[] coins = {1, 2, 5, 10, 20, 50, 100, 200};
        for (int coin : coins) for (int s = coin; s <= 500; s++) ways[s] += ways[s - coin];
        System.out.println("coin ways " + ways[500]);
        System.out.println("lcs " + lcs("ACCGGTCGAGTGCGCGGAAGCCGGCCGAA", "GTCGTTCGGAATGCCGTTGCTCTGTAAA"));
        // edit distance with ints
        String s = "intention", t = "execution";
        int[][] e = new int[s.length()+1][t.length()+1];
        for (int i = 0; i <= s.length(); i++) e[i][0] = i;
        for (int j = 0; j <= t.length(); j++) e[0][j] = j;
        for (int i = 1; i <= s.length(); i++) for (int j = 1; j <= t.length(); j++)
            e[i][j] = Math.min(Math.min(e[i-1][j] + 1, e[i][j-1] + 1), e[i-1][j-1] + (s.charAt(i-1) == t.charAt(j-1) ? 0 : 1));
        System.out.println("edit " + e[s.length()][t.length()]);
        long mod = 1_000_000_007L; long p = 1, base = 3; long ex = 1_000_000L;
        while (ex > 0) { if ((ex & 1) == 1) p = p * base % mod; base = base * base % mod; ex >>= 1; }
        System.out.println("pow " + p);
    }
}
