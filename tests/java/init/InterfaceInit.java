// Interface initialization: default methods force superinterface init; plain interfaces are initialized lazily.
public class InterfaceInit {
    static int log(String s) { System.out.println("init " + s); return 1; }

    interface Plain {
        int P = log("Plain");
        void m();
    }

    interface WithDefault {
        int W = log("WithDefault");
        default void d() { System.out.println("WithDefault.d"); }
    }

    interface SubWithDefault extends WithDefault {
        int S = log("SubWithDefault");
    }

    static class A implements Plain, SubWithDefault {
        static { log("A"); }
        public void m() { System.out.println("A.m"); }
    }

    interface Constants {
        int FIELD = log("Constants");
        String NAME = "constant-name";
    }

    public static void main(String[] args) {
        System.out.println("main start");
        A a = new A();
        System.out.println("A created");
        a.m();
        a.d();
        System.out.println("Constants.NAME=" + Constants.NAME);
        System.out.println("Constants.FIELD=" + Constants.FIELD);
        System.out.println("Plain.P=" + Plain.P);
        System.out.println("SubWithDefault.S=" + SubWithDefault.S);
    }
}
