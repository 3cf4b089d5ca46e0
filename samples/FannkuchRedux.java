// FannkuchRedux: for every permutation of 1..n, counts the pancake flips until 1 is in front.
// Exercises int arrays, array copies by loop, nested loops and branches; allocates almost nothing.
// Written for jvmlab after the Benchmarks Game task description; usage: FannkuchRedux [n]
public class FannkuchRedux {
    /** Flips of one permutation: reverse the first k+1 items, k being the first item, until it is 0. */
    static int countFlips(int[] start, int[] work, int n) {
        for (int i = 0; i < n; i++) {
            work[i] = start[i];
        }
        int flips = 0;
        int first = work[0];
        while (first != 0) {
            // Reverse work[0..first]
            int lo = 0;
            int hi = first;
            while (lo < hi) {
                int t = work[lo];
                work[lo] = work[hi];
                work[hi] = t;
                lo++;
                hi--;
            }
            flips++;
            first = work[0];
        }
        return flips;
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        int[] perm = new int[n];   // the current permutation
        int[] work = new int[n];   // scratch copy that gets flipped
        int[] count = new int[n];  // count[r]: rotations of the prefix perm[0..r] still to do
        for (int i = 0; i < n; i++) {
            perm[i] = i;
        }

        int maxFlips = 0;
        int checksum = 0;
        int index = 0;             // position of perm in generation order; its parity signs the checksum
        int r = n;
        while (true) {
            // Reset the counters below r
            while (r > 1) {
                count[r - 1] = r;
                r--;
            }

            int flips = countFlips(perm, work, n);
            if (flips > maxFlips) {
                maxFlips = flips;
            }
            checksum += (index & 1) == 0 ? flips : -flips;

            // Next permutation: rotate the prefix perm[0..r] left by one, carrying to longer prefixes
            boolean done = true;
            while (r < n) {
                int head = perm[0];
                for (int i = 0; i < r; i++) {
                    perm[i] = perm[i + 1];
                }
                perm[r] = head;
                count[r]--;
                if (count[r] > 0) {
                    done = false;
                    break;
                }
                r++;
            }
            if (done) {
                break;
            }
            index++;
        }

        System.out.println(checksum);
        System.out.println("Pfannkuchen(" + n + ") = " + maxFlips);
    }
}
