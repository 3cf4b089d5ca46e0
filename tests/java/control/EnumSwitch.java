// Enums: values/ordinal/name/valueOf/compareTo, constant-specific bodies, fields, switch on enum (synthetic $SwitchMap).
public class EnumSwitch {
    enum Color { RED, GREEN, BLUE }

    enum Op {
        ADD("+") { int apply(int a, int b) { return a + b; } },
        SUB("-") { int apply(int a, int b) { return a - b; } },
        MUL("*") { int apply(int a, int b) { return a * b; } };

        final String symbol;
        Op(String symbol) { this.symbol = symbol; }
        abstract int apply(int a, int b);
    }

    enum Planet {
        MERCURY(3.303e+23, 2.4397e6), EARTH(5.976e+24, 6.37814e6);
        final double mass, radius;
        Planet(double mass, double radius) { this.mass = mass; this.radius = radius; }
        double gravity() { return 6.67300E-11 * mass / (radius * radius); }
    }

    static String describe(Color c) {
        switch (c) {
            case RED: return "warm";
            case BLUE: return "cold";
            default: return "neutral";
        }
    }

    public static void main(String[] args) {
        for (Color c : Color.values()) {
            System.out.println(c + " " + c.name() + " " + c.ordinal() + " " + describe(c) + " " + c.compareTo(Color.GREEN)
                + " " + (Color.valueOf(c.name()) == c));
        }
        for (Op op : Op.values()) {
            System.out.println(op + " " + op.symbol + " " + op.apply(6, 3) + " " + op.getClass().getName().startsWith("EnumSwitch$Op"));
        }
        for (Planet p : Planet.values()) System.out.println(p + " " + p.gravity());
        try {
            Color.valueOf("PURPLE");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            Color n = null;
            describe(n);
        } catch (NullPointerException e) {
            System.out.println("null enum switch: " + e.getClass().getName());
        }
        Color[] vs = Color.values();
        vs[0] = null;
        System.out.println("values copy: " + Color.values()[0] + " " + vs.length);
        System.out.println(Color.RED.equals(Color.RED) + " " + Color.RED.equals(Color.BLUE) + " " + Enum.valueOf(Color.class, "BLUE"));
    }
}
