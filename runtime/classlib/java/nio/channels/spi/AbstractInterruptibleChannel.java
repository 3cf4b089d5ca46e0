// java.nio.channels.spi.AbstractInterruptibleChannel: the close protocol of channels.
package java.nio.channels.spi;

import java.io.IOException;
import java.nio.channels.Channel;
import java.nio.channels.InterruptibleChannel;

/**
 * Closes once: the first close() calls implCloseChannel, later ones do nothing (JDK 17's
 * protocol). jvmlab does not interrupt blocked channel operations. Thread-safe.
 */
public abstract class AbstractInterruptibleChannel implements Channel, InterruptibleChannel {
    private final Object closeLock = new Object();
    private volatile boolean closed;

    protected AbstractInterruptibleChannel() {}

    public final void close() throws IOException {
        synchronized (closeLock) {
            if (closed) {
                return;
            }
            closed = true;
            implCloseChannel();
        }
    }

    protected abstract void implCloseChannel() throws IOException;

    public boolean isOpen() {
        return !closed;
    }

    protected final void begin() {}

    protected final void end(boolean completed) throws java.nio.channels.AsynchronousCloseException {}
}
