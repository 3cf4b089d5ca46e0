// Collector: a mutable reduction (supplier, accumulator, combiner, finisher) for Stream.collect.
package java.util.stream;

import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.function.Supplier;

/** A mutable reduction, as in JDK 17. Collectors made by of() keep their characteristics. */
public interface Collector<T, A, R> {
    Supplier<A> supplier();
    BiConsumer<A, T> accumulator();
    BinaryOperator<A> combiner();
    Function<A, R> finisher();
    Set<Characteristics> characteristics();

    /** Properties a collector may declare. */
    enum Characteristics { CONCURRENT, UNORDERED, IDENTITY_FINISH }

    static <T, R> Collector<T, R, R> of(Supplier<R> supplier, BiConsumer<R, T> accumulator,
            BinaryOperator<R> combiner, Characteristics... characteristics) {
        if (supplier == null || accumulator == null || combiner == null || characteristics == null) {
            throw new NullPointerException();
        }
        return new Collectors.CollectorImpl<T, R, R>(supplier, accumulator, combiner,
                Collectors.<R, R>castingIdentity(), Collectors.characteristicsOf(true, characteristics));
    }

    static <T, A, R> Collector<T, A, R> of(Supplier<A> supplier, BiConsumer<A, T> accumulator,
            BinaryOperator<A> combiner, Function<A, R> finisher, Characteristics... characteristics) {
        if (supplier == null || accumulator == null || combiner == null || finisher == null
                || characteristics == null) {
            throw new NullPointerException();
        }
        return new Collectors.CollectorImpl<T, A, R>(supplier, accumulator, combiner, finisher,
                Collectors.characteristicsOf(false, characteristics));
    }
}
