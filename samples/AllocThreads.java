// AllocThreads: N threads each build and drop short-lived binary trees while keeping a sliding
// window of recent trees alive, and now and then swap subtrees between old and new trees; the
// collector's multi-threaded workload (tools/gc_bench, tools/gc_soak). Prints per-thread and total
// checksums that do not depend on scheduling. Usage: AllocThreads [threads] [iterations]
public class AllocThreads {
    /** Trees kept alive per thread: the sliding window of live data. */
    private static final int WINDOW = 256;

    /** Shallowest and deepest short-lived tree; depth cycles through MIN..MAX step 2. */
    private static final int MIN_DEPTH = 4;
    private static final int MAX_DEPTH = 10;

    /** One tree node with an int payload; a leaf has both children null. */
    static final class Node {
        Node left;
        Node right;
        final int value;

        Node(Node left, Node right, int value) {
            this.left = left;
            this.right = right;
            this.value = value;
        }

        /** A perfect tree with 2^(depth+1) - 1 nodes; values derived from seed. */
        static Node build(int depth, int seed) {
            if (depth == 0) {
                return new Node(null, null, seed);
            }
            return new Node(build(depth - 1, 2 * seed + 1), build(depth - 1, 2 * seed + 2), seed);
        }

        /** Node count plus a hash of the values, packed as count * 2^32 + (hash mod 2^32). */
        long check() {
            long count = 1;
            int hash = value;
            if (left != null) {
                long l = left.check();
                long r = right.check();
                count += (l >>> 32) + (r >>> 32);
                hash = hash * 31 + (int) l;
                hash = hash * 31 + (int) r;
            }
            return (count << 32) | (hash & 0xffffffffL);
        }
    }

    /** One worker: its own deterministic sequence of trees, window and checksum. */
    static final class Worker extends Thread {
        private final int id;
        private final int iterations;
        private final Node[] window = new Node[WINDOW];
        private final long[] windowCheck = new long[WINDOW];
        long checksum;
        long nodes;
        int mismatches;

        Worker(int id, int iterations) {
            super("alloc-" + id);
            this.id = id;
            this.iterations = iterations;
        }

        @Override
        public void run() {
            int rng = 12345 + id * 7919;
            for (int i = 0; i < iterations; i++) {
                // Short-lived tree: built, checked, dropped
                int depth = MIN_DEPTH + 2 * (i % ((MAX_DEPTH - MIN_DEPTH) / 2 + 1));
                long c = Node.build(depth, id * 1000003 + i).check();
                checksum += c;
                nodes += c >>> 32;

                // Sliding window: the evicted tree must still check as it did when it came in
                int slot = i % WINDOW;
                if (window[slot] != null) {
                    if (window[slot].check() != windowCheck[slot]) {
                        mismatches++;
                    }
                }
                rng = rng * 1103515245 + 12345;
                int keepDepth = MIN_DEPTH + ((rng >>> 16) & 3);
                window[slot] = Node.build(keepDepth, i);
                windowCheck[slot] = window[slot].check();

                // Old-to-new and new-to-old references: swap the left subtrees of two window trees
                if (i % 16 == 15) {
                    int other = (slot + WINDOW / 2) % WINDOW;
                    if (window[other] != null) {
                        Node a = window[slot];
                        Node b = window[other];
                        Node t = a.left;
                        a.left = b.left;
                        b.left = t;
                        windowCheck[slot] = a.check();
                        windowCheck[other] = b.check();
                    }
                }
            }
            // Everything still in the window, checked one last time
            for (int s = 0; s < WINDOW; s++) {
                if (window[s] != null) {
                    long c = window[s].check();
                    if (c != windowCheck[s]) {
                        mismatches++;
                    }
                    checksum += c;
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int threads = args.length > 0 ? Integer.parseInt(args[0]) : 4;
        int iterations = args.length > 1 ? Integer.parseInt(args[1]) : 1500;

        Worker[] workers = new Worker[threads];
        for (int t = 0; t < threads; t++) {
            workers[t] = new Worker(t, iterations);
        }
        for (Worker w : workers) {
            w.start();
        }
        for (Worker w : workers) {
            w.join();
        }

        long total = 0;
        long nodes = 0;
        int mismatches = 0;
        for (int t = 0; t < threads; t++) {
            System.out.println("thread " + t + ": " + workers[t].nodes + " nodes, checksum "
                    + Long.toHexString(workers[t].checksum));
            total += workers[t].checksum;
            nodes += workers[t].nodes;
            mismatches += workers[t].mismatches;
        }
        System.out.println(threads + " threads x " + iterations + " iterations: " + nodes
                + " short-lived nodes, " + mismatches + " window mismatches");
        System.out.println("checksum " + Long.toHexString(total));
    }
}
