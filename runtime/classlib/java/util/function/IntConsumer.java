// java.util.function.IntConsumer: An operation on an int that returns nothing.
package java.util.function;

import java.util.Objects;

/** An operation on an int that returns nothing. Default methods use anonymous classes (the class library has no lambdas). */
public interface IntConsumer {
    void accept(int value);

    default IntConsumer andThen(final IntConsumer after) {
        Objects.requireNonNull(after);
        final IntConsumer self = this;
        return new IntConsumer() {
            public void accept(int value) { self.accept(value); after.accept(value); }
        };
    }
}
