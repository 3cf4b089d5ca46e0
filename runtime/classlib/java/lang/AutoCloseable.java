// java.lang.AutoCloseable: a resource closed by try-with-resources.
package java.lang;

/** A resource that try-with-resources closes (JLS 14.20.3). */
public interface AutoCloseable {
    void close() throws Exception;
}
