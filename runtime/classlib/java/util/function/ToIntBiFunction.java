// java.util.function.ToIntBiFunction: A function from (T, U) to int.
package java.util.function;

/** A function from (T, U) to int. Default methods use anonymous classes (the class library has no lambdas). */
public interface ToIntBiFunction<T, U> {
    int applyAsInt(T t, U u);
}
