// java.nio.channels.InterruptibleChannel: a channel that can be closed asynchronously.
package java.nio.channels;

/** a channel that can be closed asynchronously. (JDK 17's type). */
public interface InterruptibleChannel extends Channel {
    void close() throws java.io.IOException;
}
