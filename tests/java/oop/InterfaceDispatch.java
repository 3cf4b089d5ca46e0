// invokeinterface/invokevirtual resolution: implementations inherited from superclasses, abstract classes, private methods not overriding, static hiding.
public class InterfaceDispatch {
    interface Greeter { String greet(); }
    interface Named { String name(); default String greet() { return "default greet " + name(); } }

    static class Base { public String greet() { return "Base.greet"; } public String name() { return "base"; } }
    static class Derived extends Base implements Greeter { }          // Greeter.greet satisfied by Base
    static class DerivedNamed extends Base implements Named { }       // class method beats default

    static abstract class Partial implements Named {
        public String name() { return "partial"; }
        abstract String extra();
    }
    static class Full extends Partial implements Greeter {
        public String greet() { return "Full.greet/" + name() + "/" + extra(); }
        String extra() { return "extra"; }
    }
    static class PartialDefault extends Partial { String extra() { return "pd"; } }

    static class PrivateHolder {
        private String secret() { return "PrivateHolder.secret"; }
        String callSecret() { return secret(); }
    }
    static class PrivateChild extends PrivateHolder {
        public String secret() { return "PrivateChild.secret"; }  // does not override the private method
    }

    static class Counter {
        static int created;
        int id;
        Counter() { id = ++created; }
        static String kind() { return "Counter"; }
        String describe() { return kind() + "#" + id; }
    }
    static class SubCounter extends Counter {
        static String kind() { return "SubCounter"; }   // hides, does not override
        @Override String describe() { return kind() + "/" + super.describe(); }
    }

    static class Outer {
        static int sfield = 1;
        int ifield = 2;
    }
    static class Inner2 extends Outer { }

    public static void main(String[] args) {
        Greeter g1 = new Derived();
        Named n1 = new DerivedNamed();
        Greeter g2 = new Full();
        Named n2 = new Full();
        System.out.println(g1.greet() + " | " + n1.greet() + " | " + n1.name() + " | " + g2.greet() + " | " + n2.greet() + " | " + n2.name());
        Object[] objs = {new Derived(), new DerivedNamed(), new Full(), new PartialDefault(), "str", 5};
        StringBuilder sb = new StringBuilder();
        for (Object o : objs) {
            if (o instanceof Greeter) sb.append("G:").append(((Greeter) o).greet()).append(' ');
            if (o instanceof Named) sb.append("N:").append(((Named) o).greet()).append(' ');
            if (o instanceof CharSequence) sb.append("C:").append(((CharSequence) o).length()).append(' ');
            if (o instanceof Comparable) sb.append("cmp ");
        }
        System.out.println(sb);
        PrivateHolder ph = new PrivateChild();
        System.out.println(ph.callSecret() + " " + ((PrivateChild) ph).secret());
        Counter c = new SubCounter();
        Counter d = new Counter();
        System.out.println(c.describe() + " " + d.describe() + " " + Counter.kind() + " " + SubCounter.kind() + " " + SubCounter.created);
        Inner2.sfield = 7;   // getstatic/putstatic through the subclass resolve to Outer.sfield
        System.out.println(Outer.sfield + " " + Inner2.sfield + " " + new Inner2().ifield);
        Runnable r = new Runnable() {
            public void run() { System.out.println("anonymous Runnable via invokeinterface"); }
        };
        r.run();
        CharSequence cs = new StringBuilder("builder");
        System.out.println(cs.length() + " " + cs.charAt(0) + " " + cs.subSequence(1, 3) + " " + cs.toString());
        Comparable<String> cmp = "b";
        System.out.println(cmp.compareTo("a") + " " + cmp.compareTo("c"));
        Iterable<Integer> it = java.util.Arrays.asList(1, 2, 3);
        int s = 0;
        for (int x : it) s += x;
        System.out.println("iterable sum " + s);
    }
}
