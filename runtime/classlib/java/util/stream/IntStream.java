// IntStream: a sequential, lazy sequence of int values (java.util.stream.IntStream of JDK 17).
package java.util.stream;

import java.util.Objects;
import java.util.OptionalInt;
import java.util.OptionalDouble;
import java.util.IntSummaryStatistics;
import java.util.PrimitiveIterator;
import java.util.function.*;

/**
 * java.util.stream.IntStream, sequential only (parallel() is accepted and ignored). Implemented by
 * IntPipeline, a chain of primitive stages (no boxing), with the JDK's sequential evaluation order.
 * Not thread-safe.
 */
public interface IntStream extends BaseStream<Integer, IntStream> {
    IntStream filter(IntPredicate predicate);
    IntStream map(IntUnaryOperator mapper);
    <U> Stream<U> mapToObj(IntFunction<? extends U> mapper);
    LongStream mapToLong(IntToLongFunction mapper);
    DoubleStream mapToDouble(IntToDoubleFunction mapper);
    IntStream flatMap(IntFunction<? extends IntStream> mapper);
    IntStream distinct();
    IntStream sorted();
    IntStream peek(IntConsumer action);
    IntStream limit(long maxSize);
    IntStream skip(long n);
    IntStream takeWhile(IntPredicate predicate);
    IntStream dropWhile(IntPredicate predicate);
    void forEach(IntConsumer action);
    void forEachOrdered(IntConsumer action);
    int[] toArray();
    int reduce(int identity, IntBinaryOperator op);
    OptionalInt reduce(IntBinaryOperator op);
    <R> R collect(Supplier<R> supplier, ObjIntConsumer<R> accumulator, BiConsumer<R, R> combiner);
    int sum();
    OptionalInt min();
    OptionalInt max();
    long count();
    OptionalDouble average();
    IntSummaryStatistics summaryStatistics();
    boolean anyMatch(IntPredicate predicate);
    boolean allMatch(IntPredicate predicate);
    boolean noneMatch(IntPredicate predicate);
    OptionalInt findFirst();
    OptionalInt findAny();
    LongStream asLongStream();
    DoubleStream asDoubleStream();
    Stream<Integer> boxed();
    IntStream sequential();
    IntStream parallel();
    PrimitiveIterator.OfInt iterator();

    static Builder builder() {
        return new IntPipeline.BuilderImpl();
    }

    static IntStream empty() {
        return IntPipeline.ofArray(new int[0], 0, 0);
    }

    static IntStream of(int t) {
        return IntPipeline.ofArray(new int[] {t}, 0, 1);
    }

    static IntStream of(int... values) {
        return IntPipeline.ofArray(values, 0, values.length);
    }

    static IntStream iterate(final int seed, final IntUnaryOperator f) {
        Objects.requireNonNull(f);
        return IntPipeline.iterate(seed, f);
    }

    static IntStream iterate(final int seed, final IntPredicate hasNext, final IntUnaryOperator next) {
        Objects.requireNonNull(next);
        Objects.requireNonNull(hasNext);
        return IntPipeline.iterate(seed, hasNext, next);
    }

    static IntStream generate(final IntSupplier s) {
        Objects.requireNonNull(s);
        return IntPipeline.generate(s);
    }

    static IntStream range(int startInclusive, int endExclusive) {
        return IntPipeline.range(startInclusive, endExclusive, false);
    }

    static IntStream rangeClosed(int startInclusive, int endInclusive) {
        return IntPipeline.range(startInclusive, endInclusive, true);
    }

    static IntStream concat(IntStream a, IntStream b) {
        Objects.requireNonNull(a);
        Objects.requireNonNull(b);
        return new IntPipeline(Stream.concat(a.boxed(), b.boxed()));
    }

    /** A mutable builder of a IntStream. */
    interface Builder extends IntConsumer {
        void accept(int t);

        default Builder add(int t) {
            accept(t);
            return this;
        }

        IntStream build();
    }
}
