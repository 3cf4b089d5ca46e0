// java.lang.UnknownError: thrown for an unknown but serious exception in the VM.
package java.lang;

/** Thrown for an unknown but serious exception in the VM. */
public class UnknownError extends VirtualMachineError {
    public UnknownError() {
        super();
    }

    public UnknownError(String message) {
        super(message);
    }
}
