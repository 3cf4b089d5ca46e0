// java.nio.file.SimpleFileVisitor: a FileVisitor that continues everywhere and rethrows failures.
package java.nio.file;

import java.io.IOException;
import java.nio.file.attribute.BasicFileAttributes;

/** CONTINUE from every callback; visitFileFailed and postVisitDirectory rethrow. */
public class SimpleFileVisitor<T> implements FileVisitor<T> {
    protected SimpleFileVisitor() {
    }

    public FileVisitResult preVisitDirectory(T dir, BasicFileAttributes attrs) throws IOException {
        java.util.Objects.requireNonNull(dir);
        java.util.Objects.requireNonNull(attrs);
        return FileVisitResult.CONTINUE;
    }

    public FileVisitResult visitFile(T file, BasicFileAttributes attrs) throws IOException {
        java.util.Objects.requireNonNull(file);
        java.util.Objects.requireNonNull(attrs);
        return FileVisitResult.CONTINUE;
    }

    public FileVisitResult visitFileFailed(T file, IOException exc) throws IOException {
        java.util.Objects.requireNonNull(file);
        throw exc;
    }

    public FileVisitResult postVisitDirectory(T dir, IOException exc) throws IOException {
        java.util.Objects.requireNonNull(dir);
        if (exc != null) {
            throw exc;
        }
        return FileVisitResult.CONTINUE;
    }
}
