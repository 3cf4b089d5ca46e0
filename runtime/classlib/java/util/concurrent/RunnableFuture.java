// java.util.concurrent.RunnableFuture: a Future that is also the Runnable computing it.
package java.util.concurrent;

/** A Future whose run() computes the result. */
public interface RunnableFuture<V> extends Runnable, Future<V> {
    void run();
}
