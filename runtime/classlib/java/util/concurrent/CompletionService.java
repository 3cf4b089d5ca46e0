// java.util.concurrent.CompletionService: tasks submitted, results taken in completion order.
package java.util.concurrent;

/** JDK 17's CompletionService interface: submit tasks, take their Futures as they complete. */
public interface CompletionService<V> {
    Future<V> submit(Callable<V> task);

    Future<V> submit(Runnable task, V result);

    Future<V> take() throws InterruptedException;

    Future<V> poll();

    Future<V> poll(long timeout, TimeUnit unit) throws InterruptedException;
}
