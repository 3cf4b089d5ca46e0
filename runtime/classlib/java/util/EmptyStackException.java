// java.util.EmptyStackException: thrown by Stack.pop/peek on an empty stack.
package java.util;

/** Thrown by {@link Stack#pop()} and {@link Stack#peek()} when the stack is empty (null message). */
public class EmptyStackException extends RuntimeException {
    public EmptyStackException() { super(); }
}
