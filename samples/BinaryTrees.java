// BinaryTrees: allocates and walks many short-lived binary trees plus one long-lived tree.
// Exercises object allocation, field loads and stores, deep recursion and (later) the collector.
// Written for jvmlab after the Benchmarks Game task description; usage: BinaryTrees [maxDepth]
public class BinaryTrees {
    /** Smallest depth of the short-lived trees; the Benchmarks Game fixes it at 4. */
    private static final int MIN_DEPTH = 4;

    /** One tree node; a leaf has both children null. */
    static final class Node {
        Node left;
        Node right;

        Node(Node left, Node right) {
            this.left = left;
            this.right = right;
        }

        /** Builds a perfect tree with 2^(depth+1) - 1 nodes. */
        static Node build(int depth) {
            if (depth == 0) {
                return new Node(null, null);
            }
            return new Node(build(depth - 1), build(depth - 1));
        }

        /** Counts the nodes of this tree (the benchmark's "check" value). */
        int count() {
            if (left == null) {
                return 1;
            }
            return 1 + left.count() + right.count();
        }
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 14;
        int maxDepth = Math.max(MIN_DEPTH + 2, n);

        // Stretch the heap once with a tree one level deeper than the rest
        int stretchDepth = maxDepth + 1;
        System.out.println("stretch tree of depth " + stretchDepth + "\t check: "
                + Node.build(stretchDepth).count());

        // Keep one tree alive across all the short-lived ones
        Node longLived = Node.build(maxDepth);

        // Many small trees, fewer big ones: each row allocates about the same number of nodes
        for (int depth = MIN_DEPTH; depth <= maxDepth; depth += 2) {
            int iterations = 1 << (maxDepth - depth + MIN_DEPTH);
            int check = 0;
            for (int i = 0; i < iterations; i++) {
                check += Node.build(depth).count();
            }
            System.out.println(iterations + "\t trees of depth " + depth + "\t check: " + check);
        }

        System.out.println("long lived tree of depth " + maxDepth + "\t check: " + longLived.count());
    }
}
