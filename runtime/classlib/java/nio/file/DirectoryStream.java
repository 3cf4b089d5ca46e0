// java.nio.file.DirectoryStream: the entries of a directory, iterated once.
package java.nio.file;

/** Iterable once; close releases it. Filter decides which entries are returned. */
public interface DirectoryStream<T> extends java.io.Closeable, Iterable<T> {
    @FunctionalInterface
    interface Filter<T> {
        boolean accept(T entry) throws java.io.IOException;
    }

    java.util.Iterator<T> iterator();
}
