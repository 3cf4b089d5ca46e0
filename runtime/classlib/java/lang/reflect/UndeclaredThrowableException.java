// java.lang.reflect.UndeclaredThrowableException: a checked exception a proxy's handler threw
// that the interface method does not declare.
package java.lang.reflect;

/** Wraps a checked exception thrown through a proxy method that does not declare it. */
public class UndeclaredThrowableException extends RuntimeException {
    public UndeclaredThrowableException(Throwable undeclaredThrowable) {
        super(null, undeclaredThrowable);
    }

    public UndeclaredThrowableException(Throwable undeclaredThrowable, String s) {
        super(s, undeclaredThrowable);
    }

    public Throwable getUndeclaredThrowable() {
        return getCause();
    }
}
