import java.util.function.BiFunction;
import java.util.function.DoubleUnaryOperator;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;
import java.util.function.IntToDoubleFunction;
import java.util.function.IntToLongFunction;
import java.util.function.LongUnaryOperator;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

// Method references whose implementation types differ from the interface's: boxing, unboxing,
// primitive widening, reference casts, varargs, void results dropped.
public class LambdaAdaptations {
  static String join(String... parts) {
    StringBuilder sb = new StringBuilder();
    for (String p : parts) sb.append(p).append('|');
    return sb.toString() + parts.length;
  }
  static long widen(long x) { return x * 1000000000L; }
  static double half(double x) { return x / 2; }
  static char next(char c) { return (char) (c + 1); }
  static Integer boxed(Integer x) { return x == null ? -1 : x * 2; }
  static short shorty(short s) { return (short) (s + 1); }
  static int sum(int... xs) { int t = 0; for (int x : xs) t += x; return t; }

  interface CharOp { char apply(char c); }
  interface ByteToLong { long apply(byte b); }
  interface ObjToShort { short apply(Object o); }

  public static void main(String[] args) {
    IntBinaryOperator max = Math::max;
    System.out.println("int max: " + max.applyAsInt(3, -4));
    BiFunction<Integer, Integer, Integer> sumBoxed = Integer::sum;
    System.out.println("boxed sum: " + sumBoxed.apply(40, 2));
    Function<Integer, Long> toLong = LambdaAdaptations::widen;
    System.out.println("unbox+widen: " + toLong.apply(7));
    IntToLongFunction il = LambdaAdaptations::widen;
    System.out.println("int->long: " + il.applyAsLong(3));
    IntToDoubleFunction sq = Math::sqrt;
    System.out.println("int->double: " + sq.applyAsDouble(2));
    DoubleUnaryOperator h = LambdaAdaptations::half;
    System.out.println("double: " + h.applyAsDouble(5));
    LongUnaryOperator neg = Math::negateExact;
    System.out.println("long: " + neg.applyAsLong(Long.MAX_VALUE));
    ToIntFunction<String> len = String::length;
    ToLongFunction<String> lenLong = String::length;
    ToDoubleFunction<String> lenDouble = String::length;
    System.out.println("lengths: " + len.applyAsInt("four") + " " + lenLong.applyAsLong("four") + " "
        + lenDouble.applyAsDouble("four"));
    Predicate<String> empty = String::isEmpty;
    IntPredicate even = x -> x % 2 == 0;
    System.out.println("predicates: " + empty.test("") + " " + empty.test("x") + " " + even.test(4));
    IntFunction<Integer> boxIt = LambdaAdaptations::boxed;
    System.out.println("int->Integer param: " + boxIt.apply(21));
    Function<Integer, Integer> nullable = LambdaAdaptations::boxed;
    System.out.println("null passes through: " + nullable.apply(null));
    IntFunction<Object> anyBox = Integer::valueOf;
    System.out.println("boxed to Object: " + anyBox.apply(5) + " " + anyBox.apply(5).getClass().getName());
    CharOp nextChar = LambdaAdaptations::next;
    System.out.println("char: " + nextChar.apply('a'));
    ByteToLong btl = Long::valueOf;
    System.out.println("byte->long->Long->long: " + btl.apply((byte) -5));
    Function<Character, Integer> charToInt = Character::getNumericValue;
    System.out.println("Character->int: " + charToInt.apply('7'));
    Function<Short, Short> sh = LambdaAdaptations::shorty;
    System.out.println("short: " + sh.apply((short) 9));
    Supplier<Double> rnd = () -> 0.25;
    System.out.println("double boxed: " + rnd.get());
    Function<Object, String> valueOf = String::valueOf;
    System.out.println("String::valueOf(Object): " + valueOf.apply(3.5) + " " + valueOf.apply(null));
    java.util.function.DoubleFunction<String> dts = Double::toString;
    System.out.println("Double::toString " + dts.apply(1e10));
    // Varargs method references (javac routes them through a synthetic lambda).
    Function<String, String> one = LambdaAdaptations::join;
    BiFunction<String, String, String> two = LambdaAdaptations::join;
    Supplier<String> none = LambdaAdaptations::join;
    System.out.println("varargs: " + one.apply("a") + " " + two.apply("b", "c") + " " + none.get());
    IntBinaryOperator vsum = LambdaAdaptations::sum;
    System.out.println("int varargs: " + vsum.applyAsInt(20, 22));
    // A non-void method used as a void interface: the result is dropped.
    StringBuilder sb = new StringBuilder();
    java.util.function.Consumer<String> app = sb::append;
    app.accept("dropped ");
    app.accept("results");
    System.out.println(sb);
    java.util.function.Consumer<Integer> dropLong = LambdaAdaptations::widen;
    dropLong.accept(1);
    System.out.println("long result dropped ok");
  }
}
