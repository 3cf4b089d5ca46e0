// Tier-1 calls: static, special (constructors, private, super), virtual (overrides, final),
// interface (many implementors, default methods, private interface methods), arguments and
// results of every type, deep recursion to StackOverflowError, and calls into natives.
public class JitCalls {
  interface Shape { double area(); default String label() { return kind() + ":" + area(); } private String kind() { return getClass().getSimpleName(); } }
  static class Sq implements Shape { final double s; Sq(double s) { this.s = s; } public double area() { return s * s; } }
  static class Circ implements Shape { public double area() { return 3.0; } public String label() { return "circle"; } }
  static class Tri implements Shape { public double area() { return 0.5; } }
  static class A { int v() { return 1; } final int f() { return 10; } private int p() { return 100; } int callP() { return p(); } }
  static class B extends A { int v() { return 2 + super.v(); } }
  static class C extends B { int v() { return 3 + super.v(); } }

  static long mixed(byte b, short s, char c, int i, long l, float f, double d, boolean z, Object o) {
    return b + s + c + i + l + (long) f + (long) d + (z ? 1 : 0) + (o == null ? 0 : o.hashCode() % 7);
  }
  static float fret(float x) { return x * 2; }
  static double dret(double x) { return x / 2; }
  static char cret(int x) { return (char) x; }
  static boolean zret(int x) { return (x & 1) == 1; }
  static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
  static int depth;
  static void down() { depth++; down(); }
  static int count(int n) { return n == 0 ? 0 : 1 + count(n - 1); }

  public static void main(String[] args) {
    Shape[] shapes = {new Sq(2), new Circ(), new Tri(), new Sq(1.5)};
    StringBuilder sb = new StringBuilder();
    for (int k = 0; k < 3; k++) for (Shape sh : shapes) sb.append(sh.label()).append(' ').append(sh.area()).append(' ');
    System.out.println(sb);
    A[] as = {new A(), new B(), new C()};
    int t = 0;
    for (int k = 0; k < 1000; k++) for (A x : as) t += x.v() + x.f() + x.callP();
    System.out.println(t);
    System.out.println(mixed((byte) -3, (short) 300, 'x', 5, 1L << 33, 2.75f, -9.5, true, "key"));
    System.out.println(fret(1.25f) + " " + dret(3.0) + " " + (int) cret(65601) + " " + zret(3) + " " + zret(4));
    System.out.println(fib(22));
    System.out.println(count(3000));
    try { down(); } catch (StackOverflowError e) { System.out.println("SOE " + (depth > 1000)); }
    System.out.println(Math.sqrt(2.0) + " " + Math.abs(-4) + " " + Integer.toHexString(255) + " " + String.valueOf(3.5f));
  }
}
