// java.nio.file.attribute.BasicFileAttributes: size, times and type of a file.
package java.nio.file.attribute;

/** What stat(2) says of a file, as JDK 17's interface. */
public interface BasicFileAttributes {
    FileTime lastModifiedTime();

    FileTime lastAccessTime();

    FileTime creationTime();

    boolean isRegularFile();

    boolean isDirectory();

    boolean isSymbolicLink();

    boolean isOther();

    long size();

    Object fileKey();
}
