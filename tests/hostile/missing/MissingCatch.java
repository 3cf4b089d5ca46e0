// A catch type whose class is missing: the NoClassDefFoundError replaces the exception and the
// handler search goes on from that handler (outer handlers catch it), every time (java 17 with
// verification off: its verifier would load the catch type first).
public class MissingCatch {
    static class Missing extends RuntimeException {}
    static class Thrower {
        static void run(int i) {
            try {
                if (i >= 0) throw new IllegalStateException("boom " + i);
            } catch (Missing m) {
                System.out.println("caught Missing?");
            }
        }
        static int nested(int i) {
            try {
                try {
                    throw new IllegalStateException("inner " + i);
                } catch (Missing m) {
                    return -1;
                }
            } catch (NoClassDefFoundError e) {
                System.out.println("outer handler: " + e.getClass().getName() + ": " + e.getMessage());
                return 1;
            }
        }
    }
    public static void main(String[] args) {
        for (int i = 0; i < 3; i++) {
            try {
                Thrower.run(i);
            } catch (Throwable t) {
                System.out.println(i + ": " + t.getClass().getName() + ": " + t.getMessage());
            }
        }
        for (int i = 0; i < 2; i++) System.out.println(Thrower.nested(i));
        System.out.println("done");
    }
}
