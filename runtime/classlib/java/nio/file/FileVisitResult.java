// java.nio.file.FileVisitResult: what Files.walkFileTree does next.
package java.nio.file;

/** JDK 17's visit results. */
public enum FileVisitResult {
    CONTINUE, TERMINATE, SKIP_SUBTREE, SKIP_SIBLINGS;
}
