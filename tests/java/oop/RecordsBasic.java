// Records: canonical/compact constructors, accessors, generated toString/equals/hashCode (ObjectMethods bootstrap).
public class RecordsBasic {
    record Point(int x, int y) {
        Point {
            if (x < 0) throw new IllegalArgumentException("negative x: " + x);
        }
        Point(int both) { this(both, both); }
        int sum() { return x + y; }
        static Point origin() { return new Point(0, 0); }
    }

    record Named(String name, double weight, long id, boolean flag, char c, float f, byte b, short s) { }

    record Wrapper(Point p, String label) {
        @Override public String toString() { return "Wrapper<" + label + ">"; }
    }

    record Empty() { }

    public static void main(String[] args) {
        Point p = new Point(3, 4);
        Point q = new Point(3, 4);
        Point r = new Point(7);
        System.out.println(p + " " + r + " " + p.x() + " " + p.y() + " " + p.sum() + " " + Point.origin());
        System.out.println(p.equals(q) + " " + p.equals(r) + " " + (p.hashCode() == q.hashCode()) + " " + p.hashCode() + " " + r.hashCode() + " " + p.equals(null));
        Named n = new Named("box", 2.5, 1L << 33, true, 'z', -0.0f, (byte) -1, (short) 300);
        Named m = new Named("box", 2.5, 1L << 33, true, 'z', -0.0f, (byte) -1, (short) 300);
        Named nullName = new Named(null, Double.NaN, 0, false, 'a', Float.NaN, (byte) 0, (short) 0);
        System.out.println(n + " " + n.equals(m) + " " + n.hashCode());
        System.out.println(nullName + " " + nullName.equals(new Named(null, Double.NaN, 0, false, 'a', Float.NaN, (byte) 0, (short) 0)) + " " + nullName.hashCode());
        Wrapper w = new Wrapper(p, "w");
        System.out.println(w + " " + w.p() + " " + w.equals(new Wrapper(q, "w")) + " " + w.hashCode());
        System.out.println(new Empty() + " " + new Empty().equals(new Empty()) + " " + new Empty().hashCode());
        try {
            new Point(-1, 0);
        } catch (IllegalArgumentException e) {
            System.out.println("compact ctor: " + e.getMessage());
        }
        Object o = p;
        System.out.println((o instanceof Record) + " " + o.getClass().getName());
    }
}
