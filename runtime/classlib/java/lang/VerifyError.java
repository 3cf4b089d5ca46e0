// java.lang.VerifyError: thrown for a class file that fails verification.
package java.lang;

/** Thrown for a class file that fails verification. */
public class VerifyError extends LinkageError {
    public VerifyError() {
        super();
    }

    public VerifyError(String message) {
        super(message);
    }
}
