// java.util.function.ToDoubleBiFunction: A function from (T, U) to double.
package java.util.function;

/** A function from (T, U) to double. Default methods use anonymous classes (the class library has no lambdas). */
public interface ToDoubleBiFunction<T, U> {
    double applyAsDouble(T t, U u);
}
