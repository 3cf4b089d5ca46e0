// java.util.function.DoubleConsumer: An operation on a double that returns nothing.
package java.util.function;

import java.util.Objects;

/** An operation on a double that returns nothing. Default methods use anonymous classes (the class library has no lambdas). */
public interface DoubleConsumer {
    void accept(double value);

    default DoubleConsumer andThen(final DoubleConsumer after) {
        Objects.requireNonNull(after);
        final DoubleConsumer self = this;
        return new DoubleConsumer() {
            public void accept(double value) { self.accept(value); after.accept(value); }
        };
    }
}
