// java.lang.reflect.MalformedParameterizedTypeException: a Signature naming an impossible type.
package java.lang.reflect;

/** Thrown when a parameterized type cannot be instantiated from a Signature. */
public class MalformedParameterizedTypeException extends RuntimeException {
    public MalformedParameterizedTypeException() {
    }

    public MalformedParameterizedTypeException(String message) {
        super(message);
    }
}
