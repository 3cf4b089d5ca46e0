public class UncaughtCustomMessage {
    static class Fancy extends RuntimeException {
        final int code;
        Fancy(int code, Throwable cause) { super(cause); this.code = code; }
        @Override public String getMessage() { return "code=" + code; }
        @Override public String toString() { return "Fancy<" + getLocalizedMessage() + ">"; }
    }
    static class Quiet extends Exception { Quiet() { super((String) null); } @Override public String getLocalizedMessage() { return "localized!"; } }
    static void a(int n) throws Quiet { if (n == 0) throw new Quiet(); a(n - 1); }
    public static void main(String[] args) {
        try { a(2); } catch (Quiet q) {
            System.out.println(q + " | " + q.getMessage());
            Throwable t = new Fancy(7, q);
            System.out.println(t.getCause() == q);
            throw (Fancy) t;
        }
    }
}
