public class NoMessageCauses {
    static void f() { throw new ArithmeticException(); }
    static void g() { try { f(); } catch (ArithmeticException e) { throw new RuntimeException(e); } }
    static void h() { try { g(); } catch (RuntimeException e) { throw new Error(null, e); } }
    public static void main(String[] args) {
        try { h(); } catch (Error e) {
            System.out.println(e + " | " + e.getMessage() + " | " + e.getCause() + " | " + e.getCause().getMessage() + " | " + e.getCause().getCause());
            StackTraceElement[] st = e.getStackTrace();
            System.out.println(st.length + " " + st[0].getMethodName() + " " + st[0].getLineNumber() + " " + st[0].getClassName() + " " + st[0].getFileName() + " " + st[0]);
            e.printStackTrace(System.out);
        }
        h();
    }
}
