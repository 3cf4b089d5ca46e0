// getStackTrace frame names: constructors (<init>), static initializers (<clinit>), inner, local and
// anonymous classes, interface default and static methods, enum constant bodies, bridges; and an
// uncaught exception with cause and suppressed exceptions escaping main (stderr, exit code 1).
public class StackTraceFrames {
    static void dump(String title, Throwable t) {
        System.out.println(title + ": " + t);
        for (StackTraceElement e : t.getStackTrace()) {
            System.out.println("  " + e.getClassName() + "#" + e.getMethodName() + ":" + e.getLineNumber());
        }
    }

    static class Ctor {
        Ctor() { this(1); }
        Ctor(int x) { throw new IllegalArgumentException("ctor " + x); }
    }
    static class Init {
        static int v = compute();
        static int compute() { throw new IllegalStateException("clinit"); }
    }
    interface Defaulted {
        default void run() { helper(); }
        static void helper() { throw new UnsupportedOperationException("iface"); }
    }
    enum Act {
        BOOM { void act() { throw new ArithmeticException("enum body"); } };
        abstract void act();
    }
    interface Src<T> { T get(); }
    static class StrSrc implements Src<String> {
        public String get() { throw new RuntimeException("bridge"); }
    }
    class Inner {
        void go() { throw new RuntimeException("inner"); }
    }

    public static void main(String[] args) throws Exception {
        try { new Ctor(); } catch (RuntimeException e) { dump("ctor", e); }
        try { int v = Init.v; } catch (ExceptionInInitializerError e) {
            dump("eiie", e);
            dump("eiie cause", e.getCause());
        }
        try { new Defaulted() {}.run(); } catch (RuntimeException e) { dump("default", e); }
        try { Act.BOOM.act(); } catch (RuntimeException e) { dump("enum", e); }
        try {
            Src<?> s = new StrSrc();
            s.get();
        } catch (RuntimeException e) { dump("bridge", e); }
        try { new StackTraceFrames().new Inner().go(); } catch (RuntimeException e) { dump("inner", e); }
        class Local {
            void go() { throw new RuntimeException("local"); }
        }
        try { new Local().go(); } catch (RuntimeException e) { dump("local", e); }
        try {
            new Runnable() { public void run() { throw new RuntimeException("anon"); } }.run();
        } catch (RuntimeException e) { dump("anon", e); }
        Exception top = new Exception("top", new RuntimeException("cause"));
        top.addSuppressed(new IllegalStateException("side"));
        throw top;
    }
}
