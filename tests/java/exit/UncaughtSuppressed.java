public class UncaughtSuppressed {
    static class Res implements AutoCloseable { final int id; Res(int id) { this.id = id; } public void close() { throw new IllegalStateException("close " + id); } }
    static void work() { try (Res a = new Res(1); Res b = new Res(2)) { deeper(3); } }
    static void deeper(int n) { if (n == 0) throw new UnsupportedOperationException("deep failure"); deeper(n - 1); }
    public static void main(String[] args) {
        System.out.println("begin");
        try { work(); } catch (RuntimeException e) { RuntimeException wrapper = new RuntimeException("wrapper", e); wrapper.addSuppressed(new Exception("extra")); throw wrapper; }
    }
}
