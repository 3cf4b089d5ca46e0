// java.util.function.DoubleToLongFunction: A function from double to long.
package java.util.function;

/** A function from double to long. Default methods use anonymous classes (the class library has no lambdas). */
public interface DoubleToLongFunction {
    long applyAsLong(double value);
}
