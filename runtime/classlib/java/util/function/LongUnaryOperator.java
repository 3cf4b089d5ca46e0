// java.util.function.LongUnaryOperator: A function from long to long.
package java.util.function;

import java.util.Objects;

/** A function from long to long. Default methods use anonymous classes (the class library has no lambdas). */
public interface LongUnaryOperator {
    long applyAsLong(long operand);

    default LongUnaryOperator compose(final LongUnaryOperator before) {
        Objects.requireNonNull(before);
        final LongUnaryOperator self = this;
        return new LongUnaryOperator() {
            public long applyAsLong(long v) { return self.applyAsLong(before.applyAsLong(v)); }
        };
    }

    default LongUnaryOperator andThen(final LongUnaryOperator after) {
        Objects.requireNonNull(after);
        final LongUnaryOperator self = this;
        return new LongUnaryOperator() {
            public long applyAsLong(long v) { return after.applyAsLong(self.applyAsLong(v)); }
        };
    }

    static LongUnaryOperator identity() {
        return new LongUnaryOperator() {
            public long applyAsLong(long v) { return v; }
        };
    }
}
