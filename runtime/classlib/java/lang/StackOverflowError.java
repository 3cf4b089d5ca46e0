// java.lang.StackOverflowError: thrown for the thread's stack is exhausted.
package java.lang;

/** Thrown for the thread's stack is exhausted. */
public class StackOverflowError extends VirtualMachineError {
    public StackOverflowError() {
        super();
    }

    public StackOverflowError(String message) {
        super(message);
    }
}
