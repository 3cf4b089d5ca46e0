// java.util.function.LongFunction: A function from long to R.
package java.util.function;

/** A function from long to R. Default methods use anonymous classes (the class library has no lambdas). */
public interface LongFunction<R> {
    R apply(long value);
}
