public class CircularCause {
    public static void main(String[] args) {
        RuntimeException a = new RuntimeException("a");
        IllegalStateException b = new IllegalStateException("b", a);
        a.initCause(b);
        try { a.initCause(b); } catch (IllegalStateException e) { System.out.println(e.getMessage()); }
        try { b.initCause(null); } catch (IllegalStateException e) { System.out.println(e.getMessage()); }
        try { Throwable t = new Throwable("self"); t.initCause(t); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        throw b;
    }
}
