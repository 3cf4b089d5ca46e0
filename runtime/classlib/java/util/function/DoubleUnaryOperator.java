// java.util.function.DoubleUnaryOperator: A function from double to double.
package java.util.function;

import java.util.Objects;

/** A function from double to double. Default methods use anonymous classes (the class library has no lambdas). */
public interface DoubleUnaryOperator {
    double applyAsDouble(double operand);

    default DoubleUnaryOperator compose(final DoubleUnaryOperator before) {
        Objects.requireNonNull(before);
        final DoubleUnaryOperator self = this;
        return new DoubleUnaryOperator() {
            public double applyAsDouble(double v) { return self.applyAsDouble(before.applyAsDouble(v)); }
        };
    }

    default DoubleUnaryOperator andThen(final DoubleUnaryOperator after) {
        Objects.requireNonNull(after);
        final DoubleUnaryOperator self = this;
        return new DoubleUnaryOperator() {
            public double applyAsDouble(double v) { return after.applyAsDouble(self.applyAsDouble(v)); }
        };
    }

    static DoubleUnaryOperator identity() {
        return new DoubleUnaryOperator() {
            public double applyAsDouble(double v) { return v; }
        };
    }
}
