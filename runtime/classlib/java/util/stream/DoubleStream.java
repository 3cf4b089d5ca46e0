// DoubleStream: a sequential, lazy sequence of double values (java.util.stream.DoubleStream of JDK 17).
package java.util.stream;

import java.util.Objects;
import java.util.OptionalDouble;
import java.util.OptionalDouble;
import java.util.DoubleSummaryStatistics;
import java.util.PrimitiveIterator;
import java.util.function.*;

/**
 * java.util.stream.DoubleStream, sequential only (parallel() is accepted and ignored). Implemented
 * by DoublePipeline, a chain of primitive stages (no boxing), with the JDK's sequential evaluation
 * order. Not thread-safe.
 */
public interface DoubleStream extends BaseStream<Double, DoubleStream> {
    DoubleStream filter(DoublePredicate predicate);
    DoubleStream map(DoubleUnaryOperator mapper);
    <U> Stream<U> mapToObj(DoubleFunction<? extends U> mapper);
    IntStream mapToInt(DoubleToIntFunction mapper);
    LongStream mapToLong(DoubleToLongFunction mapper);
    DoubleStream flatMap(DoubleFunction<? extends DoubleStream> mapper);
    DoubleStream distinct();
    DoubleStream sorted();
    DoubleStream peek(DoubleConsumer action);
    DoubleStream limit(long maxSize);
    DoubleStream skip(long n);
    DoubleStream takeWhile(DoublePredicate predicate);
    DoubleStream dropWhile(DoublePredicate predicate);
    void forEach(DoubleConsumer action);
    void forEachOrdered(DoubleConsumer action);
    double[] toArray();
    double reduce(double identity, DoubleBinaryOperator op);
    OptionalDouble reduce(DoubleBinaryOperator op);
    <R> R collect(Supplier<R> supplier, ObjDoubleConsumer<R> accumulator, BiConsumer<R, R> combiner);
    double sum();
    OptionalDouble min();
    OptionalDouble max();
    long count();
    OptionalDouble average();
    DoubleSummaryStatistics summaryStatistics();
    boolean anyMatch(DoublePredicate predicate);
    boolean allMatch(DoublePredicate predicate);
    boolean noneMatch(DoublePredicate predicate);
    OptionalDouble findFirst();
    OptionalDouble findAny();
    Stream<Double> boxed();
    DoubleStream sequential();
    DoubleStream parallel();
    PrimitiveIterator.OfDouble iterator();

    static Builder builder() {
        return new DoublePipeline.BuilderImpl();
    }

    static DoubleStream empty() {
        return DoublePipeline.ofArray(new double[0], 0, 0);
    }

    static DoubleStream of(double t) {
        return DoublePipeline.ofArray(new double[] {t}, 0, 1);
    }

    static DoubleStream of(double... values) {
        return DoublePipeline.ofArray(values, 0, values.length);
    }

    static DoubleStream iterate(final double seed, final DoubleUnaryOperator f) {
        Objects.requireNonNull(f);
        return DoublePipeline.iterate(seed, f);
    }

    static DoubleStream iterate(final double seed, final DoublePredicate hasNext, final DoubleUnaryOperator next) {
        Objects.requireNonNull(next);
        Objects.requireNonNull(hasNext);
        return DoublePipeline.iterate(seed, hasNext, next);
    }

    static DoubleStream generate(final DoubleSupplier s) {
        Objects.requireNonNull(s);
        return DoublePipeline.generate(s);
    }

    static DoubleStream concat(DoubleStream a, DoubleStream b) {
        Objects.requireNonNull(a);
        Objects.requireNonNull(b);
        return new DoublePipeline(Stream.concat(a.boxed(), b.boxed()));
    }

    /** A mutable builder of a DoubleStream. */
    interface Builder extends DoubleConsumer {
        void accept(double t);

        default Builder add(double t) {
            accept(t);
            return this;
        }

        DoubleStream build();
    }
}
