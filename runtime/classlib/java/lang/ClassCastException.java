// java.lang.ClassCastException: thrown for a cast to a type the object is not an instance of.
package java.lang;

/** Thrown for a cast to a type the object is not an instance of. */
public class ClassCastException extends RuntimeException {
    public ClassCastException() {
        super();
    }

    public ClassCastException(String message) {
        super(message);
    }
}
