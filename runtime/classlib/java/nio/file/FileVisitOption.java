// java.nio.file.FileVisitOption: whether Files.walk follows symbolic links.
package java.nio.file;

/** FOLLOW_LINKS: walk into linked directories. */
public enum FileVisitOption {
    FOLLOW_LINKS;
}
