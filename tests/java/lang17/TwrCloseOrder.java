// try-with-resources: close order, suppressed exceptions (getSuppressed, addSuppressed rules),
// null resources, exceptions from close only, printStackTrace's "Suppressed:" lines.
public class TwrCloseOrder {
    static class Res implements AutoCloseable {
        final String name;
        final boolean failClose;
        Res(String name, boolean failClose) {
            this.name = name;
            this.failClose = failClose;
            System.out.println("open " + name);
        }
        public void close() throws Exception {
            System.out.println("close " + name);
            if (failClose) throw new IllegalStateException("close failed: " + name);
        }
    }

    static void body(boolean failBody, boolean failA, boolean failB) throws Exception {
        try (Res a = new Res("a", failA); Res b = new Res("b", failB)) {
            System.out.println("body");
            if (failBody) throw new RuntimeException("body failed");
        }
    }

    static void run(boolean failBody, boolean failA, boolean failB) {
        try {
            body(failBody, failA, failB);
            System.out.println("ok");
        } catch (Exception e) {
            System.out.println("caught " + e);
            for (Throwable s : e.getSuppressed()) System.out.println("  suppressed " + s);
        }
    }

    public static void main(String[] args) {
        run(false, false, false);
        run(true, false, false);
        run(true, true, true);
        run(false, true, true);
        run(false, false, true);
        try (Res n = null) {
            System.out.println("null resource ok");
        } catch (Exception e) {
            System.out.println("unexpected " + e);
        }
        Exception e = new Exception("main");
        try {
            e.addSuppressed(e);
        } catch (IllegalArgumentException x) {
            System.out.println(x.getMessage());
        }
        try {
            e.addSuppressed(null);
        } catch (NullPointerException x) {
            System.out.println(x.getMessage());
        }
        try {
            body(true, true, false);
        } catch (Exception x) {
            x.printStackTrace();
        }
        Throwable quiet = new Throwable("no suppression", null, false, true) {};
        quiet.addSuppressed(new Exception("lost"));
        System.out.println(quiet.getSuppressed().length + " " + quiet.getMessage());
    }
}
