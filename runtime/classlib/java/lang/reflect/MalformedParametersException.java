// java.lang.reflect.MalformedParametersException: a MethodParameters attribute that is not valid.
package java.lang.reflect;

/** Thrown by getParameters when the MethodParameters attribute is malformed. */
public class MalformedParametersException extends RuntimeException {
    public MalformedParametersException() {
    }

    public MalformedParametersException(String reason) {
        super(reason);
    }
}
