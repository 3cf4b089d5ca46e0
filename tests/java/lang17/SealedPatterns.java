// Java 17: sealed classes and interfaces, permits, records as permitted subtypes, pattern matching
// for instanceof (scoping, && conditions), switch expressions with yield, text blocks.
public class SealedPatterns {
    sealed interface Shape permits Circle, Rect, Tri {}
    record Circle(double r) implements Shape {}
    record Rect(double w, double h) implements Shape {}
    static final class Tri implements Shape {
        final double b, h;
        Tri(double b, double h) { this.b = b; this.h = h; }
    }
    static sealed abstract class Expr permits Num, Add, Mul {}
    static final class Num extends Expr { final int v; Num(int v) { this.v = v; } }
    static final class Add extends Expr { final Expr l, r; Add(Expr l, Expr r) { this.l = l; this.r = r; } }
    static non-sealed class Mul extends Expr { final Expr l, r; Mul(Expr l, Expr r) { this.l = l; this.r = r; } }
    static class Square extends Mul { Square(Expr e) { super(e, e); } }

    static double area(Shape s) {
        if (s instanceof Circle c) return 3 * c.r() * c.r();
        if (s instanceof Rect r && r.w() == r.h()) return r.w() * r.w();
        if (s instanceof Rect r) return r.w() * r.h();
        if (!(s instanceof Tri t)) throw new AssertionError();
        return t.b * t.h / 2;
    }

    static int eval(Expr e) {
        if (e instanceof Num n) return n.v;
        if (e instanceof Add a) return eval(a.l) + eval(a.r);
        if (e instanceof Mul m) return eval(m.l) * eval(m.r);
        throw new IllegalStateException();
    }

    static String show(Expr e) {
        if (e instanceof Num n) return Integer.toString(n.v);
        if (e instanceof Square s) return "(" + show(s.l) + ")^2";
        if (e instanceof Add a) return "(" + show(a.l) + " + " + show(a.r) + ")";
        Mul m = (Mul) e;
        return show(m.l) + " * " + show(m.r);
    }

    static String kind(int code) {
        return switch (code) {
            case 1, 2, 3 -> "small";
            case 4 -> {
                String s = "fo";
                yield s + "ur";
            }
            default -> {
                if (code < 0) yield "negative";
                yield "big";
            }
        };
    }

    public static void main(String[] args) {
        Shape[] shapes = { new Circle(1), new Rect(2, 2), new Rect(2, 5), new Tri(3, 4) };
        for (Shape s : shapes) System.out.println(s.getClass().getSimpleName() + " " + area(s));
        Expr e = new Add(new Num(2), new Mul(new Num(3), new Square(new Num(4))));
        System.out.println(show(e) + " = " + eval(e));
        for (int i = -1; i <= 5; i++) System.out.print(kind(i) + " ");
        System.out.println();
        String block = """
            Hello,
              text "blocks" \
            joined
            end""";
        System.out.println(block);
        Object o = 42;
        if (o instanceof Integer i && i > 40) System.out.println("big int " + (i + 1));
        if (!(o instanceof String str)) System.out.println("not a string");
        else System.out.println(str.length());
        System.out.println(Shape.class.isInterface() + " " + Expr.class.getSimpleName() + " " + Circle.class.isRecord());
    }
}
