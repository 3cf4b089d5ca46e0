// invokespecial: super.m() resolves from the direct superclass upward, private methods, constructor chaining, field hiding.
public class SuperCalls {
    static class A {
        String name = "A.name";
        String m() { return "A.m"; }
        String n() { return "A.n"; }
        static String s() { return "A.s"; }
        private String p() { return "A.p"; }
        String callP() { return p(); }
        A() { this("default"); init.append("A() "); }
        A(String x) { init.append("A(" + x + ") "); }
    }

    static class B extends A {
        String name = "B.name";
        @Override String n() { return "B.n>" + super.n(); }
        static String s() { return "B.s"; }
        private String p() { return "B.p"; }
        String callPB() { return p(); }
        B() { super("fromB"); init.append("B() "); }
    }

    static class C extends B {
        String name = "C.name";
        @Override String m() { return "C.m>" + super.m(); }   // B has no m: finds A.m
        @Override String n() { return "C.n>" + super.n(); }
        String names() { return name + " " + super.name + " " + ((A) this).name + " " + ((B) this).name; }
        C() { init.append("C() "); }
    }

    static class D extends C {
        @Override String m() { return "D.m>" + super.m(); }
        String viaThis() { return this.m(); }
    }

    static StringBuilder init = new StringBuilder();

    public static void main(String[] args) {
        D d = new D();
        System.out.println("init: " + init);
        System.out.println(d.m());
        System.out.println(d.n());
        System.out.println(d.viaThis());
        System.out.println(d.names());
        A asA = d;
        System.out.println(asA.m() + " | " + asA.name + " | " + asA.callP() + " | " + d.callPB());
        System.out.println(A.s() + " " + B.s() + " " + C.s());
        init.setLength(0);
        new A();
        System.out.println("init A: " + init);
    }
}
