import java.util.Objects;
import java.util.function.Function;
import java.util.function.Supplier;

// Exceptions through lambdas: thrown inside a body and caught outside, null receivers of bound
// method references (NullPointerException at creation), calling a null functional interface.
public class LambdaExceptions {
  static class Boom extends RuntimeException {
    Boom(String m) { super(m); }
  }

  static String risky(int n) {
    if (n < 0) throw new Boom("negative: " + n);
    return "ok " + n;
  }

  public static void main(String[] args) {
    Function<Integer, String> f = LambdaExceptions::risky;
    System.out.println(f.apply(1));
    try {
      f.apply(-1);
    } catch (Boom e) {
      System.out.println("caught " + e.getMessage());
    }
    Supplier<Integer> div = () -> 1 / (args.length);
    try {
      div.get();
    } catch (ArithmeticException e) {
      System.out.println("caught ArithmeticException: " + e.getMessage());
    }
    String nothing = null;
    try {
      Supplier<Integer> len = nothing::length;
      System.out.println("not reached " + len);
    } catch (NullPointerException e) {
      System.out.println("bound null receiver: " + e.getClass().getName());
    }
    Function<String, Integer> unbound = String::length;
    try {
      unbound.apply(null);
    } catch (NullPointerException e) {
      System.out.println("unbound null receiver: " + e.getClass().getName());
    }
    Runnable r = null;
    try {
      r.run();
    } catch (NullPointerException e) {
      System.out.println("null lambda: " + e.getClass().getName());
    }
    Function<Integer, Integer> unboxNull = x -> x + 1;
    try {
      unboxNull.apply(null);
    } catch (NullPointerException e) {
      System.out.println("unboxing null: " + e.getClass().getName());
    }
    Supplier<String> checked = () -> Objects.requireNonNull(null, "custom message");
    try {
      checked.get();
    } catch (NullPointerException e) {
      System.out.println("requireNonNull: " + e.getMessage());
    }
    try {
      Runnable thrower = () -> { throw new IllegalStateException("from lambda"); };
      thrower.run();
    } catch (IllegalStateException e) {
      System.out.println("caught " + e.getMessage());
    }
  }
}
