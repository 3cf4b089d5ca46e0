// java.io.Closeable: a source or destination of data that can be closed.
package java.io;

/** A closeable I/O resource; closing twice has no effect. */
public interface Closeable extends AutoCloseable {
    void close() throws IOException;
}
