// java.util.function.ObjDoubleConsumer: An operation on a T and a double that returns nothing.
package java.util.function;

/** An operation on a T and a double that returns nothing. Default methods use anonymous classes (the class library has no lambdas). */
public interface ObjDoubleConsumer<T> {
    void accept(T t, double value);
}
