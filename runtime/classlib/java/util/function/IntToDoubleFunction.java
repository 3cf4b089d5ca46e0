// java.util.function.IntToDoubleFunction: A function from int to double.
package java.util.function;

/** A function from int to double. Default methods use anonymous classes (the class library has no lambdas). */
public interface IntToDoubleFunction {
    double applyAsDouble(int value);
}
