// java.util.function.Supplier: A supplier of results.
package java.util.function;

/** A supplier of results. Default methods use anonymous classes (the class library has no lambdas). */
public interface Supplier<T> {
    T get();
}
