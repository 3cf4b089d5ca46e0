import java.util.ArrayList;
import java.util.List;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

// Lambdas in less common places: interface constants, enum constants, records, instance
// initializers, generic method references, overload selection, checked exceptions.
public class LambdaMisc {
  interface Constants {
    Supplier<String> HELLO = () -> "interface constant";
    UnaryOperator<String> SHOUT = s -> s.toUpperCase() + "!";
  }

  enum Operation {
    PLUS("+", (a, b) -> a + b),
    TIMES("*", (a, b) -> a * b),
    POWER("^", LambdaMisc::power);

    final String symbol;
    final BinaryOperator<Integer> op;
    Operation(String symbol, BinaryOperator<Integer> op) { this.symbol = symbol; this.op = op; }
    int apply(int a, int b) { return op.apply(a, b); }
  }

  static Integer power(Integer a, Integer b) {
    int r = 1;
    for (int i = 0; i < b; i++) r *= a;
    return r;
  }

  record Pair<A, B>(A first, B second) {
    <C> Pair<C, B> mapFirst(Function<A, C> f) { return new Pair<>(f.apply(first), second); }
  }

  interface ThrowingSupplier<T> { T get() throws Exception; }

  static <T> T unchecked(ThrowingSupplier<T> s) {
    try {
      return s.get();
    } catch (Exception e) {
      return null;
    }
  }

  static String over(Object o) { return "Object " + o; }
  static String over(String s) { return "String " + s; }
  static String over(int i) { return "int " + i; }

  static <T> List<T> repeat(T t, int n) {
    List<T> out = new ArrayList<>();
    for (int i = 0; i < n; i++) out.add(t);
    return out;
  }

  final List<String> log = new ArrayList<>();
  final Runnable logger;
  {
    logger = () -> log.add("init block lambda");
  }

  public static void main(String[] args) throws Exception {
    System.out.println(Constants.HELLO.get() + " / " + Constants.SHOUT.apply("quiet"));
    for (Operation o : Operation.values()) System.out.println("3 " + o.symbol + " 4 = " + o.apply(3, 4));
    Pair<String, Integer> p = new Pair<>("seven", 7);
    System.out.println(p.mapFirst(String::length) + " " + p.mapFirst(s -> s + "!"));
    System.out.println("checked: " + unchecked(() -> "fine") + " " + unchecked(() -> {
      throw new Exception("x");
    }));
    Function<String, String> fs = LambdaMisc::over;
    Function<Object, String> fo = LambdaMisc::over;
    Function<Integer, String> fi = LambdaMisc::over;
    System.out.println(fs.apply("s") + ", " + fo.apply("o") + ", " + fi.apply(5));
    java.util.function.BiFunction<String, Integer, List<String>> rep = LambdaMisc::<String>repeat;
    System.out.println("generic ref: " + rep.apply("ab", 3));
    LambdaMisc m = new LambdaMisc();
    m.logger.run();
    System.out.println(m.log);
    Supplier<Supplier<Supplier<String>>> deep = () -> () -> () -> "three levels";
    System.out.println(deep.get().get().get());
    Thread t = new Thread(() -> System.out.println("thread body lambda"));
    t.run();
    Object o = (Runnable) () -> {};
    System.out.println("instanceof Runnable: " + (o instanceof Runnable) + ", Supplier: "
        + (o instanceof Supplier));
  }
}
