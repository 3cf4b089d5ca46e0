import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.UnaryOperator;

// Generic functional interfaces called through their erased types; interfaces that specialize a
// generic one (bridge methods in the proxy); ClassCastException from a lambda used through a raw
// type.
public class LambdaBridges {
  interface Transformer<A, B> { B transform(A a); }
  interface IntTransformer extends Transformer<Integer, Integer> {
    Integer transform(Integer a);
  }
  interface Sink<T> { void accept(T t); }
  interface StringSink extends Sink<String> { void accept(String s); }

  interface Combiner<T extends Comparable<T>> { T pick(T a, T b); }

  static <A, B> B applyGeneric(Transformer<A, B> t, A a) { return t.transform(a); }

  @SuppressWarnings({"rawtypes", "unchecked"})
  static Object applyRaw(Transformer t, Object a) { return t.transform(a); }

  public static void main(String[] args) {
    IntTransformer inc = x -> x + 1;
    System.out.println("specialized: " + inc.transform(41));
    System.out.println("generic: " + applyGeneric(inc, 1));
    System.out.println("raw: " + applyRaw(inc, 99));
    try {
      applyRaw(inc, "not an Integer");
      System.out.println("no exception?");
    } catch (ClassCastException e) {
      System.out.println("ClassCastException as expected: " + e.getClass().getName());
    }
    StringBuilder log = new StringBuilder();
    StringSink sink = s -> log.append("[").append(s).append("]");
    sink.accept("direct");
    Sink<String> general = sink;
    general.accept("erased");
    System.out.println("sink log: " + log);

    Combiner<String> longer = (a, b) -> a.length() >= b.length() ? a : b;
    System.out.println("combiner: " + longer.pick("abc", "de"));
    Combiner<Integer> max = Math::max;
    System.out.println("combiner via Math::max: " + max.pick(3, 9));

    Transformer<String, Integer> parse = Integer::parseInt;
    System.out.println("parse: " + (parse.transform("123") + 1));
    UnaryOperator<String> twice = s -> s + s;
    Function<String, String> f = twice;
    System.out.println("UnaryOperator as Function: " + f.apply("ab"));
    BiFunction<Double, Double, Double> pow = Math::pow;
    System.out.println("pow: " + pow.apply(2.0, 10.0));
  }
}
