// java.util.function.IntBinaryOperator: A function from (int, int) to int.
package java.util.function;

/** A function from (int, int) to int. Default methods use anonymous classes (the class library has no lambdas). */
public interface IntBinaryOperator {
    int applyAsInt(int left, int right);
}
