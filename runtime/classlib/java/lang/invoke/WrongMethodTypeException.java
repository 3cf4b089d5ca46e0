// java.lang.invoke.WrongMethodTypeException: a method handle called or adapted with a type it cannot take.
package java.lang.invoke;

/**
 * Thrown by invokeExact when the call site's type is not the handle's type, and by asType (so
 * invoke and invokeWithArguments) when no conversion exists; messages are JDK 17's
 * ("expected (int)int but found (Integer)int", "cannot convert MethodHandle(int)int to (String)int").
 */
public class WrongMethodTypeException extends RuntimeException {
    private static final long serialVersionUID = 292L;

    public WrongMethodTypeException() {
        super();
    }

    public WrongMethodTypeException(String message) {
        super(message);
    }
}
