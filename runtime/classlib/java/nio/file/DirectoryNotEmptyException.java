// java.nio.file.DirectoryNotEmptyException: a FileSystemException for one cause.
package java.nio.file;

/** The message is the file's path. */
public class DirectoryNotEmptyException extends FileSystemException {
    public DirectoryNotEmptyException(String dir) {
        super(dir);
    }
}
