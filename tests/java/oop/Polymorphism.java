// Virtual dispatch: abstract classes, overriding, covariant returns and generic bridge methods, overloads, instanceof.
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class Polymorphism {
    static abstract class Shape implements Comparable<Shape> {
        abstract double area();
        String kind() { return "shape"; }
        Shape copy() { return this; }
        public int compareTo(Shape o) { return Double.compare(area(), o.area()); }
        @Override public String toString() { return kind() + "(" + area() + ")"; }
    }

    static class Circle extends Shape {
        final double r;
        Circle(double r) { this.r = r; }
        double area() { return 3 * r * r; }
        @Override String kind() { return "circle"; }
        @Override Circle copy() { return new Circle(r); }   // covariant return -> bridge method
    }

    static class Square extends Shape {
        final double s;
        Square(double s) { this.s = s; }
        double area() { return s * s; }
        @Override String kind() { return "square"; }
    }

    static final class UnitSquare extends Square {
        UnitSquare() { super(1); }
        @Override String kind() { return "unit-" + super.kind(); }
    }

    static String over(Object o) { return "Object"; }
    static String over(String s) { return "String"; }
    static String over(Integer i) { return "Integer"; }
    static String over(long l) { return "long"; }
    static String over(int... xs) { return "varargs" + xs.length; }

    interface Visitor<R> { R visitCircle(Circle c); R visitSquare(Square s); }

    static <R> R accept(Shape s, Visitor<R> v) {
        if (s instanceof Circle) return v.visitCircle((Circle) s);
        return v.visitSquare((Square) s);
    }

    public static void main(String[] args) {
        List<Shape> shapes = new ArrayList<>();
        shapes.add(new Circle(2));
        shapes.add(new Square(3));
        shapes.add(new UnitSquare());
        shapes.add(new Circle(0.5));
        for (Shape s : shapes) System.out.println(s + " " + s.getClass().getName() + " " + (s instanceof Square) + " " + (s.copy() == s));
        Collections.sort(shapes);
        System.out.println(shapes);
        Comparable<Shape> cmp = shapes.get(0);
        System.out.println(cmp.compareTo(shapes.get(1)));
        Circle c = new Circle(1);
        Circle c2 = c.copy();
        System.out.println(c2.r + " " + (c2 != c));
        byte b = 1;
        short sh = 2;
        char ch = 'c';
        System.out.println(over("s") + " " + over(1) + " " + over(b) + " " + over(sh) + " " + over(ch) + " " + over(1L) + " " + over((Object) "s")
            + " " + over() + " " + over(1, 2) + " " + over(new int[3]) + " " + over(2.0));
        Visitor<String> names = new Visitor<String>() {
            public String visitCircle(Circle ci) { return "C" + ci.r; }
            public String visitSquare(Square sq) { return "S" + sq.s; }
        };
        StringBuilder sb = new StringBuilder();
        for (Shape s : shapes) sb.append(accept(s, names)).append(' ');
        System.out.println(sb);
        Object o = new UnitSquare();
        System.out.println((o instanceof Shape) + " " + (o instanceof Comparable) + " " + (o instanceof Circle) + " " + (o instanceof UnitSquare));
    }
}
