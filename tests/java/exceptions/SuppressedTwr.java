public class SuppressedTwr {
    static class Res implements AutoCloseable { final String n; final boolean failClose; Res(String n, boolean f) { this.n = n; failClose = f; System.out.println("open " + n); }
        public void close() throws Exception { System.out.println("close " + n); if (failClose) throw new IllegalStateException("close failed: " + n); } }
    static void use(boolean failBody) throws Exception {
        try (Res a = new Res("a", true); Res b = new Res("b", true)) { System.out.println("body"); if (failBody) throw new RuntimeException("body failed"); }
    }
    public static void main(String[] args) throws Exception {
        try { use(true); } catch (Exception e) { System.out.println(e.getMessage() + " suppressed=" + e.getSuppressed().length); for (Throwable s : e.getSuppressed()) System.out.println("  " + s); }
        try { use(false); } catch (Exception e) { System.out.println(e.getMessage() + " suppressed=" + e.getSuppressed().length + " " + e.getSuppressed()[0].getMessage()); }
        try (Res n = null) { System.out.println("null resource ok"); }
        try { try { throw new RuntimeException("in try"); } finally { throw new IllegalArgumentException("from finally"); } } catch (RuntimeException e) { System.out.println("caught " + e.getMessage() + " supp=" + e.getSuppressed().length); }
        try { try { throw new RuntimeException("first"); } catch (RuntimeException e) { throw new UnsupportedOperationException("from catch: " + e.getMessage()); } finally { System.out.println("finally runs"); } } catch (UnsupportedOperationException e) { System.out.println(e.getMessage()); }
        use(true);
    }
}
