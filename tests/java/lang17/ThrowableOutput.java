// Throwable output: printStackTrace to System.out and to a PrintWriter over a StringWriter, custom
// toString and getLocalizedMessage in traces, writableStackTrace=false, fillInStackTrace override,
// cause cycles, suppressed with causes (indented "Caused by:"), "... N more" counting.
import java.io.PrintWriter;
import java.io.StringWriter;

public class ThrowableOutput {
    static class Named extends Exception {
        Named(String m) { super(m); }
        public String toString() { return "Named<" + getMessage() + ">"; }
    }
    static class NoTrace extends RuntimeException {
        NoTrace(String m) { super(m); }
        public synchronized Throwable fillInStackTrace() { return this; }
    }
    static class Loc extends Exception {
        Loc() { super("base"); }
        public String getLocalizedMessage() { return "loc"; }
    }

    static void a(int n) throws Exception {
        if (n == 0) throw new Exception("deep");
        a(n - 1);
    }

    static Exception chain() {
        try {
            a(2);
        } catch (Exception e) {
            Exception outer = new Exception("outer", e);
            Exception side = new IllegalStateException("side", new ArithmeticException("side cause"));
            outer.addSuppressed(side);
            return outer;
        }
        return null;
    }

    public static void main(String[] args) {
        chain().printStackTrace(System.out);
        StringWriter sw = new StringWriter();
        new Named("n").printStackTrace(new PrintWriter(sw, true));
        String text = sw.toString();
        System.out.println("writer lines=" + text.split("\n").length + " first=" + text.substring(0, text.indexOf('\n')));
        NoTrace nt = new NoTrace("no trace");
        System.out.println(nt.getStackTrace().length);
        nt.printStackTrace(System.out);
        new Loc().printStackTrace(System.out);
        System.out.println(new Loc());
        Exception x = new Exception("x");
        Exception y = new Exception("y", x);
        x.initCause(y);
        y.printStackTrace(System.out);
        Throwable quiet = new Throwable("quiet", new Error("c"), true, false) {};
        System.out.println(quiet.getStackTrace().length + " " + quiet.getCause());
        quiet.printStackTrace(System.out);
        Exception e = new Exception("same");
        Throwable filled = e.fillInStackTrace();
        System.out.println((filled == e) + " " + e.getStackTrace().length);
        RuntimeException r = new RuntimeException((String) null);
        System.out.println(r + " | " + new RuntimeException((Throwable) null) + " | " + new RuntimeException("m", null).getCause());
        StackTraceElement[] st = e.getStackTrace();
        st[0] = null;
        System.out.println(e.getStackTrace()[0] != null);
    }
}
