// java.util.function.ObjIntConsumer: An operation on a T and a int that returns nothing.
package java.util.function;

/** An operation on a T and a int that returns nothing. Default methods use anonymous classes (the class library has no lambdas). */
public interface ObjIntConsumer<T> {
    void accept(T t, int value);
}
