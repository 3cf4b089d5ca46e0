// java.util.function.LongToDoubleFunction: A function from long to double.
package java.util.function;

/** A function from long to double. Default methods use anonymous classes (the class library has no lambdas). */
public interface LongToDoubleFunction {
    double applyAsDouble(long value);
}
