// java.util.function.ToLongFunction: A function from T to long.
package java.util.function;

/** A function from T to long. Default methods use anonymous classes (the class library has no lambdas). */
public interface ToLongFunction<T> {
    long applyAsLong(T value);
}
