// java.util.function.BinaryOperator: A function from (T, T) to T.
package java.util.function;

import java.util.Comparator;
import java.util.Objects;

/** A function from (T, T) to T. Default methods use anonymous classes (the class library has no lambdas). */
public interface BinaryOperator<T> extends BiFunction<T, T, T> {
    static <T> BinaryOperator<T> minBy(final Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return new BinaryOperator<T>() {
            public T apply(T a, T b) { return comparator.compare(a, b) <= 0 ? a : b; }
        };
    }

    static <T> BinaryOperator<T> maxBy(final Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return new BinaryOperator<T>() {
            public T apply(T a, T b) { return comparator.compare(a, b) >= 0 ? a : b; }
        };
    }
}
