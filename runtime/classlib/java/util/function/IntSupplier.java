// java.util.function.IntSupplier: A supplier of int results.
package java.util.function;

/** A supplier of int results. Default methods use anonymous classes (the class library has no lambdas). */
public interface IntSupplier {
    int getAsInt();
}
