// java.util.concurrent.Callable: a task that returns a result and may throw.
package java.util.concurrent;

/** A task returning a result; call() may throw a checked exception. */
@FunctionalInterface
public interface Callable<V> {
    V call() throws Exception;
}
