// java.nio.channels.AsynchronousChannel: a channel whose operations complete later.
package java.nio.channels;

import java.io.IOException;

/** A channel of asynchronous operations (Futures or CompletionHandlers); close ends them. */
public interface AsynchronousChannel extends Channel {
    @Override
    void close() throws IOException;
}
