// Enum edge cases: Enum.valueOf with a non-enum class, constant-specific class bodies and
// getDeclaringClass, enums with interfaces and static state, switch over an enum from a separately
// compiled-looking helper, values() copies, compareTo across types (raw), enum in a record, name vs
// toString, ordinal-indexed arrays, enums as HashMap keys (hash codes not printed).
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

public class EnumEdgeCases {
    enum Planet {
        MERCURY(3.303e+23, 2.4397e6), EARTH(5.976e+24, 6.37814e6);
        final double mass, radius;
        Planet(double mass, double radius) { this.mass = mass; this.radius = radius; }
        double gravity() { return 6.67300E-11 * mass / (radius * radius); }
    }
    enum Shape {
        CIRCLE { public String toString() { return "round"; } },
        SQUARE;
    }
    enum Counter {
        A, B, C;
        static int count;
        Counter() { }
        static { count = values().length; }
    }
    record Tagged(Shape shape, int n) {}

    static String sw(Shape s) {
        return switch (s) {
            case CIRCLE -> "c";
            case SQUARE -> "s";
        };
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static void main(String[] args) {
        for (Planet p : Planet.values()) System.out.println(p + " " + p.gravity());
        for (Shape s : Shape.values()) {
            System.out.println(s + " " + s.name() + " " + sw(s) + " " + s.getDeclaringClass().getSimpleName()
                    + " " + s.getClass().getSimpleName().isEmpty() + " " + (s.getClass() == Shape.class));
        }
        System.out.println(Counter.count);
        try {
            Enum.valueOf((Class) String.class, "X");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        Comparable raw = Shape.CIRCLE;
        try {
            raw.compareTo(Planet.EARTH);
        } catch (ClassCastException e) {
            System.out.println("CCE comparing enums of different types");
        }
        int[] counts = new int[Shape.values().length];
        Shape[] seq = { Shape.SQUARE, Shape.CIRCLE, Shape.SQUARE };
        for (Shape s : seq) counts[s.ordinal()]++;
        System.out.println(counts[0] + " " + counts[1]);
        Map<Shape, Integer> m = new HashMap<>();
        for (Shape s : seq) m.put(s, m.getOrDefault(s, 0) + 1);
        System.out.println(m.get(Shape.SQUARE) + " " + m.get(Shape.CIRCLE));
        Map<Shape, String> tm = new TreeMap<>();
        tm.put(Shape.SQUARE, "sq");
        tm.put(Shape.CIRCLE, "ci");
        System.out.println(tm);
        Tagged t = new Tagged(Shape.CIRCLE, 2);
        System.out.println(t + " " + t.equals(new Tagged(Shape.CIRCLE, 2)));
        System.out.println(Shape.valueOf("CIRCLE") == Shape.CIRCLE);
        System.out.println(Shape.CIRCLE.equals(Shape.SQUARE) + " " + Shape.CIRCLE.compareTo(Shape.SQUARE));
    }
}
