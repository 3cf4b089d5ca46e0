// java.util.function.Predicate: A boolean-valued test of one value.
package java.util.function;

import java.util.Objects;

/** A boolean-valued test of one value. Default methods use anonymous classes (the class library has no lambdas). */
public interface Predicate<T> {
    boolean test(T t);

    default Predicate<T> and(final Predicate<? super T> other) {
        Objects.requireNonNull(other);
        final Predicate<T> self = this;
        return new Predicate<T>() {
            public boolean test(T t) { return self.test(t) && other.test(t); }
        };
    }

    default Predicate<T> negate() {
        final Predicate<T> self = this;
        return new Predicate<T>() {
            public boolean test(T t) { return !self.test(t); }
        };
    }

    default Predicate<T> or(final Predicate<? super T> other) {
        Objects.requireNonNull(other);
        final Predicate<T> self = this;
        return new Predicate<T>() {
            public boolean test(T t) { return self.test(t) || other.test(t); }
        };
    }

    static <T> Predicate<T> isEqual(final Object targetRef) {
        if (targetRef == null) {
            return new Predicate<T>() {
                public boolean test(T t) { return t == null; }
            };
        }
        return new Predicate<T>() {
            public boolean test(T t) { return targetRef.equals(t); }
        };
    }

    static <T> Predicate<T> not(Predicate<? super T> target) {
        Objects.requireNonNull(target);
        return (Predicate<T>) target.negate();
    }
}
