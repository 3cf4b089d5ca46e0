// A constant whose class is missing fails the same way on every attempt (JVMS 5.4.3): new,
// getstatic, invokestatic, a subclass of the missing class, anewarray, ldc of a class literal and
// the call sites of two method references to it.
public class MissingRemembered {
    static class Missing { static int f; int g; static void m() {} Missing() {} }
    static class Sub extends Missing {}
    static class User {
        static Object make() { return new Missing(); }
        static int getStatic() { return Missing.f; }
        static void call() { Missing.m(); }
        static Object sub() { return new Sub(); }
        static Object arr() { return new Missing[2]; }
        static Object cls() { return Missing.class; }
        static Object ref() { Runnable r = Missing::m; return r; }
        static Object ref2() { Runnable r = Missing::m; return r; }
    }
    static void report(String what, Throwable t) {
        System.out.println(what + ": " + t.getClass().getName() + ": " + t.getMessage()
            + (t instanceof NoClassDefFoundError ? "" : " (not a NoClassDefFoundError)"));
    }
    public static void main(String[] args) {
        for (int i = 0; i < 2; i++) {
            try { User.make(); } catch (Throwable t) { report("new", t); }
            try { User.getStatic(); } catch (Throwable t) { report("getstatic", t); }
            try { User.call(); } catch (Throwable t) { report("invokestatic", t); }
            try { User.sub(); } catch (Throwable t) { report("new Sub", t); }
            try { User.arr(); } catch (Throwable t) { report("anewarray", t); }
            try { User.cls(); } catch (Throwable t) { report("ldc", t); }
            try { User.ref(); } catch (Throwable t) { report("method reference", t); }
            try { User.ref2(); } catch (Throwable t) { report("other method reference", t); }
        }
        System.exit(3);
    }
}
