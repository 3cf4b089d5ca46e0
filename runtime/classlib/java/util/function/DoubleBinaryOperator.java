// java.util.function.DoubleBinaryOperator: A function from (double, double) to double.
package java.util.function;

/** A function from (double, double) to double. Default methods use anonymous classes (the class library has no lambdas). */
public interface DoubleBinaryOperator {
    double applyAsDouble(double left, double right);
}
