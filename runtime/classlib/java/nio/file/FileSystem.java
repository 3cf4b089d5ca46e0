// java.nio.file.FileSystem: the factory of Paths (jvmlab has one, the default: POSIX).
package java.nio.file;

/** The parts of JDK 17's FileSystem that programs use without a provider. */
public abstract class FileSystem implements java.io.Closeable {
    protected FileSystem() {
    }

    public abstract Path getPath(String first, String... more);

    public abstract String getSeparator();

    public abstract Iterable<Path> getRootDirectories();

    public abstract boolean isOpen();

    public abstract boolean isReadOnly();

    public abstract void close() throws java.io.IOException;
}
