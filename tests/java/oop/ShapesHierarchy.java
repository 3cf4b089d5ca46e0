import java.util.*;
public class ShapesHierarchy {
    interface Shape { double area(); default String describe() { return name() + " area=" + area(); } String name(); }
    interface Scalable { Shape scale(double f); default String describe() { return "scalable"; } }
    static abstract class Base implements Shape, Scalable {
        private static int created;
        protected final int id;
        Base() { id = ++created; }
        public String describe() { return "#" + id + " " + Shape.super.describe(); }
        public String toString() { return name() + "#" + id; }
    }
    static class Circle extends Base { final double r; Circle(double r) { this.r = r; }
        public double area() { return Math.PI * r * r; } public String name() { return "circle"; }
        public Shape scale(double f) { return new Circle(r * f); } }
    static class Rect extends Base { final double w, h; Rect(double w, double h) { this.w = w; this.h = h; }
        public double area() { return w * h; } public String name() { return "rect"; }
        public Shape scale(double f) { return new Rect(w * f, h * f); } }
    static final class Square extends Rect { Square(double s) { super(s, s); }
        @Override public String name() { return "square"; }
        @Override public String describe() { return super.describe() + " (side " + w + ")"; } }
    public static void main(String[] args) {
        List<Shape> shapes = new ArrayList<>();
        shapes.add(new Circle(1.5)); shapes.add(new Rect(2, 3.25)); shapes.add(new Square(0.1));
        shapes.add(((Scalable) shapes.get(0)).scale(2)); shapes.add(new Square(1e-3).scale(1e5));
        double total = 0;
        for (Shape s : shapes) { System.out.println(s.describe()); total += s.area(); }
        System.out.println("total " + total);
        Collections.sort(shapes, new Comparator<Shape>() { public int compare(Shape a, Shape b) { return Double.compare(a.area(), b.area()); } });
        System.out.println(shapes);
        Object o = shapes.get(0);
        System.out.println((o instanceof Rect) + " " + (o instanceof Scalable) + " " + o.getClass().getName());
        if (o instanceof Rect r && r.w < 1) System.out.println("small rect " + r.w);
    }
}
