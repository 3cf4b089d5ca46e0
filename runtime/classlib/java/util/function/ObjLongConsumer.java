// java.util.function.ObjLongConsumer: An operation on a T and a long that returns nothing.
package java.util.function;

/** An operation on a T and a long that returns nothing. Default methods use anonymous classes (the class library has no lambdas). */
public interface ObjLongConsumer<T> {
    void accept(T t, long value);
}
