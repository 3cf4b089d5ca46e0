// java.lang.reflect.InvocationTargetException: wraps what a reflectively called constructor threw.
package java.lang.reflect;

/** Thrown by Constructor.newInstance when the constructor itself throws; the cause is that throwable. */
public class InvocationTargetException extends ReflectiveOperationException {
    private final Throwable target;

    protected InvocationTargetException() {
        super((Throwable) null);
        this.target = null;
    }

    public InvocationTargetException(Throwable target) {
        super((Throwable) null);
        this.target = target;
    }

    public InvocationTargetException(Throwable target, String s) {
        super(s, null);
        this.target = target;
    }

    public Throwable getTargetException() {
        return target;
    }

    public Throwable getCause() {
        return target;
    }
}
