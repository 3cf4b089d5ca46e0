// java.util.function.LongConsumer: An operation on a long that returns nothing.
package java.util.function;

import java.util.Objects;

/** An operation on a long that returns nothing. Default methods use anonymous classes (the class library has no lambdas). */
public interface LongConsumer {
    void accept(long value);

    default LongConsumer andThen(final LongConsumer after) {
        Objects.requireNonNull(after);
        final LongConsumer self = this;
        return new LongConsumer() {
            public void accept(long value) { self.accept(value); after.accept(value); }
        };
    }
}
