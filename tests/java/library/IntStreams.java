// IntStream/LongStream/DoubleStream: ranges, sums, averages, statistics, boxing, conversions, Optional*.
import java.util.Arrays;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.PrimitiveIterator;
import java.util.function.DoubleUnaryOperator;
import java.util.function.IntBinaryOperator;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;
import java.util.function.IntUnaryOperator;
import java.util.function.LongUnaryOperator;
import java.util.stream.Collectors;
import java.util.stream.DoubleStream;
import java.util.stream.IntStream;
import java.util.stream.LongStream;

public class IntStreams {
    public static void main(String[] args) {
        IntPredicate odd = new IntPredicate() {
            public boolean test(int i) {
                return (i & 1) != 0;
            }
        };
        IntUnaryOperator square = new IntUnaryOperator() {
            public int applyAsInt(int i) {
                return i * i;
            }
        };
        System.out.println(Arrays.toString(IntStream.range(0, 10).toArray()));
        System.out.println(Arrays.toString(IntStream.rangeClosed(-2, 2).toArray()));
        System.out.println(IntStream.range(5, 5).count() + " " + IntStream.rangeClosed(5, 4).count() + " "
                + IntStream.rangeClosed(Integer.MAX_VALUE - 2, Integer.MAX_VALUE).count());
        System.out.println(IntStream.rangeClosed(1, 100).sum() + " " + IntStream.rangeClosed(1, 10).filter(odd).map(square).sum());
        System.out.println(IntStream.of(Integer.MAX_VALUE, 1).sum() + " " + IntStream.of(Integer.MAX_VALUE, 1).asLongStream().sum());
        System.out.println(IntStream.of(3, 1, 4, 1, 5, 9, 2, 6).max() + " " + IntStream.of(3, 1, 4).min() + " "
                + IntStream.empty().max() + " " + IntStream.of(1, 2).average() + " " + IntStream.empty().average());
        System.out.println(IntStream.of(3, 1, 4, 1, 5, 9, 2, 6).summaryStatistics());
        System.out.println(IntStream.empty().summaryStatistics());
        System.out.println(LongStream.rangeClosed(1, 20).reduce(1, new java.util.function.LongBinaryOperator() {
            public long applyAsLong(long a, long b) {
                return a * b;
            }
        }));
        System.out.println(LongStream.of(5, 7).summaryStatistics() + " " + LongStream.range(0, 3).boxed().collect(Collectors.toList()));
        System.out.println(IntStream.of(5, 3, 5, 1, 3).distinct().sorted().boxed().collect(Collectors.toList()));
        System.out.println(IntStream.range(0, 5).mapToObj(new IntFunction<String>() {
            public String apply(int i) {
                return "#" + i;
            }
        }).collect(Collectors.joining(" ")));
        System.out.println(Arrays.toString(IntStream.iterate(1, new IntUnaryOperator() {
            public int applyAsInt(int i) {
                return i * 2;
            }
        }).limit(10).toArray()));
        System.out.println(IntStream.of(1, 2, 3).reduce(new IntBinaryOperator() {
            public int applyAsInt(int a, int b) {
                return a * 10 + b;
            }
        }).getAsInt());
        IntStream.range(0, 3).peek(new IntConsumer() {
            public void accept(int i) {
                System.out.print("p" + i + " ");
            }
        }).forEach(new IntConsumer() {
            public void accept(int i) {
                System.out.print("f" + i + " ");
            }
        });
        System.out.println();
        System.out.println(IntStream.of(1, 2, 3).anyMatch(odd) + " " + IntStream.of(2, 4).allMatch(odd) + " "
                + IntStream.of(2, 4).noneMatch(odd) + " " + IntStream.of(8, 9).findFirst());
        System.out.println("chars " + "hello".chars().filter(new IntPredicate() {
            public boolean test(int c) {
                return c == 'l';
            }
        }).count() + " " + "abc".chars().sum() + " " + "ab\uD83D\uDE00".codePoints().count());
        System.out.println("lines " + "one\ntwo\r\nthree\rfour\n".lines().collect(Collectors.toList()));
        PrimitiveIterator.OfInt pit = IntStream.range(7, 10).iterator();
        while (pit.hasNext()) {
            System.out.print(pit.nextInt() + ";");
        }
        System.out.println();
        System.out.println(Arrays.stream(new int[] {4, 5, 6}).map(square).boxed().collect(Collectors.toList()) + " "
                + Arrays.stream(new int[] {1, 2, 3, 4, 5}, 1, 3).sum() + " "
                + Arrays.stream(new long[] {10L, 20L}).sum() + " " + Arrays.stream(new String[] {"x", "y", "z"}, 1, 3).count());
        System.out.println(DoubleStream.of(0.1, 0.2, 0.3).sum() + " " + (0.1 + 0.2 + 0.3) + " "
                + DoubleStream.of(1e100, 1.0, -1e100).sum() + " " + DoubleStream.of(0.1, 0.2, 0.4).average());
        System.out.println(DoubleStream.of(Double.POSITIVE_INFINITY, 1.0).sum() + " "
                + DoubleStream.of(Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY).sum() + " "
                + DoubleStream.of(Double.NaN, 1.0).max() + " " + DoubleStream.of(-0.0, 0.0).max());
        System.out.println(DoubleStream.of(2.5, 0.5).summaryStatistics());
        System.out.println(DoubleStream.of(1, 4, 9).map(new DoubleUnaryOperator() {
            public double applyAsDouble(double d) {
                return Math.sqrt(d);
            }
        }).boxed().collect(Collectors.toList()) + " " + IntStream.of(1, 2).asDoubleStream().boxed().collect(Collectors.toList()));
        System.out.println(LongStream.iterate(1, new LongUnaryOperator() {
            public long applyAsLong(long v) {
                return v * 10;
            }
        }).limit(19).max().getAsLong());
        OptionalInt oi = OptionalInt.of(3);
        OptionalDouble od = OptionalDouble.empty();
        System.out.println(oi + " " + od + " " + oi.equals(OptionalInt.of(3)) + " " + oi.hashCode() + " " + od.orElse(1.5)
                + " " + OptionalInt.empty().isPresent() + " " + oi.isEmpty() + " " + java.util.OptionalLong.of(9L));
        try {
            OptionalInt.empty().getAsInt();
        } catch (java.util.NoSuchElementException e) {
            System.out.println("NoSuchElementException: " + e.getMessage());
        }
        System.out.println(IntStream.concat(IntStream.of(1), IntStream.range(5, 7)).boxed().collect(Collectors.toList()));
        IntStream.Builder ib = IntStream.builder();
        ib.add(4).add(2);
        System.out.println(ib.build().sum());
        System.out.println(IntStream.range(0, 20).skip(5).limit(5).sum() + " " + IntStream.range(0, 10).takeWhile(new IntPredicate() {
            public boolean test(int i) {
                return i < 4;
            }
        }).sum());
    }
}
