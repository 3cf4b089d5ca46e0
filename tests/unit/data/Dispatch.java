// Calls, loops and interface dispatch for the method-entry, profile and itable tests in
// tests/unit/interpreter_test.cpp.
public class Dispatch {
  interface Shape {
    int sides();
    default int corners() { return sides(); }
  }
  interface Round extends Shape {
    default int corners() { return 0; }
  }
  abstract static class Base implements Shape {
    public abstract int sides();
  }
  static class Square extends Base {
    public int sides() { return 4; }
  }
  static class Triangle extends Base {
    public int sides() { return 3; }
    public int corners() { return 30; }
  }
  static class Circle implements Round {
    public int sides() { return 1; }
  }

  static int twice(int x) { return 2 * x; }
  static int callsTwice(int x) { return twice(x) + 1; }

  /// A loop of n iterations: n - 1 taken backward branches (javac tests at the bottom).
  static int loop(int n) {
    int s = 0;
    for (int i = 0; i < n; i++) s += i;
    return s;
  }

  /// One invokeinterface site (Shape.sides) and one invokevirtual site (Base.sides).
  static int sum(Shape s, Base b) { return s.sides() + b.sides(); }

  static int corners(Shape s) { return s.corners(); }

  /// One protected range with two handlers: ArithmeticException, then a catch-all (finally).
  static int guarded(int x) {
    int r;
    try {
      r = 10 / x;
    } catch (ArithmeticException e) {
      r = -1;
    } finally {
      x = 0;
    }
    return r + x;
  }

  static Shape square() { return new Square(); }
  static Shape triangle() { return new Triangle(); }
  static Shape circle() { return new Circle(); }
}
