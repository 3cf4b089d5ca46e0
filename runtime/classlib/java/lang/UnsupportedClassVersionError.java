// java.lang.UnsupportedClassVersionError: thrown for a class file version the VM does not support.
package java.lang;

/** Thrown for a class file version the VM does not support. */
public class UnsupportedClassVersionError extends ClassFormatError {
    public UnsupportedClassVersionError() {
        super();
    }

    public UnsupportedClassVersionError(String message) {
        super(message);
    }
}
