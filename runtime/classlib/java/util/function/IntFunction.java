// java.util.function.IntFunction: A function from int to R.
package java.util.function;

/** A function from int to R. Default methods use anonymous classes (the class library has no lambdas). */
public interface IntFunction<R> {
    R apply(int value);
}
