// java.lang.IllegalAccessException: thrown for reflective access to an inaccessible member.
package java.lang;

/** Thrown for reflective access to an inaccessible member. */
public class IllegalAccessException extends ReflectiveOperationException {
    public IllegalAccessException() {
        super();
    }

    public IllegalAccessException(String message) {
        super(message);
    }
}
