// java.nio.file.FileVisitor: the callbacks of Files.walkFileTree.
package java.nio.file;

import java.io.IOException;
import java.nio.file.attribute.BasicFileAttributes;

/** Called before and after each directory, for each file, and for each failure. */
public interface FileVisitor<T> {
    FileVisitResult preVisitDirectory(T dir, BasicFileAttributes attrs) throws IOException;

    FileVisitResult visitFile(T file, BasicFileAttributes attrs) throws IOException;

    FileVisitResult visitFileFailed(T file, IOException exc) throws IOException;

    FileVisitResult postVisitDirectory(T dir, IOException exc) throws IOException;
}
