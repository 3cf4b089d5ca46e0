// java.nio.file.FileAlreadyExistsException: a FileSystemException for one cause.
package java.nio.file;

/** See FileSystemException for the message's form. */
public class FileAlreadyExistsException extends FileSystemException {
    public FileAlreadyExistsException(String file) {
        super(file);
    }

    public FileAlreadyExistsException(String file, String other, String reason) {
        super(file, other, reason);
    }
}
