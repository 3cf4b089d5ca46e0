// Records: compact and canonical constructors, accessors (also overridden), equals/hashCode/toString
// formats for every component type, nested and generic records, static members, interfaces.
import java.util.ArrayList;
import java.util.List;

public class RecordFeatures {
    record Point(int x, int y) {
        Point {
            if (x < 0) throw new IllegalArgumentException("negative x: " + x);
        }
        Point scale(int k) { return new Point(x * k, y * k); }
        static Point origin() { return new Point(0, 0); }
    }
    record Range(int lo, int hi) {
        Range(int lo, int hi) {
            if (lo > hi) { int t = lo; lo = hi; hi = t; }
            this.lo = lo;
            this.hi = hi;
        }
        Range(int single) { this(single, single); }
        int length() { return hi - lo; }
    }
    record All(byte b, short s, char c, int i, long l, float f, double d, boolean z, String str, Object o) {}
    record Line(Point from, Point to) {}
    record Box<T>(T value) {}
    record Named(String name) {
        public String name() { return "<" + name + ">"; }
        public String toString() { return "Named!" + name; }
    }
    interface HasArea { double area(); }
    record Square(double side) implements HasArea {
        public double area() { return side * side; }
    }
    record Empty() {}
    record WithStatic(int v) {
        static int count;
        WithStatic { count++; }
    }

    public static void main(String[] args) {
        Point p = new Point(3, 4);
        System.out.println(p + " " + p.x() + " " + p.y() + " " + p.scale(2) + " " + Point.origin());
        System.out.println(p.equals(new Point(3, 4)) + " " + p.equals(new Point(4, 3)) + " " + p.equals(null)
                + " " + p.equals("x") + " " + (p.hashCode() == new Point(3, 4).hashCode()));
        System.out.println(p.hashCode() + " " + new Point(0, 0).hashCode() + " " + new Point(1, 0).hashCode());
        try {
            new Point(-1, 2);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        Range r = new Range(9, 2);
        System.out.println(r + " " + r.length() + " " + new Range(5) + " " + r.equals(new Range(2, 9)));
        All a = new All((byte) -1, (short) 300, 'q', 42, 1L << 40, 1.5f, -0.0, true, "s", null);
        System.out.println(a);
        All a2 = new All((byte) -1, (short) 300, 'q', 42, 1L << 40, 1.5f, -0.0, true, "s", null);
        System.out.println(a.equals(a2) + " " + (a.hashCode() == a2.hashCode()));
        All a3 = new All((byte) -1, (short) 300, 'q', 42, 1L << 40, 1.5f, 0.0, true, "s", null);
        System.out.println(a.equals(a3));
        All n1 = new All((byte) 0, (short) 0, 'a', 0, 0, Float.NaN, Double.NaN, false, null, 1);
        All n2 = new All((byte) 0, (short) 0, 'a', 0, 0, Float.NaN, Double.NaN, false, null, 1);
        System.out.println(n1.equals(n2) + " " + n1.hashCode() + " " + n1);
        Line line = new Line(new Point(1, 2), new Point(3, 4));
        System.out.println(line + " " + line.from().x() + " " + line.hashCode());
        Box<String> bs = new Box<>("hi");
        Box<List<Integer>> bl = new Box<>(new ArrayList<>(List.of(1, 2)));
        System.out.println(bs + " " + bl + " " + bs.value().length() + " " + bs.hashCode());
        Named nm = new Named("z");
        System.out.println(nm + " " + nm.name() + " " + nm.equals(new Named("z")) + " " + nm.hashCode());
        HasArea h = new Square(1.5);
        System.out.println(h + " " + h.area());
        System.out.println(new Empty() + " " + new Empty().equals(new Empty()) + " " + new Empty().hashCode());
        new WithStatic(1); new WithStatic(2);
        System.out.println(WithStatic.count + " " + new WithStatic(7));
        System.out.println(p instanceof Record);
        Object o = line;
        if (o instanceof Line l && l.to().y() == 4) {
            System.out.println("pattern " + l.to());
        }
    }
}
