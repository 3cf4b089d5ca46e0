// Throwable.printStackTrace formats ("Caused by:", "... N more", nested causes, custom toString and
// getLocalizedMessage), getStackTrace elements (class, method, file, line), setStackTrace, initCause
// errors, fillInStackTrace, StackTraceElement.toString/equals.
public class StackTraces {
    static class AppException extends Exception {
        AppException(String m, Throwable cause) { super(m, cause); }
    }
    static class Quiet extends RuntimeException {
        Quiet() { super("quiet", null, true, false); }
    }
    static class Custom extends RuntimeException {
        Custom(String m) { super(m); }
        public String getLocalizedMessage() { return "localized(" + getMessage() + ")"; }
    }

    static int depth(int n) {
        if (n == 0) throw new IllegalStateException("bottom");
        return depth(n - 1) + 1;
    }

    static void level2() throws AppException {
        try {
            depth(3);
        } catch (IllegalStateException e) {
            throw new AppException("wrapped", e);
        }
    }

    static void level1() {
        try {
            level2();
        } catch (AppException e) {
            throw new RuntimeException(e);
        }
    }

    public static void main(String[] args) {
        try {
            level1();
        } catch (RuntimeException e) {
            e.printStackTrace();
            System.out.println("message: " + e.getMessage());
            System.out.println("cause: " + e.getCause().getMessage() + " / " + e.getCause().getCause());
        }
        try {
            depth(2);
        } catch (IllegalStateException e) {
            StackTraceElement[] st = e.getStackTrace();
            System.out.println("frames " + st.length);
            for (StackTraceElement el : st) {
                System.out.println(el.getClassName() + " " + el.getMethodName() + " " + el.getFileName() + " "
                        + el.getLineNumber() + " " + el.isNativeMethod() + " | " + el);
            }
            StackTraceElement first = st[0];
            StackTraceElement copy = new StackTraceElement(first.getClassName(), first.getMethodName(),
                    first.getFileName(), first.getLineNumber());
            StackTraceElement copy2 = new StackTraceElement(first.getClassName(), first.getMethodName(),
                    first.getFileName(), first.getLineNumber());
            System.out.println(copy.equals(copy2) + " " + (copy.hashCode() == copy2.hashCode()) + " " + copy
                    + " " + copy.equals(new StackTraceElement("StackTraces", "depth", "StackTraces.java", 1)));
            System.out.println(new StackTraceElement("a.B", "m", null, -1) + " "
                    + new StackTraceElement("a.B", "m", null, -2) + " " + new StackTraceElement("a.B", "m", "B.java", -1));
        }
        Quiet q = new Quiet();
        System.out.println("quiet frames " + q.getStackTrace().length);
        q.printStackTrace();
        Custom c = new Custom("m");
        System.out.println(c + " | " + c.getMessage());
        Throwable t = new Throwable();
        System.out.println(t + " " + t.getMessage() + " " + t.getCause());
        Throwable withCause = new Exception(new Error("inner"));
        System.out.println(withCause.getMessage() + " | " + withCause);
        try {
            withCause.initCause(new Error("again"));
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
        Exception self = new Exception("self");
        try {
            self.initCause(self);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        Exception manual = new Exception("manual");
        manual.setStackTrace(new StackTraceElement[] {
            new StackTraceElement("x.Y", "z", "Y.java", 12),
            new StackTraceElement("x.Y", "main", "Y.java", 3) });
        manual.printStackTrace();
        Exception later = new Exception("later");
        later.initCause(new RuntimeException("root"));
        later.printStackTrace();
        try {
            new Exception().setStackTrace(new StackTraceElement[] { null });
        } catch (NullPointerException e) {
            System.out.println("NPE from setStackTrace");
        }
    }
}
