// java.lang.ClassNotFoundException: a class looked up by name (Class.forName) does not exist.
package java.lang;

/** Thrown by Class.forName when no class of that name can be found. */
public class ClassNotFoundException extends ReflectiveOperationException {
    public ClassNotFoundException() {
        super((Throwable) null);
    }

    public ClassNotFoundException(String s) {
        super(s, null);
    }

    public ClassNotFoundException(String s, Throwable ex) {
        super(s, ex);
    }

    /** The exception raised while loading, i.e. getCause(). */
    public Throwable getException() {
        return getCause();
    }
}
