// Interface static, private, private static and default methods; constants; default-method
// resolution with super calls (I.super.m()); static methods not inherited through instances.
public class InterfaceMembers {
    interface Shape {
        double PI_ISH = 3.0;
        double area();
        default String describe() { return name() + " area=" + fmt(area()); }
        private String name() { return getClass().getSimpleName().toLowerCase(); }
        private static String fmt(double d) { return String.valueOf(Math.round(d * 100) / 100.0); }
        static Shape unit() { return new Sq(1); }
        static String version() { return "v" + helper(); }
        private static int helper() { return 2; }
    }
    interface Loud {
        default String describe() { return "LOUD"; }
    }
    static class Sq implements Shape {
        final double s;
        Sq(double s) { this.s = s; }
        public double area() { return s * s; }
    }
    static class Circ implements Shape, Loud {
        final double r;
        Circ(double r) { this.r = r; }
        public double area() { return PI_ISH * r * r; }
        public String describe() { return Shape.super.describe() + "/" + Loud.super.describe(); }
    }
    interface Counter {
        int next();
        default int skip(int n) { int v = 0; for (int i = 0; i < n; i++) v = next(); return v; }
    }

    public static void main(String[] args) {
        Shape[] shapes = { new Sq(2), new Circ(1.5), Shape.unit() };
        for (Shape s : shapes) System.out.println(s.describe());
        System.out.println(Shape.version() + " " + Shape.PI_ISH);
        Counter c = new Counter() {
            int n;
            public int next() { return ++n * 3; }
        };
        System.out.println(c.skip(4) + " " + c.next());
    }
}
