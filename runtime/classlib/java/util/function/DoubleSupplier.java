// java.util.function.DoubleSupplier: A supplier of double results.
package java.util.function;

/** A supplier of double results. Default methods use anonymous classes (the class library has no lambdas). */
public interface DoubleSupplier {
    double getAsDouble();
}
