// java.util.concurrent.Future: the pending result of an asynchronous computation.
package java.util.concurrent;

/** The result of an asynchronous computation: wait for it, or cancel it. */
public interface Future<V> {
    boolean cancel(boolean mayInterruptIfRunning);
    boolean isCancelled();
    boolean isDone();
    V get() throws InterruptedException, ExecutionException;
    V get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException;
}
