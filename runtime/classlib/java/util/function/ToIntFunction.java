// java.util.function.ToIntFunction: A function from T to int.
package java.util.function;

/** A function from T to int. Default methods use anonymous classes (the class library has no lambdas). */
public interface ToIntFunction<T> {
    int applyAsInt(T value);
}
