import java.util.function.DoubleSupplier;
import java.util.function.Function;
import java.util.function.IntUnaryOperator;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

// Capturing lambdas: every primitive type, references, arrays, `this`, many captures at once,
// recursion through a field, lambdas in static initializers.
public class LambdaCapture {
  static final Supplier<String> GREETING;
  static int counter;
  static IntUnaryOperator factorial;
  static {
    String who = "static init";
    GREETING = () -> "hello from " + who;
    factorial = n -> n <= 1 ? 1 : n * factorial.applyAsInt(n - 1);
  }

  interface Fib { long fib(int n); }
  Fib fib = n -> n < 2 ? n : this.fib.fib(n - 1) + this.fib.fib(n - 2);

  int base = 100;

  Supplier<Integer> plusBase(int k) { return () -> base + k; }

  Runnable bump() {
    return () -> { base++; counter++; };
  }

  interface Eight {
    String all(String prefix);
  }

  public static void main(String[] args) {
    System.out.println(GREETING.get());
    System.out.println("5! = " + factorial.applyAsInt(5));
    boolean z = true;
    byte b = -7;
    char c = 'q';
    short s = 12345;
    int i = -123456;
    long l = 1L << 40;
    float f = 1.5f;
    double d = -2.25;
    Object o = null;
    Eight e = prefix -> prefix + " " + z + " " + b + " " + c + " " + s + " " + i + " " + l + " " + f
        + " " + d + " " + o;
    System.out.println(e.all("captured:"));
    LongSupplier ls = () -> l * 3;
    DoubleSupplier ds = () -> d * f;
    System.out.println(ls.getAsLong() + " " + ds.getAsDouble());
    int[] box = {0};
    Runnable inc = () -> box[0]++;
    for (int k = 0; k < 5; k++) inc.run();
    System.out.println("array capture: " + box[0]);
    String[] words = {"a", "b"};
    Function<Integer, String> pick = idx -> words[idx];
    words[1] = "changed";
    System.out.println("array alias: " + pick.apply(0) + pick.apply(1));
    LambdaCapture obj = new LambdaCapture();
    Supplier<Integer> pb = obj.plusBase(5);
    System.out.println("this capture: " + pb.get());
    Runnable r = obj.bump();
    r.run();
    r.run();
    System.out.println("after bump: " + pb.get() + " counter " + counter);
    System.out.println("fib(20) = " + obj.fib.fib(20));
    // Nested lambdas and currying.
    Function<Integer, Function<Integer, Function<Integer, Integer>>> add3 = x -> y -> w -> x + y + w;
    System.out.println("curried: " + add3.apply(1).apply(20).apply(300));
    Supplier<Supplier<String>> nested = () -> {
      String inner = "inner-" + c;
      return () -> inner + "-" + i;
    };
    System.out.println(nested.get().get());
    // Long and double captures next to references (two-slot layout).
    String tag = "t";
    long big = Long.MAX_VALUE;
    double half = 0.5;
    Supplier<String> mix = () -> tag + big + half + tag;
    System.out.println(mix.get());
  }
}
