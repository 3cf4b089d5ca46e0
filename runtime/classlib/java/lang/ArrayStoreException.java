// java.lang.ArrayStoreException: thrown for storing an object of the wrong type into an array.
package java.lang;

/** Thrown for storing an object of the wrong type into an array. */
public class ArrayStoreException extends RuntimeException {
    public ArrayStoreException() {
        super();
    }

    public ArrayStoreException(String message) {
        super(message);
    }
}
