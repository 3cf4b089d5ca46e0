// java.util.function.IntToLongFunction: A function from int to long.
package java.util.function;

/** A function from int to long. Default methods use anonymous classes (the class library has no lambdas). */
public interface IntToLongFunction {
    long applyAsLong(int value);
}
