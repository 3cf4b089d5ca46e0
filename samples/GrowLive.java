// GrowLive: grows its live data to N MB (default 1024) in 8 KB arrays that all stay reachable —
// the warm-up shape of JEP 545: a heap that must expand from 2 MB to a stable size fast.
public class GrowLive {
    public static void main(String[] args) {
        long targetMb = args.length > 0 ? Long.parseLong(args[0]) : 1024;
        int chunk = 1024;  // longs per array: 8 KB of data plus the array header
        int n = (int) (targetMb * 1024 * 1024 / (chunk * 8L));
        long[][] keep = new long[n][];
        long sum = 0;
        for (int i = 0; i < n; i++) {
            long[] a = new long[chunk];
            a[i % chunk] = i;
            keep[i] = a;
            sum += a[i % chunk];
        }
        // Read everything back: the data is live, not just allocated.
        long check = 0;
        for (int i = 0; i < n; i++) check += keep[i][i % chunk];
        System.out.println("kept " + n + " arrays of " + chunk + " longs (" + (n * (long) chunk * 8 >> 20)
                + " MB of data), sum " + sum + ", check " + (check == sum ? "ok" : "FAILED"));
    }
}
