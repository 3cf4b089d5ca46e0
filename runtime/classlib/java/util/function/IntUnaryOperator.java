// java.util.function.IntUnaryOperator: A function from int to int.
package java.util.function;

import java.util.Objects;

/** A function from int to int. Default methods use anonymous classes (the class library has no lambdas). */
public interface IntUnaryOperator {
    int applyAsInt(int operand);

    default IntUnaryOperator compose(final IntUnaryOperator before) {
        Objects.requireNonNull(before);
        final IntUnaryOperator self = this;
        return new IntUnaryOperator() {
            public int applyAsInt(int v) { return self.applyAsInt(before.applyAsInt(v)); }
        };
    }

    default IntUnaryOperator andThen(final IntUnaryOperator after) {
        Objects.requireNonNull(after);
        final IntUnaryOperator self = this;
        return new IntUnaryOperator() {
            public int applyAsInt(int v) { return after.applyAsInt(self.applyAsInt(v)); }
        };
    }

    static IntUnaryOperator identity() {
        return new IntUnaryOperator() {
            public int applyAsInt(int v) { return v; }
        };
    }
}
