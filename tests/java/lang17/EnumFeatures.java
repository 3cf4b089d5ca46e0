// Enums: values, valueOf and its errors, ordinal, compareTo, name/toString, constant bodies with
// abstract methods, constructors and fields, Enum.valueOf, getDeclaringClass, static lookup maps.
import java.util.HashMap;
import java.util.Map;

public class EnumFeatures {
    enum Op {
        PLUS("+") { int apply(int a, int b) { return a + b; } },
        MINUS("-") { int apply(int a, int b) { return a - b; } },
        TIMES("*") {
            int apply(int a, int b) { return a * b; }
            public String toString() { return "times!"; }
        };
        private final String sym;
        Op(String sym) { this.sym = sym; }
        abstract int apply(int a, int b);
        String sym() { return sym; }
        private static final Map<String, Op> BY_SYM = new HashMap<>();
        static { for (Op o : values()) BY_SYM.put(o.sym, o); }
        static Op bySym(String s) { return BY_SYM.get(s); }
    }
    enum Empty {}
    enum Level implements Comparable<Level> { LOW, MID, HIGH;
        Level next() { return values()[(ordinal() + 1) % values().length]; }
    }
    interface Named { String label(); }
    enum Fruit implements Named {
        APPLE, BANANA;
        public String label() { return name().toLowerCase(); }
    }

    public static void main(String[] args) {
        for (Op o : Op.values()) {
            System.out.println(o + " " + o.name() + " " + o.ordinal() + " " + o.sym() + " " + o.apply(6, 3)
                    + " " + o.getDeclaringClass().getSimpleName() + " " + (o.getClass() == Op.class));
        }
        System.out.println(Op.valueOf("MINUS").apply(1, 10));
        System.out.println(Op.bySym("*").name());
        System.out.println(Enum.valueOf(Level.class, "HIGH").next());
        try {
            Op.valueOf("DIVIDE");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            Level.valueOf(null);
        } catch (NullPointerException e) {
            System.out.println("NPE " + e.getMessage());
        }
        try {
            Enum.valueOf(Fruit.class, "apple");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(Empty.values().length);
        System.out.println(Level.LOW.compareTo(Level.HIGH) + " " + Level.HIGH.compareTo(Level.LOW) + " "
                + Level.MID.compareTo(Level.MID));
        System.out.println(Level.LOW.equals(Level.LOW) + " " + (Level.valueOf("MID") == Level.MID));
        Level[] a = Level.values();
        Level[] b = Level.values();
        System.out.println((a != b) + " " + a.length);
        a[0] = null;
        System.out.println(Level.values()[0]);
        for (Fruit f : Fruit.values()) {
            Named n = f;
            System.out.println(n.label() + " " + f.hashCode() * 0 + " " + (f instanceof Comparable));
        }
        System.out.println(Op.TIMES.getClass().getSuperclass().getSimpleName() + " " + Op.class.getSuperclass().getName()
                + " " + Op.PLUS.getClass().isEnum() + " " + Op.class.isEnum());
        System.out.println(Level.HIGH.getDeclaringClass().getName());
        StringBuilder sb = new StringBuilder();
        for (Level l = Level.LOW; ; l = l.next()) {
            sb.append(l).append(' ');
            if (l == Level.HIGH) break;
        }
        System.out.println(sb.toString().trim());
    }
}
