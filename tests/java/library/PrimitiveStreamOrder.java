import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/** Primitive streams as programs use them: evaluation order, laziness, short-circuiting, sizes. */
public class PrimitiveStreamOrder {
  static final StringBuilder log = new StringBuilder();

  static void show(String label, Object value) {
    System.out.println(label + ": " + value + (log.length() > 0 ? "  [" + log + "]" : ""));
    log.setLength(0);
  }

  static boolean isPrime(long n) {
    return n > 1 && LongStream.rangeClosed(2, (long) Math.sqrt(n)).noneMatch(d -> n % d == 0);
  }

  public static void main(String[] args) {
    // Rosetta-style pipelines.
    show("sum of multiples", LongStream.rangeClosed(1, 999).filter(x -> x % 3 == 0 || x % 5 == 0).sum());
    show("primes below 100", LongStream.range(0, 100).filter(PrimitiveStreamOrder::isPrime).count());
    show("squares", Arrays.toString(IntStream.rangeClosed(1, 8).map(i -> i * i).toArray()));
    show("factorial 20", LongStream.rangeClosed(1, 20).reduce(1, (a, b) -> a * b));
    show("powers of two", Arrays.toString(LongStream.iterate(1, x -> x * 2).limit(12).toArray()));
    show("collatz 27", IntStream.iterate(27, n -> n != 1, n -> n % 2 == 0 ? n / 2 : 3 * n + 1).count());
    show("harmonic", DoubleStream.iterate(1, x -> x + 1).limit(1000).map(x -> 1 / x).sum());
    show("kahan", DoubleStream.of(1e16, 1.0, -1e16, 1.0, 0.1, 0.2).sum());
    show("average", IntStream.of(3, 4, 8).average());
    show("average empty", LongStream.empty().average());
    show("int sum wraps", IntStream.of(Integer.MAX_VALUE, 1, 5).sum());
    show("int average no wrap", IntStream.of(Integer.MAX_VALUE, Integer.MAX_VALUE).average().getAsDouble());
    show("long min max", LongStream.of(5, -3, 9, 0).min().getAsLong() + " " + LongStream.of(5, -3, 9, 0).max());
    show("double max NaN", DoubleStream.of(1, Double.NaN, 3).max());
    show("double min -0", DoubleStream.of(0.0, -0.0).min());
    show("stats", IntStream.range(0, 10).summaryStatistics());
    show("long stats", LongStream.rangeClosed(-5, 5).summaryStatistics());
    show("double stats", DoubleStream.of(1.5, 2.5, -1).summaryStatistics());
    show("boxed", IntStream.range(0, 5).boxed().collect(Collectors.toList()));
    show("mapToObj", IntStream.rangeClosed('a', 'e').mapToObj(c -> String.valueOf((char) c)).collect(Collectors.joining("-")));
    show("asLong", IntStream.of(Integer.MAX_VALUE).asLongStream().map(x -> x + 1).sum());
    show("asDouble", Arrays.toString(LongStream.of(1, 2).asDoubleStream().map(d -> d / 4).toArray()));
    show("mapToInt from objects", Stream.of("a", "bb", "ccc").mapToInt(String::length).sum());
    show("mapToLong from list", Arrays.asList(4, 5, 6).stream().mapToLong(i -> (long) i * 1_000_000_000).sum());
    show("mapToDouble", Stream.of("1.5", "2.25").mapToDouble(Double::parseDouble).sum());
    show("double to int", Arrays.toString(DoubleStream.of(1.9, -1.9, 1e20).mapToInt(d -> (int) d).toArray()));
    show("double to long", DoubleStream.of(2.5, 3.5).mapToLong(Math::round).sum());
    show("sorted distinct", Arrays.toString(IntStream.of(5, 3, 5, 1, 3, 9).distinct().sorted().toArray()));
    show("sorted doubles", Arrays.toString(DoubleStream.of(2, -0.0, 0.0, Double.NaN, -1).sorted().toArray()));
    show("flatMap", Arrays.toString(IntStream.range(1, 4).flatMap(i -> IntStream.range(0, i)).toArray()));
    show("skip limit", Arrays.toString(LongStream.range(0, 100).skip(95).limit(3).toArray()));
    show("takeWhile", Arrays.toString(IntStream.iterate(1, i -> i + 3).takeWhile(i -> i < 20).toArray()));
    show("dropWhile", Arrays.toString(IntStream.of(1, 2, 7, 1, 8).dropWhile(i -> i < 5).toArray()));
    show("collect", IntStream.range(0, 5).collect(StringBuilder::new, (sb, i) -> sb.append(i), StringBuilder::append));
    show("reduce empty", IntStream.empty().reduce(Integer::sum));
    show("findFirst", LongStream.rangeClosed(10, 20).filter(x -> x % 7 == 0).findFirst());
    show("anyMatch allMatch", IntStream.range(0, 10).anyMatch(i -> i > 8) + " " + IntStream.range(0, 10).allMatch(i -> i < 9));
    show("empty ranges", IntStream.range(5, 5).count() + " " + IntStream.rangeClosed(5, 4).count() + " " + LongStream.range(3, -3).sum());
    show("range ends", IntStream.rangeClosed(Integer.MAX_VALUE - 2, Integer.MAX_VALUE).sum() + " " + LongStream.rangeClosed(Long.MAX_VALUE - 1, Long.MAX_VALUE).count());
    show("full int range count", IntStream.rangeClosed(Integer.MIN_VALUE, Integer.MAX_VALUE).count());
    show("generate", Arrays.toString(IntStream.generate(() -> 7).limit(3).toArray()));
    show("concat", Arrays.toString(LongStream.concat(LongStream.of(1, 2), LongStream.range(8, 10)).toArray()));
    show("builder", IntStream.builder().add(4).add(2).build().map(i -> -i).sum());
    show("chars", "hello".chars().filter(c -> c == 'l').count());

    // Evaluation order: one element at a time through every stage; sorted is a barrier.
    show("order", IntStream.range(0, 4).peek(i -> log.append("p" + i + " ")).map(i -> { log.append("m" + i + " "); return i * 10; })
        .filter(i -> { log.append("f" + i + " "); return i != 10; }).sum());
    show("sorted barrier", Arrays.toString(IntStream.of(3, 1, 2).peek(i -> log.append("a" + i + " ")).sorted().peek(i -> log.append("b" + i + " ")).toArray()));
    show("short-circuit", IntStream.range(0, 1000).peek(i -> log.append(i + " ")).anyMatch(i -> i == 3));
    show("limit pulls only what it needs", LongStream.iterate(1, x -> { log.append("f" + x + " "); return x * 3; }).limit(4).sum());
    show("iterate with predicate", Arrays.toString(IntStream.iterate(1, i -> { log.append("t" + i + " "); return i < 50; }, i -> i * 4).toArray()));
    show("findFirst after filter", IntStream.range(0, 100).peek(i -> log.append(i + " ")).filter(i -> i % 4 == 3).findFirst());
    show("skip then push", IntStream.range(0, 8).peek(i -> log.append(i + " ")).skip(5).sum());
    show("dropWhile pushes the rest", IntStream.range(0, 8).dropWhile(i -> { log.append("d" + i + " "); return i < 3; }).map(i -> i * 2).sum());
    show("flatMap order", IntStream.range(0, 3).flatMap(i -> { log.append("o" + i + " "); return IntStream.of(i, i); }).peek(i -> log.append("e" + i + " ")).sum());

    // count() of a sized pipeline does not run map or peek (JDK 17), but filter makes it traverse.
    show("sized count", IntStream.range(0, 5).peek(i -> log.append(i + " ")).map(i -> i + 1).count());
    show("sized array count", LongStream.of(1, 2, 3).peek(i -> log.append(i + " ")).count());
    show("filtered count", IntStream.range(0, 5).peek(i -> log.append(i + " ")).filter(i -> i > 2).count());
    show("boxed count", DoubleStream.of(1, 2).peek(d -> log.append(d + " ")).boxed().count());

    // Iterators: pull a few, then hand the rest over.
    PrimitiveIterator.OfInt it = IntStream.range(0, 10).filter(i -> i % 3 != 0).iterator();
    StringBuilder pulled = new StringBuilder();
    pulled.append(it.nextInt()).append(' ').append(it.hasNext()).append(' ');
    it.forEachRemaining((IntConsumer) i -> pulled.append(i).append(','));
    show("iterator then forEachRemaining", pulled + " " + it.hasNext());
    PrimitiveIterator.OfLong lit = LongStream.range(0, 6).dropWhile(x -> x < 2).iterator();
    StringBuilder lp = new StringBuilder().append(lit.hasNext()).append(' ');
    lit.forEachRemaining((LongConsumer) x -> lp.append(x));
    show("dropWhile iterator", lp);
    try {
      it.nextInt();
      show("exhausted iterator", "no exception");
    } catch (NoSuchElementException e) {
      show("exhausted iterator", e.getClass().getName());
    }

    // Use-once and close handlers.
    IntStream once = IntStream.range(0, 3);
    once.sum();
    try {
      once.map(i -> i);
      show("reuse", "no exception");
    } catch (IllegalStateException e) {
      show("reuse", e.getMessage());
    }
    LongStream src = LongStream.range(0, 3);
    LongStream mapped = src.map(x -> x + 1);
    try {
      src.sum();
    } catch (IllegalStateException e) {
      show("source after map", e.getMessage());
    }
    try (IntStream closing = IntStream.of(1, 2).onClose(() -> log.append("closed one ")).map(i -> i).onClose(() -> log.append("closed two "))) {
      show("close handlers", closing.boxed().onClose(() -> log.append("closed three ")).count());
    }
    show("after close", "");
    try {
      IntStream.range(0, 3).limit(-1);
    } catch (IllegalArgumentException e) {
      show("negative limit", e.getMessage());
    }
    try {
      LongStream.of(1, 2).skip(-5);
    } catch (IllegalArgumentException e) {
      show("negative skip", e.getMessage());
    }
    try {
      IntStream.of(1).map(null);
    } catch (NullPointerException e) {
      show("null mapper", "NullPointerException");
    }
    try {
      show("unboxing null", Stream.of(1, null, 3).mapToInt(Integer::intValue).sum());
    } catch (NullPointerException e) {
      show("unboxing null", "NullPointerException");
    }
    try {
      IntStream.range(0, 5).map(i -> 10 / (i - 2)).forEach(i -> log.append(i + " "));
    } catch (ArithmeticException e) {
      show("exception mid-pipeline", e.getMessage());
    }
    show("parallel flag", IntStream.range(0, 3).parallel().isParallel() + " " + IntStream.range(0, 3).parallel().sequential().map(i -> i).isParallel());
    long big = LongStream.rangeClosed(1, 2_000_000).filter(x -> (x & 1) == 0).map(x -> x / 2).sum();
    show("two million", big);
  }
}
