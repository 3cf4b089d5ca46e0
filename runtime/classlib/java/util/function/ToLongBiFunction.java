// java.util.function.ToLongBiFunction: A function from (T, U) to long.
package java.util.function;

/** A function from (T, U) to long. Default methods use anonymous classes (the class library has no lambdas). */
public interface ToLongBiFunction<T, U> {
    long applyAsLong(T t, U u);
}
