// java.lang.InternalError: thrown for an unexpected internal error in the VM.
package java.lang;

/** Thrown for an unexpected internal error in the VM. */
public class InternalError extends VirtualMachineError {
    public InternalError() {
        super();
    }

    public InternalError(String message) {
        super(message);
    }

    public InternalError(String message, Throwable cause) {
        super(message, cause);
    }

    public InternalError(Throwable cause) {
        super(cause);
    }
}
