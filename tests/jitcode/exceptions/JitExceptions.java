// Tier-1 exceptions: catch in the compiled method (by class, by superclass, catch-all finally),
// rethrow, exceptions from callees and from the VM (ArithmeticException, ClassCastException
// with its message), nested handlers, athrow of null, and stack traces with line numbers.
public class JitExceptions {
  static class MyEx extends RuntimeException { MyEx(String m) { super(m); } }
  static int thrower(int x) { if (x % 3 == 0) throw new MyEx("three " + x); if (x % 3 == 1) throw new IllegalStateException("one " + x); return x; }
  static String handle(int x) {
    try {
      return "ok " + thrower(x);
    } catch (MyEx e) {
      return "my " + e.getMessage();
    } catch (RuntimeException e) {
      return "rt " + e.getClass().getName() + " " + e.getMessage();
    } finally {
      fin++;
    }
  }
  static int fin;
  static int nested(int x) {
    int r = 0;
    try {
      try { r = 10 / x; } catch (ArithmeticException e) { r = -1; throw new MyEx("inner"); }
    } catch (MyEx e) { r -= 100; }
    return r;
  }
  static Object cast(Object o) { return (String) o; }
  static void throwNull() { RuntimeException e = null; throw e; }
  static void deep(int n) { if (n == 0) throw new MyEx("bottom"); deep(n - 1); }

  public static void main(String[] args) {
    for (int k = 0; k < 6; k++) System.out.println(handle(k));
    System.out.println("finally ran " + fin);
    System.out.println(nested(0) + " " + nested(5));
    for (int k = 0; k < 2; k++) {
      try { cast(Integer.valueOf(1)); } catch (ClassCastException e) { System.out.println(e.getMessage()); }
      try { throwNull(); } catch (NullPointerException e) { System.out.println("NPE " + e.getMessage()); }
    }
    System.out.println(cast("fine"));
    try { deep(3); } catch (MyEx e) {
      for (StackTraceElement el : e.getStackTrace()) System.out.println("  at " + el.getMethodName() + ":" + el.getLineNumber());
    }
    long s = 0;
    for (int i = 0; i < 20000; i++) { try { if ((i & 7) == 0) throw new MyEx("x"); s += i; } catch (MyEx e) { s -= 1; } }
    System.out.println(s);
  }
}
