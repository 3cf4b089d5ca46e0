// java.util.function.DoubleToIntFunction: A function from double to int.
package java.util.function;

/** A function from double to int. Default methods use anonymous classes (the class library has no lambdas). */
public interface DoubleToIntFunction {
    int applyAsInt(double value);
}
