// java.util.function.UnaryOperator: A function from T to T.
package java.util.function;

/** A function from T to T. Default methods use anonymous classes (the class library has no lambdas). */
public interface UnaryOperator<T> extends Function<T, T> {
    static <T> UnaryOperator<T> identity() {
        return new UnaryOperator<T>() {
            public T apply(T t) { return t; }
        };
    }
}
