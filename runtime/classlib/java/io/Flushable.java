// java.io.Flushable: a destination whose buffered output can be flushed.
package java.io;

/** Writes any buffered output to the underlying stream. */
public interface Flushable {
    void flush() throws IOException;
}
