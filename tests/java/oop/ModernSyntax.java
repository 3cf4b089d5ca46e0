import java.util.*;
public class ModernSyntax {
    sealed interface Shape permits Circle, Square, Rect {}
    record Circle(double r) implements Shape {}
    record Square(double s) implements Shape {}
    static final class Rect implements Shape { final double w, h; Rect(double w, double h) { this.w = w; this.h = h; } }
    static double area(Shape s) {
        if (s instanceof Circle c) return Math.PI * c.r() * c.r();
        else if (s instanceof Square sq) return sq.s() * sq.s();
        else if (s instanceof Rect r) return r.w * r.h;
        throw new IllegalStateException();
    }
    static sealed abstract class Vehicle permits Car, Truck { abstract int wheels(); }
    static final class Car extends Vehicle { int wheels() { return 4; } }
    static non-sealed class Truck extends Vehicle { int wheels() { return 18; } }
    static class Pickup extends Truck { @Override int wheels() { return 4 + super.wheels() - 18; } }
    public static void main(String[] args) {
        List<Shape> shapes = List.of(new Circle(1), new Square(2), new Rect(2, 3));
        for (Shape s : shapes) System.out.println(s.getClass().getSimpleName() + " " + area(s));
        String text = """
            Hello,
              "Text" Block\tTab
            trailing\s
            joined \
            line
            """;
        System.out.print(text);
        record Pair(String k, int v) {}
        enum Level { LOW, HIGH }
        interface Scorer { int score(Pair p); }
        List<Pair> ps = new ArrayList<>(); for (int i = 0; i < 4; i++) ps.add(new Pair("p" + i, i * i));
        Scorer sc = new Scorer() { public int score(Pair p) { return p.v() * 2; } };
        int tot = 0; for (Pair p : ps) tot += sc.score(p);
        System.out.println(ps + " " + tot + " " + Level.valueOf("HIGH").ordinal());
        var list = new ArrayList<Map<String, Integer>>(); var m = new TreeMap<String, Integer>(); m.put("a", 1); list.add(m);
        for (var e : list.get(0).entrySet()) System.out.println(e.getKey() + e.getValue());
        Vehicle[] vs = {new Car(), new Truck(), new Pickup()}; int w = 0; for (Vehicle v : vs) w += v.wheels(); System.out.println(w);
        Object o = 42;
        String d = switch (o.hashCode() % 3) { case 0 -> "zero"; case 1 -> { String t = "one"; yield t.toUpperCase(); } default -> "two"; };
        System.out.println(d);
        int day = 3;
        String name = switch (day) { case 1, 7 -> "weekend"; case 2, 3, 4, 5, 6 -> { if (day == 3) yield "midweek"; yield "weekday"; } default -> throw new IllegalArgumentException("bad day " + day); };
        System.out.println(name);
        try { int bad = 9; String x = switch (bad) { case 1 -> "a"; default -> throw new IllegalArgumentException("bad day " + bad); }; System.out.println(x); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
    }
}
