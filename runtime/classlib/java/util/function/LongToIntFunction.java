// java.util.function.LongToIntFunction: A function from long to int.
package java.util.function;

/** A function from long to int. Default methods use anonymous classes (the class library has no lambdas). */
public interface LongToIntFunction {
    int applyAsInt(long value);
}
