import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import java.util.function.ToIntFunction;

// Every method-reference kind: static, bound, unbound, interface, constructor, super::m, this::m,
// private methods, array constructors, inner-class constructors.
public class LambdaMethodRefKinds {
  interface Shape {
    double area();
    static String describe(Shape s) { return "shape with area " + s.area(); }
    default String kind() { return "generic"; }
  }

  static class Base {
    String hello(String who) { return "Base hello " + who; }
  }

  static class Derived extends Base {
    @Override
    String hello(String who) { return "Derived hello " + who; }

    Function<String, String> viaSuper() { return super::hello; }
    Function<String, String> viaThis() { return this::hello; }
  }

  static class Point {
    final int x, y;
    Point() { this(0, 0); }
    Point(int x) { this(x, x); }
    Point(int x, int y) { this.x = x; this.y = y; }
    @Override public String toString() { return "Point(" + x + ", " + y + ")"; }
  }

  class Inner {
    final String tag;
    Inner(String tag) { this.tag = tag; }
    @Override public String toString() { return "Inner " + tag + " of " + name; }
  }

  final String name;
  LambdaMethodRefKinds(String name) { this.name = name; }

  private String secret(int n) { return name + " secret " + n; }
  private static int twice(int n) { return 2 * n; }

  Function<String, Inner> innerMaker() { return Inner::new; }
  IntFunction<String> secretRef() { return this::secret; }

  static int square(int x) { return x * x; }

  public static void main(String[] args) {
    // REF_invokeStatic
    Function<Integer, Integer> sq = LambdaMethodRefKinds::square;
    System.out.println("static: " + sq.apply(7));
    IntFunction<Integer> tw = LambdaMethodRefKinds::twice;
    System.out.println("private static: " + tw.apply(21));
    // interface static method
    Function<Shape, String> desc = Shape::describe;
    System.out.println("interface static: " + desc.apply(() -> 2.5));
    // REF_invokeVirtual, bound receiver
    String s = "bound receiver";
    Supplier<Integer> len = s::length;
    System.out.println("bound: " + len.get());
    Function<String, Boolean> starts = s::startsWith;
    System.out.println("bound with arg: " + starts.apply("bound") + " " + starts.apply("x"));
    // REF_invokeVirtual, unbound receiver
    Function<String, String> upper = String::toUpperCase;
    System.out.println("unbound: " + upper.apply("abc"));
    BiFunction<String, Integer, Character> charAt = String::charAt;
    System.out.println("unbound two args: " + charAt.apply("hello", 1));
    ToIntFunction<Object> hash = Object::hashCode;
    System.out.println("unbound Object: " + hash.applyAsInt("abc"));
    // REF_invokeInterface
    Function<List<String>, Integer> size = List::size;
    List<String> list = new ArrayList<>();
    list.add("a");
    list.add("b");
    System.out.println("interface: " + size.apply(list));
    Function<Shape, String> kind = Shape::kind;
    System.out.println("default method: " + kind.apply(() -> 1.0));
    Supplier<Integer> boundIface = list::size;
    list.add("c");
    System.out.println("bound interface: " + boundIface.get());
    // REF_newInvokeSpecial
    Supplier<Point> p0 = Point::new;
    Function<Integer, Point> p1 = Point::new;
    BiFunction<Integer, Integer, Point> p2 = Point::new;
    System.out.println("constructors: " + p0.get() + " " + p1.apply(3) + " " + p2.apply(4, 5));
    Supplier<List<String>> mk = ArrayList::new;
    List<String> fresh = mk.get();
    fresh.add("x");
    System.out.println("library constructor: " + fresh);
    Function<String, StringBuilder> sb = StringBuilder::new;
    System.out.println("StringBuilder::new: " + sb.apply("init").append("!"));
    // super::m and this::m
    Derived d = new Derived();
    System.out.println("super::m " + d.viaSuper().apply("x"));
    System.out.println("this::m " + d.viaThis().apply("y"));
    // private instance method (REF_invokeSpecial/Virtual on the caller)
    LambdaMethodRefKinds outer = new LambdaMethodRefKinds("outer");
    System.out.println("private instance: " + outer.secretRef().apply(9));
    // inner class constructor capturing the outer instance
    System.out.println("inner ::new " + outer.innerMaker().apply("t1"));
    // array constructors
    IntFunction<int[]> ints = int[]::new;
    IntFunction<String[]> strs = String[]::new;
    Function<Integer, long[][]> grid = long[][]::new;
    System.out.println("int[]::new " + ints.apply(4).length + " " + strs.apply(2).length + " "
        + grid.apply(3).length + " " + strs.apply(1).getClass().getName());
    String[] arr = list.toArray(new String[0]);
    System.out.println("array from list: " + arr.length + " " + arr[2]);
  }
}
