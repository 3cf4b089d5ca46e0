// java.nio.channels.CompletionHandler: the callback of an asynchronous I/O operation.
package java.nio.channels;

/** Receives an asynchronous operation's result or failure, with the caller's attachment. */
public interface CompletionHandler<V, A> {
    void completed(V result, A attachment);

    void failed(Throwable exc, A attachment);
}
