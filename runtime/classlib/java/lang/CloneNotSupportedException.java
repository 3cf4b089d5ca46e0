// java.lang.CloneNotSupportedException: thrown for Object.clone on a class that does not implement Cloneable.
package java.lang;

/** Thrown for Object.clone on a class that does not implement Cloneable. */
public class CloneNotSupportedException extends Exception {
    public CloneNotSupportedException() {
        super();
    }

    public CloneNotSupportedException(String message) {
        super(message);
    }
}
