import java.util.*;
public class InnerCapture {
    private int counter = 100;
    private static String secret() { return "s3cr3t"; }
    class Inner { int bump() { return ++counter; } class Deeper { String who() { return "deeper sees " + counter + " " + secret(); } } }
    static class Box<T extends Comparable<T>> { private T v; Box(T v) { this.v = v; } T get() { return v; } boolean bigger(Box<T> o) { return v.compareTo(o.v) > 0; } }
    static class Pair<A, B> { final A a; final B b; Pair(A a, B b) { this.a = a; this.b = b; } public String toString() { return "(" + a + ", " + b + ")"; }
        static <X> Pair<X, X> twin(X x) { return new Pair<>(x, x); } }
    interface Counter { int next(); }
    static Counter make(final int start, int step) {
        int[] state = {start};
        return new Counter() { public int next() { int r = state[0]; state[0] += step; return r; } };
    }
    static <T extends Comparable<? super T>> T maxOf(List<? extends T> xs) { T best = null; for (T x : xs) if (best == null || x.compareTo(best) > 0) best = x; return best; }
    public static void main(String[] args) {
        InnerCapture outer = new InnerCapture();
        InnerCapture.Inner in = outer.new Inner();
        in.bump(); in.bump();
        InnerCapture.Inner.Deeper d = in.new Deeper();
        System.out.println(d.who() + " " + outer.counter);
        Counter c1 = make(10, 3), c2 = make(-5, -1);
        for (int i = 0; i < 4; i++) System.out.print(c1.next() + "/" + c2.next() + " ");
        System.out.println();
        System.out.println(new Box<>("pear").bigger(new Box<>("apple")) + " " + new Box<>(3).get() + " " + Pair.twin("x") + " " + new Pair<>(1, 2.5));
        System.out.println(maxOf(Arrays.asList(3, 9, 2)) + " " + maxOf(Arrays.asList("kiwi", "zebra", "apple")));
        final String prefix = "item-";
        List<Runnable> tasks = new ArrayList<>();
        for (int i = 0; i < 3; i++) { final int k = i; tasks.add(new Runnable() { public void run() { System.out.println(prefix + k + " " + getClass().getName()); } }); }
        for (Runnable r : tasks) r.run();
        class Local { int sq(int x) { return x * x + outer.counter; } }
        System.out.println(new Local().sq(7) + " " + new Local().getClass().getName());
        Object anon = new Object() { @Override public String toString() { return "anon toString"; } };
        System.out.println(anon + " " + anon.getClass().getName());
        Iterator<Integer> it = new Iterator<Integer>() { int n = 0; public boolean hasNext() { return n < 5; } public Integer next() { return n * n++; } };
        while (it.hasNext()) System.out.print(it.next() + " ");
        System.out.println();
    }
}
