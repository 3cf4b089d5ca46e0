import java.util.*;
public class EnumPlanets {
    enum Planet {
        MERCURY(3.303e+23, 2.4397e6), VENUS(4.869e+24, 6.0518e6), EARTH(5.976e+24, 6.37814e6), MARS(6.421e+23, 3.3972e6);
        private final double mass, radius;
        Planet(double mass, double radius) { this.mass = mass; this.radius = radius; }
        static final double G = 6.67300E-11;
        double surfaceGravity() { return G * mass / (radius * radius); }
    }
    enum Op {
        ADD("+") { long apply(long a, long b) { return a + b; } },
        SUB("-") { long apply(long a, long b) { return a - b; } },
        MUL("*") { long apply(long a, long b) { return a * b; } },
        DIV("/") { long apply(long a, long b) { return a / b; } };
        final String sym;
        Op(String s) { sym = s; }
        abstract long apply(long a, long b);
    }
    enum Color { RED, GREEN, BLUE; Color next() { return values()[(ordinal() + 1) % values().length]; } }
    public static void main(String[] args) {
        for (Planet p : Planet.values()) System.out.println(p + " " + p.ordinal() + " " + p.surfaceGravity());
        for (Op op : Op.values()) System.out.println(op.name() + " " + op.sym + " " + op.apply(17, 5) + " " + op.getClass().getName() + " " + op.getDeclaringClass().getName());
        System.out.println(Op.valueOf("MUL").apply(6, 7));
        try { Op.valueOf("MOD"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { Op.valueOf(null); } catch (NullPointerException e) { System.out.println("npe " + e.getMessage()); }
        Color c = Color.BLUE;
        for (int i = 0; i < 4; i++) { c = c.next(); System.out.print(c + " "); }
        System.out.println();
        System.out.println(Color.RED.compareTo(Color.BLUE) + " " + Color.GREEN.equals(Color.GREEN) + " " + (Color.valueOf("RED") == Color.RED));
        Map<Color, Integer> m = new TreeMap<>(); m.put(Color.BLUE, 3); m.put(Color.RED, 1); m.put(Color.GREEN, 2);
        System.out.println(m);
        switch (c) { case RED: System.out.println("r"); break; case GREEN: System.out.println("g"); break; default: System.out.println("other"); }
        String s = switch (c) { case RED -> "rouge"; case GREEN -> "vert"; case BLUE -> "bleu"; };
        System.out.println(s);
        try { Op.DIV.apply(1, 0); } catch (ArithmeticException e) { System.out.println(e); }
    }
}
