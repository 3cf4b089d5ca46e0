// StackOverflowError thrown by deep recursion can be caught; the program then runs on normally (and can overflow again).
public class StackOverflowCatch {
    static int depth;

    static void recurse() {
        depth++;
        recurse();
    }

    static long recurseWithLocals(long a, double b, int c) {
        long x = a + c;
        double y = b * 2;
        return recurseWithLocals(x, y, c + 1) + (long) y;
    }

    static int finallyCount;

    static void recurseFinally(int n) {
        try {
            recurseFinally(n + 1);
        } finally {
            finallyCount++;
        }
    }

    static int bounded(int n) { return n == 0 ? 0 : 1 + bounded(n - 1); }

    interface Node { int size(); }

    static class Cyclic implements Node {
        Node next;
        public int size() { return 1 + next.size(); }
    }

    public static void main(String[] args) {
        for (int round = 0; round < 3; round++) {
            depth = 0;
            try {
                recurse();
                System.out.println("not reached");
            } catch (StackOverflowError e) {
                System.out.println("round " + round + ": caught " + e.getClass().getName() + " deep=" + (depth > 1000));
            }
        }
        try {
            recurseWithLocals(1, 1.0, 1);
        } catch (StackOverflowError e) {
            System.out.println("caught with locals");
        }
        try {
            recurseFinally(0);
        } catch (StackOverflowError e) {
            System.out.println("caught through finally blocks, ran finally: " + (finallyCount > 1000));
        }
        Cyclic a = new Cyclic();
        Cyclic b = new Cyclic();
        a.next = b;
        b.next = a;
        try {
            a.size();
        } catch (Error e) {
            System.out.println("cyclic: " + e.getClass().getName());
        }
        System.out.println("bounded " + bounded(2000));
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 5; i++) sb.append(i);
        System.out.println("continues " + sb);
        Throwable t = new StackOverflowError();
        System.out.println("is VirtualMachineError " + (t instanceof VirtualMachineError) + " message " + t.getMessage());
    }
}
