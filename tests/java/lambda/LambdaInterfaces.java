import java.util.function.Supplier;

// Lambdas inside interfaces (default and static methods capturing `this`), functional interfaces
// with default and static helpers, interfaces redeclaring Object methods, generic methods.
public class LambdaInterfaces {
  @FunctionalInterface
  interface Op {
    int apply(int a, int b);
    default Op twice() { return (a, b) -> apply(apply(a, b), b); }
    default Op flip() { return (a, b) -> this.apply(b, a); }
    static Op plus() { return (a, b) -> a + b; }
    static Op minus() { return (a, b) -> a - b; }
    boolean equals(Object o);  // Object's methods do not count as abstract
    String toString();
  }

  interface Greeter {
    String name();
    default Supplier<String> greeting() { return () -> "Hello, " + name() + suffix(); }
    private String suffix() { return "!"; }
  }

  interface Visitor<R> {
    R visitNum(int n);
    R visitAdd(Node a, Node b);
  }
  interface Node { <R> R accept(Visitor<R> v); }

  static Node num(int n) { return new Node() { public <R> R accept(Visitor<R> v) { return v.visitNum(n); } }; }
  static Node add(Node a, Node b) {
    return new Node() { public <R> R accept(Visitor<R> v) { return v.visitAdd(a, b); } };
  }

  static <T> T firstNonNull(Supplier<T> a, Supplier<T> b) {
    T v = a.get();
    return v != null ? v : b.get();
  }

  public static void main(String[] args) {
    Op plus = Op.plus();
    System.out.println("plus " + plus.apply(2, 3) + " twice " + plus.twice().apply(2, 3));
    System.out.println("minus " + Op.minus().apply(10, 4) + " flipped " + Op.minus().flip().apply(10, 4));
    Op mul = (a, b) -> a * b;
    System.out.println("mul twice flip " + mul.twice().flip().apply(3, 5));
    Greeter g = () -> "World";
    System.out.println(g.greeting().get());
    Node tree = add(num(1), add(num(2), num(3)));
    int value = tree.accept(new Visitor<Integer>() {
      public Integer visitNum(int n) { return n; }
      public Integer visitAdd(Node a, Node b) { return a.accept(this) + b.accept(this); }
    });
    String shown = tree.accept(new Visitor<String>() {
      public String visitNum(int n) { return Integer.toString(n); }
      public String visitAdd(Node a, Node b) { return "(" + a.accept(this) + " + " + b.accept(this) + ")"; }
    });
    System.out.println(shown + " = " + value);
    System.out.println("generic: " + firstNonNull(() -> null, () -> "fallback") + " "
        + firstNonNull(() -> 7, () -> 8));
    Object o = mul;
    System.out.println("equals itself: " + o.equals(mul) + ", toString prefix: "
        + o.toString().startsWith("LambdaInterfaces$$Lambda$"));
  }
}
