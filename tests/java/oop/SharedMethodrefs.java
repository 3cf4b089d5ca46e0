// One constant-pool Methodref or InterfaceMethodref used by several kinds of invoke: javac shares
// the constant between super.m() (invokespecial) and x.m() (invokevirtual / invokeinterface), so
// a linked constant-pool cache entry must not let one instruction's link replace the other's.
// Also interface dispatch through itables: many interfaces, defaults, re-abstraction, Object's
// methods called on interface types, private interface methods, and receivers that change.
import java.util.ArrayList;
import java.util.List;

public class SharedMethodrefs {
  static class A {
    String who() { return "A.who"; }
    public String toString() { return "A"; }
  }

  static class B extends A {
    String who() { return "B.who"; }
    // super.who() and a.who() share the Methodref A.who.
    String both(A a) { return super.who() + "/" + a.who(); }
    String twice(A a) { return a.who() + "/" + super.who(); }
    public String toString() { return "B(" + super.toString() + ")"; }
  }

  static class C extends B {
    String who() { return "C.who"; }
  }

  interface Greeter {
    default String greet() { return "hello from Greeter"; }
  }

  interface Loud extends Greeter {
    // Greeter.super.greet() (invokespecial) and g.greet() (invokeinterface) share the constant.
    default String greet() { return Greeter.super.greet().toUpperCase(); }
    default String both(Greeter g) { return Greeter.super.greet() + " | " + g.greet(); }
    default String twice(Greeter g) { return g.greet() + " | " + Greeter.super.greet(); }
  }

  static class Plain implements Greeter {}
  static class Shout implements Loud {}
  static class Custom implements Loud {
    public String greet() { return "custom"; }
  }

  interface Shape {
    double area();
    default String describe() { return name() + " with area " + area(); }
    private String name() { return getClass().getSimpleName(); }
  }
  interface Named { String name(); }
  interface Sized { int size(); }

  static final class Square implements Shape, Named, Sized {
    final double side;
    Square(double side) { this.side = side; }
    public double area() { return side * side; }
    public String name() { return "square"; }
    public int size() { return (int) side; }
  }

  static class Circle implements Sized, Shape {
    public double area() { return 3.0; }
    public int size() { return 7; }
    public String toString() { return "circle"; }
  }

  abstract static class Half implements Shape {}
  static class Whole extends Half {
    public double area() { return 1.5; }
  }

  public static void main(String[] args) {
    B b = new B();
    C c = new C();
    System.out.println(b.both(b));
    System.out.println(b.both(c));
    System.out.println(b.twice(new A()));
    System.out.println(c.both(c));
    System.out.println(c.twice(b));
    System.out.println(b + " " + c);

    Shout s = new Shout();
    Custom cu = new Custom();
    Plain p = new Plain();
    for (int i = 0; i < 3; i++) {
      System.out.println(s.both(p));
      System.out.println(s.both(s));
      System.out.println(s.twice(cu));
      System.out.println(cu.both(s));
    }

    List<Shape> shapes = new ArrayList<>();
    shapes.add(new Square(2));
    shapes.add(new Circle());
    shapes.add(new Whole());
    shapes.add(new Square(3));
    double total = 0;
    // One invokeinterface site sees three receiver classes in turn (inline-cache misses).
    for (int round = 0; round < 4; round++) {
      for (Shape sh : shapes) total += sh.area();
    }
    System.out.println("total " + total);
    for (Shape sh : shapes) System.out.println(sh.describe());
    Sized[] sized = {new Square(5), new Circle()};
    int sum = 0;
    for (Sized z : sized) sum += z.size() + z.hashCode() * 0;
    System.out.println("sizes " + sum);
    // Object's methods through interface types.
    Shape circle = shapes.get(1);
    System.out.println(circle.toString() + " " + circle.equals(circle) + " " + (circle.getClass() == Circle.class));
    Named n = new Square(1);
    System.out.println(n.name());
  }
}
