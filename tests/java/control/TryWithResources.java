// try-with-resources: close order, suppressed exceptions, null resources, exceptions from close().
public class TryWithResources {
    static class Res implements AutoCloseable {
        final String name;
        final boolean failClose;
        Res(String name, boolean failClose) {
            this.name = name;
            this.failClose = failClose;
            System.out.println("open " + name);
        }
        public void close() {
            System.out.println("close " + name);
            if (failClose) throw new IllegalStateException("close failed: " + name);
        }
    }

    static void run(boolean failBody, boolean failA, boolean failB) {
        System.out.println("-- body=" + failBody + " a=" + failA + " b=" + failB);
        try (Res a = new Res("A", failA); Res b = new Res("B", failB)) {
            System.out.println("body with " + a.name + b.name);
            if (failBody) throw new RuntimeException("body failed");
        } catch (RuntimeException e) {
            System.out.println("caught " + e.getMessage());
            for (Throwable s : e.getSuppressed()) System.out.println("  suppressed " + s.getMessage());
        } finally {
            System.out.println("finally");
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
        }
        try (Res a = new Res("C", false)) {
            try (Res b = new Res("D", true)) {
                System.out.println("inner body");
            }
        } catch (IllegalStateException e) {
            System.out.println("nested caught " + e.getMessage() + " suppressed=" + e.getSuppressed().length);
        }
        Throwable t = new Exception("primary");
        t.addSuppressed(new Error("s1"));
        t.addSuppressed(new RuntimeException("s2"));
        System.out.println(t.getSuppressed().length + " " + t.getSuppressed()[1]);
        try {
            t.addSuppressed(t);
        } catch (IllegalArgumentException e) {
            System.out.println("self-suppression: " + e.getMessage());
        }
        try {
            t.addSuppressed(null);
        } catch (NullPointerException e) {
            System.out.println("null suppression: " + e.getMessage());
        }
    }
}
