// java.util.function.Consumer: An operation on one value that returns nothing.
package java.util.function;

import java.util.Objects;

/** An operation on one value that returns nothing. Default methods use anonymous classes (the class library has no lambdas). */
public interface Consumer<T> {
    void accept(T t);

    default Consumer<T> andThen(final Consumer<? super T> after) {
        Objects.requireNonNull(after);
        final Consumer<T> self = this;
        return new Consumer<T>() {
            public void accept(T t) { self.accept(t); after.accept(t); }
        };
    }
}
