// java.nio.file.NotDirectoryException: a FileSystemException for one cause.
package java.nio.file;

/** The message is the file's path. */
public class NotDirectoryException extends FileSystemException {
    public NotDirectoryException(String dir) {
        super(dir);
    }
}
