// Default methods: diamonds, maximally-specific superinterface method, X.super.m(), class methods win, static/private interface methods.
public class DefaultDiamond {
    interface A { default String who() { return "A"; } default String onlyA() { return "onlyA"; } }
    interface B extends A { default String who() { return "B>" + A.super.who(); } }
    interface C extends A { }
    interface D extends A { default String who() { return "D"; } }

    static class BC implements B, C { }              // B is more specific than A
    static class CB implements C, B { }              // order of interfaces irrelevant
    static class BD implements B, D {                // conflict must be resolved explicitly
        public String who() { return "BD[" + B.super.who() + "," + D.super.who() + "]"; }
    }

    static class Base { public String who() { return "Base"; } }
    static class BaseAndD extends Base implements D { }   // class method wins over default

    interface E extends B { }
    static class EOnly implements E, C { }

    interface Abstracted extends A { String who(); }       // re-abstracts the default
    static class Concrete implements Abstracted { public String who() { return "Concrete>" + Abstracted.super.onlyA(); } }

    interface WithStatic {
        static String helper() { return "static-" + secret(); }
        private static String secret() { return "secret"; }
        private String instSecret() { return "inst-secret"; }
        default String usePrivate() { return instSecret() + "/" + helper(); }
    }
    static class UsesPrivate implements WithStatic { }

    interface Counter {
        int value();
        default Counter plus(final int n) {
            final Counter self = this;
            return new Counter() { public int value() { return self.value() + n; } };
        }
    }

    static abstract class AbstractWithDefault implements D { abstract String extra(); }
    static class Leaf extends AbstractWithDefault { String extra() { return "leaf:" + who(); } }

    public static void main(String[] args) {
        System.out.println(new BC().who() + " " + new CB().who() + " " + new BD().who() + " " + new BaseAndD().who() + " " + new EOnly().who());
        A viaA = new BD();
        C viaC = new BC();
        System.out.println(viaA.who() + " " + viaC.who() + " " + viaC.onlyA());
        System.out.println(new Concrete().who() + " " + new UsesPrivate().usePrivate() + " " + WithStatic.helper());
        Counter zero = new Counter() { public int value() { return 0; } };
        System.out.println(zero.plus(3).plus(4).value());
        System.out.println(new Leaf().extra());
        A[] all = {new BC(), new CB(), new BD(), new BaseAndD(), new EOnly(), new Concrete(), new Leaf()};
        StringBuilder sb = new StringBuilder();
        for (A a : all) sb.append(a.who()).append(';');
        System.out.println(sb);
    }
}
