// java.lang.ClassCircularityError: thrown for a class that is its own superclass or superinterface.
package java.lang;

/** Thrown for a class that is its own superclass or superinterface. */
public class ClassCircularityError extends LinkageError {
    public ClassCircularityError() {
        super();
    }

    public ClassCircularityError(String message) {
        super(message);
    }
}
