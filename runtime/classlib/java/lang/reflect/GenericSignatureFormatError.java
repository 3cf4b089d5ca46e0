// java.lang.reflect.GenericSignatureFormatError: a Signature attribute that does not parse.
package java.lang.reflect;

/** Thrown when a Signature attribute is malformed (JVMS §4.7.9.1). */
public class GenericSignatureFormatError extends ClassFormatError {
    public GenericSignatureFormatError() {
    }

    public GenericSignatureFormatError(String message) {
        super(message);
    }
}
