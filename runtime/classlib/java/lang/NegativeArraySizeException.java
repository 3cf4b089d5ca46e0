// java.lang.NegativeArraySizeException: thrown for creating an array with a negative size.
package java.lang;

/** Thrown for creating an array with a negative size. */
public class NegativeArraySizeException extends RuntimeException {
    public NegativeArraySizeException() {
        super();
    }

    public NegativeArraySizeException(String message) {
        super(message);
    }
}
