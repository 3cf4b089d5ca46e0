// java.nio.channels.Channel: a nexus for I/O operations that is open until closed.
package java.nio.channels;

/** a nexus for I/O operations that is open until closed. (JDK 17's type). */
public interface Channel extends java.io.Closeable {
    boolean isOpen();

    void close() throws java.io.IOException;
}
