// java.lang.ArithmeticException: thrown for an exceptional arithmetic condition, e.g. integer division by zero.
package java.lang;

/** Thrown for an exceptional arithmetic condition, e.g. integer division by zero. */
public class ArithmeticException extends RuntimeException {
    public ArithmeticException() {
        super();
    }

    public ArithmeticException(String message) {
        super(message);
    }
}
