// java.util.function.DoubleFunction: A function from double to R.
package java.util.function;

/** A function from double to R. Default methods use anonymous classes (the class library has no lambdas). */
public interface DoubleFunction<R> {
    R apply(double value);
}
