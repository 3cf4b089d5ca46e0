// java.lang.ClassFormatError: thrown for a malformed class file.
package java.lang;

/** Thrown for a malformed class file. */
public class ClassFormatError extends LinkageError {
    public ClassFormatError() {
        super();
    }

    public ClassFormatError(String message) {
        super(message);
    }
}
