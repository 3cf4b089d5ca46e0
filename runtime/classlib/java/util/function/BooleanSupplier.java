// java.util.function.BooleanSupplier: A supplier of boolean results.
package java.util.function;

/** A supplier of boolean results. Default methods use anonymous classes (the class library has no lambdas). */
public interface BooleanSupplier {
    boolean getAsBoolean();
}
