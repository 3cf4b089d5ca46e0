// java.lang.OutOfMemoryError: thrown for the heap is exhausted.
package java.lang;

/** Thrown for the heap is exhausted. */
public class OutOfMemoryError extends VirtualMachineError {
    public OutOfMemoryError() {
        super();
    }

    public OutOfMemoryError(String message) {
        super(message);
    }
}
