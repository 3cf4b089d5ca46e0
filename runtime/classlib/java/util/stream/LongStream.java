// LongStream: a sequential, lazy sequence of long values (java.util.stream.LongStream of JDK 17).
package java.util.stream;

import java.util.Objects;
import java.util.OptionalLong;
import java.util.OptionalDouble;
import java.util.LongSummaryStatistics;
import java.util.PrimitiveIterator;
import java.util.function.*;

/**
 * java.util.stream.LongStream, sequential only (parallel() is accepted and ignored). Implemented by
 * LongPipeline, a chain of primitive stages (no boxing), with the JDK's sequential evaluation
 * order. Not thread-safe.
 */
public interface LongStream extends BaseStream<Long, LongStream> {
    LongStream filter(LongPredicate predicate);
    LongStream map(LongUnaryOperator mapper);
    <U> Stream<U> mapToObj(LongFunction<? extends U> mapper);
    IntStream mapToInt(LongToIntFunction mapper);
    DoubleStream mapToDouble(LongToDoubleFunction mapper);
    LongStream flatMap(LongFunction<? extends LongStream> mapper);
    LongStream distinct();
    LongStream sorted();
    LongStream peek(LongConsumer action);
    LongStream limit(long maxSize);
    LongStream skip(long n);
    LongStream takeWhile(LongPredicate predicate);
    LongStream dropWhile(LongPredicate predicate);
    void forEach(LongConsumer action);
    void forEachOrdered(LongConsumer action);
    long[] toArray();
    long reduce(long identity, LongBinaryOperator op);
    OptionalLong reduce(LongBinaryOperator op);
    <R> R collect(Supplier<R> supplier, ObjLongConsumer<R> accumulator, BiConsumer<R, R> combiner);
    long sum();
    OptionalLong min();
    OptionalLong max();
    long count();
    OptionalDouble average();
    LongSummaryStatistics summaryStatistics();
    boolean anyMatch(LongPredicate predicate);
    boolean allMatch(LongPredicate predicate);
    boolean noneMatch(LongPredicate predicate);
    OptionalLong findFirst();
    OptionalLong findAny();
    DoubleStream asDoubleStream();
    Stream<Long> boxed();
    LongStream sequential();
    LongStream parallel();
    PrimitiveIterator.OfLong iterator();

    static Builder builder() {
        return new LongPipeline.BuilderImpl();
    }

    static LongStream empty() {
        return LongPipeline.ofArray(new long[0], 0, 0);
    }

    static LongStream of(long t) {
        return LongPipeline.ofArray(new long[] {t}, 0, 1);
    }

    static LongStream of(long... values) {
        return LongPipeline.ofArray(values, 0, values.length);
    }

    static LongStream iterate(final long seed, final LongUnaryOperator f) {
        Objects.requireNonNull(f);
        return LongPipeline.iterate(seed, f);
    }

    static LongStream iterate(final long seed, final LongPredicate hasNext, final LongUnaryOperator next) {
        Objects.requireNonNull(next);
        Objects.requireNonNull(hasNext);
        return LongPipeline.iterate(seed, hasNext, next);
    }

    static LongStream generate(final LongSupplier s) {
        Objects.requireNonNull(s);
        return LongPipeline.generate(s);
    }

    static LongStream range(long startInclusive, long endExclusive) {
        return LongPipeline.range(startInclusive, endExclusive, false);
    }

    static LongStream rangeClosed(long startInclusive, long endInclusive) {
        return LongPipeline.range(startInclusive, endInclusive, true);
    }

    static LongStream concat(LongStream a, LongStream b) {
        Objects.requireNonNull(a);
        Objects.requireNonNull(b);
        return new LongPipeline(Stream.concat(a.boxed(), b.boxed()));
    }

    /** A mutable builder of a LongStream. */
    interface Builder extends LongConsumer {
        void accept(long t);

        default Builder add(long t) {
            accept(t);
            return this;
        }

        LongStream build();
    }
}
