// java.nio.file.DirectoryIteratorException: an IOException while iterating a directory.
package java.nio.file;

/** Wraps the IOException as its cause. */
public final class DirectoryIteratorException extends java.util.ConcurrentModificationException {
    public DirectoryIteratorException(java.io.IOException cause) {
        super(cause);
    }

    public java.io.IOException getCause() {
        return (java.io.IOException) super.getCause();
    }
}
