// Nested, inner, local and anonymous classes: access to outer private fields and methods (nestmates),
// outer instances (Outer.this), shadowing, captured effectively-final locals, inner classes of
// inner classes, static nested construction, anonymous subclasses with constructor arguments.
public class NestedAccess {
    private int count;
    private static String prefix = "P";
    private final String name;

    NestedAccess(String name) { this.name = name; }

    private String secret() { return "secret-" + name; }
    private static int twice(int v) { return v * 2; }

    class Counter {
        private int count = 100;
        void bump() {
            count++;
            NestedAccess.this.count += 2;
        }
        String show() { return name + " inner=" + count + " outer=" + NestedAccess.this.count + " " + secret(); }
        class Deep {
            String show() { return prefix + name + count + NestedAccess.this.count; }
        }
    }

    static class Builder {
        private String built;
        Builder add(String s) { built = built == null ? s : built + "," + s; return this; }
        private String result() { return "[" + built + "]"; }
    }

    static abstract class Greeter {
        final String greeting;
        Greeter(String g) { greeting = g; }
        abstract String greet(String who);
    }

    Greeter greeter(final String punct) {
        int local = count;
        return new Greeter("hello") {
            int calls;
            String greet(String who) {
                calls++;
                return greeting + " " + who + punct + " (" + name + ", calls=" + calls + ", local=" + local + ")";
            }
        };
    }

    int sumWithLocal(int[] xs) {
        final int base = twice(count);
        class Acc {
            int total = base;
            void add(int v) { total += v; count++; }
        }
        Acc acc = new Acc();
        for (int x : xs) acc.add(x);
        return acc.total;
    }

    public static void main(String[] args) {
        NestedAccess o = new NestedAccess("o");
        NestedAccess.Counter c = o.new Counter();
        c.bump();
        c.bump();
        System.out.println(c.show());
        NestedAccess.Counter.Deep d = c.new Deep();
        System.out.println(d.show());
        System.out.println(new Builder().add("a").add("b").add("c").result());
        Builder b = new Builder();
        b.built = "direct";
        System.out.println(b.result());
        Greeter g = o.greeter("!");
        System.out.println(g.greet("Ann"));
        System.out.println(g.greet("Bob"));
        System.out.println(o.sumWithLocal(new int[] { 1, 2, 3 }) + " count=" + o.count);
        Runnable r = new Runnable() {
            public void run() {
                System.out.println("anon in static: " + prefix + twice(21));
            }
        };
        r.run();
        Object anon = new Object() {
            @Override public String toString() { return "custom toString " + o.secret(); }
        };
        System.out.println(anon);
        NestedAccess p = new NestedAccess("p");
        Counter pc = p.new Counter();
        pc.bump();
        System.out.println(pc.show() + " | " + c.show());
    }
}
