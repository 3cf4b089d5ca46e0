import java.util.*;
public class RecordsMore {
    record Point(int x, int y) implements Comparable<Point> {
        Point { if (x < -1000) throw new IllegalArgumentException("x too small: " + x); }
        Point(int v) { this(v, v); }
        static Point origin() { return new Point(0, 0); }
        double dist() { return Math.sqrt((double) x * x + (double) y * y); }
        public int compareTo(Point o) { return x != o.x ? Integer.compare(x, o.x) : Integer.compare(y, o.y); }
    }
    record Named<T>(String name, T value) {}
    record Line(Point a, Point b) { public String toString() { return a + "->" + b; } }
    record Mixed(long l, double d, float f, char c, boolean z, byte b, short s, int[] arr, String str) {}
    public static void main(String[] args) {
        Point p = new Point(3, 4), q = new Point(3, 4), r = new Point(7);
        System.out.println(p + " " + p.equals(q) + " " + (p.hashCode() == q.hashCode()) + " " + p.dist() + " " + r + " " + Point.origin());
        System.out.println(new Named<>("n", List.of(1, 2)) + " " + new Named<>(null, null) + " " + new Named<>("a", 1).equals(new Named<>("a", 1)));
        System.out.println(new Line(p, r));
        Mixed m = new Mixed(-1L, 0.5, 1.5f, 'q', true, (byte) -3, (short) 300, null, "s");
        System.out.println(m);
        System.out.println(m.equals(new Mixed(-1L, 0.5, 1.5f, 'q', true, (byte) -3, (short) 300, null, "s")) + " " + m.c() + m.l());
        System.out.println(new Mixed(0, Double.NaN, -0.0f, 'a', false, (byte) 0, (short) 0, null, null).equals(new Mixed(0, Double.NaN, -0.0f, 'a', false, (byte) 0, (short) 0, null, null)));
        System.out.println(new Point(1, 2).hashCode() + " " + new Named<>("k", 7).hashCode() + " " + new Point(0, 0).hashCode());
        TreeSet<Point> set = new TreeSet<>(Arrays.asList(new Point(2, 1), new Point(1, 5), new Point(2, 0), new Point(1, 5)));
        System.out.println(set + " " + set.first() + " " + set.last());
        Map<Point, String> hm = new HashMap<>(); hm.put(new Point(1, 1), "one"); System.out.println(hm.get(new Point(1)));
        try { new Point(-5000, 0); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        Object o = new Point(5, 6);
        if (o instanceof Point pt) System.out.println(pt.x() + pt.y());
        System.out.println(o.getClass().getName() + " " + (o instanceof Record));
    }
}
