// java.lang.AbstractMethodError: thrown for a call of an abstract method.
package java.lang;

/** Thrown for a call of an abstract method. */
public class AbstractMethodError extends IncompatibleClassChangeError {
    public AbstractMethodError() {
        super();
    }

    public AbstractMethodError(String message) {
        super(message);
    }
}
