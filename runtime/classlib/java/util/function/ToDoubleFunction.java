// java.util.function.ToDoubleFunction: A function from T to double.
package java.util.function;

/** A function from T to double. Default methods use anonymous classes (the class library has no lambdas). */
public interface ToDoubleFunction<T> {
    double applyAsDouble(T value);
}
