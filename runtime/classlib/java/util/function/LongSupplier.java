// java.util.function.LongSupplier: A supplier of long results.
package java.util.function;

/** A supplier of long results. Default methods use anonymous classes (the class library has no lambdas). */
public interface LongSupplier {
    long getAsLong();
}
