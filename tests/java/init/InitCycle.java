// Recursive class initialization in one thread: a class sees default values of a class being initialized.
public class InitCycle {
    static class A {
        static int a1 = 10;
        static int fromB = B.b1;
        static int a2 = 20;
        static { System.out.println("A done: a1=" + a1 + " fromB=" + fromB + " a2=" + a2); }
    }

    static class B {
        static int b1 = 30;
        static int fromA1 = A.a1;
        static int fromA2 = A.a2;
        static { System.out.println("B done: b1=" + b1 + " fromA1=" + fromA1 + " fromA2=" + fromA2); }
    }

    static class Self {
        static final Self INSTANCE = new Self();
        static int count = 5;
        static final int CONST = 9;
        final int seen;
        final int seenConst;
        Self() { seen = count; seenConst = CONST; }
    }

    public static void main(String[] args) {
        System.out.println("A.a2=" + A.a2);
        System.out.println("B.fromA2=" + B.fromA2);
        System.out.println("Self.seen=" + Self.INSTANCE.seen + " seenConst=" + Self.INSTANCE.seenConst + " count=" + Self.count);
    }
}
