// Java 16+ nesting: local records, enums and interfaces, static members of inner classes, nestmate
// private access between sibling nested classes, instance initializer blocks, double-brace
// anonymous classes, inner classes of generic classes, and inner-class construction from outside.
import java.util.ArrayList;
import java.util.List;

public class ModernNesting {
    private int base = 7;

    class Inner {
        static int created;
        static String kind() { return "inner-static"; }
        Inner() { created++; }
        int value() { return base * 2; }
    }

    static class A {
        private int secret = 3;
        private int peek(B b) { return b.hidden + secret; }
    }
    static class B {
        private int hidden = 4;
        private static String tag() { return "B"; }
        int ask(A a) { return a.peek(this) + a.secret; }
    }

    static class Gen<T> {
        T held;
        Gen(T t) { held = t; }
        class Node {
            T get() { return held; }
        }
        Node node() { return new Node(); }
    }

    int counter;
    {
        counter = 10;
        System.out.println("instance init block, base=" + base);
    }

    ModernNesting() { counter++; }

    public static void main(String[] args) {
        record Pair(String k, int v) {
            Pair { k = k.toUpperCase(); }
            String show() { return k + "=" + v; }
        }
        enum Mode { ON, OFF }
        interface Greeter { String greet(String s); }
        List<Pair> ps = new ArrayList<>();
        ps.add(new Pair("a", 1));
        ps.add(new Pair("b", 2));
        for (Pair p : ps) System.out.println(p + " " + p.show());
        System.out.println(Mode.valueOf("OFF").ordinal() + " " + Mode.class.getSimpleName() + " " + Pair.class.getSimpleName()
                + " " + Pair.class.isRecord() + " " + Mode.class.isEnum() + " " + Greeter.class.isInterface());
        Greeter g = new Greeter() { public String greet(String s) { return "hi " + s; } };
        System.out.println(g.greet("x"));
        ModernNesting m = new ModernNesting();
        System.out.println(m.counter);
        ModernNesting.Inner i1 = m.new Inner();
        ModernNesting.Inner i2 = m.new Inner();
        System.out.println(Inner.created + " " + Inner.kind() + " " + i1.value());
        System.out.println(new B().ask(new A()) + " " + B.tag());
        Gen<String> gs = new Gen<>("held");
        Gen<String>.Node n = gs.node();
        Gen<String>.Node n2 = gs.new Node();
        System.out.println(n.get() + " " + n2.get().length());
        List<String> dbl = new ArrayList<String>() {{
            add("one");
            add("two");
        }};
        System.out.println(dbl + " " + dbl.getClass().getSuperclass().getSimpleName() + " " + dbl.getClass().isAnonymousClass());
        System.out.println(Inner.class.getEnclosingClass().getSimpleName() + " " + Pair.class.isLocalClass()
                + " " + Pair.class.getEnclosingClass().getSimpleName() + " " + Pair.class.getDeclaringClass());
        int mods = Inner.class.getModifiers();
        System.out.println(java.lang.reflect.Modifier.toString(mods) + "|" + java.lang.reflect.Modifier.toString(A.class.getModifiers())
                + "|" + java.lang.reflect.Modifier.toString(Greeter.class.getModifiers())
                + "|" + java.lang.reflect.Modifier.toString(Mode.class.getModifiers())
                + "|" + java.lang.reflect.Modifier.toString(int[].class.getModifiers())
                + "|" + java.lang.reflect.Modifier.isStatic(A.class.getModifiers())
                + "|" + java.lang.reflect.Modifier.toString(0xFFF));
    }
}
