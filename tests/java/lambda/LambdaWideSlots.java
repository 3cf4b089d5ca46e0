import java.util.Comparator;
import java.util.function.BiFunction;
import java.util.function.DoubleBinaryOperator;
import java.util.function.Function;
import java.util.function.LongBinaryOperator;
import java.util.function.ObjDoubleConsumer;
import java.util.function.ObjLongConsumer;
import java.util.function.Supplier;

// Two-slot values everywhere: long/double parameters after references, captured next to `this`,
// returned through boxes; generic classes with bounded type variables; arrays as receivers.
public class LambdaWideSlots {
  interface Mixed { String f(long a, String b, double c, int d, float e, char g); }
  interface Wide { double f(double a, long b); }

  static class Box<T extends Comparable<T>> {
    final T value;
    Box(T value) { this.value = value; }
    Comparator<T> order() { return T::compareTo; }
    Supplier<String> describe(long stamp) { return () -> value + "@" + stamp; }
    <R> Box<T> check(Function<? super T, R> f, R expected) {
      System.out.println("check " + f.apply(value).equals(expected));
      return this;
    }
  }

  long total;

  ObjLongConsumer<String> adder() { return (s, n) -> total += s.length() * n; }

  static String mixed(long a, String b, double c, int d, float e, char g) {
    return a + "," + b + "," + c + "," + d + "," + e + "," + g;
  }

  public static void main(String[] args) {
    LongBinaryOperator mulAdd = (a, b) -> a * b + Long.MIN_VALUE;
    System.out.println("long op: " + mulAdd.applyAsLong(3_000_000_000L, 3));
    DoubleBinaryOperator hyp = (x, y) -> Math.sqrt(x * x + y * y);
    System.out.println("double op: " + hyp.applyAsDouble(3, 4));
    Mixed m = LambdaWideSlots::mixed;
    System.out.println("mixed: " + m.f(-1L, "s", 2.5, 7, 1.25f, 'z'));
    long captured = 1L << 50;
    double dc = 0.125;
    Mixed cm = (a, b, c, d, e, g) -> (a + captured) + b + (c + dc) + d + e + g;
    System.out.println("mixed capturing: " + cm.f(1L, "|", 1.0, 2, 3.0f, '!'));
    Wide w = (a, b) -> a * b;
    System.out.println("wide: " + w.f(0.5, 10L));
    Wide wr = Math::pow;  // pow(double, double): the long argument is widened
    System.out.println("wide ref: " + wr.f(1.5, 3L));
    BiFunction<Long, Double, Double> boxedWide = (a, b) -> a + b;
    System.out.println("boxed wide: " + boxedWide.apply(1L, 0.5));
    LambdaWideSlots self = new LambdaWideSlots();
    ObjLongConsumer<String> add = self.adder();
    add.accept("abc", 1_000_000_000_000L);
    add.accept("z", -1L);
    System.out.println("total: " + self.total);
    StringBuilder sb = new StringBuilder();
    ObjDoubleConsumer<String> fmt = (s, d) -> sb.append(s).append('=').append(d).append(' ');
    fmt.accept("pi", 3.14159);
    fmt.accept("e", 2.71828);
    System.out.println(sb);
    Box<String> box = new Box<>("mid");
    System.out.println("order: " + box.order().compare("a", "b") + " " + box.order().compare("b", "a"));
    System.out.println(box.describe(42L).get());
    box.check(String::length, 3).check(s -> s.charAt(0), 'm');
    Box<Integer> ib = new Box<>(5);
    System.out.println("int order: " + ib.order().compare(1, 2));
    Function<int[], int[]> copy = int[]::clone;
    int[] src = {1, 2, 3};
    int[] dst = copy.apply(src);
    dst[0] = 99;
    System.out.println("clone: " + src[0] + " " + dst[0] + " " + dst.length);
    Function<Object, Class<?>> gc = Object::getClass;
    System.out.println("getClass: " + gc.apply("s").getName());
  }
}
