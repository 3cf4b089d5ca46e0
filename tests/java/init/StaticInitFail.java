public class StaticInitFail {
    static class Config {
        static int value = compute();
        static int compute() { if (Boolean.parseBoolean("true")) throw new IllegalStateException("config broken"); return 1; }
        static void hello() { System.out.println("hello"); }
    }
    static class Holder { static final Object LOCK = new Object(); static { System.out.println("Holder init"); } static final String CONST = "compile-time"; static final int N = 5; }
    static class DivInit { static int z = 0; static int bad = 10 / z; }
    public static void main(String[] args) {
        System.out.println(Holder.CONST + Holder.N);
        System.out.println(Holder.LOCK != null);
        for (int i = 0; i < 3; i++) {
            try { Config.hello(); }
            catch (ExceptionInInitializerError e) { System.out.println("EIIE cause=" + e.getCause() + " msg=" + e.getMessage()); }
            catch (NoClassDefFoundError e) { System.out.println("NCDFE " + e.getMessage() + " cause=" + e.getCause()); }
        }
        try { System.out.println(DivInit.bad); } catch (Throwable t) { System.out.println(t + " / " + t.getCause()); }
        try { new DivInit(); } catch (Throwable t) { System.out.println(t); }
        System.out.println(Config.value);
    }
}
