// java.util.function.LongBinaryOperator: A function from (long, long) to long.
package java.util.function;

/** A function from (long, long) to long. Default methods use anonymous classes (the class library has no lambdas). */
public interface LongBinaryOperator {
    long applyAsLong(long left, long right);
}
